"""Every failure a hostile or unlucky user met (hardening issue) is one clear message.

CLI cases run the real `vidrag` process: exit code, the single `error:` line, and the index still
consistent afterwards. Real media, real models, real SQLite (and PostgreSQL where one can start).
Each CLI case works on its own copy of the demo index conftest builds once per run.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from conftest import EXAMPLE, VIDRAG, error_lines, ffmpeg, run
from fakes import HashedEmbedder

from vidrag import Index, load_settings
from vidrag.config import LLMSettings
from vidrag.errors import ConfigError, IndexingError, LLMError, VideoRemovedError
from vidrag.eval.datasets import load_dataset
from vidrag.indexing.indexer import Progress
from vidrag.llm import ChatRequest, make_llm
from vidrag.records import TextUnit
from vidrag.store.base import NewVideo, TextSearch
from vidrag.store.sqlite import DB_NAME


def one_error(proc: subprocess.CompletedProcess, says: str) -> str:
    """The process failed with exactly one line on stderr, an `error:` line containing ``says``."""
    lines = error_lines(proc)
    assert proc.returncode == 1, (proc.returncode, proc.stderr)
    assert len(lines) == 1 and lines[0].startswith("error:") and says in lines[0], proc.stderr
    assert "Traceback" not in proc.stderr
    return lines[0]


def consistent(index: Path) -> list[str]:
    """The index passes SQLite's integrity check, has no orphan rows, and lists these videos."""
    with sqlite3.connect(index / DB_NAME) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        orphans = conn.execute(
            "SELECT count(*) FROM extractor_cache WHERE sha256 NOT IN (SELECT sha256 FROM videos)"
        ).fetchone()[0]
        assert orphans == 0
    return [v["video"]["name"] for v in json.loads(run("show", "--index", str(index), "--json").stdout)]


# -- file names the system refuses -------------------------------------------------------------
def test_long_names_and_link_loops_do_not_stop_the_other_videos(tmp_path: Path, example_index_copy: Path):
    loop = tmp_path / "loop.mp4"
    loop.symlink_to(loop)
    long_name = tmp_path / ("x" * 300 + ".mp4")
    proc = run("index", str(long_name), str(loop), str(EXAMPLE), "--index", str(example_index_copy), check=False)
    errors = [line for line in error_lines(proc) if line.startswith("error:")]
    assert proc.returncode == 1 and len(errors) == 2, proc.stderr
    assert "File name too long" in errors[0] and "loop.mp4" in errors[1]
    assert "example.mp4: unchanged" in proc.stderr and "Traceback" not in proc.stderr
    assert consistent(example_index_copy) == ["example.mp4"]


def test_removing_a_300_character_name(example_index_copy: Path):
    one_error(run("remove", "y" * 300, "--index", str(example_index_copy), check=False), "no such video")
    assert consistent(example_index_copy) == ["example.mp4"]


@pytest.mark.parametrize(
    "command",
    [["show"], ["ask", "What is said?"], ["remove", "example.mp4"], ["graph"], ["index", str(EXAMPLE)]],
    ids=lambda command: command[0],
)
def test_a_300_character_index_name_is_one_error_line(tmp_path: Path, command: list[str]):
    index = tmp_path / ("i" * 300)
    one_error(run(*command, "--index", str(index), check=False), "cannot open the index directory (File name too long)")


def test_undecodable_bytes_in_a_file_name_do_not_stop_the_batch(tmp_path: Path, example_index_copy: Path):
    """Python keeps a name's bytes that are not UTF-8 as lone surrogates, which SQLite cannot store."""
    bad = tmp_path / os.fsdecode(b"bad_\xff\xfe.mp4")
    ffmpeg("-i", str(EXAMPLE), "-t", "3", "-c", "copy", str(bad))  # new content: it is indexed, not "unchanged"
    proc = run("index", str(bad), str(EXAMPLE), "--index", str(example_index_copy), check=False)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert "bad_\ufffd\ufffd.mp4: added" in proc.stderr and "example.mp4: unchanged" in proc.stderr
    assert sorted(consistent(example_index_copy)) == ["bad_\ufffd\ufffd.mp4", "example.mp4"]
    assert "removed bad_" in run("remove", str(bad), "--index", str(example_index_copy)).stderr  # found by content


def test_undecodable_bytes_in_a_question_are_read_as_replacement_characters(example_index_copy: Path):
    question = "What word is said at forty seconds? " + os.fsdecode(b"\xff\xfe")
    proc = run("ask", question, "--index", str(example_index_copy), check=False)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert "[example.mp4 " in proc.stdout


def test_rich_markup_in_user_text_is_printed_as_it_is(tmp_path: Path):
    index = tmp_path / "ix"
    with Index.open(index, load_settings()) as opened:
        opened.store.add_video(NewVideo("c" * 64, "/v/[red]markup.mp4", "[red]markup.mp4", 60.0, 640, 360, True, 2))
    assert "[red]markup.mp4" in run("show", "--index", str(index)).stdout
    assert "[red]markup.mp4" in run("show", "[red]markup.mp4", "--index", str(index)).stdout
    export = tmp_path / "[bold]graph.json"
    assert f"wrote {export}" in " ".join(run("graph", "--index", str(index), "--export", str(export)).stderr.split())
    line = one_error(run("remove", "[b]absent", "--index", str(index), check=False), "no such video")
    assert line.startswith("error: [b]absent: no such video")
    assert "removed [red]markup.mp4" in run("remove", "[red]markup.mp4", "--index", str(index)).stderr


def test_a_long_failure_leaves_the_list_of_videos_readable(tmp_path: Path):
    index = tmp_path / "ix"
    reason = "cut.mp4: truncated or corrupt: " + "the decoder stopped again; " * 40
    with Index.open(index, load_settings()) as opened:
        opened.store.add_video(NewVideo("d" * 64, "/v/cut.mp4", "cut.mp4", 42.0, 1280, 720, True, 2))
        opened.store.record_failure("d" * 64, reason)
    env = {**os.environ, "COLUMNS": "100"}  # a pipe: the console is as wide as COLUMNS says
    listed = subprocess.run([*VIDRAG, "show", "--index", str(index)], capture_output=True, text=True, env=env).stdout
    assert "cut.mp4" in listed and "00:42" in listed and "1280x720" in listed and "d" * 12 in listed, listed
    assert "failed: cut.mp4: truncated" in " ".join(listed.split()) and "…" in listed  # cut short, wrapped
    assert json.loads(run("show", "--index", str(index), "--json").stdout)[0]["failure"] == reason
    shown = subprocess.run([*VIDRAG, "show", "cut.mp4", "--index", str(index)], capture_output=True, text=True, env=env)
    assert reason.strip() in " ".join(shown.stdout.split())  # one video: the whole reason


def test_an_ambiguous_name_lists_a_few_of_its_matches(tmp_path: Path):
    index = tmp_path / "ix"
    with Index.open(index, load_settings()) as opened:
        for i in range(1024):
            opened.store.add_video(NewVideo(f"{i:064x}", f"/v/{i}/talk.mp4", "talk.mp4", 60.0, 640, 360, True, 2))
    line = one_error(run("show", "talk.mp4", "--index", str(index), check=False), "1024 videos match: /v/0/talk.mp4")
    assert "and 1019 more; name one by path or hash" in line and len(line) < 400


# -- the Python API ------------------------------------------------------------------------------------
def test_the_python_api_checks_its_arguments_types(tmp_path: Path):
    with Index.open(tmp_path / "ix", load_settings()) as index:
        with pytest.raises(TypeError, match=r"Index\.ask\(\): choices: 'str' instances are not allowed"):
            index.ask("Which fruit?", choices="ab")
        with pytest.raises(TypeError, match=r"Index\.ask\(\): videos: 'str' instances are not allowed"):
            index.ask("What is said?", videos="talk.mp4")
        with pytest.raises(TypeError, match=r"Index\.ask\(\): question: Input should be a valid string \(got 42\)"):
            index.ask(42)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match=r"Index\.add_many\(\): videos: 'str' instances are not allowed"):
            index.add_many("talk.mp4")
        with pytest.raises(TypeError, match=r"Index\.find\(\): video: Input should be"):
            index.find(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"Index\.open\(\): path: Input should be"):
        Index.open(3)  # type: ignore[arg-type]


def test_an_unforeseen_error_in_one_video_does_not_stop_the_others(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The error is one the indexer does not foresee (a double: the subject is add_many's bookkeeping)."""
    done: list[str] = []

    def add(index: Index, video: Path, progress=None, runner=None):
        if video.name == "bad.mp4":
            raise UnicodeEncodeError("utf-8", "\udcff", 0, 1, "surrogates not allowed")
        return video.name

    monkeypatch.setattr(Index, "add", add)
    with Index.open(tmp_path / "ix", load_settings()) as index:
        results = index.add_many(["bad.mp4", "good.mp4"], on_done=lambda video, result: done.append(video.name))
    assert isinstance(results[0], IndexingError) and "bad.mp4: indexing failed (UnicodeEncodeError" in str(results[0])
    assert results[1] == "good.mp4" and done == ["bad.mp4", "good.mp4"]


# -- configuration ---------------------------------------------------------------------------------
def test_a_toml_syntax_error_names_the_file_and_line(tmp_path: Path, example_index_copy: Path):
    config = tmp_path / "bad.toml"
    config.write_text("[retrieval]\ntop_k = 3\nthreshold 0.2\n")
    line = one_error(
        run("ask", "hi?", "--index", str(example_index_copy), "--config", str(config), check=False), "bad.toml"
    )
    assert "line 3" in line


def test_an_unknown_key_inside_a_section_is_refused_with_the_valid_ones(tmp_path: Path, example_index_copy: Path):
    config = tmp_path / "typo.toml"
    config.write_text("[retrieval]\ntopk = 1\n")
    line = one_error(
        run("ask", "hi?", "--index", str(example_index_copy), "--config", str(config), check=False), "retrieval.topk"
    )
    assert "unknown setting" in line and "top_k" in line and "threshold" in line


def test_a_300_character_config_name_is_one_error_line(example_index_copy: Path):
    config = example_index_copy / ("c" * 300 + ".toml")
    one_error(
        run("show", "--index", str(example_index_copy), "--config", str(config), check=False), "File name too long"
    )


def test_unknown_keys_are_refused_at_every_depth(monkeypatch: pytest.MonkeyPatch):
    with pytest.raises(ConfigError, match=r"retrieval\.vgent\.topn: unknown setting \(valid here: .*top_n"):
        load_settings(retrieval={"vgent": {"topn": 3}})
    monkeypatch.setenv("VIDRAG_LLM__TIMEOUT", "5")
    with pytest.raises(ConfigError, match=r"llm\.timeout: unknown setting .*timeout_seconds"):
        load_settings()


# -- questions ---------------------------------------------------------------------------------------
def test_question_length_and_duplicate_options(example_index_copy: Path):
    one_error(run("ask", "why " * 600, "--index", str(example_index_copy), check=False), "longer than 2000 characters")
    one_error(
        run(
            "ask",
            "Which fruit?",
            "--choices",
            "Banana",
            "apple",
            "banana ",
            "--index",
            str(example_index_copy),
            check=False,
        ),
        "given twice",
    )


def test_choices_without_options_is_a_usage_error(example_index_dir: Path):
    proc = run("ask", "Which fruit is named?", "--choices", "--index", str(example_index_dir), check=False)
    assert proc.returncode == 2 and proc.stdout == "", proc.stdout  # not answered as an open question
    assert error_lines(proc) == [
        "error: --choices needs the options after the question, e.g. vidrag ask QUESTION --choices A B C"
    ]


def test_asking_before_any_video_is_ready_says_so(tmp_path: Path):
    empty = tmp_path / "empty"
    Index.open(empty, load_settings()).close()
    one_error(
        run("ask", "What is said?", "--index", str(empty), check=False), "no videos yet; add one with `vidrag index"
    )
    with Index.open(empty, load_settings()) as index:  # a video whose indexing has not finished
        index.store.add_video(NewVideo("a" * 64, "/v/talk.mp4", "talk.mp4", 60.0, 640, 360, True, 2))
    one_error(
        run("ask", "What is said?", "--index", str(empty), check=False), "no video is ready yet: 1 still indexing"
    )


# -- a damaged index ---------------------------------------------------------------------------------
def _leave_unclosed(index: Path) -> None:
    """A process that writes and dies without closing, as `kill -9` would leave it: the WAL stays."""
    code = (
        "import os, sqlite3, sys; c = sqlite3.connect(sys.argv[1], isolation_level=None); "
        "c.execute('PRAGMA journal_mode=WAL'); c.execute(\"UPDATE meta SET value = value WHERE key = 'layout'\"); os._exit(0)"
    )
    subprocess.run([sys.executable, "-c", code, str(index / DB_NAME)], check=True)
    assert (index / f"{DB_NAME}-wal").exists()


def _scribble(db: Path, pages: range) -> None:
    """Overwrite whole pages of the database file with bytes that are no b-tree page."""
    with db.open("r+b") as fh:
        for page in pages:
            fh.seek(page * 4096)
            fh.write(bytes(range(256)) * 16)


def test_a_corrupted_index_is_refused_with_how_to_recover(example_index_copy: Path):
    db = example_index_copy / DB_NAME
    pages = db.stat().st_size // 4096
    _scribble(db, range(pages - 3, pages))  # pages the indexer of a known video never reads
    _leave_unclosed(example_index_copy)
    for command in (["index", str(EXAMPLE)], ["ask", "What word is said at forty seconds?"], ["remove", "example.mp4"]):
        line = one_error(run(*command, "--index", str(example_index_copy), check=False), "damaged")
        assert "new --index directory" in line, command


def test_a_corrupted_index_file_is_one_error_line_for_every_command(example_index_copy: Path):
    db = example_index_copy / DB_NAME
    _scribble(db, range(1, db.stat().st_size // 4096))  # all but the header page, closed cleanly
    for command in (["ask", "What word?"], ["remove", "example.mp4"], ["show"]):
        one_error(run(*command, "--index", str(example_index_copy), check=False), "damaged")


@pytest.mark.parametrize(
    "damage",
    ["UPDATE meta SET value = 'three' WHERE key = 'schema_version'", "DELETE FROM meta WHERE key = 'layout'"],
    ids=["schema-version-not-a-number", "layout-row-missing"],
)
def test_a_damaged_meta_table_is_one_error_line(example_index_copy: Path, damage: str):
    with sqlite3.connect(example_index_copy / DB_NAME) as conn:
        conn.execute(damage)
    one_error(run("ask", "What word?", "--index", str(example_index_copy), check=False), "meta table) is damaged")


# -- media that cannot be decoded --------------------------------------------------------------------
def test_a_truncated_file_is_recorded_as_failed_until_removed(tmp_path: Path, example_index_copy: Path):
    whole = tmp_path / "whole.mp4"
    ffmpeg("-i", str(EXAMPLE), "-c", "copy", "-movflags", "+faststart", str(whole))  # its duration stays readable
    cut = tmp_path / "cut.mp4"
    cut.write_bytes(whole.read_bytes()[: whole.stat().st_size // 3])
    first = one_error(run("index", str(cut), "--index", str(example_index_copy), check=False), "truncated")
    again = one_error(run("index", str(cut), "--index", str(example_index_copy), check=False), "failed before")
    assert first.removeprefix("error: ") in again and "vidrag remove" in again
    one_error(
        run("ask", "What word?", "--video", "cut.mp4", "--index", str(example_index_copy), check=False), "1 failed"
    )
    listed = " ".join(run("show", "--index", str(example_index_copy)).stdout.split())  # the table wraps long cells
    assert "failed: " in listed and "truncated" in listed  # `vidrag show` says why
    assert "removed cut.mp4" in run("remove", "cut.mp4", "--index", str(example_index_copy)).stderr
    assert consistent(example_index_copy) == ["example.mp4"]
    with sqlite3.connect(example_index_copy / DB_NAME) as conn:
        assert conn.execute("SELECT count(*) FROM extractor_cache WHERE key = 'failed'").fetchone()[0] == 0


def test_a_picture_named_mp4_is_called_a_picture(tmp_path: Path):
    picture = tmp_path / "holiday.mp4"
    ffmpeg("-f", "lavfi", "-i", "color=c=red:s=64x64", "-frames:v", "1", "-f", "image2", "-c:v", "png", str(picture))
    one_error(run("index", str(picture), "--index", str(tmp_path / "ix"), check=False), "a still image")


# -- removing a video while it is being indexed -------------------------------------------------------
def _transcript(seconds: int) -> list[TextUnit]:
    return [
        TextUnit("asr", t, t + 4.0, f"Sentence number {t} of the lecture about rivers.") for t in range(0, seconds, 5)
    ]


def _remove_during_indexing(path: Path, settings) -> None:
    # The subject is the store and the indexer's bookkeeping, not the model: no embedder is loaded.
    embedder = HashedEmbedder(settings.embedding.model)
    with (
        Index.open(path, settings, embedder=embedder) as indexer,
        Index.open(path, settings, embedder=embedder) as other,
    ):
        removed = []

        def remove_after_first_clip(p: Progress) -> None:
            if p.stage == "store" and p.clips_done == 1 and not removed:
                removed.append(other.remove("lecture"))

        with pytest.raises(VideoRemovedError, match="lecture: removed from the index while being indexed"):
            indexer.add_transcript("lecture", _transcript(90), 90.0, remove_after_first_clip)
        assert removed and indexer.videos() == [] and other.videos() == []
        assert (
            indexer.store.entities() == []
            and indexer.store.search(indexer.embedder.embed(["rivers"])[0], TextSearch(10)) == []
        )


def test_removing_a_video_while_it_is_indexed_stops_that_video_cleanly(tmp_path: Path):
    _remove_during_indexing(tmp_path / "ix", load_settings())
    assert consistent(tmp_path / "ix") == []


def test_removing_a_video_while_it_is_indexed_postgres(tmp_path: Path, postgres_url: str, fresh_collection: str):
    _remove_during_indexing(tmp_path / "ix", load_settings(store={"url": postgres_url, "collection": fresh_collection}))


# -- the HTTP service's command ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("options", "says"),
    [
        (["--port", "99999"], "port: Input should be less than or equal to 65535"),
        (["--host", "0.0.0.0"], "needs an API token"),
    ],
    ids=["port-out-of-range", "off-loopback-without-token"],
)
def test_a_refused_serve_creates_no_directory(tmp_path: Path, options: list[str], says: str):
    index = tmp_path / "never"
    one_error(run("serve", "--index", str(index), *options, check=False), says)
    assert not index.exists()


# -- LLM servers that hang ---------------------------------------------------------------------------------
def test_a_hung_llm_server_fails_at_the_deadline_without_retrying():
    """A network fault (a double is the only way): the server accepts connections and never answers."""
    listener = socket.create_server(("127.0.0.1", 0))
    accepted: list[socket.socket] = []

    def accept() -> None:
        while True:
            try:
                accepted.append(listener.accept()[0])
            except OSError:
                return

    threading.Thread(target=accept, daemon=True).start()
    url = f"http://127.0.0.1:{listener.getsockname()[1]}/v1"
    try:
        llm = make_llm(LLMSettings(backend="openai", base_url=url, timeout_seconds=2, connect_timeout_seconds=1))
        with pytest.raises(LLMError, match="did not answer within llm.timeout_seconds = 2 s"):
            llm.complete(ChatRequest([{"role": "user", "content": "hi"}]))
        assert len(accepted) == 1  # the deadline covers the retries: no second try of another 2 s
    finally:
        listener.close()
        for conn in accepted:
            conn.close()


# -- PsTuts-VQA sentences without a time -----------------------------------------------------------------
def test_pstuts_sentences_without_times_are_skipped_and_counted(tmp_path: Path):
    split = [
        {
            "video_id": 7,
            "transcripts": [
                {"sent_id": 0, "begin": 0.0, "end": 4.0, "sent": "Open the layers panel."},
                {"sent_id": 1, "begin": None, "end": 9.0, "sent": "Then pick the brush tool."},
                {"sent_id": 2, "begin": 9.0, "sent": "Set the opacity to forty percent."},
                {"sent_id": 3, "begin": 12.0, "end": 15.0, "sent": "Save the file as a PSD."},
            ],
            "qa": [
                {"sent_id": 0, "q": "Which panel is opened?", "a": "layers"},
                {"sent_id": 1, "q": "Which tool is picked?", "a": "brush"},
                {"sent_id": 3, "q": "Which format is the file saved as?", "a": "PSD"},
            ],
        }
    ]
    path = tmp_path / "dev.json"
    path.write_text(json.dumps(split))
    dataset = load_dataset(path)
    assert [r.question for r in dataset.records] == ["Which panel is opened?", "Which format is the file saved as?"]
    assert dataset.skipped == {"sentences without a time": 2, "questions on them": 1}
    assert [u.text for u in dataset.transcripts["pstuts-7"].units] == [
        "Open the layers panel.",
        "Save the file as a PSD.",
    ]
    proc = run("eval", "--dataset", str(path), "--strategy", "bm25", "--retrieval-only", "--out", str(tmp_path / "out"),
               "--index", str(tmp_path / "ix"))  # fmt: skip
    assert "Skipped from the dataset: 2 sentences without a time, 1 questions on them." in proc.stdout
    assert json.loads((tmp_path / "out" / "summary.json").read_text())["questions"] == 2


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write to any directory")
def test_a_read_only_index_says_so(example_index_copy: Path):
    example_index_copy.chmod(0o555)
    try:
        one_error(run("ask", "What word?", "--index", str(example_index_copy), check=False), "not writable")
    finally:
        example_index_copy.chmod(0o755)


# -- the HTTP API ------------------------------------------------------------------------------------------
TOKEN = "s3cret-token"


@pytest.fixture
def api(tmp_path: Path, caplog: pytest.LogCaptureFixture):
    """The service over an index holding one video still being indexed; a token; no job runner.

    Yields the client and the index directory; afterwards no traceback may have been logged."""
    from fastapi.testclient import TestClient

    from vidrag.service import create_app

    settings = load_settings(service={"token": TOKEN})
    root = tmp_path / "root"
    root.mkdir()
    settings.service.allowed_roots = [root]
    video = root / "talk.mp4"
    video.write_bytes(EXAMPLE.read_bytes())
    index = Index.open(tmp_path / "index", settings)
    index.store.add_video(NewVideo("b" * 64, str(video), "talk.mp4", 42.4, 1280, 720, True, 2))
    auth = {"Authorization": f"Bearer {TOKEN}"}
    with TestClient(create_app(index, run_jobs=False), headers=auth, base_url="http://127.0.0.1") as client:
        yield client, index.path, root
    logged = [r for r in caplog.records if r.exc_info or "Traceback" in r.getMessage()]
    assert not logged, [r.getMessage() for r in logged]


def test_a_videos_filter_never_opens_a_server_file(api, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    client, _, _ = api
    secret = tmp_path / "secret.bin"
    secret.write_bytes(b"\0" * 1024)
    opened = []
    monkeypatch.setattr("vidrag.api.content_hash", lambda path: opened.append(path) or "0" * 64)
    for entry in (str(secret), str(tmp_path / "missing.bin"), "z" * 300):
        response = client.post("/api/ask", json={"question": "What is said?", "videos": [entry]})
        assert response.status_code == 404, response.text
        assert str(tmp_path) not in response.json()["detail"].replace(entry, "")
    assert opened == []
    scoped = client.post("/api/ask", json={"question": "What is said?", "videos": ["talk.mp4"]})
    assert scoped.status_code == 409 and scoped.json()["detail"].startswith("no video is ready yet: 1 still indexing")


@pytest.mark.parametrize(
    ("path", "status"),
    [("a\0b.mp4", 403), ("loop.mp4", 403), ("n" * 300 + ".mp4", 404)],
    ids=["nul-byte", "link-loop", "300-characters"],
)
def test_bad_server_paths_are_4xx(api, path: str, status: int):
    client, _, root = api
    (root / "loop.mp4").symlink_to(root / "loop.mp4")
    response = client.post("/api/videos", json={"path": str(root / path)})
    assert response.status_code == status, response.text


def test_long_names_and_error_bodies_show_no_server_path(api):
    client, index_path, _ = api
    for response in (
        client.delete("/api/videos/" + "d" * 300),
        client.get("/api/videos/" + "d" * 300 + "/clips"),
        client.get("/api/videos/nope/media"),
        client.post("/api/ask", json={"question": "x" * 3000}),
        client.post("/api/ask", json={"question": "Which?", "choices": ["a", "b", "A"]}),
    ):
        assert 400 <= response.status_code < 500, response.text
        assert str(index_path) not in response.text and str(index_path.resolve()) not in response.text


def test_the_token_is_taken_from_the_query_string_only_for_media(api):
    client, _, _ = api
    client.headers.pop("Authorization")
    assert client.get("/api/videos", params={"token": TOKEN}).status_code == 401
    assert client.post("/api/ask", params={"token": TOKEN}, json={"question": "hi"}).status_code == 401
    media = client.get(f"/api/videos/{'b' * 64}/media", params={"token": TOKEN}, headers={"Range": "bytes=0-99"})
    assert media.status_code == 206 and len(media.content) == 100
    assert client.get(f"/api/videos/{'b' * 64}/media").status_code == 401


def test_fuzzed_requests_never_get_a_500(api):
    """Random paths, names, bodies and headers (a bounded, seeded count, in-process: loopback only)."""
    import random
    import string
    from urllib.parse import quote

    client, _, root = api
    rng = random.Random(17)
    words = ["talk.mp4", "b" * 64, "b" * 12, "..", "%2e%2e", "%00", "\0", "x" * 300, "😀", "", " ", "/etc/passwd",
             str(root / "talk.mp4"), "NaN", "-1", "1e309", "{}", "[]", "null", "%2F", "a/b", "?", "#", "*"]  # fmt: skip
    junk = [None, True, 0, -1, 1e309, "", "x" * 5000, [], {}, ["a"] * 30, {"a": 1}, "\0", "😀" * 100, 2**70]

    def header_value(text: str) -> str:
        return "".join(c for c in text if " " <= c <= "~").strip()  # what HTTP lets a client send

    def word() -> str:
        return rng.choice(words) if rng.random() < 0.7 else "".join(rng.choices(string.printable, k=rng.randint(0, 40)))

    def body() -> object:
        fields = {"question": word(), "choices": [word() for _ in range(rng.randint(0, 4))], "strategy": word(),
                  "videos": [word()], "explain": rng.choice(junk), "path": word()}  # fmt: skip
        chosen = {k: (v if rng.random() < 0.6 else rng.choice(junk)) for k, v in fields.items() if rng.random() < 0.7}
        return chosen if rng.random() < 0.8 else rng.choice(junk)

    routes = [
        ("GET", "/api/health"), ("GET", "/api/strategies"), ("GET", "/api/videos"), ("POST", "/api/videos"),
        ("GET", "/api/videos/{w}/clips"), ("GET", "/api/videos/{w}/media"), ("DELETE", "/api/videos/{w}"),
        ("GET", "/api/jobs"), ("GET", "/api/jobs/{w}"), ("POST", "/api/ask"), ("POST", "/api/ask/stream"),
        ("GET", "/api/graph"), ("GET", "/api/graph/entity"), ("PUT", "/api/uploads"), ("GET", "/{w}"),
        ("PATCH", "/api/videos"), ("GET", "/static/{w}"),
    ]  # fmt: skip
    statuses: dict[int, int] = {}
    for _ in range(400):
        method, template = rng.choice(routes)
        path = template.replace("{w}", quote(word(), safe="/%" if rng.random() < 0.3 else "") or "x")
        params = {rng.choice(["name", "top", "token", "q"]): word() for _ in range(rng.randint(0, 2))}
        headers = {rng.choice(["Range", "Content-Type", "Authorization", "X-Forwarded-For", "Accept"]): header_value(word())
                   for _ in range(rng.randint(0, 2))}  # fmt: skip
        if rng.random() < 0.8:
            headers.setdefault("Authorization", f"Bearer {TOKEN}")
        if method == "PUT":
            content = bytes(rng.randrange(256) for _ in range(rng.randint(0, 2048)))
            response = client.request(method, path, params=params, headers=headers, content=content)
        elif method == "GET":
            response = client.request(method, path, params=params, headers=headers)
        else:  # JSON as a client may write it, Infinity included
            headers.setdefault("Content-Type", "application/json")
            response = client.request(method, path, params=params, headers=headers, content=json.dumps(body()))
        assert response.status_code < 500, (method, path, params, headers, response.status_code, response.text[:300])
        statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
    assert len(statuses) >= 5  # the requests reached many different answers, not one wall of 401s


# -- malformed text (issue 33, item 4) -----------------------------------------------------------------
def test_any_string_normalises_with_lone_surrogates_replaced():
    from vidrag.text import encodable, normalise, words

    assert encodable("what is \udcff\udcfe the word") == "what is \ufffd\ufffd the word"
    assert encodable("a \ud83d\ude00 pair") == "a \U0001f600 pair"  # a surrogate pair is its character
    assert normalise("Forty-two \ud800 apples") == "42 \ufffd apples"
    assert words("what is \udcff the word") == ["what", "is", "the", "word"]


@pytest.mark.parametrize(
    ("route", "body", "status"),
    [
        ("/api/ask", {"question": "Which word is said?", "choices": ["\udcff", "banana"]}, 409),
        ("/api/ask", {"question": "What is \udcff\udcfe said?"}, 409),
        ("/api/ask", {"question": "What is said?", "videos": ["\ud800"]}, 404),
        ("/api/ask/stream", {"question": "What is said?", "videos": ["bad_\udcff.mp4"]}, 404),
        ("/api/videos", {"path": "ROOT/bad_\udcff\udcfe.mp4"}, 404),
    ],
    ids=["choice", "question", "videos", "stream-videos", "server-path"],
)
def test_lone_surrogates_in_a_request_get_a_4xx_that_names_them(api, route: str, body: dict, status: int):
    client, _, root = api
    raw = json.dumps(body).replace("ROOT", str(root))  # "\udcff" stays an escape: what a client sends
    response = client.post(route, content=raw, headers={"Content-Type": "application/json"})
    assert response.status_code == status, response.text
    if status == 404:
        assert "\ufffd" in response.json()["detail"], response.text  # the name, readable

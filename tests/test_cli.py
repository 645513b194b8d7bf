"""The `vidrag` command as a user runs it: a real process, real exit codes, one-line errors.

The demo video's index these tests use is the one conftest's ``example_index_dir`` builds with
`vidrag index` once per run; each test here works on its own copy."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import EXAMPLE, copy_index, error_lines, run


def test_index_ask_show_remove(example_index_copy: Path):
    proc = run(
        "ask",
        "What word does the speaker say when the timer reaches forty seconds?",
        "--index",
        str(example_index_copy),
    )
    assert "banana" in proc.stdout.lower() and "[example.mp4 00:30-00:42]" in proc.stdout

    record = json.loads(run("ask", "What word is said at forty seconds?", "--choices", "apple", "banana",
                            "cherry", "--index", str(example_index_copy), "--json").stdout)  # fmt: skip
    assert record["choice"] == "banana"
    top = record["citations"][0]  # the moment "banana" is said, inside the clip it was found in
    assert top["start"] <= 40 <= top["end"] + 1 and top["clip_start"] <= 38 and top["clip_end"] >= 42
    assert {"retrieve_s", "generate_s", "total_s"} <= set(record["timings"])

    listed = run("show", "--index", str(example_index_copy)).stdout
    assert "example.mp4" in listed and "ready" in listed and "banana" not in listed.lower()  # a list, no transcripts
    shown = run("show", "example.mp4", "--index", str(example_index_copy)).stdout
    assert "example.mp4" in shown and "01:00:00:00" in shown and "banana" in shown.lower()

    again = run("index", str(EXAMPLE), "--index", str(example_index_copy))
    assert "unchanged" in again.stderr and "/?" not in again.stderr and "0/" not in again.stderr  # no stale bar


def test_explain_prints_a_tree_and_json_keeps_the_trace(example_index_copy: Path):
    proc = run("ask", "What word is said at forty seconds?", "--explain", "--index", str(example_index_copy))
    assert "retrieve" in proc.stdout and "total" in proc.stdout
    assert '"trace"' not in proc.stdout and '{"' not in proc.stdout  # a tree, not JSON


def test_help_version_and_literal_help_texts():
    assert run("--version").stdout.strip().startswith("vidrag ")
    ask_help = run("ask", "--help").stdout
    assert "[video mm:ss-mm:ss]" in ask_help and "<bool>" not in ask_help and "--choices" in ask_help
    # --help loads no model code: the heavy modules are imported by the commands that need them.
    probe = "import sys, vidrag.cli; print(sorted(m for m in sys.modules if m.split('.')[0] in {'torch', 'numpy', 'sentence_transformers', 'llama_cpp', 'av', 'pydantic'} or m == 'vidrag.api'))"
    assert (
        subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.strip() == "[]"
    )


def test_remove_then_the_index_is_empty(example_index_copy: Path):
    proc = run("remove", "example.mp4", "--index", str(example_index_copy))
    assert "removed example.mp4 (2 clips)" in proc.stderr
    assert json.loads(run("show", "--index", str(example_index_copy), "--json").stdout) == []
    missing = run("remove", "example.mp4", "--index", str(example_index_copy), check=False)
    assert missing.returncode == 1 and "no such video" in missing.stderr


@pytest.mark.parametrize(
    ("make", "expected"),
    [
        (lambda d: d / "absent.mp4", "absent.mp4: file not found"),
        (lambda d: (d / "notes.mp4").write_text("hello\n" * 50) and d / "notes.mp4", "notes.mp4: not a readable video"),
    ],
)
def test_bad_video_gives_one_error_line_and_leaves_the_index_usable(tmp_path: Path, make, expected):
    index = tmp_path / "ix"
    proc = run("index", str(make(tmp_path)), "--index", str(index), check=False)
    assert proc.returncode == 1
    lines = error_lines(proc)
    assert len(lines) == 1 and expected in lines[0], proc.stderr
    assert json.loads(run("show", "--index", str(index), "--json").stdout) == []


def test_several_videos_one_bad_the_others_still_indexed(tmp_path: Path, example_index_copy: Path):
    proc = run("index", str(EXAMPLE), str(tmp_path / "absent.mp4"), "--index", str(example_index_copy), check=False)
    assert proc.returncode == 1
    errors = [line for line in error_lines(proc) if line.startswith("error:")]
    assert len(errors) == 1 and "absent.mp4: file not found" in errors[0], proc.stderr
    assert "example.mp4: unchanged" in proc.stderr
    assert [
        v["video"]["name"] for v in json.loads(run("show", "--index", str(example_index_copy), "--json").stdout)
    ] == ["example.mp4"]


def test_empty_question_and_missing_index(tmp_path: Path, example_index_dir: Path):
    proc = run("ask", "  ", "--index", str(example_index_dir), check=False)
    assert proc.returncode == 1 and error_lines(proc) == ["error: the question is empty"]
    proc = run("ask", "anything?", "--index", str(tmp_path / "none"), check=False)
    assert proc.returncode == 1 and "no vidrag index here" in proc.stderr and len(error_lines(proc)) == 1


def test_unreadable_index_directory(tmp_path: Path, example_index_dir: Path):
    if os.geteuid() == 0:
        # root reads anything: make the index path a file instead, which no user can open as an index
        bad = tmp_path / "file-not-dir"
        bad.write_text("x")
        proc = run("index", str(EXAMPLE), "--index", str(bad), check=False)
        assert proc.returncode == 1 and "not a directory" in proc.stderr
    else:
        locked = tmp_path / "locked"
        copy_index(example_index_dir, locked)
        locked.chmod(0)
        proc = run("ask", "banana?", "--index", str(locked), check=False)
        locked.chmod(0o755)
        assert proc.returncode == 1 and len(error_lines(proc)) == 1


def test_every_strategy_is_explained_with_auto_first():
    from vidrag.retrieval import BASELINES, RETRIEVERS
    from vidrag.strategies import DESCRIPTIONS

    assert list(DESCRIPTIONS)[0] == "auto" and set(DESCRIPTIONS) == {"auto", *RETRIEVERS, *BASELINES}
    assert all(text.endswith(".") and len(text) < 120 for text in DESCRIPTIONS.values())  # one line each

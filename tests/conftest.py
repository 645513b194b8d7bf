"""The one fixture module: real media from the repo and ../shared/data/real, real models, real
SQLite and PostgreSQL, each real index built once per run, and the helpers the test files share.

An index that several tests read is built once per session. A test that writes gets its own copy
of the index directory (a SQLite index is a few files: copying takes milliseconds, indexing the
demo video again takes Whisper and OCR a minute on two cores)."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TYPE_CHECKING

import numpy as np
import pytest

# ctranslate2, Whisper's engine, picks its CPU kernels by instruction set, and its int8 results differ
# between them: on an AVX-512 CPU Whisper ends some rendered sentences with a comma where the portable
# kernels end them with a period. The tests pin the portable kernels, so that their transcripts, and the
# thresholds measured on them, are the same on every machine; vidrag itself uses the fastest the CPU has.
os.environ.setdefault("CT2_FORCE_CPU_ISA", "GENERIC")

from vidrag import Index, load_settings
from vidrag.testing.render import PlacedScene, RenderedVideo, Scene, render_video, story_scenes
from vidrag.errors import StoreError
from vidrag.store.base import NewVideo
from fakes import Reply, ScriptedLLM

if TYPE_CHECKING:  # the answer engine's modules load only where a test asks
    from vidrag.answer import Answer

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "example.mp4"
REAL = Path(os.environ.get("VIDRAG_REAL_DATA", ROOT.parent / "shared" / "data" / "real"))


def real_file(*parts: str) -> Path:
    path = REAL.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"real test media {path} not present (set VIDRAG_REAL_DATA)")
    return path


def ffmpeg(*args: str) -> None:
    subprocess.run(["ffmpeg", "-v", "error", "-y", *args], check=True)


VIDRAG = [sys.executable, "-m", "vidrag.cli"]


def run(*args: str, check: bool = True) -> subprocess.CompletedProcess:
    """The `vidrag` command as a user runs it: a real process, its exit code checked unless told."""
    env = {**os.environ, "COLUMNS": "200"}
    proc = subprocess.run([*VIDRAG, *args], capture_output=True, text=True, env=env, timeout=600)
    if check and proc.returncode != 0:
        raise AssertionError(f"exit {proc.returncode}\n{proc.stdout}\n{proc.stderr}")
    return proc


def error_lines(proc: subprocess.CompletedProcess) -> list[str]:
    return [line for line in proc.stderr.splitlines() if line.strip()]


def stored_clips(index_dir: Path) -> int:
    """Clips committed so far in an SQLite index, read beside a process that is writing it."""
    db = index_dir / "index.sqlite"
    if not db.exists():
        return 0
    try:
        with sqlite3.connect(db, timeout=1.0) as conn:
            return int(conn.execute("SELECT COUNT(*) FROM clips").fetchone()[0])
    except sqlite3.OperationalError:
        return 0  # the schema is not written yet


def copy_index(source: Path, target: Path) -> Path:
    """A copy of an index directory, for a test that writes to an index others read."""
    shutil.copytree(source, target, symlinks=True)
    return target


@contextmanager
def indexed(video: Path, folder: Path, **settings: Any) -> Iterator[Index]:
    """An index of ``video`` with the default embedded models (and ``settings`` over the defaults), open
    for the block."""
    with Index.open(folder, load_settings(**settings)) as index:
        index.add(video)
        yield index


def rendered_and_indexed(name: str, scenes: Sequence[Scene]) -> tuple[Any, Any]:
    """The module fixtures ``name`` (``scenes`` rendered once, as ``name``.mp4) and ``name``_index (an
    index of it with the default embedded models, built once for the module). A test module assigns
    them: ``day, day_index = rendered_and_indexed("day", DAY)``."""

    @pytest.fixture(scope="module", name=name)
    def video(tmp_path_factory: pytest.TempPathFactory) -> RenderedVideo:
        return render_video(list(scenes), tmp_path_factory.mktemp(name) / f"{name}.mp4")

    @pytest.fixture(scope="module", name=f"{name}_index")
    def index(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Index]:
        rendered: RenderedVideo = request.getfixturevalue(name)
        with indexed(rendered.path, tmp_path_factory.mktemp(f"{name}-index")) as built:
            yield built

    return video, index


def where(video: RenderedVideo, scene: Scene) -> PlacedScene:
    """Where ``scene`` plays in the rendered ``video`` (its first placing)."""
    return video.placed(scene)[0]


def cites(answer: Answer, placed: PlacedScene) -> bool:
    """Whether one of the answer's citations overlaps the scene as placed in its video."""
    return any(c.start < placed.end and placed.start < c.end for c in answer.citations)


# Records for the store tests (tests/test_store.py, tests/test_schema.py).
LAYOUT = {"embedding_model": "m", "clip_seconds": 30.0, "min_tail_seconds": 5.0, "frame_fps": 1.0}


def unit_vectors(n: int, dim: int = 8, seed: int = 0) -> np.ndarray:
    v = np.random.default_rng(seed).normal(size=(n, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def new_video(sha: str = "a" * 64, n_clips: int = 2) -> NewVideo:
    return NewVideo(sha, f"/v/{sha[:4]}.mp4", f"{sha[:4]}.mp4", 60.0, 640, 360, True, n_clips)


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A real PostgreSQL 16 with pgvector on loopback (the pgserver wheel's), or VIDRAG_TEST_POSTGRES_URL's server.

    Where it cannot start, its tests skip with the reason, except under CI (CI=true), where they fail.
    """
    if os.environ.get("VIDRAG_TEST_POSTGRES_URL"):
        yield os.environ["VIDRAG_TEST_POSTGRES_URL"]
        return
    # Outside pytest's temporary tree: as root the server runs as another user, and every pytest
    # session that starts on the machine sets /tmp/pytest-of-root back to 0700, which would lock
    # the running server out of its own data directory (it stops with "Permission denied").
    folder = Path(tempfile.mkdtemp(prefix="vidrag-test-postgres-"))
    try:
        from vidrag.testing.local_postgres import LocalPostgres

        server = LocalPostgres(folder / "data").start()
    except (ImportError, StoreError) as exc:
        shutil.rmtree(folder, ignore_errors=True)
        message = f"no PostgreSQL with pgvector for the store tests: {exc}"
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(message)
        pytest.skip(message)
    yield server.url
    server.stop()
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="session")
def example_index_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo video indexed once per run by the real `vidrag index` command (its exit code is
    checked). Never written to: a test that writes takes ``example_index_copy``."""
    index = tmp_path_factory.mktemp("example") / "index"
    run("index", str(EXAMPLE), "--index", str(index))
    return index


@pytest.fixture
def example_index_copy(example_index_dir: Path, tmp_path: Path) -> Path:
    """This test's own copy of the demo video's index."""
    return copy_index(example_index_dir, tmp_path / "index")


@pytest.fixture(scope="session")
def example_index(example_index_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Index]:
    """The demo video's index opened in this process with the default embedded models (on a copy:
    its tests add to it and fill its reply cache)."""
    folder = copy_index(example_index_dir, tmp_path_factory.mktemp("example-index") / "index")
    with Index.open(folder, load_settings(), create=False) as index:
        yield index


@pytest.fixture(scope="session")
def story(tmp_path_factory: pytest.TempPathFactory) -> RenderedVideo:
    """Six 30-second scenes with recurring people and objects (vidrag.testing.render.STORY_SCENES)."""
    return render_video(story_scenes(), tmp_path_factory.mktemp("story") / "story.mp4")


@pytest.fixture(scope="session")
def story_index(story: RenderedVideo, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Index]:
    # Transcribed clip by clip: the graph's and the strategies' tests assert facts of exact sentences,
    # and Whisper hears the rendered story differently as one stream ("Isok Newton" for "Isaac Newton",
    # tests/test_graph.py). The stream has tests of its own (test_asr_stream_resume, test_asr_determinism).
    with indexed(story.path, tmp_path_factory.mktemp("story-index"), asr={"stream_seconds": 0}) as index:
        yield index


Opener = Callable[..., tuple[Index, ScriptedLLM]]


@pytest.fixture
def scripted(story_index: Index) -> Iterator[Opener]:
    """Opens the story index again with a scripted LLM (tests/fakes.py), the same embedder and,
    if given, other retrieval settings: for tests whose subject is what a strategy does with the
    replies, not the model."""
    opened: list[Index] = []

    def open_with(rules: dict[str, Reply], **retrieval: object) -> tuple[Index, ScriptedLLM]:
        llm = ScriptedLLM(rules)
        settings = story_index.settings
        if retrieval:
            settings = settings.model_copy(update={"retrieval": settings.retrieval.model_copy(update=retrieval)})
        index = Index.open(story_index.path, settings, create=False, embedder=story_index.embedder, llm=llm)
        opened.append(index)
        return index, llm

    yield open_with
    for index in opened:
        index.close()


def scene_of(clip_start: float) -> int:
    """Which story scene a clip covers (scene i fills [30 i, 30 i + 30))."""
    return int(clip_start // 30)


@pytest.fixture
def video_copy(tmp_path: Path):
    """Copy a file into tmp_path under a chosen name."""

    def copy(source: Path, name: str) -> Path:
        target = tmp_path / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        return target

    return copy


def drop_collection(url: str, collection: str) -> None:
    import psycopg

    from vidrag.store.postgres import schema_name

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"DROP SCHEMA IF EXISTS {schema_name(collection)} CASCADE")


@pytest.fixture
def fresh_collection(postgres_url: str) -> Iterator[str]:
    """A collection name no other test uses; dropped afterwards."""
    name = f"t{uuid.uuid4().hex[:12]}"
    yield name
    drop_collection(postgres_url, name)

"""Shared fixtures: real media from the repo and ../shared/data/real, real models, real SQLite and PostgreSQL."""

from __future__ import annotations

import os
import shutil
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

# ctranslate2, Whisper's engine, picks its CPU kernels by instruction set, and its int8 results differ
# between them: on an AVX-512 CPU Whisper ends some rendered sentences with a comma where the portable
# kernels end them with a period. The tests pin the portable kernels, so that their transcripts, and the
# thresholds measured on them, are the same on every machine; vidrag itself uses the fastest the CPU has.
os.environ.setdefault("CT2_FORCE_CPU_ISA", "GENERIC")

from vidrag import Index, load_settings
from vidrag.testing.render import RenderedVideo, render_video, story_scenes
from vidrag.errors import StoreError

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


@pytest.fixture(scope="session")
def postgres_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A real PostgreSQL 16 with pgvector on loopback (the pgserver wheel's), or VIDRAG_TEST_POSTGRES_URL's server.

    Where it cannot start, its tests skip with the reason, except under CI (CI=true), where they fail.
    """
    if os.environ.get("VIDRAG_TEST_POSTGRES_URL"):
        yield os.environ["VIDRAG_TEST_POSTGRES_URL"]
        return
    try:
        from vidrag.testing.local_postgres import LocalPostgres

        server = LocalPostgres(tmp_path_factory.mktemp("postgres") / "data").start()
    except (ImportError, StoreError) as exc:
        message = f"no PostgreSQL with pgvector for the store tests: {exc}"
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(message)
        pytest.skip(message)
    yield server.url
    server.stop()


@pytest.fixture(scope="session")
def example_index(tmp_path_factory: pytest.TempPathFactory) -> Index:
    """The demo video indexed once with the default embedded models."""
    index = Index.open(tmp_path_factory.mktemp("example-index"), load_settings())
    index.add(EXAMPLE)
    yield index
    index.close()


@pytest.fixture(scope="session")
def story(tmp_path_factory: pytest.TempPathFactory) -> RenderedVideo:
    """Six 30-second scenes with recurring people and objects (vidrag.testing.render.STORY_SCENES)."""
    return render_video(story_scenes(), tmp_path_factory.mktemp("story") / "story.mp4")


@pytest.fixture(scope="session")
def story_index(story: RenderedVideo, tmp_path_factory: pytest.TempPathFactory) -> Index:
    index = Index.open(tmp_path_factory.mktemp("story-index"), load_settings())
    index.add(story.path)
    yield index
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

"""One writer per index (issue 33, item 6): a second `vidrag index` (or `vidrag remove`) on an index
that a first process is writing is refused at once, naming that process; the first one finishes.
Two real processes, real media and models, real SQLite (and the PostgreSQL store's lock, where one
can start)."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import pytest
from conftest import EXAMPLE, VIDRAG, copy_index, error_lines, ffmpeg, run
from fakes import HashedEmbedder

from vidrag import Index, load_settings
from vidrag.store.sqlite import DB_NAME

pytestmark = pytest.mark.slow


def test_a_second_writer_is_refused_at_once_and_the_first_finishes(example_index_dir: Path, tmp_path: Path):
    index = copy_index(example_index_dir, tmp_path / "index")
    other = tmp_path / "other.mp4"
    ffmpeg("-ss", "5", "-i", str(EXAMPLE), "-t", "37", "-c", "copy", str(other))
    lock = index / f"{DB_NAME}-writer.lock"
    first = subprocess.Popen(
        [*VIDRAG, "index", str(other), "--index", str(index)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        deadline = time.monotonic() + 300
        while not (lock.exists() and f"process {first.pid} " in lock.read_text()):
            assert first.poll() is None and time.monotonic() < deadline, "the first writer never took the lock"
            time.sleep(0.2)
        for command in (["index", str(other)], ["remove", "example.mp4"]):
            started = time.monotonic()
            second = run(*command, "--index", str(index), check=False)
            took = time.monotonic() - started
            errors = [line for line in error_lines(second) if line.startswith("error:")]
            assert second.returncode == 1 and len(errors) == 1, second.stderr
            assert f"is being written by process {first.pid} (started at " in errors[0], errors[0]
            assert "wait for it or use another index" in errors[0] and "Traceback" not in second.stderr
            assert took < 60, f"refused after {took:.0f} s"  # a process start, not an indexing run
            assert first.poll() is None  # the refusal happened while the first one wrote
        out, err = first.communicate(timeout=900)
    finally:
        if first.poll() is None:
            first.kill()
    assert first.returncode == 0, err
    assert "other.mp4: added" in out + err
    shown = run("show", "--index", str(index)).stdout
    assert "example.mp4" in shown and "other.mp4" in shown and "incomplete" not in shown
    run("remove", "other.mp4", "--index", str(index))  # the lock went with the first process


# A second process asking for the writer lock of an index (argv: its directory, then a PostgreSQL URL
# and collection where the store is one); prints the refusal, or "written".
_TRY_WRITING = """
import sys
from vidrag import Index, load_settings
from vidrag.errors import IndexBusyError
store = {"url": sys.argv[2], "collection": sys.argv[3]} if len(sys.argv) > 2 else {}
with Index.open(sys.argv[1], load_settings(**({"store": store} if store else {})), create=False) as index:
    try:
        with index.store.writer():
            print("written")
    except IndexBusyError as exc:
        print(exc)
"""


def _another_process_writes(*args: str) -> str:
    return subprocess.run([*VIDRAG[:1], "-c", _TRY_WRITING, *args], capture_output=True, text=True, check=True).stdout


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_threads_of_one_process_share_the_lock_and_other_processes_do_not(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
):
    """The service removes a video while its own job indexes: one process, one lock held twice."""
    store: dict[str, str] = {}
    if backend == "postgres":
        store = {
            "url": request.getfixturevalue("postgres_url"),
            "collection": request.getfixturevalue("fresh_collection"),
        }
    settings = load_settings(**({"store": store} if store else {}))
    with Index.open(tmp_path / "ix", settings, embedder=HashedEmbedder(settings.embedding.model)) as index:
        with index.store.writer(), index.store.writer():
            refused = _another_process_writes(str(tmp_path / "ix"), *store.values())
            assert f"is being written by process {os.getpid()} (started at " in refused, refused
        assert _another_process_writes(str(tmp_path / "ix"), *store.values()).strip() == "written"  # released

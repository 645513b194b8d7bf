"""A full disk (issue 33, item 5) is named as such by every command and route, and loses nothing.

The index lives on a 20 MB tmpfs mounted by the test (we run as root in CI; elsewhere the test is
skipped where mount is refused, but never under CI=true), filled with a file until a few KB are
left. Real `vidrag` processes, the real service (FastAPI's test client), real models and media.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest
from conftest import EXAMPLE, copy_index, error_lines, ffmpeg, run
from fastapi.testclient import TestClient

from vidrag import Index, load_settings
from vidrag.errors import DiskFullError
from vidrag.service import create_app
from vidrag.store.sqlite import DB_NAME

pytestmark = [pytest.mark.slow, pytest.mark.llm]

FULL = "is full"
ASK = "What word does the speaker say?"


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 20 MB tmpfs, unmounted afterwards."""
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=20m", "tmpfs", str(disk)], capture_output=True, text=True
    )
    if mounted.returncode != 0:
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI must be able to mount a tmpfs: {mounted.stderr.strip()}")
        pytest.skip(f"cannot mount a tmpfs here ({mounted.stderr.strip()})")
    try:
        yield disk
    finally:
        subprocess.run(["umount", str(disk)], check=True)


def fill(disk: Path, leave_kb: int, name: str = "filler") -> Path:
    """Fill ``disk`` with one file until ``leave_kb`` KB are left; delete the file to free it."""
    filler = disk / name
    stats = os.statvfs(disk)
    size = max(stats.f_bavail * stats.f_frsize - leave_kb * 1024, 0)
    with filler.open("wb") as sink:
        for _ in range(size // (1 << 20)):
            sink.write(bytes(1 << 20))
        sink.write(bytes(size % (1 << 20)))
    return filler


def integral(index: Path) -> None:
    with closing(sqlite3.connect(index / DB_NAME)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []


def test_the_cli_names_a_full_disk_and_resumes_once_space_is_freed(
    small_disk: Path, example_index_dir: Path, tmp_path: Path
):
    index = copy_index(example_index_dir, small_disk / "index")
    other = tmp_path / "other.mp4"  # another video: a part of the demo's
    ffmpeg("-ss", "5", "-i", str(EXAMPLE), "-t", "37", "-c", "copy", str(other))
    filler = fill(small_disk, leave_kb=120)

    indexing = run("index", str(other), "--index", str(index), check=False)
    errors = [line for line in error_lines(indexing) if line.startswith("error:")]
    assert indexing.returncode == 1 and len(errors) == 1, indexing.stderr
    assert f"the disk holding {index}" in errors[0] and FULL in errors[0] and "free at least" in errors[0]
    assert "rollback" not in indexing.stderr and "Traceback" not in indexing.stderr

    asking = run("ask", ASK, "--index", str(index), check=False)  # the reply cache cannot be written: answered anyway
    assert asking.returncode == 0 and "banana" in asking.stdout.lower(), asking.stderr
    assert "Traceback" not in asking.stderr and "OperationalError" not in asking.stderr

    filler.unlink()
    resumed = run("index", str(other), "--index", str(index))
    assert "other.mp4: resumed" in resumed.stdout + resumed.stderr
    integral(index)
    shown = run("show", "--index", str(index)).stdout
    assert "example.mp4" in shown and "other.mp4" in shown and "incomplete" not in shown


def test_the_service_answers_507_and_keeps_answering(small_disk: Path, example_index_dir: Path):
    index = copy_index(example_index_dir, small_disk / "index")
    with TestClient(
        create_app(Index.open(index, load_settings(), create=False), run_jobs=False), base_url="http://127.0.0.1"
    ) as client:
        filler = fill(small_disk, leave_kb=512)
        upload = client.put("/api/uploads", params={"name": "big.mp4"}, content=EXAMPLE.read_bytes())
        assert upload.status_code == 507 and FULL in upload.json()["detail"], upload.text

        def chunks() -> Iterator[bytes]:  # no Content-Length: the disk fills while the body is written
            data = EXAMPLE.read_bytes()
            yield from (data[i : i + 65536] for i in range(0, len(data), 65536))

        streamed = client.put("/api/uploads", params={"name": "big.mp4"}, content=chunks())
        assert streamed.status_code == 507 and FULL in streamed.json()["detail"], streamed.text
        assert not [p for p in (index / "uploads").rglob("*") if p.is_file()]  # the partial upload is gone

        asked = client.post("/api/ask", json={"question": ASK + " Answer briefly."})  # uncached
        assert asked.status_code == 200 and "banana" in asked.json()["answer"].lower(), asked.text

        rest = fill(small_disk, leave_kb=0, name="rest")
        with pytest.raises(DiskFullError, match=FULL):  # `vidrag serve` on a full disk: one line, no traceback
            Index.open(small_disk / "fresh", load_settings())  # its jobs table is the new index's own
        filler.unlink()
        rest.unlink()
    integral(index)

"""One writer process per index: indexing and removal hold the index's writer lock, and a second
process that tries to write is refused at once, told which process writes (issue 33: two `vidrag
index` runs on one index failed after minutes on a UNIQUE constraint).

The lock is advisory and per process: the threads of one process share it (the service removes a
video while its own job indexes another; the database's transactions keep those apart), and
readers never take it. The SQLite store locks a file beside the database with ``flock``; the
PostgreSQL store takes a session advisory lock of its collection. Either is released by the
operating system or the server when the process dies, so a killed writer never leaves it held.
"""

from __future__ import annotations

import fcntl
import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from vidrag.errors import IndexBusyError, StoreError

Release = Callable[[], None]


@dataclass
class _Holding:
    count: int
    release: Release


_held: dict[str, _Holding] = {}  # lock identity -> this process's holders
_guard = threading.Lock()


def this_writer() -> str:
    """How a refused writer is told who writes: this process and when it began."""
    return f"process {os.getpid()} (started at {time.strftime('%Y-%m-%d %H:%M:%S')})"


def busy(where: str, holder: str) -> IndexBusyError:
    return IndexBusyError(f"index {where} is being written by {holder}; wait for it or use another index")


@contextmanager
def writer_lock(identity: str, acquire: Callable[[], Release]) -> Iterator[None]:
    """Hold the lock named ``identity``; the first holder in this process takes it with ``acquire``
    (which raises :class:`IndexBusyError` when another process holds it), the last one releases it."""
    with _guard:
        holding = _held.get(identity)
        if holding is None:
            holding = _held[identity] = _Holding(0, acquire())
        holding.count += 1
    try:
        yield
    finally:
        with _guard:
            holding.count -= 1
            if holding.count == 0:
                del _held[identity]
                holding.release()


def file_lock(path: Path, where: str) -> Release:
    """``flock`` on ``path``, which then names this process for the next writer to read."""
    try:
        sink = path.open("a+", encoding="utf-8")
    except OSError as exc:
        raise StoreError(f"{path}: cannot open the index's writer lock ({exc.strerror})") from exc
    try:
        fcntl.flock(sink, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        sink.seek(0)
        holder = sink.read().strip() or "another process"
        sink.close()
        raise busy(where, holder) from None
    try:
        sink.seek(0)
        sink.truncate()
        sink.write(this_writer() + "\n")
        sink.flush()
    except OSError:  # a full disk: the lock is held all the same, only the note is missing
        pass

    def release() -> None:
        fcntl.flock(sink, fcntl.LOCK_UN)
        sink.close()

    return release

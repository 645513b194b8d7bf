"""Typed errors. Each message names the file or setting at fault and what the user can do."""

from __future__ import annotations

import errno
import shutil
from pathlib import Path

# Below this much free space an I/O error is read as a full disk: SQLite reports a journal or
# shared-memory file it could not grow as "disk I/O error", not as "database or disk is full".
_NEARLY_FULL_BYTES = 1 << 20
_FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT})
# What to free when the size of the failed write is unknown: one clip's rows and SQLite's write-ahead
# log, which grows to 1000 pages (4 MB) between checkpoints, with room to spare.
_HEADROOM_BYTES = 8 << 20


class VidragError(Exception):
    """Base of every error vidrag reports to a user (the CLI prints it as one line)."""


class ConfigError(VidragError):
    """Settings that do not validate."""


class MediaError(VidragError):
    """A file that is missing, not a video, truncated or otherwise undecodable."""


class StoreError(VidragError):
    """The index cannot be opened, read or written (permissions, disk full, corruption)."""


class DiskFullError(StoreError):
    """The disk holding the index, a cache or an upload has no space left. Each write is one
    transaction, so nothing stored before is lost: free space and run the same command again."""


def _free_bytes(where: Path) -> int | None:
    for folder in (where, *where.parents):  # the nearest folder that exists
        try:
            return shutil.disk_usage(folder).free
        except OSError:
            continue
    return None


def disk_full(where: str | Path, needed_bytes: int | None = None) -> DiskFullError:
    """The error for a full disk at ``where``, saying how much is free and how much to free."""
    free = _free_bytes(Path(where)) or 0
    wanted = max((needed_bytes or _HEADROOM_BYTES) - free, 0) / 2**20 + 1
    return DiskFullError(
        f"the disk holding {where} is full ({free / 2**20:.1f} MB free): free at least {wanted:.0f} MB and retry "
        "(everything stored before is kept)"
    )


def disk_full_cause(exc: BaseException, where: str | Path, needed_bytes: int | None = None) -> DiskFullError | None:
    """``exc`` as a :class:`DiskFullError` when a full disk caused it (SQLite's SQLITE_FULL or an I/O
    error with almost nothing free, PostgreSQL's disk_full, an OSError ENOSPC or EDQUOT), else None."""
    name = str(getattr(exc, "sqlite_errorname", ""))
    full = (
        name == "SQLITE_FULL"
        or "database or disk is full" in str(exc)
        or getattr(exc, "sqlstate", None) == "53100"  # PostgreSQL's disk_full
        or (isinstance(exc, OSError) and exc.errno in _FULL_ERRNOS)
    )
    if not full and name.startswith("SQLITE_IOERR"):
        free = _free_bytes(Path(where))
        full = free is not None and free < _NEARLY_FULL_BYTES
    return disk_full(where, needed_bytes) if full else None


class IndexBusyError(StoreError):
    """Another process is writing the index (indexing or removing): one writer per index."""


class IncompatibleIndexError(StoreError):
    """The index was built with a schema or settings this build cannot mix with."""


class CorruptIndexError(StoreError):
    """The index file is damaged (failed SQLite's quick_check, or a read found a malformed page)."""


class IndexingError(VidragError):
    """Clips could not be produced (a distributed run failed); finished clips are kept for the re-run."""


class VideoRemovedError(IndexingError):
    """The video was removed from the index while it was being indexed; its indexing stopped."""


class NotFoundError(VidragError):
    """A video or clip named by the user is not in the index."""


class NotReadyError(VidragError):
    """Nothing can be searched yet: the index (or the chosen videos) has no ready video."""


class ModelUnavailableError(VidragError):
    """A model's files or runtime are not installed."""


class LLMError(VidragError):
    """The language model failed or answered in a form that could not be used."""


class QuestionError(VidragError):
    """A question that cannot be asked (empty, or choices that make no sense)."""


class AskCancelled(VidragError):
    """A question whose asker stopped it (the page's stop button, a closed connection): no answer is made."""

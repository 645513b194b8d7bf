"""The dialect-neutral SQL core both stores share: what each backend supplies, and the rows every role needs.

The shared SQL text (store/videos.py, store/graph_rows.py, store/frames.py, store/extractor_cache.py,
store/lexical.py, store/jobs.py) names its parameters ``:name``, as sqlite3 reads them; PostgreSQL's
store translates them to psycopg's ``%(name)s`` (:func:`pyformat`). A backend supplies only how to run a statement,
how it encodes vectors, JSON and lists, its transactions and locks, and the few fragments where its
schema differs (PostgreSQL repeats ``video_id`` in texts and frames so its vector scans filter
without joins); the vector search itself is the backend's own.
"""

from __future__ import annotations

import functools
import json
import re
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractContextManager
from typing import Any, ClassVar

import numpy as np

from vidrag.errors import VideoRemovedError
from vidrag.store.base import ClipRecord, TextRecord, VideoRecord

Params = dict[str, Any]
Row = Sequence[Any]

VIDEO_COLUMNS = "sha256, path, name, duration, width, height, has_audio, n_clips, id, status, added_at"
CLIP_COLUMNS = 'id, video_id, idx, start, "end"'
TEXT_COLUMNS = 'id, clip_id, source, start, "end", text'
# The clips of ready videos, a subquery every graph read filters by.
READY_CLIPS = "SELECT c.id FROM clips c JOIN videos v ON v.id = c.video_id WHERE v.status = 'ready'"
# Every write bumps it as it commits (Store.generation); the cast reads the same in both dialects.
BUMP_GENERATION = "UPDATE meta SET value = CAST(CAST(value AS BIGINT) + 1 AS TEXT) WHERE key = 'generation'"

_NAMED = re.compile(r"(?<![:\w]):(\w+)")


@functools.lru_cache(maxsize=512)
def pyformat(statement: str) -> str:
    """``statement`` with psycopg's ``%(name)s`` for each ``:name`` (a ``::type`` cast is left alone)."""
    return _NAMED.sub(r"%(\1)s", statement.replace("%", "%%"))


def video_record(row: Row) -> VideoRecord:
    """A row of ``VIDEO_COLUMNS`` (SQLite keeps has_audio as 0 or 1)."""
    sha256, path, name, duration, width, height, has_audio, n_clips, video_id, status, added_at = row
    return VideoRecord(
        sha256, path, name, duration, width, height, bool(has_audio), n_clips, video_id, status, added_at
    )


def clip_record(row: Row) -> ClipRecord:
    return ClipRecord(*row)


def text_record(row: Row) -> TextRecord:
    return TextRecord(*row)


def plain_ids(ids: Iterable[int]) -> list[int]:
    return [int(i) for i in ids]  # numpy integers have no PostgreSQL adapter and no JSON form


class SQLBackend(ABC):
    """What a backend supplies to the shared SQL; each role (a mixin of this) writes its SQL once."""

    # The insert of a text row and of a frame row, with parameters clip_id, video_id, source, start,
    # end, text, embedding (texts) and clip_id, time, embedding (frames): PostgreSQL's rows carry
    # their video's id too.
    INSERT_TEXT: ClassVar[str]
    INSERT_FRAME: ClassVar[str]
    # Appended to a SELECT of a video row inside a write: keeps the video from being removed until
    # the commit (PostgreSQL's row lock; SQLite's write transaction already excludes other writers).
    KEY_SHARE: ClassVar[str]
    # The column that orders a table's rows as they were inserted where only one dialect gives it an id (mentions).
    INSERTION_ORDER: ClassVar[str]
    # Appended to the subquery that picks a row to claim (a job): two claimers pass each other's rows
    # (PostgreSQL's SKIP LOCKED; SQLite's writes are one at a time already).
    SKIP_LOCKED: ClassVar[str]

    where: str  # the store, named for messages

    # -- running statements --------------------------------------------------------------------
    @abstractmethod
    def _rows(self, statement: str, params: Params | None = None, *, vectors: bool = False) -> Sequence[Row]:
        """The rows of a read (also inside a write); ``vectors``: columns of vectors are read."""

    @abstractmethod
    def _execute(self, statement: str, params: Params | None = None) -> None:
        """One statement inside the caller's write transaction."""

    @abstractmethod
    def _execute_many(self, statement: str, rows: Sequence[Params]) -> None:
        """One statement per parameter set, inside the caller's write transaction."""

    @abstractmethod
    def _insert_ids(self, statement: str, rows: Sequence[Params]) -> list[int]:
        """Run an INSERT (of a table with an ``id`` key) once per row; the new rows' ids in order."""

    @abstractmethod
    def _commit_one(self, statement: str, params: Params | None = None) -> Sequence[Row]:
        """One statement committed on its own (inside this thread's write, part of it), without
        bumping the generation: for rows no derived view reads (the jobs). Its rows, if it returns any."""

    @abstractmethod
    def _write(self) -> AbstractContextManager[None]:
        """One atomic write transaction that bumps the generation (``BUMP_GENERATION``) as it commits."""

    # -- encodings -----------------------------------------------------------------------------
    @abstractmethod
    def _vector(self, vector: np.ndarray) -> Any:
        """A float32 vector as the backend stores it."""

    @abstractmethod
    def _vector_array(self, stored: Any) -> np.ndarray:
        """A stored vector, read back as a float32 array."""

    @abstractmethod
    def _json(self, value: Any) -> Any:
        """A JSON value as the backend stores it."""

    @abstractmethod
    def _unjson(self, stored: Any) -> Any:
        """A stored JSON value, decoded."""

    @abstractmethod
    def _in(self, column: str, name: str) -> str:
        """The condition "``column`` is one of the list in parameter ``name``" (see :meth:`_list`)."""

    @abstractmethod
    def _list(self, values: Sequence[int] | Sequence[str]) -> Any:
        """The parameter of a list for :meth:`_in`."""

    @abstractmethod
    def _check_dimension(self, dimension: int) -> None:
        """Inside a write that stores text vectors of ``dimension``: a backend whose vector column
        has one dimension refuses another."""

    # -- shared by every role ------------------------------------------------------------------
    def _write_postings(self, rows: Sequence[Params]) -> None:
        """Postings (term, text_id, tf) inside the caller's write."""
        self._execute_many("INSERT INTO postings (term, text_id, tf) VALUES (:term, :text_id, :tf)", rows)

    def layout(self) -> dict[str, Any]:
        return dict(json.loads(self._rows("SELECT value FROM meta WHERE key = 'layout'")[0][0]))

    def generation(self) -> int:
        return int(self._rows("SELECT value FROM meta WHERE key = 'generation'")[0][0])

    def _require_video(self, video_id: int) -> None:
        """Inside a write: the video is still there (``vidrag remove`` may have taken it meanwhile)."""
        if not self._rows(f"SELECT 1 FROM videos WHERE id = :video_id{self.KEY_SHARE}", {"video_id": int(video_id)}):
            raise VideoRemovedError(
                f"video {video_id} was removed from the index while being indexed; its indexing stopped"
            )

    def _ready_clips(self, videos: frozenset[int] | None) -> tuple[str, Params]:
        """The ready clips (of ``videos``, if given) as a subquery, and its parameters."""
        if videos is None:
            return READY_CLIPS, {}
        return f"{READY_CLIPS} AND {self._in('v.id', 'videos')}", {"videos": self._list(plain_ids(videos))}

    def _by_ids(self, statement: str, column: str, ids: Iterable[int], *, vectors: bool = False) -> Iterator[Row]:
        """The rows of ``statement`` (with ``{}`` where its condition goes) whose ``column`` is in ``ids``."""
        yield from self._rows(
            statement.format(self._in(column, "ids")), {"ids": self._list(plain_ids(ids))}, vectors=vectors
        )

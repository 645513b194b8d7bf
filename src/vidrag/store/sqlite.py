"""Embedded store: one SQLite file per index (WAL, one transaction per clip), exact vector search.

Vectors live in the same rows as their texts, so a clip and its embeddings commit together and
a killed process never leaves one without the other. Search multiplies the query with a float32
matrix of all searchable vectors, loaded once and reloaded only after a write.

One store object may serve many threads (the HTTP service): its connection is used by one
thread at a time, so a reader never sees another thread's transaction half-way. Separate
processes coordinate through SQLite's own file locks.
"""

from __future__ import annotations

import fcntl
import itertools
import json
import logging
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from vidrag.errors import CorruptIndexError, IncompatibleIndexError, StoreError, disk_full_cause
from vidrag.store.base import SCHEMA_VERSION, FrameHit, NewClip, TextHit, TextSearch, check_layout
from vidrag.store.extractor_cache import ExtractorCache
from vidrag.store.frames import FrameRows
from vidrag.store.chats import ChatRows
from vidrag.store.jobs import JobRows
from vidrag.store.lexical import CorpusStats
from vidrag.store.schema import CHAT_TABLES_OF_8, FOREIGN_KEY_INDEXES_OF_6, TABLES, create_statements, index_ddl
from vidrag.store.sql import BUMP_GENERATION, Params, Row
from vidrag.store.videos import VideosAndTexts
from vidrag.store.writer import file_lock, writer_lock

log = logging.getLogger(__name__)

DB_NAME = "index.sqlite"
# Where the service kept its jobs beside an index of version 6 and older (moved into the index by version 7).
JOBS_FILE_OF_6 = "jobs.sqlite"

_CORRUPT_HINT = (
    "the index file is damaged; re-index the videos into a new --index directory "
    "(`sqlite3 index.sqlite .recover` may save some of it)"
)


def _damaged(db: Path, reason: str, doing: str) -> CorruptIndexError:
    """The error for a damaged index, noted in a file beside it so that every later open refuses it
    too (a clean close would otherwise remove the trace that made the check run)."""
    try:
        _damage_note(db).write_text(reason + "\n", encoding="utf-8")
    except OSError:
        pass  # a read-only place: this open still refuses it, and the next check finds it again
    return CorruptIndexError(f"{db}: {doing}: {_CORRUPT_HINT} ({reason})")


def _damage_note(db: Path) -> Path:
    return db.with_name(db.name + "-damaged")


def _store_error(db: Path, exc: sqlite3.DatabaseError, doing: str) -> StoreError:
    """SQLite's error as a StoreError that says what to do: corruption, read-only, disk full, other."""
    message = str(exc)
    full = disk_full_cause(exc, db.parent)
    if full is not None:
        return full
    if "malformed" in message or "not a database" in message or isinstance(exc, sqlite3.DataError):
        return _damaged(db, message, doing)
    if "readonly" in message or "unable to open" in message:
        return StoreError(
            f"{db}: {doing}: not writable ({message}); vidrag writes its journal beside the index even to read it, "
            "so it needs write access to the directory: fix its permissions or copy it to a writable place"
        )
    return StoreError(f"{db}: {doing} ({message})")


def _jobs_of_6(path: Path) -> tuple[list[str], list[Row]] | None:
    """The columns and rows of the jobs file the service kept beside an index of version 6 (an older
    file lacks the columns added since: they take their defaults); None if it cannot be read."""
    try:
        conn = sqlite3.connect(path)
        try:
            present = {r[1] for r in conn.execute("PRAGMA table_info(jobs)")}
            columns = [c for c in TABLES["jobs"].column_names("sqlite") if c in present]
            return columns, (conn.execute(f"SELECT {', '.join(columns)} FROM jobs").fetchall() if columns else [])
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        log.warning("%s: its jobs are not moved into the index, the file is left as it is (%s)", path, exc)
        return None


@dataclass(frozen=True)
class _Searchable:
    """One consistent snapshot of the searchable vectors (swapped whole, never updated in place)."""

    generation: int
    matrix: np.ndarray | None
    ids: np.ndarray
    clips: np.ndarray
    sources: np.ndarray  # index into source_names, per row
    videos: np.ndarray
    source_names: tuple[str, ...]


def best_first(scores: np.ndarray, limit: int) -> np.ndarray:
    """Positions of the ``limit`` highest scores, best first, ties in position order: a partial
    selection, then a sort of those alone: 5 ms against a full sort's 190 ms for 2 million scores (one-off)."""
    if limit < len(scores):
        top = np.argpartition(-scores, limit - 1)[:limit]
    else:
        top = np.arange(len(scores))
    return top[np.lexsort((top, -scores[top]))]


class SQLiteStore(VideosAndTexts, FrameRows, ExtractorCache, JobRows, ChatRows):
    """The default :class:`~vidrag.store.base.Store`: ``<index dir>/index.sqlite``."""

    INSERT_TEXT = 'INSERT INTO texts (clip_id, source, start, "end", text, embedding) VALUES (:clip_id, :source, :start, :end, :text, :embedding)'
    INSERT_FRAME = "INSERT INTO frames (clip_id, time, embedding) VALUES (:clip_id, :time, :embedding)"
    KEY_SHARE = ""  # a write transaction (BEGIN IMMEDIATE) already excludes every other writer
    INSERTION_ORDER = "rowid"
    SKIP_LOCKED = ""  # BEGIN IMMEDIATE and single statements: one writer at a time
    # The covering index of the lexical columns: SQLite would read each text's row (and vector) by its rowid.
    LEXICAL_TEXTS = "JOIN texts t INDEXED BY texts_lexical ON t.id = p.text_id JOIN clips c ON c.id = t.clip_id JOIN videos v ON v.id = c.video_id"
    READY_TEXT = "v.status = 'ready'"
    TEXT_VIDEO = "c.video_id"

    def __init__(self, conn: sqlite3.Connection, path: Path):
        self._conn = conn
        self.path = path
        self.where = str(path)
        self._lock = threading.RLock()  # guards the connection: one transaction or query at a time
        self._searchable: _Searchable | None = None
        self._lexical_stats = CorpusStats()
        self._entity_lock = threading.Lock()  # see entity_lock

    # -- opening -------------------------------------------------------------------------------
    @classmethod
    def open(cls, directory: Path, layout: dict[str, Any], *, create: bool) -> SQLiteStore:
        """Open the index in ``directory``; with ``create`` make it if absent.

        An index whose schema version or layout differs from ``layout`` is refused.
        """
        db = directory / DB_NAME
        try:
            unclean = cls._prepare(directory, db, create=create)
        except OSError as exc:  # a name the file system refuses (too long), a folder it does not let us read
            raise StoreError(f"{directory}: cannot open the index directory ({exc.strerror})") from exc
        try:
            conn = sqlite3.connect(db, timeout=30.0, isolation_level=None, check_same_thread=False)
        except sqlite3.DatabaseError as exc:
            raise _store_error(db, exc, "cannot open index") from exc
        try:
            conn.row_factory = sqlite3.Row
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("PRAGMA foreign_keys=ON")
            store = cls(conn, db)
            if unclean:
                store._quick_check()
            store._init_or_check(layout)
        except BaseException as exc:
            conn.close()
            if isinstance(exc, sqlite3.DatabaseError):
                raise _store_error(db, exc, "cannot open index") from exc
            raise
        return store

    @staticmethod
    def _prepare(directory: Path, db: Path, *, create: bool) -> bool:
        """The index directory made (with ``create``) and checked for a damage note; whether the
        last process to hold it died (an OSError where the file system refuses the path)."""
        if not db.exists():
            if not create:
                raise StoreError(
                    f"{directory}: no vidrag index here; build one with `vidrag index VIDEO --index {directory}`"
                )
            if directory.exists() and not directory.is_dir():
                raise StoreError(f"{directory}: exists and is not a directory")
            try:
                directory.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreError(f"{directory}: cannot create index directory ({exc.strerror})") from exc
        note = _damage_note(db)
        if note.exists():
            raise CorruptIndexError(
                f"{db}: cannot open index: {_CORRUPT_HINT} (found before: {note.read_text(encoding='utf-8').strip()}; "
                f"delete {note.name} only after putting back a good copy)"
            )
        # A clean close of the last connection checkpoints and deletes the write-ahead log; one still
        # there means a process died holding the index (or another one has it open): check the pages.
        return db.with_name(db.name + "-wal").exists()

    def _quick_check(self) -> None:
        """SQLite's quick_check (page structure, no index-content cross check: seconds per GiB)."""
        problems = [r[0] for r in self._conn.execute("PRAGMA quick_check").fetchall()]
        if problems != ["ok"]:
            raise _damaged(self.path, f"quick_check: {problems[0]}", "cannot open index")

    def _init_or_check(self, layout: dict[str, Any]) -> None:
        if not self._rows("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'"):
            with self._write():
                for statement in create_statements("sqlite"):
                    self._conn.execute(statement)
                self._set_meta("schema_version", str(SCHEMA_VERSION))
                self._set_meta("layout", json.dumps(layout, sort_keys=True))
                self._set_meta("generation", "0")
            return
        meta = {r[0]: r[1] for r in self._rows("SELECT key, value FROM meta")}
        try:
            version = int(meta.get("schema_version", "0"))
            stored_layout = json.loads(meta["layout"])
            int(meta["generation"])
        except (KeyError, ValueError) as exc:
            raise IncompatibleIndexError(
                f"{self.path}: the index's own description (its meta table) is damaged ({exc!r} in "
                f"{sorted(meta)}); re-index the videos into a new --index directory"
            ) from exc
        if version == 3:  # the layout before the lexical index: add it, the rest is unchanged
            self._add_lexical_index()
            version = 4
        if version == 4:  # before the covering index of the lexical search: add it
            with self._write():
                self._conn.execute(index_ddl("texts_lexical", "sqlite"))
                self._set_meta("schema_version", "5")
            version = 5
        if version == 5:  # before the foreign-key indexes that cascaded deletes need: add them
            self._add_foreign_key_indexes()
            version = 6
        if version == 6:  # the service's jobs were a file of their own: take them in
            self._add_jobs_table()
            version = 7
        if version == 7:  # before saved conversations: their tables
            with self._write():
                for statement in create_statements("sqlite", tables=CHAT_TABLES_OF_8):
                    self._conn.execute(statement)
                self._set_meta("schema_version", "8")
            version = 8
        if version != SCHEMA_VERSION:
            raise IncompatibleIndexError(
                f"{self.path}: index has schema version {version}, this vidrag reads version "
                f"{SCHEMA_VERSION}; rebuild it into a new --index directory"
            )
        check_layout(str(self.path), stored_layout, layout, "a new --index directory")

    def _add_lexical_index(self) -> None:
        """Version 3 -> 4: the lexical index, built from the stored texts in one transaction."""
        started = time.perf_counter()
        with self._write():
            self._conn.execute("ALTER TABLE texts ADD COLUMN n_terms INTEGER")
            for statement in create_statements("sqlite", tables=("postings",)):
                self._conn.execute(statement)
            rows = self._conn.execute("SELECT id, text FROM texts").fetchall()
            self._index_texts([(r[0], r[1]) for r in rows])
            self._set_meta("schema_version", "4")
        log.info(
            "%s: lexical index built for %d stored texts in %.1f s", self.path, len(rows), time.perf_counter() - started
        )

    def _add_foreign_key_indexes(self) -> None:
        """Version 5 -> 6: the indexes of mentions' and facts' foreign keys, without which removing a
        video scanned both tables once per deleted text and entity (docs/benchmarks.md)."""
        started = time.perf_counter()
        with self._write():
            for name in FOREIGN_KEY_INDEXES_OF_6:
                self._conn.execute(index_ddl(name, "sqlite"))
            self._set_meta("schema_version", "6")
        log.info("%s: foreign-key indexes built in %.1f s", self.path, time.perf_counter() - started)

    def _add_jobs_table(self) -> None:
        """Version 6 -> 7: the jobs table, with the jobs of ``jobs.sqlite`` beside the index (where the
        service kept them before), which is removed once they are in."""
        old = self.path.with_name(JOBS_FILE_OF_6)
        found = _jobs_of_6(old) if old.exists() else None
        columns, rows = found or ([], [])
        with self._write():
            for statement in create_statements("sqlite", tables=("jobs",)):
                self._conn.execute(statement)
            if rows:
                marks = ", ".join("?" * len(columns))
                self._conn.executemany(f"INSERT INTO jobs ({', '.join(columns)}) VALUES ({marks})", rows)
            self._set_meta("schema_version", "7")
        if found is not None:
            for leftover in (old, old.with_name(old.name + "-wal"), old.with_name(old.name + "-shm")):
                leftover.unlink(missing_ok=True)
            log.info("%s: %d job(s) of %s moved into the index", self.path, len(rows), old.name)

    # -- transactions --------------------------------------------------------------------------
    @contextmanager
    def _write(self) -> Iterator[None]:
        """One atomic write transaction; SQLite failures become a StoreError naming the index."""
        with self._lock, self._translate_errors():
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield
                self._conn.execute(BUMP_GENERATION)
                self._conn.execute("COMMIT")
            except BaseException:
                # SQLite has already rolled back after some failures (a full disk, an I/O error): a
                # ROLLBACK then fails with "no transaction is active" and would hide the cause.
                if self._conn.in_transaction:
                    try:
                        self._conn.execute("ROLLBACK")
                    except sqlite3.DatabaseError as failed:
                        log.warning(
                            "%s: rollback failed (%s); SQLite undoes the write on the next open", self.path, failed
                        )
                raise

    @contextmanager
    def _translate_errors(self) -> Iterator[None]:
        """SQLite's failures as a StoreError; a constraint violation stays what it is: a bug to see."""
        try:
            yield
        except sqlite3.IntegrityError:
            raise
        except sqlite3.DatabaseError as exc:
            raise _store_error(self.path, exc, "cannot write to the index") from exc

    def _set_meta(self, key: str, value: str) -> None:
        self._conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    # -- running the shared SQL (store/sql.py) -------------------------------------------------
    def _rows(self, statement: str, params: Params | None = None, *, vectors: bool = False) -> Sequence[Row]:
        try:
            with self._lock:
                return self._conn.execute(statement, params or {}).fetchall()
        except sqlite3.DatabaseError as exc:
            raise _store_error(self.path, exc, "cannot read index") from exc

    def _execute(self, statement: str, params: Params | None = None) -> None:
        self._conn.execute(statement, params or {})

    def _execute_many(self, statement: str, rows: Sequence[Params]) -> None:
        self._conn.executemany(statement, rows)

    def _insert_ids(self, statement: str, rows: Sequence[Params]) -> list[int]:
        ids = []
        for row in rows:
            row_id = self._conn.execute(statement, row).lastrowid
            assert row_id is not None  # an INSERT of one row sets it
            ids.append(row_id)
        return ids

    def _commit_one(self, statement: str, params: Params | None = None) -> Sequence[Row]:
        with self._lock, self._translate_errors():
            return self._conn.execute(statement, params or {}).fetchall()

    def _check_dimension(self, dimension: int) -> None:
        """Blobs take vectors of any dimension (the layout's embedding model fixes it)."""

    def _vector(self, vector: np.ndarray) -> bytes:
        return np.asarray(vector, np.float32).tobytes()

    def _vector_array(self, stored: bytes) -> np.ndarray:
        return np.frombuffer(stored, dtype=np.float32)

    def _json(self, value: Any) -> str:
        return json.dumps(value)

    def _unjson(self, stored: str) -> Any:
        return json.loads(stored)

    def _in(self, column: str, name: str) -> str:
        return f"{column} IN (SELECT value FROM json_each(:{name}))"  # one parameter, however long the list

    def _list(self, values: Sequence[int] | Sequence[str]) -> str:
        return json.dumps(list(values))

    # -- locks and bulk loading ----------------------------------------------------------------
    @contextmanager
    def entity_lock(self) -> Iterator[None]:
        """A thread lock, and an advisory lock on a file beside the database for other processes."""
        with self._entity_lock, open(self.path.with_name(self.path.name + "-entities.lock"), "a") as lock_file:
            fcntl.flock(lock_file, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(lock_file, fcntl.LOCK_UN)

    def writer(self) -> AbstractContextManager[None]:
        lock = self.path.with_name(self.path.name + "-writer.lock")
        return writer_lock(str(lock.resolve()), lambda: file_lock(lock, str(self.path.parent)))

    def put_clips(self, video_id: int, clips: Sequence[NewClip]) -> None:
        """Many clips in one transaction (base.BulkLoading)."""
        with self._write():
            self._require_video(video_id)
            for clip in clips:
                self._insert_clip(video_id, clip)

    @contextmanager
    def bulk_load(self) -> Iterator[None]:
        yield  # exact search over a matrix: no vector index to defer

    # -- vector search -------------------------------------------------------------------------
    def _searchable_now(self) -> _Searchable:
        """The vectors of ready videos as of the last write, loaded again only after one."""
        with self._lock:
            if self._searchable is None or self._searchable.generation != self.generation():
                self._searchable = self._load_searchable()
            return self._searchable

    def _load_searchable(self) -> _Searchable:
        """Read the vectors straight into one preallocated matrix (no list of blobs beside it: at
        10^6 clips the matrix alone is 2.9 GiB), in one read transaction, so that the count, the
        rows and the generation they belong to agree while other connections write."""
        ready = (
            "FROM texts t JOIN clips c ON c.id = t.clip_id JOIN videos v ON v.id = c.video_id WHERE v.status = 'ready'"
        )
        with self._lock, self._translate_errors():
            outer = self._conn.in_transaction  # inside this connection's own write: already one snapshot
            if not outer:
                self._conn.execute("BEGIN")
            try:
                generation = self.generation()
                count = self._rows(f"SELECT count(*) {ready}")[0][0]
                if count == 0:
                    empty = np.zeros(0, np.int64)
                    return _Searchable(generation, None, empty, empty, empty, empty, ())
                cursor = self._conn.execute(
                    f"SELECT t.id, t.clip_id, t.source, c.video_id, t.embedding {ready} ORDER BY t.id"
                )
                first = cursor.fetchone()
                matrix = np.empty((count, len(first[4]) // 4), np.float32)
                ids, clips, sources, videos = (np.empty(count, np.int64) for _ in range(4))
                names: dict[str, int] = {}
                for i, row in enumerate(itertools.chain([first], cursor)):
                    ids[i], clips[i], videos[i] = row[0], row[1], row[3]
                    sources[i] = names.setdefault(row[2], len(names))
                    matrix[i] = np.frombuffer(row[4], np.float32)
            finally:
                if not outer:
                    self._conn.execute("COMMIT")
        return _Searchable(generation, matrix, ids, clips, sources, videos, tuple(names))

    def search(self, query: np.ndarray, within: TextSearch) -> list[TextHit]:
        found = self._searchable_now()
        if found.matrix is None or within.limit <= 0:
            return []
        keep = None
        if within.sources is not None:
            named = [found.source_names.index(s) for s in within.sources if s in found.source_names]
            keep = np.isin(found.sources, named)
        if within.videos is not None:
            in_videos = np.isin(found.videos, list(within.videos))
            keep = in_videos if keep is None else keep & in_videos
        q = np.asarray(query, np.float32).reshape(-1)
        rows: np.ndarray | None = None
        if keep is None:
            scores = found.matrix @ q
        elif len(kept := np.flatnonzero(keep)) * 4 < len(
            found.matrix
        ):  # a narrow filter (one video, say): score only its rows
            scores, rows = found.matrix[kept] @ q, kept
        else:
            scores = np.where(keep, found.matrix @ q, -np.inf)
        order = best_first(scores, within.limit)
        at = order if rows is None else rows[order]
        return [
            TextHit(int(found.ids[i]), int(found.clips[i]), float(s))
            for i, s in zip(at, scores[order], strict=True)
            if s >= within.min_score
        ]

    def search_frames(
        self, query: np.ndarray, limit: int, min_score: float, videos: frozenset[int] | None = None
    ) -> list[FrameHit]:
        """Frames of ready videos (of ``videos``, if given), scored exactly, best first."""
        if limit <= 0:
            return []
        rows = self._rows(
            "SELECT f.clip_id, f.time, f.embedding, c.video_id FROM frames f JOIN clips c ON c.id = f.clip_id "
            "JOIN videos v ON v.id = c.video_id WHERE v.status = 'ready' ORDER BY f.rowid"
        )
        rows = [r for r in rows if videos is None or r[3] in videos]
        if not rows:
            return []
        scores = np.vstack([np.frombuffer(r[2], dtype=np.float32) for r in rows]) @ np.asarray(
            query, np.float32
        ).reshape(-1)
        order = best_first(scores, limit)
        return [FrameHit(int(rows[i][0]), float(rows[i][1]), float(scores[i])) for i in order if scores[i] >= min_score]

    def close(self) -> None:
        with self._lock:
            self._conn.close()

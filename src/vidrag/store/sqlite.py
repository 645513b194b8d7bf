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
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from vidrag.errors import CorruptIndexError, IncompatibleIndexError, StoreError, VideoRemovedError
from vidrag.extractors.base import Source, TextUnit
from vidrag.media.clips import ClipSpan
from vidrag.store.base import (
    FAILURE_KEY,
    SCHEMA_VERSION,
    ClipGraphRows,
    ClipRecord,
    EntityRecord,
    EntityRef,
    FactRecord,
    FrameHit,
    MentionRecord,
    NewClip,
    NewVideo,
    TextHit,
    TextRecord,
    VideoRecord,
    check_layout,
)
from vidrag.store.lexical import CorpusStats, bm25_sum, rare_terms_first, unit_postings, weigh_query

log = logging.getLogger(__name__)

DB_NAME = "index.sqlite"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS videos (
    id INTEGER PRIMARY KEY,
    sha256 TEXT NOT NULL UNIQUE,
    path TEXT NOT NULL,
    name TEXT NOT NULL,
    duration REAL NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    has_audio INTEGER NOT NULL,
    n_clips INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('indexing', 'ready')),
    added_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS clips (
    id INTEGER PRIMARY KEY,
    video_id INTEGER NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    start REAL NOT NULL,
    "end" REAL NOT NULL,
    UNIQUE (video_id, idx)
);
CREATE TABLE IF NOT EXISTS texts (
    id INTEGER PRIMARY KEY,
    clip_id INTEGER NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
    source TEXT NOT NULL,
    start REAL NOT NULL,
    "end" REAL NOT NULL,
    text TEXT NOT NULL,
    embedding BLOB NOT NULL,
    n_terms INTEGER  -- the unit's term count (store/lexical.py), NULL until it is in the lexical index
);
CREATE INDEX IF NOT EXISTS texts_clip ON texts(clip_id);
CREATE TABLE IF NOT EXISTS entities (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    description TEXT NOT NULL,
    embedding BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS mentions (
    entity_id INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
    clip_id INTEGER NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
    text_id INTEGER REFERENCES texts(id) ON DELETE CASCADE,
    surface TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS mentions_entity ON mentions(entity_id);
CREATE INDEX IF NOT EXISTS mentions_clip ON mentions(clip_id);
CREATE TABLE IF NOT EXISTS facts (
    id INTEGER PRIMARY KEY,
    clip_id INTEGER NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
    text_id INTEGER REFERENCES texts(id) ON DELETE CASCADE,
    head_id INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
    relation TEXT NOT NULL,
    tail_id INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
    start REAL NOT NULL,
    "end" REAL NOT NULL,
    clarity REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS facts_clip ON facts(clip_id);
CREATE TABLE IF NOT EXISTS frames (
    clip_id INTEGER NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
    time REAL NOT NULL,
    embedding BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS frames_clip ON frames(clip_id);
CREATE TABLE IF NOT EXISTS postings (
    term TEXT NOT NULL,
    text_id INTEGER NOT NULL REFERENCES texts(id) ON DELETE CASCADE,
    tf INTEGER NOT NULL,
    PRIMARY KEY (term, text_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS postings_text ON postings(text_id);
CREATE TABLE IF NOT EXISTS extractor_cache (
    sha256 TEXT NOT NULL,
    clip_idx INTEGER NOT NULL,
    key TEXT NOT NULL,
    units TEXT NOT NULL,
    PRIMARY KEY (sha256, clip_idx, key)
);
"""
# Schema 5: the texts' lexical columns beside their id (store/base.py, SCHEMA_VERSION).
_LEXICAL_COVER = "CREATE INDEX IF NOT EXISTS texts_lexical ON texts(id, n_terms, clip_id, source)"


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
    if "malformed" in message or "not a database" in message or isinstance(exc, sqlite3.DataError):
        return _damaged(db, message, doing)
    if "full" in message:
        return StoreError(f"{db}: disk full; the last write was rolled back, free space and re-run to resume")
    if "readonly" in message or "unable to open" in message:
        return StoreError(
            f"{db}: {doing}: not writable ({message}); vidrag writes its journal beside the index even to read it, "
            "so it needs write access to the directory: fix its permissions or copy it to a writable place"
        )
    return StoreError(f"{db}: {doing} ({message})")


def _video(row: sqlite3.Row) -> VideoRecord:
    return VideoRecord(
        id=row["id"], sha256=row["sha256"], path=row["path"], name=row["name"],
        duration=row["duration"], width=row["width"], height=row["height"],
        has_audio=bool(row["has_audio"]), n_clips=row["n_clips"], status=row["status"],
        added_at=row["added_at"],
    )  # fmt: skip


def _clip(row: sqlite3.Row) -> ClipRecord:
    return ClipRecord(row["id"], row["video_id"], row["idx"], row["start"], row["end"])


def _text(row: sqlite3.Row) -> TextRecord:
    return TextRecord(row["id"], row["clip_id"], row["source"], row["start"], row["end"], row["text"])


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


class SQLiteStore:
    """The default :class:`~vidrag.store.base.Store`: ``<index dir>/index.sqlite``."""

    def __init__(self, conn: sqlite3.Connection, path: Path):
        self._conn = conn
        self.path = path
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
        # A clean close of the last connection checkpoints and deletes the write-ahead log; one still
        # there means a process died holding the index (or another one has it open): check the pages.
        unclean = db.with_name(db.name + "-wal").exists()
        note = _damage_note(db)
        if note.exists():
            raise CorruptIndexError(
                f"{db}: cannot open index: {_CORRUPT_HINT} (found before: {note.read_text(encoding='utf-8').strip()}; "
                f"delete {note.name} only after putting back a good copy)"
            )
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

    def _quick_check(self) -> None:
        """SQLite's quick_check (page structure, no index-content cross check: seconds per GiB)."""
        problems = [r[0] for r in self._conn.execute("PRAGMA quick_check").fetchall()]
        if problems != ["ok"]:
            raise _damaged(self.path, f"quick_check: {problems[0]}", "cannot open index")

    def _init_or_check(self, layout: dict[str, Any]) -> None:
        if not self._query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'"):
            with self._write():
                for statement in [*_SCHEMA.split(";"), _LEXICAL_COVER]:
                    if statement.strip():
                        self._conn.execute(statement)
                self._set_meta("schema_version", str(SCHEMA_VERSION))
                self._set_meta("layout", json.dumps(layout, sort_keys=True))
                self._set_meta("generation", "0")
            return
        meta = {r[0]: r[1] for r in self._query("SELECT key, value FROM meta")}
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
                self._conn.execute(_LEXICAL_COVER)
                self._set_meta("schema_version", "5")
            version = 5
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
            for statement in _SCHEMA.split(";"):
                if "postings" in statement:
                    self._conn.execute(statement)
            rows = self._conn.execute("SELECT id, text FROM texts").fetchall()
            self._insert_postings([(r[0], r[1]) for r in rows])
            self._set_meta("schema_version", "4")
        log.info("%s: lexical index built for %d stored texts in %.1f s", self.path, len(rows), time.perf_counter() - started)

    def _insert_postings(self, texts: Sequence[tuple[int, str]]) -> None:
        """Each text's term count and postings, inside the caller's transaction."""
        counted = [(text_id, *unit_postings(text)) for text_id, text in texts]
        self._conn.executemany("UPDATE texts SET n_terms = ? WHERE id = ?", [(n, text_id) for text_id, n, _ in counted])
        self._conn.executemany(
            "INSERT INTO postings (term, text_id, tf) VALUES (?, ?, ?)",
            [(term, text_id, tf) for text_id, _, found in counted for term, tf in found],
        )

    def layout(self) -> dict[str, Any]:
        return json.loads(self._query("SELECT value FROM meta WHERE key='layout'")[0][0])

    # -- transactions --------------------------------------------------------------------------
    @contextmanager
    def _write(self) -> Iterator[None]:
        """One atomic write transaction; SQLite failures become a StoreError naming the index."""
        with self._lock, self._translate_errors():
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield
                self._conn.execute("UPDATE meta SET value = value + 1 WHERE key = 'generation'")
                self._conn.execute("COMMIT")
            except BaseException:
                self._conn.execute("ROLLBACK")
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

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        try:
            with self._lock:
                return self._conn.execute(sql, params).fetchall()
        except sqlite3.DatabaseError as exc:
            raise _store_error(self.path, exc, "cannot read index") from exc

    # -- videos --------------------------------------------------------------------------------
    def find_video(self, sha256: str) -> VideoRecord | None:
        rows = self._query("SELECT * FROM videos WHERE sha256 = ?", (sha256,))
        return _video(rows[0]) if rows else None

    def videos(self) -> list[VideoRecord]:
        return [_video(r) for r in self._query("SELECT * FROM videos ORDER BY added_at, id")]

    def add_video(self, video: NewVideo) -> VideoRecord:
        with self._write():
            fields = asdict(video)
            fields.update(status="indexing", added_at=time.time(), has_audio=int(video.has_audio))
            names = ", ".join(fields)
            marks = ", ".join("?" for _ in fields)
            self._conn.execute(f"INSERT INTO videos ({names}) VALUES ({marks})", tuple(fields.values()))
        found = self.find_video(video.sha256)
        assert found is not None
        return found

    def mark_ready(self, video_id: int) -> None:
        with self._write():
            self._require_video(video_id)
            self._conn.execute("UPDATE videos SET status = 'ready' WHERE id = ?", (video_id,))

    def remove_video(self, video_id: int) -> None:
        with self._write():
            sha = self._conn.execute("SELECT sha256 FROM videos WHERE id = ?", (video_id,)).fetchone()
            self._conn.execute("DELETE FROM videos WHERE id = ?", (video_id,))
            # Entities no other video mentions go with it; shared ones stay, with fewer clips.
            self._conn.execute("DELETE FROM entities WHERE id NOT IN (SELECT entity_id FROM mentions)")
            if sha is not None:
                self._conn.execute("DELETE FROM extractor_cache WHERE sha256 = ?", (sha[0],))

    # -- clips and texts -----------------------------------------------------------------------
    def stored_clip_indexes(self, video_id: int) -> set[int]:
        return {r[0] for r in self._query("SELECT idx FROM clips WHERE video_id = ?", (video_id,))}

    def put_clip(
        self,
        video_id: int,
        span: ClipSpan,
        units: Sequence[TextUnit],
        vectors: np.ndarray,
        graph: ClipGraphRows | None = None,
    ) -> list[int]:
        with self._write():
            self._require_video(video_id)
            clip_id, text_ids = self._insert_clip(video_id, NewClip(span, units, vectors))
            return self._put_graph(clip_id, span, units, text_ids, graph) if graph else []

    def put_clips(self, video_id: int, clips: Sequence[NewClip]) -> None:
        with self._write():
            self._require_video(video_id)
            for clip in clips:
                self._insert_clip(video_id, clip)

    def _require_video(self, video_id: int) -> None:
        """Inside a write: the video is still there (``vidrag remove`` may have taken it meanwhile)."""
        if self._conn.execute("SELECT 1 FROM videos WHERE id = ?", (video_id,)).fetchone() is None:
            raise VideoRemovedError(f"video {video_id} was removed from the index while being indexed; its indexing stopped")

    @contextmanager
    def bulk_load(self) -> Iterator[None]:
        yield  # exact search over a matrix: no vector index to defer

    def _insert_clip(self, video_id: int, clip: NewClip) -> tuple[int, list[int]]:
        """The clip row and its texts, inside the caller's transaction: (clip id, text ids)."""
        span = clip.span
        clip_id = self._conn.execute(
            'INSERT INTO clips (video_id, idx, start, "end") VALUES (?, ?, ?, ?)', (video_id, span.index, span.start, span.end)
        ).lastrowid
        text_ids = [
            self._conn.execute(
                'INSERT INTO texts (clip_id, source, start, "end", text, embedding) VALUES (?, ?, ?, ?, ?, ?)',
                (clip_id, u.source, u.start, u.end, u.text, np.asarray(v, np.float32).tobytes()),
            ).lastrowid
            for u, v in zip(clip.units, clip.vectors, strict=True)
        ]
        self._insert_postings([(text_id, u.text) for text_id, u in zip(text_ids, clip.units, strict=True)])
        return clip_id, text_ids

    def _put_graph(
        self, clip_id: int, span: ClipSpan, units: Sequence[TextUnit], text_ids: list[int], graph: ClipGraphRows
    ) -> list[int]:
        new_ids: dict[int, int] = {}
        for entity in graph.new_entities:
            new_ids[id(entity)] = self._conn.execute(
                "INSERT INTO entities (name, kind, description, embedding) VALUES (?, ?, ?, ?)",
                (entity.name, entity.kind, entity.description, np.asarray(entity.vector, np.float32).tobytes()),
            ).lastrowid

        def ref(entity: EntityRef) -> int:
            return entity if isinstance(entity, int) else new_ids[id(entity)]

        def text_of(unit: int | None) -> int | None:
            return None if unit is None else text_ids[unit]

        self._conn.executemany(
            "INSERT INTO mentions (entity_id, clip_id, text_id, surface) VALUES (?, ?, ?, ?)",
            [(ref(m.entity), clip_id, text_of(m.unit), m.surface) for m in graph.mentions],
        )
        self._conn.executemany(
            'INSERT INTO facts (clip_id, text_id, head_id, relation, tail_id, start, "end", clarity) '
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    clip_id, text_of(f.unit), ref(f.head), f.relation, ref(f.tail),
                    units[f.unit].start if f.unit is not None else span.start,
                    units[f.unit].end if f.unit is not None else span.end,
                    f.clarity,
                )  # fmt: skip
                for f in graph.facts
            ],
        )
        return [new_ids[id(e)] for e in graph.new_entities]

    def clips(self, video_id: int) -> list[ClipRecord]:
        return [_clip(r) for r in self._query("SELECT * FROM clips WHERE video_id = ? ORDER BY idx", (video_id,))]

    def clips_by_id(self, clip_ids: Sequence[int]) -> dict[int, ClipRecord]:
        rows = self._query_in("SELECT * FROM clips WHERE id IN ({})", clip_ids)
        return {r["id"]: _clip(r) for r in rows}

    def texts_of_clips(self, clip_ids: Sequence[int]) -> dict[int, list[TextRecord]]:
        out: dict[int, list[TextRecord]] = {cid: [] for cid in clip_ids}
        sql = 'SELECT id, clip_id, source, start, "end", text FROM texts WHERE clip_id IN ({}) ORDER BY start, id'
        for row in self._query_in(sql, clip_ids):
            out[row["clip_id"]].append(_text(row))
        return out

    def texts_by_id(self, text_ids: Sequence[int]) -> dict[int, TextRecord]:
        sql = 'SELECT id, clip_id, source, start, "end", text FROM texts WHERE id IN ({})'
        return {r["id"]: _text(r) for r in self._query_in(sql, text_ids)}

    def text_vectors(self, text_ids: Sequence[int]) -> np.ndarray:
        rows = {r[0]: r[1] for r in self._query_in("SELECT id, embedding FROM texts WHERE id IN ({})", text_ids)}
        missing = [i for i in text_ids if i not in rows]
        if missing:
            raise StoreError(f"{self.path}: no stored texts with ids {missing[:5]}")
        if not text_ids:
            return np.zeros((0, 0), np.float32)
        return np.vstack([np.frombuffer(rows[i], dtype=np.float32) for i in text_ids])

    def _query_in(self, sql: str, ids: Sequence[int]) -> list[sqlite3.Row]:
        rows: list[sqlite3.Row] = []
        ids = list(ids)
        for lo in range(0, len(ids), 500):  # stay under SQLite's bound-parameter limit
            chunk = ids[lo : lo + 500]
            rows.extend(self._query(sql.format(",".join("?" * len(chunk))), chunk))
        return rows

    # -- knowledge graph -----------------------------------------------------------------------
    _READY_CLIPS = "SELECT c.id FROM clips c JOIN videos v ON v.id = c.video_id WHERE v.status = 'ready'"

    def entity_vectors(self, after: int = 0) -> tuple[np.ndarray, np.ndarray]:
        rows = self._query("SELECT id, embedding FROM entities WHERE id > ? ORDER BY id", (after,))
        ids = np.array([r[0] for r in rows], dtype=np.int64)
        matrix = np.vstack([np.frombuffer(r[1], dtype=np.float32) for r in rows]) if rows else np.zeros((0, 0), np.float32)
        return ids, matrix

    def entities(self, after: int = 0) -> list[EntityRecord]:
        rows = self._query("SELECT id, name, kind, description FROM entities WHERE id > ? ORDER BY id", (after,))
        return [EntityRecord(r[0], r[1], r[2], r[3]) for r in rows]

    @contextmanager
    def entity_lock(self) -> Iterator[None]:
        """A thread lock, and an advisory lock on a file beside the database for other processes."""
        with self._entity_lock, open(self.path.with_name(self.path.name + "-entities.lock"), "a") as lock_file:
            fcntl.flock(lock_file, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(lock_file, fcntl.LOCK_UN)

    def mentions(self, videos: frozenset[int] | None = None) -> list[MentionRecord]:
        rows = self._query(
            f"SELECT entity_id, clip_id, text_id, surface FROM mentions WHERE clip_id IN ({self._ready_clips(videos)}) "
            "ORDER BY clip_id, rowid"
        )
        return [MentionRecord(r[0], r[1], r[2], r[3]) for r in rows]

    def facts(self, videos: frozenset[int] | None = None) -> list[FactRecord]:
        rows = self._query(
            f'SELECT id, clip_id, text_id, head_id, relation, tail_id, start, "end", clarity FROM facts '
            f"WHERE clip_id IN ({self._ready_clips(videos)}) ORDER BY id"
        )
        return [FactRecord(*r) for r in rows]

    def _ready_clips(self, videos: frozenset[int] | None) -> str:
        if videos is None:
            return self._READY_CLIPS
        return self._READY_CLIPS + f" AND v.id IN ({', '.join(str(int(v)) for v in videos) or 'NULL'})"

    # -- frame vectors -------------------------------------------------------------------------
    def put_frames(self, clip_id: int, times: Sequence[float], vectors: np.ndarray) -> None:
        if len(times) != len(vectors):
            raise ValueError("one vector per frame time is required")
        with self._write():
            self._conn.execute("DELETE FROM frames WHERE clip_id = ?", (clip_id,))
            self._conn.executemany(
                "INSERT INTO frames (clip_id, time, embedding) VALUES (?, ?, ?)",
                [(clip_id, float(t), np.asarray(v, np.float32).tobytes()) for t, v in zip(times, vectors, strict=True)],
            )

    def clips_with_frames(self, video_id: int) -> set[int]:
        rows = self._query("SELECT DISTINCT c.idx FROM frames f JOIN clips c ON c.id = f.clip_id WHERE c.video_id = ?", (video_id,))
        return {r[0] for r in rows}

    def search_frames(
        self, query: np.ndarray, limit: int, min_score: float, videos: frozenset[int] | None = None
    ) -> list[FrameHit]:
        if limit <= 0:
            return []
        rows = self._query(
            "SELECT f.clip_id, f.time, f.embedding, c.video_id FROM frames f JOIN clips c ON c.id = f.clip_id "
            "JOIN videos v ON v.id = c.video_id WHERE v.status = 'ready' ORDER BY f.rowid"
        )
        rows = [r for r in rows if videos is None or r[3] in videos]
        if not rows:
            return []
        scores = np.vstack([np.frombuffer(r[2], dtype=np.float32) for r in rows]) @ np.asarray(query, np.float32).reshape(-1)
        order = best_first(scores, limit)
        return [FrameHit(int(rows[i][0]), float(rows[i][1]), float(scores[i])) for i in order if scores[i] >= min_score]

    # -- extractor cache -----------------------------------------------------------------------
    def cached_units(self, sha256: str, clip_index: int, key: str) -> list[TextUnit] | None:
        rows = self._query(
            "SELECT units FROM extractor_cache WHERE sha256 = ? AND clip_idx = ? AND key = ?",
            (sha256, clip_index, key),
        )
        return [TextUnit(**u) for u in json.loads(rows[0][0])] if rows else None

    def cache_units(self, sha256: str, clip_index: int, key: str, units: Sequence[TextUnit]) -> None:
        self._put_cache(sha256, clip_index, key, json.dumps([asdict(u) for u in units]))

    def _put_cache(self, sha256: str, clip_index: int, key: str, value: str) -> None:
        """Only while the video is in the index: rows cached after its removal would be orphans."""
        with self._write():
            self._conn.execute(
                "INSERT OR REPLACE INTO extractor_cache (sha256, clip_idx, key, units) "
                "SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM videos WHERE sha256 = ?)",
                (sha256, clip_index, key, value, sha256),
            )

    def record_failure(self, sha256: str, reason: str) -> None:
        self._put_cache(sha256, -1, FAILURE_KEY, json.dumps(reason))

    def failure(self, sha256: str) -> str | None:
        rows = self._query("SELECT units FROM extractor_cache WHERE sha256 = ? AND clip_idx = -1 AND key = ?", (sha256, FAILURE_KEY))
        return json.loads(rows[0][0]) if rows else None

    # -- search --------------------------------------------------------------------------------
    def generation(self) -> int:
        return int(self._query("SELECT value FROM meta WHERE key = 'generation'")[0][0])

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
        ready = "FROM texts t JOIN clips c ON c.id = t.clip_id JOIN videos v ON v.id = c.video_id WHERE v.status = 'ready'"
        with self._lock, self._translate_errors():
            outer = self._conn.in_transaction  # inside this connection's own write: already one snapshot
            if not outer:
                self._conn.execute("BEGIN")
            try:
                generation = self.generation()
                count = self._query(f"SELECT count(*) {ready}")[0][0]
                if count == 0:
                    return _Searchable(generation, None, *(np.zeros(0, np.int64) for _ in range(4)), ())
                cursor = self._conn.execute(f"SELECT t.id, t.clip_id, t.source, c.video_id, t.embedding {ready} ORDER BY t.id")
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

    def search(
        self,
        query: np.ndarray,
        limit: int,
        min_score: float,
        sources: frozenset[Source] | None = None,
        videos: frozenset[int] | None = None,
    ) -> list[TextHit]:
        found = self._searchable_now()
        if found.matrix is None or limit <= 0:
            return []
        keep = None
        if sources is not None:
            keep = np.isin(found.sources, [found.source_names.index(s) for s in sources if s in found.source_names])
        if videos is not None:
            in_videos = np.isin(found.videos, list(videos))
            keep = in_videos if keep is None else keep & in_videos
        rows = np.flatnonzero(keep) if keep is not None else None
        q = np.asarray(query, np.float32).reshape(-1)
        if rows is None:
            scores = found.matrix @ q
        elif len(rows) * 4 < len(found.matrix):  # a narrow filter (one video, say): score only its rows
            scores = found.matrix[rows] @ q
        else:
            scores = np.where(keep, found.matrix @ q, -np.inf)
            rows = None
        order = best_first(scores, limit)
        at = order if rows is None else rows[order]
        return [TextHit(int(found.ids[i]), int(found.clips[i]), float(s)) for i, s in zip(at, scores[order], strict=True) if s >= min_score]

    def search_lexical(
        self,
        query_terms: Sequence[str],
        limit: int,
        sources: frozenset[Source] | None = None,
        videos: frozenset[int] | None = None,
    ) -> list[TextHit]:
        if limit <= 0 or not query_terms:
            return []
        n_docs, avgdl = self._lexical_stats.get(self.generation(), lambda: self._query("SELECT count(*), avg(n_terms) FROM texts")[0])
        weights, present = weigh_query(query_terms, n_docs, lambda distinct: dict(self._query(
            f"SELECT term, count(*) FROM postings WHERE term IN ({','.join('?' * len(distinct))}) GROUP BY term", distinct
        )))  # fmt: skip
        if not present:
            return []
        filters: list[str] = ["v.status = 'ready'"]
        filtered: list[Any] = []
        if sources is not None:
            filters.append(f"t.source IN ({','.join('?' * len(sources))})")
            filtered.extend(sorted(sources))
        if videos is not None:
            filters.append(f"c.video_id IN ({','.join('?' * len(videos))})")
            filtered.extend(int(v) for v in videos)
        values = ",".join("(?, ?)" for _ in present)
        scored = [x for pair in present for x in pair]

        def ranked(holding: list[str]) -> list[tuple[Any, ...]]:
            """The best units among those holding a term of ``holding``: every present term's postings
            are read, or only those of the units the ``holding`` terms find."""
            if len(holding) == len(present):
                source, found = "q JOIN postings p ON p.term = q.term", []
            else:
                held = f"SELECT DISTINCT text_id FROM postings WHERE term IN ({','.join('?' * len(holding))})"
                source, found = f"({held}) h JOIN postings p ON p.text_id = h.text_id JOIN q ON q.term = p.term", holding
            return self._query(
                f"WITH q(term, idf) AS (VALUES {values}) "
                f"SELECT p.text_id, t.clip_id, {bm25_sum('?')} AS score FROM {source} "
                # the covering index: SQLite would read each text's row (and vector) by its rowid
                "JOIN texts t INDEXED BY texts_lexical ON t.id = p.text_id JOIN clips c ON c.id = t.clip_id JOIN videos v ON v.id = c.video_id "
                f"WHERE {' AND '.join(filters)} GROUP BY p.text_id ORDER BY score DESC, p.text_id LIMIT ?",
                # in the order of the statement's placeholders: q, avgdl, the held terms, the filters
                [*scored, avgdl, *found, *filtered, limit],
            )

        rows = rare_terms_first(present, n_docs, limit, ranked)
        return [TextHit(r[0], r[1], r[2] / weights.total) for r in rows]

    def close(self) -> None:
        with self._lock:
            self._conn.close()

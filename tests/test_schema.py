"""The store's schema: both backends hold what store/schema.py declares, the same tables, columns and
indexes but for the differences it declares, every foreign key leads an index, and an SQLite index of
an older schema version is migrated to the current one as it opens (SQLite and PostgreSQL)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import LAYOUT, new_video, unit_vectors

from vidrag.records import ClipSpan, TextUnit
from vidrag.store.base import SCHEMA_VERSION, Store
from vidrag.store.schema import DIALECTS, INDEXES, TABLES, TYPE_NAMES, Dialect
from vidrag.store.sqlite import DB_NAME, SQLiteStore

ForeignKey = tuple[tuple[str, ...], str, str]  # (columns, referenced table, on delete)


@dataclass(frozen=True)
class TableShape:
    columns: tuple[tuple[str, str, bool], ...]  # (name, type, not null), in order
    primary_key: tuple[str, ...]
    unique: frozenset[tuple[str, ...]]
    foreign_keys: frozenset[ForeignKey]


@dataclass(frozen=True)
class IndexShape:
    table: str
    key: tuple[str, ...]  # the columns the index is ordered by
    include: tuple[str, ...] = ()  # carried alongside (PostgreSQL's INCLUDE)


@dataclass(frozen=True)
class Shape:
    """A database's tables and explicit indexes (those of primary keys and unique constraints are in the tables)."""

    tables: dict[str, TableShape]
    indexes: dict[str, IndexShape]


def _type(name: str) -> str:
    """A column type as the database reports it back: the base type, lowercase, without a dimension."""
    return name.split("(")[0].removesuffix(" PRIMARY KEY").split(" GENERATED")[0].lower()


def declared(dialect: Dialect) -> Shape:
    """What store/schema.py declares for ``dialect``."""
    tables = {}
    for table in TABLES.values():
        columns = table.in_dialect(dialect)
        keys = tuple(c.name for c in columns if c.type == "key") or table.primary_key
        tables[table.name] = TableShape(
            tuple((c.name, _type(TYPE_NAMES[dialect][c.type]), not c.nullable or c.name in keys) for c in columns),
            keys,
            frozenset({table.unique} if table.unique else ()),
            frozenset(((c.name,), c.references, "CASCADE") for c in columns if c.references is not None),
        )
    indexes = {
        i.name: IndexShape(i.table, i.key_columns(dialect), i.include if dialect == "postgres" else ())
        for i in INDEXES.values()
        if i.only in (None, dialect)
    }
    return Shape(tables, indexes)


def sqlite_shape(db: Path) -> Shape:
    """What an SQLite file holds, read from sqlite_master and the table and index pragmas."""
    conn = sqlite3.connect(db)
    try:
        names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        tables, indexes = {}, {}
        for table in names:
            info = conn.execute(f"PRAGMA table_info({table})").fetchall()  # cid, name, type, notnull, default, pk
            foreign: dict[int, tuple[list[str], str, str]] = {}
            for fk_id, _seq, parent, column, _to, _update, on_delete, _match in conn.execute(
                f"PRAGMA foreign_key_list({table})"
            ):
                foreign.setdefault(fk_id, ([], parent, on_delete))[0].append(column)
            unique = set()
            for _seq, index, _unique, origin, _partial in conn.execute(f"PRAGMA index_list({table})"):
                key = tuple(r[2] for r in conn.execute(f"PRAGMA index_xinfo({index})") if r[5])
                if origin == "u":
                    unique.add(key)
                elif origin == "c":
                    indexes[index] = IndexShape(table, key)
            tables[table] = TableShape(
                tuple((r[1], r[2].lower(), bool(r[3] or r[5])) for r in info),
                tuple(r[1] for r in sorted((r for r in info if r[5]), key=lambda r: r[5])),
                frozenset(unique),
                frozenset((tuple(cols), parent, action) for cols, parent, action in foreign.values()),
            )
        return Shape(tables, indexes)
    finally:
        conn.close()


def postgres_shape(url: str, schema: str) -> Shape:
    """What a collection's schema holds, read from information_schema and the catalogs (pg_constraint, pg_index)."""
    import psycopg

    columns_of = (
        "SELECT a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull FROM pg_attribute a "
        "WHERE a.attrelid = %s::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum"
    )
    names_of = (  # an int2vector of column numbers of a table, as names in order
        "array(SELECT a.attname FROM unnest({}) WITH ORDINALITY k(n, o) JOIN pg_attribute a "
        "ON a.attrelid = {} AND a.attnum = k.n ORDER BY k.o)"
    )
    with psycopg.connect(url) as conn:
        names = [
            r[0]
            for r in conn.execute(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = %s AND table_type = 'BASE TABLE' "
                "AND table_name <> 'schema_migrations'",  # the migrations' own bookkeeping (SQLite's is in meta)
                (schema,),
            )
        ]
        tables = {}
        for table in names:
            relation = f"{schema}.{table}"
            constraints = conn.execute(
                f"SELECT c.contype, {names_of.format('c.conkey', 'c.conrelid')}, c.confrelid::regclass::text, c.confdeltype "
                "FROM pg_constraint c WHERE c.conrelid = %s::regclass",
                (relation,),
            ).fetchall()
            tables[table] = TableShape(
                tuple((n, _type(t), bool(nn)) for n, t, nn in conn.execute(columns_of, (relation,))),
                next((tuple(cols) for kind, cols, _, _ in constraints if kind == "p"), ()),
                frozenset(tuple(cols) for kind, cols, _, _ in constraints if kind == "u"),
                frozenset(
                    (tuple(cols), parent.split(".")[-1], {"c": "CASCADE"}.get(action, action))
                    for kind, cols, parent, action in constraints
                    if kind == "f"
                ),
            )
        indexes = {}
        for name, table, columns, n_key in conn.execute(
            f"SELECT ic.relname, tc.relname, {names_of.format('i.indkey', 'i.indrelid')}, i.indnkeyatts FROM pg_index i "
            "JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_class tc ON tc.oid = i.indrelid "
            "JOIN pg_namespace n ON n.oid = tc.relnamespace WHERE n.nspname = %s "
            "AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)",  # not a key's own
            (schema,),
        ):
            if table != "schema_migrations":
                indexes[name] = IndexShape(table, tuple(columns[:n_key]), tuple(columns[n_key:]))
    return Shape(tables, indexes)


def _store_a_clip(store: Store) -> None:
    """One clip with vectors: PostgreSQL builds its vector index when the first ones fix their dimension."""
    video = store.add_video(new_video())
    store.put_clip(video.id, ClipSpan(0, 0.0, 30.0), [TextUnit("asr", 1.0, 2.0, "a lamp")], unit_vectors(1))


@pytest.fixture
def sqlite_db(tmp_path: Path) -> Path:
    store = SQLiteStore.open(tmp_path / "ix", LAYOUT, create=True)
    _store_a_clip(store)
    store.close()
    return tmp_path / "ix" / DB_NAME


@pytest.fixture
def postgres_schema(postgres_url: str, fresh_collection: str) -> Iterator[str]:
    from vidrag.store.postgres import PostgresStore, schema_name

    store = PostgresStore.open(postgres_url, fresh_collection, LAYOUT, create=True)
    _store_a_clip(store)
    store.close()
    yield schema_name(fresh_collection)


@pytest.fixture
def shapes(sqlite_db: Path, postgres_url: str, postgres_schema: str) -> dict[Dialect, Shape]:
    return {"sqlite": sqlite_shape(sqlite_db), "postgres": postgres_shape(postgres_url, postgres_schema)}


def test_each_backend_holds_exactly_the_declared_schema(shapes: dict[Dialect, Shape]):
    for dialect in DIALECTS:
        found, wanted = shapes[dialect], declared(dialect)
        assert found.tables.keys() == wanted.tables.keys(), dialect
        for table, shape in wanted.tables.items():
            assert found.tables[table] == shape, (dialect, table)
        assert found.indexes == wanted.indexes, dialect


def _portable(shape: Shape, dialect: Dialect) -> Shape:
    """``shape`` without what the declaration gives ``dialect`` alone, and without column types (each
    dialect names its own; the test above checks them against the declaration)."""
    own_columns = {(t.name, c.name) for t in TABLES.values() for c in t.columns if c.only == dialect}

    def common(table: str, columns: tuple[str, ...]) -> bool:
        return not any((table, c) in own_columns for c in columns)

    tables = {
        name: TableShape(
            tuple((c, "", not_null) for c, _type, not_null in t.columns if common(name, (c,))),
            t.primary_key if common(name, t.primary_key) else (),
            t.unique,
            frozenset(fk for fk in t.foreign_keys if common(name, fk[0])),
        )
        for name, t in shape.tables.items()
    }
    indexes = {
        name: replace(i, key=i.key + tuple(c for c in i.include if common(i.table, (c,))), include=())
        for name, i in shape.indexes.items()
        if INDEXES[name].only != dialect
    }
    return Shape(tables, indexes)


def test_both_backends_have_the_same_tables_columns_and_indexes_but_the_declared_differences(
    shapes: dict[Dialect, Shape],
):
    sqlite, postgres = (_portable(shapes[d], d) for d in DIALECTS)
    assert sqlite.tables == postgres.tables
    assert sqlite.indexes == postgres.indexes
    assert {"texts_lexical", "mentions_text", "facts_text", "facts_head", "facts_tail"} <= set(sqlite.indexes)
    assert "jobs" in sqlite.tables  # the service's jobs, declared once like every other table


def _uncovered_foreign_keys(shape: Shape) -> list[tuple[str, tuple[str, ...]]]:
    """Foreign keys whose columns lead no index of their table (primary keys and unique constraints count)."""
    leading: dict[str, list[tuple[str, ...]]] = {name: [t.primary_key, *t.unique] for name, t in shape.tables.items()}
    for index in shape.indexes.values():
        leading[index.table].append(index.key)
    return [
        (name, columns)
        for name, table in shape.tables.items()
        for columns, _parent, _action in table.foreign_keys
        if not any(key[: len(columns)] == columns for key in leading[name])
    ]


def test_every_foreign_key_of_both_schemas_leads_an_index(shapes: dict[Dialect, Shape]):
    for dialect in DIALECTS:
        assert sum(len(t.foreign_keys) for t in shapes[dialect].tables.values()) >= 9, dialect  # something to check
        assert _uncovered_foreign_keys(shapes[dialect]) == [], dialect
        assert _uncovered_foreign_keys(declared(dialect)) == [], dialect
    # and the check finds one: the SQLite schema of version 5 lacked four
    without = replace(
        shapes["sqlite"], indexes={n: i for n, i in shapes["sqlite"].indexes.items() if n != "facts_head"}
    )
    assert _uncovered_foreign_keys(without) == [("facts", ("head_id",))]


# The SQLite schema of version 5 as vidrag wrote it before store/schema.py (store/sqlite.py at 0411614), kept
# verbatim so that the migration is tested on the tables an older vidrag really built.
SQLITE_SCHEMA_5 = """
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
CREATE INDEX IF NOT EXISTS texts_lexical ON texts(id, n_terms, clip_id, source);
"""


def test_an_sqlite_index_of_schema_5_gains_the_foreign_key_indexes_and_keeps_its_rows(tmp_path: Path, sqlite_db: Path):
    db = tmp_path / "old" / DB_NAME
    db.parent.mkdir()
    conn = sqlite3.connect(db)
    conn.executescript(SQLITE_SCHEMA_5)
    vector: Any = np.ones(8, np.float32).tobytes()
    conn.executescript(
        f"""
        INSERT INTO meta VALUES ('schema_version', '5'), ('generation', '0'), ('layout', '{json.dumps(LAYOUT, sort_keys=True)}');
        INSERT INTO videos VALUES (1, '{"a" * 64}', '/v/a.mp4', 'a.mp4', 60, 640, 360, 1, 1, 'ready', 0);
        INSERT INTO clips VALUES (1, 1, 0, 0, 30);
        INSERT INTO entities VALUES (1, 'lamp', 'thing', 'a lamp', x'{vector.hex()}'), (2, 'desk', 'thing', 'a desk', x'{vector.hex()}');
        INSERT INTO texts VALUES (1, 1, 'asr', 1, 2, 'a lamp on a desk', x'{vector.hex()}', 4);
        INSERT INTO mentions VALUES (1, 1, 1, 'lamp'), (2, 1, 1, 'desk');
        INSERT INTO facts VALUES (1, 1, 1, 1, 'on', 2, 1, 2, 0.9);
        """
    )
    conn.close()
    assert _uncovered_foreign_keys(sqlite_shape(db)) != []  # what version 5 lacked

    store = SQLiteStore.open(db.parent, LAYOUT, create=False)  # migrated, not refused
    try:
        assert store._rows("SELECT value FROM meta WHERE key = 'schema_version'")[0][0] == str(SCHEMA_VERSION)
        assert [(f.head_id, f.relation, f.tail_id, f.text_id) for f in store.facts()] == [(1, "on", 2, 1)]
        assert len(store.mentions()) == 2 and [e.name for e in store.entities()] == ["lamp", "desk"]
        store.remove_video(1)  # cascades through the new indexes
        assert store.facts() == [] and store.mentions() == [] and store.entities() == []
    finally:
        store.close()
    assert sqlite_shape(db) == sqlite_shape(sqlite_db)  # the same schema as a new index's
    assert SQLiteStore.open(db.parent, LAYOUT, create=False).close() is None  # and it opens again as it is


# The service's jobs table as its first release made it, in <index>/jobs.sqlite and in a PostgreSQL
# collection (service/jobs.py at c2aa278 without the columns its queue added later), kept verbatim so
# that version 7 is tested on the tables an older vidrag really built.
JOBS_OF_THE_FIRST_RELEASE = """
CREATE TABLE IF NOT EXISTS jobs (
    id TEXT PRIMARY KEY,
    path TEXT NOT NULL,
    name TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
    stage TEXT NOT NULL DEFAULT '',
    clips_done INTEGER NOT NULL DEFAULT 0,
    clips_total INTEGER NOT NULL DEFAULT 0,
    clips_at_start INTEGER,
    created DOUBLE PRECISION NOT NULL,
    started DOUBLE PRECISION,
    finished DOUBLE PRECISION,
    restarts INTEGER NOT NULL DEFAULT 0,
    video_sha256 TEXT,
    error TEXT
)
"""
OLD_JOBS = (
    "INSERT INTO jobs (id, path, name, state, stage, clips_done, clips_total, created, started) "
    "VALUES ('j1', '/v/talk.mp4', 'talk.mp4', 'running', 'asr', 3, 10, 100.0, 101.0)",
    "INSERT INTO jobs (id, path, name, state, created, finished, video_sha256) "
    "VALUES ('j0', '/v/demo.mp4', 'demo.mp4', 'done', 90.0, 95.0, 'ff')",
)


def test_an_sqlite_index_of_schema_6_takes_in_the_jobs_file_beside_it(tmp_path: Path, sqlite_db: Path):
    """The service kept its jobs in ``jobs.sqlite`` beside the index: version 7 moves them into the
    index's jobs table (the columns an old file lacks take their defaults) and removes the file, and
    the job that was running when the old server stopped is resumed by the next one."""
    conn = sqlite3.connect(sqlite_db)  # an index of version 6: today's tables but the jobs table
    conn.executescript("DROP TABLE jobs; UPDATE meta SET value = '6' WHERE key = 'schema_version';")
    conn.close()
    jobs_file = sqlite_db.with_name("jobs.sqlite")
    old = sqlite3.connect(jobs_file)
    old.execute(JOBS_OF_THE_FIRST_RELEASE)
    for statement in OLD_JOBS:
        old.execute(statement)
    old.commit()
    old.close()

    store = SQLiteStore.open(sqlite_db.parent, LAYOUT, create=False)
    try:
        assert store._rows("SELECT value FROM meta WHERE key = 'schema_version'")[0][0] == str(SCHEMA_VERSION)
        assert [(j.id, j.state, j.clips_done, j.started, j.video_sha256) for j in store.jobs(10)] == [
            ("j1", "running", 3, 101.0, None),
            ("j0", "done", 0, None, "ff"),
        ]
        assert (
            store.requeue_jobs("") == 1 and store.claim_job("", 200.0).id == "j1"
        )  # an SQLite index's jobs have no owner
    finally:
        store.close()
    assert not jobs_file.exists()
    fresh = SQLiteStore.open(tmp_path / "fresh", LAYOUT, create=True)
    _store_a_clip(fresh)
    fresh.close()
    assert sqlite_shape(sqlite_db) == sqlite_shape(tmp_path / "fresh" / DB_NAME)  # the same schema as a new index's


def test_a_collection_of_schema_6_keeps_the_jobs_table_its_queue_made(postgres_url: str, fresh_collection: str):
    """The job queue made its own table in a PostgreSQL collection: version 7 keeps its rows and gives
    it the declared columns."""
    import psycopg

    from vidrag.store.postgres import PostgresStore, migrate, schema_name

    schema = schema_name(fresh_collection)
    with psycopg.connect(postgres_url, autocommit=True) as conn, conn.transaction():
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        assert migrate(conn, schema, target=6) == (0, 6)
        conn.execute("INSERT INTO meta VALUES ('layout', %s), ('generation', '0')", (json.dumps(LAYOUT),))
        conn.execute(JOBS_OF_THE_FIRST_RELEASE)
        for statement in OLD_JOBS:
            conn.execute(statement)
    store = PostgresStore.open(postgres_url, fresh_collection, LAYOUT, create=False)
    try:
        assert [(j.id, j.state, j.clips_done, j.counting_since) for j in store.jobs(10)] == [
            ("j1", "running", 3, None),
            ("j0", "done", 0, None),
        ]
        assert store.requeue_jobs("") == 1  # rows of a table without owners have none
    finally:
        store.close()
    found, wanted = postgres_shape(postgres_url, schema).tables["jobs"], declared("postgres").tables["jobs"]
    assert set(found.columns) == set(wanted.columns)  # the columns added since come last
    assert (found.primary_key, found.unique, found.foreign_keys) == (
        wanted.primary_key,
        wanted.unique,
        wanted.foreign_keys,
    )

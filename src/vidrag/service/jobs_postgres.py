"""The service's jobs as a table of the PostgreSQL collection the index lives in.

Every server over the collection lists every job; each claims only its own (``owner``), with
``SKIP LOCKED`` so that claims never wait on each other's rows.
"""

from __future__ import annotations

from typing import Any

import psycopg
from psycopg import sql
from psycopg.rows import dict_row

from vidrag.errors import StoreError
from vidrag.service.jobs import JobQueue
from vidrag.store.postgres import schema_name, server_name

_SCHEMA = """
CREATE TABLE IF NOT EXISTS jobs (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
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


class PostgresJobQueue(JobQueue):
    """The ``jobs`` table in schema ``vidrag_<collection>`` (made by the store, which opens first)."""

    _SKIP_LOCKED = " FOR UPDATE SKIP LOCKED"

    def __init__(self, url: str, collection: str, owner: str):
        super().__init__(owner)
        self.where = f"{server_name(url)} collection {collection!r}"
        try:
            self._conn = psycopg.connect(url, autocommit=True, connect_timeout=10, row_factory=dict_row)
            self._conn.execute(sql.SQL("SET search_path TO {}").format(sql.Identifier(schema_name(collection))))
            self._conn.execute(_SCHEMA)
        except psycopg.Error as exc:
            raise StoreError(f"{self.where}: cannot open the jobs table ({str(exc).strip()})") from exc

    def _run(self, query: str, params: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        with self._lock:
            try:
                cursor = self._conn.execute(query.replace("?", "%s"), params)
            except psycopg.OperationalError as exc:
                raise StoreError(f"{self.where}: {str(exc).strip()}") from exc
            return cursor.fetchall() if cursor.description else []

    def close(self) -> None:
        with self._lock:
            self._conn.close()

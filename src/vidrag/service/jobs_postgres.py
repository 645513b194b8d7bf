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
from vidrag.service.jobs import ADDED_COLUMNS, JOBS_SCHEMA, JobQueue
from vidrag.store.postgres import schema_name, server_name


class PostgresJobQueue(JobQueue):
    """The ``jobs`` table in schema ``vidrag_<collection>`` (the schema is the store's, which opens first)."""

    _SKIP_LOCKED = " FOR UPDATE SKIP LOCKED"

    def __init__(self, url: str, collection: str, owner: str):
        super().__init__(owner)
        self.where = f"{server_name(url)} collection {collection!r}"
        try:
            self._conn = psycopg.connect(url, autocommit=True, connect_timeout=10, row_factory=dict_row)
            self._conn.execute(sql.SQL("SET search_path TO {}").format(sql.Identifier(schema_name(collection))))
            self._conn.execute(JOBS_SCHEMA)
            for column, kind in ADDED_COLUMNS.items():  # a table from an older release
                self._conn.execute(f"ALTER TABLE jobs ADD COLUMN IF NOT EXISTS {column} {kind}")
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

"""The service's jobs in ``<index>/jobs.sqlite``, beside the embedded store."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from vidrag.errors import StoreError, disk_full_cause
from vidrag.service.jobs import ADDED_COLUMNS, JOBS_SCHEMA, JobQueue

JOBS_FILE = "jobs.sqlite"


class SQLiteJobQueue(JobQueue):
    """``<index>/jobs.sqlite``: one server per index directory."""

    def __init__(self, path: Path, owner: str = ""):
        super().__init__(owner)
        self.path = path
        with self._errors():
            self._conn = sqlite3.connect(path, timeout=30.0, isolation_level=None, check_same_thread=False)
        try:
            with self._errors():
                self._conn.row_factory = sqlite3.Row
                self._conn.execute("PRAGMA journal_mode=WAL")
                self._conn.execute(JOBS_SCHEMA)
                present = {r["name"] for r in self._conn.execute("PRAGMA table_info(jobs)")}
                for column, kind in ADDED_COLUMNS.items():  # a file from an older release
                    if column not in present:
                        self._conn.execute(f"ALTER TABLE jobs ADD COLUMN {column} {kind}")
        except StoreError:
            self._conn.close()
            raise

    @contextmanager
    def _errors(self) -> Iterator[None]:
        """SQLite's failures as a StoreError naming the file (a DiskFullError for a full disk)."""
        try:
            yield
        except sqlite3.DatabaseError as exc:
            raise (disk_full_cause(exc, self.path.parent) or StoreError(f"{self.path}: jobs table: {exc}")) from exc

    def _run(self, sql: str, params: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        with self._lock, self._errors():
            return [dict(r) for r in self._conn.execute(sql, params).fetchall()]

    def close(self) -> None:
        with self._lock:
            self._conn.close()

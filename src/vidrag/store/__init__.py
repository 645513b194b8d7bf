"""Stores: where an index keeps videos, clips, texts and vectors (SQLite by default, or PostgreSQL).

``base``: the Store protocol, the narrow roles it joins (``StoreReader`` for question time, the
writers of the index, the graph and the service's jobs) and its records. ``schema``: the tables of
both databases, declared once. ``sql``: the SQL core both databases share, with one module per role
of the rows (``videos``, ``graph_rows``, ``frames``, ``extractor_cache``, ``lexical``, ``jobs``, ``chats``).
``sqlite`` and ``postgres``: what each database does its own way (schema, locks, vector search).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from vidrag.config import StoreSettings
from vidrag.errors import StoreError
from vidrag.lazy import IMPORT_LOCK
from vidrag.store.base import SCHEMA_VERSION, Store
from vidrag.store.sqlite import SQLiteStore

__all__ = ["SCHEMA_VERSION", "SQLiteStore", "Store", "open_store"]


def open_store(settings: StoreSettings, directory: Path, layout: dict[str, Any], *, create: bool) -> Store:
    """The configured backend: SQLite in ``directory``, or the PostgreSQL collection of ``settings.url``."""
    if settings.url is None:
        return SQLiteStore.open(directory, layout, create=create)
    try:
        with IMPORT_LOCK:
            from vidrag.store.postgres import PostgresStore
    except ImportError as exc:
        raise StoreError(
            f"store.url is a PostgreSQL URL but its client is not installed ({exc}); pip install 'vidrag[postgres]'"
        ) from exc
    return PostgresStore.open(settings.url, settings.collection, layout, create=create, ef_search=settings.ef_search)

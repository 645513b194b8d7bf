"""Stores: where an index keeps videos, clips, texts and vectors (SQLite by default)."""

from vidrag.store.base import SCHEMA_VERSION, Store
from vidrag.store.sqlite import SQLiteStore

__all__ = ["SCHEMA_VERSION", "SQLiteStore", "Store"]

"""A persistent cache of LLM replies keyed by content hash, so re-asking and re-evaluating is cheap.

The key covers everything that determines a reply: the model, the messages, the token limit,
the output constraint and the sampling parameters. Only deterministic calls (temperature 0)
are cached; sampling at a higher temperature is meant to vary. One SQLite file per index.

The cache only saves time: when its file cannot be opened or written (a full disk, a read-only
index) the reply is still returned, and a warning says why it was not kept.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import threading
from dataclasses import asdict
from typing import Any
from collections.abc import Sequence
from pathlib import Path

from vidrag.errors import LLMError, disk_full_cause
from vidrag.llm.base import LLM, ChatRequest, Completion, OptionScorer, TokenCallback

log = logging.getLogger(__name__)

CACHE_FILE = "llm-cache.sqlite"


class CachedLLM:
    """Wraps an LLM; identical deterministic calls are answered from ``path``."""

    def __init__(self, inner: LLM, path: Path, *, temperature: float, seed: int):
        self.inner = inner
        self.name = inner.name
        self.path = path
        self._params = {"temperature": temperature, "seed": seed}
        self._enabled = temperature == 0.0
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        try:
            self._conn = sqlite3.connect(path, timeout=30.0, isolation_level=None, check_same_thread=False)
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute(
                "CREATE TABLE IF NOT EXISTS replies (key TEXT PRIMARY KEY, text TEXT NOT NULL, "
                "prompt_tokens INTEGER NOT NULL, completion_tokens INTEGER NOT NULL)"
            )
        except sqlite3.DatabaseError as exc:
            self._unusable(exc, "opened")
        self.hits = 0
        self.misses = 0

    def _warn(self, exc: sqlite3.DatabaseError, doing: str) -> None:
        cause = disk_full_cause(exc, self.path.parent) or exc
        log.warning("the LLM reply cache %s could not be %s (%s); the reply is not cached", self.path, doing, cause)

    def _unusable(self, exc: sqlite3.DatabaseError, doing: str) -> None:
        """Go on without the cache file: replies are computed and returned, not kept."""
        self._warn(exc, doing)
        if self._conn is not None:
            self._conn.close()
        self._conn = None

    def _cached(self, key: str) -> tuple[Any, ...] | None:
        with self._lock:
            if self._conn is None:
                return None
            try:
                row: tuple[Any, ...] | None = self._conn.execute(
                    "SELECT text, prompt_tokens, completion_tokens FROM replies WHERE key = ?", (key,)
                ).fetchone()
            except sqlite3.DatabaseError as exc:
                self._unusable(exc, "read")
                return None
            return row

    def _keep(self, key: str, text: str, prompt_tokens: int, completion_tokens: int) -> None:
        with self._lock:
            if self._conn is None:
                return
            try:
                self._conn.execute(
                    "INSERT OR REPLACE INTO replies VALUES (?, ?, ?, ?)", (key, text, prompt_tokens, completion_tokens)
                )
            except sqlite3.DatabaseError as exc:  # a full disk, say: the next reply may fit again
                self._warn(exc, "written")

    def _key(self, request: ChatRequest) -> str:
        payload = {"model": self.name, **asdict(request), **self._params}
        return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()

    def complete(self, request: ChatRequest, on_token: TokenCallback | None = None) -> Completion:
        if not self._enabled:
            return self.inner.complete(request, on_token)
        key = self._key(request)
        row = self._cached(key)
        if row is not None:
            self.hits += 1
            if on_token is not None:
                on_token(row[0])  # a cached reply streams as one piece
            return Completion(row[0], row[1], row[2], cached=True)
        self.misses += 1
        completion = self.inner.complete(request, on_token)
        self._keep(key, completion.text, completion.prompt_tokens, completion.completion_tokens)
        return completion

    def first_token_logprobs(self, messages: list[dict[str, str]], candidates: Sequence[str]) -> dict[str, float]:
        """The inner LLM's :meth:`OptionScorer.first_token_logprobs`, cached like replies (as JSON text)."""
        if not isinstance(self.inner, OptionScorer):
            raise LLMError(f"{self.name} gives no log-probabilities")
        if not self._enabled:
            return self.inner.first_token_logprobs(messages, candidates)
        key = self._key(ChatRequest(messages, schema={"first_token_logprobs": list(candidates)}))
        row = self._cached(key)
        if row is not None:
            self.hits += 1
            return json.loads(row[0])
        self.misses += 1
        found = self.inner.first_token_logprobs(messages, candidates)
        self._keep(key, json.dumps(found), 0, 0)
        return found

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()

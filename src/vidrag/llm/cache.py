"""A persistent cache of LLM replies keyed by content hash, so re-asking and re-evaluating is cheap.

The key covers everything that determines a reply: the model, the messages, the token limit,
the output constraint and the sampling parameters. Only deterministic calls (temperature 0)
are cached; sampling at a higher temperature is meant to vary. One SQLite file per index.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import threading
from dataclasses import asdict
from collections.abc import Sequence
from pathlib import Path

from vidrag.errors import LLMError
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
        self._conn = sqlite3.connect(path, timeout=30.0, isolation_level=None, check_same_thread=False)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute(
            "CREATE TABLE IF NOT EXISTS replies (key TEXT PRIMARY KEY, text TEXT NOT NULL, "
            "prompt_tokens INTEGER NOT NULL, completion_tokens INTEGER NOT NULL)"
        )
        self.hits = 0
        self.misses = 0

    def _key(self, request: ChatRequest) -> str:
        payload = {"model": self.name, **asdict(request), **self._params}
        return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()

    def complete(self, request: ChatRequest, on_token: TokenCallback | None = None) -> Completion:
        if not self._enabled:
            return self.inner.complete(request, on_token)
        key = self._key(request)
        with self._lock:
            row = self._conn.execute(
                "SELECT text, prompt_tokens, completion_tokens FROM replies WHERE key = ?", (key,)
            ).fetchone()
        if row is not None:
            self.hits += 1
            if on_token is not None:
                on_token(row[0])  # a cached reply streams as one piece
            return Completion(row[0], row[1], row[2], cached=True)
        self.misses += 1
        completion = self.inner.complete(request, on_token)
        with self._lock:
            self._conn.execute(
                "INSERT OR REPLACE INTO replies VALUES (?, ?, ?, ?)",
                (key, completion.text, completion.prompt_tokens, completion.completion_tokens),
            )
        return completion

    def first_token_logprobs(self, messages: list[dict[str, str]], candidates: Sequence[str]) -> dict[str, float]:
        """The inner LLM's :meth:`OptionScorer.first_token_logprobs`, cached like replies (as JSON text)."""
        if not isinstance(self.inner, OptionScorer):
            raise LLMError(f"{self.name} gives no log-probabilities")
        if not self._enabled:
            return self.inner.first_token_logprobs(messages, candidates)
        key = self._key(ChatRequest(messages, schema={"first_token_logprobs": list(candidates)}))
        with self._lock:
            row = self._conn.execute("SELECT text FROM replies WHERE key = ?", (key,)).fetchone()
        if row is not None:
            self.hits += 1
            return json.loads(row[0])
        self.misses += 1
        found = self.inner.first_token_logprobs(messages, candidates)
        with self._lock:
            self._conn.execute("INSERT OR REPLACE INTO replies VALUES (?, ?, 0, 0)", (key, json.dumps(found)))
        return found

    def close(self) -> None:
        self._conn.close()

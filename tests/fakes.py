"""The model doubles the tests use: a scripted LLM and a hashed embedder.

The guide allows a double only where the real component cannot do what a test needs, or where the
component is not the test's subject. The embedded LLM cannot be made to send an unusable reply,
route a question to a chosen level, or confirm one clip and deny the others on demand. The hashed
embedder serves tests of the store and the indexer's bookkeeping, which need vectors but not
meaning, without loading a model. The tests of retrieval and answers keep the real embedder.
"""

from __future__ import annotations

import hashlib
import json
import re
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from vidrag.llm.base import ChatRequest, Completion, TokenCallback

# A reply: text as sent, a dict sent as JSON, or a function of the prompt giving either.
Reply = str | dict[str, Any] | Callable[[str], "str | dict[str, Any]"]


@dataclass
class ScriptedLLM:
    """An LLM (``vidrag.llm.base.LLM``) whose replies are scripted.

    The first rule whose key occurs in the last user message answers; ``otherwise`` answers every
    other prompt. Every prompt is recorded in ``prompts``.
    """

    rules: dict[str, Reply]
    otherwise: Reply = "Sorry, I cannot help with that."
    prompts: list[str] = field(default_factory=list)
    # The reply cache keys on the model's name: one of its own, so that no other script's cached
    # replies (a function's differ by what it closes over) answer this one.
    name: str = field(default_factory=lambda: f"scripted-{uuid.uuid4().hex[:12]}")

    def complete(self, request: ChatRequest, on_token: TokenCallback | None = None) -> Completion:
        prompt = _text(request.messages[-1]["content"])
        self.prompts.append(prompt)
        reply = next((r for key, r in self.rules.items() if key in prompt), self.otherwise)
        if callable(reply):
            reply = reply(prompt)
        text = reply if isinstance(reply, str) else json.dumps(reply)
        if on_token is not None:
            on_token(text)
        return Completion(text, len(prompt.split()), len(text.split()))

    def asked(self, fragment: str) -> int:
        """How many prompts held ``fragment``."""
        return sum(fragment in p for p in self.prompts)


def _text(content: str | list[dict[str, Any]]) -> str:
    if isinstance(content, str):
        return content
    return "\n".join(part.get("text", "") for part in content if part.get("type") == "text")


@dataclass
class HashedEmbedder:
    """An embedder (``vidrag.embedding.Embedder``) that loads no model: each word is a fixed
    pseudo-random direction (seeded by the word's hash, the same in every process), and a text is
    the normalised sum of its words'. Texts sharing words are near; it is deterministic.

    It takes the name of the model it stands in for, so that an index of that model accepts it."""

    name: str
    dim: int = 384

    def embed(self, texts: list[str]) -> np.ndarray:
        vectors = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in re.findall(r"\w+", text.lower()) or [""]:
                vectors[row] += self._direction(word)
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self.embed(texts)

    def _direction(self, word: str) -> np.ndarray:
        seed = int.from_bytes(hashlib.blake2b(word.encode(), digest_size=8).digest(), "little")
        return np.random.default_rng(seed).normal(size=self.dim).astype(np.float32)

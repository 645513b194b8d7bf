"""The LLM seam: chat messages in, text out, with token counts for budgeting and reports."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

TokenCallback = Callable[[str], None]  # receives the reply's text piece by piece as it is generated


@dataclass(frozen=True)
class Completion:
    text: str
    prompt_tokens: int
    completion_tokens: int
    cached: bool = False  # answered from the reply cache, no model call


@dataclass(frozen=True)
class ChatRequest:
    """What one LLM call asks: the chat, and how long and in what shape the reply may be.

    ``json_mode`` constrains the reply to JSON, ``schema`` to that JSON schema; servers may ignore
    either, so callers still validate what comes back. Everything here is part of the reply
    cache's key; how the reply is delivered (``on_token``) is not.
    """

    messages: list[dict[str, Any]]
    max_tokens: int | None = None
    json_mode: bool = False
    schema: dict[str, Any] | None = None


@runtime_checkable
class LLM(Protocol):
    @property
    def name(self) -> str:
        """Which model answers: part of the reply cache's key."""
        ...

    def complete(self, request: ChatRequest, on_token: TokenCallback | None = None) -> Completion:
        """Answer the request's chat; with ``on_token`` the reply is streamed to it as it is
        generated (the Completion still holds the whole text)."""
        ...


@runtime_checkable
class OptionScorer(Protocol):
    """An LLM that can tell how likely each candidate is as the first token of its reply (logprobs):
    multiple choice reads the model's judgement as probabilities instead of one sampled letter."""

    def first_token_logprobs(self, messages: list[dict[str, str]], candidates: Sequence[str]) -> dict[str, float]:
        """Log-probability of each candidate (a short string such as "A") opening the reply."""
        ...

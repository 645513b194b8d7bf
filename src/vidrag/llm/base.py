"""The LLM seam: chat messages in, text out, with token counts for budgeting and reports."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable


@dataclass(frozen=True)
class Completion:
    text: str
    prompt_tokens: int
    completion_tokens: int


@runtime_checkable
class LLM(Protocol):
    name: str

    def complete(
        self, messages: list[dict[str, str]], *, max_tokens: int | None = None, json_mode: bool = False
    ) -> Completion:
        """Answer a chat; ``json_mode`` asks the backend to constrain the output to JSON."""
        ...

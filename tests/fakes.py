"""A scripted LLM: the one model double the tests use.

The guide allows a double only where the real component cannot do what a test needs. The
embedded LLM cannot be made to send an unusable reply, route a question to a chosen level, or
confirm one clip and deny the others on demand. Everything else in these tests stays real:
media, ASR, OCR, the embedder, the graph and the store.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from vidrag.llm.base import Completion, TokenCallback

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

    def complete(
        self,
        messages: list[dict[str, Any]],
        *,
        max_tokens: int | None = None,
        json_mode: bool = False,
        schema: dict[str, Any] | None = None,
        on_token: TokenCallback | None = None,
    ) -> Completion:
        prompt = _text(messages[-1]["content"])
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

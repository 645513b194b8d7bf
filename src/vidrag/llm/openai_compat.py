"""Any OpenAI-compatible chat endpoint: vLLM, Ollama, llama.cpp server, LM Studio, hosted APIs."""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import openai

from vidrag.config import LLMSettings
from vidrag.errors import LLMError
from vidrag.llm.base import Completion, TokenCallback

log = logging.getLogger(__name__)


class OpenAICompatibleLLM:
    def __init__(self, settings: LLMSettings):
        self.settings = settings
        self.name = f"openai:{settings.model}@{settings.base_url}"
        key = settings.api_key.get_secret_value() if settings.api_key else "not-needed"
        self._client = openai.OpenAI(
            base_url=settings.base_url, api_key=key, timeout=settings.timeout_seconds, max_retries=2
        )

    def complete(
        self,
        messages: list[dict[str, str]],
        *,
        max_tokens: int | None = None,
        json_mode: bool = False,
        schema: dict[str, Any] | None = None,
        on_token: TokenCallback | None = None,
    ) -> Completion:
        response_format: Any = openai.NOT_GIVEN
        if schema:  # structured outputs: vLLM, llama.cpp server, Ollama and OpenAI accept this form
            response_format = {"type": "json_schema", "json_schema": {"name": "reply", "schema": schema}}
        elif json_mode:
            response_format = {"type": "json_object"}
        request: dict[str, Any] = {
            "model": self.settings.model,
            "messages": messages,
            "temperature": self.settings.temperature,
            "max_tokens": max_tokens or self.settings.max_tokens,
            "seed": self.settings.seed,
            "response_format": response_format,
        }
        with self._server_errors():
            if on_token is not None:
                return self._stream(request, on_token)
            result = self._client.chat.completions.create(**request)
        if not result.choices:
            raise LLMError(f"LLM server at {self.settings.base_url} returned no choices")
        usage = result.usage
        return Completion(
            text=result.choices[0].message.content or "",
            prompt_tokens=usage.prompt_tokens if usage else 0,
            completion_tokens=usage.completion_tokens if usage else 0,
        )

    def _stream(self, request: dict[str, Any], on_token: TokenCallback) -> Completion:
        pieces: list[str] = []
        usage = None
        stream = self._client.chat.completions.create(**request, stream=True, stream_options={"include_usage": True})
        for chunk in stream:
            usage = chunk.usage or usage  # servers send usage in a last chunk without choices
            piece = chunk.choices[0].delta.content if chunk.choices else None
            if piece:
                pieces.append(piece)
                on_token(piece)
        return Completion(
            text="".join(pieces),
            prompt_tokens=usage.prompt_tokens if usage else 0,
            completion_tokens=usage.completion_tokens if usage else len(pieces),
        )

    def first_token_logprobs(self, messages: list[dict[str, str]], candidates: Sequence[str]) -> dict[str, float]:
        """The server's top log-probabilities for the reply's first token; a candidate not among them
        gets the lowest value seen (servers return the top 20 at most)."""
        with self._server_errors():
            result = self._client.chat.completions.create(
                model=self.settings.model, messages=messages, temperature=0.0, max_tokens=1, seed=self.settings.seed,
                logprobs=True, top_logprobs=20,
            )  # fmt: skip
        content = result.choices[0].logprobs.content if result.choices and result.choices[0].logprobs else None
        if not content:
            raise LLMError(f"LLM server at {self.settings.base_url} returned no logprobs")
        top: dict[str, float] = {}
        for entry in content[0].top_logprobs:
            key = entry.token.strip()
            top[key] = max(top.get(key, entry.logprob), entry.logprob)
        floor = min(top.values(), default=0.0) - 1.0
        return {c: top.get(c, floor) for c in candidates}

    @contextmanager
    def _server_errors(self) -> Iterator[None]:
        """The client's connection and HTTP errors, as LLMError with the server named."""
        try:
            yield
        except openai.APIConnectionError as exc:
            raise LLMError(f"cannot reach the LLM server at {self.settings.base_url} ({exc})") from exc
        except openai.APIStatusError as exc:
            raise LLMError(
                f"LLM server at {self.settings.base_url} answered HTTP {exc.status_code}: {exc.message}"
            ) from exc

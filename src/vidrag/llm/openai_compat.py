"""Any OpenAI-compatible chat endpoint: vLLM, Ollama, llama.cpp server, LM Studio, hosted APIs."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import httpx
import openai
from tenacity import (
    RetryCallState,
    Retrying,
    retry_if_exception,
    stop_after_attempt,
    stop_before_delay,
    wait_exponential,
)

from vidrag.config import LLMSettings
from vidrag.errors import LLMError
from vidrag.llm.base import ChatRequest, Completion, TokenCallback

log = logging.getLogger(__name__)

Result = TypeVar("Result")


# Tries of one call (the openai client's default 2 retries), all inside llm.timeout_seconds.
ATTEMPTS = 3
RETRY_STATUS = {408, 409, 429}  # and every 5xx: the server's passing trouble


def _passing(exc: BaseException) -> bool:
    """Whether ``exc`` is trouble that may pass: no connection, or a passing HTTP status."""
    if not isinstance(exc, (openai.APIConnectionError, openai.APIStatusError)):
        return False
    status = getattr(exc, "status_code", None)
    return status is None or status in RETRY_STATUS or status >= 500


class OpenAICompatibleLLM:
    def __init__(self, settings: LLMSettings):
        self.settings = settings
        self.name = f"openai:{settings.model}@{settings.base_url}"
        key = settings.api_key.get_secret_value() if settings.api_key else "not-needed"
        # Retries are ours (below), so that the whole call, retries included, keeps one deadline.
        self._client = openai.OpenAI(base_url=settings.base_url, api_key=key, max_retries=0)

    def complete(self, request: ChatRequest, on_token: TokenCallback | None = None) -> Completion:
        response_format: Any = openai.NOT_GIVEN
        if request.schema:  # structured outputs: vLLM, llama.cpp server, Ollama and OpenAI accept this form
            response_format = {"type": "json_schema", "json_schema": {"name": "reply", "schema": request.schema}}
        elif request.json_mode:
            response_format = {"type": "json_object"}
        body: dict[str, Any] = {
            "model": self.settings.model,
            "messages": request.messages,
            "temperature": self.settings.temperature,
            "max_tokens": request.max_tokens or self.settings.max_tokens,
            "seed": self.settings.seed,
            "response_format": response_format,
        }
        if on_token is not None:
            return self._retrying(lambda client, deadline: self._stream(client, body, on_token, deadline))
        result = self._retrying(lambda client, _deadline: client.chat.completions.create(**body))
        if not result.choices:
            raise LLMError(f"LLM server at {self.settings.base_url} returned no choices")
        usage = result.usage
        return Completion(
            text=result.choices[0].message.content or "",
            prompt_tokens=usage.prompt_tokens if usage else 0,
            completion_tokens=usage.completion_tokens if usage else 0,
        )

    def first_token_logprobs(self, messages: list[dict[str, str]], candidates: Sequence[str]) -> dict[str, float]:
        """The server's top log-probabilities for the reply's first token; a candidate not among them
        gets the lowest value seen (servers return the top 20 at most)."""
        result = self._retrying(
            lambda client, _deadline: client.chat.completions.create(
                model=self.settings.model,
                messages=messages,  # type: ignore[arg-type]  # plain role/content dicts
                temperature=0.0,
                max_tokens=1,
                seed=self.settings.seed,
                logprobs=True,
                top_logprobs=20,
            )  # fmt: skip
        )
        content = result.choices[0].logprobs.content if result.choices and result.choices[0].logprobs else None
        if not content:
            raise LLMError(f"LLM server at {self.settings.base_url} returned no logprobs")
        top: dict[str, float] = {}
        for entry in content[0].top_logprobs:
            key = entry.token.strip()
            top[key] = max(top.get(key, entry.logprob), entry.logprob)
        floor = min(top.values(), default=0.0) - 1.0
        return {c: top.get(c, floor) for c in candidates}

    def _retrying(self, call: Callable[[openai.OpenAI, float], Result]) -> Result:
        """``call(client, deadline)``, tried again after 0.5 s, then 1 s, on a connection error or a
        passing HTTP status; every try and pause inside one llm.timeout_seconds deadline (no try
        starts whose pause would end past it, and each try gets only what is left)."""
        deadline = time.monotonic() + self.settings.timeout_seconds
        retrying = Retrying(
            retry=retry_if_exception(_passing),
            stop=stop_after_attempt(ATTEMPTS) | stop_before_delay(self.settings.timeout_seconds),
            wait=wait_exponential(multiplier=0.5),
            before_sleep=self._log_retry,
            reraise=True,
        )
        try:
            return retrying(lambda: call(self._client.with_options(timeout=self._timeout(deadline)), deadline))
        except (openai.APIConnectionError, openai.APIStatusError) as exc:
            raise self._error(exc) from exc

    def _log_retry(self, state: RetryCallState) -> None:
        problem = state.outcome.exception() if state.outcome else None
        log.info("LLM server at %s: %s; retrying in %.1f s", self.settings.base_url, problem, state.upcoming_sleep)

    def _timeout(self, deadline: float) -> openai.Timeout:
        """What is left of the call's deadline, with the connect timeout inside it (in the HTTP client's
        own type: openai 3 runs on httpx2, not httpx)."""
        left = max(deadline - time.monotonic(), 0.001)
        return openai.Timeout(left, connect=min(self.settings.connect_timeout_seconds, left))

    def _error(self, exc: Exception) -> LLMError:
        url = self.settings.base_url
        if isinstance(exc, (openai.APITimeoutError, httpx.TimeoutException)):
            return LLMError(
                f"the LLM server at {url} did not answer within llm.timeout_seconds = {self.settings.timeout_seconds:g} s "
                f"(connect timeout {self.settings.connect_timeout_seconds:g} s); is it running and not overloaded?"
            )
        if isinstance(exc, openai.APIStatusError):
            return LLMError(f"LLM server at {url} answered HTTP {exc.status_code}: {exc.message}")
        return LLMError(f"cannot reach the LLM server at {url} ({exc})")

    def _stream(
        self, client: openai.OpenAI, body: dict[str, Any], on_token: TokenCallback, deadline: float
    ) -> Completion:
        """A reply streamed to ``on_token``; once pieces have gone out it is not retried (they would repeat)."""
        pieces: list[str] = []
        usage = None
        stream = client.chat.completions.create(**body, stream=True, stream_options={"include_usage": True})
        try:
            with stream:
                for chunk in stream:
                    usage = chunk.usage or usage  # servers send usage in a last chunk without choices
                    piece = chunk.choices[0].delta.content if chunk.choices else None
                    if piece:
                        pieces.append(piece)
                        on_token(piece)
                    if time.monotonic() > deadline:
                        raise LLMError(
                            f"the LLM server at {self.settings.base_url} was still writing after "
                            f"llm.timeout_seconds = {self.settings.timeout_seconds:g} s"
                        )
        except (openai.APIError, httpx.HTTPError) as exc:
            raise self._error(exc) from exc
        return Completion(
            text="".join(pieces),
            prompt_tokens=usage.prompt_tokens if usage else 0,
            completion_tokens=usage.completion_tokens if usage else len(pieces),
        )

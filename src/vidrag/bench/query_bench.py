"""Query latency and memory against index size (1, 10, 100 hours of transcript-only content).

One index grows through the sizes: each step adds transcript "videos" (the lecture generator's
narration, timed at 160 words per minute, indexed as if it were ASR output, with the knowledge
graph) until the index holds the next size, then times the retrieval of a fixed question set by
each LLM-free strategy (naive, dense, bm25, mg2). Figures and the ratio to the previous size
come from one run; the report is Markdown for docs/benchmarks.md.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from vidrag.api import Index
from vidrag.bench.index_bench import RssSampler, machine_description
from vidrag.records import TextUnit
from vidrag.testing.render import lecture_scenes
from vidrag.config import load_settings
from vidrag.eval.metrics import percentile

WORDS_PER_MINUTE = 160
VIDEO_MINUTES = 30.0  # each synthetic video's length
STRATEGIES = ("naive", "dense", "bm25", "mg2")
QUESTIONS = (
    "How does the camera change the picture?",
    "What did the scientists show about the river?",
    "Which step comes after mixing the flour?",
    "What is said about the budget at the end?",
    "Why does the engine need oil?",
    "Where does the bird build its nest?",
    "What happens to the ice when it warms?",
    "Who explains the rules of the game?",
)


def synthetic_transcript(minutes: float, seed: int) -> list[TextUnit]:
    """The lecture generator's narration as timed sentences, without rendering any media."""
    units: list[TextUnit] = []
    t = 0.0
    for scene in lecture_scenes(minutes, seed=seed):
        for sentence in scene.narration.replace("? ", "?|").replace(". ", ".|").split("|"):
            if sentence.strip():
                seconds = len(sentence.split()) / WORDS_PER_MINUTE * 60
                units.append(TextUnit("asr", t, t + seconds, sentence.strip()))
                t += seconds + 0.3
    return units


@dataclass
class SizeFigures:
    hours: float
    clips: int
    texts: int
    index_seconds: float  # to grow the index to this size from the previous one
    graph_load_seconds: float  # building the in-memory graphs after the growth
    latency_ms: dict[str, dict[str, float]]  # strategy -> p50, p95
    peak_rss_mib: float
    latency_ratio: dict[str, float | None]  # p50 / p50 at the previous size


@dataclass
class QueryBenchReport:
    sizes: list[SizeFigures]
    repeats: int
    machine: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def to_markdown(self) -> str:
        header = "| hours | clips | texts | index s | graph load s | " + " | ".join(
            f"{s} p50/p95 ms" for s in STRATEGIES
        )
        lines = [header + " | peak RSS MiB |", "| ---: " * (6 + len(STRATEGIES)) + "|"]
        for f in self.sizes:
            cells = [f"{f.latency_ms[s]['p50']:.1f}/{f.latency_ms[s]['p95']:.1f}" for s in STRATEGIES]
            lines.append(
                f"| {f.hours:g} | {f.clips} | {f.texts} | {f.index_seconds:.0f} | {f.graph_load_seconds:.1f} | "
                + " | ".join(cells)
                + f" | {f.peak_rss_mib:.0f} |"
            )
        ratios = []
        for f in self.sizes[1:]:
            parts = ", ".join(f"{s} {f.latency_ratio[s]:.1f}x" for s in STRATEGIES if f.latency_ratio[s] is not None)
            ratios.append(f"- {f.hours:g} h vs the previous size: p50 latency {parts}")
        return "\n".join(lines + [""] + ratios) + "\n"


def run_query_bench(
    hours: tuple[float, ...] = (1, 10, 100),
    repeats: int = 3,
    workdir: Path | None = None,
    on_size: Callable[[SizeFigures], None] | None = None,
) -> QueryBenchReport:
    """``on_size`` sees each size's figures as soon as they are measured (a long run's progress)."""
    settings = load_settings()
    settings.retrieval.top_k = 10
    figures: list[SizeFigures] = []
    with tempfile.TemporaryDirectory(prefix="vidrag-query-bench-") as tmp, RssSampler() as sampler:
        with Index.open(workdir or Path(tmp), settings) as index:
            videos = 0
            for size in sorted(hours):
                t0 = time.perf_counter()
                while videos * VIDEO_MINUTES < size * 60:
                    units = synthetic_transcript(VIDEO_MINUTES, seed=videos)
                    index.add_transcript(f"lecture-{videos:05d}", units, VIDEO_MINUTES * 60)
                    videos += 1
                grown = time.perf_counter() - t0
                t1 = time.perf_counter()
                kg = index.graph()
                graph_load = time.perf_counter() - t1
                latency: dict[str, dict[str, float]] = {}
                for strategy in STRATEGIES:
                    index.retrieve(QUESTIONS[0], strategy=strategy)  # builds per-state caches (bm25, pivots)
                    samples = []
                    for _ in range(repeats):
                        for question in QUESTIONS:
                            t2 = time.perf_counter()  # each ask is a new query: it pays its own embedding
                            index.retrieve(question, strategy=strategy)
                            samples.append((time.perf_counter() - t2) * 1000)
                    latency[strategy] = {"p50": percentile(samples, 50), "p95": percentile(samples, 95)}
                previous = figures[-1] if figures else None
                figures.append(
                    SizeFigures(
                        hours=size,
                        clips=len(kg.clips),
                        texts=len(kg.texts),
                        index_seconds=round(grown, 1),
                        graph_load_seconds=round(graph_load, 2),
                        latency_ms=latency,
                        peak_rss_mib=round(sampler.peak / 1024 / 1024, 1),
                        latency_ratio={
                            s: round(latency[s]["p50"] / previous.latency_ms[s]["p50"], 2) if previous else None
                            for s in STRATEGIES
                        },
                    )  # fmt: skip
                )
                if on_size is not None:
                    on_size(figures[-1])
    return QueryBenchReport(figures, repeats, machine_description())

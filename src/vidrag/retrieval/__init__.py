"""Retrieval strategies: question -> ranked clips with evidence, one folder per seed paper (its
retriever, prompts and reasoning steps); the pieces they share sit beside them (base, context,
hybrid, focus, queries).

``auto`` is the strategy the eval harness measured best on this project's data (README,
"Strategies"); change it there when new figures say otherwise.
"""

from __future__ import annotations

from vidrag.errors import QuestionError
from vidrag.retrieval.ada.retriever import AdaRetriever
from vidrag.retrieval.base import Evidence, Retrieval, Retriever
from vidrag.retrieval.baselines import BASELINES
from vidrag.retrieval.context import StrategyContext
from vidrag.retrieval.mg2.retriever import Mg2Retriever
from vidrag.retrieval.moments import WithMoments
from vidrag.retrieval.naive import NaiveRetriever
from vidrag.retrieval.query import Query
from vidrag.retrieval.vgent.retriever import VgentRetriever
from vidrag.retrieval.video_rag.retriever import VideoRagRetriever
from vidrag.retrieval.visual import WithFrames
from vidrag.retrieval.vig_rag.retriever import VigRagRetriever
from vidrag.strategies import STRATEGY_NAMES

RETRIEVERS: dict[str, type] = {
    "naive": NaiveRetriever,
    "video-rag": VideoRagRetriever,
    "vgent": VgentRetriever,
    "vig-rag": VigRagRetriever,
    "mg2": Mg2Retriever,
    "ada": AdaRetriever,
}
# Measured (README, "Evaluation"; docs/benchmarks.md), with the hybrid ranking's ordered term pairs:
# on all 4,888 timed PsTuts-VQA questions naive 47.2 / 83.7 % recall@1 / @5 against mg2 45.7 / 82.3
# (dense 44.9 / 84.9, bm25 40.0 / 79.8); on the rendered lecture's 70 sentence questions both put
# the top moment in the sentence for 90.0%, naive recall@1 95.7 against 88.6; naive at 45 ms p50
# at 100 hours against mg2's 133. No LLM call before the answer for either.
AUTO = "naive"
# The seeds' strategies, then the baselines they are measured against (retrieval only), as
# vidrag.strategies lists and explains them.
STRATEGIES = STRATEGY_NAMES


def resolve_strategy(name: str) -> str:
    name = name.strip().lower()
    if name == "auto":
        return AUTO
    if name not in RETRIEVERS and name not in BASELINES:
        raise QuestionError(f"unknown strategy {name!r}; available: {', '.join(STRATEGIES)}")
    return name


def make_retriever(name: str, ctx: StrategyContext) -> Retriever:
    """A strategy by name; the seeds' strategies also search frames when frame vectors are configured,
    and rank the moments inside their clips (retrieval/moments.py)."""
    name = resolve_strategy(name)
    if name in BASELINES:
        return BASELINES[name](ctx)
    strategy = RETRIEVERS[name](ctx)
    if ctx.settings.vision.frames.kind != "none":
        strategy = WithFrames(strategy, ctx)
    return WithMoments(strategy, ctx)


__all__ = [
    "AUTO", "BASELINES", "RETRIEVERS", "STRATEGIES", "Evidence", "Query", "Retrieval", "Retriever", "StrategyContext",
    "make_retriever", "resolve_strategy",
]  # fmt: skip

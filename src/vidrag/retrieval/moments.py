"""Every seed strategy's Retrieval carries its ranked moments, whatever picked its clips."""

from __future__ import annotations

from collections.abc import Sequence

from vidrag.retrieval.base import Retrieval, Retriever, moment_rows, moments_of
from vidrag.retrieval.context import StrategyContext
from vidrag.retrieval.hybrid import score_units


class WithMoments:
    """Clips a strategy chose without unit scores (graph, LLM or frame picks) get their units
    scored by the hybrid ranking; then the retrieval's moments are its evidence's matched units,
    best first (``moments_of``)."""

    def __init__(self, inner: Retriever, ctx: StrategyContext):
        self.inner = inner
        self.ctx = ctx
        self.name = inner.name

    def retrieve(self, question: str, choices: Sequence[str] | None = None, videos: frozenset[int] | None = None) -> Retrieval:
        retrieval = self.inner.retrieve(question, choices, videos)
        score_units(self.ctx.store, self.ctx.embedder, question, retrieval.evidence, self.ctx.settings.retrieval.hybrid)
        retrieval.moments = moments_of(retrieval.evidence)
        retrieval.trace["moments"] = moment_rows(retrieval.moments)
        return retrieval

"""Every seed strategy's Retrieval carries its ranked moments, whatever picked its clips."""

from __future__ import annotations

from vidrag.retrieval.base import Retrieval, moment_rows, moments_of
from vidrag.retrieval.context import StrategyStep
from vidrag.retrieval.hybrid import score_units
from vidrag.retrieval.query import Query


class WithMoments(StrategyStep):
    """Clips a strategy chose without unit scores (graph, LLM or frame picks) get their units
    scored by the hybrid ranking; then the retrieval's moments are its evidence's matched units,
    best first (``moments_of``)."""

    def extend(self, retrieval: Retrieval, query: Query) -> Retrieval:
        score_units(query, retrieval.evidence, self.ctx.settings.retrieval.hybrid)
        retrieval.moments = moments_of(retrieval.evidence)
        retrieval.trace["moments"] = moment_rows(retrieval.moments)
        return retrieval

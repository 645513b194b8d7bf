"""Hybrid retrieval over speech, subtitle and on-screen texts, without an LLM.

Units matching the question (or question + option, for multiple choice) lexically and densely
(retrieval/hybrid.py) vote for their clip with their best fused score; when no unit reaches
``threshold`` (Video-RAG: t = 0.3) either way, the ranking is still returned, marked not relevant
(the answer then abstains; retrieval-only evaluation ranks every question). The ``top_k`` clips are kept, plus the clips the
question's time references point at (focus.py).
"""

from __future__ import annotations

from vidrag.retrieval.base import Retrieval, ranked_evidence
from vidrag.retrieval.context import Strategy
from vidrag.retrieval.query import Query


class NaiveRetriever(Strategy):
    name = "naive"

    def retrieve(self, query: Query) -> Retrieval:
        settings = self.settings
        scores = self.ctx.clip_scores(query, query.texts, settings.top_k, rank_anyway=True)
        focus = self.ctx.focus.apply(query, list(scores.top(settings.top_k)))
        evidence = ranked_evidence(
            self.ctx.store, scores.best, focus.top_k, pinned=focus.pinned, matched=scores.matched,
            reasons={cid: ["matching text"] for cid in scores.best},
        )  # fmt: skip
        # A question that names a moment ("at the beginning", "at 1:05") is about the clips it pins,
        # whatever its words match.
        relevant = scores.relevant or bool(focus.pinned)
        trace = {"queries": query.texts, "threshold": settings.threshold, "relevant": relevant, **focus.trace}
        return self.finish(evidence, trace, relevant=relevant)

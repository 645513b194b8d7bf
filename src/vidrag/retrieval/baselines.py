"""Retrieval baselines the strategies are measured against: BM25 and plain dense ranking.

Both rank clips by their best-matching text and return the top 10 (the deepest recall the
harness reports); neither uses an LLM, a threshold or the graph.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import bm25s
import numpy as np

from vidrag.graph.snapshot import IndexSnapshot
from vidrag.retrieval.base import Retrieval, load_evidence, moment_rows, moments_of
from vidrag.retrieval.context import Strategy, StrategyContext
from vidrag.retrieval.query import Query

DEPTH = 10


class DenseBaseline(Strategy):
    """Cosine similarity of the question to every text; no threshold, no time focus."""

    name = "dense"

    def retrieve(self, query: Query) -> Retrieval:
        best: dict[int, float] = {}  # ranked by the question alone
        matched: dict[int, dict[int, float]] = {}
        for hit in self.ctx.store.search(query.vector, query.within(DEPTH * 8)):
            best.setdefault(hit.clip_id, hit.score)
            matched.setdefault(hit.clip_id, {})[hit.text_id] = hit.score
        top = dict(sorted(best.items(), key=lambda kv: -kv[1])[:DEPTH])
        return _retrieval(self, top, matched)


class BM25Index(NamedTuple):
    """Okapi BM25 (bm25s) over every text of a snapshot's ready videos, with each text's clip, video and id."""

    retriever: bm25s.BM25
    clip_of: np.ndarray
    video_of: np.ndarray
    text_of: np.ndarray

    @classmethod
    def of(cls, snapshot: IndexSnapshot) -> BM25Index:
        texts = sorted(snapshot.texts.values(), key=lambda t: t.id)
        retriever = bm25s.BM25()
        retriever.index(
            bm25s.tokenize([t.text for t in texts], stopwords="en", show_progress=False), show_progress=False
        )
        return cls(
            retriever,
            np.array([t.clip_id for t in texts], dtype=np.int64),
            np.array([snapshot.clips[t.clip_id].video_id for t in texts], dtype=np.int64),
            np.array([t.id for t in texts], dtype=np.int64),
        )


class BM25Baseline(Strategy):
    """BM25 over every text of the ready videos, indexed once per snapshot."""

    name = "bm25"

    def retrieve(self, query: Query) -> Retrieval:
        videos = query.videos
        retriever, clip_of, video_of, text_of = self.ctx.graph().view(BM25Index)
        if not len(clip_of):
            return Retrieval([], {"strategy": self.name, "clips": []})
        tokens = bm25s.tokenize([query.text], stopwords="en", show_progress=False)
        # Scoring every text is cheap; the scope is applied to the full ranking.
        docs, scores = retriever.retrieve(tokens, k=len(clip_of), show_progress=False)
        best: dict[int, float] = {}
        matched: dict[int, dict[int, float]] = {}
        for doc, score in zip(docs[0], scores[0], strict=True):
            if score > 0 and (videos is None or video_of[doc] in videos):
                best.setdefault(int(clip_of[doc]), float(score))
                matched.setdefault(int(clip_of[doc]), {})[int(text_of[doc])] = float(score)
        top = dict(list(best.items())[:DEPTH])
        return _retrieval(self, top, matched)


def _retrieval(baseline: Strategy, top: dict[int, float], matched: dict[int, dict[int, float]]) -> Retrieval:
    """The baseline's clips as a Retrieval whose moments are its matched texts (by its own score)."""
    retrieval = baseline.finish(load_evidence(baseline.ctx.store, top, matched, {c: [baseline.name] for c in top}), {})
    retrieval.moments = moments_of(retrieval.evidence)
    retrieval.trace["moments"] = moment_rows(retrieval.moments)
    return retrieval


BASELINES: dict[str, Callable[[StrategyContext], Strategy]] = {"dense": DenseBaseline, "bm25": BM25Baseline}

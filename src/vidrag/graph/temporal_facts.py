"""ViG-RAG's probabilistic temporal knowledge graph: (head, relation, tail, time, confidence).

Each stored fact row becomes a :class:`TemporalFact` with the confidence of its statement in its
video. MG2's semantic edges are weighted by the same confidence, and ``vidrag graph`` shows it.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import numpy as np

from vidrag.embedding import Embedder
from vidrag.graph.snapshot import IndexSnapshot
from vidrag.store.base import EntityRecord, FactRecord


@dataclass(frozen=True)
class TemporalFact:
    """One statement of a fact, at the time it was said or shown.

    ``confidence`` is the probability that (head, relation, tail) holds in this video: the
    noisy-OR of the clarity of each of its statements there, so it grows as a fact recurs.
    """

    id: int
    head_id: int
    head: str
    relation: str
    tail_id: int
    tail: str
    video_id: int
    clip_id: int
    start: float
    end: float
    clarity: float
    confidence: float
    statements: int  # how often this video states the fact


@dataclass(frozen=True)
class TemporalFacts:
    """The ready videos' facts in id order, each with its confidence in its video."""

    facts: list[TemporalFact]

    @classmethod
    def of(cls, snapshot: IndexSnapshot) -> TemporalFacts:
        per_video = (_temporal_facts(v, rows, snapshot.entities) for v, rows in snapshot.fact_rows.items())
        return cls(sorted((f for facts in per_video for f in facts), key=lambda f: f.id))


@dataclass(frozen=True)
class FactVectors:
    """The facts embedded as sentences ("head relation tail"), a row per fact: what ViG-RAG
    searches with the refined query. Kept per snapshot (:meth:`IndexSnapshot.cached`)."""

    matrix: np.ndarray

    @classmethod
    def embed(cls, facts: TemporalFacts, embedder: Embedder) -> FactVectors:
        return cls(embedder.embed([f"{f.head} {f.relation.replace('_', ' ')} {f.tail}" for f in facts.facts]))


def _temporal_facts(video_id: int, rows: list[FactRecord], entities: dict[int, EntityRecord]) -> list[TemporalFact]:
    """One video's facts, each with the confidence of its (head, relation, tail) in that video."""
    disbelief: dict[tuple, float] = defaultdict(lambda: 1.0)
    counts: dict[tuple, int] = defaultdict(int)
    keys = [(f.head_id, f.relation, f.tail_id) for f in rows]
    for f, key in zip(rows, keys, strict=True):
        disbelief[key] *= 1.0 - f.clarity
        counts[key] += 1
    return [
        TemporalFact(
            f.id,
            f.head_id,
            entities[f.head_id].name,
            f.relation,
            f.tail_id,
            entities[f.tail_id].name,
            video_id,
            f.clip_id,
            f.start,
            f.end,
            f.clarity,
            round(1.0 - disbelief[key], 6),
            counts[key],
        )
        for f, key in zip(rows, keys, strict=True)
    ]

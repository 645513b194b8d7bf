"""The index's knowledge as the three graphs of the seeds, derived from the stored rows.

The store holds what is extracted per clip (entities merged across the index, their mentions,
timed facts); the graphs are views over those rows for the ready videos, kept in memory. When the
set of ready videos changes, :meth:`KnowledgeGraph.refresh` reads only the added videos' rows and
drops the removed ones'; writes that leave it unchanged (the clips of a video still indexing)
keep the view as it is. So adding or removing a video updates every graph without a rebuild step.
A ready video's boilerplate (text repeated on most of its clips, :mod:`vidrag.graph.boilerplate`)
is recognised as its rows are read: the mentions and facts of those texts stay out of the view.

- Vgent's clip graph: clips linked when they mention the same merged entity.
- ViG-RAG's probabilistic temporal knowledge graph: (head, relation, tail, time, confidence).
- MG2-RAG's multi-granularity graph: see :mod:`vidrag.graph.multigranularity`.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import networkx as nx
import numpy as np
import scipy.sparse as sp

from vidrag.errors import NotFoundError
from vidrag.graph.boilerplate import boilerplate_ids
from vidrag.graph.multigranularity import MultiGranularityGraph, incidence
from vidrag.store.base import ClipRecord, EntityRecord, FactRecord, MentionRecord, Store, TextRecord, VideoRecord


HUB_MIN_CLIPS = 20
HUB_FRACTION = 0.5


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
class _VideoRows:
    """One ready video's share of the view: read once, kept until the video is removed."""

    clips: dict[int, ClipRecord]
    texts: dict[int, TextRecord]
    boilerplate: frozenset[int]  # ids of texts repeated on most clips (graph.boilerplate)
    mentions: list[MentionRecord]  # those of boilerplate texts left out
    facts: list[TemporalFact]  # likewise


class KnowledgeGraph:
    """Everything the graph strategies and ``vidrag graph`` read, for one set of ready videos."""

    def __init__(self, store: Store, previous: KnowledgeGraph | None = None):
        """The view of the store's ready videos, reusing ``previous``'s rows of the videos it shares."""
        self._store = store
        self.generation = store.generation()
        # What strategies compute from this graph state (e.g. embedded facts), dropped with it.
        self.derived: dict[str, Any] = {}
        self.videos = _ready_videos(store)
        kept = previous._rows if previous is not None else {}
        self._rows = {v: kept[v] for v, record in self.videos.items() if v in kept and previous.videos[v] == record}
        self.entities: dict[int, EntityRecord] = {e.id: e for e in store.entities()}
        self._rows.update(self._read(store, [v for v in self.videos if v not in self._rows], self.entities))
        self.clips: dict[int, ClipRecord] = {c: r for rows in self._rows.values() for c, r in rows.clips.items()}
        self.texts: dict[int, TextRecord] = {t: r for rows in self._rows.values() for t, r in rows.texts.items()}
        # Texts repeated on most clips of their video: they make no entity, fact or MG2 pivot.
        self.boilerplate: frozenset[int] = frozenset().union(*(rows.boilerplate for rows in self._rows.values()))
        self.mentions: list[MentionRecord] = [m for rows in self._rows.values() for m in rows.mentions]
        self.facts = sorted((f for rows in self._rows.values() for f in rows.facts), key=lambda f: f.id)

    @classmethod
    def refresh(cls, store: Store, previous: KnowledgeGraph | None) -> KnowledgeGraph:
        """The view after the store changed: ``previous`` itself while its ready videos are the same."""
        if previous is not None:
            generation = store.generation()
            if _ready_videos(store) == previous.videos:
                previous.generation = generation
                return previous
        return cls(store, previous)

    @staticmethod
    def _read(store: Store, video_ids: list[int], entities: dict[int, EntityRecord]) -> dict[int, _VideoRows]:
        if not video_ids:
            return {}
        scope = frozenset(video_ids)
        clips = {v: {c.id: c for c in store.clips(v)} for v in video_ids}
        texts = store.texts_of_clips([c for per_video in clips.values() for c in per_video])
        texts_of = {v: [t for c in clips[v] for t in texts.get(c, [])] for v in video_ids}
        boilerplate = {v: boilerplate_ids(texts_of[v], len(clips[v])) for v in video_ids}
        mentions: dict[int, list[MentionRecord]] = defaultdict(list)
        facts: dict[int, list[FactRecord]] = defaultdict(list)
        video_of = {c: v for v, per_video in clips.items() for c in per_video}
        for m in store.mentions(scope):
            v = video_of[m.clip_id]
            if m.text_id not in boilerplate[v]:
                mentions[v].append(m)
        for f in store.facts(scope):
            v = video_of[f.clip_id]
            if f.text_id not in boilerplate[v]:
                facts[v].append(f)
        return {
            v: _VideoRows(
                clips[v], {t.id: t for t in texts_of[v]}, boilerplate[v], mentions[v], _temporal_facts(v, facts[v], entities)
            )
            for v in video_ids
        }

    # -- entity lookups ----------------------------------------------------------------------
    @cached_property
    def entity_clips(self) -> dict[int, list[int]]:
        """Merged entity -> the clips mentioning it, in video order then time."""
        found: dict[int, set[int]] = defaultdict(set)
        for m in self.mentions:
            found[m.entity_id].add(m.clip_id)
        order = self._clip_order
        return {e: sorted(clips, key=order.__getitem__) for e, clips in found.items()}

    @cached_property
    def clip_entities(self) -> dict[int, set[int]]:
        found: dict[int, set[int]] = defaultdict(set)
        for m in self.mentions:
            found[m.clip_id].add(m.entity_id)
        return dict(found)

    @cached_property
    def _clip_order(self) -> dict[int, tuple[float, float]]:
        return {c.id: (self.videos[c.video_id].added_at, c.start) for c in self.clips.values()}

    def live_entities(self) -> list[EntityRecord]:
        """Entities mentioned by a ready video, most widely mentioned first."""
        return sorted(
            (self.entities[e] for e in self.entity_clips), key=lambda e: (-len(self.entity_clips[e.id]), e.name)
        )

    def find_entities(self, name: str) -> list[EntityRecord]:
        """Entities named ``name`` (case-insensitive), else those whose name contains it."""
        needle = " ".join(name.lower().split())
        if not needle:
            raise NotFoundError("an entity name is needed")
        live = self.live_entities()
        exact = [e for e in live if e.name.lower() == needle]
        return exact or [e for e in live if needle in e.name.lower()]

    def facts_of(self, entity_id: int) -> list[TemporalFact]:
        return [f for f in self.facts if entity_id in (f.head_id, f.tail_id)]

    def neighbours(self, entity_id: int) -> list[tuple[EntityRecord, int]]:
        """Entities linked by a fact or sharing a clip, with how many facts and clips link them."""
        links: dict[int, int] = defaultdict(int)
        for f in self.facts_of(entity_id):
            links[f.tail_id if f.head_id == entity_id else f.head_id] += 1
        for clip in self.entity_clips.get(entity_id, []):
            for other in self.clip_entities.get(clip, ()):
                if other != entity_id:
                    links[other] += 1
        return sorted(((self.entities[e], n) for e, n in links.items()), key=lambda p: (-p[1], p[0].name))

    # -- Vgent clip graph --------------------------------------------------------------------
    @cached_property
    def clip_incidence(self) -> tuple[np.ndarray, np.ndarray, sp.csr_matrix]:
        """(clip ids, entity ids, clips x entities 0/1 matrix) of the ready videos."""
        clip_ids = np.array(sorted(self.clips, key=self._clip_order.__getitem__), dtype=np.int64)
        entity_ids = np.array(sorted(self.entity_clips), dtype=np.int64)
        clip_pos = {c: i for i, c in enumerate(clip_ids)}
        entity_pos = {e: i for i, e in enumerate(entity_ids)}
        pairs = {(clip_pos[m.clip_id], entity_pos[m.entity_id]) for m in self.mentions}
        return clip_ids, entity_ids, incidence(pairs, (len(clip_ids), len(entity_ids)))

    @cached_property
    def clip_graph(self) -> nx.Graph:
        """Vgent's graph: a node per clip, an edge per pair of clips sharing merged entities.

        The edge weight is the number of shared entities, computed as one sparse product. In a
        collection of 20 clips or more, an entity mentioned in more than half of them (a hub
        such as the software a tutorial series is about) links no pair: it says nothing about
        which clips belong together, and would make the edge count quadratic.
        """
        clip_ids, entity_ids, incidence = self.clip_incidence
        if len(clip_ids) >= HUB_MIN_CLIPS:
            spread = np.asarray(incidence.sum(axis=0)).ravel()
            incidence = incidence[:, spread <= HUB_FRACTION * len(clip_ids)]
        shared = sp.triu(incidence @ incidence.T, k=1).tocoo()
        graph = nx.Graph()
        for cid in clip_ids:
            clip = self.clips[int(cid)]
            graph.add_node(int(cid), video_id=clip.video_id, start=clip.start, end=clip.end)
        for i, j, weight in zip(shared.row, shared.col, shared.data, strict=True):
            graph.add_edge(int(clip_ids[i]), int(clip_ids[j]), weight=int(weight))
        return graph

    def shared_entities(self, clip_a: int, clip_b: int) -> list[EntityRecord]:
        common = self.clip_entities.get(clip_a, set()) & self.clip_entities.get(clip_b, set())
        return sorted((self.entities[e] for e in common), key=lambda e: e.name)

    # -- MG2-RAG multi-granularity graph -----------------------------------------------------
    @cached_property
    def multigranularity(self) -> MultiGranularityGraph:
        return MultiGranularityGraph.build(self)

    @cached_property
    def entity_vectors(self) -> tuple[np.ndarray, np.ndarray]:
        """(ids, description embeddings) of the entities mentioned by ready videos."""
        ids, matrix = self._store.entity_vectors()
        live = np.isin(ids, list(self.entity_clips))
        return ids[live], matrix[live] if matrix.size else matrix

    def counts(self) -> dict[str, int]:
        mg = self.multigranularity
        return {
            "videos": len(self.videos),
            "clips": len(self.clips),
            "entities": len(self.entity_clips),
            "mentions": len(self.mentions),
            "clip_edges": self.clip_graph.number_of_edges(),
            "facts": len(self.facts),
            "distinct_facts": len({(f.video_id, f.head_id, f.relation, f.tail_id) for f in self.facts}),
            "mg2_nodes": mg.adjacency.shape[0],
            "mg2_edges": int(sp.triu(mg.adjacency).nnz),
            "mg2_sentence_pivots": len(mg.sentence_text_ids),
            "mg2_ocr_line_pivots": len(mg.line_text_ids),
        }


def _ready_videos(store: Store) -> dict[int, VideoRecord]:
    return {v.id: v for v in store.videos() if v.status == "ready"}


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
            f.id, f.head_id, entities[f.head_id].name, f.relation, f.tail_id, entities[f.tail_id].name, video_id,
            f.clip_id, f.start, f.end, f.clarity, round(1.0 - disbelief[key], 6), counts[key],
        )
        for f, key in zip(rows, keys, strict=True)
    ]

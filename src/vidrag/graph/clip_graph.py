"""Vgent's clip graph (its section 3.1): a node per clip, an edge per pair of clips sharing merged entities.

Vgent's retrieval (eq. 4) takes the clips of the entities that match a keyword: the mentions
themselves (:attr:`IndexSnapshot.entity_clips`), not these edges. The edges are what ``vidrag
graph`` counts and exports.
"""

from __future__ import annotations

from dataclasses import dataclass

import networkx as nx
import numpy as np
import scipy.sparse as sp

from vidrag.graph.snapshot import IndexSnapshot
from vidrag.store.base import EntityRecord

HUB_MIN_CLIPS = 20
HUB_FRACTION = 0.5


@dataclass(frozen=True)
class ClipGraph:
    graph: nx.Graph
    snapshot: IndexSnapshot

    @classmethod
    def of(cls, snapshot: IndexSnapshot) -> ClipGraph:
        """The edge weight is the number of shared entities, computed as one sparse product. In a
        collection of 20 clips or more, an entity mentioned in more than half of them (a hub
        such as the software a tutorial series is about) links no pair: it says nothing about
        which clips belong together, and would make the edge count quadratic.
        """
        clip_ids, _, incidence = snapshot.clip_incidence
        if len(clip_ids) >= HUB_MIN_CLIPS:
            spread = np.asarray(incidence.sum(axis=0)).ravel()
            incidence = incidence[:, spread <= HUB_FRACTION * len(clip_ids)]
        shared = sp.triu(incidence @ incidence.T, k=1).tocoo()
        graph = nx.Graph()
        for cid in clip_ids:
            clip = snapshot.clips[int(cid)]
            graph.add_node(int(cid), video_id=clip.video_id, start=clip.start, end=clip.end)
        for i, j, weight in zip(shared.row, shared.col, shared.data, strict=True):
            graph.add_edge(int(clip_ids[i]), int(clip_ids[j]), weight=int(weight))
        return cls(graph, snapshot)

    def shared_entities(self, clip_a: int, clip_b: int) -> list[EntityRecord]:
        clip_entities = self.snapshot.clip_entities
        common = clip_entities.get(clip_a, set()) & clip_entities.get(clip_b, set())
        return sorted((self.snapshot.entities[e] for e in common), key=lambda e: e.name)

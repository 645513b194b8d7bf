"""A snapshot of the index's knowledge rows for the ready videos, and the views built from it.

The store holds what is extracted per clip (entities merged across the index, their mentions,
timed facts). :class:`IndexSnapshot` holds those rows for the ready videos, in memory. When the
set of ready videos changes, :meth:`IndexSnapshot.refresh` reads only the added videos' rows and
drops the removed ones'; writes that leave it unchanged (the clips of a video still indexing)
keep the snapshot as it is. So adding or removing a video updates every view without a rebuild
step. A ready video's boilerplate (text repeated on most of its clips,
:mod:`vidrag.graph.boilerplate`) is recognised as its rows are read: the mentions and facts of
those texts stay out of the snapshot.

What the papers build from these rows are views, each in its own module and built on first use
by :meth:`IndexSnapshot.view`: Vgent's clip graph (:mod:`vidrag.graph.clip_graph`), ViG-RAG's
temporal facts (:mod:`vidrag.graph.temporal_facts`), MG2-RAG's multi-granularity graph
(:mod:`vidrag.graph.multigranularity`) and the entity lookups of ``vidrag graph``
(:mod:`vidrag.graph.entities`). A view, like any value a strategy derives from the snapshot
(:meth:`IndexSnapshot.cached`), is kept once per snapshot and dropped with it.
"""

from __future__ import annotations

import threading
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Protocol, Self, TypeVar, cast

import numpy as np
import scipy.sparse as sp

from vidrag.graph.boilerplate import boilerplate_ids
from vidrag.graph.sparse import incidence
from vidrag.store.base import ClipRecord, EntityRecord, FactRecord, MentionRecord, StoreReader, TextRecord, VideoRecord


class View(Protocol):
    """Something computed from one snapshot alone (a paper's graph, a lookup, a search index)."""

    @classmethod
    def of(cls, snapshot: IndexSnapshot) -> Self: ...


V = TypeVar("V", bound=View)
T = TypeVar("T")


class ViewCache:
    """Values derived from one snapshot, one per type, each built once even by concurrent askers."""

    def __init__(self) -> None:
        self._values: dict[type, object] = {}
        self._locks: dict[type, threading.Lock] = {}
        self._guard = threading.Lock()

    def get(self, kind: type[T], build: Callable[[], T]) -> T:
        """The ``kind`` value, from ``build`` on the first call."""
        with self._guard:
            lock = self._locks.setdefault(kind, threading.Lock())
        with lock:  # per type: one view may be built from another
            if kind not in self._values:
                self._values[kind] = build()
            return cast(T, self._values[kind])


@dataclass(frozen=True)
class _VideoRows:
    """One ready video's share of the snapshot: read once, kept until the video is removed."""

    clips: dict[int, ClipRecord]
    texts: dict[int, TextRecord]
    boilerplate: frozenset[int]  # ids of texts repeated on most clips (graph.boilerplate)
    mentions: list[MentionRecord]  # those of boilerplate texts left out
    facts: list[FactRecord]  # likewise


class IndexSnapshot:
    """The rows of one set of ready videos, with the lookups every view shares, and its views."""

    def __init__(self, store: StoreReader, previous: IndexSnapshot | None = None):
        """The snapshot of the store's ready videos, reusing ``previous``'s rows of the videos it shares."""
        self.store = store
        self.generation = store.generation()
        self._views = ViewCache()
        self.videos = _ready_videos(store)
        kept, kept_videos = (previous._rows, previous.videos) if previous is not None else ({}, {})
        self._rows: dict[int, _VideoRows] = {
            v: kept[v] for v, record in self.videos.items() if v in kept and kept_videos[v] == record
        }
        self.entities: dict[int, EntityRecord] = {e.id: e for e in store.entities()}
        self._rows.update(self._read(store, [v for v in self.videos if v not in self._rows]))
        self.clips: dict[int, ClipRecord] = {c: r for rows in self._rows.values() for c, r in rows.clips.items()}
        self.texts: dict[int, TextRecord] = {t: r for rows in self._rows.values() for t, r in rows.texts.items()}
        # Texts repeated on most clips of their video: they make no entity, fact or MG2 pivot.
        self.boilerplate: frozenset[int] = frozenset().union(*(rows.boilerplate for rows in self._rows.values()))
        self.mentions: list[MentionRecord] = [m for rows in self._rows.values() for m in rows.mentions]
        # Each ready video's fact rows, in the store's order (graph.temporal_facts weighs them).
        self.fact_rows: dict[int, list[FactRecord]] = {v: rows.facts for v, rows in self._rows.items()}

    @classmethod
    def refresh(cls, store: StoreReader, previous: IndexSnapshot | None) -> IndexSnapshot:
        """The snapshot after the store changed: ``previous`` itself while its ready videos are the same."""
        if previous is not None:
            generation = store.generation()
            if _ready_videos(store) == previous.videos:
                previous.generation = generation
                return previous
        return cls(store, previous)

    @staticmethod
    def _read(store: StoreReader, video_ids: list[int]) -> dict[int, _VideoRows]:
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
            v: _VideoRows(clips[v], {t.id: t for t in texts_of[v]}, boilerplate[v], mentions[v], facts[v])
            for v in video_ids
        }

    # -- views ---------------------------------------------------------------------------------
    def view(self, kind: type[V]) -> V:
        """The ``kind`` view of this snapshot, built on first use."""
        return self._views.get(kind, lambda: kind.of(self))

    def cached(self, kind: type[T], build: Callable[[], T]) -> T:
        """A value derived from this snapshot and something it does not hold (the embedder), built once."""
        return self._views.get(kind, build)

    # -- lookups every view shares -----------------------------------------------------------
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

    @cached_property
    def clip_incidence(self) -> tuple[np.ndarray, np.ndarray, sp.csr_matrix]:
        """(clip ids, entity ids, clips x entities 0/1 matrix) of the ready videos: the mentions as
        a matrix, from which Vgent's clip edges and MG2's chunk-entity edges are built."""
        clip_ids = np.array(sorted(self.clips, key=self._clip_order.__getitem__), dtype=np.int64)
        entity_ids = np.array(sorted(self.entity_clips), dtype=np.int64)
        clip_pos = {c: i for i, c in enumerate(clip_ids)}
        entity_pos = {e: i for i, e in enumerate(entity_ids)}
        pairs = {(clip_pos[m.clip_id], entity_pos[m.entity_id]) for m in self.mentions}
        return clip_ids, entity_ids, incidence(pairs, (len(clip_ids), len(entity_ids)))

    @cached_property
    def entity_vectors(self) -> tuple[np.ndarray, np.ndarray]:
        """(ids, description embeddings) of the entities mentioned by ready videos."""
        ids, matrix = self.store.entity_vectors()
        live = np.isin(ids, list(self.entity_clips))
        return ids[live], matrix[live] if matrix.size else matrix

    def live_entities(self) -> list[EntityRecord]:
        """Entities mentioned by a ready video, most widely mentioned first."""
        return sorted(
            (self.entities[e] for e in self.entity_clips), key=lambda e: (-len(self.entity_clips[e.id]), e.name)
        )


def _ready_videos(store: StoreReader) -> dict[int, VideoRecord]:
    return {v.id: v for v in store.videos() if v.status == "ready"}

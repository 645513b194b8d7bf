"""The entity lookups of ``vidrag graph`` and the API: an entity by name, its facts, its neighbours."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from vidrag.errors import NotFoundError
from vidrag.graph.snapshot import IndexSnapshot
from vidrag.graph.temporal_facts import TemporalFact, TemporalFacts
from vidrag.store.base import EntityRecord


@dataclass(frozen=True)
class EntityLookup:
    snapshot: IndexSnapshot
    facts: list[TemporalFact]

    @classmethod
    def of(cls, snapshot: IndexSnapshot) -> EntityLookup:
        return cls(snapshot, snapshot.view(TemporalFacts).facts)

    def find_entities(self, name: str) -> list[EntityRecord]:
        """Entities named ``name`` (case-insensitive), else those whose name contains it."""
        needle = " ".join(name.lower().split())
        if not needle:
            raise NotFoundError("an entity name is needed")
        live = self.snapshot.live_entities()
        exact = [e for e in live if e.name.lower() == needle]
        return exact or [e for e in live if needle in e.name.lower()]

    def facts_of(self, entity_id: int) -> list[TemporalFact]:
        return [f for f in self.facts if entity_id in (f.head_id, f.tail_id)]

    def neighbours(self, entity_id: int) -> list[tuple[EntityRecord, int]]:
        """Entities linked by a fact or sharing a clip, with how many facts and clips link them."""
        snapshot = self.snapshot
        links: dict[int, int] = defaultdict(int)
        for f in self.facts_of(entity_id):
            links[f.tail_id if f.head_id == entity_id else f.head_id] += 1
        for clip in snapshot.entity_clips.get(entity_id, []):
            for other in snapshot.clip_entities.get(clip, ()):
                if other != entity_id:
                    links[other] += 1
        return sorted(((snapshot.entities[e], n) for e, n in links.items()), key=lambda p: (-p[1], p[0].name))

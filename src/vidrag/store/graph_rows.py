"""The knowledge graphs' rows (entities of every video; mentions and facts of ready videos), one SQL for both stores.

The orphan rule: an entity goes when no mention of it remains. Every entity is stored with a mention
in the clip that adds it (``ClipGraphRows`` refuses one without), and mentions go only with their
video, so the entities that can lose their last mention are those the removed video mentions:
``remove_video`` checks those (``ENTITIES_OF_VIDEO``), not the whole graph.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from contextlib import AbstractContextManager

import numpy as np

from vidrag.records import ClipSpan, TextUnit
from vidrag.store.base import ClipGraphRows, EntityRecord, EntityRef, FactRecord, MentionRecord
from vidrag.store.sql import SQLBackend

# The entities a video mentions, read before it is deleted (its mentions cascade with it) ...
ENTITIES_OF_VIDEO = (
    "SELECT DISTINCT m.entity_id FROM mentions m JOIN clips c ON c.id = m.clip_id WHERE c.video_id = :video_id"
)
# ... and those of them no mention is left of, deleted after (``{}``: the store's "id is one of :candidates").
DELETE_ORPHANED_ENTITIES = (
    "DELETE FROM entities WHERE {} AND NOT EXISTS (SELECT 1 FROM mentions WHERE mentions.entity_id = entities.id)"
)

INSERT_ENTITY = (
    "INSERT INTO entities (name, kind, description, embedding) VALUES (:name, :kind, :description, :embedding)"
)
INSERT_MENTION = (
    "INSERT INTO mentions (entity_id, clip_id, text_id, surface) VALUES (:entity_id, :clip_id, :text_id, :surface)"
)
INSERT_FACT = (
    'INSERT INTO facts (clip_id, text_id, head_id, relation, tail_id, start, "end", clarity) '
    "VALUES (:clip_id, :text_id, :head_id, :relation, :tail_id, :start, :end, :clarity)"
)


class GraphRows(SQLBackend):
    """Entities, mentions and facts; ``entity_lock`` is the backend's (a file lock or an advisory lock)."""

    @abstractmethod
    def entity_lock(self) -> AbstractContextManager[None]:
        """Held by a writer while it merges a clip's entities into the stored ones and stores the
        clip, so that two writers (threads or processes) never both add the same new entity."""

    def _put_graph(
        self, clip_id: int, span: ClipSpan, units: Sequence[TextUnit], text_ids: list[int], graph: ClipGraphRows
    ) -> list[int]:
        """A clip's knowledge rows inside the caller's write; the new entities' ids."""
        entity_ids = self._insert_ids(
            INSERT_ENTITY,
            [
                {"name": e.name, "kind": e.kind, "description": e.description, "embedding": self._vector(e.vector)}
                for e in graph.new_entities
            ],
        )
        new_ids = {id(e): i for e, i in zip(graph.new_entities, entity_ids, strict=True)}

        def ref(entity: EntityRef) -> int:
            return entity if isinstance(entity, int) else new_ids[id(entity)]

        def text_of(unit: int | None) -> int | None:
            return None if unit is None else text_ids[unit]

        self._execute_many(
            INSERT_MENTION,
            [
                {"entity_id": ref(m.entity), "clip_id": clip_id, "text_id": text_of(m.unit), "surface": m.surface}
                for m in graph.mentions
            ],
        )
        self._execute_many(
            INSERT_FACT,
            [
                {
                    "clip_id": clip_id,
                    "text_id": text_of(f.unit),
                    "head_id": ref(f.head),
                    "relation": f.relation,
                    "tail_id": ref(f.tail),
                    "start": units[f.unit].start if f.unit is not None else span.start,
                    "end": units[f.unit].end if f.unit is not None else span.end,
                    "clarity": f.clarity,
                }  # fmt: skip
                for f in graph.facts
            ],
        )
        return entity_ids

    def entity_vectors(self, after: int = 0) -> tuple[np.ndarray, np.ndarray]:
        """(ids, matrix) of the stored entities' description embeddings, for merging; ``after``:
        only entities of a higher id (those other writers added since)."""
        rows = self._rows(
            "SELECT id, embedding FROM entities WHERE id > :after ORDER BY id", {"after": int(after)}, vectors=True
        )
        ids = np.array([r[0] for r in rows], dtype=np.int64)
        matrix = np.vstack([self._vector_array(r[1]) for r in rows]) if rows else np.zeros((0, 0), np.float32)
        return ids, matrix

    def entities(self, after: int = 0) -> list[EntityRecord]:
        rows = self._rows(
            "SELECT id, name, kind, description FROM entities WHERE id > :after ORDER BY id", {"after": int(after)}
        )
        return [EntityRecord(*r) for r in rows]

    def mentions(self, videos: frozenset[int] | None = None) -> list[MentionRecord]:
        """Mentions in ready videos (of ``videos``, if given), by clip."""
        ready, params = self._ready_clips(videos)
        rows = self._rows(
            f"SELECT entity_id, clip_id, text_id, surface FROM mentions WHERE clip_id IN ({ready}) "
            f"ORDER BY clip_id, {self.INSERTION_ORDER}",
            params,
        )
        return [MentionRecord(*r) for r in rows]

    def facts(self, videos: frozenset[int] | None = None) -> list[FactRecord]:
        """Facts stated in ready videos (of ``videos``, if given), by id."""
        ready, params = self._ready_clips(videos)
        rows = self._rows(
            f'SELECT id, clip_id, text_id, head_id, relation, tail_id, start, "end", clarity FROM facts WHERE clip_id IN ({ready}) ORDER BY id',
            params,
        )
        return [FactRecord(*r) for r in rows]

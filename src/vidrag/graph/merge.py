"""Entity merging across clips and videos (Vgent 3.1): one prototype per real-world entity.

A newly extracted entity joins the stored entity whose description embedding is most similar,
when that cosine similarity is >= tau; otherwise it becomes a new prototype. When descriptions
are bare names (the lightweight extractor), similar embeddings do not make one entity
("Isaac Newton" and "Albert Einstein" are close in embedding space), so a merge also needs a
shared word ("Einstein" joins "Albert Einstein"). The similarities
of a clip's entities against every prototype are one matrix product; only the clip's own new
entities (tens) are compared among themselves one at a time.
"""

from __future__ import annotations

import numpy as np

from vidrag.embedding import Embedder
from vidrag.graph.base import ClipKnowledge, EntityMention
from vidrag.store.base import ClipGraphRows, EntityRef, FactRow, MentionRow, NewEntity, GraphWriter


class EntityResolver:
    """Maps each clip's entity mentions onto the index's entities, merging by similarity."""

    def __init__(self, store: GraphWriter, threshold: float, *, names_only: bool):
        self.store = store
        self.threshold = threshold
        self.names_only = names_only
        self._ids, self._matrix = np.zeros(0, np.int64), np.zeros((0, 0), np.float32)
        self._words: dict[int, set[str]] = {}
        self.catch_up()

    def catch_up(self) -> None:
        """Take in the entities stored since the last call, this writer's own and any other's
        (call under ``store.entity_lock()``, before :meth:`resolve`)."""
        last = int(self._ids.max()) if self._ids.size else 0
        ids, matrix = self.store.entity_vectors(after=last)
        if not ids.size:
            return
        if self.names_only:
            self._words.update({e.id: _words(e.description) for e in self.store.entities(after=last)})
        self._ids = np.concatenate([self._ids, ids])
        self._matrix = matrix if self._matrix.size == 0 else np.vstack([self._matrix, matrix])

    def resolve(self, knowledge: ClipKnowledge, vectors: np.ndarray) -> ClipGraphRows:
        """The clip's knowledge as store rows, for ``put_clip``.

        ``vectors`` embeds :func:`descriptions` of ``knowledge``, one row each (see :func:`embed_descriptions`).
        """
        by_description: dict[str, EntityRef] = {}
        distinct = descriptions(knowledge)
        if len(vectors) != len(distinct):
            raise ValueError("one vector per entity description is required")
        new_entities: list[NewEntity] = []
        if distinct:
            stored_scores = vectors @ self._matrix.T if self._matrix.size else np.zeros((len(vectors), 0), np.float32)
            new_matrix = np.zeros((0, vectors.shape[1]), np.float32)
            first_mention: dict[str, EntityMention] = {}
            for m in knowledge.entities:
                first_mention.setdefault(m.description, m)
            for description, vector, scores in zip(distinct, vectors, stored_scores, strict=True):
                best_id, best_score = self._best(description, scores, self._ids, lambda i: self._words[int(i)])
                new_id, new_score = self._best(
                    description,
                    new_matrix @ vector,
                    np.arange(len(new_entities)),
                    lambda i: _words(new_entities[i].description),
                )
                if new_id is not None and new_score >= best_score:
                    by_description[description] = new_entities[int(new_id)]
                elif best_id is not None:
                    by_description[description] = int(best_id)
                else:
                    mention = first_mention[description]
                    entity = NewEntity(mention.name, mention.kind, description, vector)
                    new_entities.append(entity)
                    new_matrix = np.vstack([new_matrix, vector[None, :]])
                    by_description[description] = entity
        by_name = {m.name: by_description[m.description] for m in knowledge.entities}
        mentions: dict[tuple, MentionRow] = {}
        for m in knowledge.entities:  # one row per (entity, unit, spelling)
            ref = by_description[m.description]
            mentions.setdefault((_key(ref), m.unit, m.name), MentionRow(ref, m.unit, m.name))
        facts = [
            FactRow(by_name[f.head], f.relation, by_name[f.tail], f.clarity, f.unit)
            for f in knowledge.facts
            if f.head in by_name and f.tail in by_name and _key(by_name[f.head]) != _key(by_name[f.tail])
        ]
        return ClipGraphRows(new_entities, list(mentions.values()), facts)

    def _best(self, description: str, scores: np.ndarray, ids: np.ndarray, words) -> tuple[int | None, float]:
        """The most similar prototype at or above tau (and sharing a word, for names), if any."""
        above = np.flatnonzero(scores >= self.threshold)
        for position in above[np.argsort(-scores[above], kind="stable")]:
            if not self.names_only or _words(description) & words(ids[position]):
                return int(ids[position]), float(scores[position])
        return None, -np.inf


def descriptions(knowledge: ClipKnowledge) -> list[str]:
    """The clip's distinct entity descriptions, in first-mention order: what merging compares."""
    return list(dict.fromkeys(m.description for m in knowledge.entities))


def embed_descriptions(embedder: Embedder, knowledge: ClipKnowledge) -> np.ndarray:
    """The vectors :meth:`EntityResolver.resolve` needs; pure, so a Ray worker can compute them."""
    return embedder.embed(descriptions(knowledge))


def _key(ref: EntityRef) -> tuple[str, int]:
    return ("stored", ref) if isinstance(ref, int) else ("new", id(ref))


def _words(name: str) -> set[str]:
    return {w for w in name.lower().replace("-", " ").split() if len(w) > 1}

"""MG2-RAG's multi-granularity graph over a video index (MG2-RAG 3.1), with PPR propagation (3.2).

Nodes are chunks (a clip's text), images (a frame whose on-screen text was read) and entities
(MG2's unified multimodal nodes). Sentences (speech and subtitle units) and OCR lines are
pivots, not nodes: incidence matrices map them onto the entities they mention, so a query's
similarity to sentences and lines can be pooled onto entities (eq. 2) before propagation.
Boilerplate texts (repeated on most clips of a video, :mod:`vidrag.graph.boilerplate`) are no
pivots, so a slide counter or a running clock seeds no chunk, image or entity.
Edges:
- contextual: chunk - image, chunk - entity (provenance);
- semantic: entity - entity when a fact relates them, weighted by the fact's confidence;
- grounding: image - entity when a line read from that image mentions the entity.
Without a visual encoder an image node is scored through its OCR lines (``line_images``).
Both are views of an :class:`IndexSnapshot`, as are the pivots' stored embeddings (:class:`PivotVectors`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np
import scipy.sparse as sp

from vidrag.graph.ppr import Transition, personalized_pagerank
from vidrag.graph.snapshot import IndexSnapshot
from vidrag.graph.sparse import incidence
from vidrag.graph.temporal_facts import TemporalFacts


@dataclass
class MultiGranularityGraph:
    chunk_ids: np.ndarray  # clip ids, node positions [0, n_chunks)
    images: list[tuple[int, float]]  # (clip id, time) per image node, after the chunks
    entity_ids: np.ndarray  # entity ids, the last block of nodes
    adjacency: sp.csr_matrix  # symmetric, all nodes
    sentence_text_ids: np.ndarray
    sentence_incidence: sp.csr_matrix  # sentences x entities (M_SMI)
    line_text_ids: np.ndarray
    line_incidence: sp.csr_matrix  # OCR lines x entities
    line_images: sp.csr_matrix  # OCR lines x images: the frame each line was read from
    sentence_chunks: np.ndarray  # the chunk (node position) of each sentence pivot
    line_chunks: np.ndarray  # the chunk of each OCR-line pivot
    chunk_videos: np.ndarray  # the video id of each chunk node
    image_videos: np.ndarray  # the video id of each image node
    edge_counts: dict[str, int]

    @property
    def n_chunks(self) -> int:
        return len(self.chunk_ids)

    @property
    def n_images(self) -> int:
        return len(self.images)

    @property
    def n_entities(self) -> int:
        return len(self.entity_ids)

    @classmethod
    def of(cls, snapshot: IndexSnapshot) -> MultiGranularityGraph:
        chunk_ids, entity_ids, chunk_entity = snapshot.clip_incidence
        chunk_pos = {int(c): i for i, c in enumerate(chunk_ids)}
        entity_pos = {int(e): i for i, e in enumerate(entity_ids)}
        texts = sorted((t for t in snapshot.texts.values() if t.id not in snapshot.boilerplate), key=lambda t: t.id)
        lines = [t for t in texts if t.source == "ocr"]
        sentences = [t for t in texts if t.source != "ocr"]
        image_keys = sorted({(t.clip_id, t.start) for t in lines}, key=lambda k: (chunk_pos[k[0]], k[1]))
        image_pos = {k: i for i, k in enumerate(image_keys)}
        line_pos = {t.id: i for i, t in enumerate(lines)}
        sentence_pos = {t.id: i for i, t in enumerate(sentences)}
        n_c, n_i, n_e = len(chunk_ids), len(image_keys), len(entity_ids)

        line_images = incidence({(line_pos[t.id], image_pos[(t.clip_id, t.start)]) for t in lines}, (len(lines), n_i))
        sentence_pairs, line_pairs, grounding = set(), set(), set()
        for m in snapshot.mentions:
            if m.text_id is None or m.text_id not in snapshot.texts:  # (boilerplate texts have no mentions)
                continue
            e = entity_pos[m.entity_id]
            if m.text_id in line_pos:
                text = snapshot.texts[m.text_id]
                line_pairs.add((line_pos[m.text_id], e))
                grounding.add((image_pos[(text.clip_id, text.start)], e))
            else:
                sentence_pairs.add((sentence_pos[m.text_id], e))
        semantic: dict[tuple[int, int], float] = {}
        for f in snapshot.view(TemporalFacts).facts:
            a, b = sorted((entity_pos[f.head_id], entity_pos[f.tail_id]))
            semantic[(a, b)] = max(semantic.get((a, b), 0.0), f.confidence)

        chunk_image = incidence({(chunk_pos[c], image_pos[(c, t)]) for c, t in image_keys}, (n_c, n_i))
        image_entity = incidence(grounding, (n_i, n_e))
        entity_entity = incidence(semantic, (n_e, n_e))
        zero = sp.csr_matrix
        upper = sp.bmat(
            [
                [zero((n_c, n_c)), chunk_image, chunk_entity],
                [zero((n_i, n_c)), zero((n_i, n_i)), image_entity],
                [zero((n_e, n_c)), zero((n_e, n_i)), sp.triu(entity_entity, k=1)],
            ],
            format="csr",
        )
        adjacency = sp.csr_matrix(upper + upper.T)
        return cls(
            chunk_ids=chunk_ids,
            images=image_keys,
            entity_ids=entity_ids,
            adjacency=adjacency,
            sentence_text_ids=np.array([t.id for t in sentences], dtype=np.int64),
            sentence_incidence=incidence(sentence_pairs, (len(sentences), n_e)),
            line_text_ids=np.array([t.id for t in lines], dtype=np.int64),
            line_incidence=incidence(line_pairs, (len(lines), n_e)),
            line_images=line_images,
            sentence_chunks=np.array([chunk_pos[t.clip_id] for t in sentences], dtype=np.int64),
            line_chunks=np.array([chunk_pos[t.clip_id] for t in lines], dtype=np.int64),
            chunk_videos=np.array([snapshot.clips[int(c)].video_id for c in chunk_ids], dtype=np.int64),
            image_videos=np.array([snapshot.clips[c].video_id for c, _ in image_keys], dtype=np.int64),
            edge_counts={
                "contextual": int(chunk_image.nnz + chunk_entity.nnz),
                "semantic": int(sp.triu(entity_entity, k=1).nnz),
                "grounding": int(image_entity.nnz),
            },
        )

    @staticmethod
    def pool(incidence: sp.csr_matrix, pivot_scores: np.ndarray) -> np.ndarray:
        """MG2 eq. 2, one term: D^-1 M^T s, the mean score of the pivots mapped to each node."""
        degree = np.asarray(incidence.sum(axis=0)).ravel()
        summed = incidence.T @ np.asarray(pivot_scores, dtype=np.float64)
        return np.divide(summed, degree, out=np.zeros_like(summed), where=degree > 0)

    @cached_property
    def transition(self) -> Transition:
        return Transition.of(self.adjacency)

    def propagate(self, seeds: np.ndarray, *, alpha: float, tolerance: float, max_iterations: int) -> np.ndarray:
        """PPR relevance of every node (chunks first, then images, then entities)."""
        return personalized_pagerank(
            self.transition, seeds, alpha=alpha, tolerance=tolerance, max_iterations=max_iterations
        )


@dataclass(frozen=True)
class PivotVectors:
    """The stored embeddings of the graph's sentence and OCR-line pivots, read once per snapshot."""

    sentences: np.ndarray
    lines: np.ndarray

    @classmethod
    def of(cls, snapshot: IndexSnapshot) -> PivotVectors:
        mg = snapshot.view(MultiGranularityGraph)
        store = snapshot.store
        return cls(store.text_vectors(mg.sentence_text_ids.tolist()), store.text_vectors(mg.line_text_ids.tolist()))

"""MG2-RAG (its section 3.2): seed activation at every granularity, then Personalized PageRank.

The question's similarity to sentences (speech units) and OCR lines (dense, fused with their
lexical match: retrieval/hybrid.py), chunks (a clip's best text) and images (the mean of their
OCR lines) is computed; each level keeps its top-k seeds
(MG2's Task-MC setting); sentence and line scores are pooled onto entity nodes through the
incidence matrices (eq. 2); chunk and image scores are weighted by omega_C and omega_I and the
whole by lambda_t (eq. 3; there is no visual query without a visual encoder); PPR spreads the
seeds over the graph (eq. 4) and the chunks with the highest relevance are the evidence.
"""

from __future__ import annotations

import numpy as np

from vidrag.graph.multigranularity import MultiGranularityGraph, PivotVectors
from vidrag.graph.snapshot import IndexSnapshot
from vidrag.retrieval.base import Retrieval, ranked_evidence
from vidrag.retrieval.context import Strategy
from vidrag.retrieval.hybrid import HITS_PER_CLIP, fuse, match_lexically
from vidrag.retrieval.query import Query


def keep_top(scores: np.ndarray, k: int) -> np.ndarray:
    """``scores`` with all but the ``k`` highest positive entries set to zero."""
    kept = np.zeros_like(scores)
    if k <= 0 or not len(scores):
        return kept
    top = np.argsort(-scores, kind="stable")[:k]
    kept[top] = np.clip(scores[top], 0.0, None)
    return kept


class Mg2Retriever(Strategy):
    name = "mg2"

    def retrieve(self, query: Query) -> Retrieval:
        settings = self.settings
        p = settings.mg2
        videos = query.videos
        kg = self.ctx.graph()
        mg = kg.view(MultiGranularityGraph)
        # The hybrid ranking of the question's texts: whether anything is relevant, and the lexical
        # hits its units are scored with (the ones it searched, not searched again).
        ranked = self.ctx.clip_scores(query, query.texts, settings.top_k, rank_anyway=True)
        queries = query.vectors(query.texts)
        pivots = kg.view(PivotVectors)
        z_sentences, z_lines = pivots.sentences, pivots.lines
        lexical: dict[int, float] = {}  # text id -> best lexical score over the texts
        for text in query.texts:
            for hit in query.lexical(text, settings.top_k * HITS_PER_CLIP).result():
                lexical[hit.text_id] = max(lexical.get(hit.text_id, 0.0), hit.score)

        match = match_lexically(self.ctx.store, query.text, list(lexical), settings.hybrid)

        def similarity(z: np.ndarray, text_ids: np.ndarray) -> np.ndarray:
            """Each pivot's hybrid score: its best dense similarity fused with its lexical score."""
            if not z.size:
                return np.zeros(0)
            matched = np.zeros(len(text_ids))
            if lexical:
                hit = np.isin(text_ids, list(lexical))
                matched[hit] = [lexical[int(t)] for t in text_ids[hit]]
            fused = fuse(
                (z @ queries.T).max(axis=1), match.boosted(text_ids, matched, settings.hybrid), settings.hybrid
            )
            return fused + match.bonus(text_ids)

        s_sentences, s_lines = similarity(z_sentences, mg.sentence_text_ids), similarity(z_lines, mg.line_text_ids)
        s_chunks = np.full(mg.n_chunks, -1.0)  # a chunk's score: its best text's
        np.maximum.at(s_chunks, mg.sentence_chunks, s_sentences)
        np.maximum.at(s_chunks, mg.line_chunks, s_lines)
        s_images = MultiGranularityGraph.pool(mg.line_images, s_lines)
        s_entities = MultiGranularityGraph.pool(mg.sentence_incidence, keep_top(s_sentences, p.sentence_seeds))
        s_entities += MultiGranularityGraph.pool(mg.line_incidence, keep_top(s_lines, p.line_seeds))
        seeds = p.text_weight * np.concatenate([
            p.chunk_weight * keep_top(s_chunks, p.chunk_seeds),
            p.image_weight * keep_top(s_images, p.image_seeds),
            s_entities,
        ])  # fmt: skip
        if videos is not None:  # seeds and results only from the videos asked about
            seeds[: mg.n_chunks][~np.isin(mg.chunk_videos, list(videos))] = 0.0
            seeds[mg.n_chunks : mg.n_chunks + mg.n_images][~np.isin(mg.image_videos, list(videos))] = 0.0
        relevance = mg.propagate(seeds, alpha=p.alpha, tolerance=p.tolerance, max_iterations=p.max_iterations)
        chunk_relevance = relevance[: mg.n_chunks]
        scores = {
            int(mg.chunk_ids[i]): float(chunk_relevance[i])
            for i in np.flatnonzero(chunk_relevance > 0)
            if videos is None or mg.chunk_videos[i] in videos
        }
        if not ranked.relevant:
            scores = {}  # no unit reaches the threshold (retrieval/hybrid.py): nothing relevant, only named moments
        top = sorted(scores, key=lambda c: -scores[c])[: settings.top_k]
        focus = self.ctx.focus.apply(query, top)
        wanted = {*sorted(scores, key=lambda c: -scores[c])[: focus.top_k], *focus.pinned}
        evidence = ranked_evidence(
            self.ctx.store, scores, focus.top_k, pinned=focus.pinned, reasons={c: ["PPR relevance"] for c in scores},
            matched=self._unit_scores(mg, wanted, s_sentences, s_lines),
        )  # fmt: skip
        trace = {
            "seeds": self._describe_seeds(kg, mg, seeds),
            "graph": {"chunks": mg.n_chunks, "images": mg.n_images, "entities": mg.n_entities, **mg.edge_counts},
            "alpha": p.alpha,
            **focus.trace,
        }
        return self.finish(evidence, trace)

    @staticmethod
    def _unit_scores(
        mg: MultiGranularityGraph, clips: set[int], s_sentences: np.ndarray, s_lines: np.ndarray
    ) -> dict[int, dict[int, float]]:
        """The hybrid scores of the units of ``clips`` (clip id -> text id -> score): their moments."""
        out: dict[int, dict[int, float]] = {}
        for text_ids, chunks, s in (
            (mg.sentence_text_ids, mg.sentence_chunks, s_sentences),
            (mg.line_text_ids, mg.line_chunks, s_lines),
        ):
            clip_of = mg.chunk_ids[chunks]
            for i in np.flatnonzero(np.isin(clip_of, list(clips))):
                out.setdefault(int(clip_of[i]), {})[int(text_ids[i])] = float(s[i])
        return out

    @staticmethod
    def _describe_seeds(kg: IndexSnapshot, mg: MultiGranularityGraph, seeds: np.ndarray, limit: int = 12) -> list:
        described = []
        for i in np.argsort(-seeds, kind="stable")[:limit]:
            if seeds[i] <= 0:
                break
            if i < mg.n_chunks:
                clip = kg.clips[int(mg.chunk_ids[i])]
                label = f"chunk {kg.videos[clip.video_id].name} {clip.start:.0f}-{clip.end:.0f}s"
            elif i < mg.n_chunks + mg.n_images:
                clip_id, time = mg.images[i - mg.n_chunks]
                label = f"image {kg.videos[kg.clips[clip_id].video_id].name} {time:.0f}s"
            else:
                label = f"entity {kg.entities[int(mg.entity_ids[i - mg.n_chunks - mg.n_images])].name}"
            described.append([label, round(float(seeds[i]), 4)])
        return described

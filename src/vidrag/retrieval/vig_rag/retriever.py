"""ViG-RAG (its "Temporal-Semantic Dual-Level Retrieval"): candidates from the temporal knowledge
graph, hybrid semantic + temporal scoring, and an adaptive top-K by Gaussian mixtures.

- Query enhancement: the LLM names high- and low-level keywords (explicit semantics); the
  refined query is the question plus those keywords.
- Candidates: clips of entities within theta of a keyword, clips stating a fact similar to the
  refined query, and clips whose texts are (the dense baseline's candidates).
- Score = alpha * Text-F + (1 - alpha) * Temp-F (eq. 3). The paper's filters are LLM judgements;
  here they are continuous, so that eq. 4 has a score distribution to model: Text-F is the
  clip's best similarity (texts or facts) to the refined query; Temp-F is 1 for a moment the
  question points at (focus.py), else the temporal support of the clip's neighbours (the mean
  Text-F of the clips just before and after it).
- Adaptive top-K: the BIC-chosen mixture's top component (vig_rag/gmm.py).
- The answer also sees the keywords and the kept clips' facts with time and confidence (the
  implicit context field).
"""

from __future__ import annotations

import numpy as np

from vidrag.graph.temporal_facts import FactVectors, TemporalFacts
from vidrag.retrieval.base import Retrieval, clock, kept_evidence
from vidrag.retrieval.context import Strategy
from vidrag.retrieval.queries import grounded
from vidrag.retrieval.query import Query
from vidrag.retrieval.vig_rag.gmm import adaptive_top_k
from vidrag.retrieval.vig_rag.prompts import (
    KEYWORD_LEVELS_MAX_TOKENS,
    KEYWORD_LEVELS_PROMPT,
    KEYWORD_LEVELS_SCHEMA,
    KeywordLevelsReply,
)

# Facts of the kept clips shown to the answer as a note (the implicit context field), first ones first.
NOTE_FACTS = 12


class VigRagRetriever(Strategy):
    name = "vig-rag"

    def retrieve(self, query: Query) -> Retrieval:
        question, choices, videos = query.text, query.choices, query.videos
        settings = self.settings
        vig = settings.vig_rag
        steps = self.new_steps()
        levels = steps.json(
            "keywords", KEYWORD_LEVELS_PROMPT.format(question=question), KeywordLevelsReply,
            schema=KEYWORD_LEVELS_SCHEMA, max_tokens=KEYWORD_LEVELS_MAX_TOKENS,
        )  # fmt: skip
        if levels is not None:
            levels.low_level = grounded(levels.low_level, question, choices)
        keywords = [*levels.low_level, *levels.high_level] if levels else self.ctx.fallback_keywords(question)
        refined = " ".join([question, *keywords, *choices])
        kg = self.ctx.graph()

        ranked = self.ctx.clip_scores(query, [refined, question], settings.top_k * 2)
        text_f = dict(ranked.best)
        refined_vector = query.vectors([refined])[0]
        fact_hits = self._fact_scores(kg, refined_vector, settings.threshold, videos)
        for clip, score in fact_hits.items():
            text_f[clip] = max(text_f.get(clip, 0.0), score)
        entity_clips = self._entity_clips(kg, query, keywords, vig.entity_threshold)
        text_f.update(self._best_texts(sorted(entity_clips - text_f.keys()), refined_vector))

        focus = self.ctx.focus.apply(query, sorted(text_f, key=lambda c: -text_f[c])[: settings.top_k])
        temp_f = self._temporal(kg, text_f, focus.pinned)
        candidates = sorted(text_f)
        hybrid = np.array([vig.alpha * text_f[c] + (1 - vig.alpha) * temp_f[c] for c in candidates])
        selection = adaptive_top_k(hybrid, vig.max_components) if candidates else None
        kept: dict[int, float] = {}
        if selection is not None:
            chosen = [(c, float(h)) for c, h, keep in zip(candidates, hybrid, selection.keep, strict=True) if keep]
            kept = dict(sorted(chosen, key=lambda kv: -kv[1])[: vig.max_kept])
        reasons = {c: ["hybrid score kept by GMM"] for c in kept}
        evidence = kept_evidence(self.ctx.store, kept, focus.pinned, ranked.matched, reasons)

        facts = [f for f in kg.view(TemporalFacts).facts if f.clip_id in kept]
        notes = []
        if levels:
            notes.append(
                f"Keywords: high-level {', '.join(levels.high_level) or '-'}; low-level {', '.join(levels.low_level) or '-'}"
            )
        if facts:
            stated = "; ".join(
                f"{f.head} {f.relation} {f.tail} ({clock(f.start)}, p={f.confidence:.2f})" for f in facts[:NOTE_FACTS]
            )
            notes.append(f"Facts stated in these clips: {stated}")
        trace = {
            "keywords": levels.model_dump() if levels else None,
            "refined_query": refined,
            "candidates": {
                str(c): {"text_f": round(text_f[c], 4), "temp_f": round(temp_f[c], 4), "score": round(float(h), 4)}
                for c, h in zip(candidates, hybrid, strict=True)
            },
            "fact_matches": len(fact_hits),
            "entity_clips": len(entity_clips),
            "gmm": selection.trace() if selection else None,
            **focus.trace,
        }
        return self.finish(evidence, trace, steps, notes)

    def _fact_scores(self, kg, query: np.ndarray, threshold: float, videos: frozenset[int] | None) -> dict[int, float]:
        """Each clip's best fact similarity to the query (facts embedded once per graph state)."""
        facts = kg.view(TemporalFacts)
        if not facts.facts:
            return {}
        vectors = kg.cached(FactVectors, lambda: FactVectors.embed(facts, self.ctx.embedder))
        similarity = vectors.matrix @ query
        scores: dict[int, float] = {}
        for fact, score in zip(facts.facts, similarity, strict=True):
            if score >= threshold and (videos is None or fact.video_id in videos):
                scores[fact.clip_id] = max(scores.get(fact.clip_id, 0.0), float(score))
        return scores

    def _entity_clips(self, kg, query: Query, keywords: list[str], theta: float) -> set[int]:
        ids, matrix = kg.entity_vectors
        if not len(ids):
            return set()
        hit = ((query.vectors(keywords) @ matrix.T) > theta).any(axis=0)
        clips = {c for e in ids[hit] for c in kg.entity_clips.get(int(e), [])}
        return clips if query.videos is None else {c for c in clips if kg.clips[c].video_id in query.videos}

    def _best_texts(self, clips: list[int], query: np.ndarray) -> dict[int, float]:
        """Each clip's best text similarity to the query, with one read of the texts and vectors."""
        texts = self.ctx.store.texts_of_clips(clips)
        ids = [t.id for c in clips for t in texts[c]]
        similarity = dict(zip(ids, self.ctx.store.text_vectors(ids) @ query, strict=True)) if ids else {}
        return {c: max((float(similarity[t.id]) for t in texts[c]), default=0.0) for c in clips}

    @staticmethod
    def _temporal(kg, text_f: dict[int, float], pinned: dict[int, str]) -> dict[int, float]:
        """Temp-F: 1 at a moment the question points at, else the neighbours' mean Text-F."""
        order: dict[int, tuple[int | None, int | None]] = {}
        for video_id in {kg.clips[c].video_id for c in text_f if c in kg.clips}:
            clips = sorted((c for c in kg.clips.values() if c.video_id == video_id), key=lambda c: c.start)
            for i, c in enumerate(clips):
                order[c.id] = (clips[i - 1].id if i else None, clips[i + 1].id if i + 1 < len(clips) else None)
        temporal = {}
        for clip in text_f:
            if clip in pinned:
                temporal[clip] = 1.0
                continue
            temporal[clip] = float(
                np.mean([text_f.get(n, 0.0) if n is not None else 0.0 for n in order.get(clip, (None, None))])
            )
        return temporal

"""AdaVideoRAG (its sections 2.1 and 2.3): route each question by difficulty, then filter and
re-order the evidence.

- The LLM classifies the question as level 1, 2 or 3 with the paper's definitions, choosing
  the higher level when unsure (and level 3 when its reply is unusable).
- Level 1, no retrieval: clips sampled evenly across the video stand for the whole video.
- Level 2, naive retrieval with per-source rewriting: the question is rewritten for captions,
  speech and on-screen text, and each rewrite searches its own texts (captions exist only when
  a vision model is configured; the trace says when they are missing).
- Level 3, graph retrieval on top: entities and facts of the knowledge graph that match the
  caption rewrite add their clips.
- Levels 2 and 3: duplicates are merged and an LLM relevance filter drops irrelevant clips (a
  clip within ``ada.filter_spares_share`` of the best score is spared: a small filter errs). The
  evidence keeps its rank here (so evaluation can measure it) and reaches the model in time
  order, as every strategy's does (answer.py).
"""

from __future__ import annotations

import numpy as np

from vidrag.llm.steps import LLMSteps
from vidrag.retrieval.ada.prompts import (
    FILTER_CLIP_CHARS,
    FILTER_MAX_TOKENS,
    FILTER_PROMPT,
    LEVEL_MAX_TOKENS,
    LEVEL_PROMPT,
    LEVEL_SCHEMA,
    REWRITE_MAX_TOKENS,
    REWRITE_PROMPT,
    REWRITE_SCHEMA,
    FilterReply,
    LevelReply,
    RewriteReply,
    filter_schema,
)
from vidrag.retrieval.base import Evidence, Retrieval, clip_rows, load_evidence, ranked_evidence
from vidrag.retrieval.context import Strategy
from vidrag.retrieval.hybrid import ClipScores
from vidrag.retrieval.queries import SCREEN, SPEECH, format_question
from vidrag.retrieval.query import Query


class AdaRetriever(Strategy):
    name = "ada"

    def retrieve(self, query: Query) -> Retrieval:
        settings = self.settings
        steps = self.new_steps()
        question = query.text
        asked = format_question(question, query.choices)
        route = steps.json(
            "route", LEVEL_PROMPT.format(question=asked), LevelReply, schema=LEVEL_SCHEMA, max_tokens=LEVEL_MAX_TOKENS
        )
        level = route.level if route else 3
        trace: dict = {"level": level, "level_reason": route.reason if route else None}
        if level == 1:
            evidence = self._sampled(settings.ada.sampled_clips, query.videos)
            focus = self.ctx.focus.apply(query, [e.clip.id for e in evidence])
            if focus.pinned:  # a named moment is worth more than an even sample
                sampled = {e.clip.id: 0.0 for e in evidence}
                evidence = ranked_evidence(self.ctx.store, sampled, len(sampled), pinned=focus.pinned)
            trace.update(focus.trace)
        else:
            rewrite = steps.json(
                "rewrite",
                REWRITE_PROMPT.format(question=asked),
                RewriteReply,
                schema=REWRITE_SCHEMA,
                max_tokens=REWRITE_MAX_TOKENS,
            )
            rewrite = rewrite or RewriteReply(caption=question, asr=question, ocr=question)
            scores = self._per_source(query, rewrite)
            trace["rewrites"] = rewrite.model_dump()
            trace["caption"] = "no clip captions in this index (configure a vision model)"
            if level == 3:
                graph_clips = self._graph_clips(query, rewrite.caption or question)
                trace["graph_clips"] = len(graph_clips)
                for clip, score in graph_clips.items():
                    scores.best[clip] = max(scores.best.get(clip, 0.0), score)
            focus = self.ctx.focus.apply(query, list(scores.top(settings.top_k)))
            pool = ranked_evidence(
                self.ctx.store, scores.best, focus.top_k * 2, pinned=focus.pinned, matched=scores.matched,
                reasons={c: [f"level {level} retrieval"] for c in scores.best},
            )  # fmt: skip
            evidence = self._filter(steps, asked, pool, focus.pinned, trace) if settings.ada.relevance_filter else pool
            evidence = evidence[: focus.top_k + len(focus.pinned)]
            trace.update(focus.trace)
        return self.finish(evidence, trace, steps)

    def _sampled(self, count: int, videos: frozenset[int] | None) -> list[Evidence]:
        """Clips spread evenly over the (asked) ready videos: the "whole video" within a context budget."""
        ready = [v for v in self.ctx.store.videos() if v.status == "ready" and (videos is None or v.id in videos)]
        clips = [c for v in ready for c in self.ctx.store.clips(v.id)]
        if not clips:
            return []
        picks = sorted({int(i) for i in np.linspace(0, len(clips) - 1, num=min(count, len(clips)))})
        chosen = {clips[i].id: 0.0 for i in picks}
        return load_evidence(self.ctx.store, chosen, {}, {c: ["evenly sampled (level 1)"] for c in chosen})

    def _per_source(self, query: Query, rewrite: RewriteReply) -> ClipScores:
        settings = self.settings
        scores = ClipScores()
        for texts, sources in (
            ([query.text, rewrite.asr], SPEECH),
            ([query.text, rewrite.ocr, *query.choices], SCREEN),
        ):
            scores.update(self.ctx.clip_scores(query, texts, settings.top_k, sources=sources))
        return scores

    def _graph_clips(self, query: Query, caption: str) -> dict[int, float]:
        """Clips of entities whose descriptions match the caption rewrite (LightRAG-style, as the paper)."""
        kg = self.ctx.graph()
        ids, matrix = kg.entity_vectors
        if not len(ids):
            return {}
        similarity = matrix @ query.vectors([caption])[0]
        found: dict[int, float] = {}
        for entity, score in zip(ids, similarity, strict=True):
            if score >= self.ctx.settings.retrieval.vig_rag.entity_threshold:
                for clip in kg.entity_clips.get(int(entity), []):
                    if query.videos is not None and kg.clips[clip].video_id not in query.videos:
                        continue
                    found[clip] = max(found.get(clip, 0.0), float(score))
        return found

    def _filter(
        self, steps: LLMSteps, question: str, pool: list[Evidence], pinned: dict[int, str], trace: dict
    ) -> list[Evidence]:
        """AdaVideoRAG's LLM relevance filter; the pool stays whole when the reply is unusable, and
        a clip the ranking is sure of (``ada.filter_spares_share`` of the best score) is spared."""
        if len(pool) <= 1:
            return pool
        listing = "\n".join(f"{i}. {e.render()[:FILTER_CLIP_CHARS]}" for i, e in enumerate(pool, 1))
        reply = steps.json(
            "relevance filter", FILTER_PROMPT.format(question=question, clips=listing), FilterReply,
            schema=filter_schema(len(pool)), max_tokens=FILTER_MAX_TOKENS,
        )  # fmt: skip
        chosen = {n for n in (reply.relevant if reply else []) if 1 <= n <= len(pool)}
        if not chosen:
            if reply is not None:
                steps.fallback("relevance filter", "no clip judged relevant; kept the retrieved clips")
            return pool
        floor = self.settings.ada.filter_spares_share * max(e.score for e in pool)
        spared = {i for i, e in enumerate(pool, 1) if i not in chosen and e.score > 0 and e.score >= floor}
        if spared:
            trace["filter_spared"] = clip_rows([pool[i - 1] for i in sorted(spared)])
        return [e for i, e in enumerate(pool, 1) if i in chosen or i in spared or e.clip.id in pinned]

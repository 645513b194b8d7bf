"""Vgent (its sections 3.2-3.4): keyword-driven graph retrieval, then structured reasoning.

1. The LLM extracts keywords and task flags (figure 8).
2. Every merged entity whose description is within theta (0.5) of a keyword contributes all
   its clips (eq. 4); the clips are re-ranked by how well the keywords match what each clip
   holds (its entities and its transcript and on-screen lines: per keyword the best match,
   averaged over keywords), and the top N (20) go on.
3. Sub-questions (figure 9) are answered per clip; clips with no positive answer are dropped and
   at most r (5) are kept (eq. 5); the sub-answers are aggregated into a note for the answer.
Keywords that share no word with the question (a small model copying the prompt's example)
are dropped; without usable keywords, the question's noun phrases and named entities (spaCy)
are the keywords; without a matching entity the clips come from dense retrieval over the
question and keywords. Every fallback is recorded in the trace.
"""

from __future__ import annotations

import numpy as np

from vidrag.retrieval.base import Retrieval, clip_rows, kept_evidence, load_evidence
from vidrag.retrieval.context import Strategy
from vidrag.retrieval.temporal import TimeCue
from vidrag.retrieval.queries import grounded
from vidrag.retrieval.query import Query
from vidrag.retrieval.vgent.prompts import KEYWORD_MAX_TOKENS, KEYWORD_PROMPT, KEYWORD_SCHEMA, KeywordReply
from vidrag.retrieval.vgent.reasoning import aggregate, make_subqueries, refine, verify


class VgentRetriever(Strategy):
    name = "vgent"

    def retrieve(self, query: Query) -> Retrieval:
        question, choices = query.text, query.choices
        settings = self.settings
        vgent = settings.vgent
        steps = self.new_steps()
        flags = steps.json(
            "keywords", KEYWORD_PROMPT.format(question=question, candidates=", ".join(choices) or "none"),
            KeywordReply, schema=KEYWORD_SCHEMA, max_tokens=KEYWORD_MAX_TOKENS,
        )  # fmt: skip
        replied = grounded(flags.keywords, question, choices) if flags is not None else []
        if flags is not None and not replied:
            steps.fallback("keywords", f"keywords {flags.keywords} share no word with the question; reply ignored")
            flags = None
        keywords = replied if flags else self.ctx.fallback_keywords(question)
        if flags and flags.candidates_necessary and choices:
            keywords += [c for c in choices if c not in keywords]

        scores, matched_entities = self._graph_candidates(query, keywords, vgent.entity_threshold)
        if not scores:
            steps.fallback("graph retrieval", "no entity matches a keyword; dense retrieval over the keywords")
            scores = self.ctx.clip_scores(query, [question, *keywords], vgent.top_n).top(vgent.top_n)
        top = dict(sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[: vgent.top_n])
        extra = [TimeCue(flags.time)] if flags and flags.time in ("begin", "end") else []
        focus = self.ctx.focus.apply(query, list(top), extra)

        retrieved = load_evidence(self.ctx.store, top, {}, {cid: ["keyword match"] for cid in top})
        subqueries = make_subqueries(steps, question, choices, keywords)
        looker = self.ctx.vision if self.ctx.vision.verifies else None  # sub-questions see the frames too
        checks = verify(steps, subqueries, retrieved[: vgent.verify_clips], settings.max_context_chars // 2, looker)
        kept, verified = refine(checks, vgent.max_kept)
        if not verified:
            steps.fallback("refinement", "no clip answered a sub-question positively; kept the top clips")
        summary = aggregate(steps, question, choices, subqueries, kept)

        final = {c.evidence.clip.id: c.evidence.score for c in kept}
        reasons = {c.evidence.clip.id: ["keyword match", "verified" if c.positive else "unverified"] for c in kept}
        evidence = kept_evidence(self.ctx.store, final, focus.pinned, {}, reasons)
        notes = [f"Summary of checks on the clips: {summary}"] if summary else []
        trace = {
            "keywords": keywords,
            "flags": flags.model_dump(by_alias=True) if flags else None,
            "matched_entities": matched_entities,
            "retrieved": clip_rows(retrieved),
            "subqueries": subqueries,
            "checks": [{"clip": c.evidence.label, "answers": c.answers, "positive": c.positive} for c in checks],
            "summary": summary,
            **focus.trace,
        }
        return self.finish(evidence, trace, steps, notes)

    def _graph_candidates(self, query: Query, keywords: list[str], theta: float) -> tuple[dict[int, float], list[str]]:
        """Clips (of the videos asked about) of the entities matching any keyword, scored by eq. 4's re-ranking."""
        kg = self.ctx.graph()
        ids, matrix = kg.entity_vectors
        if not len(ids):
            return {}, []
        vectors = query.vectors(keywords)
        similarity = vectors @ matrix.T
        hit = (similarity > theta).any(axis=0)
        entities = [int(e) for e in ids[hit]]
        clips = sorted(
            {
                c
                for e in entities
                for c in kg.entity_clips.get(e, [])
                if query.videos is None or kg.clips[c].video_id in query.videos
            }
        )
        if not clips:
            return {}, []
        position = {int(e): i for i, e in enumerate(ids)}
        texts = self.ctx.store.texts_of_clips(clips)
        text_ids = [t.id for c in clips for t in texts[c]]
        text_vectors = dict(zip(text_ids, self.ctx.store.text_vectors(text_ids), strict=True)) if text_ids else {}
        scores = {}
        for clip in clips:
            items = [matrix[position[e]] for e in kg.clip_entities.get(clip, ()) if e in position]
            items += [text_vectors[t.id] for t in texts[clip]]
            per_keyword = (vectors @ np.vstack(items).T).max(axis=1)
            scores[clip] = float(per_keyword.mean())
        names = [kg.entities[e].name for e in entities]
        return scores, names

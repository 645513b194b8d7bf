"""Video-RAG (its sections 3.2-3.4): decouple the query into retrieval requests, retrieve each
auxiliary text database with its request plus the question, thresholded at t = 0.3.

The LLM turns the question into {ASR, DET, TYPE} (figure 8). Speech and subtitle texts are
searched with the question and the ASR request; on-screen (OCR) texts with the question and the
DET entities. DET/TYPE select location, counting and relation lines of the scene-graph text
when the index holds object detections (video_rag/detections.py: CLIP keyframes, t = 0.3);
without DET the detections stay out of the evidence, and without a detector the trace says so.
A reply that cannot be used falls back to the question alone for every database.
"""

from __future__ import annotations

from vidrag.retrieval.base import Retrieval, ranked_evidence
from vidrag.retrieval.context import Strategy
from vidrag.retrieval.hybrid import ClipScores
from vidrag.retrieval.queries import SCREEN, SPEECH, format_question
from vidrag.retrieval.query import Query
from vidrag.retrieval.video_rag.detections import det_hits, shape_detections
from vidrag.retrieval.video_rag.prompts import DECOUPLE_MAX_TOKENS, DECOUPLE_PROMPT, DECOUPLE_SCHEMA, DecoupleReply


class VideoRagRetriever(Strategy):
    name = "video-rag"

    def retrieve(self, query: Query) -> Retrieval:
        settings = self.settings
        steps = self.new_steps()
        request = steps.json(
            "decouple", DECOUPLE_PROMPT.format(question=format_question(query.text, query.choices)), DecoupleReply,
            schema=DECOUPLE_SCHEMA, max_tokens=DECOUPLE_MAX_TOKENS,
        ) or DecoupleReply.model_validate({})  # fmt: skip
        base = query.texts
        searches = {
            "speech": ([*base, request.asr or ""], SPEECH),
            "screen": ([*base, *request.det], SCREEN),
        }
        scores = ClipScores()
        for texts, sources in searches.values():
            scores.update(self.ctx.clip_scores(query, texts, settings.top_k, sources=sources))
        detections, det_trace = det_hits(self.ctx, query, request.det, settings.top_k)
        scores.update(detections)
        focus = self.ctx.focus.apply(query, list(scores.top(settings.top_k)))
        evidence = ranked_evidence(
            self.ctx.store, scores.best, focus.top_k, pinned=focus.pinned, matched=scores.matched,
            reasons={cid: ["matches a retrieval request"] for cid in scores.best},
        )  # fmt: skip
        shape_detections(evidence, detections, request.type)
        trace = {
            "requests": {"ASR": request.asr, "DET": request.det, "TYPE": request.type},
            "queries": {name: [t for t in texts if t] for name, (texts, _) in searches.items()},
            "threshold": settings.threshold,
            **focus.trace,
        }
        if det_trace:
            trace["det"] = {**det_trace, "clips": len(detections.best)}
        if request.det and not detections.best and self.ctx.settings.vision.detector.kind == "none":
            trace["det"] = "skipped: no object detections in this index (configure a detector, see docs/vision.md)"
        return self.finish(evidence, trace, steps)

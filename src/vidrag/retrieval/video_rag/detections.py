"""Video-RAG's DET/TYPE selection of the stored scene-graph texts.

- :func:`det_hits` finds the detections a DET request needs: with frame vectors, the keyframes of
  Video-RAG's CLIP selection (t = 0.3) and, per keyframe, the clip's detection nearest in time;
  without them, detection texts similar to the requests (the text threshold t).
- :func:`shape_detections` keeps in the evidence only those detections, cut to the kinds TYPE asks
  for (location, number, relation); with no DET request the detections are left out (eq. 11).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from typing import Any

from vidrag.errors import LLMError
from vidrag.records import Source
from vidrag.retrieval.base import Evidence
from vidrag.retrieval.context import StrategyContext
from vidrag.retrieval.hybrid import ClipScores
from vidrag.retrieval.query import Query
from vidrag.vision.frames import keyframes, request_frames
from vidrag.vision.scene_graph import select

log = logging.getLogger(__name__)

DET: frozenset[Source] = frozenset({"det"})


def det_hits(
    ctx: StrategyContext, query: Query, requests: Sequence[str], top_k: int
) -> tuple[ClipScores, dict[str, Any]]:
    """The detection texts a DET request selects, as clip scores, and what was done (for the trace)."""
    requests = [r for r in requests if r.strip()]
    scores = ClipScores()
    if not requests:
        return scores, {}
    vision = ctx.settings.vision
    embedder = ctx.vision.frame_embedder
    if embedder is not None:
        try:
            frames = request_frames(ctx.store, embedder, requests, query.videos)
        except LLMError as exc:
            log.warning("keyframe selection skipped: %s", exc)
            frames = {}
        if frames:
            chosen = keyframes(
                frames,
                threshold=vision.keyframe_threshold,
                beta=vision.keyframe_beta,
                base_frames=vision.keyframe_base_frames,
            )
            hits = [h for found in chosen.values() for h in found]
            texts = ctx.store.texts_of_clips(sorted({h.clip_id for h in hits}))
            for hit in hits:
                detections = [t for t in texts[hit.clip_id] if t.source == "det"]
                if detections:
                    nearest = min(detections, key=lambda t: abs(t.start - hit.time))
                    scores.add(hit.clip_id, nearest.id, hit.score)
            return scores, {
                "selection": "clip keyframes",
                "threshold": vision.keyframe_threshold,
                "keyframes": len(hits),
            }
    found = ctx.clip_scores(query, requests, top_k, sources=DET)
    return found, {"selection": "text similarity (no frame vectors)", "threshold": ctx.settings.retrieval.threshold}


def shape_detections(evidence: list[Evidence], chosen: ClipScores, types: Sequence[str]) -> None:
    """Keep only chosen detection texts, cut to the TYPE kinds; drop the rest (in place)."""
    for item in evidence:
        allowed = chosen.matched.get(item.clip.id, {})
        kept = []
        for text in item.texts:
            if text.source != "det":
                kept.append(text)
            elif text.id in allowed and (part := select(text.text, types)):
                kept.append(dataclasses.replace(text, text=part))
        item.texts = kept

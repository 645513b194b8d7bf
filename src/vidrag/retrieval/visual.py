"""Text-to-frame retrieval added to every strategy: :class:`WithFrames` runs a strategy, then adds
the clips whose frames match the question (AdaVideoRAG's visual retrieval: CLIP-style similarity
above 0.5, top K), after its own. Video-RAG's DET/TYPE selection is in video_rag/detections.py.
"""

from __future__ import annotations

import logging
from vidrag.errors import LLMError
from vidrag.retrieval.base import Retrieval, clip_rows, load_evidence
from vidrag.retrieval.context import StrategyStep
from vidrag.retrieval.query import Query
from vidrag.vision.frames import frame_clip_scores

log = logging.getLogger(__name__)


class WithFrames(StrategyStep):
    """A strategy whose evidence also gets the clips with matching frames (when frame vectors exist)."""

    def extend(self, retrieval: Retrieval, query: Query) -> Retrieval:
        embedder = self.ctx.vision.frame_embedder
        if embedder is None:
            return retrieval
        vision = self.ctx.settings.vision
        try:
            hits = frame_clip_scores(
                self.ctx.store,
                embedder,
                query.texts,
                threshold=vision.frame_threshold,
                clips_wanted=vision.frame_top_k,
                videos=query.videos,
            )
        except LLMError as exc:
            log.warning("frame retrieval skipped: %s", exc)
            retrieval.trace["frames"] = {"skipped": str(exc)}
            return retrieval
        held = {e.clip.id: e for e in retrieval.evidence}
        for clip, score in hits.items():
            if clip in held:
                held[clip].reasons.append(f"frames match (similarity {score:.2f})")
        added = {c: s for c, s in hits.items() if c not in held}
        retrieval.evidence.extend(
            load_evidence(
                self.ctx.store,
                added,
                {},
                {c: [f"frames match the question (similarity {s:.2f})"] for c, s in added.items()},
            )
        )
        retrieval.trace["frames"] = {
            "threshold": vision.frame_threshold,
            "clips": {str(c): round(s, 4) for c, s in hits.items()},
        }
        retrieval.trace["clips"] = clip_rows(retrieval.evidence)
        return retrieval

"""Video-RAG-style thresholded dense retrieval over speech, subtitle and on-screen texts.

Texts whose cosine similarity to the question (or to question + option, for multiple choice)
is at least ``threshold`` (Video-RAG: t = 0.3) vote for their clip with their best score; the
``top_k`` clips are kept. Clips at a moment the question names are added (see temporal.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from vidrag.config import RetrievalSettings
from vidrag.embedding import Embedder
from vidrag.retrieval.base import Retrieval, load_evidence
from vidrag.retrieval.temporal import time_mentions
from vidrag.store.base import Store

# Hits looked at per query vector before grouping by clip: several texts share a clip.
_HITS_PER_CLIP = 8


def _clock(seconds: float) -> str:
    return f"{int(seconds) // 60:02d}:{int(seconds) % 60:02d}"


class NaiveRetriever:
    name = "naive"

    def __init__(self, store: Store, embedder: Embedder, settings: RetrievalSettings):
        self.store = store
        self.embedder = embedder
        self.settings = settings

    def retrieve(self, question: str, choices: Sequence[str] | None = None) -> Retrieval:
        queries = [question, *(f"{question} {choice}" for choice in choices or ())]
        vectors = self.embedder.embed(queries)
        best: dict[int, float] = {}
        matched: dict[int, dict[int, float]] = {}
        limit = self.settings.top_k * _HITS_PER_CLIP
        for vector in vectors:
            for hit in self.store.search(vector, limit, self.settings.threshold):
                best[hit.clip_id] = max(best.get(hit.clip_id, -1.0), hit.score)
                texts = matched.setdefault(hit.clip_id, {})
                texts[hit.text_id] = max(texts.get(hit.text_id, -1.0), hit.score)
        kept = dict(sorted(best.items(), key=lambda kv: -kv[1])[: self.settings.top_k])
        reasons = {cid: ["similar text"] for cid in kept}

        moments = time_mentions(question)
        if moments:
            retrieved_videos = {c.video_id for c in self.store.clips_by_id(list(kept)).values()}
            anchored = self._clips_at(moments, retrieved_videos)
            for cid, seconds in anchored.items():
                kept.setdefault(cid, best.get(cid, self.settings.threshold))
                reasons.setdefault(cid, []).append(f"question names {_clock(seconds)}")
        evidence = load_evidence(self.store, kept, matched, reasons)
        trace = {
            "strategy": self.name,
            "queries": queries,
            "threshold": self.settings.threshold,
            "time_mentions": moments,
            "clips": [[e.video.name, e.clip.start, e.clip.end, round(e.score, 4)] for e in evidence],
        }
        return Retrieval(evidence, trace)

    def _clips_at(self, moments: list[float], video_ids: set[int]) -> dict[int, float]:
        """Clips covering each named moment, in the videos already retrieved (all if none)."""
        videos = [v for v in self.store.videos() if v.status == "ready"]
        if video_ids:
            videos = [v for v in videos if v.id in video_ids]
        found: dict[int, float] = {}
        for video in videos[: self.settings.top_k]:
            for clip in self.store.clips(video.id):
                for seconds in moments:
                    if clip.start <= seconds < clip.end or (seconds == clip.end == video.duration):
                        found.setdefault(clip.id, seconds)
        return found

"""Where in time a question looks: named moments and positions, handled the same by every strategy.

A question that names a moment ("at 1:05", "when the timer reaches forty seconds") or a position
("at the beginning", "at the end", "right after the demo", "before the break") pins the clips
there, whatever the similarity ranking says; "in what order" asks for more clips so the answer
can compare them (evidence is always shown in time order). These are plain English cues, not
rules for one benchmark.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from vidrag.config import RetrievalSettings
from vidrag.retrieval.hybrid import hybrid_clip_scores
from vidrag.retrieval.query import Query
from vidrag.retrieval.temporal import TimeCue, moments_named, time_cues
from vidrag.store.base import ClipRecord, StoreReader


def _clock(seconds: float) -> str:
    return f"{int(seconds) // 60:02d}:{int(seconds) % 60:02d}"


@dataclass
class Focus:
    """Clips the question's time references point at (with why), and how many clips to keep."""

    pinned: dict[int, str]
    top_k: int
    trace: dict[str, Any]


class TimeFocus:
    def __init__(self, store: StoreReader, settings: RetrievalSettings):
        self.store = store
        self.settings = settings
        self.top_k = settings.top_k

    def apply(self, query: Query, candidate_clips: list[int], extra: Sequence[TimeCue] = ()) -> Focus:
        """Pins for the question (and cues a strategy found, e.g. Vgent's time flag), looking in the
        videos it asks about, else the videos of ``candidate_clips``, else every ready video."""
        videos = query.videos
        moments = moments_named(query.text)
        cues = time_cues(query.text)
        cues += [c for c in extra if c not in cues]
        pinned: dict[int, str] = {}
        top_k = self.top_k
        if not moments and not cues:
            return Focus(pinned, top_k, {})
        timelines = self._timelines(candidate_clips, videos)
        for seconds in moments:
            for clips in timelines:
                for clip in clips:
                    if clip.start <= seconds < clip.end or seconds == clip.end == clips[-1].end:
                        pinned.setdefault(clip.id, f"question names {_clock(seconds)}")
        for cue in cues:
            if cue.kind == "begin":
                for clips in timelines:
                    pinned.setdefault(clips[0].id, "question asks about the beginning")
            elif cue.kind == "end":
                for clips in timelines:
                    pinned.setdefault(clips[-1].id, "question asks about the end")
            elif cue.kind in ("after", "before") and cue.anchor:
                self._pin_relative(query, cue, timelines, pinned)
            elif cue.kind == "order":
                top_k = self.top_k * 2  # an order question compares several moments
        trace = {
            "time_mentions": moments,
            "time_cues": [[c.kind, c.anchor] for c in cues],
            "pinned": {str(k): v for k, v in pinned.items()},
        }
        return Focus(pinned, top_k, trace)

    def _timelines(self, candidate_clips: list[int], videos: frozenset[int] | None) -> list[list[ClipRecord]]:
        """The clips of each video to look in."""
        wanted = videos or {c.video_id for c in self.store.clips_by_id(candidate_clips).values()}
        ready = [v for v in self.store.videos() if v.status == "ready" and (not wanted or v.id in wanted)]
        return [clips for v in ready[: self.top_k] if (clips := self.store.clips(v.id))]

    def _pin_relative(
        self, query: Query, cue: TimeCue, timelines: list[list[ClipRecord]], pinned: dict[int, str]
    ) -> None:
        """The clip whose unit best matches the anchor (hybrid ranking), and the clip right after (or before) it."""
        assert cue.anchor is not None
        s = self.settings
        ranked = hybrid_clip_scores(
            query, [cue.anchor], threshold=s.threshold, hybrid=s.hybrid, clips_wanted=self.top_k
        )
        if not ranked.relevant:
            return
        position = {c.id: (i, clips) for clips in timelines for i, c in enumerate(clips)}
        for _, clip_id, _ in ranked.units():
            if clip_id not in position:
                continue
            i, clips = position[clip_id]
            pinned.setdefault(clip_id, f"matches {cue.anchor!r}")
            neighbour = i + 1 if cue.kind == "after" else i - 1
            if 0 <= neighbour < len(clips):
                pinned.setdefault(clips[neighbour].id, f"{cue.kind} {cue.anchor!r}")
            return

"""Split a video's timeline into fixed-length clips, the unit of indexing, retrieval and citation."""

from __future__ import annotations

from vidrag.records import ClipSpan


def plan_clips(duration: float, clip_seconds: float, min_tail_seconds: float) -> list[ClipSpan]:
    """Cut ``[0, duration)`` into ``clip_seconds`` pieces; a tail shorter than ``min_tail_seconds``
    joins the previous clip so that no clip is too short to carry meaning."""
    if duration <= 0:
        return []
    starts: list[float] = []
    t = 0.0
    while t < duration:
        starts.append(t)
        t += clip_seconds
    if len(starts) > 1 and duration - starts[-1] < min_tail_seconds:
        starts.pop()
    ends = [*starts[1:], duration]
    return [ClipSpan(i, s, e) for i, (s, e) in enumerate(zip(starts, ends, strict=True))]

"""Citations: the moments that support an answer, to the second, with the clip they came from.

``start``/``end`` are the moment's times: where a player seeks (the CLI, the API and the web page
all seek to ``start``); ``clip_start``/``clip_end`` keep the retrieved clip around it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from vidrag.retrieval.base import Evidence, Moment, clock
from vidrag.store.base import ClipRecord


@dataclass
class Citation:
    video: str
    start: float
    end: float
    score: float
    snippets: list[str] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)
    video_sha256: str = ""  # which stored video: names need not be unique, hashes are
    clip_id: int | None = None
    clip_start: float | None = None
    clip_end: float | None = None

    @property
    def label(self) -> str:
        return f"[{self.video} {clock(self.start)}-{clock(self.end)}]"

    @property
    def clip_label(self) -> str:
        if self.clip_start is None or self.clip_end is None:
            return self.label
        return f"[{self.video} {clock(self.clip_start)}-{clock(self.clip_end)}]"


def cite_moments(
    moments: Sequence[Moment],
    clips: Mapping[int, ClipRecord],
    reasons: Mapping[int, list[str]],
    limit: int,
    *,
    in_time_order: bool = False,
) -> list[Citation]:
    """Citations of ``moments`` (best first, or in time order), one per unit, at most ``limit``;
    ``clips`` gives each moment's clip times, ``reasons`` why its clip was retrieved."""
    seen: set[tuple[int, int, float]] = set()
    kept: list[Moment] = []
    for moment in moments:
        if moment.place not in seen:
            seen.add(moment.place)
            kept.append(moment)
        if len(kept) == limit:
            break
    if in_time_order:
        kept.sort(key=lambda m: (m.video.name, m.start))
    cites = []
    for moment in kept:
        clip = clips.get(moment.clip_id)
        cites.append(
            Citation(
                moment.video.name,
                moment.start,
                moment.end,
                round(moment.score, 4),
                [moment.unit.text],
                list(reasons.get(moment.clip_id, [])),
                moment.video.sha256,
                moment.clip_id,
                clip.start if clip else None,
                clip.end if clip else None,
            )  # fmt: skip
        )
    return cites


def cite_clips(evidence: Sequence[Evidence], limit: int) -> list[Citation]:
    """Whole clips as citations, for evidence without any text unit (e.g. frames only)."""
    return [
        Citation(
            e.video.name,
            e.clip.start,
            e.clip.end,
            round(e.score, 4),
            [],
            e.reasons,
            e.video.sha256,
            e.clip.id,
            e.clip.start,
            e.clip.end,
        )  # fmt: skip
        for e in evidence[:limit]
    ]

"""Where in time a question looks: named moments and positions, handled the same by every strategy.

A question that names a moment ("at 1:05", "when the timer reaches forty seconds") or a position
("at the beginning", "at the end", "right after the demo", "before the break") pins the clips
there, whatever the similarity ranking says; "in what order" asks for more clips so the answer
can compare them (evidence is always shown in time order). These are plain English cues, not
rules for one benchmark.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from vidrag.config import RetrievalSettings
from vidrag.embedding import Embedder
from vidrag.retrieval.hybrid import hybrid_clip_scores
from vidrag.retrieval.temporal import moments_named
from vidrag.store.base import ClipRecord, StoreReader
from vidrag.text import mask_quoted

CueKind = Literal["begin", "end", "after", "before", "order"]

_BEGIN = re.compile(
    r"\b(?:at|in|near|towards?) the (?:very )?(?:beginning|start)\b|\b(?:beginning|start) of the video\b"
    r"|\bopening (?:scene|shot|seconds|minutes|words)\b|\bfirst (?:few )?(?:seconds|minutes|scene|shot)\b",
    re.IGNORECASE,
)
_END = re.compile(
    r"\b(?:at|in|near|towards?) the (?:very )?end\b|\bend of the video\b|\bending\b"
    r"|\b(?:last|final|closing) (?:few )?(?:seconds|minutes|scene|shot|words)\b",
    re.IGNORECASE,
)
# Wording that says which value to read, not where in the video: the one settled on after a
# correction or a change of mind. "in the end" is both "at last" and "at the end of the video" ("what
# was her highlight in the end"): it stays a position cue, whose moments give way to the question's
# when they state no option (answer/engine.py), and it also asks for the value stated last.
_SETTLED = re.compile(
    r"\bend(?:s|ed)? up\b|\beventually\b|\bultimately\b|\bat last\b|\bfinally\b"
    r"|\b(?:(?:after|once|when|as) (?:she|he|they|it) )?correct(?:s|ed|ing)? (?:herself|himself|themselves|itself|that|it)\b"
    r"|\b(?:(?:after|once|when|as) (?:she|he|they) )?chang(?:es|ed|ing) (?:her|his|their) minds?\b"
    r"|\bafter (?:the|her|his|their) (?:correction|change)\b",
    re.IGNORECASE,
)
_RELATIVE = re.compile(
    r"\b(?:right |immediately |just |shortly )?(?P<kind>after|before)\s+(?P<anchor>[^,?.;!]{3,})", re.IGNORECASE
)
_ORDER = re.compile(
    r"\b(?:in )?(?:what|which) order\b|\bsequence\b|\bchronological\b"
    r"|\b(?:comes?|came|happens?|happened|appears?|appeared|shown) (?:first|last)\b|\bthe other way (?:round|around)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class TimeCue:
    kind: CueKind
    anchor: str | None = None  # what "after"/"before" refers to


_IN_THE_END = re.compile(r"\bin the (?:very )?end\b", re.IGNORECASE)


def asks_settled_value(question: str) -> bool:
    """Whether the question asks for the value settled on ("once she corrects herself", "in the end")."""
    own = mask_quoted(question)
    return bool(_SETTLED.search(own) or _IN_THE_END.search(own))


def mask_settled(text: str) -> str:
    """``text`` with its settled-value wording blanked out, same length (offsets stay valid)."""
    return _SETTLED.sub(lambda m: " " * len(m.group()), text)


def what_is_asked(question: str) -> str:
    """The question without its settled-value wording: that wording names no moment, and matched as
    content it finds any change of mind in the video ("Actually, no, I'll go with a pale ale")
    instead of the thing asked about."""
    return " ".join(_IN_THE_END.sub(" ", mask_settled(question)).split())


def time_cues(question: str) -> list[TimeCue]:
    """The cues of ``question``'s own words; a quoted sentence is only ever an anchor, whole, and the
    wording that asks for a settled value is no cue ("after she corrects herself" is no moment)."""
    masked = mask_settled(mask_quoted(question))
    cues: list[TimeCue] = []
    if _BEGIN.search(masked):
        cues.append(TimeCue("begin"))
    if _END.search(masked):
        cues.append(TimeCue("end"))
    for match in _RELATIVE.finditer(masked):
        anchor = question[match.start("anchor") : match.end("anchor")]
        cues.append(TimeCue("after" if match.group("kind").lower() == "after" else "before", anchor.strip()))
    if _ORDER.search(masked):
        cues.append(TimeCue("order"))
    return cues


def anchors(texts: Sequence[str]) -> list[str]:
    """What the "after"/"before" cues of ``texts`` refer to, each once."""
    return list(dict.fromkeys(c.anchor for t in texts for c in time_cues(t) if c.anchor))


def _clock(seconds: float) -> str:
    return f"{int(seconds) // 60:02d}:{int(seconds) % 60:02d}"


@dataclass
class Focus:
    """Clips the question's time references point at (with why), and how many clips to keep."""

    pinned: dict[int, str]
    top_k: int
    trace: dict[str, Any]


class TimeFocus:
    def __init__(self, store: StoreReader, embedder: Embedder, settings: RetrievalSettings):
        self.store = store
        self.embedder = embedder
        self.settings = settings
        self.top_k = settings.top_k

    def apply(
        self,
        question: str,
        candidate_clips: list[int],
        extra: Sequence[TimeCue] = (),
        videos: frozenset[int] | None = None,
    ) -> Focus:
        """Pins for ``question`` (and cues a strategy found, e.g. Vgent's time flag), looking in
        ``videos``, else the videos of ``candidate_clips``, else every ready video."""
        moments = moments_named(question)
        cues = time_cues(question)
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
                self._pin_relative(cue, timelines, pinned, videos)
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
        self, cue: TimeCue, timelines: list[list[ClipRecord]], pinned: dict[int, str], videos: frozenset[int] | None
    ) -> None:
        """The clip whose unit best matches the anchor (hybrid ranking), and the clip right after (or before) it."""
        assert cue.anchor is not None
        s = self.settings
        ranked = hybrid_clip_scores(
            self.store, self.embedder, [cue.anchor], threshold=s.threshold, hybrid=s.hybrid, clips_wanted=self.top_k,
            videos=videos,
        )  # fmt: skip
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

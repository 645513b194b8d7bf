"""The Retriever seam and the evidence it returns: ranked clips with their texts."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from vidrag.instructions import instruction_flags
from vidrag.retrieval.query import Query
from vidrag.store.base import ClipRecord, StoreReader, TextRecord, VideoRecord


_SOURCE_LABEL = {"asr": "speech", "subtitle": "speech", "ocr": "on screen", "caption": "seen", "det": "objects"}


def clock(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60:02d}:{s % 60:02d}"


_UNTRUSTED_BRACKETS = str.maketrans({"<": "\u2039", ">": "\u203a"})  # < > become single guillemets


def quote_untrusted(text: str) -> str:
    """Text that came from a video (or a model reading it), made unable to forge prompt delimiters."""
    return text.translate(_UNTRUSTED_BRACKETS)


@dataclass
class Evidence:
    """One retrieved clip: where it is, why it was retrieved and everything said or shown in it."""

    video: VideoRecord
    clip: ClipRecord
    score: float
    texts: list[TextRecord]
    matched: dict[int, float] = field(default_factory=dict)  # text id -> similarity
    reasons: list[str] = field(default_factory=list)

    @property
    def label(self) -> str:
        return f"[{self.video.name} {clock(self.clip.start)}-{clock(self.clip.end)}]"

    def render(self) -> str:
        """The clip's header, then one line per moment; on-screen lines read together are joined.

        Text from the video is untrusted: angle brackets are replaced so it can never close or
        open the prompt's own delimiters (``<evidence>``, ``<notes>``) and pose as instructions,
        and a line that instructs the reader (vidrag/instructions.py) is left out.
        """
        lines = [self.label]
        previous: tuple[str, str] | None = None
        flags = instruction_flags([text.text for text in self.texts])
        for text in (t for t, flag in zip(self.texts, flags, strict=True) if not flag):
            head = (_SOURCE_LABEL[text.source], clock(text.start))
            if text.source == "ocr" and previous == head:
                lines[-1] += f" / {text.text}"
            else:
                lines.append(f"{head[0]} {head[1]}: {text.text}")
            previous = head
        return quote_untrusted("\n".join(lines))


@dataclass(frozen=True)
class Moment:
    """A time-stamped text unit inside a retrieved clip that matches the question: what a citation
    points at, to the second. ``before`` and ``after`` are the clip's units next to it, for context."""

    video: VideoRecord
    clip_id: int
    unit: TextRecord
    score: float
    before: TextRecord | None = None
    after: TextRecord | None = None

    @property
    def start(self) -> float:
        return self.unit.start

    @property
    def end(self) -> float:
        return self.unit.end

    @property
    def label(self) -> str:
        return f"[{self.video.name} {clock(self.start)}-{clock(self.end)}]"

    @property
    def place(self) -> tuple[int, int, float]:
        """Where the moment is read: one unit of one video from one second (the sentences of one
        speech segment share its unit)."""
        return self.video.id, self.unit.id, self.start


def moments_of(evidence: Sequence[Evidence], limit: int | None = None) -> list[Moment]:
    """The matched units of ``evidence`` as moments, best unit score first (ties: the clip ranked
    higher, then the earlier unit); each with its clip's unit before and after it."""
    found: list[tuple[float, int, float, Moment]] = []
    for rank, item in enumerate(evidence):
        texts = item.texts
        for i, text in enumerate(texts):
            if text.id not in item.matched:
                continue
            moment = Moment(
                item.video, item.clip.id, text, item.matched[text.id],
                texts[i - 1] if i > 0 else None, texts[i + 1] if i + 1 < len(texts) else None,
            )  # fmt: skip
            found.append((-moment.score, rank, text.start, moment))
    found.sort(key=lambda row: row[:3])
    moments = [row[3] for row in found]
    return moments[:limit] if limit is not None else moments


@dataclass
class Retrieval:
    evidence: list[Evidence]  # best first
    trace: dict[str, Any] = field(default_factory=dict)
    # What the strategy worked out for the answer besides clips (Vgent's aggregated sub-answers,
    # ViG-RAG's keywords and context); shown to the LLM as notes, never as evidence.
    notes: list[str] = field(default_factory=list)
    llm_calls: int = 0
    llm_tokens: int = 0
    # The best-matching units inside the evidence clips, best first (empty: derive with moments_of).
    moments: list[Moment] = field(default_factory=list)
    # False when the evidence is only the nearest of what the videos hold (no unit reached the
    # relevance threshold): a ranking for retrieval-only use, and an answer that abstains.
    relevant: bool = True


@runtime_checkable
class Retriever(Protocol):
    name: str

    def retrieve(self, query: Query) -> Retrieval:
        """Clips for the question, best first, from the videos it asks about (``query.videos``)."""
        ...


def load_evidence(
    store: StoreReader,
    scored: dict[int, float],
    matched: dict[int, dict[int, float]],
    reasons: dict[int, list[str]],
) -> list[Evidence]:
    """Turn clip ids with scores into Evidence, best score first."""
    clips = store.clips_by_id(list(scored))
    texts = store.texts_of_clips(list(scored))
    videos = {v.id: v for v in store.videos()}
    ranked = sorted(scored, key=lambda cid: (-scored[cid], cid))
    return [
        Evidence(
            video=videos[clips[cid].video_id],
            clip=clips[cid],
            score=scored[cid],
            texts=texts.get(cid, []),
            matched=matched.get(cid, {}),
            reasons=reasons.get(cid, []),
        )
        for cid in ranked
        if cid in clips
    ]


def ranked_evidence(
    store: StoreReader,
    scores: dict[int, float],
    top_k: int,
    *,
    pinned: dict[int, str] | None = None,
    matched: dict[int, dict[int, float]] | None = None,
    reasons: dict[int, list[str]] | None = None,
) -> list[Evidence]:
    """The ``top_k`` best clips, plus every pinned clip (a moment the question names) on top."""
    pinned = pinned or {}
    reasons = {cid: list(r) for cid, r in (reasons or {}).items()}
    ranked = sorted((cid for cid in scores if cid not in pinned), key=lambda cid: (-scores[cid], cid))
    kept = {cid: scores[cid] for cid in ranked[: max(top_k - len(pinned), 0)]}
    pin(kept, reasons, pinned, max(scores.values(), default=0.0), scores)
    return load_evidence(store, kept, matched or {}, reasons)


def kept_evidence(
    store: StoreReader,
    kept: dict[int, float],
    pinned: dict[int, str],
    matched: dict[int, dict[int, float]],
    reasons: dict[int, list[str]],
) -> list[Evidence]:
    """The clips a strategy kept, plus every pinned clip on top (scored at least the best kept)."""
    pin(kept, reasons, pinned, max(kept.values(), default=0.0))
    return load_evidence(store, kept, matched, reasons)


# How far a pinned clip's own match lifts it above the others pinned: enough to order them (the end of the
# video whose words match best first, among the ends of three), too little to show in a trace's score.
_PINNED_ORDER = 1e-6


def pin(
    kept: dict[int, float],
    reasons: dict[int, list[str]],
    pinned: dict[int, str],
    ceiling: float,
    scores: dict[int, float] | None = None,
) -> None:
    """Put each pinned clip in ``kept`` scored at least ``ceiling`` (the top), saying why; among
    themselves, pinned clips keep the order of their own match (``scores``, else ``kept``)."""
    own = scores if scores is not None else dict(kept)
    for cid, why in pinned.items():
        kept[cid] = max(kept.get(cid, 0.0), ceiling + _PINNED_ORDER * own.get(cid, 0.0))
        reasons.setdefault(cid, []).append(why)


def clip_rows(evidence: Sequence[Evidence]) -> list[list[Any]]:
    """Evidence as trace rows: [video, start, end, score]."""
    return [[e.video.name, e.clip.start, e.clip.end, round(e.score, 4)] for e in evidence]


# Moments listed in a trace: enough for a reader (and the eval's top-moment figures).
TRACE_MOMENTS = 5


def moment_rows(moments: Sequence[Moment]) -> list[list[Any]]:
    """The first moments as trace rows: [video, start, end, score]."""
    return [[m.video.name, m.start, m.end, round(m.score, 4)] for m in moments[:TRACE_MOMENTS]]

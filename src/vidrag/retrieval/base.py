"""The Retriever seam and the evidence it returns: ranked clips with their texts."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from vidrag.store.base import ClipRecord, Store, TextRecord, VideoRecord


@dataclass
class Evidence:
    """One retrieved clip: where it is, why it was retrieved and everything said or shown in it."""

    video: VideoRecord
    clip: ClipRecord
    score: float
    texts: list[TextRecord]
    matched: dict[int, float] = field(default_factory=dict)  # text id -> similarity
    reasons: list[str] = field(default_factory=list)


@dataclass
class Retrieval:
    evidence: list[Evidence]  # best first
    trace: dict[str, Any] = field(default_factory=dict)


@runtime_checkable
class Retriever(Protocol):
    name: str

    def retrieve(self, question: str, choices: Sequence[str] | None = None) -> Retrieval: ...


def load_evidence(
    store: Store,
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

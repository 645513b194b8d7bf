"""The Extractor seam: turns one clip's media into timed text units."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

from vidrag.media.decode import ClipMedia
from vidrag.media.probe import VideoInfo

Source = Literal["asr", "subtitle", "ocr"]


@dataclass(frozen=True)
class TextUnit:
    """A piece of text found in a clip, with the time range it covers in the video."""

    source: Source
    start: float
    end: float
    text: str


@runtime_checkable
class Extractor(Protocol):
    """Produces text units for each clip of a video.

    ``key`` names the extractor and every setting that changes its output; per-clip results are
    cached under it, so re-indexing with the same key skips the work.
    """

    key: str
    needs_frames: bool
    needs_audio: bool

    def prepare(self, video: VideoInfo) -> bool:
        """Get ready for a new video; return False when this extractor has nothing to do for it."""
        ...

    def extract(self, media: ClipMedia) -> list[TextUnit]: ...


def starts_inside(start: float, end: float, clip_start: float, clip_end: float) -> bool:
    """Whether a timed unit belongs to a clip: its midpoint lies in ``[clip_start, clip_end)``."""
    mid = (start + end) / 2
    return clip_start <= mid < clip_end

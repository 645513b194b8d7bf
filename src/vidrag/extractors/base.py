"""The Extractor seam: turns one clip's media into timed text units."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from vidrag.media.decode import ClipMedia
from vidrag.media.probe import VideoInfo
from vidrag.records import ClipSpan, TextUnit


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


def kind_of(key: str) -> str:
    """The kind of extractor an extractor key names ("asr" of "asr:whisper-base:..."), whatever its version."""
    return key.split(":")[0]


@runtime_checkable
class ContextualExtractor(Extractor, Protocol):
    """An extractor that also reads what the extractors before it found in the clip (a captioner
    given the clip's speech, as Vgent's captions are made from frames plus subtitles)."""

    def extract_after(self, media: ClipMedia, earlier: list[TextUnit]) -> list[TextUnit]: ...


@runtime_checkable
class StreamingExtractor(Extractor, Protocol):
    """An extractor that works a stretch of several clips at a time (speech across clip borders), ahead of the
    clip it is asked for; told which clips a run will ask for, it reads no further than they need."""

    def expect(self, spans: Sequence[ClipSpan]) -> None:
        """The clips this run will ask for, in order; none: the run is over (stop reading ahead)."""
        ...


def run_extractor(extractor: Extractor, media: ClipMedia, earlier: list[TextUnit]) -> list[TextUnit]:
    """One extractor's units for a clip; ``earlier`` holds the units of the extractors run before it."""
    if isinstance(extractor, ContextualExtractor):
        return extractor.extract_after(media, list(earlier))
    return extractor.extract(media)


def starts_inside(start: float, end: float, clip_start: float, clip_end: float) -> bool:
    """Whether a timed unit belongs to a clip: its midpoint lies in ``[clip_start, clip_end)``."""
    mid = (start + end) / 2
    return clip_start <= mid < clip_end

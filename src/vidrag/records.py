"""The records every layer passes along: a clip's place in its video and the timed texts found in it.

They sit at the bottom so that the store, retrieval and answers can name them without importing
the media decoding or the extractors that produce them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# caption: a vision LLM's clip description; det: a keyframe's object scene graph (vidrag.vision).
Source = Literal["asr", "subtitle", "ocr", "caption", "det"]
# The sources that are said (speech and its subtitles), not shown or seen.
SPEECH_SOURCES: tuple[Source, ...] = ("asr", "subtitle")


@dataclass(frozen=True)
class TextUnit:
    """A piece of text found in a clip, with the time range it covers in the video."""

    source: Source
    start: float
    end: float
    text: str


@dataclass(frozen=True)
class ClipSpan:
    """A clip of a video: its position in the video's clips and its time range (seconds)."""

    index: int
    start: float
    end: float

    @property
    def duration(self) -> float:
        return self.end - self.start

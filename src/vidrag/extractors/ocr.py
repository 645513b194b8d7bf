"""On-screen text with RapidOCR, run only on frames whose content changed.

The first sampled frame of every clip is always read, so each clip carries its own on-screen
text; after that a frame is read only when enough of its thumbnail changed. A line seen on
consecutive read frames becomes one unit spanning them.

A detected line is cut where the recognizer saw two words far apart but wrote no space between
them: at low resolution it drops small separators ("by Karl Marx & Friedrich Engels" in a
320x180 frame reads "Karl MarxFriedrich Engels"), and the two sides become one false name.
"""

from __future__ import annotations

import logging
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

import cv2
import numpy as np

from vidrag.config import OcrSettings
from vidrag.extractors.base import TextUnit
from vidrag.media.decode import ClipMedia, Frame
from vidrag.media.probe import VideoInfo

log = logging.getLogger(__name__)

_THUMB = (160, 90)
_PIXEL_DELTA = 25  # grey levels; below this a pixel counts as unchanged (codec noise)


def _thumbnail(image: np.ndarray) -> np.ndarray:
    grey = cv2.cvtColor(image, cv2.COLOR_RGB2GRAY)
    return cv2.resize(grey, _THUMB, interpolation=cv2.INTER_AREA).astype(np.int16)


def changed_frames(frames: list[Frame], change_fraction: float) -> list[Frame]:
    """The frames worth reading: the first, then each that differs enough from the last kept."""
    kept: list[Frame] = []
    last: np.ndarray | None = None
    for frame in frames:
        thumb = _thumbnail(frame.image)
        if last is None or np.mean(np.abs(thumb - last) > _PIXEL_DELTA) >= change_fraction:
            kept.append(frame)
            last = thumb
    return kept


@dataclass
class _OpenLine:
    text: str
    start: float


def _normalise(text: str) -> str:
    return " ".join(text.casefold().split())


# A gap between two recognised words, in line heights, above which a missing space means a lost
# separator. Measured on RapidOCR's word boxes (rendered slides, the videogrep manifesto): spaces
# span 0.1-0.6, a dropped "&" 0.9-1.0, a wide letter the recogniser split off ("m|useum") 0.45.
UNSPACED_GAP = 0.75


@dataclass(frozen=True)
class Word:
    """A word RapidOCR recognised in a line: its horizontal extent, and the line's height."""

    text: str
    left: float
    right: float
    height: float


def split_unspaced(text: str, words: Sequence[Word]) -> list[str]:
    """``text`` cut wherever two of its recognised ``words`` lie far apart with no space between them.

    RapidOCR's recogniser ends a word at a space or at a run of columns it read nothing in
    (``return_word_box``); a wide run with no space written is a separator it lost.
    Lines with wide (CJK) characters are kept whole: there every character is its own word.
    """
    if not words or any(unicodedata.east_asian_width(ch) in "WF" for ch in text):
        return [text]
    cuts: list[int] = []
    position, previous = 0, None
    for word in words:
        start = text.find(word.text, position)
        if start < 0:  # the words do not spell the text: keep it as read
            return [text]
        if previous is not None and start == position and word.left - previous.right >= UNSPACED_GAP * word.height:
            cuts.append(start)
        position, previous = start + len(word.text), word
    pieces = (text[a:b].strip() for a, b in zip([0, *cuts], [*cuts, len(text)], strict=True))
    return [piece for piece in pieces if piece]


def _words(line_words: object) -> list[Word]:
    """RapidOCR's (text, score, box) results for the words of one horizontal line, as :class:`Word` s."""
    if not isinstance(line_words, (list, tuple)):
        return []
    found = [(w[0], np.asarray(w[2], dtype=np.float64)) for w in line_words if isinstance(w, (list, tuple)) and len(w) == 3]
    if not found or any(box.shape != (4, 2) for _, box in found):
        return []
    top = min(box[:, 1].min() for _, box in found)
    height = max(box[:, 1].max() for _, box in found) - top
    left, right = min(box[:, 0].min() for _, box in found), max(box[:, 0].max() for _, box in found)
    if height <= 0 or height > right - left:  # a vertical line: its boxes run down, not across
        return []
    return [Word(text, box[:, 0].min(), box[:, 0].max(), height) for text, box in found]


class RapidOcr:
    needs_frames = True
    needs_audio = False

    def __init__(self, settings: OcrSettings):
        self.settings = settings
        self.key = f"ocr:rapidocr:change={settings.change_fraction}:conf={settings.min_confidence}:split-unspaced"

    @cached_property
    def _engine(self):  # rapidocr.RapidOCR, imported lazily: it loads three ONNX models
        from rapidocr import RapidOCR

        params: dict[str, object] = {"Global.log_level": "warning"}
        if self.settings.threads:
            params["EngineConfig.onnxruntime.intra_op_num_threads"] = self.settings.threads
        return RapidOCR(params=params)

    def prepare(self, video: VideoInfo) -> bool:
        return True

    def read(self, image: np.ndarray) -> list[str]:
        """The lines read in ``image`` (RGB), in reading order, each cut by :func:`split_unspaced`."""
        result = self._engine(np.ascontiguousarray(image[:, :, ::-1]), return_word_box=True)  # RapidOCR expects BGR
        if result.txts is None:
            return []
        # One (word, score, box) sequence per line; anything else (RapidOCR leaves them out when
        # it cannot place a line's words) means no words to cut at.
        words = result.word_results if len(result.word_results) == len(result.txts) else [()] * len(result.txts)
        return [
            piece
            for text, score, line_words in zip(result.txts, result.scores, words, strict=True)
            if text.strip() and score >= self.settings.min_confidence
            for piece in split_unspaced(text.strip(), _words(line_words))
        ]

    def extract(self, media: ClipMedia) -> list[TextUnit]:
        units: list[TextUnit] = []
        open_lines: dict[str, _OpenLine] = {}
        for frame in changed_frames(media.frames, self.settings.change_fraction):
            seen = {_normalise(t): t for t in self.read(frame.image)}
            for key in [k for k in open_lines if k not in seen]:
                line = open_lines.pop(key)
                units.append(TextUnit("ocr", line.start, frame.time, line.text))
            for key, text in seen.items():
                open_lines.setdefault(key, _OpenLine(text, frame.time))
        units.extend(TextUnit("ocr", line.start, media.span.end, line.text) for line in open_lines.values())
        return sorted(units, key=lambda u: u.start)  # stable: lines keep their reading order

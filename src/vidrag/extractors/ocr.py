"""On-screen text with RapidOCR, run only on frames whose content changed.

The first sampled frame of every clip is always read, so each clip carries its own on-screen
text; after that a frame is read only when enough of its thumbnail changed. A line seen on
consecutive read frames becomes one unit spanning them.

Reading a frame is text detection at a reduced resolution (``ocr.detect_side``), then recognition
of only the lines whose pixels changed since the previous frame read in the clip: the others keep
the text read there. Footage without text costs one small detection per changed frame.

A detected line is cut where the recognizer saw two words far apart but wrote no space between
them: at low resolution it drops small separators ("by Karl Marx & Friedrich Engels" in a
320x180 frame reads "Karl MarxFriedrich Engels"), and the two sides become one false name.

Lines detected side by side on one row that holds a number are one line, their pieces joined by
" | ": the detector boxes each cell of a table row apart ("Day Rider", "£5.50 -> £5.80"), and a cell
read alone loses what it is the value of. A row of names stays apart: two columns of a list.
"""

from __future__ import annotations

import itertools
import logging
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

import cv2
import numpy as np

from vidrag.config import OcrSettings, model_threads
from vidrag.lazy import IMPORT_LOCK
from vidrag.media.decode import ClipMedia, Frame
from vidrag.media.probe import VideoInfo
from vidrag.records import TextUnit
from vidrag.text import CELL_SEPARATOR

log = logging.getLogger(__name__)

_THUMB = (320, 180)
_CELL = 20  # thumbnail pixels: a frame changed when one 20x20 cell (1/144 of it) changed enough
_PIXEL_DELTA = 25  # grey levels; below this a pixel counts as unchanged (codec noise)
# A detected line keeps the previous frame's text when no square of it (one line height wide) has more than
# this fraction of its pixels changed: one changed character changes far more of its square, codec noise less.
_LINE_CELL_CHANGE = 0.04
_SAME_BOX_IOU = 0.8  # a line box this close to one of the previous frame is "the same line"
# Two line boxes are on one row when their heights overlap by this share of the lower box's height: the
# cells of a rendered table row overlap by 85-100 %, lines one row apart by under 15 %.
_ROW_OVERLAP = 0.5


def _thumbnail(image: np.ndarray) -> np.ndarray:
    grey = cv2.cvtColor(image, cv2.COLOR_RGB2GRAY)
    return cv2.resize(grey, _THUMB, interpolation=cv2.INTER_AREA).astype(np.int16)


def frame_change(before: np.ndarray, after: np.ndarray) -> float:
    """The changed share of the most-changed cell of two thumbnails: one changed character on a slide counts,
    however small against the whole frame."""
    changed = (np.abs(after - before) > _PIXEL_DELTA).astype(np.float32)
    height, width = changed.shape
    cells = changed[: height - height % _CELL, : width - width % _CELL]
    cells = cells.reshape(height // _CELL, _CELL, width // _CELL, _CELL).mean(axis=(1, 3))
    return float(cells.max())


def changed_frames(frames: list[Frame], change_fraction: float) -> list[Frame]:
    """The frames worth reading: the first, then each that differs enough from the last kept."""
    kept: list[Frame] = []
    last: np.ndarray | None = None
    for frame in frames:
        thumb = _thumbnail(frame.image)
        if last is None or frame_change(last, thumb) >= change_fraction:
            kept.append(frame)
            last = thumb
    return kept


@dataclass
class _OpenLine:
    text: str
    start: float
    seen: int  # the order lines were first read in: a frame's lines in reading order


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
    found = [
        (w[0], np.asarray(w[2], dtype=np.float64)) for w in line_words if isinstance(w, (list, tuple)) and len(w) == 3
    ]
    if not found or any(box.shape != (4, 2) for _, box in found):
        return []
    top = min(box[:, 1].min() for _, box in found)
    height = max(box[:, 1].max() for _, box in found) - top
    left, right = min(box[:, 0].min() for _, box in found), max(box[:, 0].max() for _, box in found)
    if height <= 0 or height > right - left:  # a vertical line: its boxes run down, not across
        return []
    return [Word(text, box[:, 0].min(), box[:, 0].max(), height) for text, box in found]


@dataclass(frozen=True)
class ReadLine:
    box: tuple[int, int, int, int]  # x0, y0, x1, y1 in frame pixels (the detected quadrilateral's bounds)
    text: str
    score: float
    pieces: tuple[str, ...]  # the text cut where a separator was lost (split_unspaced)


@dataclass(frozen=True)
class ReadFrame:
    """One frame's lines as read, kept so that the next frame read re-uses the lines that did not change."""

    grey: np.ndarray
    lines: list[ReadLine]
    recognised: int  # lines recognised here (the rest were re-used from the previous frame)


def _on_one_row(a: ReadLine, b: ReadLine) -> bool:
    overlap = min(a.box[3], b.box[3]) - max(a.box[1], b.box[1])
    return overlap >= _ROW_OVERLAP * min(a.box[3] - a.box[1], b.box[3] - b.box[1])


def rows(lines: Sequence[ReadLine]) -> list[list[ReadLine]]:
    """Lines grouped into rows, top to bottom, each left to right: a line joins the row whose first
    line it shares a row with (:data:`_ROW_OVERLAP`)."""
    grouped: list[list[ReadLine]] = []
    for line in sorted(lines, key=lambda line: (line.box[1] + line.box[3]) / 2):
        row = next((row for row in grouped if _on_one_row(row[0], line)), None)
        if row is None:
            grouped.append([line])
        else:
            row.append(line)
    return [sorted(row, key=lambda line: line.box[0]) for row in grouped]


def _bounds(quad: np.ndarray, width: int, height: int) -> tuple[int, int, int, int]:
    x0, y0 = np.floor(quad.min(axis=0)).astype(int)
    x1, y1 = np.ceil(quad.max(axis=0)).astype(int)
    return max(0, x0), max(0, y0), min(width, x1), min(height, y1)


def _iou(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    if w <= 0 or h <= 0:
        return 0.0
    inter = w * h
    return inter / ((a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter)


def line_unchanged(before: np.ndarray, after: np.ndarray, box: tuple[int, int, int, int]) -> bool:
    """Whether the pixels of ``box`` are the same in two grey frames, square by square along the line."""
    x0, y0, x1, y1 = box
    if x1 <= x0 or y1 <= y0:
        return False
    changed = np.abs(after[y0:y1, x0:x1].astype(np.int16) - before[y0:y1, x0:x1]) > _PIXEL_DELTA
    side = min(y1 - y0, x1 - x0)
    per_column = changed.sum(axis=0)
    windows = np.convolve(per_column, np.ones(side), mode="valid")  # changed pixels per line-high square
    return float(windows.max()) <= _LINE_CELL_CHANGE * side * (y1 - y0)


def _normalise(text: str) -> str:
    return " ".join(text.casefold().split())


class RapidOcr:
    needs_frames = True
    needs_audio = False

    def __init__(self, settings: OcrSettings):
        self.settings = settings
        self.key = (
            f"ocr:rapidocr:change={settings.change_fraction}:conf={settings.min_confidence}"
            f":det={settings.detect_side}:cls={int(settings.angle_classifier)}:split-unspaced:value-rows"
        )

    @cached_property
    def _engine(self) -> Any:  # rapidocr.RapidOCR, imported lazily: it loads three ONNX models
        with IMPORT_LOCK:
            from rapidocr import RapidOCR

        params: dict[str, object] = {
            "Global.log_level": "error",
            "Global.return_word_box": True,  # word boxes: where split_unspaced cuts a line  # "The text detection result is empty" is every textless frame
            # Detection scales the frame so that its longer side is detect_side (RapidOCR's default scales the
            # shorter side up to 736 px: 640x360 slides were detected at 1312x736).
            "Det.limit_type": "max",
            "Det.limit_side_len": self.settings.detect_side,
            "EngineConfig.onnxruntime.intra_op_num_threads": model_threads(self.settings.threads),
        }
        return RapidOCR(params=params)

    def prepare(self, video: VideoInfo) -> bool:
        return True

    def read(self, image: np.ndarray, previous: ReadFrame | None = None) -> ReadFrame:
        """The lines of an RGB frame; lines unchanged since ``previous`` (same box, same pixels) are not recognised again."""
        with IMPORT_LOCK:
            from rapidocr.utils.process_img import get_rotate_crop_image

        engine = self._engine
        bgr = np.ascontiguousarray(image[:, :, ::-1])  # RapidOCR expects BGR
        grey = cv2.cvtColor(image, cv2.COLOR_RGB2GRAY)
        detected = engine(bgr, use_cls=False, use_rec=False)
        quads = [] if getattr(detected, "boxes", None) is None else list(detected.boxes)
        height, width = grey.shape
        boxes = [_bounds(quad, width, height) for quad in quads]
        lines = [self._same_line(previous, box, grey) for box in boxes]  # None: to recognise
        fresh = [i for i, line in enumerate(lines) if line is None]
        lines = [None if line is None else replace(line, box=box) for line, box in zip(lines, boxes, strict=True)]
        if fresh:
            crops = [get_rotate_crop_image(bgr, np.asarray(quads[i], dtype=np.float32)) for i in fresh]
            if self.settings.angle_classifier:
                crops = engine.cls_and_rotate(crops)[0]
            recognised = engine.recognize_txt(crops)
            # One (word, score, box) sequence per line, in frame pixels; anything else (RapidOCR leaves
            # out the lines whose words it cannot place) means no words to cut at.
            words = (
                engine.calc_word_boxes(crops, np.asarray([quads[i] for i in fresh]), recognised)
                if all(recognised.word_results)
                else ()
            )
            if len(words) != len(fresh):
                words = [()] * len(fresh)
            for i, text, score, line_words in zip(fresh, recognised.txts, recognised.scores, words, strict=True):
                lines[i] = ReadLine(
                    boxes[i], text, float(score), tuple(split_unspaced(text.strip(), _words(line_words)))
                )
        return ReadFrame(grey, [line for line in lines if line is not None], len(fresh))

    @staticmethod
    def _same_line(previous: ReadFrame | None, box: tuple[int, int, int, int], grey: np.ndarray) -> ReadLine | None:
        if previous is None or previous.grey.shape != grey.shape:
            return None
        for line in previous.lines:
            if _iou(line.box, box) >= _SAME_BOX_IOU and line_unchanged(previous.grey, grey, box):
                return line
        return None

    def texts(self, frame: ReadFrame) -> list[str]:
        """The frame's confident lines, in reading order: a row of lines that holds a number (a table's
        row: "Day Rider | £5.50 -> £5.80", "07:05 | 07:35") as one, its pieces joined by
        :data:`CELL_SEPARATOR`; the lines of a row of names ("Ossby Star", "Marigold Check": two columns
        of a list) and a name box beside its role each as its own."""
        confident = [line for line in frame.lines if line.text.strip() and line.score >= self.settings.min_confidence]
        out: list[str] = []
        for row in rows(confident):
            pieces = [piece for line in row for piece in line.pieces]
            if len(row) > 1 and any(c.isdigit() for line in row for c in line.text):
                out.append(CELL_SEPARATOR.join(pieces))
            else:
                out.extend(pieces)
        return out

    def extract(self, media: ClipMedia) -> list[TextUnit]:
        closed: list[tuple[_OpenLine, float]] = []
        open_lines: dict[str, _OpenLine] = {}
        read: ReadFrame | None = None
        first_read = itertools.count()
        for frame in changed_frames(media.frames, self.settings.change_fraction):
            read = self.read(frame.image, read)
            seen = {_normalise(t): t for t in self.texts(read)}
            for key in [k for k in open_lines if k not in seen]:
                closed.append((open_lines.pop(key), frame.time))
            for key, text in seen.items():
                if key not in open_lines:
                    open_lines[key] = _OpenLine(text, frame.time, next(first_read))
        closed.extend((line, media.span.end) for line in open_lines.values())
        # a line that stays up past the others of its frame still comes in that frame's reading order
        closed.sort(key=lambda entry: (entry[0].start, entry[0].seen))
        return [TextUnit("ocr", line.start, end, line.text) for line, end in closed]

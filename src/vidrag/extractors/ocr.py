"""On-screen text with RapidOCR, run only on frames whose content changed.

The first sampled frame of every clip is always read, so each clip carries its own on-screen
text; after that a frame is read only when enough of its thumbnail changed. A line seen on
consecutive read frames becomes one unit spanning them.
"""

from __future__ import annotations

import logging
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


class RapidOcr:
    needs_frames = True
    needs_audio = False

    def __init__(self, settings: OcrSettings):
        self.settings = settings
        self.key = f"ocr:rapidocr:change={settings.change_fraction}:conf={settings.min_confidence}"

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
        result = self._engine(np.ascontiguousarray(image[:, :, ::-1]))  # RapidOCR expects BGR
        if result.txts is None:
            return []
        return [
            text.strip()
            for text, score in zip(result.txts, result.scores, strict=True)
            if text.strip() and score >= self.settings.min_confidence
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

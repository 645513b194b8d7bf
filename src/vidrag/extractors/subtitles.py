"""Sidecar subtitles (.srt / .vtt beside the video) imported as timed speech text."""

from __future__ import annotations

import logging
from pathlib import Path

import pysubs2

from vidrag.errors import MediaError
from vidrag.extractors.base import starts_inside
from vidrag.media.decode import ClipMedia
from vidrag.media.probe import VideoInfo
from vidrag.records import TextUnit

log = logging.getLogger(__name__)

SIDECAR_SUFFIXES = (".srt", ".vtt")


def find_sidecar(video: Path) -> Path | None:
    for suffix in SIDECAR_SUFFIXES:
        candidate = video.with_suffix(suffix)
        if candidate.is_file():
            return candidate
    return None


def read_subtitles(path: Path) -> list[TextUnit]:
    try:
        events = pysubs2.load(str(path))
    except (OSError, UnicodeDecodeError, pysubs2.exceptions.Pysubs2Error) as exc:
        raise MediaError(f"{path}: cannot read subtitles ({exc})") from exc
    units = []
    for event in events:
        text = " ".join(event.plaintext.split())
        if text and not event.is_comment:
            units.append(TextUnit("subtitle", event.start / 1000.0, event.end / 1000.0, text))
    return sorted(units, key=lambda u: u.start)


class SidecarSubtitles:
    needs_frames = False
    needs_audio = False

    def __init__(self) -> None:
        self.key = "subtitle:sidecar"
        self._units: list[TextUnit] = []

    def prepare(self, video: VideoInfo) -> bool:
        sidecar = find_sidecar(video.path)
        self._units = read_subtitles(sidecar) if sidecar else []
        if sidecar:
            log.info("%s: importing %d subtitle cues from %s", video.path.name, len(self._units), sidecar.name)
        return bool(self._units)

    def extract(self, media: ClipMedia) -> list[TextUnit]:
        span = media.span
        return [u for u in self._units if starts_inside(u.start, u.end, span.start, span.end)]

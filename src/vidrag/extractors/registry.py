"""The extractor registry: the extractors indexing can run on each clip, by name, in the order they run.

Each package that provides extractors registers them (:func:`register_text_extractors` here, vision's
captions and detections in :func:`vidrag.vision.register_vision_extractors`); indexing builds the ones the
settings switch on and asks them, video by video, whether they have something to do. The registry lives
beside the :class:`~vidrag.extractors.base.Extractor` seam, below indexing and vision, so that both can
import it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from vidrag.config import Settings
from vidrag.extractors.asr import WhisperAsr
from vidrag.extractors.base import Extractor
from vidrag.extractors.ocr import RapidOcr
from vidrag.extractors.subtitles import SidecarSubtitles
from vidrag.media.probe import VideoInfo

ExtractorFactory = Callable[[Settings], Extractor | None]  # None: the settings switch this extractor off
GivesWayTo = Callable[[Settings], Collection[str]]  # the extractors whose work for a video makes this one's redundant


def _gives_way_to_none(_settings: Settings) -> Collection[str]:
    return ()


@dataclass(frozen=True)
class _Registration:
    name: str
    make: ExtractorFactory
    gives_way_to: GivesWayTo


class ExtractorRegistry:
    """Extractor factories by name (the first part of their extractors' keys), in registration order.

    The order is the order of work: a contextual extractor (a captioner) reads the units of those before it.
    """

    def __init__(self) -> None:
        self._registrations: dict[str, _Registration] = {}

    def register(self, name: str, make: ExtractorFactory, gives_way_to: GivesWayTo = _gives_way_to_none) -> None:
        """Add an extractor after those registered so far; ``gives_way_to`` names the extractors that,
        when they have something to do for a video, leave this one out of it."""
        if name in self._registrations:
            raise ValueError(f"an extractor named {name!r} is registered already")
        self._registrations[name] = _Registration(name, make, gives_way_to)

    def names(self) -> list[str]:
        return list(self._registrations)

    def lineup(self, settings: Settings) -> ExtractorLineup:
        """The extractors ``settings`` switch on, created now (their models still load on first use)."""
        built = []
        for registration in self._registrations.values():
            extractor = registration.make(settings)
            if extractor is not None:
                built.append((registration.name, extractor, frozenset(registration.gives_way_to(settings))))
        return ExtractorLineup(built)


class ExtractorLineup:
    """The extractors switched on for one index, created once and prepared again for every video."""

    def __init__(self, built: list[tuple[str, Extractor, frozenset[str]]]):
        self._built = built

    def for_video(self, info: VideoInfo) -> list[Extractor]:
        """The extractors that have something to do for this video, prepared for it, in the order of work."""
        chosen: list[Extractor] = []
        names: set[str] = set()
        for name, extractor, gives_way_to in self._built:
            if gives_way_to & names:  # not even prepared: the one it gives way to does its work
                continue
            if extractor.prepare(info):
                chosen.append(extractor)
                names.add(name)
        return chosen


def _subtitles(settings: Settings) -> Extractor | None:
    return SidecarSubtitles() if settings.subtitles.mode != "ignore" else None


def _asr(settings: Settings) -> Extractor | None:
    return WhisperAsr(settings.asr, settings.media) if settings.asr.enabled else None


def _asr_gives_way_to(settings: Settings) -> Collection[str]:
    return ("subtitle",) if settings.subtitles.mode == "prefer" else ()  # sidecar subtitles replace speech recognition


def _ocr(settings: Settings) -> Extractor | None:
    return RapidOcr(settings.ocr) if settings.ocr.enabled else None


def register_text_extractors(registry: ExtractorRegistry) -> None:
    """This package's extractors: sidecar subtitles, speech (which subtitles may replace), on-screen text."""
    registry.register("subtitle", _subtitles)
    registry.register("asr", _asr, _asr_gives_way_to)
    registry.register("ocr", _ocr)

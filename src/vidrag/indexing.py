"""Indexing: video file -> clips -> extractor texts -> embeddings -> one store commit per clip.

A clip is committed whole (texts and vectors together), so a killed run resumes at the first
missing clip; each extractor's per-clip output is cached too, so work finished before a crash
is not redone. A video becomes searchable once every clip is stored.
"""

from __future__ import annotations

import logging
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from vidrag.config import Settings
from vidrag.embedding import Embedder
from vidrag.extractors.asr import WhisperAsr
from vidrag.extractors.base import Extractor, TextUnit
from vidrag.extractors.ocr import RapidOcr
from vidrag.extractors.subtitles import SidecarSubtitles
from vidrag.media.clips import plan_clips
from vidrag.media.decode import iter_clip_media
from vidrag.media.probe import VideoInfo, content_hash, probe
from vidrag.store.base import NewVideo, Store, VideoRecord

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Progress:
    video: str
    stage: str
    clips_done: int
    clips_total: int


ProgressCallback = Callable[[Progress], None]


@dataclass
class AddResult:
    video: VideoRecord
    outcome: Literal["added", "resumed", "unchanged"]
    clips_indexed: int = 0
    seconds_by_stage: dict[str, float] = field(default_factory=dict)


class _StageClock:
    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)

    def timed(self, stage: str, fn: Callable[[], object]) -> object:
        t0 = time.perf_counter()
        try:
            return fn()
        finally:
            self.seconds[stage] += time.perf_counter() - t0

    def iterate(self, stage: str, items: Iterator) -> Iterator:
        while True:
            t0 = time.perf_counter()
            try:
                item = next(items)
            except StopIteration:
                return
            finally:
                self.seconds[stage] += time.perf_counter() - t0
            yield item


class Indexer:
    def __init__(self, store: Store, embedder: Embedder, settings: Settings):
        self.store = store
        self.embedder = embedder
        self.settings = settings
        self._subtitles = SidecarSubtitles()
        self._asr = WhisperAsr(settings.asr)
        self._ocr = RapidOcr(settings.ocr)

    def _extractors_for(self, info: VideoInfo) -> list[Extractor]:
        chosen: list[Extractor] = []
        mode = self.settings.subtitles.mode
        has_subtitles = mode != "ignore" and self._subtitles.prepare(info)
        if has_subtitles:
            chosen.append(self._subtitles)
        if self.settings.asr.enabled and not (has_subtitles and mode == "prefer") and self._asr.prepare(info):
            chosen.append(self._asr)
        if self.settings.ocr.enabled and self._ocr.prepare(info):
            chosen.append(self._ocr)
        return chosen

    def add(self, path: Path, progress: ProgressCallback | None = None) -> AddResult:
        path = path.expanduser().resolve()
        report = progress or (lambda _p: None)
        report(Progress(path.name, "probe", 0, 0))
        info = probe(path)
        report(Progress(path.name, "hash", 0, 0))
        sha = content_hash(path)
        existing = self.store.find_video(sha)
        if existing is not None and existing.status == "ready":
            log.info("%s: already indexed as %s", path.name, existing.name)
            return AddResult(existing, "unchanged")
        spans = plan_clips(info.duration, self.settings.media.clip_seconds, self.settings.media.min_tail_seconds)
        video = existing or self.store.add_video(
            NewVideo(
                sha256=sha, path=str(path), name=path.name, duration=info.duration,
                width=info.width, height=info.height, has_audio=info.has_audio, n_clips=len(spans),
            )  # fmt: skip
        )
        stored = self.store.stored_clip_indexes(video.id)
        todo = [s for s in spans if s.index not in stored]
        extractors = self._extractors_for(info)
        log.info(
            "%s: %d clips (%d to do), extractors: %s",
            path.name, len(spans), len(todo), ", ".join(e.key for e in extractors) or "none",
        )  # fmt: skip
        clock = _StageClock()
        done = len(stored)
        media_stream = iter_clip_media(
            info,
            todo,
            fps=self.settings.media.frame_fps,
            max_side=self.settings.ocr.max_side,
            want_frames=any(e.needs_frames for e in extractors),
            want_audio=any(e.needs_audio for e in extractors),
        )
        report(Progress(path.name, "decode", done, len(spans)))
        for media in clock.iterate("decode", media_stream):
            units: list[TextUnit] = []
            for extractor in extractors:
                stage = extractor.key.split(":")[0]
                report(Progress(path.name, stage, done, len(spans)))
                cached = self.store.cached_units(sha, media.span.index, extractor.key)
                if cached is None:
                    cached = clock.timed(stage, lambda e=extractor: e.extract(media))
                    self.store.cache_units(sha, media.span.index, extractor.key, cached)
                units.extend(cached)
            units.sort(key=lambda u: u.start)  # stable: extractor order breaks ties
            report(Progress(path.name, "embed", done, len(spans)))
            vectors = clock.timed("embed", lambda: self.embedder.embed([u.text for u in units]))
            clock.timed("store", lambda: self.store.put_clip(video.id, media.span, units, vectors))
            done += 1
            report(Progress(path.name, "embed", done, len(spans)))
        self.store.mark_ready(video.id)
        report(Progress(path.name, "done", len(spans), len(spans)))
        final = self.store.find_video(sha)
        assert final is not None
        return AddResult(final, "resumed" if stored or existing else "added", len(todo), dict(clock.seconds))

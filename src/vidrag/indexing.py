"""Indexing: video file -> clips -> extractor texts -> embeddings + knowledge -> one commit per clip.

A clip is committed whole (texts, vectors, entities and facts together), so a killed run resumes at the first
missing clip; each extractor's per-clip output is cached too, so work finished before a crash
is not redone. A video becomes searchable once every clip is stored.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from vidrag.config import Settings
from vidrag.embedding import Embedder
from vidrag.extractors.asr import WhisperAsr
from vidrag.errors import MediaError
from vidrag.extractors.base import Extractor, TextUnit, run_extractor, starts_inside
from vidrag.extractors.ocr import RapidOcr
from vidrag.extractors.subtitles import SidecarSubtitles
from vidrag.graph.base import KnowledgeExtractor
from vidrag.graph.merge import EntityResolver
from vidrag.media.clips import ClipSpan, plan_clips
from vidrag.media.decode import iter_clip_media
from vidrag.media.probe import VideoInfo, content_hash, probe
from vidrag.store.base import NewVideo, Store, VideoRecord
from vidrag.vision import VisionModels
from vidrag.vision.frames import index_frames

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Progress:
    video: str
    stage: str
    clips_done: int
    clips_total: int


ProgressCallback = Callable[[Progress], None]
StageReport = Callable[[str], None]  # "this video's indexing enters this stage now"


@dataclass
class AddResult:
    video: VideoRecord
    outcome: Literal["added", "resumed", "unchanged"]
    clips_indexed: int = 0
    seconds_by_stage: dict[str, float] = field(default_factory=dict)


class _StageClock:
    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)

    def timed(self, stage: str, fn: Callable[..., Any], *args: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return fn(*args)
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
    def __init__(
        self, store: Store, embedder: Embedder, settings: Settings, knowledge: KnowledgeExtractor | None = None
    ):
        self.store = store
        self.embedder = embedder
        self.settings = settings
        self.knowledge = knowledge  # None: no knowledge graph (graph.enabled = false)
        self._subtitles = SidecarSubtitles()
        self._asr = WhisperAsr(settings.asr)
        self._ocr = RapidOcr(settings.ocr)
        self.vision = VisionModels(settings)  # captions, detections, frame vectors: each off until configured

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
        return chosen + self.vision.extractors(info)  # after speech: captions read it

    def add(self, path: Path, progress: ProgressCallback | None = None) -> AddResult:
        path = path.expanduser().resolve()
        report = progress or (lambda _p: None)
        report(Progress(path.name, "probe", 0, 0))
        info = probe(path)
        report(Progress(path.name, "hash", 0, 0))
        sha = content_hash(path)
        spans = plan_clips(info.duration, self.settings.media.clip_seconds, self.settings.media.min_tail_seconds)
        new = NewVideo(
            sha256=sha, path=str(path), name=path.name, duration=info.duration,
            width=info.width, height=info.height, has_audio=info.has_audio, n_clips=len(spans),
        )  # fmt: skip
        extractors = self._extractors_for(info)

        def clip_units(todo: list[ClipSpan], clock: _StageClock, enter: StageReport) -> Iterator[tuple[ClipSpan, list[TextUnit]]]:
            media_stream = iter_clip_media(
                info,
                todo,
                fps=self.settings.media.frame_fps,
                max_side=self.settings.ocr.max_side,
                want_frames=any(e.needs_frames for e in extractors),
                want_audio=any(e.needs_audio for e in extractors),
            )
            for media in clock.iterate("decode", media_stream):
                units: list[TextUnit] = []
                for extractor in extractors:
                    stage = extractor.key.split(":")[0]
                    enter(stage)
                    cached = self.store.cached_units(sha, media.span.index, extractor.key)
                    if cached is None:
                        cached = clock.timed(stage, run_extractor, extractor, media, units)
                        self.store.cache_units(sha, media.span.index, extractor.key, cached)
                    units.extend(cached)
                units.sort(key=lambda u: u.start)  # stable: extractor order breaks ties
                yield media.span, units

        log.info("%s: extractors: %s", path.name, ", ".join(e.key for e in extractors) or "none")
        result = self._ingest(new, spans, clip_units, report)
        if self.vision.frame_embedder is not None:  # also fills in clips of a video indexed before
            report(Progress(path.name, "frames", 0, len(spans)))
            clock = _StageClock()
            clock.timed(
                "frames", index_frames, self.store, self.vision.frame_embedder, result.video, info, spans,
                self.settings.vision.frames, self.settings.media.frame_fps,
            )  # fmt: skip
            result.seconds_by_stage["frames"] = clock.seconds["frames"]
        return result

    def add_transcript(
        self, name: str, units: Sequence[TextUnit], duration: float, progress: ProgressCallback | None = None
    ) -> AddResult:
        """Index a video known only by its timed text (a human transcript) as if it were ASR output.

        Its identity is the hash of the text, so adding the same transcript again is a no-op.
        """
        if not units:
            raise MediaError(f"{name}: the transcript is empty")
        ordered = sorted(units, key=lambda u: u.start)
        duration = max(duration, ordered[-1].end)
        digest = hashlib.sha256(json.dumps([[u.source, u.start, u.end, u.text] for u in ordered]).encode()).hexdigest()
        spans = plan_clips(duration, self.settings.media.clip_seconds, self.settings.media.min_tail_seconds)
        new = NewVideo(
            sha256=digest, path=name, name=name, duration=duration, width=0, height=0, has_audio=False, n_clips=len(spans)
        )

        def clip_units(todo: list[ClipSpan], clock: _StageClock, enter: StageReport) -> Iterator[tuple[ClipSpan, list[TextUnit]]]:
            del clock, enter  # nothing to decode or extract
            for span in todo:
                yield span, [u for u in ordered if starts_inside(u.start, u.end, span.start, span.end)]

        return self._ingest(new, spans, clip_units, progress or (lambda _p: None))

    def _ingest(
        self,
        new: NewVideo,
        spans: list[ClipSpan],
        clip_units: Callable[[list[ClipSpan], _StageClock, StageReport], Iterator[tuple[ClipSpan, list[TextUnit]]]],
        report: ProgressCallback,
    ) -> AddResult:
        """Store every clip not stored yet, one atomic commit each, then mark the video ready."""
        existing = self.store.find_video(new.sha256)
        if existing is not None and existing.status == "ready":
            log.info("%s: already indexed as %s", new.name, existing.name)
            return AddResult(existing, "unchanged")
        video = existing or self.store.add_video(new)
        stored = self.store.stored_clip_indexes(video.id)
        todo = [s for s in spans if s.index not in stored]
        log.info("%s: %d clips (%d to do)", new.name, len(spans), len(todo))
        clock = _StageClock()
        done = len(stored)
        resolver = (
            EntityResolver(
                self.store, self.embedder, self.settings.graph.merge_threshold, names_only=self.knowledge.names_only
            )
            if self.knowledge
            else None
        )

        def enter(stage: str) -> None:
            report(Progress(new.name, stage, done, len(spans)))

        enter("decode")
        for span, units in clip_units(todo, clock, enter):
            enter("embed")
            vectors = clock.timed("embed", self.embedder.embed, [u.text for u in units])
            rows = None
            if self.knowledge is not None and resolver is not None:
                enter("graph")
                knowledge = clock.timed("graph", self.knowledge.extract, span, units)
                rows = clock.timed("graph", resolver.resolve, knowledge)
            enter("store")
            new_ids = clock.timed("store", self.store.put_clip, video.id, span, units, vectors, rows)
            if rows is not None and resolver is not None:
                resolver.stored(rows, new_ids)
            done += 1
            enter("store")  # the same stage again, now counting the clip as done
        self.store.mark_ready(video.id)
        report(Progress(new.name, "done", len(spans), len(spans)))
        final = self.store.find_video(new.sha256)
        assert final is not None
        return AddResult(final, "resumed" if stored or existing else "added", len(todo), dict(clock.seconds))

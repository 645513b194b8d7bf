"""Indexing: video file -> clips -> extractor texts -> embeddings + knowledge -> one commit per clip.

A clip is committed whole (texts, vectors, entities and facts together), so a killed run resumes at the first
missing clip; each extractor's per-clip output is cached too, so work finished before a crash
is not redone. A video becomes searchable once every clip is stored.

The per-clip work (:class:`ClipPipeline`: decode, extract, embed, extract knowledge) touches no store, so it
runs here, clip after clip, or in Ray workers (:mod:`vidrag.distributed`); either way the :class:`Indexer`
is the only writer: it resolves entities against the index and commits clip after clip, in clip order.
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
from typing import Any, Literal, Protocol

import numpy as np

from vidrag.config import Settings
from vidrag.embedding import Embedder
from vidrag.extractors.asr import WhisperAsr
from vidrag.errors import IndexingError, MediaError
from vidrag.extractors.base import Extractor, TextUnit, run_extractor, starts_inside
from vidrag.extractors.ocr import RapidOcr
from vidrag.extractors.subtitles import SidecarSubtitles
from vidrag.graph.base import ClipKnowledge, KnowledgeExtractor
from vidrag.graph.merge import EntityResolver, embed_descriptions
from vidrag.media.clips import ClipSpan, plan_clips
from vidrag.media.decode import ClipMedia, iter_clip_media
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

# The stages a clip goes through, in order (extractor stages are their keys' first part); reports
# list their timings this way. Frames are embedded after the clips, for the whole video.
PIPELINE_STAGES = ("decode", "subtitle", "asr", "ocr", "caption", "det", "embed", "graph", "store", "frames")


def in_pipeline_order(seconds_by_stage: dict[str, float]) -> list[tuple[str, float]]:
    """Stage timings in pipeline order; a stage this list does not know comes last."""
    rank = {stage: i for i, stage in enumerate(PIPELINE_STAGES)}
    return sorted(seconds_by_stage.items(), key=lambda kv: (rank.get(kv[0], len(rank)), kv[0]))


@dataclass
class AddResult:
    video: VideoRecord
    outcome: Literal["added", "resumed", "unchanged"]
    clips_indexed: int = 0
    seconds_by_stage: dict[str, float] = field(default_factory=dict)


class StageClock:
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


@dataclass
class ClipOutput:
    """One clip's finished per-clip work: all the single writer needs to commit it."""

    span: ClipSpan
    units: list[TextUnit]
    vectors: np.ndarray  # one embedding per unit
    knowledge: ClipKnowledge | None  # None: no knowledge graph
    description_vectors: np.ndarray | None  # embeddings of the knowledge's entity descriptions (graph.merge)


UnitsLookup = Callable[[str], "list[TextUnit] | None"]  # extractor key -> this clip's cached units, if any
UnitsSaver = Callable[[str, list[TextUnit]], None]  # extractor key, units just extracted


class ClipPipeline:
    """The per-clip work of indexing: decode, extract texts, embed, extract knowledge. Touches no store.

    Models load lazily, on the first clip that needs them; a Ray worker keeps one pipeline per
    process, so each worker loads them once.
    """

    def __init__(self, settings: Settings, embedder: Embedder, knowledge: KnowledgeExtractor | None):
        self.settings = settings
        self.embedder = embedder
        self.knowledge = knowledge  # None: no knowledge graph (graph.enabled = false)
        self._subtitles = SidecarSubtitles()
        self._asr = WhisperAsr(settings.asr)
        self._ocr = RapidOcr(settings.ocr)
        self.vision = VisionModels(settings)  # captions, detections, frame vectors: each off until configured

    def extractors_for(self, info: VideoInfo) -> list[Extractor]:
        """The extractors that have something to do for this video, prepared for it."""
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

    def media(self, info: VideoInfo, spans: list[ClipSpan], extractors: list[Extractor]) -> Iterator[ClipMedia]:
        """The clips' frames and audio, as much as ``extractors`` need, in one decoding pass."""
        return iter_clip_media(
            info,
            spans,
            fps=self.settings.media.frame_fps,
            max_side=self.settings.ocr.max_side,
            want_frames=any(e.needs_frames for e in extractors),
            want_audio=any(e.needs_audio for e in extractors),
        )

    def extract(
        self,
        media: ClipMedia,
        extractors: list[Extractor],
        cached: UnitsLookup,
        save: UnitsSaver,
        clock: StageClock,
        enter: StageReport,
    ) -> list[TextUnit]:
        """The clip's text units from every extractor, in time order; ``save`` gets each fresh output."""
        units: list[TextUnit] = []
        for extractor in extractors:
            stage = extractor.key.split(":")[0]
            enter(stage)
            found = cached(extractor.key)
            if found is None:
                found = clock.timed(stage, run_extractor, extractor, media, units)
                save(extractor.key, found)
            units.extend(found)
        units.sort(key=lambda u: u.start)  # stable: extractor order breaks ties
        return units

    def finish(self, span: ClipSpan, units: list[TextUnit], clock: StageClock, enter: StageReport) -> ClipOutput:
        """Embed the clip's texts and extract its knowledge (with the vectors entity merging needs)."""
        enter("embed")
        vectors = clock.timed("embed", self.embedder.embed, [u.text for u in units])
        if self.knowledge is None:
            return ClipOutput(span, units, vectors, None, None)
        enter("graph")
        knowledge = clock.timed("graph", self.knowledge.extract, span, units)
        described = clock.timed("graph", embed_descriptions, self.embedder, knowledge)
        return ClipOutput(span, units, vectors, knowledge, described)


@dataclass(frozen=True)
class VideoJob:
    """A video about to be ingested: what the clip runners need to produce its clips."""

    info: VideoInfo
    sha256: str
    extractors: list[Extractor]


class ClipRunner(Protocol):
    """Produces the outputs of ``todo`` clips, in clip order, with extractor outputs cached in ``store``.

    The sequential runner is :meth:`Indexer.run_here`; :class:`vidrag.distributed.RayClipRunner` fans out to Ray.
    """

    def __call__(
        self, job: VideoJob, todo: list[ClipSpan], store: Store, clock: StageClock, enter: StageReport
    ) -> Iterator[ClipOutput]: ...


class Indexer:
    """Adds videos to a store, one atomic commit per clip, as the only writer; a :class:`ClipRunner` makes the clips."""

    def __init__(
        self,
        store: Store,
        embedder: Embedder,
        settings: Settings,
        knowledge: KnowledgeExtractor | None = None,
    ):
        self.store = store
        self.settings = settings
        self.knowledge = knowledge
        self.pipeline = ClipPipeline(settings, embedder, knowledge)

    def run_here(
        self, job: VideoJob, todo: list[ClipSpan], store: Store, clock: StageClock, enter: StageReport
    ) -> Iterator[ClipOutput]:
        """The sequential runner: one decoding pass, each clip's work in this process."""
        for media in clock.iterate("decode", self.pipeline.media(job.info, todo, job.extractors)):
            index = media.span.index
            units = self.pipeline.extract(
                media,
                job.extractors,
                lambda key, index=index: store.cached_units(job.sha256, index, key),
                lambda key, found, index=index: store.cache_units(job.sha256, index, key, found),
                clock,
                enter,
            )
            yield self.pipeline.finish(media.span, units, clock, enter)

    def add(self, path: Path, progress: ProgressCallback | None = None, runner: ClipRunner | None = None) -> AddResult:
        """Index a video file; ``runner`` produces its clips (default: :meth:`run_here`, in this process)."""
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
        job = VideoJob(info, sha, self.pipeline.extractors_for(info))
        log.info("%s: extractors: %s", path.name, ", ".join(e.key for e in job.extractors) or "none")

        def outputs(todo: list[ClipSpan], clock: StageClock, enter: StageReport) -> Iterator[ClipOutput]:
            return (runner or self.run_here)(job, todo, self.store, clock, enter)

        result = self._ingest(new, spans, outputs, report)
        frame_embedder = self.pipeline.vision.frame_embedder
        if frame_embedder is not None:  # also fills in clips of a video indexed before
            report(Progress(path.name, "frames", 0, len(spans)))
            clock = StageClock()
            clock.timed(
                "frames", index_frames, self.store, frame_embedder, result.video, info, spans,
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

        def outputs(todo: list[ClipSpan], clock: StageClock, enter: StageReport) -> Iterator[ClipOutput]:
            for span in todo:  # nothing to decode or extract
                inside = [u for u in ordered if starts_inside(u.start, u.end, span.start, span.end)]
                yield self.pipeline.finish(span, inside, clock, enter)

        return self._ingest(new, spans, outputs, progress or (lambda _p: None))

    def _ingest(
        self,
        new: NewVideo,
        spans: list[ClipSpan],
        outputs: Callable[[list[ClipSpan], StageClock, StageReport], Iterator[ClipOutput]],
        report: ProgressCallback,
    ) -> AddResult:
        """Store every clip not stored yet, one atomic commit each, then mark the video ready."""
        existing = self.store.find_video(new.sha256)
        if existing is not None and existing.status == "ready":
            log.info("%s: already indexed as %s", new.name, existing.name)
            return AddResult(existing, "unchanged")
        video = existing or self.store.add_video(new)
        stored = self.store.stored_clip_indexes(video.id)
        resumed = bool(stored) or existing is not None
        todo = [s for s in spans if s.index not in stored]
        log.info("%s: %d clips (%d to do)", new.name, len(spans), len(todo))
        clock = StageClock()
        done = len(stored)
        resolver = (
            EntityResolver(self.store, self.settings.graph.merge_threshold, names_only=self.knowledge.names_only)
            if self.knowledge
            else None
        )

        def enter(stage: str) -> None:
            report(Progress(new.name, stage, done, len(spans)))

        enter("decode")
        for out in outputs(todo, clock, enter):
            if resolver is not None and out.knowledge is not None and out.description_vectors is not None:
                with self.store.entity_lock():  # no other writer adds entities between the merge and the commit
                    enter("graph")
                    resolver.catch_up()
                    rows = clock.timed("graph", resolver.resolve, out.knowledge, out.description_vectors)
                    enter("store")
                    clock.timed("store", self.store.put_clip, video.id, out.span, out.units, out.vectors, rows)
            else:
                enter("store")
                clock.timed("store", self.store.put_clip, video.id, out.span, out.units, out.vectors)
            stored.add(out.span.index)
            done += 1
            enter("store")  # the same stage again, now counting the clip as done
        if len(stored) < len(spans):
            raise IndexingError(f"{new.name}: {len(spans) - len(stored)} clip(s) were not produced; re-run to resume")
        self.store.mark_ready(video.id)
        report(Progress(new.name, "done", len(spans), len(spans)))
        final = self.store.find_video(new.sha256)
        assert final is not None
        return AddResult(final, "resumed" if resumed else "added", len(todo), dict(clock.seconds))

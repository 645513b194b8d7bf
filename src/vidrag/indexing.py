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
import threading
import time
from collections import defaultdict, deque
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol

import numpy as np

from vidrag.config import Settings
from vidrag.embedding import Embedder
from vidrag.extractors.asr import WhisperAsr
from vidrag.errors import IndexingError, MediaError, VideoRemovedError
from vidrag.extractors.base import ContextualExtractor, Extractor, TextUnit, run_extractor, starts_inside
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
    """Seconds spent per stage, summed over the pipeline's threads (overlapping stages add up to more than the wall time)."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)
        self._lock = threading.Lock()

    def add(self, stage: str, seconds: float) -> None:
        with self._lock:
            self.seconds[stage] += seconds

    def timed(self, stage: str, fn: Callable[..., Any], *args: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return fn(*args)
        finally:
            self.add(stage, time.perf_counter() - t0)

    def iterate(self, stage: str, items: Iterator) -> Iterator:
        while True:
            t0 = time.perf_counter()
            try:
                item = next(items)
            except StopIteration:
                return
            finally:
                self.add(stage, time.perf_counter() - t0)
            yield item


@dataclass
class ClipOutput:
    """One clip's finished per-clip work: all the single writer needs to commit it."""

    span: ClipSpan
    units: list[TextUnit]
    vectors: np.ndarray  # one embedding per unit
    knowledge: ClipKnowledge | None  # None: no knowledge graph
    description_vectors: np.ndarray | None  # embeddings of the knowledge's entity descriptions (graph.merge)


UnitsLookup = Callable[[int, str], "list[TextUnit] | None"]  # clip index, extractor key -> cached units, if any
UnitsSaver = Callable[[int, str, list[TextUnit]], None]  # clip index, extractor key, units just extracted


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

    def run(
        self,
        info: VideoInfo,
        spans: list[ClipSpan],
        extractors: list[Extractor],
        cached: UnitsLookup,
        save: UnitsSaver,
        clock: StageClock,
        enter: StageReport,
    ) -> Iterator[ClipOutput]:
        """The outputs of ``spans`` (consecutive, ascending), in clip order, with the stages of neighbouring clips overlapping.

        Each extractor, and embedding + knowledge, is a lane: one thread that takes the clips in order, so a model
        is never used by two threads and per-video state (the detected language) evolves as in a sequential run.
        The ASR of one clip runs while OCR and embedding of its neighbours run (their native kernels release the
        GIL). At most ``pipeline.clips_in_flight`` clips are decoded and not yet handed over. ``cached`` and
        ``save`` are called from this thread only. A failed clip is raised once the clips before it are handed over.
        """
        lanes = {e.key: ThreadPoolExecutor(1, thread_name_prefix=f"vidrag-{_stage_of(e)}") for e in extractors}
        finisher = ThreadPoolExecutor(1, thread_name_prefix="vidrag-embed")
        flight: deque[_ClipInFlight] = deque()
        stream = self.media(info, spans, extractors)
        decoded = clock.iterate("decode", stream)
        try:
            while True:
                if len(flight) >= self.settings.pipeline.clips_in_flight:
                    yield self._hand_over(flight, save, enter)
                try:
                    media = next(decoded, None)
                except Exception:
                    while flight:  # the clips before an undecodable one are still handed over, as they were decoded
                        yield self._hand_over(flight, save, enter)
                    raise
                if media is None:
                    break
                flight.append(self._start(media, extractors, lanes, finisher, cached, clock))
            while flight:
                yield self._hand_over(flight, save, enter)
        finally:
            for clip in flight:  # the consumer stopped or a clip failed: nobody takes these
                clip.cancel()
            for lane in [*lanes.values(), finisher]:
                lane.shutdown(wait=True, cancel_futures=True)
            stream.close()  # the decoder's open containers

    def _start(
        self,
        media: ClipMedia,
        extractors: list[Extractor],
        lanes: dict[str, ThreadPoolExecutor],
        finisher: ThreadPoolExecutor,
        cached: UnitsLookup,
        clock: StageClock,
    ) -> _ClipInFlight:
        """Queue one clip's work on the lanes; extractor outputs already cached are not redone."""
        index = media.span.index
        clip = _ClipInFlight(media.span)
        for extractor in extractors:
            found = cached(index, extractor.key)
            if found is None:
                earlier = list(clip.extracted.values())
                future = lanes[extractor.key].submit(self._extract_one, extractor, media, earlier, clock)
                clip.unsaved[extractor.key] = future
            else:
                future = Future()
                future.set_result(found)
            clip.extracted[extractor.key] = future
        clip.output = finisher.submit(self._finish_after, media.span, list(clip.extracted.values()), clock)
        return clip

    @staticmethod
    def _extract_one(extractor: Extractor, media: ClipMedia, earlier: list[Future], clock: StageClock) -> list[TextUnit]:
        """One extractor on one clip; a contextual one (a captioner) first waits for the extractors before it."""
        before: list[TextUnit] = []
        if isinstance(extractor, ContextualExtractor):
            for future in earlier:
                before.extend(future.result())
        return clock.timed(_stage_of(extractor), run_extractor, extractor, media, before)

    def _finish_after(self, span: ClipSpan, extracted: list[Future], clock: StageClock) -> ClipOutput:
        units = [u for future in extracted for u in future.result()]
        units.sort(key=lambda u: u.start)  # stable: extractor order breaks ties
        return self.finish(span, units, clock, _ignore_stage)

    @staticmethod
    def _hand_over(flight: deque[_ClipInFlight], save: UnitsSaver, enter: StageReport) -> ClipOutput:
        """The oldest clip's output once it is done; meanwhile every extractor output that finishes is saved."""
        head = flight[0]
        while True:
            head_done = head.output.done()  # read before saving: all the head's extractor outputs are then saved
            for clip in flight:
                for key, future in list(clip.unsaved.items()):
                    if future.done():
                        del clip.unsaved[key]
                        if future.exception() is None:
                            save(clip.span.index, key, future.result())
            if head_done:
                flight.popleft()
                return head.output.result()
            enter(head.stage())
            wait([head.output, *(f for clip in flight for f in clip.unsaved.values())], return_when=FIRST_COMPLETED)

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


def _stage_of(extractor: Extractor) -> str:
    return extractor.key.split(":")[0]


def _ignore_stage(_stage: str) -> None:
    return None


@dataclass
class _ClipInFlight:
    """A clip queued on the lanes: each extractor's future output, and the future of the whole clip."""

    span: ClipSpan
    extracted: dict[str, Future] = field(default_factory=dict)  # extractor key -> its units
    unsaved: dict[str, Future] = field(default_factory=dict)  # computed here, not handed to ``save`` yet
    output: Future = field(default_factory=Future)

    def stage(self) -> str:
        """The stage this clip waits on: its first unfinished extractor, else embedding."""
        return next((key.split(":")[0] for key, f in self.extracted.items() if not f.done()), "embed")

    def cancel(self) -> None:
        for future in [*self.extracted.values(), self.output]:
            future.cancel()


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


def resolved_file(path: Path) -> Path:
    """``path`` made absolute with its links followed; a name the system refuses (too long, a link
    loop, a NUL byte) is a MediaError naming it, not a crash that stops the other videos."""
    try:
        return path.expanduser().resolve()
    except (OSError, RuntimeError, ValueError) as exc:  # RuntimeError: Python 3.11's "Symlink loop"
        raise MediaError(f"{str(path)[:120]}: cannot open ({exc})") from exc


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
        """The in-process runner: one decoding pass, the clips' stages overlapping on this machine's cores."""
        return self.pipeline.run(
            job.info,
            todo,
            job.extractors,
            lambda index, key: store.cached_units(job.sha256, index, key),
            lambda index, key, found: store.cache_units(job.sha256, index, key, found),
            clock,
            enter,
        )

    def add(self, path: Path, progress: ProgressCallback | None = None, runner: ClipRunner | None = None) -> AddResult:
        """Index a video file; ``runner`` produces its clips (default: :meth:`run_here`, in this process)."""
        path = resolved_file(path)
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
        if existing is not None and (reason := self.store.failure(new.sha256)) is not None:
            raise MediaError(
                f"{reason} (failed before; remove it from the index, e.g. `vidrag remove {existing.sha256[:12]}`, to try again)"
            )
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

        try:
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
        except MediaError as exc:  # the same bytes would fail the same way: kept, so that a re-run says so
            self.store.record_failure(new.sha256, str(exc))
            raise
        except VideoRemovedError:
            raise VideoRemovedError(f"{new.name}: removed from the index while being indexed; its indexing stopped") from None
        report(Progress(new.name, "done", len(spans), len(spans)))
        final = self.store.find_video(new.sha256)
        if final is None:  # removed right after its last clip
            raise VideoRemovedError(f"{new.name}: removed from the index while being indexed")
        return AddResult(final, "resumed" if resumed else "added", len(todo), dict(clock.seconds))

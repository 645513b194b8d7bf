"""The per-clip work of indexing: decode, run the registered extractors, embed, extract knowledge.

It touches no store, so it runs in the indexing process (:meth:`vidrag.indexing.indexer.Indexer.run_here`)
or in Ray workers (:mod:`vidrag.indexing.distributed`); the extractors come from :data:`EXTRACTORS`, the
registry that the extractors package and vision register theirs into.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import time
from collections import defaultdict, deque
from collections.abc import Callable, Generator, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from vidrag.config import Settings
from vidrag.embedding import Embedder
from vidrag.extractors.base import ContextualExtractor, Extractor, StreamingExtractor, kind_of, run_extractor
from vidrag.extractors.registry import ExtractorLineup, ExtractorRegistry, register_text_extractors
from vidrag.graph.base import ClipKnowledge, KnowledgeExtractor
from vidrag.graph.merge import embed_descriptions
from vidrag.media.decode import ClipMedia, iter_clip_media
from vidrag.media.probe import VideoInfo
from vidrag.records import ClipSpan, TextUnit
from vidrag.vision import register_vision_extractors

log = logging.getLogger(__name__)


StageReport = Callable[[str], None]  # "this video's indexing enters this stage now"

# Every extractor vidrag provides, in the order of work: subtitles, speech, on-screen text, then vision's
# (captions read the speech before them).
EXTRACTORS = ExtractorRegistry()
register_text_extractors(EXTRACTORS)
register_vision_extractors(EXTRACTORS)

# The stages a clip goes through, in order (extractor stages are their keys' first part, their registered
# names); reports list their timings this way. Frames are embedded after the clips, for the whole video.
PIPELINE_STAGES = ("decode", *EXTRACTORS.names(), "embed", "graph", "store", "frames")


def in_pipeline_order(seconds_by_stage: dict[str, float]) -> list[tuple[str, float]]:
    """Stage timings in pipeline order; a stage this list does not know comes last."""
    rank = {stage: i for i, stage in enumerate(PIPELINE_STAGES)}
    return sorted(seconds_by_stage.items(), key=lambda kv: (rank.get(kv[0], len(rank)), kv[0]))


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
        self._lineup: ExtractorLineup | None = None
        self._lineup_lock = threading.Lock()

    def extractors_for(self, info: VideoInfo) -> list[Extractor]:
        """The registered extractors that the settings switch on and that have something to do for this video,
        prepared for it. They are created for the first video (a model file that is missing fails its indexing)."""
        with self._lineup_lock:
            if self._lineup is None:
                self._lineup = EXTRACTORS.lineup(self.settings)
        return self._lineup.for_video(info)

    def media(
        self, info: VideoInfo, spans: list[ClipSpan], extractors: list[Extractor]
    ) -> Generator[ClipMedia, None, None]:
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
        GIL); a :class:`StreamingExtractor` (ASR) is told the clips to do first, and reads ahead of its lane. At most ``pipeline.clips_in_flight`` clips are decoded and not yet handed over. ``cached`` and
        ``save`` are called from this thread only. A failed clip is raised once the clips before it are handed over.
        """
        nice = self.settings.pipeline.side_lane_nice
        lanes = {
            e.key: ThreadPoolExecutor(
                1,
                thread_name_prefix=f"vidrag-{kind_of(e.key)}",
                initializer=_lower_priority,
                initargs=(0 if isinstance(e, StreamingExtractor) else nice,),
            )
            for e in extractors
        }
        finisher = ThreadPoolExecutor(
            1, thread_name_prefix="vidrag-embed", initializer=_lower_priority, initargs=(nice,)
        )
        flight: deque[_ClipInFlight] = deque()
        streaming = [e for e in extractors if isinstance(e, StreamingExtractor)]
        for extractor in streaming:  # they start reading ahead now, before the first clip is decoded
            extractor.expect([span for span in spans if cached(span.index, extractor.key) is None])
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
            for extractor in streaming:  # nothing more will be asked: no reading ahead
                extractor.expect([])
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
    def _extract_one(
        extractor: Extractor, media: ClipMedia, earlier: list[Future], clock: StageClock
    ) -> list[TextUnit]:
        """One extractor on one clip; a contextual one (a captioner) first waits for the extractors before it."""
        before: list[TextUnit] = []
        if isinstance(extractor, ContextualExtractor):
            for future in earlier:
                before.extend(future.result())
        return clock.timed(kind_of(extractor.key), run_extractor, extractor, media, before)

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


def _lower_priority(increment: int) -> None:
    """Lower the calling thread's scheduling priority by ``increment`` (Linux nice values are per thread; elsewhere
    setpriority would lower the whole process, so nothing changes there)."""
    if not increment or not sys.platform.startswith("linux"):
        return
    thread = threading.get_native_id()
    try:
        os.setpriority(os.PRIO_PROCESS, thread, min(19, os.getpriority(os.PRIO_PROCESS, thread) + increment))
    except OSError as exc:  # a sandbox may refuse it: the lanes keep the stream's priority
        log.debug("lane priority left as it is: %s", exc)


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
        return next((kind_of(key) for key, f in self.extracted.items() if not f.done()), "embed")

    def cancel(self) -> None:
        for future in [*self.extracted.values(), self.output]:
            future.cancel()

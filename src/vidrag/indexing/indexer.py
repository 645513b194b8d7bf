"""Indexing: video file -> clips -> extractor texts -> embeddings + knowledge -> one commit per clip.

A clip is committed whole (texts, vectors, entities and facts together), so a killed run resumes at the first
missing clip; each extractor's per-clip output is cached too, so work finished before a crash
is not redone. A video becomes searchable once every clip is stored.

The per-clip work (:class:`~vidrag.indexing.pipeline.ClipPipeline`: decode, extract, embed, extract knowledge)
touches no store, so it runs here, clip after clip, or in Ray workers (:mod:`vidrag.indexing.distributed`);
either way the :class:`Indexer` is the only writer: it resolves entities against the index and commits clip
after clip, in clip order.
"""

from __future__ import annotations

import hashlib
import json
import logging

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Literal, Protocol, runtime_checkable

from vidrag.config import Settings
from vidrag.embedding import Embedder
from vidrag.errors import IndexingError, MediaError, VideoRemovedError
from vidrag.extractors.base import Extractor, kind_of, starts_inside
from vidrag.graph.base import KnowledgeExtractor
from vidrag.graph.merge import EntityResolver
from vidrag.indexing.pipeline import ClipOutput, ClipPipeline, StageClock, StageReport
from vidrag.media.clips import plan_clips
from vidrag.media.probe import VideoInfo, content_hash, probe
from vidrag.text import encodable
from vidrag.records import ClipSpan, TextUnit
from vidrag.store.base import NewVideo, Store, VideoRecord, check_build
from vidrag.vision.frames import FrameEmbedder, index_frames, make_frame_embedder

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
    # of an unchanged video, the extractors (their kinds: "asr") that read it in another version than this one's
    read_by_another_version: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class VideoJob:
    """A video about to be ingested: what the clip runners need to produce its clips."""

    info: VideoInfo
    sha256: str
    extractors: list[Extractor]


@runtime_checkable  # the Python API checks a runner given to it
class ClipRunner(Protocol):
    """Produces the outputs of ``todo`` clips, in clip order, with extractor outputs cached in ``store``.

    The sequential runner is :meth:`Indexer.run_here`; :class:`vidrag.indexing.distributed.RayClipRunner` fans out to Ray.
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
        raise MediaError(encodable(f"{str(path)[:120]}: cannot open ({exc})")) from exc


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

    @cached_property
    def frame_embedder(self) -> FrameEmbedder | None:
        """Vision's frame embedder (vision.frames), created on first use; None where off."""
        return make_frame_embedder(self.settings.vision.frames)

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
        """Index a video file; ``runner`` produces its clips (default: :meth:`run_here`, in this process).
        The index's writer lock is taken first: a second writing process is refused before any work, and so are
        settings of another profile than the index's (its speech would mix two ASR models)."""
        with self.store.writer():
            check_build("this index", self.store.layout(), self.settings.layout())
            return self._add(path, progress, runner)

    def _add(self, path: Path, progress: ProgressCallback | None, runner: ClipRunner | None) -> AddResult:
        path = resolved_file(path)
        name = encodable(path.name)  # the file is opened by its own name, known by a readable one
        report = progress or (lambda _p: None)
        report(Progress(name, "probe", 0, 0))
        info = probe(path)
        report(Progress(name, "hash", 0, 0))
        sha = content_hash(path)
        spans = plan_clips(info.duration, self.settings.media.clip_seconds, self.settings.media.min_tail_seconds)
        new = NewVideo(
            sha256=sha, path=encodable(str(path)), name=name, duration=info.duration,
            width=info.width, height=info.height, has_audio=info.has_audio, n_clips=len(spans),
        )  # fmt: skip
        job = VideoJob(info, sha, self.pipeline.extractors_for(info))
        log.info("%s: extractors: %s", name, ", ".join(e.key for e in job.extractors) or "none")

        def outputs(todo: list[ClipSpan], clock: StageClock, enter: StageReport) -> Iterator[ClipOutput]:
            return (runner or self.run_here)(job, todo, self.store, clock, enter)

        result = self._ingest(new, spans, outputs, report)
        if result.outcome == "unchanged":
            result.read_by_another_version = self._read_by_another_version(sha, job.extractors)
        frame_embedder = self.frame_embedder
        if frame_embedder is not None:  # also fills in clips of a video indexed before
            report(Progress(name, "frames", 0, len(spans)))
            clock = StageClock()
            clock.timed(
                "frames", index_frames, self.store, frame_embedder, result.video, info, spans,
                self.settings.vision.frames, self.settings.media.frame_fps,
            )  # fmt: skip
            result.seconds_by_stage["frames"] = clock.seconds["frames"]
        return result

    def _read_by_another_version(self, sha256: str, extractors: Sequence[Extractor]) -> list[str]:
        """The kinds of ``extractors`` whose output for the indexed video was made by another version of them (its
        clips cached under another key of that kind, none under this one's): a ready video is never read again,
        so it keeps what the older version made of it (an ASR since fixed to skip no speech, say)."""
        keys = self.store.cached_keys(sha256)
        kinds = {kind_of(key) for key in keys}
        stale = [kind_of(e.key) for e in extractors if e.key not in keys and kind_of(e.key) in kinds]
        if stale:
            log.info(
                "%s: read by another version of %s than this one; `vidrag remove` it and index it again to read it anew",
                sha256[:12], ", ".join(stale),
            )  # fmt: skip
        return stale

    def add_transcript(
        self, name: str, units: Sequence[TextUnit], duration: float, progress: ProgressCallback | None = None
    ) -> AddResult:
        """Index a video known only by its timed text (a human transcript) as if it were ASR output.

        Its identity is the hash of the text, so adding the same transcript again is a no-op.
        """
        name = encodable(name)
        if not units:
            raise MediaError(f"{name}: the transcript is empty")
        ordered = sorted(units, key=lambda u: u.start)
        duration = max(duration, ordered[-1].end)
        digest = hashlib.sha256(json.dumps([[u.source, u.start, u.end, u.text] for u in ordered]).encode()).hexdigest()
        spans = plan_clips(duration, self.settings.media.clip_seconds, self.settings.media.min_tail_seconds)
        new = NewVideo(
            sha256=digest,
            path=name,
            name=name,
            duration=duration,
            width=0,
            height=0,
            has_audio=False,
            n_clips=len(spans),
        )

        def outputs(todo: list[ClipSpan], clock: StageClock, enter: StageReport) -> Iterator[ClipOutput]:
            for span in todo:  # nothing to decode or extract
                inside = [u for u in ordered if starts_inside(u.start, u.end, span.start, span.end)]
                yield self.pipeline.finish(span, inside, clock, enter)

        with self.store.writer():
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
                raise IndexingError(
                    f"{new.name}: {len(spans) - len(stored)} clip(s) were not produced; re-run to resume"
                )
            self.store.mark_ready(video.id)
        except MediaError as exc:  # the same bytes would fail the same way: kept, so that a re-run says so
            self.store.record_failure(new.sha256, str(exc))
            raise
        except VideoRemovedError:
            raise VideoRemovedError(
                f"{new.name}: removed from the index while being indexed; its indexing stopped"
            ) from None
        report(Progress(new.name, "done", len(spans), len(spans)))
        final = self.store.find_video(new.sha256)
        if final is None:  # removed right after its last clip
            raise VideoRemovedError(f"{new.name}: removed from the index while being indexed")
        return AddResult(final, "resumed" if resumed else "added", len(todo), dict(clock.seconds))

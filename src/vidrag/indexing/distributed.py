"""Ray ingestion: a video's clips are decoded, transcribed, read, embedded and mined for knowledge by
Ray tasks, one ASR stretch of clips per task (its speech transcribed as one stream, as the sequential path
does); the driver stays the index's only writer.

Each task runs :class:`~vidrag.indexing.pipeline.ClipPipeline` on its clips and returns plain results (text
units, vectors, knowledge); it touches no store, so a task can run anywhere and any number of times.
The driver keeps a bounded window of tasks in flight (backpressure), caches each extractor output as
soon as its task returns, and commits clips in clip order through the same
:meth:`~vidrag.indexing.indexer.Indexer._ingest` as the sequential path. Several videos are ingested at
once (``ray.videos_at_once``, one driver thread each) and share the window, so workers stay busy
across video boundaries; entity merging stays one clip at a time (``Store.entity_lock``). A task whose worker dies is retried by Ray (``ray.max_retries``); a killed driver loses
only the clips it had not committed, and a re-run computes just those, reusing cached extractor outputs.

Workers must reach the video files at the driver's paths (one machine, or a shared filesystem).
"""

from __future__ import annotations

import logging
import os
import threading
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from vidrag.config import RaySettings, Settings
from vidrag.embedding import make_embedder
from vidrag.errors import ConfigError, IndexingError, ModelUnavailableError, VidragError
from vidrag.graph import make_knowledge_extractor
from vidrag.extractors.asr import clips_per_stretch
from vidrag.extractors.base import StreamingExtractor
from vidrag.indexing.indexer import VideoJob
from vidrag.indexing.pipeline import ClipOutput, ClipPipeline, StageClock, StageReport
from vidrag.lazy import IMPORT_LOCK
from vidrag.llm import make_llm
from vidrag.media.probe import VideoInfo
from vidrag.records import ClipSpan, TextUnit
from vidrag.store.base import Store

log = logging.getLogger(__name__)

RAY_REQUIREMENT = "ray==2.60.0"  # the version pyproject's `ray` extra pins
_MIB = 1024 * 1024
EVENTS_KEPT = 10_000
CLIP_TASK_CPUS = 1  # one clip task per CPU; its models are told to use that many threads


def import_ray() -> ModuleType:
    """The ray module, or an error saying how to install it."""
    try:
        with IMPORT_LOCK:
            import ray
    except ImportError as exc:
        raise ModelUnavailableError(
            f"--ray needs Ray, which is not installed: pip install 'vidrag[ray]' (or {RAY_REQUIREMENT})"
        ) from exc
    return ray


@contextmanager
def ray_cluster(settings: RaySettings) -> Iterator[None]:
    """Connect to the Ray cluster at ``settings.address``, or start a local one; disconnect after.

    When Ray is already initialised in this process (a notebook, a test), that session is used as is.
    """
    ray = import_ray()
    if ray.is_initialized():
        yield
        return
    try:
        if settings.address is None:
            ray.init(
                address="local", num_cpus=settings.workers or None, include_dashboard=False, log_to_driver=False,
                logging_level=logging.WARNING,
            )  # fmt: skip
        else:
            ray.init(address=settings.address, log_to_driver=False, logging_level=logging.WARNING)
    except (ConnectionError, RuntimeError, ValueError) as exc:
        where = settings.address or "a local Ray"
        raise IndexingError(
            f"cannot start or reach {where} ({exc}); check ray.address, or `ray status` on the cluster"
        ) from exc
    try:
        yield
    finally:
        ray.shutdown()


# -- the worker side ------------------------------------------------------------------------------
_PIPELINES: dict[str, ClipPipeline] = {}


def worker_pipeline(settings: Settings) -> ClipPipeline:
    """This process's pipeline for ``settings``: a Ray worker loads its models once, on its first clip."""
    key = settings.model_dump_json()
    if key not in _PIPELINES:
        local = settings.model_copy(deep=True)
        # Models default to a share of the machine's cores (config.model_threads); a task owns CLIP_TASK_CPUS of them.
        local.asr.threads = local.asr.threads or CLIP_TASK_CPUS
        local.ocr.threads = local.ocr.threads or CLIP_TASK_CPUS
        local.embedding.threads = local.embedding.threads or CLIP_TASK_CPUS
        local.llm.threads = local.llm.threads or CLIP_TASK_CPUS  # graph.extractor = "llm" on the embedded LLM
        knowledge = make_knowledge_extractor(local.graph, lambda: make_llm(local.llm)) if local.graph.enabled else None
        _PIPELINES[key] = ClipPipeline(local, make_embedder(local.embedding), knowledge)
    return _PIPELINES[key]


@dataclass
class ClipTaskResult:
    output: ClipOutput
    extracted: dict[str, list[TextUnit]]  # extractor outputs computed by this task, for the driver to cache
    seconds: dict[str, float]  # time per stage in the task, up to this clip
    worker_pid: int


@dataclass
class TaskResult:
    """A task's clips, in order, up to the first that failed (``error``: that clip's error, raised by the driver)."""

    clips: list[ClipTaskResult]
    error: VidragError | None = None


def process_clips(
    settings: Settings, info: VideoInfo, spans: list[ClipSpan], cached: dict[int, dict[str, list[TextUnit]]]
) -> TaskResult:
    """Consecutive clips' whole per-clip work; the body of a Ray task (pure: it reads the video, writes nothing).

    A task holds one ASR stretch's clips (or one clip when no extractor reads ahead), so each stretch's speech
    is transcribed once, as one stream, exactly as the sequential path does."""
    pipeline = worker_pipeline(settings)
    clock = StageClock()
    extracted: dict[int, dict[str, list[TextUnit]]] = {span.index: {} for span in spans}

    def ignore(_stage: str) -> None:
        return None

    done: list[ClipTaskResult] = []
    outputs = pipeline.run(
        info,
        spans,
        pipeline.extractors_for(info),
        lambda index, key: cached.get(index, {}).get(key),
        lambda index, key, units: extracted[index].__setitem__(key, units),
        clock,
        ignore,
    )
    try:
        for output in outputs:
            done.append(ClipTaskResult(output, extracted[output.span.index], dict(clock.seconds), os.getpid()))
            clock = StageClock()  # each clip carries the stage seconds since the one before it
    except VidragError as exc:
        return TaskResult(done, exc)
    return TaskResult(done)


def task_spans(job: VideoJob, todo: list[ClipSpan], settings: Settings) -> list[list[ClipSpan]]:
    """``todo`` cut into the clips of one task each: the clips of one ASR stretch together, as the stretch is
    transcribed whole; one clip per task when no extractor reads ahead."""
    per_task = 1
    if any(isinstance(e, StreamingExtractor) for e in job.extractors):
        per_task = clips_per_stretch(settings.asr, settings.media)
    tasks: list[list[ClipSpan]] = []
    for span in todo:
        if tasks and tasks[-1][-1].index // per_task == span.index // per_task:
            tasks[-1].append(span)
        else:
            tasks.append([span])
    return tasks


# -- the driver side ------------------------------------------------------------------------------
class RayClipRunner:
    """A :class:`~vidrag.indexing.indexer.ClipRunner` that fans clips out to Ray tasks (needs ``ray_cluster``)."""

    def __init__(self, settings: Settings):
        self._ray = import_ray()
        if not self._ray.is_initialized():
            raise IndexingError(
                "Ray is not connected; run the indexing inside vidrag.indexing.distributed.ray_cluster(...)"
            )
        self.settings = settings
        resources = self._ray.cluster_resources()
        cpus = int(resources.get("CPU", 0))
        memory = settings.ray.task_memory_mb * _MIB
        if cpus < CLIP_TASK_CPUS or resources.get("memory", 0) < memory:
            raise ConfigError(
                f"the Ray cluster ({cpus} CPUs, {resources.get('memory', 0) / _MIB:.0f} MiB) cannot run one clip task "
                f"({CLIP_TASK_CPUS} CPU, ray.task_memory_mb = {settings.ray.task_memory_mb}); lower ray.task_memory_mb or add nodes"
            )
        self.max_in_flight = settings.ray.max_in_flight or 2 * cpus
        log.info(
            "Ray: %d CPUs, %.0f MiB; at most %d clips in flight",
            cpus,
            resources.get("memory", 0) / _MIB,
            self.max_in_flight,
        )
        self._task = self._ray.remote(process_clips).options(
            name="vidrag-clip",
            num_cpus=CLIP_TASK_CPUS,
            memory=memory,
            max_retries=settings.ray.max_retries,  # retries when the worker dies, not on errors of the clip
            retry_exceptions=False,
        )
        self._slots = threading.BoundedSemaphore(self.max_in_flight)  # the window, shared by the videos' threads
        self.worker_pids: set[int] = set()  # the workers that returned clips (for logs and fault tests)
        # The latest ("submit" | "done", video sha256, the task's first clip index), in order (for logs and tests): bounded,
        # as one driver may ingest millions of clips.
        self.events: deque[tuple[str, str, int]] = deque(maxlen=EVENTS_KEPT)

    def __call__(
        self, job: VideoJob, todo: list[ClipSpan], store: Store, clock: StageClock, enter: StageReport
    ) -> Iterator[ClipOutput]:
        """Outputs of ``todo`` in clip order, with at most ``max_in_flight`` tasks running or waiting to be written.

        A task does one ASR stretch's clips (:func:`task_spans`). When a clip fails, the clips before it are
        still yielded (as the sequential path stores them), then its error raised.
        """
        waiting = deque(task_spans(job, todo, self.settings))
        order = deque(span.index for span in todo)
        running: dict[Any, list[ClipSpan]] = {}  # ObjectRef -> its clips
        arrived: dict[int, ClipOutput] = {}  # done, waiting for the clips before them to be written
        last_of_task: set[int] = set()  # the clips whose hand-over frees their task's window slot
        failed: tuple[int, VidragError] | None = None  # the earliest failed clip
        held = 0  # window slots this video holds: one per task running or with clips not yet written
        try:
            while order:
                if failed is not None and order[0] == failed[0]:
                    raise failed[1]
                # Another video's thread may hold the whole window; with nothing of its own in hand, wait for a slot.
                while (
                    failed is None
                    and waiting
                    and self._slots.acquire(blocking=held == 0, timeout=1.0 if held == 0 else None)
                ):
                    held += 1
                    spans = waiting.popleft()
                    last_of_task.add(spans[-1].index)
                    running[self._submit(job, spans, store)] = spans
                if order[0] in arrived:
                    index = order.popleft()
                    if index in last_of_task:
                        held -= 1
                        self._slots.release()
                    yield arrived.pop(index)
                    continue
                if not running:
                    continue  # no slot came free yet
                enter("ray")
                (done,), _ = self._ray.wait(list(running), num_returns=1)
                spans = running.pop(done)
                self.events.append(("done", job.sha256, spans[0].index))
                try:
                    result = self._result(done, spans, job)
                except VidragError as exc:
                    result = TaskResult([], exc)
                for clip in result.clips:
                    for key, units in clip.extracted.items():  # saved now: a killed driver does not lose them
                        store.cache_units(job.sha256, clip.output.span.index, key, units)
                    for stage, seconds in clip.seconds.items():
                        clock.add(stage, seconds)
                    self.worker_pids.add(clip.worker_pid)
                    arrived[clip.output.span.index] = clip.output
                if result.error is not None:
                    last_of_task.discard(spans[-1].index)
                    if result.clips:  # the slot comes free with the last clip the task made
                        last_of_task.add(result.clips[-1].output.span.index)
                    else:
                        held -= 1
                        self._slots.release()
                    first_missing = spans[len(result.clips)].index
                    if failed is None or first_missing < failed[0]:
                        failed = (first_missing, result.error)
        finally:
            for ref in running:  # the writer stopped (an error): nobody will take these results
                self._ray.cancel(ref)
            for _ in range(held):
                self._slots.release()

    def _submit(self, job: VideoJob, spans: list[ClipSpan], store: Store) -> Any:
        cached: dict[int, dict[str, list[TextUnit]]] = {}
        self.events.append(("submit", job.sha256, spans[0].index))
        for span in spans:
            for extractor in job.extractors:
                units = store.cached_units(job.sha256, span.index, extractor.key)
                if units is not None:
                    cached.setdefault(span.index, {})[extractor.key] = units
        return self._task.remote(self.settings, job.info, spans, cached)

    def _result(self, ref: Any, spans: list[ClipSpan], job: VideoJob) -> TaskResult:
        ray = self._ray
        where = f"{job.info.path.name} clips {spans[0].index}-{spans[-1].index} ({spans[0].start:.0f}-{spans[-1].end:.0f} s)"
        try:
            return ray.get(ref)
        except ray.exceptions.RayTaskError as exc:
            if isinstance(exc.cause, VidragError):
                raise exc.cause from None  # the clip's own error (a corrupt file ...), as the sequential path raises it
            raise IndexingError(f"{where}: failed in a Ray worker: {exc.cause!r}") from exc
        except ray.exceptions.RayError as exc:
            raise IndexingError(
                f"{where}: its Ray worker died {self.settings.ray.max_retries + 1} time(s) ({type(exc).__name__}); "
                "finished clips are kept, re-run to resume (raise ray.task_memory_mb if workers run out of memory)"
            ) from exc

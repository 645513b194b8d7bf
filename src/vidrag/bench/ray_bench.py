"""Ray ingestion throughput: one rendered lecture indexed by a local Ray with 1 and with 2 (or more) workers, then
in this process, each into a fresh index, in one run so the ratios compare like with like.

With ``collection``, a set of short lectures (3 clips each, so that 2 workers leave one idle on every
video's last clip when videos go one at a time) is also indexed by the largest Ray, one video at a
time and ``ray.videos_at_once`` at a time: what sharing the clip window across videos gains.

Each figure is ``Index.add`` wall time with the models' loading included (a fresh Ray starts fresh workers);
starting Ray itself is reported apart, as a cluster is normally up already. Worker memory is the peak RSS
of any one Ray worker process, sampled every 50 ms: what ``ray.task_memory_mb`` must cover.
"""

from __future__ import annotations

import logging
import os
import tempfile
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import psutil

from vidrag.api import Index
from vidrag.bench.index_bench import RssSampler, machine_description
from vidrag.testing.render import lecture_scenes, render_video
from vidrag.config import Settings, load_settings
from vidrag.indexing.distributed import RayClipRunner, import_ray, ray_cluster
from vidrag.indexing.indexer import ProgressCallback
from vidrag.media.clips import plan_clips

log = logging.getLogger(__name__)

_MIB = 1024 * 1024
_WORKER_NAMES = ("ray::IDLE", "ray::vidrag-clip")  # process titles of Ray workers (idle, running a clip)


@dataclass
class IngestRun:
    mode: str  # "sequential" or "ray"
    workers: int | None  # Ray CPUs (one clip task each); None: sequential
    seconds: float  # Index.add wall time, model loading included
    realtime_factor: float
    ray_start_seconds: float | None
    driver_peak_rss_mib: float
    worker_peak_rss_mib: float | None  # the largest single Ray worker process
    worker_processes: int | None  # distinct worker processes that returned clips: each loaded the models once


@dataclass
class CollectionRun:
    videos_at_once: int
    seconds: float  # Index.add_many wall time, model loading included
    realtime_factor: float


@dataclass
class RayBenchReport:
    video_seconds: float
    clips: int
    runs: list[IngestRun]
    machine: dict[str, Any]
    settings: dict[str, Any]
    load_average: tuple[float, float]  # 1-minute load average of the machine before and after: others' work shows here
    collection_runs: list[CollectionRun]  # short videos by the largest Ray, one at a time and several at once
    collection_videos: int
    collection_video_seconds: float  # all of them together

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def speedup(self, workers: int, over: int | None) -> float | None:
        """Throughput of Ray with ``workers`` over Ray with ``over`` workers (None: the sequential path)."""
        runs = {r.workers: r for r in self.runs}
        if workers not in runs or over not in runs:
            return None
        return round(runs[over].seconds / runs[workers].seconds, 2)

    def to_markdown(self) -> str:
        rows = [
            "| run | seconds | x real time | driver peak RSS MiB | worker peak RSS MiB | worker processes |",
            "| --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        for r in self.runs:
            name = "sequential (no Ray)" if r.workers is None else f"Ray, {r.workers} worker(s)"
            worker = "-" if r.worker_peak_rss_mib is None else f"{r.worker_peak_rss_mib:.0f}"
            processes = "-" if r.worker_processes is None else str(r.worker_processes)
            rows.append(
                f"| {name} | {r.seconds:.1f} | {r.realtime_factor:.1f} | {r.driver_peak_rss_mib:.0f} | {worker} | {processes} |"
            )
        ray_workers = sorted(r.workers for r in self.runs if r.workers is not None)
        notes = [f"Video: {self.video_seconds:.1f} s, {self.clips} clips."]
        if len(ray_workers) >= 2:
            notes.append(
                f"Throughput ratio, Ray {ray_workers[-1]} workers / {ray_workers[0]} worker(s): "
                f"{self.speedup(ray_workers[-1], ray_workers[0])}x."
            )
        if ray_workers:
            notes.append(f"Ray {ray_workers[-1]} workers / sequential: {self.speedup(ray_workers[-1], None)}x.")
        starts = [r.ray_start_seconds for r in self.runs if r.ray_start_seconds is not None]
        if starts:
            notes.append(f"Starting the local Ray (not counted above): {min(starts):.1f}-{max(starts):.1f} s.")
        if self.collection_runs:
            one, many = self.collection_runs[0], self.collection_runs[-1]
            notes.append(
                f"{self.collection_videos} short videos ({self.collection_video_seconds:.0f} s in all), Ray {ray_workers[-1]} workers: "
                + ", ".join(
                    f"{r.videos_at_once} at once {r.seconds:.1f} s ({r.realtime_factor:.1f}x real time)"
                    for r in self.collection_runs
                )
                + f"; {many.videos_at_once} at once / 1 at once: {one.seconds / many.seconds:.2f}x."
            )
        m = self.machine
        notes.append(f"1-minute load average before / after: {self.load_average[0]:.1f} / {self.load_average[1]:.1f}.")
        notes.append(
            f"Machine: {m['cpu_model']}, {m['usable_cpus']} usable of {m['cpu_count']} CPUs, {m['platform']}, Python {m['python']}."
        )
        return "\n".join(rows) + "\n\n" + "\n".join(f"- {n}" for n in notes) + "\n"


class _WorkerRssSampler(RssSampler):
    """Peak RSS of any one Ray worker process below this one, sampled every ``interval`` s."""

    def _rss(self) -> int:
        largest = 0
        for process in self._process.children(recursive=True):
            try:
                if process.name() in _WORKER_NAMES:
                    largest = max(largest, process.memory_info().rss)
            except psutil.Error:
                continue  # a worker that ended between listing and reading
        return largest


def _ingest(
    videos: list[Path], base: Path, settings: Settings, workers: int | None, progress: ProgressCallback | None
) -> tuple[float, float | None, int, int, int | None]:
    """(add seconds, Ray start seconds, driver peak RSS, worker peak RSS, worker processes) of one fresh-index run."""
    index_dir = Path(tempfile.mkdtemp(prefix="index-", dir=base))
    with Index.open(index_dir, settings) as index, RssSampler() as driver, _WorkerRssSampler() as worker_rss:
        if workers is None:
            t0 = time.perf_counter()
            _add_all(index, videos, progress, None)
            return time.perf_counter() - t0, None, driver.peak, 0, None
        ray_settings = settings.ray.model_copy(update={"address": None, "workers": workers})
        t_start = time.perf_counter()
        with ray_cluster(ray_settings):
            runner = RayClipRunner(settings)
            t0 = time.perf_counter()
            _add_all(index, videos, progress, runner)
            seconds = time.perf_counter() - t0
        return seconds, t0 - t_start, driver.peak, worker_rss.peak, len(runner.worker_pids)


def _add_all(index: Index, videos: list[Path], progress: ProgressCallback | None, runner: RayClipRunner | None) -> None:
    for result in index.add_many(videos, progress=lambda _video: progress, runner=runner):
        if isinstance(result, Exception):
            raise result


def run_ray_bench(
    minutes: float = 5.0,
    workers: Sequence[int] = (1, 2),
    workdir: Path | None = None,
    settings: Settings | None = None,
    *,
    sequential: bool = True,
    collection: int = 0,
    progress: ProgressCallback | None = None,
) -> RayBenchReport:
    """Render a ``minutes``-long lecture; index it sequentially and with a local Ray of each ``workers`` size;
    then, with ``collection``, that many short lectures with the largest Ray, 1 and ``ray.videos_at_once`` at once."""
    settings = settings or load_settings()
    ray = import_ray()
    if ray.is_initialized():
        raise RuntimeError("the Ray bench starts its own local Ray for each run; call it with Ray not initialised")
    runs: list[IngestRun] = []
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="vidrag-bench-") as tmp:
        base = Path(workdir) if workdir is not None else Path(tmp)
        base.mkdir(parents=True, exist_ok=True)
        video = render_video(lecture_scenes(minutes), base / f"lecture-{minutes:g}min.mp4")
        # Ray first: the sequential run loads the models into this process, which would count as driver memory.
        for n in [*workers, *([None] if sequential else [])]:
            seconds, started, driver_peak, worker_peak, processes = _ingest([video.path], base, settings, n, progress)
            runs.append(
                IngestRun(
                    mode="sequential" if n is None else "ray",
                    workers=n,
                    seconds=round(seconds, 2),
                    realtime_factor=round(video.duration / seconds, 2),
                    ray_start_seconds=None if started is None else round(started, 2),
                    driver_peak_rss_mib=round(driver_peak / _MIB, 1),
                    worker_peak_rss_mib=None if n is None else round(worker_peak / _MIB, 1),
                    worker_processes=processes,
                )
            )
            log.info("ray bench: %s workers: %.1f s", n, seconds)
        collection_runs, short_seconds = _collection_runs(collection, base, settings, max(workers, default=1), progress)
    clips = len(plan_clips(video.duration, settings.media.clip_seconds, settings.media.min_tail_seconds))
    return RayBenchReport(
        video_seconds=round(video.duration, 2),
        clips=clips,
        runs=runs,
        machine=machine_description(),
        settings={"asr": settings.asr.model_dump(), "ocr": settings.ocr.model_dump(), "ray": settings.ray.model_dump()},
        load_average=(round(load_before, 2), round(os.getloadavg()[0], 2)),
        collection_runs=collection_runs,
        collection_videos=collection,
        collection_video_seconds=round(short_seconds, 1),
    )


SHORT_LECTURE_MINUTES = 1.2  # about 72 s: 3 clips of 30 s at the default clip length


def _collection_runs(
    count: int, base: Path, settings: Settings, workers: int, progress: ProgressCallback | None
) -> tuple[list[CollectionRun], float]:
    """``count`` short lectures indexed by a Ray of ``workers``, one at a time, then ``ray.videos_at_once`` at a time."""
    if count <= 0:
        return [], 0.0
    shorts = [
        render_video(lecture_scenes(SHORT_LECTURE_MINUTES, seed=100 + i), base / f"short-{i}.mp4") for i in range(count)
    ]
    total = sum(v.duration for v in shorts)
    runs = []
    for at_once in sorted({1, settings.ray.videos_at_once}):
        local = settings.model_copy(update={"ray": settings.ray.model_copy(update={"videos_at_once": at_once})})
        seconds = _ingest([v.path for v in shorts], base, local, workers, progress)[0]
        runs.append(CollectionRun(at_once, round(seconds, 2), round(total / seconds, 2)))
        log.info("ray bench: %d short videos, %d at once: %.1f s", count, at_once, seconds)
    return runs, total

"""Indexing speed and memory per stage on a rendered lecture, against the "10x real time on 2 cores" goal.

With ``speech``, the video is real recorded speech instead (Debian's Asterisk prompts over a plain
background, :mod:`vidrag.bench.speech`), and the report adds the word error rate of the stored ASR text.
Stage seconds are summed over the pipeline's lanes, which overlap: together they exceed the wall time.

Each profile's run, and the baseline of Whisper alone transcribing the whole audio as one stream, runs in a
process of its own (each pays its own imports and model loading; peak RSS is each run's own).
Timings come from ``AddResult.seconds_by_stage``; peak RSS per stage comes from a 50 ms sampler
thread that attributes each sample to the latest ``Progress.stage``. The progress events name no
stage for decoding clips after the first, so that memory is counted under ``store``, the stage
reported just before it.
"""

from __future__ import annotations

import logging
import os
import platform
import tempfile
import threading
import time
import multiprocessing
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import psutil

from vidrag.api import Index
from vidrag.testing.render import lecture_scenes, render_video
from vidrag.bench.speech import speech_scenes, word_error_rate
from vidrag.config import Settings, load_settings
from vidrag.extractors.asr import WhisperAsr
from vidrag.indexing.indexer import Progress, ProgressCallback
from vidrag.media.clips import plan_clips
from vidrag.media.decode import read_audio
from vidrag.media.probe import probe

log = logging.getLogger(__name__)

GOAL_REALTIME_FACTOR = 10.0
_STAGE_ORDER = ("decode", "subtitle", "asr", "ocr", "embed", "graph", "store")
_MIB = 1024 * 1024
Measured = TypeVar("Measured")


@dataclass
class StageFigures:
    stage: str
    seconds: float
    realtime_factor: float | None  # video seconds per stage second
    peak_rss_mib: float | None  # None: no progress event names this stage


@dataclass
class IndexBenchReport:
    video_seconds: float
    render_seconds: float  # not part of the result: rendering is setup
    clips: int
    stages: list[StageFigures]
    total_seconds: float  # Index.add wall time, lazy model loading included
    realtime_factor: float
    first_clip_seconds: float | None  # includes loading the ASR, OCR and embedding models
    steady_realtime_factor: float | None  # after the first clip: no model loading
    peak_rss_mib: float
    machine: dict[str, Any]
    goal_realtime_factor: float = GOAL_REALTIME_FACTOR
    meets_goal: bool = False  # realtime_factor (model loading included) >= goal; never asserted
    settings: dict[str, Any] = field(default_factory=dict)
    video: str = "lecture"  # "lecture" (espeak-ng over slides) or "speech" (recorded prompts)
    word_error_rate: float | None = None  # speech only: the stored ASR text against what was said
    load_average: tuple[float, float] = (0.0, 0.0)  # 1-minute load before and after: others' work shows here
    profile: str = "default"  # index.profile
    cpu_seconds: float = 0.0  # this run's process CPU time (every thread) during Index.add: less swayed by others' load
    # True: the models were loaded before the clock started (a short warm-up video indexed first), as the stream
    # baseline's are: what every further hour of footage costs
    warm: bool = False

    @property
    def first_clip_note(self) -> str:
        """What the first clip's time holds besides the clip."""
        return "models loaded before" if self.warm else "model loading included"

    @property
    def label(self) -> str:
        """The profile, marked when its models were loaded before the clock started (``default+warm``)."""
        return f"{self.profile}+warm" if self.warm else self.profile

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def to_markdown(self) -> str:
        """A table per stage plus the totals, for pasting into docs and issues."""

        def num(value: float | None, fmt: str) -> str:
            return "-" if value is None else format(value, fmt)

        rows = [
            f"Profile {self.label}:",
            "",
            "| stage | seconds | x real time | peak RSS MiB |",
            "| --- | ---: | ---: | ---: |",
        ]
        rows += [
            f"| {s.stage} | {s.seconds:.2f} | {num(s.realtime_factor, '.1f')} | {num(s.peak_rss_mib, '.0f')} |"
            for s in self.stages
        ]
        rows.append(f"| **total** | {self.total_seconds:.2f} | {self.realtime_factor:.1f} | {self.peak_rss_mib:.0f} |")
        m = self.machine
        notes = [
            f"Video ({self.video}): {self.video_seconds:.1f} s, {self.clips} clips (rendered in {self.render_seconds:.1f} s, not counted).",
            f"Stage seconds overlap (ASR beside OCR and embedding); 1-minute load average before / after: "
            f"{self.load_average[0]:.1f} / {self.load_average[1]:.1f}.",
            f"First clip ({self.first_clip_note}): {num(self.first_clip_seconds, '.2f')} s; "
            f"after it: {num(self.steady_realtime_factor, '.1f')}x real time.",
            f"Goal {self.goal_realtime_factor:g}x real time (model loading included): "
            f"{'met' if self.meets_goal else 'not met'}.",
            f"Machine: {m['cpu_model']}, {m['usable_cpus']} usable of {m['cpu_count']} CPUs, "
            f"{m['platform']}, Python {m['python']}.",
        ]
        if self.word_error_rate is not None:
            notes.append(f"Word error rate of the stored ASR text: {100 * self.word_error_rate:.1f}%.")
        return "\n".join(rows) + "\n\n" + "\n".join(f"- {n}" for n in notes) + "\n"


@dataclass
class StreamFigures:
    """Whisper transcribing the video's whole audio as one uninterrupted stream (no clips), in the same run."""

    model: str  # asr.model
    seconds: float  # decoding the audio and transcribing it, model loading excluded
    realtime_factor: float
    cpu_seconds: float  # the process's CPU time (every thread) for the same
    word_error_rate: float | None  # speech only


@dataclass
class IndexBenchRun:
    """One bench run: the video indexed under each profile asked for, and the stream-alone baseline."""

    reports: list[IndexBenchReport]
    stream: StreamFigures | None

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "ratios": self.ratios(), "cpu_ratios": self.ratios(cpu=True)}

    def ratios(self, cpu: bool = False) -> dict[str, float]:
        """The first profile's time over each other's (``default/fast``), and each profile's over the stream's
        (``default/stream``): wall time, or with ``cpu`` process CPU time."""

        def taken(run: IndexBenchReport | StreamFigures) -> float:
            return run.cpu_seconds if cpu else run.total_seconds if isinstance(run, IndexBenchReport) else run.seconds

        out: dict[str, float] = {}
        for warm in (False, True):  # each profile against the first, cold against cold and warm against warm
            runs = [report for report in self.reports if report.warm == warm]
            first = runs[0] if runs else None
            for report in runs:
                if self.stream is not None and taken(self.stream) > 0:
                    out[f"{report.label}/stream"] = round(taken(report) / taken(self.stream), 3)
                if first is not None and report is not first and taken(report) > 0:
                    out[f"{first.label}/{report.label}"] = round(taken(first) / taken(report), 3)
        return out

    def to_markdown(self) -> str:
        parts = [report.to_markdown() for report in self.reports]
        if self.stream is not None:
            wer = "" if self.stream.word_error_rate is None else f", WER {100 * self.stream.word_error_rate:.1f}%"
            parts.append(
                f"Whisper {self.stream.model} on the whole audio as one stream: {self.stream.seconds:.2f} s "
                f"({self.stream.realtime_factor:.1f}x real time{wer}).\n"
            )
        ratios = ", ".join(f"{k} {v:.2f}" for k, v in self.ratios().items())
        cpu = ", ".join(f"{k} {v:.2f}" for k, v in self.ratios(cpu=True).items())
        return "\n".join(parts) + (f"\nWall-time ratios: {ratios}; CPU-time ratios: {cpu}.\n" if ratios else "")


def machine_description() -> dict[str, Any]:
    """What the figures depend on: the goal is stated for 2 cores."""
    cpu_model = platform.processor() or "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu_model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return {
        "cpu_model": cpu_model,
        "cpu_count": os.cpu_count(),
        "usable_cpus": usable,
        "platform": platform.platform(),
        "python": platform.python_version(),
    }


class RssSampler:
    """Samples this process's RSS every ``interval`` s, keeping the peak per current stage."""

    def __init__(self, interval: float = 0.05):
        self._process = psutil.Process()
        self._interval = interval
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="rss-sampler", daemon=True)
        self.stage = "setup"
        self.peaks: dict[str, int] = {}

    @property
    def peak(self) -> int:
        with self._lock:
            return max(self.peaks.values(), default=0)

    def _rss(self) -> int:
        """What is sampled: this process's resident memory."""
        return self._process.memory_info().rss

    def sample(self) -> None:
        rss = self._rss()
        with self._lock:
            self.peaks[self.stage] = max(self.peaks.get(self.stage, 0), rss)

    def switch(self, stage: str) -> None:
        self.sample()  # close the previous stage with a fresh sample
        with self._lock:
            self.stage = stage

    def _run(self) -> None:
        while not self._stop.wait(self._interval):
            self.sample()

    def __enter__(self) -> RssSampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
        self.sample()


def run_index_bench(
    minutes: float = 10.0,
    workdir: Path | None = None,
    settings: Settings | None = None,
    *,
    speech: bool = False,
    profiles: Sequence[str] = ("default",),
    stream: bool = True,
    warm: bool = False,
    progress: ProgressCallback | None = None,
) -> IndexBenchRun:
    """Render a ``minutes``-long lecture (or, with ``speech``, recorded speech), index it into a fresh index under
    each of ``profiles`` in turn, measuring every stage; with ``warm``, each profile again with its models loaded
    before the clock starts (a warm-up video of the first scene indexed first); with ``stream``, then transcribe
    the whole audio as one stream with the default profile's Whisper (model loading excluded), the least ASR
    alone can cost."""
    settings = settings or load_settings()
    with tempfile.TemporaryDirectory(prefix="vidrag-bench-") as tmp:
        base = Path(workdir) if workdir is not None else Path(tmp)
        base.mkdir(parents=True, exist_ok=True)
        t0 = time.perf_counter()
        scenes = speech_scenes(minutes) if speech else lecture_scenes(minutes)
        video = render_video(scenes, base / f"{'speech' if speech else 'lecture'}-{minutes:g}min.mp4")
        render_seconds = time.perf_counter() - t0
        said = " ".join(p.scene.narration for p in video.scenes) if speech else None
        warmup = render_video(scenes[:1], base / "warm-up.mp4").path if warm else None
        reports = []
        for loaded_first in [None, warmup] if warm else [None]:
            for profile in profiles:
                if progress is not None:
                    how = ", models loaded first" if loaded_first else ""
                    progress(Progress(video.path.name, f"indexing, profile {profile}{how}", 0, 0))
                reports.append(
                    _in_fresh_process(_index_once, video.path, base, settings.with_profile(profile), said, loaded_first)
                )
        alone = None
        if stream:
            if progress is not None:
                progress(Progress(video.path.name, "Whisper alone, one stream", 0, 0))
            alone = _in_fresh_process(_stream_alone, video.path, settings.with_profile("default"), said)
    for report in reports:
        report.render_seconds = round(render_seconds, 2)
    return IndexBenchRun(reports, alone)


def _in_fresh_process(work: Callable[..., Measured], *args: Any) -> Measured:
    """``work(*args)`` in a process of its own: each run pays its own imports and model loading, and its peak RSS
    is its own (memory another run freed is seldom given back to the system)."""
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        return pool.submit(work, *args).result()


def _index_once(
    video: Path, base: Path, settings: Settings, said: str | None, warmup: Path | None = None
) -> IndexBenchReport:
    """Index ``video`` into a fresh index with ``settings``, measuring every stage (``said``: speech, for its WER);
    ``warmup`` is indexed into it first, unmeasured, so that every model is loaded before the clock starts."""
    load_before = os.getloadavg()[0]
    first_clip_done: list[float] = []
    with RssSampler() as rss:

        def on_progress(p: Progress) -> None:
            if p.stage != rss.stage:
                rss.switch(p.stage)
            if p.clips_done >= 1 and not first_clip_done:
                first_clip_done.append(time.perf_counter())

        # A fresh index every run (also inside a reused workdir): an indexed video is a no-op.
        index_dir = Path(tempfile.mkdtemp(prefix="index-", dir=base))
        with Index.open(index_dir, settings) as index:
            if warmup is not None:
                index.add(warmup)  # its peak memory stays counted: it is the models'
            t_start, cpu_start = time.perf_counter(), time.process_time()
            result = index.add(video, progress=on_progress)
            t_end, cpu = time.perf_counter(), time.process_time() - cpu_start
            spoken = " ".join(t.text for _, texts in index.clips(result.video) for t in texts if t.source == "asr")
    wer = round(word_error_rate(said, spoken), 4) if said is not None else None

    total = t_end - t_start
    duration = result.video.duration
    spans = plan_clips(duration, settings.media.clip_seconds, settings.media.min_tail_seconds)
    seconds = result.seconds_by_stage
    names = [s for s in _STAGE_ORDER if s in seconds] + sorted(set(seconds) - set(_STAGE_ORDER))
    stages = [
        StageFigures(
            stage=name,
            seconds=round(seconds[name], 3),
            realtime_factor=round(duration / seconds[name], 1) if seconds[name] > 0 else None,
            peak_rss_mib=round(rss.peaks[name] / _MIB, 1) if name in rss.peaks else None,
        )
        for name in names
    ]
    first = first_clip_done[0] - t_start if first_clip_done else None
    steady = None
    if first_clip_done and len(spans) > 1 and t_end > first_clip_done[0]:
        steady = round((duration - spans[0].duration) / (t_end - first_clip_done[0]), 1)
    rtf = duration / total if total > 0 else 0.0
    report = IndexBenchReport(
        video_seconds=round(duration, 2),
        render_seconds=0.0,
        clips=len(spans),
        stages=stages,
        total_seconds=round(total, 2),
        realtime_factor=round(rtf, 1),
        first_clip_seconds=round(first, 2) if first is not None else None,
        steady_realtime_factor=steady,
        peak_rss_mib=round(max(rss.peaks.values()) / _MIB, 1),
        machine=machine_description(),
        meets_goal=rtf >= GOAL_REALTIME_FACTOR,
        settings={
            "index": settings.index.model_dump(),
            "asr": settings.asr.model_dump(),
            "ocr": settings.ocr.model_dump(),
            "media": settings.media.model_dump(),
            "pipeline": settings.pipeline.model_dump(),
            "embedding": settings.embedding.model_dump(),
        },  # fmt: skip
        video="speech" if said is not None else "lecture",
        word_error_rate=wer,
        load_average=(round(load_before, 2), round(os.getloadavg()[0], 2)),
        profile=settings.index.profile,
        cpu_seconds=round(cpu, 2),
        warm=warmup is not None,
    )
    log.info("index bench (%s): %.1f s of video in %.1f s (%.1fx real time)", report.profile, duration, total, rtf)
    return report


def _stream_alone(video: Path, settings: Settings, said: str | None) -> StreamFigures:
    """The video's whole audio decoded and transcribed as one stream, as indexing transcribes (VAD, beam, word
    times, every core), model loading excluded: what the ASR lane would cost with no clips at all."""
    info = probe(video)
    asr = WhisperAsr(settings.asr, settings.media)
    asr.prepare(info)
    asr.load()
    t0, cpu_start = time.perf_counter(), time.process_time()
    audio, _start = read_audio(info, 0.0, info.duration)
    words, _info = asr.transcribe(audio)
    seconds, cpu = time.perf_counter() - t0, time.process_time() - cpu_start
    heard = "".join(w.word for segment in words for w in segment)
    return StreamFigures(
        model=settings.asr.model,
        seconds=round(seconds, 2),
        realtime_factor=round(info.duration / seconds, 1),
        cpu_seconds=round(cpu, 2),
        word_error_rate=round(word_error_rate(said, heard), 4) if said is not None else None,
    )

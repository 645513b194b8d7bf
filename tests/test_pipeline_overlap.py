"""The overlapped per-clip pipeline on a real video with the real models: clips come out whole and in order,
every extractor output is saved before its clip is handed over, and a re-run from those saved outputs
redoes no extraction and gives the same clips; the lanes beside the ASR stream run at a lower priority."""

from __future__ import annotations

import os
import sys
import threading
from dataclasses import dataclass, field

import pytest
from conftest import real_file

from vidrag import load_settings
from vidrag.embedding import make_embedder
from vidrag.extractors.asr import WhisperAsr
from vidrag.extractors.base import Extractor
from vidrag.extractors.ocr import RapidOcr
from vidrag.indexing.pipeline import ClipOutput, ClipPipeline, StageClock
from vidrag.media.clips import plan_clips
from vidrag.media.probe import VideoInfo, probe
from vidrag.records import ClipSpan


@dataclass
class FirstRun:
    """One real run of the pipeline on the example video, with what each lane's thread saw."""

    info: VideoInfo
    spans: list[ClipSpan]
    pipeline: ClipPipeline
    extractors: list[Extractor]
    saved: dict[tuple[int, str], list] = field(default_factory=dict)
    outputs: list[ClipOutput] = field(default_factory=list)
    saved_before_hand_over: bool = True
    priority: dict[str, int] = field(default_factory=dict)  # the nice value the OCR and ASR calls ran at
    caller_priority: int = 0


def _priority() -> int:
    return os.getpriority(os.PRIO_PROCESS, threading.get_native_id())


@pytest.fixture(scope="module")
def first_run() -> FirstRun:
    """The pipeline run once for the tests of this module (each real run transcribes, reads and embeds)."""
    video = real_file("auto-editor", "example.mp4")
    settings = load_settings()
    settings.media.clip_seconds = 10.0  # 5 clips: more than the 2 in flight
    settings.pipeline.clips_in_flight = 2
    info = probe(video)
    spans = plan_clips(info.duration, settings.media.clip_seconds, settings.media.min_tail_seconds)
    pipeline = ClipPipeline(settings, make_embedder(settings.embedding), None)
    run = FirstRun(info, spans, pipeline, pipeline.extractors_for(info), caller_priority=_priority())
    read, segments = RapidOcr.extract, WhisperAsr._segments

    def extract(self: RapidOcr, media):
        run.priority["ocr"] = _priority()
        return read(self, media)

    def stream(self: WhisperAsr, *args, **kwargs):
        run.priority["asr"] = _priority()
        return segments(self, *args, **kwargs)

    def save(index: int, key: str, units: list) -> None:
        run.saved[index, key] = units

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(RapidOcr, "extract", extract)
        patch.setattr(WhisperAsr, "_segments", stream)
        for out in pipeline.run(info, spans, run.extractors, lambda _i, _k: None, save, StageClock(), lambda _s: None):
            run.saved_before_hand_over &= all((out.span.index, e.key) in run.saved for e in run.extractors)
            run.outputs.append(out)
    return run


def test_clips_are_handed_over_in_order_with_their_outputs_saved_first_and_reused_on_a_re_run(first_run: FirstRun):
    run, first = first_run, first_run.outputs
    assert {e.key.split(":")[0] for e in run.extractors} == {"asr", "ocr"}
    assert run.saved_before_hand_over
    assert [o.span.index for o in first] == [s.index for s in run.spans]
    assert all(len(o.vectors) == len(o.units) for o in first)
    assert any(u.source == "ocr" for o in first for u in o.units) and any(
        "banana" in u.text.lower() for o in first for u in o.units
    )

    clock = StageClock()
    saved = dict(run.saved)

    def save(index: int, key: str, units: list) -> None:
        saved[index, key] = units

    again = list(
        run.pipeline.run(
            run.info, run.spans, run.extractors, lambda i, k: saved.get((i, k)), save, clock, lambda _s: None
        )
    )
    assert not {"asr", "ocr"} & set(clock.seconds)  # nothing extracted again
    assert [[(u.source, u.text) for u in o.units] for o in again] == [
        [(u.source, u.text) for u in o.units] for o in first
    ]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="nice values are per thread on Linux only")
def test_the_lanes_beside_the_asr_stream_run_at_a_lower_priority(first_run: FirstRun):
    nice = first_run.pipeline.settings.pipeline.side_lane_nice
    assert first_run.priority["ocr"] == min(19, first_run.caller_priority + nice)
    assert first_run.priority["asr"] == first_run.caller_priority  # the stream keeps the caller's priority
    assert _priority() == first_run.caller_priority

"""The overlapped per-clip pipeline on a real video with the real models: clips come out whole and in order,
every extractor output is saved before its clip is handed over, and a re-run from those saved outputs
redoes no extraction and gives the same clips; the lanes beside the ASR stream run at a lower priority."""

from __future__ import annotations

import os
import sys
import threading

import pytest
from conftest import real_file

from vidrag import load_settings
from vidrag.embedding import SentenceTransformerEmbedder
from vidrag.extractors.asr import WhisperAsr
from vidrag.extractors.ocr import RapidOcr
from vidrag.indexing.pipeline import ClipPipeline, StageClock
from vidrag.media.clips import plan_clips
from vidrag.media.probe import probe


def test_clips_are_handed_over_in_order_with_their_outputs_saved_first_and_reused_on_a_re_run():
    video = real_file("auto-editor", "example.mp4")
    settings = load_settings()
    settings.media.clip_seconds = 10.0  # 5 clips: more than the 2 in flight
    settings.pipeline.clips_in_flight = 2
    info = probe(video)
    spans = plan_clips(info.duration, settings.media.clip_seconds, settings.media.min_tail_seconds)
    pipeline = ClipPipeline(settings, SentenceTransformerEmbedder(settings.embedding), None)
    extractors = pipeline.extractors_for(info)
    assert {e.key.split(":")[0] for e in extractors} == {"asr", "ocr"}

    saved: dict[tuple[int, str], list] = {}

    def save(index: int, key: str, units: list) -> None:
        saved[index, key] = units

    first = []
    for out in pipeline.run(info, spans, extractors, lambda _i, _k: None, save, StageClock(), lambda _s: None):
        assert all((out.span.index, e.key) in saved for e in extractors)  # saved before the hand-over
        first.append(out)
    assert [o.span.index for o in first] == [s.index for s in spans]
    assert all(len(o.vectors) == len(o.units) for o in first)
    assert any(u.source == "ocr" for o in first for u in o.units) and any(
        "banana" in u.text.lower() for o in first for u in o.units
    )

    clock = StageClock()
    again = list(pipeline.run(info, spans, extractors, lambda i, k: saved.get((i, k)), save, clock, lambda _s: None))
    assert not {"asr", "ocr"} & set(clock.seconds)  # nothing extracted again
    assert [[(u.source, u.text) for u in o.units] for o in again] == [
        [(u.source, u.text) for u in o.units] for o in first
    ]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="nice values are per thread on Linux only")
def test_the_lanes_beside_the_asr_stream_run_at_a_lower_priority(monkeypatch: pytest.MonkeyPatch):
    video = real_file("auto-editor", "example.mp4")
    settings = load_settings()
    settings.media.clip_seconds = 20.0
    info = probe(video)
    spans = plan_clips(info.duration, settings.media.clip_seconds, settings.media.min_tail_seconds)
    pipeline = ClipPipeline(settings, SentenceTransformerEmbedder(settings.embedding), None)
    extractors = pipeline.extractors_for(info)
    seen: dict[str, int] = {}
    read = RapidOcr.extract

    def extract(self: RapidOcr, media):
        seen["ocr"] = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
        return read(self, media)

    segments = WhisperAsr._segments

    def stream(self: WhisperAsr, *args, **kwargs):
        seen["asr"] = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
        return segments(self, *args, **kwargs)

    monkeypatch.setattr(RapidOcr, "extract", extract)
    monkeypatch.setattr(WhisperAsr, "_segments", stream)
    here = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
    outputs = list(
        pipeline.run(info, spans, extractors, lambda _i, _k: None, lambda *_a: None, StageClock(), lambda _s: None)
    )
    assert len(outputs) == len(spans)
    assert seen["ocr"] == min(19, here + settings.pipeline.side_lane_nice)
    assert seen["asr"] == here  # the stream keeps the caller's priority
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == here

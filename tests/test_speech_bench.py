"""The real-speech reference: Debian's Asterisk prompts with their exact texts, and the word error rate."""

from __future__ import annotations

import pytest

from vidrag.bench.speech import asterisk_prompts, speech_scenes, word_error_rate


def test_word_error_rate_counts_edits_over_reference_words_after_normalising():
    assert word_error_rate("Press 1 to mute.", "press one to mute") == 0.0
    assert word_error_rate("please enter your number", "please enter the number") == 0.25  # one substitution
    assert word_error_rate("please enter your number", "please enter number") == 0.25  # one deletion
    assert word_error_rate("thank you", "thank you very much") == 1.0  # two insertions over two words
    with pytest.raises(ValueError):
        word_error_rate("...", "beep")


def test_prompts_pair_each_recording_with_its_spoken_words():
    try:
        prompts = asterisk_prompts()
    except FileNotFoundError as exc:
        pytest.skip(str(exc))
    by_name = {p.name: p for p in prompts}
    assert by_name["agent-loginok"].text == "Agent logged in." and by_name["agent-loginok"].wav.is_file()
    assert "beep" not in by_name  # "[this is a simple beep tone]" is a description, not speech
    scenes = speech_scenes(2, prompts=prompts)
    assert all(s.recording is not None and s.slide == "" for s in scenes) and len(scenes) >= 10


def test_index_bench_ratios_compare_cold_runs_with_cold_and_warm_with_warm():
    from vidrag.bench.index_bench import IndexBenchReport, IndexBenchRun, StreamFigures, machine_description

    def report(profile: str, seconds: float, warm: bool) -> IndexBenchReport:
        return IndexBenchReport(
            video_seconds=600.0, render_seconds=0.0, clips=20, stages=[], total_seconds=seconds,
            realtime_factor=600.0 / seconds, first_clip_seconds=None, steady_realtime_factor=None,
            peak_rss_mib=1000.0, machine=machine_description(), profile=profile, cpu_seconds=seconds, warm=warm,
        )  # fmt: skip

    run = IndexBenchRun(
        [report("default", 50.0, False), report("fast", 25.0, False), report("default", 40.0, True),
         report("fast", 20.0, True)],
        StreamFigures(model="base", seconds=40.0, realtime_factor=15.0, cpu_seconds=50.0, word_error_rate=None),
    )  # fmt: skip
    assert run.ratios() == {
        "default/stream": 1.25, "fast/stream": 0.625, "default/fast": 2.0,
        "default+warm/stream": 1.0, "fast+warm/stream": 0.5, "default+warm/fast+warm": 2.0,
    }  # fmt: skip
    assert "Profile default+warm:" in run.to_markdown()

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

"""The whole embedded path on real videos: real ASR, OCR, embeddings, SQLite and LLM."""

from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import EXAMPLE, real_file

from vidrag import Index, load_settings
from vidrag.answer import NO_EVIDENCE
from vidrag.errors import QuestionError

BANANA = "What word does the speaker say when the timer reaches forty seconds?"


def test_speech_is_transcribed_with_word_accurate_times(example_index: Index):
    (video,) = example_index.videos()
    assert video.status == "ready" and video.n_clips == 2
    clips = example_index.clips(video)
    speech = [t for _, texts in clips for t in texts if t.source == "asr"]
    banana = [t for t in speech if t.text.strip(" .").lower() == "banana"]
    assert len(banana) == 1 and 39.0 <= banana[0].start <= 40.5  # said as the clock reaches 40 s
    assert any("40 seconds" in t.text for t in speech)


def test_ocr_reads_the_burned_in_timecode_in_every_clip(example_index: Index):
    (video,) = example_index.videos()
    screen = [[t.text for t in texts if t.source == "ocr"] for _, texts in example_index.clips(video)]
    assert "01:00:00:00" in screen[0]  # first frame of clip 0
    assert "01:00:30:00" in screen[1]  # first frame of clip 1


def test_banana_question_cites_the_moment_and_answers_banana(example_index: Index):
    answer = example_index.ask(BANANA)
    assert "banana" in answer.answer.lower()
    top = answer.citations[0]  # the second "banana" is said, inside the clip it was found in
    assert top.start <= 40.0 <= top.end + 1 and top.clip_start <= 38.0 and top.clip_end >= 42.0, answer.citations
    assert top.label in answer.text()
    assert answer.trace["time_mentions"] == [40.0]
    assert answer.timings["total_s"] > 0 and answer.prompt_tokens > 0


def test_multiple_choice_returns_one_of_the_options(example_index: Index):
    answer = example_index.ask(BANANA, ["apple", "banana", "cherry", "grape"])
    assert answer.choice == "banana" and answer.choice_index == 1
    assert answer.answer == "B. banana"


def test_irrelevant_question_says_nothing_was_found(example_index: Index):
    answer = example_index.ask("What did the chancellor announce about interest rates in Brazil?")
    assert answer.answer == NO_EVIDENCE and answer.citations == []


def test_bad_questions_are_refused(example_index: Index):
    with pytest.raises(QuestionError, match="empty"):
        example_index.ask("   ")
    with pytest.raises(QuestionError, match="at least two"):
        example_index.ask("which?", ["only one"])


def test_re_adding_is_a_no_op_and_same_name_elsewhere_is_the_same_video(example_index: Index, video_copy):
    again = example_index.add(video_copy(EXAMPLE, "elsewhere/example.mp4"))
    assert again.outcome == "unchanged" and len(example_index.videos()) == 1
    assert again.read_by_another_version == []  # read by this very version


def test_a_video_read_by_another_version_of_an_extractor_is_told_so(
    example_index: Index, monkeypatch: pytest.MonkeyPatch
):
    # a later ASR (its key changed, as when it stopped skipping speech) finds the video read by this one: a ready
    # video is never read again, so the index says which extractor's reading is another version's
    later = SimpleNamespace(key="asr:whisper-base:a-later-version")
    monkeypatch.setattr(example_index.indexer.pipeline, "extractors_for", lambda _info: [later])
    again = example_index.add(EXAMPLE)
    assert again.outcome == "unchanged" and again.read_by_another_version == ["asr"]


def test_sidecar_subtitles_replace_asr(tmp_path: Path, video_copy):
    video = video_copy(real_file("videogrep", "manifesto.mp4"), "manifesto.mp4")
    video_copy(real_file("videogrep", "manifesto.srt"), "manifesto.srt")
    settings = load_settings()
    settings.ocr.enabled = False
    with Index.open(tmp_path / "ix", settings) as index:
        result = index.add(video)
        assert result.outcome == "added" and "asr" not in result.seconds_by_stage
        texts = [t for _, ts in index.clips(result.video) for t in ts]
        assert texts and {t.source for t in texts} == {"subtitle"}
        assert texts[0].text == "this audiobook is in the public domain" and texts[0].start == pytest.approx(1.599)
        hits = index.retrieve("Where can the text version of the audiobook be found?")
        assert hits.evidence and hits.evidence[0].clip.start == 0.0
        assert any("marxists.org" in t.text for t in hits.evidence[0].texts)
        index.remove("manifesto.mp4")
        assert index.videos() == []

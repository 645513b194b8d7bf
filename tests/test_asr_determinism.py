"""Speech recognition is deterministic (issue 33, item 2): temperature 0 only, never sampling, so a video indexed
twice gives the same words at the same times; a clip where voice is heard but no word comes out is decoded again,
and reported if it still gives none."""

import logging
import sys
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

import pytest

from vidrag import Index, load_settings
from vidrag.extractors.asr import WhisperAsr, _loops, _loops_in
from vidrag.media.clips import plan_clips
from vidrag.media.decode import ClipMedia
from vidrag.media.probe import probe
from vidrag.records import ClipSpan, TextUnit
from vidrag.testing.render import RenderedVideo, lecture_scenes, render_video

pytestmark = pytest.mark.slow  # a rendered lecture transcribed several times

# Whisper decodes without sampling at these temperatures only (faster-whisper takes a number or a list).
NOT_SAMPLING = (0, 0.0, [0.0], (0.0,))


@pytest.fixture(scope="module")
def short_lecture(tmp_path_factory: pytest.TempPathFactory) -> RenderedVideo:
    """About a minute of rendered lecture (espeak-ng speech, text slides): two clips."""
    return render_video(lecture_scenes(1.0, seed=11), tmp_path_factory.mktemp("render") / "lecture.mp4")


def _indexed_texts(index: Index) -> list[tuple]:
    (video,) = index.videos()
    return [(clip.index, t.source, t.start, t.end, t.text) for clip, texts in index.clips(video) for t in texts]


def test_the_same_lecture_indexed_twice_gives_identical_words_and_times(short_lecture: RenderedVideo, tmp_path: Path):
    runs = []
    for name in ("first", "second"):
        with Index.open(tmp_path / name, load_settings()) as index:  # a fresh index: no extractor cache shared
            index.add(short_lecture.path)
            runs.append(_indexed_texts(index))
    first, second = runs
    assert sum(source == "asr" for _, source, *_ in first) >= 5  # the speech is there
    assert first == second


class _RecordingModel:
    """Passes transcribe() to a model, or answers from ``replies``, keeping the options of every call."""

    def __init__(self, model=None, replies: list | None = None):
        self.model, self.replies, self.calls, self.detections = model, list(replies or ()), [], []

    def transcribe(self, audio, **options):
        self.calls.append(options)
        if self.model is not None:
            return self.model.transcribe(audio, **options)
        return self.replies.pop(0)

    def detect_language(self, audio, **options):
        """The video's language: the model's verdict, or English for sure when replies stand in for it."""
        self.detections.append(options)
        if self.model is not None:
            return self.model.detect_language(audio, **options)
        return "en", 1.0, [("en", 1.0)]


def test_one_clip_transcribed_three_times_in_one_process_is_identical(short_lecture: RenderedVideo):
    info = probe(short_lecture.path)
    first_clip = plan_clips(info.duration, 30.0, 5.0)[0]
    asr = WhisperAsr(load_settings().asr, load_settings().media)
    recording = _RecordingModel(asr._model)
    asr.__dict__["_model"] = recording  # the loaded model, watched
    outputs = []
    for _ in range(3):
        asr.prepare(info)  # as if the video were indexed anew
        outputs.append(asr.extract(ClipMedia(first_clip)))
    assert outputs[0] and outputs[0] == outputs[1] == outputs[2]
    assert recording.calls and all(call.get("temperature") in NOT_SAMPLING for call in recording.calls)


@pytest.fixture(scope="module")
def welsh_voiced_opening(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The first eight slides (202 s) of blind43's sash-window how-to, by the set's own renderer: a joiner in
    espeak-ng's Welsh English voice opens it, and in its first 30 s of voice Whisper hears Welsh (cy 0.44, en 0.30
    over the whole video's opening)."""
    sets = Path(__file__).resolve().parents[1] / "datasets"
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(sets))
        patch.syspath_prepend(str(sets / "blind43"))
        for name in ("checked_set", "slides", "render", "scripts"):
            patch.delitem(sys.modules, name, raising=False)  # another set's modules of these names
        import checked_set
        import render
        import scripts

        opening = {**scripts.SASHES, "segments": scripts.SASHES["segments"][:8]}
        path = Path(checked_set.render_video(render.SHAPE, opening, str(tmp_path_factory.mktemp("blind43"))))
        for name in ("checked_set", "slides", "render", "scripts"):
            patch.delitem(sys.modules, name, raising=False)
    return path


def test_a_video_opened_in_an_accent_whisper_takes_for_welsh_is_transcribed_in_english(
    welsh_voiced_opening: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
):
    # One 30 s window of voice, which every stretch had been told its language from, transcribed the opening in
    # Welsh, looping, and the clip was stored without a word; the video's language is told over four windows.
    with caplog.at_level(logging.INFO, logger="vidrag.extractors.asr"), Index.open(tmp_path, load_settings()) as index:
        index.add(welsh_voiced_opening)
        (video,) = index.videos()
        opening = " ".join(
            t.text for clip, texts in index.clips(video) if clip.index == 0 for t in texts if t.source == "asr"
        )
    assert "sashes.mp4: speech in en" in caplog.text
    assert "sash" in opening.lower() and "Monday" in opening


def test_the_language_is_told_once_from_the_video_start_and_given_to_every_decoding(short_lecture: RenderedVideo):
    info = probe(short_lecture.path)
    spans = plan_clips(info.duration, 30.0, 5.0)
    asr = WhisperAsr(load_settings().asr, load_settings().media)
    asr.__dict__["_model"] = recording = _RecordingModel(asr._model)
    asr.prepare(info)
    assert all(asr.extract(ClipMedia(span)) for span in spans)
    assert len(recording.detections) == 1 and recording.detections[0]["language_detection_segments"] > 1
    assert recording.calls and all(call["language"] == "en" for call in recording.calls)


def test_a_language_set_in_the_settings_is_not_detected(short_lecture: RenderedVideo):
    settings = load_settings()
    asr = WhisperAsr(settings.asr.model_copy(update={"language": "en"}), settings.media)
    asr.__dict__["_model"] = recording = _RecordingModel(replies=[_transcription("Hello.") for _ in range(4)])
    info = probe(short_lecture.path)
    asr.prepare(info)
    asr.extract(ClipMedia(plan_clips(info.duration, 30.0, 5.0)[0]))
    assert not recording.detections and recording.calls[0]["language"] == "en"


def _transcription(*words: str):
    """A reply of faster-whisper's transcribe(): one segment of ``words`` half a second each, a second apart."""
    segments = [
        SimpleNamespace(words=[SimpleNamespace(start=1.0 + i, end=1.5 + i, word=f" {w}") for i, w in enumerate(words)])
    ]
    info = SimpleNamespace(language="en", language_probability=0.9)
    return iter(segments if words else []), info


def _said(*words: str):
    """A reply of faster-whisper's transcribe() as speech runs: ``words`` of 0.4 s each, one straight after another."""
    segments = [
        SimpleNamespace(
            words=[SimpleNamespace(start=1.0 + 0.4 * i, end=1.4 + 0.4 * i, word=f" {w}") for i, w in enumerate(words)]
        )
    ]
    return iter(segments), SimpleNamespace(language="en", language_probability=0.9)


def _asr_on(video: RenderedVideo, replies: Callable[[int], list]) -> tuple[WhisperAsr, _RecordingModel, list[ClipSpan]]:
    """Whisper answering ``replies(number of clips)`` in turn, prepared for ``video`` (one stretch holds all its clips)."""
    settings = load_settings()
    info = probe(video.path)
    spans = plan_clips(info.duration, settings.media.clip_seconds, settings.media.min_tail_seconds)
    asr = WhisperAsr(settings.asr, settings.media)
    asr.__dict__["_model"] = recording = _RecordingModel(replies=replies(len(spans)))
    asr.prepare(info)
    return asr, recording, spans


def test_a_clip_with_voice_but_no_words_is_decoded_again_deterministically(
    short_lecture: RenderedVideo, caplog: pytest.LogCaptureFixture
):
    # The stretch gives no word; both clips are full of speech, so each is decoded again on its own.
    asr, recording, spans = _asr_on(
        short_lecture,
        lambda clips: [_transcription(), _transcription("Hello."), *(_transcription() for _ in range(clips - 1))],
    )
    with caplog.at_level(logging.WARNING, logger="vidrag.extractors.asr"):
        assert [u.text for u in asr.extract(ClipMedia(spans[0]))] == ["Hello."]
        assert all(asr.extract(ClipMedia(span)) == [] for span in spans[1:])
    stretch, *again = recording.calls
    assert len(again) == len(spans)
    for call in again:
        assert call["temperature"] in NOT_SAMPLING and call["beam_size"] > stretch["beam_size"]
        assert call["no_speech_threshold"] is None  # the VAD heard voice: Whisper's own no-speech guess drops nothing
    # reported, not silently empty, by the video's file and the clip's seconds
    assert "lecture.mp4, clip 1 (" in caplog.text and "recognised no words" in caplog.text


def test_a_silent_clip_is_decoded_once(
    short_lecture: RenderedVideo, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setattr("vidrag.extractors.asr._voice_spans", lambda *_args: [])  # the VAD hears no voice
    asr, recording, spans = _asr_on(short_lecture, lambda _clips: [_transcription()])
    with caplog.at_level(logging.WARNING, logger="vidrag.extractors.asr"):
        assert asr.extract(ClipMedia(spans[0])) == []
    assert len(recording.calls) == 1 and not caplog.text


def _spoken_throughout(clip_seconds: int):
    """A reply of faster-whisper's transcribe() with a word each second of a clip of ``clip_seconds`` and its pad."""
    return _transcription(*(f"word{i}." for i in range(clip_seconds + 2)))


def test_a_clip_whose_voice_the_stream_leaves_mostly_unsaid_is_decoded_again_alone(short_lecture: RenderedVideo):
    # The stream says one word in the first clip, full of speech, and skips the rest of it (as Whisper base skipped
    # a café manager's 30 s in blind39's grotto); the clip decoded alone says it, and that is kept.
    asr, recording, spans = _asr_on(
        short_lecture,
        lambda clips: [_transcription("Hello."), _spoken_throughout(30), *(_transcription() for _ in range(clips))],
    )
    said = asr.extract(ClipMedia(spans[0]))
    assert len(said) > 10 and said[0].text != "Hello."
    stretch, again, *_others = recording.calls
    assert again["temperature"] in NOT_SAMPLING and again["no_speech_threshold"] is None


def test_a_second_decoding_that_says_less_than_the_stream_is_not_kept(short_lecture: RenderedVideo):
    # The stream leaves most of the first clip unsaid, and so does the clip decoded alone, with less said still.
    asr, _recording, spans = _asr_on(
        short_lecture,
        lambda clips: [_transcription("Hello", "there."), *(_transcription() for _ in range(clips))],
    )
    assert [u.text for u in asr.extract(ClipMedia(spans[0]))] == ["Hello there."]


def test_a_clip_the_stream_decodes_in_a_loop_is_decoded_again_alone(short_lecture: RenderedVideo):
    # The stream loops in the first clip ("The price is $1.4.4.4..."), as Whisper base did on a rendered tutorial,
    # and the first clip decoded alone says what was said; the others keep the stream's words.
    loop = "$1" + ".4" * 40
    asr, recording, spans = _asr_on(
        short_lecture,
        lambda clips: [_transcription("The", "price", "is", loop), _transcription("Pro", "costs", "$11.")],
    )
    assert [u.text for u in asr.extract(ClipMedia(spans[0]))] == ["Pro costs $11."]
    stretch, again, *_others = recording.calls  # the other clips, with voice and no words, are decoded again too
    assert again["temperature"] in NOT_SAMPLING and again["beam_size"] > stretch["beam_size"]


def test_a_clip_that_says_one_sentence_over_and_over_is_decoded_again_alone(short_lecture: RenderedVideo):
    # As Whisper base did on a rendered pram race: "The next room is the next room." three times running where the
    # starter gave the course's length, too short to compress as a loop; the clip decoded alone says it.
    loop = ["Trevor", "warned", "me.", *"The next room is the next room.".split() * 3, "Three", "pub", "stops."]
    asr, _recording, spans = _asr_on(
        short_lecture,
        lambda clips: [_said(*loop), _said("The", "course", "is", "a", "mile", "and", "a", "half.")],
    )
    assert [u.text for u in asr.extract(ClipMedia(spans[0]))] == ["The course is a mile and a half."]


def test_a_clip_that_loops_both_ways_keeps_only_its_worded_sentences(
    short_lecture: RenderedVideo, caplog: pytest.LogCaptureFixture
):
    # As Whisper base did on a rendered auction: "210. anymore. 1.1.2.1.2.2.2...", stream and clip alike.
    loop = "1" + ".2" * 40
    asr, _recording, spans = _asr_on(
        short_lecture,
        lambda clips: [
            _transcription("Going", "at", "210.", "anymore.", loop),
            _transcription("Sold", "at", "210.", loop),
        ],
    )
    with caplog.at_level(logging.WARNING, logger="vidrag.extractors.asr"):
        said = [u.text for u in asr.extract(ClipMedia(spans[0]))]
    assert said and all(any(c.isalpha() for c in text) and ".2.2" not in text for text in said), said
    assert "lecture.mp4, clip 0 (0-" in caplog.text and "loops on it both ways" in caplog.text


def test_a_loop_is_told_from_speech_that_repeats_itself():
    assert _loops("The price is $1" + ".4" * 40)
    bids = [TextUnit("asr", k, k + 1, text) for k, text in enumerate(["200.", "was at 100, or were you even to a friend.",
            "I'm 100.", "210.", "anymore.", "1.1.2.1.2.1.2.2.2.2.2.2.", ".2" * 54])]  # fmt: skip
    assert _loops_in(bids) and not _loops(" ".join(u.text for u in bids))  # a loop among words: in its sentence
    assert _loops("I'm going to go out and get out of the room. " * 6)
    assert not _loops("Press 1 to listen. Press 2 to record your busy message. Press 3 to record your name.")
    assert not _loops("No, no, no, no.")  # too short to tell


def test_one_sentence_heard_three_times_running_is_a_loop():
    def clip(*texts: str) -> list[TextUnit]:
        return [TextUnit("asr", k, k + 1, text) for k, text in enumerate(texts)]

    # the pram race's clip: diluted below the compression threshold by the words around it
    said = clip("next room.", *["The next room is the next room."] * 3, "chat in the top of the deal.", "Sandrapike.",
                "landlady on the black wall.", "There are three pub stops.", "The plows.", "and the fleas.")  # fmt: skip
    assert _loops_in(said) and not _loops(" ".join(u.text for u in said))
    assert not _loops_in(clip("Thank you.", "Thank you!", "Now, the raffle."))  # twice running is speech
    assert not _loops_in(clip("Hold.", "Steady.", "Hold.", "Steady.", "Hold."))  # not running

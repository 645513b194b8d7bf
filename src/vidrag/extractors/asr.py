"""Speech to timed sentences with faster-whisper (Whisper base by default, VAD on), the same words every time.

Speech is transcribed a stretch at a time: the continuous audio of several clips in one call, so that
Whisper's 30 s windows run across clip borders (a clip alone paid for two windows, docs/benchmarks.md), and
each clip takes the words whose midpoint falls in it. The stretches are fixed runs of whole clips counted
from the video's start (``asr.stream_seconds``), each read by a decoder of its own: a resumed run
transcribes the same samples as an uninterrupted one, so it stores the same words. While the clips of one
stretch are handed out, the next one is transcribed (one stretch ahead, no more).
"""

from __future__ import annotations

import itertools
import logging
import threading
import zlib
from collections.abc import Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from functools import cached_property
from typing import Any

import numpy as np

from vidrag.assets import model_path
from vidrag.config import AsrSettings, MediaSettings, model_threads
from vidrag.extractors.base import starts_inside
from vidrag.extractors.sentences import SENTENCES_VERSION, TimedWord, spoken_sentences
from vidrag.lazy import IMPORT_LOCK
from vidrag.media.clips import plan_clips
from vidrag.media.decode import AUDIO_PAD_SECONDS, SAMPLE_RATE, ClipMedia, read_audio
from vidrag.media.probe import VideoInfo
from vidrag.records import ClipSpan, TextUnit
from vidrag.text import words

log = logging.getLogger(__name__)

# The video's language (unless asr.language names it) is told once, before any of its speech is transcribed, from
# its first stretch with voice: window by window over up to this many 30 s windows of that voice, the first window
# at least this sure decides (faster-whisper's own rule; none that sure: the language most windows chose). One
# window alone, which each stretch had used, heard Welsh in the first 30 s of voice of blind43's sash-window how-to
# (cy 0.44, en 0.30), whose opening clip was then decoded as a Welsh loop both ways and stored without a word, and
# Latin in blind28's exam hall (la 0.33); over four windows, English for both (0.98, 0.80). Of the 73 videos of
# the question sets, 20 were told their language at under 0.6 by their first window. Told from the video's start,
# a resumed run transcribes in the language an uninterrupted one did.
_LANGUAGE_WINDOWS = 4
_LANGUAGE_CONFIDENCE = 0.5
# Temperature 0 only: greedy (or beam) decoding, never sampling. faster-whisper's default falls back to sampling
# at 0.2 ... 1.0 whenever a window looks repetitive or unsure, so one clip transcribed four times gave 8, 0, 12
# and 12 sentences, and two indexes of one video disagreed (issue 33).
_DETERMINISTIC_TEMPERATURE = 0.0
# A clip in which voice activity detection hears at least this much voice, but Whisper writes no word, is decoded
# once more: a clip of speech stored empty would be a silent loss. A silent clip (no voice heard) is not redone.
_VOICE_SECONDS_WORTH_A_RETRY = 1.0
# A clip whose words leave this much of the voice the VAD hears in it unsaid is decoded again alone, too: the stream
# can skip a window of unusual speech (blind39's grotto lost a café manager's words at 129-161 s, which the clip
# decoded alone recognises). Over the 1,161 clips of the 20 rendered question sets, the voice outside a clip's
# sentences (their gaps, the VAD's padding) came to at most 8.7 s, but to 10.6 to 18.7 s in the eight clips of
# seven such skipped windows.
_UNHEARD_VOICE_WORTH_A_RETRY = 10.0
# The second decoding, still deterministic: a wider beam, and no window dropped on Whisper's own "no speech"
# guess (the VAD has just heard voice there), which is what empties a clip of quiet or unusual speech.
_RETRY_BEAM_SIZE = 5

# A clip's speech this repetitive (its bytes over their zlib-compressed size: Whisper's own
# compression_ratio_threshold) is a decoding loop ("The price is $1.4.4.4.4...", one sentence heard six times in
# a pause), which the stream can fall into where the clip alone decodes cleanly: the clip is decoded again, alone,
# the second way. Over the 352 clips of speech of the seven question sets, the two loops scored 5.6 and 4.4 and
# every other clip at most 2.2 (median 1.3).
_LOOP_COMPRESSION = 2.4
_LOOP_MIN_CHARS = 40  # a few words ("No, no, no.") compress too little to tell
# One sentence heard this many times running is a loop too short to compress ("The next room is the next room."
# three times where a starter gave the course's length): over the 1,215 clips of speech of the 21 indexed
# question sets, three clips of two videos held such a run, all loops; no other clip said a sentence more than twice
# running.
_LOOP_RUN = 3

Voice = list[tuple[float, float]]  # the stretches (start, end, in video seconds) where the VAD hears voice
Words = list[list[Any]]  # faster-whisper's words (start and end in seconds from the audio's first sample), per segment


def clips_per_stretch(asr: AsrSettings, media: MediaSettings) -> int:
    """How many whole clips one stretch of speech holds (at least one: ``stream_seconds = 0`` is clip by clip)."""
    return max(1, int(asr.stream_seconds // media.clip_seconds))


class WhisperAsr:
    needs_frames = False
    needs_audio = False  # reads its stretches' audio itself, ahead of the clips the pipeline decodes

    def __init__(self, settings: AsrSettings, media: MediaSettings):
        self.settings = settings
        self._media = media
        self._per_stretch = clips_per_stretch(settings, media)
        self.key = (
            f"asr:whisper-{settings.model}:vad={settings.vad}:beam={settings.beam_size}"
            f":t={_DETERMINISTIC_TEMPERATURE}:retry-beam={_RETRY_BEAM_SIZE}"
            f":loop={_LOOP_COMPRESSION}:run={_LOOP_RUN}:loops-dropped"
            f":unheard={_UNHEARD_VOICE_WORTH_A_RETRY}"
            f":language={_LANGUAGE_WINDOWS}x30s-from-start"
            f":sentences={SENTENCES_VERSION}"
            f":stretch={self._per_stretch}"
        )
        self._language: str | None = settings.language
        self._video: VideoInfo | None = None
        self._plan: list[ClipSpan] = []  # the video's clips, as indexing plans them
        self._expected: set[int] = set()  # the clips this run will ask for
        self._started: set[int] = set()  # the stretches under way or done, by number
        self._clips: dict[int, Future[list[TextUnit]]] = {}  # each clip's units, set as its stretch's stream passes it
        self._stop = threading.Event()  # set: the stretches under way are not wanted any more
        self._lock = threading.Lock()
        self._reader = ThreadPoolExecutor(1, thread_name_prefix="vidrag-asr-stream")  # one model, one thread

    @cached_property
    def _model(self):  # faster_whisper.WhisperModel, imported lazily: it loads CTranslate2
        with IMPORT_LOCK:
            from faster_whisper import WhisperModel

        path = model_path(f"whisper-{self.settings.model}")
        log.info("loading Whisper %s from %s", self.settings.model, path)
        return WhisperModel(
            str(path),
            device="cpu",
            compute_type=self.settings.compute_type,
            cpu_threads=model_threads(self.settings.threads, every_core=True),
        )

    def load(self) -> None:
        """Load the model now, not on first use (for a timing that leaves loading out)."""
        self.__dict__.setdefault("_model", self._model)

    def prepare(self, video: VideoInfo) -> bool:
        self.expect([])
        self._language = self.settings.language
        self._video = video
        self._plan = plan_clips(video.duration, self._media.clip_seconds, self._media.min_tail_seconds)
        return video.has_audio

    def expect(self, spans: Sequence[ClipSpan]) -> None:
        """Read ahead for ``spans``, the clips a run will ask for in order; none: the run is over, stop reading."""
        with self._lock:
            self._stop.set()  # a stretch under way stops at its next segment, one queued before it starts
            self._stop = threading.Event()
            self._started.clear()
            self._clips.clear()
            self._expected = {span.index for span in spans}
            if spans:
                self._start(spans[0].index // self._per_stretch)

    def _start(self, number: int) -> None:
        """Start transcribing stretch ``number`` unless it is under way or none of its clips is expected."""
        spans = self._plan[number * self._per_stretch : (number + 1) * self._per_stretch]
        if number in self._started or self._expected.isdisjoint(span.index for span in spans):
            return
        futures: dict[int, Future[list[TextUnit]]] = {span.index: Future() for span in spans}
        self._clips.update(futures)
        self._started.add(number)
        self._reader.submit(self._transcribe_stretch, spans, futures, self._stop)

    def extract(self, media: ClipMedia) -> list[TextUnit]:
        index = media.span.index
        number = index // self._per_stretch
        with self._lock:
            self._expected.add(index)  # a clip asked for without expect(): it is read all the same
            self._start(number)
            self._start(number + 1)  # read ahead
            for done in [i for i in self._clips if i < index]:  # clips are asked for in order
                del self._clips[done]
            units = self._clips[index]
        return units.result()

    def _transcribe_stretch(
        self, spans: list[ClipSpan], futures: dict[int, Future[list[TextUnit]]], stop: threading.Event
    ) -> None:
        """Transcribe the stretch's continuous audio as one stream, setting each clip's units as soon as the stream
        has passed its end (segments come in time order); a clip with voice but no words waits for a second decoding
        at the stretch's end."""
        try:
            self._stream(spans, futures, stop)
        except Exception as exc:  # the clips' lanes raise it: the pipeline reports the first failed clip
            for future in futures.values():
                if not future.done():
                    future.set_exception(exc)

    def _stream(self, spans: list[ClipSpan], futures: dict[int, Future[list[TextUnit]]], stop: threading.Event) -> None:
        if stop.is_set() or self._video is None:
            return  # not wanted any more (nobody waits on these futures)
        audio, audio_start = read_audio(
            self._video, spans[0].start - AUDIO_PAD_SECONDS, spans[-1].end + AUDIO_PAD_SECONDS
        )
        if self._language is None:
            self._language = self._video_language()
        words: Words = []
        pending = list(spans)  # in clip order, not set yet
        # voice left without words, or a decoding loop: decoded again at the end, beside what the stream heard there
        # and the voice the VAD heard in the clip
        unheard: list[tuple[ClipSpan, list[TextUnit], Voice]] = []

        def finish_before(time: float | None) -> None:
            """Set the clips that end at or before ``time`` (None: every clip left): no later word is theirs."""
            while pending and (time is None or pending[0].end <= time):
                span = pending.pop(0)
                units = self._units(words, audio_start, span)
                said = " ".join(unit.text for unit in units)
                # what is left of a loop in the next clip (".4.4.4.4") is no word either
                worded = any(c.isalpha() for c in said)
                voice = self._voice_in(audio, audio_start, span)
                unsaid, loops = _uncovered(voice, units), _loops_in(units)
                if loops or unsaid >= (_UNHEARD_VOICE_WORTH_A_RETRY if worded else _VOICE_SECONDS_WORTH_A_RETRY):
                    why = "a decoding loop" if loops else f"{unsaid:.0f} s of voice without words"
                    log.info("%s: %s; decoding it again", self._where(span), why)
                    unheard.append((span, [] if loops else units, voice))
                else:
                    futures[span.index].set_result(units)

        segments, _info = self._segments(audio, retry=False) if audio.size >= SAMPLE_RATE // 10 else ([], None)
        for segment in segments:
            if stop.is_set():
                return
            segment_words = list(segment.words or ())
            if segment_words:
                first = segment_words[0]
                finish_before(audio_start + (first.start + first.end) / 2)
                words.append(segment_words)
        finish_before(None)
        for span, heard, voice in unheard:
            futures[span.index].set_result(
                heard if stop.is_set() else self._retry(audio, audio_start, span, heard, voice)
            )

    def _video_language(self) -> str | None:
        """The language of the video's speech (:data:`_LANGUAGE_WINDOWS`), from its first stretch with voice; None
        for a video with no voice (each stretch then detects its own)."""
        assert self._video is not None
        for first in range(0, len(self._plan), self._per_stretch):
            spans = self._plan[first : first + self._per_stretch]
            audio, _ = read_audio(self._video, spans[0].start, spans[-1].end)
            voice = _voice_samples(audio)
            if voice.size == 0:
                continue
            language, probability, _ = self._model.detect_language(
                voice,
                language_detection_segments=_LANGUAGE_WINDOWS,
                language_detection_threshold=_LANGUAGE_CONFIDENCE,
            )
            log.info(
                "%s: speech in %s (p=%.2f), told from %.0f-%.0f s",
                self._video.path.name, language, probability, spans[0].start, spans[-1].end,
            )  # fmt: skip
            return language
        return None

    def _segments(self, audio: np.ndarray, *, retry: bool) -> tuple[Iterable[Any], Any]:
        """faster-whisper's segments (decoded as they are read) and TranscriptionInfo; ``retry`` decodes a second way."""
        decoding: dict[str, Any] = {"beam_size": self.settings.beam_size}
        if retry:
            decoding = {"beam_size": max(self.settings.beam_size, _RETRY_BEAM_SIZE), "no_speech_threshold": None}
        return self._model.transcribe(
            audio,
            language=self._language,
            temperature=_DETERMINISTIC_TEMPERATURE,
            vad_filter=self.settings.vad,
            condition_on_previous_text=False,
            word_timestamps=True,
            **decoding,
        )

    def transcribe(self, audio: np.ndarray, *, retry: bool = False) -> tuple[Words, Any]:
        """Whisper's words, one list per segment, and faster-whisper's TranscriptionInfo; ``retry`` decodes a second way."""
        segments, info = self._segments(audio, retry=retry)
        return [list(segment.words or ()) for segment in segments], info

    @staticmethod
    def _clip_audio(audio: np.ndarray, audio_start: float, span: ClipSpan) -> tuple[np.ndarray, float]:
        """The clip's part of a stretch's audio, with the pad on each side, and the time of its first sample."""
        lo = max(0, int((span.start - AUDIO_PAD_SECONDS - audio_start) * SAMPLE_RATE))
        hi = max(lo, int((span.end + AUDIO_PAD_SECONDS - audio_start) * SAMPLE_RATE))
        return audio[lo:hi], audio_start + lo / SAMPLE_RATE

    def _voice_in(self, audio: np.ndarray, audio_start: float, span: ClipSpan) -> Voice:
        """The stretches of the clip where the VAD hears voice (without VAD, voice is not measured: none)."""
        if not self.settings.vad:
            return []
        clip, clip_start = self._clip_audio(audio, audio_start, span)
        return _voice_spans(clip, clip_start, span)

    def _retry(
        self, audio: np.ndarray, audio_start: float, span: ClipSpan, heard: list[TextUnit], voice: Voice
    ) -> list[TextUnit]:
        """A clip with voice that got no words from the stream, or a decoding loop: decoded alone, a second way; of
        the two, the one that leaves less of its ``voice`` unsaid (``heard``: what the stream made of it)."""
        clip, clip_start = self._clip_audio(audio, audio_start, span)
        words, _info = self.transcribe(clip, retry=True)
        units = self._units(words, clip_start, span)
        if heard and _uncovered(voice, units) >= _uncovered(voice, heard):
            return heard
        if _loops_in(units):
            # still a loop the second way ("210. anymore. 1.1.2.1.2.2.2.2..."): its wordless and repeating
            # sentences are no speech, and would be found for every number asked about
            run = _in_a_run(units)
            units = [
                u
                for u, r in zip(units, run, strict=True)
                if any(c.isalpha() for c in u.text) and not (r or _loops(u.text))
            ]
            log.warning("%s: Whisper loops on it both ways; its repeating sentences are left out", self._where(span))
        if not units:
            log.warning(
                "%s: voice heard, but Whisper recognised no words in it, twice; "
                "its speech is not indexed (another asr.model or asr.language may read it)",
                self._where(span),
            )
        return units

    def _where(self, span: ClipSpan) -> str:
        """A clip as a warning names it: the video's file and the clip's seconds ("sashes.mp4, clip 0 (0-30 s)")."""
        video = self._video.path.name if self._video is not None else "the video"
        return f"{video}, clip {span.index} ({span.start:.0f}-{span.end:.0f} s)"

    @staticmethod
    def _units(words: Words, audio_start: float, span: ClipSpan) -> list[TextUnit]:
        """The clip's sentences, from the words whose midpoint falls in it (word times, not segment times: VAD
        merging can stretch a segment across silence)."""
        kept = []
        for segment_words in words:
            timed = [
                TimedWord(audio_start + w.start, audio_start + w.end, w.word)
                for w in segment_words
                if starts_inside(audio_start + w.start, audio_start + w.end, span.start, span.end)
            ]
            if timed:
                kept.append(timed)
        return [TextUnit("asr", start, end, text) for start, end, text in spoken_sentences(kept)]


def _loops(text: str) -> bool:
    """Whether a clip's speech is a decoding loop (:data:`_LOOP_COMPRESSION`)."""
    said = text.encode("utf-8")
    return len(said) >= _LOOP_MIN_CHARS and len(said) / len(zlib.compress(said)) > _LOOP_COMPRESSION


def _loops_in(units: Sequence[TextUnit]) -> bool:
    """Whether a clip's speech, or one of its sentences, is a decoding loop: a loop of 40 s among a
    clip's bids ("210. anymore. 1.1.2.1.2.2.2...") is diluted below the threshold by the words around it;
    so is one sentence said over and over (:data:`_LOOP_RUN`)."""
    return (
        _loops(" ".join(unit.text for unit in units))
        or any(_loops(unit.text) for unit in units)
        or any(_in_a_run(units))
    )


def _in_a_run(units: Sequence[TextUnit]) -> list[bool]:
    """Whether each sentence is one of :data:`_LOOP_RUN` or more running that say the same words."""
    said = [" ".join(words(unit.text)) for unit in units]
    runs = [len(list(group)) for _, group in itertools.groupby(said)]
    return [n >= _LOOP_RUN for n in runs for _ in range(n)]


def _voice_spans(clip: np.ndarray, clip_start: float, span: ClipSpan) -> Voice:
    """The stretches of the clip (in video seconds, inside ``span``) where faster-whisper's VAD (Silero, the one
    ``vad_filter`` runs) hears voice in ``clip``, whose first sample is at ``clip_start``."""
    with IMPORT_LOCK:
        from faster_whisper.vad import get_speech_timestamps

    stretches = (
        (clip_start + c["start"] / SAMPLE_RATE, clip_start + c["end"] / SAMPLE_RATE)
        for c in get_speech_timestamps(clip)
    )
    return [(max(a, span.start), min(b, span.end)) for a, b in stretches if a < span.end and b > span.start]


def _voice_samples(audio: np.ndarray) -> np.ndarray:
    """The samples of ``audio`` where faster-whisper's VAD hears voice, end to end (none: an empty array)."""
    with IMPORT_LOCK:
        from faster_whisper.vad import get_speech_timestamps

    chunks = [audio[c["start"] : c["end"]] for c in get_speech_timestamps(audio)]
    return np.concatenate(chunks) if chunks else np.zeros(0, dtype=audio.dtype)


def _uncovered(voice: Voice, said: Sequence[TextUnit]) -> float:
    """Seconds of ``voice`` outside every sentence of ``said`` (the sentences' spans do not overlap)."""
    return sum(max(0.0, (b - a) - sum(max(0.0, min(b, u.end) - max(a, u.start)) for u in said)) for a, b in voice)

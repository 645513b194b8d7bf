"""Speech to timed sentences with faster-whisper (Whisper base by default, VAD on), the same words every time."""

from __future__ import annotations

import logging
from functools import cached_property
from typing import Any

import numpy as np

from vidrag.assets import model_path
from vidrag.config import AsrSettings, model_threads
from vidrag.extractors.base import starts_inside
from vidrag.extractors.sentences import SENTENCES_VERSION, TimedWord, spoken_sentences
from vidrag.media.decode import SAMPLE_RATE, ClipMedia
from vidrag.media.probe import VideoInfo
from vidrag.records import TextUnit

log = logging.getLogger(__name__)

# Language detection needs this much confidence before the video's language is fixed.
_LANGUAGE_CONFIDENCE = 0.5
# Temperature 0 only: greedy (or beam) decoding, never sampling. faster-whisper's default falls back to sampling
# at 0.2 ... 1.0 whenever a window looks repetitive or unsure, so one clip transcribed four times gave 8, 0, 12
# and 12 sentences, and two indexes of one video disagreed (issue 33).
_DETERMINISTIC_TEMPERATURE = 0.0
# A clip in which voice activity detection hears at least this much voice, but Whisper writes no word, is decoded
# once more: a clip of speech stored empty would be a silent loss. A silent clip (no voice heard) is not redone.
_VOICE_SECONDS_WORTH_A_RETRY = 1.0
# The second decoding, still deterministic: a wider beam, and no window dropped on Whisper's own "no speech"
# guess (the VAD has just heard voice there), which is what empties a clip of quiet or unusual speech.
_RETRY_BEAM_SIZE = 5


class WhisperAsr:
    needs_frames = False
    needs_audio = True

    def __init__(self, settings: AsrSettings):
        self.settings = settings
        self.key = (
            f"asr:whisper-{settings.model}:vad={settings.vad}:beam={settings.beam_size}"
            f":t={_DETERMINISTIC_TEMPERATURE}:retry-beam={_RETRY_BEAM_SIZE}:sentences={SENTENCES_VERSION}"
        )
        self._language: str | None = settings.language

    @cached_property
    def _model(self):  # faster_whisper.WhisperModel, imported lazily: it loads CTranslate2
        from faster_whisper import WhisperModel

        path = model_path(f"whisper-{self.settings.model}")
        log.info("loading Whisper %s from %s", self.settings.model, path)
        return WhisperModel(
            str(path),
            device="cpu",
            compute_type=self.settings.compute_type,
            cpu_threads=model_threads(self.settings.threads, every_core=True),
        )

    def prepare(self, video: VideoInfo) -> bool:
        self._language = self.settings.language
        return video.has_audio

    def _transcribe(self, audio: np.ndarray, *, retry: bool) -> tuple[list[list[Any]], Any]:
        """Whisper's words, one list per segment, and faster-whisper's TranscriptionInfo; ``retry`` decodes a second way."""
        decoding: dict[str, Any] = {"beam_size": self.settings.beam_size}
        if retry:
            decoding = {"beam_size": max(self.settings.beam_size, _RETRY_BEAM_SIZE), "no_speech_threshold": None}
        segments, info = self._model.transcribe(
            audio,
            language=self._language,
            temperature=_DETERMINISTIC_TEMPERATURE,
            vad_filter=self.settings.vad,
            condition_on_previous_text=False,
            word_timestamps=True,
            **decoding,
        )
        return [list(seg.words or ()) for seg in segments], info

    def extract(self, media: ClipMedia) -> list[TextUnit]:
        audio = media.audio
        if audio is None or audio.size < SAMPLE_RATE // 10:
            return []
        span = media.span
        words, info = self._transcribe(audio, retry=False)
        voice = info.duration_after_vad if self.settings.vad else 0.0  # without VAD, voice is not measured
        if not any(words) and voice >= _VOICE_SECONDS_WORTH_A_RETRY:
            log.info(
                "clip %d (%.0f-%.0f s): %.1f s of voice but no words; decoding it again",
                span.index,
                span.start,
                span.end,
                voice,
            )
            words, info = self._transcribe(audio, retry=True)
            if not any(words):
                log.warning(
                    "clip %d (%.0f-%.0f s): %.1f s of voice heard, but Whisper recognised no words in it, twice; "
                    "its speech is not indexed (another asr.model or asr.language may read it)",
                    span.index, span.start, span.end, voice,
                )  # fmt: skip
        kept = []
        for segment_words in words:
            # Word times, not segment times: VAD merging can stretch a segment across silence.
            timed = [
                TimedWord(media.audio_start + w.start, media.audio_start + w.end, w.word)
                for w in segment_words
                if starts_inside(media.audio_start + w.start, media.audio_start + w.end, span.start, span.end)
            ]
            if timed:
                kept.append(timed)
        units = [TextUnit("asr", start, end, text) for start, end, text in spoken_sentences(kept)]
        if self._language is None and units and info.language_probability >= _LANGUAGE_CONFIDENCE:
            self._language = info.language
            log.debug("detected language %s (p=%.2f)", info.language, info.language_probability)
        return units

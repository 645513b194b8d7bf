"""Speech to timed sentences with faster-whisper (Whisper base by default, VAD on)."""

from __future__ import annotations

import logging
from functools import cached_property

from vidrag.assets import model_path
from vidrag.config import AsrSettings, model_threads
from vidrag.extractors.base import TextUnit, starts_inside
from vidrag.extractors.sentences import TimedWord, spoken_sentences
from vidrag.media.decode import SAMPLE_RATE, ClipMedia
from vidrag.media.probe import VideoInfo

log = logging.getLogger(__name__)

# Language detection needs this much confidence before the video's language is fixed.
_LANGUAGE_CONFIDENCE = 0.5


class WhisperAsr:
    needs_frames = False
    needs_audio = True

    def __init__(self, settings: AsrSettings):
        self.settings = settings
        self.key = f"asr:whisper-{settings.model}:vad={settings.vad}:beam={settings.beam_size}:sentences"
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

    def extract(self, media: ClipMedia) -> list[TextUnit]:
        audio = media.audio
        if audio is None or audio.size < SAMPLE_RATE // 10:
            return []
        segments, info = self._model.transcribe(
            audio,
            language=self._language,
            beam_size=self.settings.beam_size,
            vad_filter=self.settings.vad,
            condition_on_previous_text=False,
            word_timestamps=True,
        )
        span = media.span
        kept = []
        for seg in segments:
            # Word times, not segment times: VAD merging can stretch a segment across silence.
            timed = [
                TimedWord(media.audio_start + w.start, media.audio_start + w.end, w.word)
                for w in seg.words or ()
                if starts_inside(media.audio_start + w.start, media.audio_start + w.end, span.start, span.end)
            ]
            if timed:
                kept.append(timed)
        units = [TextUnit("asr", start, end, text) for start, end, text in spoken_sentences(kept)]
        if self._language is None and units and info.language_probability >= _LANGUAGE_CONFIDENCE:
            self._language = info.language
            log.debug("detected language %s (p=%.2f)", info.language, info.language_probability)
        return units

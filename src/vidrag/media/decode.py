"""One sequential pass over a video that yields, clip by clip, its sampled frames and its audio.

Frames are decoded in order (never one seek per frame, which MODELS.md measured 4x slower) and
sampled at ``fps``; audio is resampled to 16 kHz mono. Only the current clip's media is held,
so memory stays flat however long the video is. Resuming seeks once, to the first clip needed.
Times are seconds from the file's first timestamp (``VideoInfo.start_time``), as clips count them.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import av
import numpy as np

from vidrag.errors import MediaError
from vidrag.media.probe import VideoInfo, open_container
from vidrag.records import ClipSpan

log = logging.getLogger(__name__)

SAMPLE_RATE = 16_000
# Audio handed to ASR reaches this far into the neighbouring clips, so a word cut by a clip
# boundary is still heard whole; ASR keeps only what starts inside the clip.
AUDIO_PAD_SECONDS = 1.0


@dataclass
class Frame:
    time: float
    image: np.ndarray  # RGB, uint8, H x W x 3


@dataclass
class ClipMedia:
    span: ClipSpan
    frames: list[Frame] = field(default_factory=list)
    audio: np.ndarray | None = None  # float32 mono at SAMPLE_RATE
    audio_start: float = 0.0  # time of audio[0], <= span.start


def _scaled_size(width: int, height: int, max_side: int) -> tuple[int, int]:
    scale = min(1.0, max_side / max(width, height))
    return max(2, int(width * scale) // 2 * 2), max(2, int(height * scale) // 2 * 2)


# Seeking MPEG-TS (no index) bisects on timestamps and can start decoding at the keyframe after the target
# (measured: clip 1 of a TS copy of example.mp4 began at 32 s, not 30 s). Such a seek is redone this much
# further back, doubling, until the first frame decoded is not late; frames before the target are skipped.
_SEEK_BACK_OFF_SECONDS = 4.0


def decoding_from(
    path: Path, pick: Callable[[av.container.InputContainer], av.stream.Stream], file_start: float, start: float
) -> tuple[av.container.InputContainer, Iterator[Any]]:
    """``path`` opened and the frames of its ``pick``-ed stream decoded from the last keyframe at or before ``start``
    (seconds from the file's first timestamp, ``file_start``); closing the container is the caller's."""
    back = 0.0
    while True:
        container = open_container(path)
        stream = pick(container)
        if start - back > 0:
            container.seek(int((file_start + start - back) * av.time_base), backward=True)
        frames: Iterator[Any] = container.decode(stream)  # video or audio frames, as ``pick`` chose
        first = next(frames, None)
        late = first is not None and first.time is not None and first.time - file_start > start + 1e-6
        if not late or start - back <= 0:
            return container, itertools.chain([first] if first is not None else [], frames)
        container.close()
        back = max(2 * back, _SEEK_BACK_OFF_SECONDS)


def video_stream(container: av.container.InputContainer) -> av.stream.Stream:
    stream = container.streams.video[0]
    stream.thread_type = "AUTO"
    return stream


def _audio_stream(container: av.container.InputContainer) -> av.stream.Stream:
    return container.streams.audio[0]


class _FrameSampler:
    """Decodes the video stream in order and keeps one frame per 1/fps seconds."""

    def __init__(self, path: Path, info: VideoInfo, fps: float, max_side: int, start: float):
        self._file_start = info.start_time  # the file's first timestamp: frame times count from it
        self._container, self._frames = decoding_from(path, video_stream, self._file_start, start)
        self._step = 1.0 / fps
        self._next = start
        self._size = _scaled_size(info.width, info.height, max_side)
        self._pending: Frame | None = None
        self.last_time = start
        self.exhausted = False

    def _pull(self) -> Frame | None:
        for frame in self._frames:
            if frame.time is None:
                continue
            t = frame.time - self._file_start
            if t + 1e-6 < self._next:
                continue
            self.last_time = t
            self._next = max(self._next + self._step, t + self._step * 0.5)
            width, height = self._size
            return Frame(t, frame.to_ndarray(width=width, height=height, format="rgb24"))
        self.exhausted = True
        return None

    def until(self, end: float) -> list[Frame]:
        out: list[Frame] = []
        while True:
            frame = self._pending or self._pull()
            self._pending = None
            if frame is None:
                return out
            if frame.time >= end:
                self._pending = frame
                return out
            out.append(frame)

    def close(self) -> None:
        self._container.close()


class _AudioBuffer:
    """Decodes the audio stream in order into a rolling 16 kHz mono buffer."""

    def __init__(self, path: Path, start: float, file_start: float):
        self._file_start = file_start  # the file's first timestamp: sample times count from it
        self._container, self._frames = decoding_from(path, _audio_stream, file_start, start)
        self._resampler = av.AudioResampler(format="flt", layout="mono", rate=SAMPLE_RATE)
        self._chunks: list[np.ndarray] = []
        self._origin: float | None = None  # time of the first buffered sample
        self._buffered = 0
        self.exhausted = False

    @property
    def end_time(self) -> float:
        return (self._origin or 0.0) + self._buffered / SAMPLE_RATE

    def _append(self, frames: list[av.AudioFrame]) -> None:
        for out in frames:
            samples = out.to_ndarray().reshape(-1).astype(np.float32, copy=False)
            self._chunks.append(samples)
            self._buffered += samples.size

    def fill_until(self, end: float) -> None:
        while not self.exhausted and (self._origin is None or self.end_time < end):
            frame = next(self._frames, None)
            if frame is None:
                self._append(self._resampler.resample(None))
                self.exhausted = True
                break
            if self._origin is None:
                first = frame.time if frame.time is not None else self._file_start
                self._origin = max(0.0, first - self._file_start)
            self._append(self._resampler.resample(frame))

    def window(self, start: float, end: float) -> tuple[np.ndarray, float]:
        """Samples in ``[start, end)`` (clamped to what exists) and the time of the first one."""
        data = np.concatenate(self._chunks) if self._chunks else np.zeros(0, np.float32)
        self._chunks = [data]
        origin = self._origin or 0.0
        lo = max(0, int((start - origin) * SAMPLE_RATE))
        hi = max(lo, int((end - origin) * SAMPLE_RATE))
        return data[lo:hi].copy(), origin + lo / SAMPLE_RATE

    def drop_before(self, t: float) -> None:
        if not self._chunks or self._origin is None:
            return
        data = np.concatenate(self._chunks)
        cut = max(0, min(data.size, int((t - self._origin) * SAMPLE_RATE)))
        self._chunks = [data[cut:]]
        self._buffered = data.size - cut
        self._origin += cut / SAMPLE_RATE

    def close(self) -> None:
        self._container.close()


def read_audio(info: VideoInfo, start: float, end: float) -> tuple[np.ndarray, float]:
    """The 16 kHz mono samples of ``[start, end)`` (clamped to the file) and the time of the first one.

    Each call decodes with a decoder of its own, sought to ``start``: the same span gives the same samples
    whichever clip a run started from (ASR reads its stretches this way, ahead of the clips being decoded).
    """
    buffer: _AudioBuffer | None = None
    try:
        buffer = _AudioBuffer(info.path, max(0.0, start), info.start_time)
        buffer.fill_until(end)
        return buffer.window(start, end)
    except av.error.FFmpegError as exc:
        raise MediaError(f"{info.path}: decoding audio failed ({exc.strerror or exc})") from exc
    finally:
        if buffer is not None:
            buffer.close()


def iter_clip_media(
    info: VideoInfo,
    clips: list[ClipSpan],
    *,
    fps: float,
    max_side: int,
    want_frames: bool,
    want_audio: bool,
) -> Generator[ClipMedia, None, None]:
    """Yield the media of ``clips`` (consecutive, ascending) in one decoding pass; closing the generator closes the file."""
    if not clips:
        return
    start = clips[0].start
    frames: _FrameSampler | None = None
    audio: _AudioBuffer | None = None
    # A decoder that stops more than this short of the declared end means a truncated file.
    tolerance = max(2.0, 2.0 / fps)
    try:  # opening decodes a first frame, to check where a seek landed
        if want_frames:
            frames = _FrameSampler(info.path, info, fps, max_side, start)
        if want_audio and info.has_audio:
            audio = _AudioBuffer(info.path, max(0.0, start - AUDIO_PAD_SECONDS), info.start_time)
        for span in clips:
            media = ClipMedia(span)
            if frames is not None:
                frames.until(span.start)  # skips clips left out of ``clips`` (already stored)
                media.frames = frames.until(span.end)
                if frames.exhausted and frames.last_time < min(span.end, info.duration) - tolerance:
                    raise MediaError(
                        f"{info.path}: truncated or corrupt: video ends at {frames.last_time:.1f} s "
                        f"of {info.duration:.1f} s declared"
                    )
            if audio is not None:
                audio.fill_until(span.end + AUDIO_PAD_SECONDS)
                media.audio, media.audio_start = audio.window(
                    span.start - AUDIO_PAD_SECONDS, span.end + AUDIO_PAD_SECONDS
                )
                audio.drop_before(span.end - AUDIO_PAD_SECONDS)
            yield media
    except av.error.FFmpegError as exc:
        raise MediaError(f"{info.path}: decoding failed ({exc.strerror or exc})") from exc
    finally:
        if frames is not None:
            frames.close()
        if audio is not None:
            audio.close()

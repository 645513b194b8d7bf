"""Open a media file once to learn what it holds, turning decoder failures into MediaError."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

import av

from vidrag.errors import MediaError


@dataclass(frozen=True)
class VideoInfo:
    path: Path
    duration: float
    width: int
    height: int
    fps: float | None
    has_audio: bool
    # The file's first timestamp, in seconds: every time vidrag keeps counts from it (see first_timestamp).
    start_time: float = 0.0


def open_container(path: Path) -> av.container.InputContainer:
    """Open ``path`` for decoding, with an error that names the file and the cause."""
    try:
        if not path.exists():
            raise MediaError(f"{path}: file not found")
        if not path.is_file():
            raise MediaError(f"{path}: not a regular file")
        return av.open(str(path), mode="r")
    except PermissionError as exc:
        raise MediaError(f"{path}: permission denied") from exc
    except av.error.FFmpegError as exc:
        raise MediaError(f"{path}: not a readable video file ({exc.strerror or exc})") from exc
    except (OSError, ValueError) as exc:  # a name too long for the file system, a NUL byte
        raise MediaError(f"{str(path)[:120]}: cannot open ({exc})") from exc


def _is_still_image(container: av.container.InputContainer) -> bool:
    """FFmpeg reads pictures (PNG, JPEG, ...) through its image demuxers: one frame, no duration."""
    name = container.format.name
    return name.endswith("_pipe") or name == "image2"


def first_timestamp(container: av.container.InputContainer) -> float:
    """Where the file's timeline starts, in seconds: vidrag's time 0, which is also where a player's clock starts.

    MPEG-TS from ffmpeg starts near 1.4 s, broadcast and camera recordings anywhere (one hour in, say), while
    clips, citations and the web player count from the start of the file. One origin for all streams, the
    earliest first timestamp of the video and audio streams, keeps audio and frames in step as they play; it is
    read in each stream's own time base, exact where the container's start (rounded to microseconds) is not. A
    negative start (MP4 audio priming) stays 0: those samples are never shown.
    """
    starts = [
        float(stream.start_time * stream.time_base)
        for stream in [*container.streams.video, *container.streams.audio]
        if stream.start_time is not None and stream.time_base is not None
    ]
    if not starts and container.start_time is not None:
        starts = [container.start_time / av.time_base]
    return max(0.0, min(starts, default=0.0))


def probe(path: Path) -> VideoInfo:
    with open_container(path) as container:
        if _is_still_image(container):
            raise MediaError(f"{path}: a still image ({container.format.name}), not a video")
        if not container.streams.video:
            raise MediaError(f"{path}: has no video stream")
        video = container.streams.video[0]
        duration = None
        if container.duration is not None:
            duration = container.duration / av.time_base
        elif video.duration is not None and video.time_base is not None:
            duration = float(video.duration * video.time_base)
        if not duration or duration <= 0:
            raise MediaError(f"{path}: duration unknown or zero; the file is probably truncated")
        if not video.codec_context.width or not video.codec_context.height:
            raise MediaError(f"{path}: video stream has no frame size; the file is probably corrupt")
        rate = video.average_rate or video.guessed_rate
        return VideoInfo(
            path=path,
            duration=float(duration),
            width=int(video.codec_context.width),
            height=int(video.codec_context.height),
            fps=float(rate) if rate else None,
            has_audio=bool(container.streams.audio),
            start_time=first_timestamp(container),
        )


def content_hash(path: Path) -> str:
    """sha256 of the file's bytes: a video's identity, whatever its name or folder."""
    digest = hashlib.sha256()
    try:
        with path.open("rb") as fh:
            while chunk := fh.read(1 << 22):
                digest.update(chunk)
    except OSError as exc:
        raise MediaError(f"{path}: cannot read ({exc.strerror})") from exc
    return digest.hexdigest()

"""A still of each video for the library: one frame, a little way in, saved as a small JPEG."""

from __future__ import annotations

from pathlib import Path

import av

from vidrag.errors import MediaError
from vidrag.media.decode import decoding_from, video_stream
from vidrag.media.probe import probe

# A tenth of the way in skips black intros and title fades, capped so a long video's still is
# found with one short seek; 320 px wide is what the library shows.
THUMBNAIL_AT_FRACTION = 0.1
THUMBNAIL_MAX_SECONDS = 30.0
THUMBNAIL_WIDTH = 320


def save_thumbnail(video: Path, duration: float, target: Path) -> Path:
    """Write ``target`` (JPEG) from the first frame at or after the chosen moment of ``video``."""
    moment = min(duration * THUMBNAIL_AT_FRACTION, THUMBNAIL_MAX_SECONDS)
    try:
        # The moment counts from the file's first timestamp, as clips do; the seek lands on a keyframe before it.
        file_start = probe(video).start_time
        container, frames = decoding_from(video, video_stream, file_start, moment)
        with container:
            frame = next((f for f in frames if f.time is None or f.time - file_start >= moment), None)
            if frame is None:
                raise MediaError(f"{video.name}: no frame to make a thumbnail from")
            image = frame.to_image()
    except (av.error.FFmpegError, IndexError) as exc:
        raise MediaError(f"{video.name}: cannot read a frame for the thumbnail ({exc})") from exc
    height = max(1, round(image.height * THUMBNAIL_WIDTH / image.width))
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".partial")
    image.resize((THUMBNAIL_WIDTH, height)).save(partial, format="JPEG", quality=80)
    partial.replace(target)
    return target

"""The HTTP service's guards: the API token, server-side path roots, and file types by content."""

from __future__ import annotations

import secrets
from pathlib import Path

import av

from vidrag.config import ServiceSettings
from vidrag.errors import ConfigError, MediaError, VidragError

# Demuxers of video containers (FFmpeg's names); anything else (images, audio-only, text,
# playlists that fetch URLs) is refused whatever the file is called.
VIDEO_CONTAINERS = {
    "mov,mp4,m4a,3gp,3g2,mj2": "video/mp4",
    "matroska,webm": "video/webm",
    "avi": "video/x-msvideo",
    "mpegts": "video/mp2t",
    "mpeg": "video/mpeg",
    "flv": "video/x-flv",
    "ogg": "video/ogg",
    "asf": "video/x-ms-asf",
}


class ForbiddenPathError(VidragError):
    """A server-side path outside the roots the service may read."""


class UnsupportedMediaError(MediaError):
    """A file whose content is not a video container the service accepts."""


def without_server_paths(message: str, index: Path) -> str:
    """An error message without the index's location on the server (``<index>`` in its place)."""
    for path in sorted({str(index), str(index.resolve())}, key=len, reverse=True):
        message = message.replace(path, "<index>")
    return message


def token_matches(expected: str, given: str | None) -> bool:
    return given is not None and secrets.compare_digest(expected.encode(), given.encode())


def inside_roots(path: str, roots: list[Path]) -> Path:
    """``path`` resolved (symlinks and ``..`` included) if it lies in one of ``roots``."""
    if not roots:
        raise ForbiddenPathError(
            "adding videos by server path is off; start the server with --allow-root DIR "
            "(service.allowed_roots) or upload the file"
        )
    if "\0" in path:
        raise ForbiddenPathError("a path with a NUL byte is not a file name")
    try:
        resolved = Path(path).expanduser().resolve()
    except (OSError, RuntimeError) as exc:  # RuntimeError: Python 3.11's "Symlink loop"
        raise ForbiddenPathError(
            f"{path[:200]}: cannot be resolved ({type(exc).__name__}: a link loop or a name too long)"
        ) from exc
    for root in roots:
        if resolved.is_relative_to(root.expanduser().resolve()):
            return resolved
    raise ForbiddenPathError(f"{path[:200]}: outside the allowed roots ({', '.join(str(r) for r in roots)})")


def is_file(path: Path) -> bool:
    """Whether ``path`` is a regular file; a name the file system refuses (too long) is not one."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def require_token(settings: ServiceSettings) -> None:
    """Off loopback the API needs a token; checked before anything is created or bound."""
    if settings.needs_token() and not (settings.token and settings.token.get_secret_value()):
        raise ConfigError(
            f"serving on {settings.host} needs an API token: set service.token (VIDRAG_SERVICE__TOKEN) or --token"
        )


def video_media_type(path: Path, display_name: str | None = None) -> str:
    """The MIME type of a video file judged by its content; refuses anything else.

    ``display_name``: the name the user knows the file by (an upload's), for the error message."""
    name = display_name or path.name
    try:
        with av.open(str(path), mode="r") as container:
            format_name = container.format.name
            has_video = bool(container.streams.video)
    except av.error.FFmpegError as exc:
        raise UnsupportedMediaError(f"{name}: not a video file ({exc.strerror or exc})") from exc
    media_type = VIDEO_CONTAINERS.get(format_name)
    if media_type is None or not has_video:
        raise UnsupportedMediaError(f"{name}: not a supported video (content is {format_name!r})")
    return media_type

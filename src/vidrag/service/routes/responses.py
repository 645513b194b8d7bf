"""Responses that are not JSON, each with its media type, so that ``/openapi.json`` names it."""

from __future__ import annotations

from fastapi.responses import FileResponse, StreamingResponse


class EventStream(StreamingResponse):
    """Server-sent events."""

    media_type = "text/event-stream"


class JPEGFile(FileResponse):
    media_type = "image/jpeg"


class VideoFile(FileResponse):
    """A video container; the type is judged by content (:func:`vidrag.service.security.video_media_type`)."""

    media_type = "video/*"

"""``/api/videos``: the indexed videos, their clips, stills and files, and a file on the server
queued for indexing (uploads: :mod:`vidrag.service.routes.uploads`)."""

from __future__ import annotations

import stat
from functools import lru_cache
from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse

from vidrag.errors import NotFoundError
from vidrag.service import schemas
from vidrag.service.routes.jobs import public_job
from vidrag.service.routes.responses import JPEGFile, VideoFile
from vidrag.service.security import inside_roots, is_file, video_media_type
from vidrag.service.state import Service, ServiceState
from vidrag.store.base import VideoRecord

router = APIRouter(prefix="/api", tags=["videos"])


def video_json(video: VideoRecord, service: ServiceState) -> schemas.Video:
    failure = service.index.failure(video) if video.status != "ready" else None
    return schemas.Video.of(
        video, has_thumbnail=_thumbnail(video, service) is not None, failure=failure and service.public(failure)
    )


def _thumbnail(video: VideoRecord, service: ServiceState) -> Path | None:
    """The video's still: a regular file in ``<index>/thumbnails``, never a link planted there
    (it could point at any file the server can read)."""
    path = service.index.thumbnail(video)
    try:
        return path if stat.S_ISREG(path.lstat().st_mode) else None
    except OSError:
        return None


# The routes a browser element fetches by itself, which take the token in the URL (state.QUERY_TOKEN_ROUTES).
QUERY_TOKEN = {
    "parameters": [{
        "name": "token", "in": "query", "required": False, "schema": {"type": "string"},
        "description": "The API token, for a <video> or <img> that cannot send the Authorization header",
    }]
}  # fmt: skip


@lru_cache(maxsize=256)
def _media_type(path: str, _mtime_ns: int, _size: int) -> str:
    """Content check once per file version: a seeking player sends many range requests."""
    return video_media_type(Path(path))


@router.get("/videos")
def list_videos(service: Service) -> list[schemas.Video]:
    return [video_json(v, service) for v in service.index.videos()]


@router.post("/videos", status_code=202)
def add_path(body: schemas.AddPathRequest, service: Service) -> schemas.Job:
    """Queue a video that is already on the server (inside an allowed root) for indexing."""
    path = inside_roots(body.path, service.index.settings.service.allowed_roots)
    if not is_file(path):
        raise NotFoundError(f"{body.path}: no such file on the server")
    video_media_type(path)
    return public_job(service.jobs.submit(path), service)


@router.delete("/videos/{video}")
def delete_video(video: str, service: Service) -> schemas.Video:
    index = service.index
    return video_json(index.remove(index.find(video, read_files=False).sha256), service)


@router.get("/videos/{video}/clips")
def video_clips(video: str, service: Service) -> schemas.VideoClips:
    record = service.index.find(video, read_files=False)
    return schemas.VideoClips(
        video=video_json(record, service),
        clips=[schemas.Clip.of(clip, texts) for clip, texts in service.index.clips(record)],
    )


@router.get("/videos/{video}/thumbnail", response_class=JPEGFile, openapi_extra=QUERY_TOKEN)
def video_thumbnail(video: str, service: Service) -> FileResponse:
    """The still saved when the video was indexed (JPEG)."""
    record = service.index.find(video, read_files=False)
    path = _thumbnail(record, service)
    if path is None:
        raise NotFoundError(f"{record.name}: no thumbnail (indexed before thumbnails, or no frame could be read)")
    return FileResponse(path, media_type="image/jpeg", headers={"Cache-Control": "max-age=3600"})


@router.get("/videos/{video}/media", response_class=VideoFile, openapi_extra=QUERY_TOKEN)
def video_media(video: str, service: Service) -> FileResponse:
    """The video file, with HTTP range requests so the player can seek."""
    record = service.index.find(video, read_files=False)
    path = Path(record.path)
    if not path.is_file():
        raise NotFoundError(f"{record.name}: the indexed file is no longer on the server")
    stat = path.stat()
    media_type = _media_type(str(path), stat.st_mtime_ns, stat.st_size)
    return FileResponse(path, media_type=media_type, filename=record.name, content_disposition_type="inline")

"""``/api/videos`` and ``/api/uploads``: the indexed videos, their clips, stills and files, and
new videos queued for indexing (a file on the server, or an upload)."""

from __future__ import annotations

import asyncio
import hashlib
import re
import shutil
import uuid
from functools import lru_cache
from pathlib import Path

from fastapi import APIRouter, HTTPException, Query, Request
from fastapi.responses import FileResponse

from vidrag.errors import NotFoundError, disk_full, disk_full_cause
from vidrag.service import schemas
from vidrag.service.routes.responses import JPEGFile, VideoFile
from vidrag.service.security import inside_roots, is_file, video_media_type
from vidrag.service.state import Service, ServiceState
from vidrag.store.base import VideoRecord

router = APIRouter(prefix="/api", tags=["videos"])


def video_json(video: VideoRecord, service: ServiceState) -> schemas.Video:
    return schemas.Video.of(video, has_thumbnail=service.index.thumbnail(video).is_file())


@lru_cache(maxsize=256)
def _media_type(path: str, _mtime_ns: int, _size: int) -> str:
    """Content check once per file version: a seeking player sends many range requests."""
    return video_media_type(Path(path))


def _safe_name(name: str) -> str:
    """A file name reduced to a harmless one (no directories, no odd characters)."""
    base = re.sub(r"[^A-Za-z0-9._-]+", "_", Path(name).name).strip("._") or "video"
    return base[-100:]


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
    return schemas.Job.model_validate(service.jobs.submit(path).to_dict())


@router.put(
    "/uploads",
    status_code=202,
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}},
        }
    },
)
async def upload(
    request: Request, service: Service, name: str = Query(..., description="The file's name, for display")
) -> schemas.Job:
    """Upload a video as the raw request body; it is checked by content, stored and queued."""
    max_mb = service.index.settings.service.max_upload_mb
    limit = max_mb * 1024 * 1024
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > limit:
        raise HTTPException(413, f"upload larger than the limit of {max_mb} MiB")
    uploads = service.uploads
    uploads.mkdir(parents=True, exist_ok=True)
    needed = int(declared) if declared and declared.isdigit() else None
    if needed is not None and shutil.disk_usage(uploads).free < needed:
        raise disk_full(uploads, needed)  # said before the body is read, not after the disk filled
    partial = uploads / f".incoming-{uuid.uuid4().hex}"
    digest = hashlib.sha256()
    size = 0
    try:
        with partial.open("wb") as sink:
            async for chunk in request.stream():
                size += len(chunk)
                if size > limit:
                    raise HTTPException(413, f"upload larger than the limit of {max_mb} MiB")
                digest.update(chunk)
                sink.write(chunk)
        if size == 0:
            raise HTTPException(400, "empty upload")
        await asyncio.to_thread(video_media_type, partial, name)
        # One folder per content hash keeps the user's file name and never overwrites another upload.
        final = uploads / digest.hexdigest()[:16] / _safe_name(name)
        final.parent.mkdir(exist_ok=True)
        partial.replace(final)
    except OSError as exc:
        full = disk_full_cause(exc, uploads, needed)
        if full is None:
            raise
        raise full from exc
    finally:
        partial.unlink(missing_ok=True)
    return schemas.Job.model_validate(service.jobs.submit(final).to_dict())


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


@router.get("/videos/{video}/thumbnail", response_class=JPEGFile)
def video_thumbnail(video: str, service: Service) -> FileResponse:
    """The still saved when the video was indexed (JPEG)."""
    record = service.index.find(video)
    path = service.index.thumbnail(record)
    if not path.is_file():
        raise NotFoundError(f"{record.name}: no thumbnail (indexed before thumbnails, or no frame could be read)")
    return FileResponse(path, media_type="image/jpeg", headers={"Cache-Control": "max-age=3600"})


@router.get("/videos/{video}/media", response_class=VideoFile)
def video_media(video: str, service: Service) -> FileResponse:
    """The video file, with HTTP range requests so the player can seek."""
    record = service.index.find(video, read_files=False)
    path = Path(record.path)
    if not path.is_file():
        raise NotFoundError(f"{record.name}: the indexed file is no longer on the server")
    stat = path.stat()
    media_type = _media_type(str(path), stat.st_mtime_ns, stat.st_size)
    return FileResponse(path, media_type=media_type, filename=record.name, content_disposition_type="inline")

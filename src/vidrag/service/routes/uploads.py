"""``/api/uploads``: a video sent as the request body, checked by content, stored once per content
under ``<index>/uploads`` and queued for indexing.

Its size limit (``service.max_upload_mb``) is the body limit :func:`vidrag.service.app.create_app`
gives this router: FastAPI answers 413 while the body streams in, and the partial file is deleted."""

from __future__ import annotations

import asyncio
import hashlib
import re
import uuid
from pathlib import Path

from fastapi import APIRouter, HTTPException, Query, Request

from vidrag.service import schemas
from vidrag.service.routes.jobs import public_job
from vidrag.service.security import video_media_type
from vidrag.service.state import INCOMING_PREFIX, Service

router = APIRouter(prefix="/api", tags=["videos"])


def _safe_name(name: str) -> str:
    """A file name reduced to a harmless one (no directories, no odd characters)."""
    base = re.sub(r"[^A-Za-z0-9._-]+", "_", Path(name).name).strip("._") or "video"
    return base[-100:]


def _stored_copy(folder: Path) -> Path | None:
    """The file an earlier upload of the same content left in its folder, if any."""
    if not folder.is_dir() or folder.is_symlink():
        return None
    return next((p for p in sorted(folder.iterdir()) if p.is_file() and not p.is_symlink()), None)


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
    """Upload a video as the raw request body; it is checked by content, stored and queued.

    The job's ``path`` reads ``<index>/uploads/…``: where the server keeps files is not the client's to know."""
    uploads = service.uploads
    uploads.mkdir(parents=True, exist_ok=True)
    partial = uploads / f"{INCOMING_PREFIX}{uuid.uuid4().hex}"
    digest = hashlib.sha256()
    size = 0
    try:
        with partial.open("wb") as sink:
            async for chunk in request.stream():
                size += len(chunk)
                digest.update(chunk)
                sink.write(chunk)
        if size == 0:
            raise HTTPException(400, "empty upload")
        await asyncio.to_thread(video_media_type, partial, name)
        # One folder per content: the same video uploaded again (under any name) is not stored again.
        folder = service.index.upload_folder(digest.hexdigest())
        stored = _stored_copy(folder)
        if stored is None:
            folder.mkdir(exist_ok=True)
            stored = folder / _safe_name(name)
            partial.replace(stored)
    finally:
        partial.unlink(missing_ok=True)
    return public_job(service.jobs.submit(stored), service)

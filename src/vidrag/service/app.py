"""``vidrag serve``: a FastAPI app over one index, with its web page.

One :class:`~vidrag.api.Index` serves every request thread and the indexing job thread: the
store, the embedder and the embedded LLM serialise their own critical sections, so asks run
while a video is being indexed and the index stays consistent (each clip commits whole).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import re
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import aclosing, asynccontextmanager
from functools import lru_cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from fastapi import APIRouter, Depends, FastAPI, HTTPException, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, StreamingResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from vidrag import __version__
from vidrag.api import Index, checked_question
from vidrag.errors import (
    ConfigError,
    IncompatibleIndexError,
    IndexingError,
    LLMError,
    MediaError,
    ModelUnavailableError,
    NotFoundError,
    NotReadyError,
    QuestionError,
    StoreError,
    VidragError,
)
from vidrag.graph.export import entity_json, entity_named, overview_json
from vidrag.indexing.indexer import Progress
from vidrag.service.asks import AskRegistry
from vidrag.service.jobs import Job, JobRunner, open_job_queue
from vidrag.service.openai_chat import openai_router
from vidrag.service.security import (
    ForbiddenPathError,
    UnsupportedMediaError,
    inside_roots,
    is_file,
    require_token,
    token_matches,
    video_media_type,
    without_server_paths,
)
from vidrag.store.base import VideoRecord
from vidrag.strategies import DESCRIPTIONS, RECOMMENDED

log = logging.getLogger(__name__)

UPLOADS_DIR = "uploads"
STATIC = files("vidrag.service") / "static"

_STATUS = (  # the first matching class decides the HTTP status of a VidragError; 5xx: the server's own fault
    (NotFoundError, 404),
    (ForbiddenPathError, 403),
    (UnsupportedMediaError, 415),
    (QuestionError, 422),
    (MediaError, 422),
    (NotReadyError, 409),
    (IncompatibleIndexError, 409),
    (LLMError, 502),
    (ModelUnavailableError, 503),
    (StoreError, 503),
    (IndexingError, 500),
    (ConfigError, 500),
)

# The only route a browser fetches by itself (a <video> element cannot send a header), so the only
# one that takes ``?token=``: a token in the URL of any other route would end up in logs and history.
MEDIA_ROUTE_SUFFIX = "/media"


class AskRequest(BaseModel):
    question: str = Field(..., min_length=1)
    choices: list[str] | None = None
    strategy: str | None = None
    videos: list[str] | None = Field(None, description="Only these indexed videos (names or sha256 prefixes; never a path to read)")
    explain: bool = False


class AddPathRequest(BaseModel):
    path: str = Field(..., description="A video file on the server, inside one of the allowed roots")


def _video_json(v: VideoRecord, index: Index) -> dict[str, Any]:
    return {
        "sha256": v.sha256, "name": v.name, "duration": v.duration, "width": v.width, "height": v.height,
        "has_audio": v.has_audio, "clips": v.n_clips, "status": v.status, "added_at": v.added_at,
        "media_url": f"/api/videos/{v.sha256}/media",
        "thumbnail_url": f"/api/videos/{v.sha256}/thumbnail" if index.thumbnail(v).is_file() else None,
    }  # fmt: skip


@lru_cache(maxsize=256)
def _media_type(path: str, _mtime_ns: int, _size: int) -> str:
    """Content check once per file version: a seeking player sends many range requests."""
    return video_media_type(Path(path))


def _safe_name(name: str) -> str:
    """A file name reduced to a harmless one (no directories, no odd characters)."""
    base = re.sub(r"[^A-Za-z0-9._-]+", "_", Path(name).name).strip("._") or "video"
    return base[-100:]


def create_app(index: Index, *, run_jobs: bool = True) -> FastAPI:
    """The service over ``index`` (which it closes on shutdown); ``run_jobs=False`` queues only."""
    settings = index.settings.service
    require_token(settings)
    token = settings.token.get_secret_value() if settings.token else None
    uploads = index.path / UPLOADS_DIR
    queue = open_job_queue(index)

    def index_video(path: Path, report: Callable[[Progress], None]) -> str:
        return index.add(path, progress=report).video.sha256

    runner = JobRunner(queue, index_video)
    asks = AskRegistry(index)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        if run_jobs:
            runner.start()
        yield
        if run_jobs:
            await asyncio.to_thread(runner.stop)
        queue.close()
        index.close()

    app = FastAPI(
        title="vidrag",
        version=__version__,
        description="Ask questions about indexed videos; answers cite the moments that prove them.",
        lifespan=lifespan,
    )
    app.state.index = index
    app.state.jobs = queue

    def public(message: str) -> str:
        return without_server_paths(message, index.path)

    @app.exception_handler(VidragError)
    async def vidrag_error(_request: Request, exc: VidragError) -> JSONResponse:
        status = next((code for kind, code in _STATUS if isinstance(exc, kind)), 400)
        return JSONResponse({"detail": public(str(exc))}, status_code=status)

    @app.exception_handler(RequestValidationError)
    async def invalid_request(_request: Request, exc: RequestValidationError) -> JSONResponse:
        """FastAPI's 422 without echoing the input back (a JSON ``Infinity`` in it made that a 500)."""
        problems = [{"loc": list(e["loc"]), "msg": e["msg"], "type": e["type"]} for e in exc.errors()]
        return JSONResponse({"detail": problems}, status_code=422)

    @app.middleware("http")
    async def security_headers(request: Request, call_next):  # noqa: ANN202 - Starlette's middleware signature
        response = await call_next(request)
        # The page loads only its own scripts and styles; answers are inserted as text, never HTML.
        response.headers.setdefault(
            "Content-Security-Policy",
            "default-src 'self'; img-src 'self' data:; media-src 'self'; object-src 'none'; frame-ancestors 'none'",
        )
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        return response

    def authorised(request: Request, token_param: str | None = Query(None, alias="token")) -> None:
        """Bearer token (header), or ``?token=`` on the media route only (the browser fetches it itself)."""
        if token is None:
            return
        header = request.headers.get("authorization", "")
        in_query = token_param if request.url.path.endswith(MEDIA_ROUTE_SUFFIX) else None
        given = header[7:] if header.lower().startswith("bearer ") else in_query
        if not token_matches(token, given):
            raise HTTPException(401, "missing or wrong API token", headers={"WWW-Authenticate": "Bearer"})

    api = APIRouter(prefix="/api", dependencies=[Depends(authorised)])

    @api.get("/health")
    def health() -> dict[str, Any]:
        return {"status": "ok", "version": __version__, "videos": len(index.videos()), "token_required": token is not None}

    @api.get("/strategies")
    def strategies() -> dict[str, Any]:
        return {
            "strategies": list(DESCRIPTIONS), "descriptions": DESCRIPTIONS, "recommended": RECOMMENDED,
            "default": index.settings.retrieval.strategy,
        }  # fmt: skip

    # -- videos ------------------------------------------------------------------------------
    @api.get("/videos")
    def list_videos() -> list[dict[str, Any]]:
        return [_video_json(v, index) for v in index.videos()]

    @api.post("/videos", status_code=202)
    def add_path(body: AddPathRequest) -> dict[str, Any]:
        """Queue a video that is already on the server (inside an allowed root) for indexing."""
        path = inside_roots(body.path, settings.allowed_roots)
        if not is_file(path):
            raise NotFoundError(f"{body.path}: no such file on the server")
        video_media_type(path)
        return queue.submit(path).to_dict()

    @api.put(
        "/uploads",
        status_code=202,
        openapi_extra={"requestBody": {"required": True, "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}}},
    )
    async def upload(request: Request, name: str = Query(..., description="The file's name, for display")) -> dict[str, Any]:
        """Upload a video as the raw request body; it is checked by content, stored and queued."""
        limit = settings.max_upload_mb * 1024 * 1024
        declared = request.headers.get("content-length")
        if declared and declared.isdigit() and int(declared) > limit:
            raise HTTPException(413, f"upload larger than the limit of {settings.max_upload_mb} MiB")
        uploads.mkdir(parents=True, exist_ok=True)
        partial = uploads / f".incoming-{uuid.uuid4().hex}"
        digest = hashlib.sha256()
        size = 0
        try:
            with partial.open("wb") as sink:
                async for chunk in request.stream():
                    size += len(chunk)
                    if size > limit:
                        raise HTTPException(413, f"upload larger than the limit of {settings.max_upload_mb} MiB")
                    digest.update(chunk)
                    sink.write(chunk)
            if size == 0:
                raise HTTPException(400, "empty upload")
            await asyncio.to_thread(video_media_type, partial, name)
            # One folder per content hash keeps the user's file name and never overwrites another upload.
            final = uploads / digest.hexdigest()[:16] / _safe_name(name)
            final.parent.mkdir(exist_ok=True)
            partial.replace(final)
        finally:
            partial.unlink(missing_ok=True)
        return queue.submit(final).to_dict()

    @api.delete("/videos/{video}")
    def delete_video(video: str) -> dict[str, Any]:
        return _video_json(index.remove(index.find(video, read_files=False).sha256), index)

    @api.get("/videos/{video}/clips")
    def video_clips(video: str) -> dict[str, Any]:
        record = index.find(video, read_files=False)
        return {
            "video": _video_json(record, index),
            "clips": [
                {"id": c.id, "start": c.start, "end": c.end,
                 "texts": [{"source": t.source, "start": t.start, "end": t.end, "text": t.text} for t in texts]}  # fmt: skip
                for c, texts in index.clips(record)
            ],
        }

    @api.get("/videos/{video}/thumbnail", response_class=FileResponse)
    def video_thumbnail(video: str) -> FileResponse:
        """The still saved when the video was indexed (JPEG)."""
        record = index.find(video)
        path = index.thumbnail(record)
        if not path.is_file():
            raise NotFoundError(f"{record.name}: no thumbnail (indexed before thumbnails, or no frame could be read)")
        return FileResponse(path, media_type="image/jpeg", headers={"Cache-Control": "max-age=3600"})

    @api.get("/videos/{video}/media", response_class=FileResponse)
    def video_media(video: str) -> FileResponse:
        """The video file, with HTTP range requests so the player can seek."""
        record = index.find(video, read_files=False)
        path = Path(record.path)
        if not path.is_file():
            raise NotFoundError(f"{record.name}: the indexed file is no longer on the server")
        stat = path.stat()
        media_type = _media_type(str(path), stat.st_mtime_ns, stat.st_size)
        return FileResponse(path, media_type=media_type, filename=record.name, content_disposition_type="inline")

    # -- jobs --------------------------------------------------------------------------------
    def public_job(job: Job) -> dict[str, Any]:
        """A job as clients see it: its file and its error without the index's place on the server."""
        record = job.to_dict()
        record.update(path=public(job.path), error=job.error and public(job.error))
        return record

    @api.get("/jobs")
    def list_jobs() -> list[dict[str, Any]]:
        return [public_job(j) for j in queue.list()]

    @api.get("/jobs/{job_id}")
    def get_job(job_id: str) -> dict[str, Any]:
        try:
            return public_job(queue.get(job_id))
        except KeyError:
            raise NotFoundError(f"no indexing job {job_id}") from None

    # -- questions ---------------------------------------------------------------------------
    def checked(body: AskRequest) -> AskRequest:
        """Refused before any work (index.ask checks the same); ``videos`` name indexed videos, never files."""
        checked_question(body.question, body.choices, index.settings.retrieval.max_question_chars)
        if body.videos:
            body.videos = [index.find(v, read_files=False).sha256 for v in body.videos]
        return body

    def answer_json(answer: Any, body: AskRequest) -> dict[str, Any]:
        record = answer.to_dict()
        if not body.explain:
            record.pop("trace", None)
        return record

    @api.post("/ask")
    def ask(body: AskRequest) -> dict[str, Any]:
        body = checked(body)
        answer = index.ask(body.question, body.choices, strategy=body.strategy, videos=body.videos)
        return answer_json(answer, body)

    @api.post("/ask/stream", response_class=StreamingResponse)
    async def ask_stream(body: AskRequest) -> StreamingResponse:
        """Server-sent events: ``ask`` (its id, for ``POST /api/asks/{id}/cancel``), ``stage``
        (retrieving, reading, answering), ``token`` pieces of the answer as the LLM writes them,
        then ``answer`` (the whole record, as /api/ask returns it), ``cancelled`` or ``error``.
        Closing the connection stops the ask too."""
        body = checked(body)

        async def stream() -> AsyncIterator[str]:
            events = asks.events(body.question, body.choices, strategy=body.strategy, videos=body.videos)
            async with aclosing(events):
                async for kind, data in events:
                    record = answer_json(data, body) if kind == "answer" else data
                    yield f"event: {kind}\ndata: {json.dumps(record)}\n\n"

        return StreamingResponse(stream(), media_type="text/event-stream", headers={"Cache-Control": "no-store"})

    @api.get("/asks")
    def list_asks() -> list[dict[str, Any]]:
        """The questions running now and the last ones finished, newest first."""
        return [run.to_dict() for run in asks.recent()]

    @api.post("/asks/{ask_id}/cancel")
    def cancel_ask(ask_id: str) -> dict[str, Any]:
        """Stop a question: its LLM stops at the next token (or before it starts)."""
        return asks.cancel(ask_id).to_dict()

    # -- knowledge graph ---------------------------------------------------------------------
    @api.get("/graph")
    def graph_overview(top: int = Query(30, ge=1, le=500)) -> dict[str, Any]:
        return overview_json(index.graph(), top)

    @api.get("/graph/entity")
    def graph_entity(name: str = Query(..., min_length=1), top: int = Query(15, ge=1, le=500)) -> dict[str, Any]:
        kg = index.graph()
        return entity_json(kg, entity_named(kg, name), top)

    app.include_router(api)
    app.include_router(openai_router(index, asks), dependencies=[Depends(authorised)])

    @app.get("/", include_in_schema=False)
    def page() -> FileResponse:
        return FileResponse(str(STATIC / "index.html"), media_type="text/html")

    app.mount("/static", StaticFiles(directory=str(STATIC)), name="static")
    return app

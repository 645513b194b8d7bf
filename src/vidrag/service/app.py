"""``vidrag serve``: a FastAPI app over one index, with its web page.

One :class:`~vidrag.api.Index` serves every request thread and the indexing job thread: the
store, the embedder and the embedded LLM serialise their own critical sections, so asks run
while a video is being indexed and the index stays consistent (each clip commits whole).
"""

from __future__ import annotations

import errno
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

from fastapi import Depends, FastAPI, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.trustedhost import TrustedHostMiddleware
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from fastapi_offline import FastAPIOffline

from vidrag import __version__
from vidrag.api import Index
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
from vidrag.service.routes import graph, health, jobs, openai_chat, questions, uploads, videos, web
from vidrag.service.security import ForbiddenPathError, UnsupportedMediaError
from vidrag.service.state import ServiceState, authorised, service_state

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

PAGE_POLICY = "default-src 'self'; img-src 'self' data:; media-src 'self'; object-src 'none'; frame-ancestors 'none'"
DOCS_POLICY = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; worker-src 'self' blob:; object-src 'none'; frame-ancestors 'none'"
)
DOCS_PATHS = ("/docs", "/redoc")  # FastAPIOffline's defaults
LISTEN_BACKLOG = 2048  # uvicorn's default

# Behind the API token: everything but the page and its files.
TOKEN_ROUTERS = (
    health.router, videos.router, uploads.router, jobs.router, questions.router, graph.router, openai_chat.router
)  # fmt: skip


def create_app(index: Index, *, run_jobs: bool = True) -> FastAPI:
    """The service over ``index`` (which it closes on shutdown); ``run_jobs=False`` queues only."""
    service = ServiceState.open(index, run_jobs=run_jobs)
    settings = index.settings.service
    # FastAPIOffline: /docs and /redoc with Swagger UI and ReDoc served by the service itself, not a CDN.
    app = FastAPIOffline(
        title="vidrag",
        version=__version__,
        description="Ask questions about indexed videos; answers cite the moments that prove them.",
        lifespan=lifespan,
        exception_handlers={VidragError: vidrag_error, RequestValidationError: invalid_request},
        # FastAPI counts every body as it streams in (a false Content-Length included) and answers 413
        # past the limit; uploads have their own, set on their router below.
        max_body_size=settings.max_json_kb * 1024,
    )
    app.state.service = service
    app.middleware("http")(security_headers)
    # Outermost: a request naming a host this server does not answer to gets 400 before anything runs.
    app.add_middleware(TrustedHostMiddleware, allowed_hosts=settings.trusted_hosts())
    for router in TOKEN_ROUTERS:
        limit = settings.max_upload_mb * 1024 * 1024 if router is uploads.router else None
        app.include_router(router, dependencies=[Depends(authorised)], max_body_size=limit)
    app.include_router(web.router)
    app.mount("/static", StaticFiles(directory=str(web.STATIC)), name="static")
    return app


def listening_socket(host: str, port: int) -> socket.socket:
    """The server's socket, bound and listening before anything is announced or created, so that a
    port in use is one clear error (uvicorn bound it after `vidrag serve` said it was serving)."""
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn: a restart need not wait out TIME_WAIT
    try:
        sock.bind((host, port))
        sock.listen(LISTEN_BACKLOG)  # connections made while the models load wait instead of being refused
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise ConfigError(
                f"port {port} is in use on {host}: stop the other server or choose another --port"
            ) from exc
        raise ConfigError(f"cannot listen on {host}:{port} ({exc.strerror or exc})") from exc
    return sock


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    service: ServiceState = app.state.service
    service.start()
    yield
    await service.close()


async def vidrag_error(request: Request, exc: VidragError) -> JSONResponse:
    status = next((code for kind, code in _STATUS if isinstance(exc, kind)), 400)
    return JSONResponse({"detail": service_state(request).public(str(exc))}, status_code=status)


async def invalid_request(_request: Request, exc: RequestValidationError) -> JSONResponse:
    """FastAPI's 422 without echoing the input back (a JSON ``Infinity`` in it made that a 500)."""
    problems = [{"loc": list(e["loc"]), "msg": e["msg"], "type": e["type"]} for e in exc.errors()]
    return JSONResponse({"detail": problems}, status_code=422)


async def security_headers(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
    response = await call_next(request)
    # The page loads only its own scripts and styles; answers are inserted as text, never HTML.
    # The API docs are FastAPI's pages: they start their viewer with an inline script, and ReDoc
    # runs a worker from a blob.
    docs = request.url.path in DOCS_PATHS
    response.headers.setdefault("Content-Security-Policy", DOCS_POLICY if docs else PAGE_POLICY)
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    return response

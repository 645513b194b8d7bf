"""What every route of the service shares (the index, its jobs, the questions in flight), and the
FastAPI dependencies that hand it to the routes and check the API token."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Annotated

from fastapi import Depends, HTTPException, Request

from vidrag.api import UPLOADS_DIR, Index
from vidrag.indexing.indexer import Progress
from vidrag.service.asks import AskRegistry
from vidrag.service.jobs import JobQueue, JobRunner, server_owner
from vidrag.service.security import require_token, token_matches, without_server_paths

log = logging.getLogger(__name__)

# The routes a browser fetches by itself (<video src>, <img src>: no header can be sent), by their
# endpoints' names: the only ones that take ``?token=``, and only to GET them. A token in the URL of
# any other route would end up in logs and history, and a URL must never change anything.
QUERY_TOKEN_ROUTES = frozenset({"video_media", "video_thumbnail"})

# An upload still being received writes every few milliseconds; one untouched for an hour belongs to a
# server that was killed mid-upload (reliability issue: they were kept forever).
STALE_UPLOAD_SECONDS = 3600.0
INCOMING_PREFIX = ".incoming-"


def open_job_queue(index: Index) -> JobQueue:
    """The jobs table of the index's store; a PostgreSQL collection's is shared by its servers, each owning its jobs."""
    return JobQueue(index.store, server_owner(index.path) if index.settings.store.url else "")


@dataclass
class ServiceState:
    """One index serving every request thread and the indexing job thread."""

    index: Index
    jobs: JobQueue
    runner: JobRunner | None  # None: jobs are queued, not run (``create_app(run_jobs=False)``)
    asks: AskRegistry
    token: str | None  # the API token, None on loopback without one

    @classmethod
    def open(cls, index: Index, *, run_jobs: bool) -> ServiceState:
        """Refuses to serve off loopback without a token before anything is created."""
        settings = index.settings.service
        require_token(settings)
        jobs = open_job_queue(index)
        runner = JobRunner(jobs, partial(_index_video, index)) if run_jobs else None
        token = settings.token.get_secret_value() if settings.token else None
        return cls(index, jobs, runner, AskRegistry(index), token)

    @property
    def uploads(self) -> Path:
        return self.index.path / UPLOADS_DIR

    def public(self, message: str) -> str:
        """``message`` without the index's place on the server."""
        return without_server_paths(message, self.index.path)

    def start(self) -> None:
        self.remove_stale_uploads()
        if self.runner:
            self.runner.start()

    def remove_stale_uploads(self) -> None:
        """Delete partial uploads left by a server killed while receiving them (untouched for an hour)."""
        cutoff = time.time() - STALE_UPLOAD_SECONDS
        removed = 0
        for left in self.uploads.glob(f"{INCOMING_PREFIX}*"):
            try:
                if left.lstat().st_mtime < cutoff:
                    left.unlink()
                    removed += 1
            except OSError as exc:  # gone already (another server), or not ours to delete
                log.warning("%s: partial upload not removed (%s)", left.name, exc.strerror or exc)
        if removed:
            log.info("removed %d partial upload(s) left by an interrupted server", removed)

    async def close(self) -> None:
        """Stop the job thread after its current job, then close the index (and with it the jobs table)."""
        if self.runner:
            await asyncio.to_thread(self.runner.stop)
        self.index.close()


def _index_video(index: Index, path: Path, report: Callable[[Progress], None]) -> str:
    return index.add(path, progress=report).video.sha256


def service_state(request: Request) -> ServiceState:
    state: ServiceState = request.app.state.service
    return state


Service = Annotated[ServiceState, Depends(service_state)]


def authorised(request: Request, service: Service) -> None:
    """Bearer token (header), or ``?token=`` for a GET of the media and thumbnail routes only
    (:data:`QUERY_TOKEN_ROUTES`: the browser fetches them itself)."""
    if service.token is None:
        return
    header = request.headers.get("authorization", "")
    route = getattr(request.scope.get("route"), "name", None)
    in_query = request.query_params.get("token") if request.method == "GET" and route in QUERY_TOKEN_ROUTES else None
    given = header[7:] if header.lower().startswith("bearer ") else in_query
    if not token_matches(service.token, given):
        raise HTTPException(401, "missing or wrong API token", headers={"WWW-Authenticate": "Bearer"})

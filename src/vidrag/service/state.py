"""What every route of the service shares (the index, its jobs, the questions in flight), and the
FastAPI dependencies that hand it to the routes and check the API token."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Annotated

from fastapi import Depends, HTTPException, Query, Request

from vidrag.api import Index
from vidrag.indexing.indexer import Progress
from vidrag.service.asks import AskRegistry
from vidrag.service.jobs import JobQueue, JobRunner, server_owner
from vidrag.service.security import require_token, token_matches, without_server_paths

UPLOADS_DIR = "uploads"

# The only route a browser fetches by itself (a <video> element cannot send a header), so the only
# one that takes ``?token=``: a token in the URL of any other route would end up in logs and history.
MEDIA_ROUTE_SUFFIX = "/media"


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
        if self.runner:
            self.runner.start()

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


def authorised(request: Request, service: Service, token_param: str | None = Query(None, alias="token")) -> None:
    """Bearer token (header), or ``?token=`` on the media route only (the browser fetches it itself)."""
    if service.token is None:
        return
    header = request.headers.get("authorization", "")
    in_query = token_param if request.url.path.endswith(MEDIA_ROUTE_SUFFIX) else None
    given = header[7:] if header.lower().startswith("bearer ") else in_query
    if not token_matches(service.token, given):
        raise HTTPException(401, "missing or wrong API token", headers={"WWW-Authenticate": "Bearer"})

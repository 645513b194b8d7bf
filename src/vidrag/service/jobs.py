"""Indexing jobs of the HTTP service: rows of the index's own database (store/jobs.py), run one at a time.

A job is a row, so it outlives the server process: a job that was running when the server
stopped is queued again on the next start, and indexing resumes from the clips already
stored (the indexer skips them). Progress is written to the row as it happens, so any
request thread (or a later process) can read stage, percent and ETA.

With PostgreSQL the jobs table is the collection's, which every server of the collection lists. A
job's file is on the disk of the server it was submitted to, so each server (``owner``: its host and
index directory) runs, and after a restart resumes, only its own jobs; an SQLite index has one
server, whose jobs have no owner. :func:`vidrag.service.state.open_job_queue` picks it.
"""

from __future__ import annotations

import logging
import socket
import threading
import time
import uuid
from collections.abc import Callable
from pathlib import Path

from vidrag.errors import VidragError
from vidrag.indexing.indexer import Progress
from vidrag.store.base import Job, JobStore

log = logging.getLogger(__name__)


def server_owner(index_dir: Path) -> str:
    """This server's name for the jobs it runs: stable across its restarts."""
    return f"{socket.gethostname()}:{index_dir.resolve()}"


class JobQueue:
    """One server's view of the jobs table: it submits jobs, and claims and reports on its own."""

    def __init__(self, store: JobStore, owner: str):
        self.store = store
        self.owner = owner
        self.wake = threading.Event()  # set when a job is queued

    def submit(self, path: Path) -> Job:
        job = self.store.add_job(uuid.uuid4().hex[:12], self.owner, str(path), path.name, time.time())
        self.wake.set()
        return job

    def get(self, job_id: str) -> Job:
        job = self.store.job(job_id)
        if job is None:
            raise KeyError(job_id)
        return job

    def list(self, limit: int = 100) -> list[Job]:
        return self.store.jobs(limit)

    def requeue_interrupted(self) -> int:
        """This server's jobs left running when it stopped go back to the queue (their clips are kept)."""
        return self.store.requeue_jobs(self.owner)

    def claim_next(self) -> Job | None:
        return self.store.claim_job(self.owner, time.time())

    def report(self, job_id: str, progress: Progress) -> None:
        self.store.report_job(job_id, progress.stage, progress.clips_done, progress.clips_total, time.time())

    def finish(self, job_id: str, *, video_sha256: str | None = None, error: str | None = None) -> None:
        self.store.finish_job(job_id, time.time(), video_sha256=video_sha256, error=error)


class JobRunner:
    """One background thread that indexes queued jobs in order, with ``index_video(path, report)``."""

    def __init__(self, queue: JobQueue, index_video: Callable[[Path, Callable[[Progress], None]], str]):
        self.queue = queue
        self._index_video = index_video
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="vidrag-jobs", daemon=True)

    def start(self) -> None:
        resumed = self.queue.requeue_interrupted()
        if resumed:
            log.info("resuming %d indexing job(s) interrupted by the last shutdown", resumed)
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        """Ask the thread to stop after the current job (a clip in flight is re-done on restart)."""
        self._stop.set()
        self.queue.wake.set()
        self._thread.join(timeout)

    def _loop(self) -> None:
        while not self._stop.is_set():
            job = self.queue.claim_next()
            if job is None:
                self.queue.wake.wait(1.0)
                self.queue.wake.clear()
                continue
            self._run(job)

    def _run(self, job: Job) -> None:
        log.info("job %s: indexing %s", job.id, job.path)
        try:
            sha = self._index_video(Path(job.path), lambda p: self.queue.report(job.id, p))
        except VidragError as exc:
            log.warning("job %s failed: %s", job.id, exc)
            self.queue.finish(job.id, error=str(exc))
        except Exception as exc:  # noqa: BLE001 - a job's crash must not kill the runner; it is recorded
            log.exception("job %s crashed", job.id)
            self.queue.finish(job.id, error=f"internal error: {type(exc).__name__}: {exc}")
        else:
            self.queue.finish(job.id, video_sha256=sha)

"""Indexing jobs of the HTTP service: rows in the index's own database, run one at a time.

A job is a row, so it outlives the server process: a job that was running when the server
stopped is queued again on the next start, and indexing resumes from the clips already
stored (the indexer skips them). Progress is written to the row as it happens, so any
request thread (or a later process) can read stage, percent and ETA.

This module is the backend-neutral core (the job, the queue's SQL, the runner). With the
embedded store the jobs table is ``<index>/jobs.sqlite`` (:mod:`vidrag.service.jobs_sqlite`);
with PostgreSQL it is a table of the collection (:mod:`vidrag.service.jobs_postgres`), which every
server of the collection lists. A job's file is on the disk of the server it was submitted to, so
each server (``owner``: its host and index directory) runs, and after a restart resumes, only its
own jobs. :func:`vidrag.service.state.open_job_queue` picks the backend.
"""

from __future__ import annotations

import logging
import socket
import threading
import time
import uuid
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Literal

from vidrag.errors import StoreError, VidragError
from vidrag.indexing.indexer import Progress

log = logging.getLogger(__name__)

JobState = Literal["queued", "running", "done", "failed"]
# How long the runner waits before reading a jobs table it could not read (a full disk) again.
_RETRY_SECONDS = 10.0

# Both backends: SQLite reads DOUBLE PRECISION as REAL.
JOBS_SCHEMA = """
CREATE TABLE IF NOT EXISTS jobs (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL DEFAULT '',
    path TEXT NOT NULL,
    name TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
    stage TEXT NOT NULL DEFAULT '',
    clips_done INTEGER NOT NULL DEFAULT 0,
    clips_total INTEGER NOT NULL DEFAULT 0,
    clips_at_start INTEGER,
    counting_since DOUBLE PRECISION,
    clip_at DOUBLE PRECISION,
    created DOUBLE PRECISION NOT NULL,
    started DOUBLE PRECISION,
    finished DOUBLE PRECISION,
    restarts INTEGER NOT NULL DEFAULT 0,
    video_sha256 TEXT,
    error TEXT
)
"""


@dataclass(frozen=True)
class Job:
    id: str
    path: str
    name: str
    state: JobState
    stage: str
    clips_done: int
    clips_total: int
    clips_at_start: int | None  # clips already stored when this run began (a resumed video)
    counting_since: float | None  # when this run's clip count began (the models are loaded by then)
    clip_at: float | None  # when this run's latest clip was stored
    created: float
    started: float | None
    finished: float | None
    restarts: int  # how often a server restart interrupted and re-queued it
    video_sha256: str | None
    error: str | None

    @property
    def percent(self) -> float:
        if self.state == "done":
            return 100.0
        return round(100.0 * self.clips_done / self.clips_total, 1) if self.clips_total else 0.0

    def eta_seconds(self, now: float) -> float | None:
        """Remaining time at the measured throughput of this run (seconds per stored clip), counted
        down from the latest stored clip: it falls steadily while a clip runs instead of climbing,
        and is re-measured each time a clip is stored. Zero while the last clips are finishing."""
        at_start, since, last_clip = self.clips_at_start, self.counting_since, self.clip_at
        if self.state != "running" or at_start is None or since is None or last_clip is None:
            return None
        done_here = self.clips_done - at_start
        if done_here <= 0:
            return None
        per_clip = (last_clip - since) / done_here
        return round(max(0.0, per_clip * (self.clips_total - self.clips_done) - (now - last_clip)), 1)

    def to_dict(self, now: float | None = None) -> dict[str, Any]:
        record = asdict(self)
        record.update(percent=self.percent, eta_seconds=self.eta_seconds(now or time.time()))
        return record


# Job's fields, in the order of its constructor (the table also has ``owner``).
_COLUMNS = ", ".join(Job.__dataclass_fields__)

# Columns added after the first release of the table: each backend adds those an older table lacks.
ADDED_COLUMNS = {
    "owner": "TEXT NOT NULL DEFAULT ''",
    "counting_since": "DOUBLE PRECISION",
    "clip_at": "DOUBLE PRECISION",
}


def server_owner(index_dir: Path) -> str:
    """This server's name for the jobs it runs: stable across its restarts."""
    return f"{socket.gethostname()}:{index_dir.resolve()}"


class JobQueue(ABC):
    """The jobs table, safe to use from many threads of one process; the backends differ in
    their connection alone (SQL is written with ``?`` placeholders)."""

    _SKIP_LOCKED = ""  # how a backend lets two claimers pass each other's rows

    def __init__(self, owner: str):
        self.owner = owner
        self._lock = threading.Lock()
        self.wake = threading.Event()  # set when a job is queued

    @abstractmethod
    def _run(self, sql: str, params: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        """Execute one statement (``?`` placeholders) under the lock; the rows as dicts."""

    def submit(self, path: Path) -> Job:
        job_id = uuid.uuid4().hex[:12]
        self._run(
            "INSERT INTO jobs (id, owner, path, name, state, created) VALUES (?, ?, ?, ?, 'queued', ?)",
            (job_id, self.owner, str(path), path.name, time.time()),
        )
        self.wake.set()
        return self.get(job_id)

    def get(self, job_id: str) -> Job:
        rows = self._run(f"SELECT {_COLUMNS} FROM jobs WHERE id = ?", (job_id,))
        if not rows:
            raise KeyError(job_id)
        return Job(**rows[0])

    def list(self, limit: int = 100) -> list[Job]:
        return [Job(**r) for r in self._run(f"SELECT {_COLUMNS} FROM jobs ORDER BY created DESC LIMIT ?", (limit,))]

    def requeue_interrupted(self) -> int:
        """This server's jobs left running when it stopped go back to the queue (their clips are kept)."""
        rows = self._run(
            "UPDATE jobs SET state = 'queued', restarts = restarts + 1, started = NULL, clips_at_start = NULL, "
            "counting_since = NULL, clip_at = NULL "
            "WHERE state = 'running' AND owner = ? RETURNING id",
            (self.owner,),
        )
        return len(rows)

    def claim_next(self) -> Job | None:
        rows = self._run(
            "UPDATE jobs SET state = 'running', started = ?, stage = 'starting' WHERE id = "
            f"(SELECT id FROM jobs WHERE state = 'queued' AND owner = ? ORDER BY created LIMIT 1{self._SKIP_LOCKED}) "
            "RETURNING id",
            (time.time(), self.owner),
        )
        return self.get(rows[0]["id"]) if rows else None

    def report(self, job_id: str, progress: Progress) -> None:
        """Write the stage and clip count; the first report that knows the total starts the clock
        of the ETA, and each new stored clip stamps its time."""
        now = time.time()
        counting = progress.clips_total > 0
        self._run(
            "UPDATE jobs SET stage = ?, clips_total = ?, "
            "clips_at_start = COALESCE(clips_at_start, CASE WHEN ? THEN ? END), "
            "counting_since = COALESCE(counting_since, CASE WHEN ? THEN ? END), "
            "clip_at = CASE WHEN clips_done <> ? THEN ? ELSE clip_at END, "
            "clips_done = ? WHERE id = ?",
            (progress.stage, progress.clips_total, counting, progress.clips_done, counting, now,
             progress.clips_done, now, progress.clips_done, job_id),
        )  # fmt: skip

    def finish(self, job_id: str, *, video_sha256: str | None = None, error: str | None = None) -> None:
        state = "failed" if error else "done"
        self._run(
            "UPDATE jobs SET state = ?, stage = ?, finished = ?, video_sha256 = ?, error = ? WHERE id = ?",
            (state, state, time.time(), video_sha256, error, job_id),
        )

    @abstractmethod
    def close(self) -> None: ...


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
            try:
                job = self.queue.claim_next()
            except StoreError as exc:  # a full disk, a lost database: the runner waits, not dies
                log.warning("cannot take the next job (%s); trying again in %.0f s", exc, _RETRY_SECONDS)
                self._stop.wait(_RETRY_SECONDS)
                continue
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
            self._finish(job, error=str(exc))
        except Exception as exc:  # noqa: BLE001 - a job's crash must not kill the runner; it is recorded
            log.exception("job %s crashed", job.id)
            self._finish(job, error=f"internal error: {type(exc).__name__}: {exc}")
        else:
            self._finish(job, video_sha256=sha)

    def _finish(self, job: Job, *, video_sha256: str | None = None, error: str | None = None) -> None:
        try:
            self.queue.finish(job.id, video_sha256=video_sha256, error=error)
        except StoreError as exc:  # its row stays "running": the next start queues it again
            log.warning("job %s: its end could not be recorded (%s)", job.id, exc)

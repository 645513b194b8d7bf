"""The service's indexing jobs (service/jobs.py): rows of the ``jobs`` table, one SQL for both stores.

A job's row outlives the server process, so a job running when the server stopped is queued again
on its next start. Each statement commits on its own and leaves the generation alone: progress is
written many times a minute, and no view of the index derives from it.
"""

from __future__ import annotations

from dataclasses import fields

from vidrag.store.base import Job
from vidrag.store.sql import SQLBackend

# Job's fields, in the order of its constructor (the table also has ``owner``).
JOB_COLUMNS = ", ".join(f.name for f in fields(Job))


class JobRows(SQLBackend):
    def add_job(self, job_id: str, owner: str, path: str, name: str, created: float) -> Job:
        self._commit_one(
            "INSERT INTO jobs (id, owner, path, name, state, created) VALUES (:id, :owner, :path, :name, 'queued', :created)",
            {"id": job_id, "owner": owner, "path": path, "name": name, "created": created},
        )
        job = self.job(job_id)
        assert job is not None  # just inserted, and jobs are never deleted
        return job

    def job(self, job_id: str) -> Job | None:
        rows = self._rows(f"SELECT {JOB_COLUMNS} FROM jobs WHERE id = :id", {"id": job_id})
        return Job(*rows[0]) if rows else None

    def jobs(self, limit: int) -> list[Job]:
        rows = self._rows(f"SELECT {JOB_COLUMNS} FROM jobs ORDER BY created DESC LIMIT :limit", {"limit": limit})
        return [Job(*r) for r in rows]

    def claim_job(self, owner: str, now: float) -> Job | None:
        rows = self._commit_one(
            "UPDATE jobs SET state = 'running', started = :now, stage = 'starting' WHERE id = "
            f"(SELECT id FROM jobs WHERE state = 'queued' AND owner = :owner ORDER BY created LIMIT 1{self.SKIP_LOCKED}) "
            "RETURNING id",
            {"now": now, "owner": owner},
        )
        return self.job(rows[0][0]) if rows else None

    def report_job(self, job_id: str, stage: str, clips_done: int, clips_total: int, now: float) -> None:
        self._commit_one(
            "UPDATE jobs SET stage = :stage, clips_total = :total, "
            "clips_at_start = COALESCE(clips_at_start, CASE WHEN :counting THEN :done END), "
            "counting_since = COALESCE(counting_since, CASE WHEN :counting THEN :now END), "
            "clip_at = CASE WHEN clips_done <> :done THEN :now ELSE clip_at END, "
            "clips_done = :done WHERE id = :id",
            {"stage": stage, "total": clips_total, "done": clips_done, "counting": clips_total > 0, "now": now,
             "id": job_id},
        )  # fmt: skip

    def finish_job(self, job_id: str, now: float, *, video_sha256: str | None, error: str | None) -> None:
        state = "failed" if error else "done"
        self._commit_one(
            "UPDATE jobs SET state = :state, stage = :state, finished = :now, video_sha256 = :sha256, error = :error "
            "WHERE id = :id",
            {"state": state, "now": now, "sha256": video_sha256, "error": error, "id": job_id},
        )

    def requeue_jobs(self, owner: str) -> int:
        rows = self._commit_one(
            "UPDATE jobs SET state = 'queued', restarts = restarts + 1, started = NULL, clips_at_start = NULL, "
            "counting_since = NULL, clip_at = NULL WHERE state = 'running' AND owner = :owner RETURNING id",
            {"owner": owner},
        )
        return len(rows)

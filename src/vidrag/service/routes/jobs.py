"""``/api/jobs``: the indexing jobs of the index, with their progress."""

from __future__ import annotations

from fastapi import APIRouter

from vidrag.errors import NotFoundError
from vidrag.service import schemas
from vidrag.service.state import Service, ServiceState
from vidrag.store.base import Job

router = APIRouter(prefix="/api", tags=["jobs"])


def public_job(job: Job, service: ServiceState) -> schemas.Job:
    """A job as clients see it: its file and its error without the index's place on the server."""
    record = job.to_dict()
    record.update(path=service.public(job.path), error=job.error and service.public(job.error))
    return schemas.Job.model_validate(record)


@router.get("/jobs")
def list_jobs(service: Service) -> list[schemas.Job]:
    return [public_job(j, service) for j in service.jobs.list()]


@router.get("/jobs/{job_id}")
def get_job(job_id: str, service: Service) -> schemas.Job:
    try:
        return public_job(service.jobs.get(job_id), service)
    except KeyError:
        raise NotFoundError(f"no indexing job {job_id}") from None

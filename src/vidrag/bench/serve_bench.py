"""Load on the HTTP service: many concurrent asks while an indexing job runs, on loopback.

A real ``vidrag serve`` process indexes the demo video, then a rendered lecture is uploaded
and, while it is being indexed, ``asks`` questions are sent at once. Every ask's latency is
measured by the client; errors are counted, never hidden. With ``warm`` the distinct
questions are asked once beforehand, so the concurrent asks measure retrieval, the reply
cache and the server under load; without it each distinct question is a fresh LLM call.
"""

from __future__ import annotations

import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import httpx

from vidrag.bench.index_bench import machine_description
from vidrag.testing.render import lecture_scenes, render_video
from vidrag.eval.metrics import percentile
from vidrag.testing.servers import vidrag_server

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "example.mp4"
QUESTION_TEMPLATES = (
    "What word does the speaker say when the timer reaches {n} seconds?",
    "What is shown on screen at {n} seconds?",
    "What does the speaker say near second {n}?",
)


def questions(count: int) -> list[str]:
    """``count`` distinct questions about the demo video."""
    return [
        QUESTION_TEMPLATES[i % len(QUESTION_TEMPLATES)].format(n=10 + 5 * (i // len(QUESTION_TEMPLATES)))
        for i in range(count)
    ]


@dataclass
class ServeBenchReport:
    asks: int
    distinct_questions: int
    warm: bool
    errors: int
    error_samples: list[str]
    latency_s: dict[str, float]  # p50, p95, max over the concurrent asks
    single_ask_s: float | None  # one ask alone, before the load (the warm-up's median)
    p95_over_single: float | None
    indexing_job_state: str
    indexing_job_seconds: float
    asks_during_indexing: int  # asks answered while the job was still running
    machine: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def wait_job(client: httpx.Client, job_id: str, timeout: float) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        job = client.get(f"/api/jobs/{job_id}").raise_for_status().json()
        if job["state"] in {"done", "failed"}:
            return job
        time.sleep(0.5)
    raise TimeoutError(f"indexing job {job_id} did not finish within {timeout:.0f} s")


def upload(client: httpx.Client, path: Path) -> dict[str, Any]:
    with path.open("rb") as body:
        return client.put("/api/uploads", params={"name": path.name}, content=body).raise_for_status().json()


def run_serve_bench(
    asks: int = 50, distinct: int = 5, warm: bool = True, lecture_minutes: float = 2.0, workdir: Path | None = None
) -> ServeBenchReport:
    with tempfile.TemporaryDirectory(prefix="vidrag-serve-bench-") as tmp:
        work = workdir or Path(tmp)
        lecture = render_video(lecture_scenes(lecture_minutes, seed=7), work / "lecture.mp4").path
        with vidrag_server(work / "index") as server, httpx.Client(base_url=server.url, timeout=600) as client:
            wait_job(client, upload(client, EXAMPLE)["id"], timeout=600)
            asked = questions(distinct)
            single: list[float] = []
            if warm:
                for question in asked:
                    t0 = time.perf_counter()
                    client.post("/api/ask", json={"question": question}).raise_for_status()
                    single.append(time.perf_counter() - t0)
            job = upload(client, lecture)
            while client.get(f"/api/jobs/{job['id']}").json()["state"] == "queued":
                time.sleep(0.2)
            job_started = time.perf_counter()

            def one(i: int) -> tuple[float, str | None, bool]:
                t0 = time.perf_counter()
                try:
                    response = client.post("/api/ask", json={"question": asked[i % distinct]})
                    problem = (
                        None if response.status_code == 200 else f"HTTP {response.status_code}: {response.text[:200]}"
                    )
                except httpx.HTTPError as exc:
                    problem = f"{type(exc).__name__}: {exc}"
                running = client.get(f"/api/jobs/{job['id']}").json()["state"] == "running"
                return time.perf_counter() - t0, problem, running

            with ThreadPoolExecutor(max_workers=asks) as pool:
                results = list(pool.map(one, range(asks)))
            finished = wait_job(client, job["id"], timeout=1800)
            job_seconds = time.perf_counter() - job_started
    latencies = [r[0] for r in results]
    problems = [r[1] for r in results if r[1]]
    single_s = percentile(single, 50) if single else None
    p95 = percentile(latencies, 95)
    return ServeBenchReport(
        asks=asks, distinct_questions=distinct, warm=warm, errors=len(problems), error_samples=problems[:5],
        latency_s={"p50": round(percentile(latencies, 50), 3), "p95": round(p95, 3), "max": round(max(latencies), 3)},
        single_ask_s=round(single_s, 3) if single_s else None,
        p95_over_single=round(p95 / single_s, 1) if single_s else None,
        indexing_job_state=finished["state"], indexing_job_seconds=round(job_seconds, 1),
        asks_during_indexing=sum(1 for r in results if r[2]), machine=machine_description(),
    )  # fmt: skip

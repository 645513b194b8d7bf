"""Ray ingestion on a real local Ray: the real extractors run in Ray workers, a killed worker is retried,
a killed driver's re-run completes, and every clip ends up stored exactly once."""

from __future__ import annotations

import difflib
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest
import ray
from conftest import ffmpeg, stored_clips

from vidrag import Index, load_settings
from vidrag.testing.render import RenderedVideo, lecture_scenes, render_video
from vidrag.config import Settings
from vidrag.indexing.distributed import RayClipRunner, import_ray, ray_cluster
from vidrag.errors import MediaError, ModelUnavailableError
from vidrag.indexing.indexer import Progress

pytestmark = pytest.mark.slow  # a Ray cluster started, and a rendered lecture indexed on its workers

CLIP_SECONDS = 10.0  # short clips: many Ray tasks from a short video


def settings() -> Settings:
    s = load_settings()
    s.media.clip_seconds = CLIP_SECONDS
    s.asr.stream_seconds = 2 * CLIP_SECONDS  # ASR stretches of two clips: a task each, several tasks per video
    return s


@pytest.fixture(scope="module")
def lecture(tmp_path_factory: pytest.TempPathFactory) -> RenderedVideo:
    """About 80 s of narrated slides: 8 clips of 10 s."""
    return render_video(lecture_scenes(1.3, seed=3), tmp_path_factory.mktemp("ray-render") / "lecture.mp4")


@pytest.fixture(scope="module")
def local_ray():
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def snapshot(index: Index) -> dict:
    """Each stored clip's (source, text) rows, the entities and the facts; asserts the clips are 0..n-1, each once."""
    (video,) = index.videos()
    assert video.status == "ready"
    db = sqlite3.connect(index.path / "index.sqlite")
    counts = dict(db.execute("SELECT idx, COUNT(*) FROM clips WHERE video_id = ? GROUP BY idx", (video.id,)).fetchall())
    db.close()
    assert counts == {i: 1 for i in range(video.n_clips)}
    names = {e.id: e.name for e in index.store.entities()}
    clip_index = {c.id: c.index for c in index.store.clips(video.id)}
    return {
        "texts": {c.index: [(t.source, t.text) for t in texts] for c, texts in index.clips(video)},
        "entities": sorted(names.values()),
        "facts": sorted(
            (clip_index[f.clip_id], names[f.head_id], f.relation, names[f.tail_id]) for f in index.store.facts()
        ),
    }


def source_text(snap: dict, source: str) -> str:
    return " ".join(text for clip in sorted(snap["texts"]) for s, text in snap["texts"][clip] if s == source)


@pytest.fixture(scope="module")
def ray_reference(lecture: RenderedVideo, local_ray, tmp_path_factory: pytest.TempPathFactory) -> dict:
    """An undisturbed Ray run: real ASR, OCR, embeddings and spaCy in the workers; the fault tests must match it."""
    s = settings()
    with Index.open(tmp_path_factory.mktemp("ray-reference"), s) as index:
        runner = RayClipRunner(s)
        result = index.add(lecture.path, runner=runner)
        assert result.outcome == "added" and result.clips_indexed == result.video.n_clips
        assert {"asr", "ocr", "embed", "graph"} <= set(result.seconds_by_stage)  # the workers' stage times
        assert len(runner.worker_pids) == 2 and os.getpid() not in runner.worker_pids
        assert index.add(lecture.path, runner=runner).outcome == "unchanged"
        return snapshot(index)


def test_ray_workers_run_the_real_extractors_and_store_the_same_clips_as_the_sequential_path(
    lecture, ray_reference, tmp_path: Path
):
    with Index.open(tmp_path / "sequential", settings()) as index:
        index.add(lecture.path)
        sequential = snapshot(index)
    assert sequential["texts"].keys() == ray_reference["texts"].keys()
    assert source_text(ray_reference, "ocr") == source_text(sequential, "ocr") != ""
    # Both read each ASR stretch's audio from a seek to it, so the speech should match; a margin is kept for
    # CTranslate2 on one thread (a task) against every core (in process).
    speech = difflib.SequenceMatcher(
        None, source_text(ray_reference, "asr").split(), source_text(sequential, "asr").split()
    )
    assert speech.ratio() >= 0.9
    shared = set(ray_reference["entities"]) & set(sequential["entities"])
    assert len(shared) >= 0.8 * len(set(sequential["entities"])) and ray_reference["facts"]


def busy_clip_workers() -> list[psutil.Process]:
    """Ray worker processes (below this test process) running a clip task right now."""
    found = []
    for process in psutil.Process().children(recursive=True):
        try:
            if process.name() == "ray::vidrag-clip":
                found.append(process)
        except psutil.Error:
            continue
    return found


def test_a_killed_worker_is_retried_and_every_clip_is_stored_once(lecture, local_ray, ray_reference, tmp_path: Path):
    s = settings()
    killed: list[int] = []

    def kill_a_busy_worker(p: Progress) -> None:
        if p.clips_done >= 1 and not killed:
            for worker in busy_clip_workers()[:1]:
                worker.send_signal(signal.SIGKILL)
                killed.append(worker.pid)

    with Index.open(tmp_path / "ix", s) as index:
        result = index.add(lecture.path, progress=kill_a_busy_worker, runner=RayClipRunner(s))
        assert killed, "no clip task was running when the first clip was stored"
        assert not psutil.pid_exists(killed[0]) or psutil.Process(killed[0]).status() == psutil.STATUS_ZOMBIE
        assert result.clips_indexed == result.video.n_clips
        assert snapshot(index) == ray_reference


def test_videos_ingested_at_once_share_the_window_and_are_stored_whole(
    lecture, local_ray, ray_reference, tmp_path: Path
):
    """Two videos on one runner from two driver threads (as `vidrag index a b --ray` runs them): the
    second's clips start while the first's last ones still run, never more than the window in flight."""
    from concurrent.futures import ThreadPoolExecutor

    short = tmp_path / "short.mp4"
    ffmpeg("-i", str(lecture.path), "-t", "28", str(short))  # 10 + 10 + 8 s: three clips
    s = settings()
    s.ray.max_in_flight = 3
    runner = RayClipRunner(s)
    with Index.open(tmp_path / "ix", s) as index:
        with ThreadPoolExecutor(2) as pool:
            results = list(pool.map(lambda video: index.add(video, runner=runner), [lecture.path, short]))
        assert [r.clips_indexed for r in results] == [r.video.n_clips for r in results] and results[
            1
        ].video.n_clips == 3
        long_sha, short_sha = (r.video.sha256 for r in results)
        in_flight, most = 0, 0
        for kind, _sha, _clip in runner.events:
            in_flight += 1 if kind == "submit" else -1
            most = max(most, in_flight)
        assert most <= 3
        last_long_done = max(i for i, e in enumerate(runner.events) if e[:2] == ("done", long_sha))
        first_short_submit = min(i for i, e in enumerate(runner.events) if e[:2] == ("submit", short_sha))
        assert first_short_submit < last_long_done  # the videos overlapped on the workers
        db = sqlite3.connect(index.path / "index.sqlite")
        counts = db.execute("SELECT video_id, COUNT(*), COUNT(DISTINCT idx) FROM clips GROUP BY video_id").fetchall()
        db.close()
        assert sorted((n, d) for _, n, d in counts) == [(3, 3), (results[0].video.n_clips,) * 2]
        assert {
            c.index: [(t.source, t.text) for t in texts] for c, texts in index.clips(results[0].video)
        } == ray_reference["texts"]


def test_a_killed_driver_loses_no_stored_clip_and_the_re_run_completes(lecture, ray_reference, tmp_path: Path):
    index_dir = tmp_path / "ix"
    cmd = [
        sys.executable,
        "-m",
        "vidrag.cli",
        "index",
        str(lecture.path),
        "--index",
        str(index_dir),
        "--ray",
        "--workers",
        "2",
    ]
    env = {
        **os.environ,
        "VIDRAG_MEDIA__CLIP_SECONDS": str(CLIP_SECONDS),
        "VIDRAG_ASR__STREAM_SECONDS": str(settings().asr.stream_seconds),
    }
    driver = subprocess.Popen(
        cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    try:
        deadline = time.monotonic() + 300
        while stored_clips(index_dir) < 2 and time.monotonic() < deadline and driver.poll() is None:
            time.sleep(0.2)
        driver.send_signal(signal.SIGKILL)
        driver.wait()
    finally:
        try:
            os.killpg(driver.pid, signal.SIGKILL)  # the driver's local Ray, if it outlived it
        except ProcessLookupError:
            pass
    done_before = stored_clips(index_dir)
    assert 2 <= done_before < len(ray_reference["texts"])

    rerun = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300)
    assert rerun.returncode == 0, rerun.stderr
    redone = re.search(r"resumed, (\d+) clip\(s\) indexed", rerun.stderr)
    assert redone and int(redone.group(1)) == len(ray_reference["texts"]) - done_before, rerun.stderr
    with Index.open(index_dir, settings(), create=False) as index:
        assert snapshot(index) == ray_reference


def test_a_clip_that_cannot_be_decoded_fails_with_its_media_error(local_ray, tmp_path: Path, lecture):
    """The header is intact (faststart) and the second half of the data gone: probing works, later clips fail."""
    fast = tmp_path / "fast.mp4"
    ffmpeg("-i", str(lecture.path), "-c", "copy", "-movflags", "+faststart", str(fast))
    cut = tmp_path / "cut.mp4"
    cut.write_bytes(fast.read_bytes()[: fast.stat().st_size // 2])
    s = settings()
    s.asr.enabled = s.graph.enabled = False  # decoding frames for OCR finds the damage; the rest would only add time
    with Index.open(tmp_path / "ix", s) as index:
        with pytest.raises(MediaError, match="cut.mp4: (truncated or corrupt|decoding failed)"):
            index.add(cut, runner=RayClipRunner(s))
        (video,) = index.videos()
        stored = index.store.stored_clip_indexes(video.id)
        assert video.status == "indexing"  # never searched half-done
        assert stored == set(range(len(stored))) and 0 < len(stored) < video.n_clips  # the clips before the bad one


def test_ray_cluster_uses_the_session_already_started(local_ray):
    with ray_cluster(settings().ray):
        assert ray.is_initialized()
    assert ray.is_initialized()  # not shut down: it was not ours


def test_missing_ray_is_reported_with_how_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # what `import ray` meets when Ray is not installed
    with pytest.raises(ModelUnavailableError, match=r"pip install 'vidrag\[ray\]'"):
        import_ray()

"""Speech transcribed as one stream across clips survives being killed (issue 32): indexing SIGKILLed at random
points mid-stream and resumed each time stores the same words, at the same times, as a run never killed."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import stored_clips

from vidrag import Index, load_settings
from vidrag.testing.render import RenderedVideo, lecture_scenes, render_video

pytestmark = pytest.mark.slow  # a rendered talk indexed a dozen times, in processes that are killed

KILLS = 10
# Short clips and stretches of three of them: a two-minute talk is 4 stretches of speech, so the kills land
# inside stretches, between them, and in clips whose speech was cached but not committed.
SETTINGS_ENV = {
    "VIDRAG_MEDIA__CLIP_SECONDS": "10",
    "VIDRAG_ASR__STREAM_SECONDS": "30",
    "VIDRAG_OCR__ENABLED": "false",  # speech is the subject: no other extractor
    "VIDRAG_GRAPH__ENABLED": "false",
}
# The child: indexes the talk, saying on stdout when its indexing starts.
CHILD = """
import sys
from pathlib import Path
from vidrag import Index, load_settings
with Index.open(Path(sys.argv[1]), load_settings()) as index:
    print("start", flush=True)
    index.add(Path(sys.argv[2]))
"""


@pytest.fixture(scope="module")
def talk(tmp_path_factory: pytest.TempPathFactory) -> RenderedVideo:
    """Two minutes of rendered lecture (espeak-ng speech over slides)."""
    return render_video(lecture_scenes(2.0, seed=32), tmp_path_factory.mktemp("render") / "talk.mp4")


def _speech(index: Index) -> list[tuple[str, float, float]]:
    (video,) = index.videos()
    return [(t.text, t.start, t.end) for _, texts in index.clips(video) for t in texts if t.source == "asr"]


def _run_until_killed(index_dir: Path, video: Path, env: dict[str, str], after: float) -> bool:
    """Index in a child process and SIGKILL it ``after`` seconds into its indexing; False: it finished first."""
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(index_dir), str(video)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "start"
        deadline = time.monotonic() + after
        while time.monotonic() < deadline:
            if child.poll() is not None:
                return False
            time.sleep(0.05)
        child.send_signal(signal.SIGKILL)
        child.wait()
        return child.returncode == -signal.SIGKILL
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()


# The default profile, what users run: the fast profile resumes through the same stretches and code, and a
# second profile would double the suite's longest test (each took about 6 minutes on a busy 2-core machine).
@pytest.mark.parametrize("profile", ["default"])
def test_killed_mid_stream_ten_times_and_resumed_stores_the_same_words(
    profile: str, talk: RenderedVideo, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    env = {**SETTINGS_ENV, "VIDRAG_INDEX__PROFILE": profile}
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    started = time.monotonic()
    with Index.open(tmp_path / "never-killed", load_settings()) as index:
        clips = index.add(talk.path).video.n_clips
        reference = _speech(index)
    whole = time.monotonic() - started  # model loading included, as in each child
    assert len(reference) >= 10  # the speech is there

    child_env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    killed_dir = tmp_path / "killed"
    chance = random.Random(32)
    kills = 0
    while kills < KILLS:
        # Somewhere in what is left of the work (a resumed run has less to do, plus its model loading).
        left = 1.0 - stored_clips(killed_dir) / clips
        if not _run_until_killed(killed_dir, talk.path, child_env, chance.uniform(0.1, 0.6) * whole * max(left, 0.25)):
            break
        kills += 1
    with Index.open(killed_dir, load_settings()) as index:
        index.add(talk.path)  # resumes, or finds the video ready
        resumed = _speech(index)
    assert kills == KILLS, f"the run finished after {kills} kills"
    assert [text for text, _, _ in resumed] == [text for text, _, _ in reference]  # no word lost or repeated
    assert sum(len(text.split()) for text, _, _ in resumed) == sum(len(text.split()) for text, _, _ in reference)
    for (_, start, end), (_, ref_start, ref_end) in zip(resumed, reference, strict=True):
        assert start == pytest.approx(ref_start, abs=0.05) and end == pytest.approx(ref_end, abs=0.05)

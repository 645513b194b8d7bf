"""A multi-minute rendered lecture (espeak-ng speech, text slides): questions that need speech
only, on-screen text only, and both; and an `index` run killed mid-way that resumes."""

import json
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import indexed

from vidrag import Index, load_settings
from vidrag.testing.render import RenderedVideo, Scene, lecture_scenes, render_video

pytestmark = pytest.mark.slow  # a three-minute rendered lecture indexed, and an index run killed and resumed

SPEECH_ONLY = Scene("Next year the project budget will be four million dollars.", "Finance review", 8)
SCREEN_ONLY = Scene("", "Meeting room:\nAURORA SEVEN", 10)
BOTH = Scene("Our team mascot is a purple octopus named Inky.", "Team mascot:\npurple octopus", 8)


@pytest.fixture(scope="module")
def lecture(tmp_path_factory: pytest.TempPathFactory) -> RenderedVideo:
    filler = lecture_scenes(3.0, seed=7)
    scenes = [*filler[:6], SPEECH_ONLY, *filler[6:12], SCREEN_ONLY, *filler[12:18], BOTH, *filler[18:]]
    return render_video(scenes, tmp_path_factory.mktemp("render") / "lecture.mp4")


@pytest.fixture(scope="module")
def lecture_index(lecture: RenderedVideo, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Index]:
    with indexed(lecture.path, tmp_path_factory.mktemp("lecture-index")) as index:
        yield index


def cites_scene(answer, where) -> bool:
    return any(c.start <= where.start + 1 and c.end >= where.start + 1 for c in answer.citations)


def test_the_rendered_lecture_is_several_minutes_long(lecture: RenderedVideo):
    assert lecture.duration >= 150


def test_speech_is_indexed_as_sentences_timed_by_their_words(lecture: RenderedVideo, lecture_index: Index):
    (video,) = lecture_index.videos()
    clips = lecture_index.clips(video)
    speech = [(t.start, t.end) for _, texts in clips for t in texts if t.source == "asr"]
    # Each sentence said inside one clip is one unit, from its first word to its last (a rendered
    # sentence's span ends with the pause after it: 1.5 s of slack).
    said = [
        s for p in lecture.scenes for s in p.sentences if any(c.start <= s.start and s.end <= c.end for c, _ in clips)
    ]  # fmt: skip
    whole = [s for s in said if any(abs(a - s.start) <= 1.5 and abs(b - s.end) <= 1.5 for a, b in speech)]
    assert len(said) >= 20 and len(whole) >= 0.85 * len(said), (len(whole), len(said))


def test_speech_only_fact(lecture: RenderedVideo, lecture_index: Index):
    answer = lecture_index.ask("What will the project budget be next year?")
    assert (
        "four million" in answer.answer.lower() or "4 million" in answer.answer.lower() or "4,000,000" in answer.answer
    )
    assert cites_scene(answer, lecture.placed(SPEECH_ONLY)[0])


def test_screen_only_fact(lecture: RenderedVideo, lecture_index: Index):
    answer = lecture_index.ask("Which meeting room is shown?")
    assert "aurora" in answer.answer.lower()
    assert cites_scene(answer, lecture.placed(SCREEN_ONLY)[0])


def test_fact_shown_and_spoken(lecture: RenderedVideo, lecture_index: Index):
    answer = lecture_index.ask("What animal is the team mascot?", ["a purple octopus", "a green frog", "a red fox"])
    assert answer.choice == "a purple octopus"
    assert cites_scene(answer, lecture.placed(BOTH)[0])
    sources = {t.source for c in lecture_index.clips(lecture_index.videos()[0]) for t in c[1]
               if c[0].start <= lecture.placed(BOTH)[0].start + 1 < c[0].end and "octopus" in t.text.lower()}  # fmt: skip
    assert sources == {"asr", "ocr"}


def _stored_clips(db: Path) -> int:
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
            return conn.execute("SELECT count(*) FROM clips").fetchone()[0]
    except sqlite3.OperationalError:
        return 0


def test_killed_index_run_resumes_and_stores_every_clip_once(lecture: RenderedVideo, tmp_path: Path):
    index_dir = tmp_path / "ix"
    cmd = [sys.executable, "-m", "vidrag.cli", "index", str(lecture.path), "--index", str(index_dir)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 300
    while _stored_clips(index_dir / "index.sqlite") < 2 and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.2)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    done_before = _stored_clips(index_dir / "index.sqlite")
    assert 2 <= done_before

    with Index.open(index_dir, load_settings(), create=False) as index:
        (video,) = index.videos()
        if done_before < video.n_clips:
            assert video.status == "indexing"
    rerun = subprocess.run(cmd, capture_output=True, text=True, check=True)
    assert "resumed" in rerun.stderr or done_before == video.n_clips
    with Index.open(index_dir, load_settings(), create=False) as index:
        (video,) = index.videos()
        clips = index.store.clips(video.id)
        assert video.status == "ready" and [c.index for c in clips] == list(range(video.n_clips))
    shown = json.loads(subprocess.run([*cmd[:3], "show", "--index", str(index_dir), "--json"],
                                      capture_output=True, text=True, check=True).stdout)  # fmt: skip
    assert len(shown[0]["clips"]) == video.n_clips

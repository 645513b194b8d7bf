"""`vidrag bench questions`: a small set rendered for real (espeak-ng, ffmpeg, the Asterisk prompts)
is valid in vidrag's eval format, has every kind, answers that match the known timeline, evidence
inside each video, correct options spread over the slots, and comes out the same for the same seed."""

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from vidrag.bench.questions import KINDS, OPTIONS
from vidrag.eval.datasets import load_dataset
from vidrag.eval.harness import shuffled_options
from vidrag.media.probe import probe
from vidrag.retrieval.base import clock

pytestmark = pytest.mark.slow  # question sets rendered and spoken by `vidrag bench questions`

SMALL = ["--lectures", "1", "--tracks", "1", "--minutes", "1.5", "--per-kind", "2"]


def build(out: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "vidrag.cli", "bench", "questions", "--out", str(out), *SMALL, *extra],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip


@pytest.fixture(scope="module")
def question_set(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("questions")
    done = build(out)
    assert done.returncode == 0, done.stderr
    assert "questions" in done.stdout
    return out


def test_the_set_is_valid_and_covers_every_kind(question_set):
    dataset = load_dataset(question_set / "questions.json")
    records = dataset.records
    assert {r.question_type for r in records} == set(KINDS)
    assert set(dataset.videos) == {"lecture-1.mp4", "prompts-1.mp4"}
    durations = {v: probe(question_set / v).duration for v in dataset.videos}
    for r in records:
        assert r.evidence, r.id
        assert all(0 <= a < b <= durations[r.video] + 0.1 for a, b in r.evidence), (r.id, r.evidence)
        if r.question_type == "open":
            assert r.candidates is None and r.answer
        else:
            assert len(r.candidates) == OPTIONS == len(set(r.candidates)) and r.answer in r.candidates


def test_answers_agree_with_the_known_timeline(question_set):
    said = json.loads((question_set / "timelines.json").read_text())
    dataset = load_dataset(question_set / "questions.json")
    for r in dataset.records:
        sentences = said[r.video]["said"]
        if r.question_type == "locate":  # the quoted sentence starts at the answer's second
            quoted = r.question.split('"')[1]
            assert any(text == quoted and clock(start) == r.answer for start, _, text in sentences), r.id
        if r.question_type == "relative" and "right after" in r.question:
            quoted = r.question.split('"')[1]
            texts = [text for _, _, text in sentences]
            assert texts[texts.index(quoted) + 1] == r.answer, r.id
        if r.question_type == "count":
            term = r.question.split('"')[1]
            times = sum(len(re.findall(rf"\b{re.escape(term)}\b", text.lower())) for _, _, text in sentences)
            assert str(times) == r.answer, r.id


def test_correct_options_are_spread_over_the_slots(question_set):
    records = [r for r in load_dataset(question_set / "questions.json").records if r.candidates]
    by_kind: dict[str, Counter] = {}
    for r in records:
        by_kind.setdefault(r.question_type, Counter())[r.candidates.index(r.answer)] += 1
    for kind, slots in by_kind.items():  # slot k mod 4 for the k-th question of a kind
        counts = [slots.get(i, 0) for i in range(OPTIONS)]
        assert max(counts) - min(counts) <= 1, (kind, counts)
    overall = Counter(r.candidates.index(r.answer) for r in records)
    assert max(overall.values()) - min(overall.values()) <= len(by_kind)


def test_the_same_seed_gives_the_same_questions(question_set, tmp_path):
    """The recorded track again, alone (the slots of the correct options count over the whole set, so
    options are compared as sets)."""

    def questions(path: Path) -> list[tuple]:
        return [(r.id, r.question, r.answer, sorted(r.candidates or []), r.evidence)
                for r in load_dataset(path).records if r.video == "prompts-1.mp4"]  # fmt: skip

    again = build(tmp_path, "--lectures", "0")
    assert again.returncode == 0, again.stderr
    assert questions(tmp_path / "questions.json") == questions(question_set / "questions.json")


def test_shuffled_options_are_another_order_of_the_same_options(question_set):
    records = [r for r in load_dataset(question_set / "questions.json").records if r.candidates]
    for r in records:
        shuffled = shuffled_options(r, seed=0)
        assert shuffled.candidates != r.candidates and sorted(shuffled.candidates) == sorted(r.candidates)
        assert shuffled.answer == r.answer and shuffled_options(r, seed=0) == shuffled

"""The evaluation harness: metrics against hand computations, dataset loaders (including the
real PsTuts-VQA files), and `vidrag eval` end to end on the rendered story with resume."""

import json
import subprocess
import sys

import pytest
from conftest import real_file

from vidrag.testing.render import STORY_QUESTIONS
from vidrag import load_settings
from vidrag.eval.datasets import DatasetError, load_dataset
from vidrag.eval.judge import DIMENSIONS, Verdict, judge
from vidrag.eval.harness import shuffle_figures, summarise_results
from vidrag.eval.metrics import hit_rank, recall_at, temporal_iou, token_f1
from vidrag.llm import make_llm
from vidrag.llm.structured import parse_json


def test_metrics_by_hand():
    assert hit_rank([(0, 30), (60, 90)], [(70, 75)]) == 2
    assert hit_rank([(0, 30)], [(30, 40)]) is None  # touching is not overlapping
    assert recall_at([1, 2, None, 7], 1) == 0.25 and recall_at([1, 2, None, 7], 5) == 0.5
    assert temporal_iou([(0, 30)], [(10, 20)]) == pytest.approx(10 / 30)
    assert temporal_iou([(0, 30), (30, 60)], [(50, 70)]) == pytest.approx(10 / 70)
    assert token_f1("The red bicycle", "a red bicycle!") == 1.0
    assert token_f1("Tom repairs it", "Tom") == pytest.approx(2 * (1 / 3) * 1 / (1 / 3 + 1))
    # With the question: the words it already gives earn nothing, so a wrong colour is wrong.
    asked = "What colour is the car that Ada Thorne drives to work?"
    assert token_f1("The car that Ada Thorne drives to work is green.", "Ada Thorne drives a white car to work.") > 0.5
    assert (
        token_f1("The car that Ada Thorne drives to work is green.", "Ada Thorne drives a white car to work.", asked)
        == 0.0
    )
    assert (
        token_f1("The car that Ada Thorne drives to work is white.", "Ada Thorne drives a white car to work.", asked)
        == 1.0
    )
    assert token_f1("Yes, Ada drives.", "Ada drives", "Does Ada drive? Ada drives") == pytest.approx(
        0.8
    )  # all asked: whole


def row(id_, correct, rank, iou, tokens, calls, latency, qtype="a", f1=None):
    return {
        "id": id_, "question_type": qtype, "correct": correct, "f1": f1, "hit_rank": rank,
        "evidence_overlap": None if iou is None else rank is not None, "temporal_iou": iou,
        "context_tokens": tokens, "llm_calls": calls, "latency_s": latency,
    }  # fmt: skip


def test_summary_numbers_by_hand():
    rows = [
        row("1", True, 1, 0.5, 100, 2, 1.0),
        row("2", False, 3, 0.25, 200, 4, 2.0, qtype="b"),
        row("3", True, None, 0.0, 300, 6, 3.0, qtype="b"),
        row("4", False, None, None, 400, 8, 10.0),  # no evidence intervals
    ]
    s = summarise_results(rows)
    assert s["questions"] == 4 and s["accuracy"] == 0.5
    assert s["accuracy_by_type"] == {"a": 0.5, "b": 0.5}
    assert s["recall"] == {"@1": 1 / 3, "@5": 2 / 3, "@10": 2 / 3}
    assert s["temporal_iou"] == pytest.approx(0.75 / 3)
    assert s["context_tokens"] == 250 and s["llm_calls"] == 5
    assert s["latency_p50_s"] == 2.5 and s["latency_p95_s"] == pytest.approx(3 + 0.85 * 7)
    assert s["top_citation_iou"] is None and s["top_citation_iou_by_type"] == {}  # rows from before the field


def test_top_citation_and_shuffle_figures_by_hand():
    rows = [dict(row(str(i), ok, 1, 0.5, 0, 1, 1.0, qtype=t), top_citation_iou=iou, prediction=p)
            for i, (ok, t, iou, p) in enumerate([(True, "locate", 0.8, "A"), (False, "locate", 0.2, "B"),
                                                 (True, "count", 0.0, "3"), (True, "open", None, "x")])]  # fmt: skip
    s = summarise_results(rows)
    assert s["top_citation_iou"] == pytest.approx(1.0 / 3)
    assert s["top_citation_iou_by_type"] == {"count": 0.0, "locate": pytest.approx(0.5)}
    shuffled = [
        dict(rows[0], prediction="A"),
        dict(rows[1], prediction="C", correct=True),
        dict(rows[2], prediction="3"),
    ]
    assert shuffle_figures(rows, shuffled) == {"questions": 3, "changed": pytest.approx(1 / 3), "accuracy": 1.0}


def test_pstuts_loader_reads_the_real_files():
    dataset = load_dataset(real_file("pstuts-vqa", "dev.json"))
    assert len(dataset.transcripts) == 11 and len(dataset.records) > 2000
    first = dataset.records[0]
    assert first.video in dataset.transcripts and first.candidates is None
    ((start, end),) = first.evidence
    assert any(u.start == start and u.end == end for u in dataset.transcripts[first.video].units)


def test_bad_datasets_are_explained(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('[{"video": "v.mp4", "question": "q", "candidates": ["a", "b"], "answer": "c"}]')
    with pytest.raises(DatasetError, match="not one of its candidates"):
        load_dataset(bad)
    bad.write_text("{}")
    with pytest.raises(DatasetError, match="JSON list"):
        load_dataset(bad)


STORY_DATASET = [q for q in STORY_QUESTIONS if q["id"] in ("speech", "screen", "begin")]


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "vidrag.cli", *args], capture_output=True, text=True, timeout=900)


@pytest.mark.llm
def test_eval_end_to_end_with_resume(story, tmp_path):
    dataset = tmp_path / "story.json"
    dataset.write_text(json.dumps(STORY_DATASET))
    out, index = tmp_path / "results", tmp_path / "index"
    common = ["--dataset", str(dataset), "--videos", str(story.path.parent), "--index", str(index), "--out", str(out)]
    first = run_cli("eval", *common, "--strategy", "naive", "--limit", "2")
    assert first.returncode == 0, first.stderr
    assert len((out / "naive.jsonl").read_text().splitlines()) == 2
    resumed = run_cli("eval", *common, "--strategy", "naive", "--resume", "--shuffle-options")
    assert resumed.returncode == 0, resumed.stderr
    rows = [json.loads(line) for line in (out / "naive.jsonl").read_text().splitlines()]
    assert [r["id"] for r in rows] == ["speech", "screen", "begin"]  # the first two were kept, not redone
    summary = json.loads((out / "summary.json").read_text())
    s = summary["strategies"]["naive"]
    # Every reported number, recomputed by hand from the per-question rows.
    assert s["questions"] == 3
    assert s["accuracy"] == sum(r["correct"] for r in rows) / 3
    ranks = []
    for r, record in zip(rows, STORY_DATASET, strict=True):
        ((a, b),) = record["evidence"]
        own = [(x, y) for video, x, y in r["retrieved"] if video == "story.mp4"]
        rank = next((i for i, (x, y) in enumerate(own, 1) if min(y, b) > max(x, a)), None)
        assert r["hit_rank"] == rank and r["evidence_overlap"] == (rank is not None)
        ranks.append(rank)
    for k in (1, 5, 10):
        assert s["recall"][f"@{k}"] == sum(1 for x in ranks if x is not None and x <= k) / 3
    assert s["recall"]["@5"] == 1.0  # every question's clip is retrieved
    assert s["llm_calls"] == sum(r["llm_calls"] for r in rows) / 3
    for r, record in zip(rows, STORY_DATASET, strict=True):  # the top citation's IoU, by hand
        video, start, end = r["top_citation"]
        ((a, b),) = record["evidence"]
        inter = max(0.0, min(end, b) - max(start, a))
        assert r["top_citation_iou"] == pytest.approx(
            inter / ((end - start) + (b - a) - inter) if video == "story.mp4" else 0.0
        )
    shuffled = [json.loads(line) for line in (out / "naive.shuffled.jsonl").read_text().splitlines()]
    assert [r["id"] for r in shuffled] == ["speech", "screen", "begin"]
    changed = sum(a["prediction"] != b["prediction"] for a, b in zip(rows, shuffled, strict=True)) / 3
    assert s["shuffle"]["questions"] == 3 and s["shuffle"]["changed"] == pytest.approx(changed)
    assert (out / "report.md").read_text().count("| naive |") == 3
    assert (out / "chart.png").stat().st_size > 1000
    assert (
        summary["index_seconds_per_video_minute"] is None and summary["reused_videos"] == 1
    )  # indexed by the first run


def test_retrieval_only_baselines_on_pstuts(tmp_path):
    dataset = real_file("pstuts-vqa", "dev.json")
    out = tmp_path / "results"
    result = run_cli(
        "eval", "--dataset", str(dataset), "--index", str(tmp_path / "index"), "--out", str(out), "--retrieval-only",
        "--strategy", "bm25", "--strategy", "dense", "--strategy", "naive", "--limit", "60",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    summary = json.loads((out / "summary.json").read_text())
    for name in ("bm25", "dense", "naive"):
        recall = summary["strategies"][name]["recall"]
        assert recall["@1"] <= recall["@5"] <= recall["@10"]
        assert recall["@10"] > 0.5, (name, recall)  # real questions about real transcripts


@pytest.mark.llm
def test_judge_verdicts_and_position_swap():
    verdict = parse_json('{"comprehensiveness": "Answer 1", "empowerment": "answer 2", "trustworthiness": 1, '
                         '"depth": "Answer 2", "density": "Answer 1"}', Verdict)  # fmt: skip
    assert [getattr(verdict, d) for d in DIMENSIONS] == [1, 2, 1, 2, 1]
    with pytest.raises(ValueError):
        parse_json('{"comprehensiveness": "both"}', Verdict)
    # The same answer in both positions can only tie, whatever the model prefers: the swap cancels it.
    result = judge(make_llm(load_settings().llm), [("Who repairs the bicycle?", "Tom does.", "Tom does.")])
    assert result.questions == 1 and all(rate == 0.5 for rate in result.win_rate_a.values())

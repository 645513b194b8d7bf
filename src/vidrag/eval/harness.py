"""`vidrag eval`: index a dataset's videos once, answer every question with each strategy, and
report accuracy, evidence recall, context size, LLM calls and latency.

Each strategy's results go to ``<out>/<strategy>.jsonl`` one question per line, flushed as they
come, so an interrupted run resumes (``resume``) with the questions not yet answered; the LLM
reply cache makes repeated calls free. ``summary.json``, ``report.md`` and ``chart.png`` are
written from those files at the end.
"""

from __future__ import annotations

import json
import logging
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from vidrag.api import Index
from vidrag.errors import VidragError
from vidrag.eval.datasets import EvalDataset, EvalRecord
from vidrag.eval.metrics import (
    RECALL_AT,
    answers_changed,
    hit_rank,
    mean,
    moment_distance,
    moment_hit,
    open_answer_score,
    percentile,
    recall_at,
    same_answer,
    says_not_mentioned,
    temporal_iou,
)
from vidrag.eval.report import write_reports
from vidrag.retrieval import BASELINES, STRATEGIES, resolve_strategy
from vidrag.vision import modalities

log = logging.getLogger(__name__)


@dataclass
class QuestionResult:
    id: str
    strategy: str
    question_type: str
    prediction: str
    correct: bool | None  # None: no reference to compare with (retrieval-only runs)
    f1: float | None
    retrieved: list[list[Any]]  # [video, start_s, end_s] in rank order
    hit_rank: int | None  # rank of the first clip overlapping the evidence
    moment: list[Any] | None  # [video, start_s, end_s] of the top moment in the question's video
    moment_hit: bool | None  # None: no evidence intervals, or no moment to judge
    moment_distance_s: float | None
    evidence_overlap: bool | None  # None: the record has no evidence intervals
    temporal_iou: float | None
    context_tokens: int
    llm_calls: int
    latency_s: float
    top_citation: list[Any] | None = None  # [video, start_s, end_s] of the answer's first citation
    top_citation_iou: float | None = None  # None: no evidence to compare with, or a retrieval-only run
    multiple_choice: bool = False
    paraphrase_of: str | None = None  # the record this one rewords (EvalRecord.paraphrase_of)
    unanswerable: bool = False  # the reference says "not mentioned" (metrics.says_not_mentioned)
    abstained: bool | None = None  # Answer.abstained; None: a retrieval-only run


@dataclass
class IndexTiming:
    video: str
    minutes: float
    outcome: str
    seconds_by_stage: dict[str, float]


Progress = Callable[[str, int, int], None]


def index_dataset(
    index: Index,
    dataset: EvalDataset,
    records: Sequence[EvalRecord],
    videos_dir: Path | None,
    progress: Progress | None = None,
) -> list[IndexTiming]:
    """Index the videos the records ask about (an indexed one is reused: adding it is a no-op)."""
    timings = []
    videos = list(dict.fromkeys(r.video for r in records))
    for i, video in enumerate(videos):
        if progress:
            progress(f"indexing {video}", i, len(videos))
        if video in dataset.transcripts:
            transcript = dataset.transcripts[video]
            result = index.add_transcript(video, transcript.units, transcript.duration)
        else:
            if videos_dir is None:
                raise VidragError(f"{dataset.name}: its videos are files; pass --videos DIR")
            path = videos_dir / video
            if not path.is_file():
                raise VidragError(f"{path}: video of the dataset not found under {videos_dir}")
            result = index.add(path)
        timings.append(IndexTiming(video, result.video.duration / 60, result.outcome, result.seconds_by_stage))
    return timings


def _evaluate(index: Index, record: EvalRecord, strategy: str, answer: bool) -> QuestionResult:
    t0 = time.perf_counter()
    # Each question is about its own video (as in MLVU and PsTuts-VQA), so retrieval is scoped to it.
    abstained: bool | None = None
    if answer:
        result = index.ask(record.question, record.candidates, strategy=strategy, videos=[Path(record.video).name])
        trace, prediction = result.trace, result.choice or result.answer
        context, calls, abstained = result.prompt_tokens, result.llm_calls, result.abstained
        cited: list[list[Any]] | None = [[c.video, c.start, c.end] for c in result.citations[:1]]
    else:
        retrieval = index.retrieve(
            record.question, record.candidates, strategy=strategy, videos=[Path(record.video).name]
        )
        trace, prediction, context, calls = retrieval.trace, "", 0, retrieval.llm_calls
        abstained = not retrieval.relevant  # ranked all the same; an answer would say "the videos don't say"
        cited = None
    latency = time.perf_counter() - t0
    retrieved = [[video, start, end] for video, start, end, *_ in trace.get("clips", [])]
    own = [(start, end) for video, start, end in retrieved if video == Path(record.video).name]
    rank = hit_rank(own, record.evidence) if record.evidence else None
    moments = [m[:3] for m in trace.get("moments", []) if m[0] == Path(record.video).name]
    top = moments[0] if moments else None
    judged_span = (top[1], top[2]) if top is not None and record.evidence else None  # the top moment, if judged
    correct = f1 = None
    if answer:
        if record.candidates:
            correct = same_answer(prediction, record.answer)
        else:
            f1, correct = open_answer_score(prediction, record.answer, record.question)
            # "Not mentioned in the videos (nothing names “warranty”)" answers "not mentioned in the video"
            correct = correct or (says_not_mentioned(record.answer) and says_not_mentioned(prediction))
    return QuestionResult(
        id=record.id, strategy=strategy, question_type=record.question_type, prediction=prediction,
        correct=correct, f1=f1, retrieved=retrieved, hit_rank=rank, moment=top,
        moment_hit=moment_hit(judged_span, record.evidence) if judged_span else None,
        moment_distance_s=round(moment_distance(judged_span, record.evidence), 3) if judged_span else None,
        evidence_overlap=(rank is not None) if record.evidence else None,
        temporal_iou=temporal_iou(own, record.evidence) if record.evidence else None,
        context_tokens=context, llm_calls=calls, latency_s=round(latency, 4),
        top_citation=cited[0] if cited else None, top_citation_iou=top_citation_iou(cited, record),
        multiple_choice=bool(record.candidates), paraphrase_of=record.paraphrase_of,
        unanswerable=says_not_mentioned(record.answer), abstained=abstained,
    )  # fmt: skip


def top_citation_iou(citations: list[list[Any]] | None, record: EvalRecord) -> float | None:
    """Temporal IoU of the answer's first citation ([video, start, end]) with the evidence: how close the
    second it points at is to the proof (0 when it cites nothing or another video)."""
    if citations is None or not record.evidence:
        return None
    if not citations or Path(citations[0][0]).name != Path(record.video).name:
        return 0.0
    return temporal_iou([(citations[0][1], citations[0][2])], record.evidence)


def shuffled_options(record: EvalRecord, seed: int) -> EvalRecord:
    """The same multiple-choice question with its options in another order (seeded per question);
    ``record`` must have at least two distinct options."""
    rng = random.Random(f"{seed}-{record.id}")
    order = list(record.candidates or ())
    while order == record.candidates:
        rng.shuffle(order)
    return replace(record, candidates=order)


def select(records: list[EvalRecord], *, limit: int | None, sample: int | None) -> list[EvalRecord]:
    if sample and sample < len(records):
        step = len(records) / sample
        records = [records[int(i * step)] for i in range(sample)]
    return records[:limit] if limit else records


def _done_ids(path: Path) -> set[str]:
    if not path.exists():
        return set()
    done = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            try:
                done.add(json.loads(line)["id"])
            except (json.JSONDecodeError, KeyError):
                log.warning("%s: skipping an unreadable line (an interrupted write)", path)
    return done


def run_eval(
    index: Index,
    dataset: EvalDataset,
    strategies: Sequence[str],
    out: Path,
    *,
    videos_dir: Path | None = None,
    limit: int | None = None,
    sample: int | None = None,
    resume: bool = False,
    answer: bool = True,
    shuffle_seed: int | None = None,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """``limit``: the first N questions; ``sample``: N questions spread evenly over the dataset;
    ``shuffle_seed``: also re-ask every multiple-choice question with its options permuted (written to
    ``<strategy>.shuffled.jsonl``) to measure how often the order changes the answer."""
    unknown = [s for s in strategies if s not in STRATEGIES]
    if unknown:
        raise VidragError(f"unknown strategies {unknown}; available: {', '.join(STRATEGIES)}")
    if answer and any(s in BASELINES for s in strategies):
        raise VidragError("the bm25 and dense baselines rank clips only: use them with --retrieval-only")
    out.mkdir(parents=True, exist_ok=True)
    records = select(dataset.records, limit=limit, sample=sample)
    timings = index_dataset(index, dataset, records, videos_dir, progress)
    for name in strategies:
        _answer_all(index, records, name, out / f"{name}.jsonl", resume=resume, answer=answer, progress=progress)
        reordered = out / f"{name}.shuffled.jsonl"
        if shuffle_seed is not None and answer:
            shuffled = [
                shuffled_options(r, shuffle_seed) for r in records if r.candidates and len(set(r.candidates)) > 1
            ]
            _answer_all(index, shuffled, name, reordered, resume=resume, answer=True,
                        progress=progress, label=f"{name} (options shuffled)")  # fmt: skip
        elif not resume:
            reordered.unlink(missing_ok=True)  # an earlier run's, about other answers
    summary = summarise(dataset, strategies, out, timings, records)
    summary["modalities"] = modalities(index.settings)  # which visual modalities this run had
    write_reports(summary, out)
    return summary


def _answer_all(
    index: Index,
    records: Sequence[EvalRecord],
    name: str,
    path: Path,
    *,
    resume: bool,
    answer: bool,
    progress: Progress | None,
    label: str | None = None,
) -> None:
    """Answer ``records`` with one strategy into ``path``, one JSON line each, skipping those done."""
    strategy = resolve_strategy(name)
    if not resume and path.exists():
        path.unlink()
    done = _done_ids(path)
    with path.open("a", encoding="utf-8") as sink:
        for i, record in enumerate(records):
            if record.id in done:
                continue
            if progress:
                progress(f"{label or name}: {record.id}", i, len(records))
            result = _evaluate(index, record, strategy, answer)
            result.strategy = name
            sink.write(json.dumps(asdict(result)) + "\n")
            sink.flush()


def _read(path: Path, wanted: set[str]) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [r for r in rows if r["id"] in wanted]


def summarise_results(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Every figure of one strategy, from its per-question rows."""
    judged = [r for r in rows if r["correct"] is not None]
    with_evidence = [r for r in rows if r["evidence_overlap"] is not None]
    ranks = [r["hit_rank"] for r in with_evidence]
    by_type: dict[str, list[dict[str, Any]]] = {}
    for r in judged:
        by_type.setdefault(r["question_type"], []).append(r)
    latencies = [r["latency_s"] for r in rows]
    # Questions with evidence and no moment count as misses; the distance is over those with one.
    distances = [r["moment_distance_s"] for r in with_evidence if r.get("moment_distance_s") is not None]
    f1s = [r["f1"] for r in rows if r["f1"] is not None]
    return {
        "questions": len(rows),
        "accuracy": sum(r["correct"] for r in judged) / len(judged) if judged else None,
        "accuracy_by_type": {t: sum(r["correct"] for r in rs) / len(rs) for t, rs in sorted(by_type.items())},
        "token_f1": sum(f1s) / len(f1s) if f1s else None,
        "recall": {f"@{k}": recall_at(ranks, k) for k in RECALL_AT} if with_evidence else None,
        "temporal_iou": sum(r["temporal_iou"] for r in with_evidence) / len(with_evidence) if with_evidence else None,
        "moment_hit_rate": sum(bool(r.get("moment_hit")) for r in with_evidence) / len(with_evidence)
        if with_evidence
        else None,
        "moment_distance_s": sum(distances) / len(distances) if distances else None,
        "context_tokens": sum(r["context_tokens"] for r in rows) / len(rows) if rows else 0,
        "llm_calls": sum(r["llm_calls"] for r in rows) / len(rows) if rows else 0,
        "latency_p50_s": percentile(latencies, 50) if latencies else None,
        "latency_p95_s": percentile(latencies, 95) if latencies else None,
        **citation_figures(rows),
        "paraphrases": paraphrase_figures(judged),
        "abstention": abstention_figures(judged),
        # Retrieval-only: the share of questions whose ranking reached no relevance threshold.
        "not_relevant": mean([r["abstained"] for r in rows if r.get("abstained") is not None]) if not judged else None,
    }


def paraphrase_figures(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """How many paraphrase groups (an original and the rows rewording it) have two or more answered
    members here, and the share whose members all agree: the same option (after normalisation) for
    multiple choice, the same correctness for open questions."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        groups.setdefault(r.get("paraphrase_of") or r["id"], []).append(r)
    compared = [members for members in groups.values() if len(members) > 1]
    return {"groups": len(compared), "agreeing": mean([_agree(members) for members in compared])}


def _agree(members: list[dict[str, Any]]) -> bool:
    if all(m.get("multiple_choice") for m in members):
        first = members[0]["prediction"]
        return all(same_answer(m["prediction"], first) for m in members)
    return len({m["correct"] for m in members}) == 1


def abstention_figures(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Questions the video does not answer: the share that abstained or chose the "not mentioned" option
    (the right behaviour); answerable ones: the share that abstained (a miss). Rows written before
    answers recorded abstention are left out."""
    known = [r for r in rows if r.get("abstained") is not None]
    unanswerable = [r for r in known if r.get("unanswerable")]
    answerable = [r for r in known if not r.get("unanswerable")]
    return {
        "unanswerable_questions": len(unanswerable),
        "unanswerable_declined": mean([r["abstained"] or says_not_mentioned(r["prediction"]) for r in unanswerable]),
        "answerable_questions": len(answerable),
        "answerable_abstained": mean([r["abstained"] for r in answerable]),
    }


def citation_figures(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Mean temporal IoU of the top citation with the evidence, overall and per question type."""
    scored = [r for r in rows if r.get("top_citation_iou") is not None]
    by_type: dict[str, list[float]] = {}
    for r in scored:
        by_type.setdefault(r["question_type"], []).append(r["top_citation_iou"])
    return {
        "top_citation_iou": mean([r["top_citation_iou"] for r in scored]),
        "top_citation_iou_by_type": {t: mean(v) for t, v in sorted(by_type.items())},
    }


def shuffle_figures(rows: list[dict[str, Any]], shuffled: list[dict[str, Any]]) -> dict[str, Any]:
    """How many multiple-choice answers changed when the same questions were asked with permuted options."""
    before = {r["id"]: r["prediction"] for r in rows}
    pairs = [(before[r["id"]], r["prediction"]) for r in shuffled if r["id"] in before]
    return {
        "questions": len(pairs),
        "changed": answers_changed(pairs),
        "accuracy": mean([r["correct"] for r in shuffled]),
    }


def summarise(
    dataset: EvalDataset, strategies: Sequence[str], out: Path, timings: list[IndexTiming], records: list[EvalRecord]
) -> dict[str, Any]:
    wanted = {r.id for r in records}
    per_strategy = {s: summarise_results(_read(out / f"{s}.jsonl", wanted)) for s in strategies}
    for s in strategies:
        shuffled = out / f"{s}.shuffled.jsonl"
        if shuffled.exists():
            per_strategy[s]["shuffle"] = shuffle_figures(_read(out / f"{s}.jsonl", wanted), _read(shuffled, wanted))
    indexed = [t for t in timings if t.outcome != "unchanged"]
    minutes = sum(t.minutes for t in indexed)
    stages: dict[str, float] = {}
    for t in indexed:
        for stage, seconds in t.seconds_by_stage.items():
            stages[stage] = stages.get(stage, 0.0) + seconds
    return {
        "dataset": dataset.name,
        "questions": len(records),
        "videos": len({r.video for r in records}),
        "strategies": per_strategy,
        "index_seconds_per_video_minute": {k: v / minutes for k, v in sorted(stages.items())} if minutes else None,
        "indexed_minutes": minutes,
        "reused_videos": len(timings) - len(indexed),
        "skipped": dataset.skipped,
    }

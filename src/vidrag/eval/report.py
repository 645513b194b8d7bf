"""An evaluation's summary as JSON, a Markdown report, and a chart of accuracy and latency."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")  # files only, no display
import matplotlib.pyplot as plt  # noqa: E402


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}"


def _num(value: float | None, fmt: str = ".2f") -> str:
    return "-" if value is None else format(value, fmt)


def markdown(summary: dict[str, Any]) -> str:
    lines = [
        f"# Evaluation: {summary['dataset']}",
        "",
        f"{summary['questions']} questions on {summary['videos']} videos.",
        "",
        "| strategy | accuracy % | token F1 | recall@1 % | recall@5 % | recall@10 % | mean tIoU | moment hit % "
        "| moment distance s | context tokens | LLM calls | p50 s | p95 s |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for name, s in summary["strategies"].items():
        recall = s["recall"] or {}
        lines.append(
            f"| {name} | {_pct(s['accuracy'])} | {_num(s['token_f1'])} | {_pct(recall.get('@1'))} | "
            f"{_pct(recall.get('@5'))} | {_pct(recall.get('@10'))} | {_num(s['temporal_iou'], '.3f')} | "
            f"{_pct(s.get('moment_hit_rate'))} | {_num(s.get('moment_distance_s'), '.1f')} | "
            f"{s['context_tokens']:.0f} | {s['llm_calls']:.1f} | {_num(s['latency_p50_s'])} | {_num(s['latency_p95_s'])} |"
        )
    types = sorted({t for s in summary["strategies"].values() for t in s["accuracy_by_type"]})
    if types:
        lines += ["", "Accuracy (%) per question type:", "", "| strategy | " + " | ".join(types) + " |",
                  "| --- |" + " ---: |" * len(types)]  # fmt: skip
        for name, s in summary["strategies"].items():
            lines.append(f"| {name} | " + " | ".join(_pct(s["accuracy_by_type"].get(t)) for t in types) + " |")
    not_relevant = {n: s["not_relevant"] for n, s in summary["strategies"].items() if s.get("not_relevant") is not None}
    if not_relevant:  # a retrieval-only run ranks every question; this is where an answer would abstain
        shares = ", ".join(f"{name} {_pct(share)}%" for name, share in not_relevant.items())
        lines += ["", f"Ranked, but below every relevance threshold (an answer would abstain): {shares}."]
    lines += _consistency_lines(summary)
    lines += _answer_quality_lines(summary)
    per_minute = summary.get("index_seconds_per_video_minute")
    if per_minute:
        stages = ", ".join(f"{k} {v:.2f}" for k, v in per_minute.items())
        lines += ["", f"Indexing, seconds per video minute ({summary['indexed_minutes']:.1f} min indexed): {stages}."]
    if summary.get("modalities"):
        states = "; ".join(f"{name} {state}" for name, state in summary["modalities"].items())
        lines += ["", f"Visual modalities: {states}."]
    if summary.get("skipped"):
        counts = ", ".join(f"{count} {reason}" for reason, count in summary["skipped"].items())
        lines += ["", f"Skipped from the dataset: {counts}."]
    if summary.get("reused_videos"):
        lines += ["", f"{summary['reused_videos']} videos were already indexed and reused (no index timing for them)."]
    return "\n".join(lines) + "\n"


def _of(value: float | None, count: int) -> str:
    return "-" if value is None else f"{_pct(value)} of {count}"


def _consistency_lines(summary: dict[str, Any]) -> list[str]:
    """Paraphrase agreement and abstention, beside accuracy per type: whether the answer depends on the
    wording, and whether the engine says "the videos don't say" when, and only when, they do not."""
    stats = summary["strategies"]
    if all(s["accuracy"] is None for s in stats.values()):
        return []  # a retrieval-only run: nothing was answered
    lines = ["", "Paraphrases and abstention:", "",
             "| strategy | paraphrase groups agreeing % | not in the video: abstained or \"not mentioned\" % "
             "| answerable: abstained % |",
             "| --- | ---: | ---: | ---: |"]  # fmt: skip
    for name, s in stats.items():
        groups = s.get("paraphrases") or {}
        abstention = s.get("abstention") or {}
        lines.append(
            f"| {name} | {_of(groups.get('agreeing'), groups.get('groups', 0))} | "
            f"{_of(abstention.get('unanswerable_declined'), abstention.get('unanswerable_questions', 0))} | "
            f"{_of(abstention.get('answerable_abstained'), abstention.get('answerable_questions', 0))} |"
        )
    return lines


def _answer_quality_lines(summary: dict[str, Any]) -> list[str]:
    """Where the top citation points (tIoU with the evidence) and whether the option order sways answers."""
    stats = summary["strategies"]
    if not any(s.get("top_citation_iou") is not None or s.get("shuffle") for s in stats.values()):
        return []
    lines = ["", "Top citation and option order:", "",
             "| strategy | top-citation tIoU | on locate questions | answers changed by shuffled options % | accuracy shuffled % |",
             "| --- | ---: | ---: | ---: | ---: |"]  # fmt: skip
    for name, s in stats.items():
        shuffle = s.get("shuffle") or {}
        changed = "-" if not shuffle else f"{_pct(shuffle['changed'])} of {shuffle['questions']}"
        lines.append(
            f"| {name} | {_num(s.get('top_citation_iou'), '.3f')} | "
            f"{_num((s.get('top_citation_iou_by_type') or {}).get('locate'), '.3f')} | {changed} | {_pct(shuffle.get('accuracy'))} |"
        )
    return lines


def chart(summary: dict[str, Any], path: Path) -> None:
    names = list(summary["strategies"])
    stats = summary["strategies"]
    quality = [
        100 * (stats[n]["accuracy"] if stats[n]["accuracy"] is not None else (stats[n]["recall"] or {}).get("@5", 0.0))
        for n in names
    ]
    label = "accuracy %" if any(stats[n]["accuracy"] is not None for n in names) else "recall@5 %"
    latency = [stats[n]["latency_p50_s"] or 0.0 for n in names]
    figure, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    left.bar(names, quality, color="#3b6ea8")
    left.set_ylabel(label)
    left.set_ylim(0, 100)
    right.bar(names, latency, color="#a86a3b")
    right.set_ylabel("p50 latency (s)")
    for axis in (left, right):
        axis.tick_params(axis="x", rotation=30)
    figure.suptitle(f"{summary['dataset']}: {summary['questions']} questions")
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    plt.close(figure)


def write_reports(summary: dict[str, Any], out: Path) -> None:
    (out / "summary.json").write_text(json.dumps(summary, indent=1), encoding="utf-8")
    (out / "report.md").write_text(markdown(summary), encoding="utf-8")
    chart(summary, out / "chart.png")

"""``vidrag eval`` and ``vidrag judge``: strategies measured on question sets, and answers compared by an LLM."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.markup import escape

from vidrag.cli.common import DEFAULT_INDEX, AsJson, ConfigFile, IndexDir, Verbose, err, out, user_errors
from vidrag.errors import VidragError
from vidrag.strategies import STRATEGY_NAMES


def evaluate(
    dataset: Annotated[
        list[Path],
        typer.Option(
            "--dataset", "-d", help="vidrag/MLVU JSON records, or a PsTuts-VQA split (repeatable).", metavar="FILE"
        ),
    ],
    strategy: Annotated[
        list[str],
        typer.Option("--strategy", "-s", help=f"Repeatable; one of: {', '.join(STRATEGY_NAMES)}.", metavar="NAME"),
    ],
    results: Annotated[Path, typer.Option("--out", "-o", help="Results directory.", metavar="DIR")],
    videos: Annotated[
        Optional[Path], typer.Option("--videos", help="Directory holding the dataset's video files.", metavar="DIR")
    ] = None,
    limit: Annotated[
        Optional[int], typer.Option("--limit", min=1, help="Only the first N questions.", metavar="N")
    ] = None,
    sample: Annotated[
        Optional[int], typer.Option("--sample", min=1, help="N questions spread evenly over the dataset.", metavar="N")
    ] = None,
    resume: Annotated[bool, typer.Option("--resume", help="Keep finished questions of an interrupted run.")] = False,
    retrieval_only: Annotated[
        bool, typer.Option("--retrieval-only", help="Rank clips only (recall, no answers, no answer LLM).")
    ] = False,
    top_k: Annotated[
        Optional[int],
        typer.Option(
            "--top-k", min=1, help="Clips retrieved per question (default: 10 with --retrieval-only).", metavar="N"
        ),
    ] = None,
    shuffle_options: Annotated[
        bool,
        typer.Option(
            "--shuffle-options",
            help="Re-ask every multiple-choice question with its options permuted; report the share of answers that changed.",
        ),
    ] = False,
    shuffle_seed: Annotated[
        int, typer.Option("--shuffle-seed", help="Seed of the option permutations.", metavar="N")
    ] = 0,
    index: IndexDir = DEFAULT_INDEX,
    config: ConfigFile = None,
    verbose: Verbose = 0,
) -> None:
    """Evaluate strategies on a dataset: accuracy, evidence recall@1/5/10, tIoU, tokens, latency."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from vidrag.api import Index
    from vidrag.config import load_settings
    from vidrag.eval.datasets import load_datasets
    from vidrag.eval.harness import run_eval

    with user_errors(verbose):
        data = load_datasets(dataset)
        settings = load_settings(config)
        settings.retrieval.top_k = top_k or (10 if retrieval_only else settings.retrieval.top_k)
        with (
            Index.open(index, settings, create=True) as ix,
            Progress(
                TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=err
            ) as bars,
        ):
            task = bars.add_task("eval", total=None)

            def show(what: str, done: int, total: int) -> None:  # a progress column reads markup
                bars.update(task, description=escape(what), completed=done, total=total)

            run_eval(
                ix, data, strategy, results, videos_dir=videos, limit=limit, sample=sample, resume=resume, answer=not retrieval_only,
                shuffle_seed=shuffle_seed if shuffle_options else None, progress=show,
            )  # fmt: skip
    err.print(f"wrote {results}/summary.json, report.md, chart.png and one .jsonl per strategy", highlight=False)
    out.print((results / "report.md").read_text(encoding="utf-8"), highlight=False, soft_wrap=True)


def judge_answers(
    dataset: Annotated[
        list[Path],
        typer.Option("--dataset", "-d", help="The dataset both result files answered (repeatable).", metavar="FILE"),
    ],
    a: Annotated[
        Path, typer.Option("--a", help="Results of system A (<strategy>.jsonl from vidrag eval).", metavar="FILE")
    ],
    b: Annotated[Path, typer.Option("--b", help="Results of system B.", metavar="FILE")],
    limit: Annotated[
        Optional[int], typer.Option("--limit", min=1, help="Only the first N shared questions.", metavar="N")
    ] = None,
    config: ConfigFile = None,
    as_json: AsJson = False,
    verbose: Verbose = 0,
) -> None:
    """Win rates of A over B judged by the configured LLM on five dimensions, both orders."""
    from rich.table import Table

    from vidrag.config import load_settings
    from vidrag.eval.datasets import load_datasets
    from vidrag.eval.judge import judge, load_pairs
    from vidrag.llm import make_llm

    with user_errors(verbose):
        questions = {r.id: r.question for r in load_datasets(dataset).records}
        rows = []
        for path in (a, b):
            try:
                rows.append(
                    [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
                )
            except (OSError, json.JSONDecodeError) as exc:
                raise VidragError(f"{path}: cannot read results ({exc})") from exc
        pairs = load_pairs(questions, rows[0], rows[1])[:limit]
        if not pairs:
            raise VidragError("the two result files share no answered question of the dataset")
        result = judge(make_llm(load_settings(config).llm), pairs)
    if as_json:
        out.print_json(json.dumps(result.__dict__))
        return
    table = Table(title=f"{a.stem} vs {b.stem}: {result.questions} questions, both orders")
    for column in ("dimension", f"{a.stem} wins %", f"{b.stem} wins %"):
        table.add_column(column)
    for dimension, rate in result.win_rate_a.items():
        table.add_row(dimension, f"{100 * rate:.1f}", f"{100 * (1 - rate):.1f}")
    out.print(table)
    if result.unusable_verdicts:
        err.print(f"{result.unusable_verdicts} verdicts were unusable and counted as ties", highlight=False)

"""The ``vidrag`` command: index videos, ask questions, inspect and prune an index."""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.logging import RichHandler
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from vidrag.answer import clock
from vidrag.api import Index
from vidrag.retrieval import STRATEGIES
from vidrag.bench.cli import bench_app
from vidrag.config import load_settings
from vidrag.errors import VidragError
from vidrag.indexing import AddResult, ClipRunner
from vidrag.indexing import Progress as IndexProgress

app = typer.Typer(help="Ask questions about long videos; answers cite the moments that prove them.", no_args_is_help=True)
app.add_typer(bench_app, name="bench")
out = Console()
err = Console(stderr=True)

IndexDir = Annotated[Path, typer.Option("--index", "-i", envvar="VIDRAG_INDEX", help="Index directory.")]
ConfigFile = Annotated[Optional[Path], typer.Option("--config", "-c", envvar="VIDRAG_CONFIG", help="TOML settings file.")]
Verbose = Annotated[int, typer.Option("--verbose", "-v", count=True, help="-v: info, -vv: debug logging.")]
AsJson = Annotated[bool, typer.Option("--json", help="Print a machine-readable JSON record.")]

DEFAULT_INDEX = Path("vidrag-index")


def _setup_logging(verbose: int) -> None:
    level = logging.WARNING if verbose == 0 else logging.INFO if verbose == 1 else logging.DEBUG
    logging.basicConfig(level=level, format="%(message)s", handlers=[RichHandler(console=err, show_path=False)], force=True)


@contextmanager
def _user_errors() -> Iterator[None]:
    """Report vidrag's errors as one line and a non-zero exit code, not a traceback."""
    try:
        yield
    except VidragError as exc:
        err.print(f"[bold red]error:[/] {escape(str(exc))}", highlight=False, soft_wrap=True)
        raise typer.Exit(1) from None


def _open(index: Path, config: Path | None, *, create: bool) -> Index:
    return Index.open(index, load_settings(config), create=create)


@contextmanager
def _clip_runner(ix: Index, ray: bool, address: str | None, workers: int | None) -> Iterator[ClipRunner | None]:
    """None (clips in this process), or a Ray runner connected for the duration of the command."""
    if not (ray or address):
        yield None
        return
    from vidrag.distributed import RayClipRunner, ray_cluster

    settings = ix.settings.ray
    settings.address = address or settings.address
    settings.workers = workers or settings.workers
    with ray_cluster(settings):
        yield RayClipRunner(ix.settings)


@app.command()
def index(
    videos: Annotated[list[Path], typer.Argument(help="Video files to add.", show_default=False)],
    index: IndexDir = DEFAULT_INDEX,
    config: ConfigFile = None,
    ray: Annotated[bool, typer.Option("--ray", help="Fan the clips out to Ray tasks (a local Ray unless --address).")] = False,
    address: Annotated[Optional[str], typer.Option("--address", help="Ray cluster to join, e.g. auto or ray://head:10001 (implies --ray).", show_default=False)] = None,
    workers: Annotated[Optional[int], typer.Option("--workers", min=1, help="CPUs of the local Ray, one clip task each (default: all).", show_default=False)] = None,
    verbose: Verbose = 0,
) -> None:
    """Add videos to an index (re-adding is a no-op; an interrupted run resumes)."""
    _setup_logging(verbose)
    with _user_errors(), _open(index, config, create=True) as ix, _clip_runner(ix, ray, address, workers) as runner:
        columns = (
            TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
            TextColumn("clips"), TimeElapsedColumn(), TimeRemainingColumn(),
        )  # fmt: skip
        with Progress(*columns, console=err, transient=False) as bars:
            tasks: dict[Path, TaskID] = {}

            def bar(video: Path) -> Callable[[IndexProgress], None]:
                def show(p: IndexProgress) -> None:
                    label = f"{p.video} [dim]{p.stage}[/]"
                    if video not in tasks:
                        tasks[video] = bars.add_task(label, total=p.clips_total or None)
                    bars.update(tasks[video], description=label, completed=p.clips_done, total=p.clips_total or None)

                return show

            def done(video: Path, result: AddResult | VidragError) -> None:
                if isinstance(result, VidragError):
                    if video in tasks:
                        bars.remove_task(tasks[video])  # the error line replaces the bar
                    err.print(f"[bold red]error:[/] {escape(str(result))}", highlight=False, soft_wrap=True)
                    return
                stages = ", ".join(f"{k} {v:.1f}s" for k, v in sorted(result.seconds_by_stage.items()))
                summary = f"{result.video.name}: {result.outcome}, {result.clips_indexed} clip(s) indexed"
                err.print(summary + (f" ({stages})" if stages else ""), highlight=False)

            try:
                results = ix.add_many(videos, progress=bar, runner=runner, on_done=done)
            except KeyboardInterrupt:
                err.print("[yellow]interrupted:[/] clips finished so far are saved; re-run the command to resume")
                os._exit(130)  # not waiting for the clips in hand: each stored clip is already committed
    if any(isinstance(r, VidragError) for r in results):
        raise typer.Exit(1)


@app.command()
def ask(
    question: Annotated[str, typer.Argument(help="The question.", show_default=False)],
    options: Annotated[Optional[list[str]], typer.Argument(help="Options, with --choices.", show_default=False)] = None,
    choices: Annotated[bool, typer.Option("--choices", help="Multiple choice: the words after the question are its options.")] = False,
    strategy: Annotated[Optional[str], typer.Option("--strategy", "-s", help=f"One of: {', '.join(STRATEGIES)} (default: retrieval.strategy, auto).", show_default=False)] = None,
    explain: Annotated[bool, typer.Option("--explain", help="Print the retrieval trace.")] = False,
    video: Annotated[Optional[list[str]], typer.Option("--video", help="Only this video (name, path or hash; repeatable).")] = None,
    index: IndexDir = DEFAULT_INDEX,
    config: ConfigFile = None,
    as_json: AsJson = False,
    verbose: Verbose = 0,
) -> None:
    """Answer a question from the indexed videos, citing [video mm:ss-mm:ss]."""
    _setup_logging(verbose)
    if options and not choices:
        err.print(f"[bold red]error:[/] unexpected arguments {options}; put --choices before the options")
        raise typer.Exit(2)
    with _user_errors(), _open(index, config, create=False) as ix:
        answer = ix.ask(question, options if choices else None, strategy=strategy, videos=video)
    if as_json:
        out.print_json(json.dumps(answer.to_dict()))
        return
    out.print(escape(answer.text()), highlight=False, soft_wrap=True)
    for cite in answer.citations:
        detail = "; ".join(cite.snippets) or "; ".join(cite.reasons)
        clip = f" in clip {cite.clip_label}" if cite.clip_label != cite.label else ""
        out.print(f"  {escape(cite.label)}{escape(clip)} score {cite.score:.2f}  [dim]{escape(detail)}[/]", highlight=False, soft_wrap=True)
    if explain:
        out.print_json(json.dumps({"trace": answer.trace, "timings": answer.timings}))


@app.command()
def show(
    video: Annotated[Optional[str], typer.Option("--video", help="Only this video (name, path or hash).")] = None,
    index: IndexDir = DEFAULT_INDEX,
    config: ConfigFile = None,
    as_json: AsJson = False,
    verbose: Verbose = 0,
) -> None:
    """List the indexed videos, and each clip's transcript and on-screen text."""
    _setup_logging(verbose)
    with _user_errors(), _open(index, config, create=False) as ix:
        records = [ix.find(video)] if video else ix.videos()
        listing = [(v, ix.clips(v)) for v in records]
    if as_json:
        data = [
            {
                "video": v.__dict__,
                "clips": [{"clip": c.__dict__, "texts": [t.__dict__ for t in texts]} for c, texts in clips],
            }
            for v, clips in listing
        ]
        out.print_json(json.dumps(data))
        return
    if not listing:
        out.print(f"{index}: no videos yet; add some with `vidrag index VIDEO --index {index}`")
    for v, clips in listing:
        state = "ready" if v.status == "ready" else f"incomplete ({len(clips)}/{v.n_clips} clips; re-run index to resume)"
        out.rule(f"{v.name}  {clock(v.duration)}  {v.width}x{v.height}  {state}  {v.sha256[:12]}")
        table = Table(show_header=True, header_style="bold", expand=True)
        table.add_column("clip", no_wrap=True)
        table.add_column("speech")
        table.add_column("on screen")
        seen = any(t.source in ("caption", "det") for _, texts in clips for t in texts)  # vision models' texts
        if seen:
            table.add_column("seen (captions, objects)")
        for c, texts in clips:
            speech = " ".join(t.text for t in texts if t.source in ("asr", "subtitle"))
            screen = " | ".join(t.text for t in texts if t.source == "ocr")
            visual = [" | ".join(t.text for t in texts if t.source in ("caption", "det"))] if seen else []
            table.add_row(f"{clock(c.start)}-{clock(c.end)}", speech, screen, *visual)
        out.print(table)


@app.command("eval")
def evaluate(
    dataset: Annotated[list[Path], typer.Option("--dataset", "-d", help="vidrag/MLVU JSON records, or a PsTuts-VQA split (repeatable).")],
    strategy: Annotated[list[str], typer.Option("--strategy", "-s", help=f"Repeatable; one of: {', '.join(STRATEGIES)}.")],
    results: Annotated[Path, typer.Option("--out", "-o", help="Results directory.")],
    videos: Annotated[Optional[Path], typer.Option("--videos", help="Directory holding the dataset's video files.")] = None,
    limit: Annotated[Optional[int], typer.Option("--limit", min=1, help="Only the first N questions.")] = None,
    sample: Annotated[Optional[int], typer.Option("--sample", min=1, help="N questions spread evenly over the dataset.")] = None,
    resume: Annotated[bool, typer.Option("--resume", help="Keep finished questions of an interrupted run.")] = False,
    retrieval_only: Annotated[bool, typer.Option("--retrieval-only", help="Rank clips only (recall, no answers, no answer LLM).")] = False,
    top_k: Annotated[Optional[int], typer.Option("--top-k", min=1, help="Clips retrieved per question (default: 10 with --retrieval-only).")] = None,
    index: IndexDir = DEFAULT_INDEX,
    config: ConfigFile = None,
    verbose: Verbose = 0,
) -> None:
    """Evaluate strategies on a dataset: accuracy, evidence recall@1/5/10, tIoU, tokens, latency."""
    from vidrag.eval.datasets import load_datasets
    from vidrag.eval.harness import run_eval

    _setup_logging(verbose)
    with _user_errors():
        data = load_datasets(dataset)
        settings = load_settings(config)
        settings.retrieval.top_k = top_k or (10 if retrieval_only else settings.retrieval.top_k)
        with Index.open(index, settings, create=True) as ix, Progress(
            TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=err
        ) as bars:
            task = bars.add_task("eval", total=None)

            def show(what: str, done: int, total: int) -> None:
                bars.update(task, description=escape(what), completed=done, total=total)

            run_eval(
                ix, data, strategy, results, videos_dir=videos, limit=limit, sample=sample, resume=resume, answer=not retrieval_only,
                progress=show,
            )  # fmt: skip
    err.print(f"wrote {results}/summary.json, report.md, chart.png and one .jsonl per strategy", highlight=False)
    out.print(escape((results / "report.md").read_text(encoding="utf-8")), highlight=False, soft_wrap=True)


@app.command("judge")
def judge_answers(
    dataset: Annotated[list[Path], typer.Option("--dataset", "-d", help="The dataset both result files answered (repeatable).")],
    a: Annotated[Path, typer.Option("--a", help="Results of system A (<strategy>.jsonl from vidrag eval).")],
    b: Annotated[Path, typer.Option("--b", help="Results of system B.")],
    limit: Annotated[Optional[int], typer.Option("--limit", min=1, help="Only the first N shared questions.")] = None,
    config: ConfigFile = None,
    as_json: AsJson = False,
    verbose: Verbose = 0,
) -> None:
    """Win rates of A over B judged by the configured LLM on five dimensions, both orders."""
    from vidrag.eval.datasets import load_datasets
    from vidrag.eval.judge import judge, load_pairs
    from vidrag.llm import make_llm

    _setup_logging(verbose)
    with _user_errors():
        questions = {r.id: r.question for r in load_datasets(dataset).records}
        rows = []
        for path in (a, b):
            try:
                rows.append([json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()])
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


@app.command()
def graph(
    index: IndexDir = DEFAULT_INDEX,
    entity: Annotated[Optional[str], typer.Option("--entity", "-e", help="Show one entity: its clips, facts and neighbours.")] = None,
    export: Annotated[Optional[Path], typer.Option("--export", help="Write the graph to a .graphml or .json file.")] = None,
    top: Annotated[int, typer.Option("--top", min=1, help="How many entities, facts or neighbours to list.")] = 15,
    config: ConfigFile = None,
    as_json: AsJson = False,
    verbose: Verbose = 0,
) -> None:
    """Inspect the knowledge graphs: counts and top entities, one entity, or an export."""
    from vidrag.graph.export import export as export_graph
    from vidrag.graph.export import to_json

    _setup_logging(verbose)
    with _user_errors(), _open(index, config, create=False) as ix:
        kg = ix.graph()
        if export is not None:
            export_graph(kg, export)
            err.print(f"wrote {export}", highlight=False)
        if entity is not None:
            _show_entity(kg, entity, top, as_json)
            return
        if as_json:
            out.print_json(json.dumps(to_json(kg)))
            return
        counts = kg.counts()
        table = Table(title=f"knowledge graph of {escape(str(index))}", show_header=False)
        for key, value in counts.items():
            table.add_row(key.replace("_", " "), str(value))
        out.print(table)
        entities = Table(title="top entities", show_header=True, header_style="bold")
        for column in ("entity", "kind", "clips", "facts"):
            entities.add_column(column)
        for e in kg.live_entities()[:top]:
            entities.add_row(escape(e.name), e.kind, str(len(kg.entity_clips[e.id])), str(len(kg.facts_of(e.id))))
        out.print(entities)


def _show_entity(kg, name: str, top: int, as_json: bool) -> None:
    from vidrag.graph.export import entity_json, entity_named

    e = entity_named(kg, name)
    if as_json:
        out.print_json(json.dumps(entity_json(kg, e, top)))
        return
    clips = [kg.clips[c] for c in kg.entity_clips[e.id]]
    facts = kg.facts_of(e.id)
    neighbours = kg.neighbours(e.id)[:top]
    out.rule(f"{escape(e.name)}  ({e.kind})")
    out.print(f"clips ({len(clips)}): " + ", ".join(f"{escape(kg.videos[c.video_id].name)} {clock(c.start)}-{clock(c.end)}" for c in clips[:top]))
    for f in facts[:top]:
        out.print(f"  {escape(f.head)} --{escape(f.relation)}--> {escape(f.tail)}  [{clock(f.start)}-{clock(f.end)}] p={f.confidence:.2f}")
    out.print("neighbours: " + ", ".join(f"{escape(n.name)} ({k})" for n, k in neighbours))


@app.command()
def serve(
    index: IndexDir = DEFAULT_INDEX,
    host: Annotated[Optional[str], typer.Option("--host", help="Address to bind (default: service.host, 127.0.0.1).", show_default=False)] = None,
    port: Annotated[Optional[int], typer.Option("--port", help="Port (default: service.port, 8765).", show_default=False)] = None,
    token: Annotated[Optional[str], typer.Option("--token", envvar="VIDRAG_SERVICE__TOKEN", help="API token (required off loopback).", show_default=False)] = None,
    allow_root: Annotated[Optional[list[Path]], typer.Option("--allow-root", help="A server directory whose videos the API may index (repeatable).", show_default=False)] = None,
    config: ConfigFile = None,
    verbose: Verbose = 0,
) -> None:
    """Serve the HTTP API and the web page over an index (created if absent)."""
    import uvicorn
    from pydantic import SecretStr

    from vidrag.service import create_app

    _setup_logging(max(verbose, 1))
    with _user_errors():
        settings = load_settings(config)
        service = settings.service
        service.host = host or service.host
        service.port = port or service.port
        service.token = SecretStr(token) if token else service.token
        service.allowed_roots = [*service.allowed_roots, *(allow_root or [])]
        web_app = create_app(Index.open(index, settings, create=True))
    err.print(f"vidrag: serving {index} on http://{service.host}:{service.port}/", highlight=False)
    uvicorn.run(web_app, host=service.host, port=service.port, log_level="warning" if verbose == 0 else "info")


@app.command()
def remove(
    videos: Annotated[list[str], typer.Argument(help="Videos to remove (path, name or hash).", show_default=False)],
    index: IndexDir = DEFAULT_INDEX,
    config: ConfigFile = None,
    verbose: Verbose = 0,
) -> None:
    """Remove videos and everything derived from them from the index."""
    _setup_logging(verbose)
    with _user_errors(), _open(index, config, create=False) as ix:
        for video in videos:
            record = ix.remove(video)
            err.print(f"removed {record.name} ({record.n_clips} clips)", highlight=False)


if __name__ == "__main__":
    app()

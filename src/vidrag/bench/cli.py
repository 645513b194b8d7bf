"""``vidrag bench``: measure vidrag on rendered videos, so speed claims can be checked on any machine."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.table import Table

from vidrag.bench.index_bench import run_index_bench
from vidrag.errors import VidragError
from vidrag.indexing import Progress

bench_app = typer.Typer(help="Benchmarks on rendered lecture videos (speech + slides).", no_args_is_help=True)
_out = Console()
_err = Console(stderr=True)


@bench_app.command("index")
def index(
    minutes: Annotated[float, typer.Option("--minutes", min=0.1, help="Length of the rendered lecture.")] = 10.0,
    workdir: Annotated[Optional[Path], typer.Option("--workdir", help="Keep the video and index here (default: a temp dir).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print a machine-readable JSON record.")] = False,
) -> None:
    """Render a lecture and index it: seconds, x real time and peak RSS per stage."""
    try:
        with _err.status(f"rendering a {minutes:g}-minute lecture...") as status:

            def show(p: Progress) -> None:
                done = f" ({p.clips_done}/{p.clips_total} clips)" if p.clips_total else ""
                status.update(f"indexing: {p.stage}{done}")

            report = run_index_bench(minutes, workdir, progress=show)
    except (VidragError, RuntimeError) as exc:
        _err.print(f"[bold red]error:[/] {exc}", highlight=False, soft_wrap=True)
        raise typer.Exit(1) from None
    if as_json:
        _out.print_json(json.dumps(report.to_dict()))
        return
    table = Table(title=f"Indexing {report.video_seconds:.0f} s of video ({report.clips} clips)")
    for name in ("stage", "seconds", "x real time", "peak RSS MiB"):
        table.add_column(name, justify="left" if name == "stage" else "right")
    for s in report.stages:
        rtf = "-" if s.realtime_factor is None else f"{s.realtime_factor:.1f}"
        rss = "-" if s.peak_rss_mib is None else f"{s.peak_rss_mib:.0f}"
        table.add_row(s.stage, f"{s.seconds:.2f}", rtf, rss)
    table.add_row("total", f"{report.total_seconds:.2f}", f"{report.realtime_factor:.1f}", f"{report.peak_rss_mib:.0f}", style="bold")
    _out.print(table)
    m = report.machine
    steady = "-" if report.steady_realtime_factor is None else f"{report.steady_realtime_factor:.1f}x"
    verdict = "[green]met[/]" if report.meets_goal else "[yellow]not met[/]"
    _out.print(
        f"first clip (model loading included): {report.first_clip_seconds or 0:.1f} s; after it: {steady} real time\n"
        f"goal {report.goal_realtime_factor:g}x real time: {verdict}  "
        f"({m['usable_cpus']} usable CPUs, {m['cpu_model']})",
        highlight=False,
    )

"""``vidrag index``, ``show`` and ``remove``: the videos of an index."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer
from rich.markup import escape
from rich.text import Text

from vidrag.cli.common import (
    DEFAULT_INDEX,
    AsJson,
    ConfigFile,
    IndexDir,
    Profile,
    Verbose,
    err,
    opened,
    out,
    print_error,
)
from vidrag.errors import VidragError
from vidrag.records import SPEECH_SOURCES

if TYPE_CHECKING:
    from vidrag.api import Index
    from vidrag.indexing.indexer import ClipRunner

Ray = Annotated[bool, typer.Option("--ray", help="Fan the clips out to Ray tasks (a local Ray unless --address).")]
RayAddress = Annotated[
    Optional[str],
    typer.Option(
        "--address",
        help="Ray cluster to join, e.g. auto or ray://head:10001 (implies --ray).",
        show_default=False,
        metavar="ADDRESS",
    ),
]
RayWorkers = Annotated[
    Optional[int],
    typer.Option(
        "--workers",
        min=1,
        help="CPUs of the local Ray, one clip task each (default: all).",
        show_default=False,
        metavar="N",
    ),
]

# A failure's reason in the list of videos is cut at this many characters: the other columns stay
# readable (`vidrag show VIDEO` and --json give the whole reason).
FAILURE_SHOWN = 120


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


def index(
    videos: Annotated[list[Path], typer.Argument(help="Video files to add.", show_default=False, metavar="VIDEO")],
    index: IndexDir = DEFAULT_INDEX,
    config: ConfigFile = None,
    ray: Ray = False,
    address: RayAddress = None,
    workers: RayWorkers = None,
    profile: Profile = None,
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

    with (
        opened(index, config, verbose, create=True, profile=profile) as ix,
        _clip_runner(ix, ray, address, workers) as runner,
    ):
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
                    label = f"{escape(p.video)} [dim]{p.stage}[/]"  # a progress column reads markup
                    if video not in tasks:
                        tasks[video] = bars.add_task(label, total=p.clips_total)
                    bars.update(tasks[video], description=label, completed=p.clips_done, total=p.clips_total)

                return show

            def done(video: Path, result: AddResult | VidragError) -> None:
                if isinstance(result, VidragError):
                    if video in tasks:
                        bars.remove_task(tasks[video])  # the error line replaces the bar
                    print_error(result)
                    return
                if result.outcome == "unchanged":
                    older = result.read_by_another_version
                    advice = (
                        f"; read by another version of {', '.join(older)}: `vidrag remove {result.video.name}` and "
                        "index it again to read it anew"
                        if older
                        else ""
                    )
                    err.print(
                        f"{result.video.name}: unchanged (already indexed, {result.video.n_clips} clips{advice})",
                        highlight=False,
                    )
                    return
                stages = ", ".join(f"{k} {v:.1f}s" for k, v in in_pipeline_order(result.seconds_by_stage))
                summary = f"{result.video.name}: {result.outcome}, {result.clips_indexed} clip(s) indexed"
                err.print(summary + (f" ({stages})" if stages else ""), highlight=False)

            try:
                results = ix.add_many(videos, progress=bar, runner=runner, on_done=done)
            except KeyboardInterrupt:
                err.print(
                    Text.assemble(
                        ("interrupted:", "yellow"), " clips finished so far are saved; re-run the command to resume"
                    )
                )
                os._exit(130)  # not waiting for the clips in hand: each stored clip is already committed
    if any(isinstance(r, VidragError) for r in results):
        raise typer.Exit(1)


ShownVideo = Annotated[
    Optional[str],
    typer.Argument(
        help="A video (name, path or hash): print its transcript and on-screen text.",
        show_default=False,
        metavar="VIDEO",
    ),
]


def show(
    video: ShownVideo = None,
    index: IndexDir = DEFAULT_INDEX,
    config: ConfigFile = None,
    as_json: AsJson = False,
    verbose: Verbose = 0,
) -> None:
    """List the indexed videos; with VIDEO, its transcript and on-screen text clip by clip."""
    from rich.table import Table

    from vidrag.retrieval.base import clock

    with opened(index, config, verbose) as ix:
        records = [ix.find(video)] if video else ix.videos()
        listing = [(v, ix.clips(v)) for v in records]
        built = ix.built_with()
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
        out.print(f"{index}: no videos yet; add some with `vidrag index VIDEO --index {index}`", highlight=False)
        return

    def state(v: Any, clips: list, shown: int | None = None) -> str:
        if v.status == "ready":
            return "ready"
        if v.id in failures:
            reason = failures[v.id]
            return f"failed: {reason if shown is None or len(reason) <= shown else reason[: shown - 1] + '…'}"
        return f"incomplete ({len(clips)}/{v.n_clips} clips; re-run index to resume)"

    if video is None:
        table = Table(show_header=True, header_style="bold")
        for column in ("video", "duration", "size", "clips", "state", "sha256"):
            table.add_column(column, no_wrap=column not in ("video", "state"))
        for v, clips in listing:
            table.add_row(
                v.name,
                clock(v.duration),
                f"{v.width}x{v.height}",
                str(len(clips)),
                state(v, clips, FAILURE_SHOWN),
                v.sha256[:12],
            )
        out.print(table)
        out.print(f"built with profile {built['profile']} (Whisper {built['asr_model']})", highlight=False)
        out.print("vidrag show VIDEO prints a video's transcript", style="dim")
        return
    [(v, clips)] = listing
    failed = v.id in failures
    out.rule(
        f"{v.name}  {clock(v.duration)}  {v.width}x{v.height}  {'failed' if failed else state(v, clips)}  {v.sha256[:12]}"
    )
    if failed:  # the whole reason, wrapped: a rule's title is cut to one line
        out.print(state(v, clips), highlight=False)
    table = Table(show_header=True, header_style="bold", expand=True)
    table.add_column("clip", no_wrap=True)
    table.add_column("speech")
    table.add_column("on screen")
    seen = any(t.source in ("caption", "det") for _, texts in clips for t in texts)  # vision models' texts
    if seen:
        table.add_column("seen (captions, objects)")
    for c, texts in clips:
        speech = " ".join(t.text for t in texts if t.source in SPEECH_SOURCES)
        screen = " | ".join(t.text for t in texts if t.source == "ocr")
        visual = [" | ".join(t.text for t in texts if t.source in ("caption", "det"))] if seen else []
        table.add_row(f"{clock(c.start)}-{clock(c.end)}", speech, screen, *visual)
    out.print(table)


def remove(
    videos: Annotated[
        list[str], typer.Argument(help="Videos to remove (path, name or hash).", show_default=False, metavar="VIDEO")
    ],
    index: IndexDir = DEFAULT_INDEX,
    config: ConfigFile = None,
    verbose: Verbose = 0,
) -> None:
    """Remove videos and everything derived from them from the index."""
    failed = False
    with opened(index, config, verbose) as ix:
        for video in videos:
            try:
                stored = len(ix.store.stored_clip_indexes(ix.find(video).id))
                record = ix.remove(video)
            except VidragError as exc:  # one video's error does not stop the others
                print_error(exc)
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

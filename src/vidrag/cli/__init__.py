"""The ``vidrag`` command: index videos, ask questions, inspect and prune an index.

One module per group of commands; ``common`` holds what they share. The commands are
registered here, in the order ``vidrag --help`` lists them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

import typer

from vidrag.bench.cli import bench_app
from vidrag.cli.asking import ask
from vidrag.cli.common import out, tolerant_output
from vidrag.cli.evaluation import evaluate, judge_answers
from vidrag.cli.graph import graph
from vidrag.cli.models import models_app
from vidrag.cli.serve import serve
from vidrag.cli.videos import index, remove, show

__all__ = ["app"]

# Help texts are plain text: Rich markup would eat "[video mm:ss-mm:ss]".
app = typer.Typer(
    help="Ask questions about long videos; answers cite the moments that prove them.",
    no_args_is_help=True,
    rich_markup_mode=None,
)


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
    tolerant_output()


app.add_typer(bench_app, name="bench")
COMMANDS: dict[str, Callable[..., None]] = {
    "index": index, "ask": ask, "show": show, "eval": evaluate, "judge": judge_answers,
    "graph": graph, "serve": serve, "remove": remove,
}  # fmt: skip
for name, command in COMMANDS.items():
    app.command(name)(command)
app.add_typer(models_app, name="models")

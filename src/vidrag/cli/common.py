"""What every command shares: the consoles, the common options, logging, and errors as one line.

Neither console reads Rich markup: every string is printed as it is, so a video named
``[red]talk.mp4`` or an error quoting one shows its brackets. Styles are given as ``Text`` spans.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn, Optional

import typer
from rich.console import Console
from rich.text import Text

from vidrag.errors import VidragError

if TYPE_CHECKING:  # the heavy modules load inside the commands that need them: `vidrag --help` stays fast
    from vidrag.api import Index

out = Console(markup=False)
err = Console(stderr=True, markup=False)

IndexDir = Annotated[Path, typer.Option("--index", "-i", envvar="VIDRAG_INDEX", help="Index directory.", metavar="DIR")]
ConfigFile = Annotated[
    Optional[Path], typer.Option("--config", "-c", envvar="VIDRAG_CONFIG", help="TOML settings file.", metavar="FILE")
]
Verbose = Annotated[int, typer.Option("--verbose", "-v", count=True, help="-v: info, -vv: debug logging.")]
AsJson = Annotated[bool, typer.Option("--json", help="Print a machine-readable JSON record.")]
Profile = Annotated[
    Optional[str],
    typer.Option(
        "--profile",
        help="Build with this profile: default (Whisper base, any language) or fast (Whisper tiny.en, English); "
        "default: index.profile of the config.",
        metavar="NAME",
    ),
]

DEFAULT_INDEX = Path("vidrag-index")


def tolerant_output() -> None:
    """Text that cannot be encoded (a file name's undecodable bytes, kept by Python as lone
    surrogates) is printed escaped instead of failing the command once its work is done."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def setup_logging(verbose: int) -> None:
    from rich.logging import RichHandler

    level = logging.WARNING if verbose == 0 else logging.INFO if verbose == 1 else logging.DEBUG
    logging.basicConfig(
        level=level, format="%(message)s", handlers=[RichHandler(console=err, show_path=False)], force=True
    )


def print_error(message: object) -> None:
    err.print(Text.assemble(("error:", "bold red"), " ", str(message)), highlight=False, soft_wrap=True)


def usage_error(message: str) -> NoReturn:
    """A command line that cannot mean anything: exit code 2, as for Typer's own usage errors."""
    print_error(message)
    raise typer.Exit(2)


@contextmanager
def user_errors(verbose: int) -> Iterator[None]:
    """Logging at the ``-v`` level, and vidrag's errors as one line and exit code 1, not a traceback."""
    setup_logging(verbose)
    try:
        yield
    except VidragError as exc:
        print_error(exc)
        raise typer.Exit(1) from None


@contextmanager
def opened(
    index: Path, config: Path | None, verbose: int, *, create: bool = False, profile: str | None = None
) -> Iterator[Index]:
    """The index at ``index`` with the settings of ``config`` (under ``profile``, when given), open for the block,
    under :func:`user_errors`."""
    from vidrag.api import Index
    from vidrag.config import load_settings

    with user_errors(verbose):
        settings = load_settings(config)
        with Index.open(index, settings if profile is None else settings.with_profile(profile), create=create) as ix:
            yield ix

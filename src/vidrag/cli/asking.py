"""``vidrag ask``: a question answered from the index, with its citations and, on request, its trace."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer
from rich.text import Text

from vidrag.cli.common import DEFAULT_INDEX, AsJson, ConfigFile, IndexDir, Verbose, err, opened, out, usage_error
from vidrag.strategies import STRATEGY_NAMES

if TYPE_CHECKING:
    from vidrag.answer import Answer
    from vidrag.api import Index

Strategy = Annotated[
    Optional[str],
    typer.Option(
        "--strategy",
        "-s",
        help=f"One of: {', '.join(STRATEGY_NAMES)} (default: retrieval.strategy, auto).",
        show_default=False,
        metavar="NAME",
    ),
]
_TREE_ITEMS = 12  # entries shown per branch of --explain (the whole trace is in --json)


def ask(
    question: Annotated[str, typer.Argument(help="The question.", show_default=False, metavar="QUESTION")],
    options: Annotated[
        Optional[list[str]], typer.Argument(help="Options, with --choices.", show_default=False, metavar="OPTION")
    ] = None,
    choices: Annotated[
        bool, typer.Option("--choices", help="Multiple choice: the words after the question are its options.")
    ] = False,
    strategy: Strategy = None,
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
    if options and not choices:
        usage_error(f"unexpected arguments {options}; put --choices before the options")
    if choices and not options:
        usage_error("--choices needs the options after the question, e.g. vidrag ask QUESTION --choices A B C")
    options = options or None  # Typer gives [] for no options: an open question
    with opened(index, config, verbose) as ix:
        if as_json or not err.is_terminal:
            answer = ix.ask(question, options, strategy=strategy, videos=video)
            streamed = ""
        else:
            answer, streamed = _ask_live(ix, question, options, strategy, video)
    if as_json:
        out.print_json(json.dumps(answer.to_dict()))
        return
    labels = " ".join(c.label for c in answer.citations)
    if streamed and streamed.strip() == answer.answer.strip():
        out.print(f" {labels}", highlight=False, soft_wrap=True)  # ends the streamed line
    else:
        if streamed:
            out.print()
        out.print(answer.text(), highlight=False, soft_wrap=True)
    for cite in answer.citations:
        detail = "; ".join(cite.snippets) or "; ".join(cite.reasons)
        clip = f" in clip {cite.clip_label}" if cite.clip_label != cite.label else ""
        out.print(
            Text.assemble(f"  {cite.label}{clip} score {cite.score:.2f}  ", (detail, "dim")),
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
            out.print(piece, end="", highlight=False, soft_wrap=True)

        answer = ix.ask(
            question, options, strategy=strategy, videos=videos, on_stage=stage, on_token=None if options else token
        )
    return answer, "".join(pieces)


def _explain_tree(answer: Answer) -> Any:
    """The strategy's trace as a tree: one branch per step, long lists cut short."""
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


def _flat(value: dict | list) -> bool:
    """A short list of plain values, printed on one line."""
    return isinstance(value, list) and len(value) <= _TREE_ITEMS and all(not isinstance(v, (dict, list)) for v in value)

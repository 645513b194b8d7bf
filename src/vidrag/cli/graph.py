"""``vidrag graph``: the knowledge graph's counts and top entities, one entity, or an export."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from vidrag.cli.common import DEFAULT_INDEX, AsJson, ConfigFile, IndexDir, Verbose, err, opened, out

if TYPE_CHECKING:
    from vidrag.graph import IndexSnapshot


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

    with opened(index, config, verbose) as ix:
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
        table = Table(title=f"knowledge graph of {index}", show_header=False)
        for key, value in counts.items():
            table.add_row(key.replace("_", " "), str(value))
        out.print(table)
        entities = Table(title="top entities", show_header=True, header_style="bold")
        for column in ("entity", "kind", "clips", "facts"):
            entities.add_column(column)
        lookup = kg.view(EntityLookup)
        for e in kg.live_entities()[:top]:
            entities.add_row(e.name, e.kind, str(len(kg.entity_clips[e.id])), str(len(lookup.facts_of(e.id))))
        out.print(entities)


def _show_entity(kg: IndexSnapshot, name: str, top: int, as_json: bool) -> None:
    from vidrag.text import encodable
    from vidrag.graph.entities import EntityLookup
    from vidrag.graph.export import entity_json, entity_named
    from vidrag.retrieval.base import clock

    e = entity_named(kg, encodable(name))
    if as_json:
        out.print_json(json.dumps(entity_json(kg, e, top)))
        return
    clips = [kg.clips[c] for c in kg.entity_clips[e.id]]
    lookup = kg.view(EntityLookup)
    facts = lookup.facts_of(e.id)
    neighbours = lookup.neighbours(e.id)[:top]
    out.rule(f"{e.name}  ({e.kind})")
    out.print(
        f"clips ({len(clips)}): "
        + ", ".join(f"{kg.videos[c.video_id].name} {clock(c.start)}-{clock(c.end)}" for c in clips[:top])
    )
    for f in facts[:top]:
        out.print(f"  {f.head} --{f.relation}--> {f.tail}  [{clock(f.start)}-{clock(f.end)}] p={f.confidence:.2f}")
    out.print("neighbours: " + ", ".join(f"{n.name} ({k})" for n, k in neighbours))

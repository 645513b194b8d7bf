"""``vidrag serve``: the HTTP API and the web page over an index."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from vidrag.cli.common import DEFAULT_INDEX, ConfigFile, IndexDir, Verbose, err, user_errors


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

    with user_errors(max(verbose, 1)):
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

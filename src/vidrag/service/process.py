"""``vidrag serve`` as a child process, for the load benchmark and the tests against a real server."""

from __future__ import annotations

import sys
from pathlib import Path

from vidrag.processes import ServerProcess, free_port


def vidrag_server(index: Path, *args: str, port: int | None = None) -> ServerProcess:
    """``vidrag serve --index index`` on a free loopback port, logging beside the index."""
    port = port or free_port()
    command = [sys.executable, "-m", "vidrag.cli", "serve", "--index", str(index), "--port", str(port), *args]
    return ServerProcess(command, f"http://127.0.0.1:{port}", index.parent / f"{index.name}-server.log")

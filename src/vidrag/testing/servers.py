"""Local servers as child processes on loopback: a free port, and a server started, waited for
and stopped (``vidrag serve`` for the load bench and tests, model servers in the tests)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

from vidrag.errors import VidragError


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServerProcess:
    """Run ``command`` (its output to ``log``) until ``url + ready_path`` answers without an error."""

    def __init__(
        self, command: list[str], url: str, log: Path, *, ready_path: str = "/", startup_seconds: float = 120.0
    ):
        self.command = command
        self.url = url
        self._ready = url + ready_path
        self._log_path = log
        self._startup_seconds = startup_seconds
        self._process: subprocess.Popen[bytes] | None = None

    def start(self) -> ServerProcess:
        with self._log_path.open("ab") as log:
            self._process = subprocess.Popen(
                self.command, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"}
            )
        deadline = time.monotonic() + self._startup_seconds
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise VidragError(
                    f"{' '.join(self.command)} exited with {self._process.returncode}: {self.log()[-2000:]}"
                )
            try:
                httpx.get(self._ready, timeout=2.0).raise_for_status()
                return self
            except httpx.HTTPError:
                time.sleep(0.2)
        self.kill()
        raise VidragError(f"{self._ready} did not answer within {self._startup_seconds:.0f} s: {self.log()[-2000:]}")

    def log(self) -> str:
        return self._log_path.read_text(encoding="utf-8", errors="replace") if self._log_path.exists() else ""

    def kill(self) -> None:
        """SIGKILL: the server gets no chance to clean up (a crash or power loss)."""
        if self._process is not None and self._process.poll() is None:
            self._process.kill()
            self._process.wait(30)

    def stop(self) -> None:
        """SIGTERM, so the server shuts down cleanly; SIGKILL if it has not within 30 s."""
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(30)
            except subprocess.TimeoutExpired:
                self.kill()

    def __enter__(self) -> ServerProcess:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def vidrag_server(index: Path, *args: str, port: int | None = None) -> ServerProcess:
    """``vidrag serve --index index`` on a free loopback port, logging beside the index."""
    port = port or free_port()
    command = [sys.executable, "-m", "vidrag.cli", "serve", "--index", str(index), "--port", str(port), *args]
    return ServerProcess(command, f"http://127.0.0.1:{port}", index.parent / f"{index.name}-server.log")

"""``vidrag serve`` as a child process, for the load benchmark and the tests against a real server."""

from __future__ import annotations

import os
import signal
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
    """Start ``vidrag serve`` on a free loopback port and wait until it answers."""

    def __init__(self, index: Path, *args: str, port: int | None = None, startup_seconds: float = 120.0, log: Path | None = None):
        self.index = index
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self._args = args
        self._startup_seconds = startup_seconds
        self._log_path = log or index.parent / f"{index.name}-server.log"
        self._process: subprocess.Popen[bytes] | None = None

    def start(self) -> ServerProcess:
        command = [sys.executable, "-m", "vidrag.cli", "serve", "--index", str(self.index), "--port", str(self.port), *self._args]
        log = self._log_path.open("ab")
        self._process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        log.close()
        deadline = time.monotonic() + self._startup_seconds
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise VidragError(f"vidrag serve exited with {self._process.returncode}: {self.log()[-2000:]}")
            try:
                httpx.get(f"{self.url}/", timeout=1.0)
                return self
            except httpx.TransportError:
                time.sleep(0.2)
        self.kill()
        raise VidragError(f"vidrag serve did not answer within {self._startup_seconds:.0f} s: {self.log()[-2000:]}")

    def log(self) -> str:
        return self._log_path.read_text(encoding="utf-8", errors="replace") if self._log_path.exists() else ""

    def kill(self) -> None:
        """SIGKILL: the server gets no chance to clean up (a crash or power loss)."""
        if self._process is not None and self._process.poll() is None:
            self._process.kill()
            self._process.wait(30)

    def stop(self) -> None:
        if self._process is not None and self._process.poll() is None:
            self._process.send_signal(signal.SIGINT)
            try:
                self._process.wait(30)
            except subprocess.TimeoutExpired:
                self.kill()

    def __enter__(self) -> ServerProcess:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

"""A private PostgreSQL 16 with pgvector on loopback TCP, run from the binaries of the ``pgserver`` wheel.

For the store tests, ``vidrag bench store`` and trying the PostgreSQL backend without installing a
server: ``pip install vidrag[postgres]`` brings PostgreSQL 16 with pgvector 0.6.2 (HNSW) in
``pgserver``'s wheel, where Debian's packages have no pgvector. pgserver's own ``get_server`` listens
on a Unix socket only; this starts the same binaries on ``127.0.0.1`` so the store connects the way
it connects to any other server. PostgreSQL refuses to run as root: as root, the server runs as
the system user ``pgserver`` (created if absent, as pgserver itself does).
"""

from __future__ import annotations

import logging
import os
import subprocess
import warnings
from pathlib import Path

from vidrag.errors import StoreError
from vidrag.testing.servers import free_port

log = logging.getLogger(__name__)

SERVER_USER = "pgserver"  # the system user pgserver runs its server as under root


class LocalPostgres:
    """``initdb`` (once) and ``pg_ctl start`` in ``data_dir``; ``url`` connects as superuser ``postgres``.

    ``settings`` are server parameters passed as ``-c name=value`` (e.g. ``shared_buffers``).
    """

    def __init__(self, data_dir: Path, port: int | None = None, settings: dict[str, str] | None = None):
        self.data_dir = Path(data_dir).resolve()
        self.port = port or free_port()
        self.settings = settings or {}
        self._user: str | None = None  # the system user the server runs as (None: this process's)
        self._running = False

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def start(self) -> LocalPostgres:
        try:
            with warnings.catch_warnings():  # pgserver asks platformdirs for a runtime dir it does not use here
                warnings.simplefilter("ignore")
                from pgserver import _commands
                from pgserver.utils import ensure_folder_permissions, ensure_prefix_permissions, ensure_user_exists
        except ImportError as exc:
            raise StoreError("the local PostgreSQL needs pgserver: pip install 'vidrag[postgres]'") from exc
        self.data_dir.mkdir(parents=True, exist_ok=True)
        user = self._user = SERVER_USER if os.geteuid() == 0 else None
        if user is not None:
            entry = ensure_user_exists(user)
            ensure_prefix_permissions(self.data_dir)
            ensure_prefix_permissions(_commands.POSTGRES_BIN_PATH)
            ensure_folder_permissions(_commands.POSTGRES_BIN_PATH.parent, 0o555)
            os.chown(self.data_dir, entry.pw_uid, entry.pw_gid)
        options = [f"-h 127.0.0.1 -p {self.port} -c unix_socket_directories=''"]
        options += [f"-c {name}={value}" for name, value in self.settings.items()]
        try:
            if not (self.data_dir / "PG_VERSION").exists():
                _commands.initdb(
                    ["--auth=trust", "--encoding=utf8", "--locale=C", "-U", "postgres"], pgdata=self.data_dir, user=user
                )
            _commands.pg_ctl(
                ["-w", "-t", "60", "-o", " ".join(options), "-l", str(self.data_dir / "server.log"), "start"],
                pgdata=self.data_dir,
                user=user,
                timeout=90,
            )
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired, KeyError) as exc:
            raise StoreError(
                f"{self.data_dir}: local PostgreSQL did not start ({exc}); see {self.data_dir / 'server.log'}"
            ) from exc
        self._running = True
        log.info("local PostgreSQL in %s on 127.0.0.1:%d", self.data_dir, self.port)
        return self

    def stop(self) -> None:
        if not self._running:
            return
        from pgserver import _commands

        try:
            _commands.pg_ctl(["-w", "-m", "fast", "stop"], pgdata=self.data_dir, user=self._user, timeout=60)
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as exc:
            log.warning("local PostgreSQL in %s did not stop cleanly: %s", self.data_dir, exc)
        self._running = False

    def __enter__(self) -> LocalPostgres:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

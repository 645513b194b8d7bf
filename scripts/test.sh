#!/usr/bin/env bash
# Set up (idempotent), then run the test suite. Extra arguments go to pytest.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$ROOT/scripts/setup.sh"
# The web page's browser tests drive Debian's chromium through Playwright (no browser download).
if ! command -v chromium >/dev/null; then
  echo "[test] installing chromium (Debian package) for the browser tests" >&2
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
cd "$ROOT"
VENV=${VIDRAG_VENV:-$ROOT/.venv}
"$VENV/bin/ruff" check src tests           # the lint rules of pyproject.toml's [tool.ruff.lint]
"$VENV/bin/ruff" format --check src tests  # the code as ruff formats it ([tool.ruff])
"$VENV/bin/mypy"                           # the package's annotations ([tool.mypy]: src/vidrag)
exec "$VENV/bin/python" -m pytest "$@"

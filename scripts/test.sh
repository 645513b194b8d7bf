#!/usr/bin/env bash
# Set up (idempotent), then run the test suite. Extra arguments go to pytest.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$ROOT/scripts/setup.sh"
cd "$ROOT"
exec "${VIDRAG_VENV:-$ROOT/.venv}/bin/python" -m pytest "$@"

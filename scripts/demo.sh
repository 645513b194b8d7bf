#!/usr/bin/env bash
# Set up (idempotent), index the demo video on embedded models and ask it a question.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$ROOT/scripts/setup.sh"
VIDRAG="${VIDRAG_VENV:-$ROOT/.venv}/bin/vidrag"
INDEX=${1:-}
if [ -z "$INDEX" ]; then
  # The demo's own index starts fresh, so one left by an older vidrag (another schema) never gets in the way.
  INDEX="$ROOT/demo-index"
  rm -rf "$INDEX"
fi
"$VIDRAG" index "$ROOT/examples/example.mp4" --index "$INDEX"
"$VIDRAG" show --index "$INDEX"
"$VIDRAG" ask "What word does the speaker say when the timer reaches forty seconds?" --index "$INDEX"
"$VIDRAG" ask "What word does the speaker say at forty seconds?" --choices apple banana cherry grape --index "$INDEX"

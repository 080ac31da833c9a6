#!/usr/bin/env bash
# Runs a command with a Node >= 22.12 first on PATH (see ensure-node.sh).
set -euo pipefail
node_bin="$(bash "$(dirname "$0")/ensure-node.sh")"
export PATH="$(dirname "$node_bin"):$PATH"
export NEXT_TELEMETRY_DISABLED=1
exec "$@"

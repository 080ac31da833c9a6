#!/usr/bin/env bash
# Fetches the offline speech model (STT_PROVIDER=moonshine) named by MOONSHINE_MODEL from the npm
# registry, both sizes MIT-licensed, quantised ONNX encoder and decoder:
# - tiny (the default, 28 MB): from @moonshine-ai/moonshine-js;
# - base (63 MB): from @usefulsensors/moonshine-js 0.1.16, the last version of the package (the
#   project's earlier name) that carried the English base model; later ones carry a Spanish one.
# Neither package can be installed as a dependency (their package.json points at local folders or
# pulls a browser runtime), so the pinned tarball is packed, the two files are taken out and checked
# against their hashes. Idempotent: does nothing when the files are already in place. Prints the folder.
# With MOONSHINE_FINALS_MODEL naming the other size, that one is fetched too, into its own folder
# under .cache/moonshine (its folder is said on stderr; stdout stays the one folder).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# The ws-server reads .env.local, then .env, under the environment: so does this script, so that
# `npm run moonshine:fetch` fetches the size the server will look for.
from_env_files() {
  local name="$1" file line
  for file in "$root/.env.local" "$root/.env"; do
    [ -f "$file" ] || continue
    line="$(grep -E "^[[:space:]]*$name=" "$file" | tail -n 1)" || continue
    line="${line#*=}"; line="${line%\"}"; line="${line#\"}"; line="${line%\'}"; line="${line#\'}"
    printf '%s' "$line"; return 0
  done
}
MOONSHINE_MODEL="${MOONSHINE_MODEL-$(from_env_files MOONSHINE_MODEL)}"
MOONSHINE_MODEL_DIR="${MOONSHINE_MODEL_DIR-$(from_env_files MOONSHINE_MODEL_DIR)}"
model="${MOONSHINE_MODEL:-tiny}"
finals="${MOONSHINE_FINALS_MODEL-$(from_env_files MOONSHINE_FINALS_MODEL)}"
# Checked before anything is fetched: the run for the finals size would name MOONSHINE_MODEL.
case "$finals" in
  ''|tiny|base) ;;
  *) echo "MOONSHINE_FINALS_MODEL must be tiny, base or unset, not '$finals'" >&2; exit 2 ;;
esac
declare -A sums
case "$model" in
  tiny)
    package="@moonshine-ai/moonshine-js@0.1.29"
    sums=(
      [encoder_model.onnx]=c6fc4b7bc5af75c0591fd157a1f3829b533d18e9769a888fd95a62e470dd4f4a
      [decoder_model_merged.onnx]=eed87831c3a6103534aae7d47a5d485025c659a1323901513961c39fe8a1a367
    ) ;;
  base)
    package="@usefulsensors/moonshine-js@0.1.16"
    sums=(
      [encoder_model.onnx]=1dd9ab0a7f987113d30affcba5a068d11c8f90fa0223caa3e491ade431ad9751
      [decoder_model_merged.onnx]=cc9f3cd6698a369c6008b41aa60aa3fb3322e7f03c9bdf19d8e6b7200afca4f3
    ) ;;
  *) echo "MOONSHINE_MODEL must be tiny or base, not '$model'" >&2; exit 2 ;;
esac
dir="${MOONSHINE_MODEL_DIR:-$root/.cache/moonshine/$model}"
have() { for f in "${!sums[@]}"; do [ -f "$dir/$f" ] || return 1; done; }
if ! have; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "$package" >/dev/null)
  tar -xzf "$tmp"/*.tgz -C "$tmp" "package/dist/model/$model/quantized"
  for f in "${!sums[@]}"; do
    echo "${sums[$f]}  $tmp/package/dist/model/$model/quantized/$f" | sha256sum --check --quiet - >&2
  done
  mkdir -p "$dir"
  for f in "${!sums[@]}"; do mv "$tmp/package/dist/model/$model/quantized/$f" "$dir/$f"; done
fi
echo "$dir"
if [ -n "$finals" ] && [ "$finals" != "$model" ]; then
  MOONSHINE_MODEL="$finals" MOONSHINE_MODEL_DIR= MOONSHINE_FINALS_MODEL= bash "$0" >&2
fi

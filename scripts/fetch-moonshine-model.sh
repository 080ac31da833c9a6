#!/usr/bin/env bash
# Fetches Moonshine "tiny" (MIT), the default offline speech model (STT_PROVIDER=moonshine), from the
# npm registry: @moonshine-ai/moonshine-js carries the quantised ONNX encoder and decoder in its
# tarball. It cannot be installed as a dependency (its package.json points at a local folder),
# so the pinned tarball is packed, the two files are taken out and checked against their hashes.
# Idempotent: does nothing when the files are already in place. Prints the folder.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${MOONSHINE_MODEL_DIR:-$root/.cache/moonshine/tiny}"
package="@moonshine-ai/moonshine-js@0.1.29"
declare -A sums=(
  [encoder_model.onnx]=c6fc4b7bc5af75c0591fd157a1f3829b533d18e9769a888fd95a62e470dd4f4a
  [decoder_model_merged.onnx]=eed87831c3a6103534aae7d47a5d485025c659a1323901513961c39fe8a1a367
)
have() { for f in "${!sums[@]}"; do [ -f "$dir/$f" ] || return 1; done; }
if ! have; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "$package" >/dev/null)
  tar -xzf "$tmp"/*.tgz -C "$tmp" package/dist/model/tiny/quantized
  for f in "${!sums[@]}"; do
    echo "${sums[$f]}  $tmp/package/dist/model/tiny/quantized/$f" | sha256sum --check --quiet - >&2
  done
  mkdir -p "$dir"
  for f in "${!sums[@]}"; do mv "$tmp/package/dist/model/tiny/quantized/$f" "$dir/$f"; done
fi
echo "$dir"

#!/usr/bin/env bash
# Installs the system programs the tests use, from Debian's packages, when they are missing:
#   chromium               headless browser for the Playwright tests (never a downloaded browser)
#   fonts-liberation       text metrics like Arial's, so pages lay out in tests as for users
#   postgresql             a real PostgreSQL server: the migrations are proven on it too
#   flite                  speech synthesis for test audio (the recogniser understands it well)
#   espeak-ng              speech synthesis in other languages (Spanish, Hindi, …): what the English-only recogniser misreads
#   pocketsphinx(-en-us)   the offline speech recogniser that stands in while Moonshine's model is not fetched
# On Debian as root it installs them; elsewhere it prints what to install and fails.
# `setup-system.sh run` checks only what running the product needs (the offline recogniser);
# `setup-system.sh` (or `test`) checks everything the tests need.
set -euo pipefail
profile="${1:-test}"
missing=()
command -v pocketsphinx_continuous >/dev/null 2>&1 || missing+=(pocketsphinx)
[ -d /usr/share/pocketsphinx/model/en-us ] || missing+=(pocketsphinx-en-us)
if [ "$profile" != run ]; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
  command -v flite >/dev/null 2>&1 || missing+=(flite)
  command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing from Debian's packages: ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
  exit 0
fi
echo "Cuecard needs these programs ($profile), which are missing: ${missing[*]}" >&2
echo "On Debian or Ubuntu: sudo apt-get install ${missing[*]}" >&2
exit 1

#!/usr/bin/env bash
# Installs what a fresh machine lacks for Muster: Debian's Chromium (end-to-end tests, PDF printing),
# poppler-utils (PDFs read back in tests), Tiled (its tiled and tmxrasterizer open and draw the exported
# .tmj maps in the tests), the compiler toolchain better-sqlite3 builds with, then npm ci.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
command -v tiled >/dev/null 2>&1 || missing+=(tiled)
command -v g++ >/dev/null 2>&1 || missing+=(g++)
command -v make >/dev/null 2>&1 || missing+=(make)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
fc-list 2>/dev/null | grep -qi dejavu || missing+=(fonts-dejavu-core)

if [ ${#missing[@]} -gt 0 ]; then
  if command -v apt-get >/dev/null 2>&1; then
    sudo=''
    [ "$(id -u)" -ne 0 ] && sudo='sudo'
    echo "Installing system packages: ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "Please install: ${missing[*]} (Chromium is needed only for end-to-end tests and PDF printing, Tiled only for the tests of the Tiled export)." >&2
  fi
fi

npm ci --no-audit --no-fund

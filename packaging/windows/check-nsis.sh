#!/usr/bin/env bash
# Compile the NSIS script here on Linux (Debian's nsis) around a placeholder payload, to catch
# script errors without a Windows build. The real installer is built by the release workflow.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PAYLOAD=$(mktemp -d)
OUT=$(mktemp -d)
trap 'rm -rf "$PAYLOAD" "$OUT"' EXIT
printf 'placeholder\n' > "$PAYLOAD/smashup.exe"
{ printf '\xef\xbb\xbf'; cat "$HERE/../../resources/THIRD_PARTY_NOTICES.txt"; } > "$OUT/license.txt"
makensis -V2 -DVERSION=0.0.0-check "-DDIST=$PAYLOAD" "-DLICENSE=$OUT/license.txt" "-DOUTFILE=$OUT/check-setup.exe" \
  "$HERE/smashup.nsi"
test -s "$OUT/check-setup.exe"
echo "NSIS script compiles ($(du -h "$OUT/check-setup.exe" | cut -f1) with a placeholder payload)"

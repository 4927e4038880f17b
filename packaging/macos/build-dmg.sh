#!/usr/bin/env bash
# The .dmg around the PyInstaller .app (macOS only: hdiutil). Run after the PyInstaller build:
#   packaging/macos/build-dmg.sh "dist/Smash Up.app" out/
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
APP=${1:?the .app bundle}
OUT=${2:?output folder}
VERSION=$(python3 "$ROOT/packaging/project_version.py")
STAGE=$(mktemp -d)
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
mkdir -p "$OUT"
hdiutil create -volname "Smash Up" -srcfolder "$STAGE" -ov -format UDZO "$OUT/SmashUp-$VERSION.dmg"

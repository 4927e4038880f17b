#!/usr/bin/env bash
# AppImage from the PyInstaller folder build. Needs appimagetool on PATH (the release workflow
# downloads it; it can't be fetched on the development machines). Run after the PyInstaller build:
#   packaging/linux/build-appimage.sh dist/smashup out/
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
DIST=${1:?folder build}
OUT=${2:?output folder}
VERSION=$(python3 "$ROOT/packaging/project_version.py")
APPDIR=$(mktemp -d)/SmashUp.AppDir
mkdir -p "$APPDIR/usr/bin" "$APPDIR/usr/share/applications" "$APPDIR/usr/share/icons/hicolor/256x256/apps" "$OUT"
cp -a "$DIST/." "$APPDIR/usr/bin/"
install -m 644 "$ROOT/packaging/linux/smashup.desktop" "$APPDIR/smashup.desktop"
install -m 644 "$ROOT/packaging/linux/smashup.desktop" "$APPDIR/usr/share/applications/smashup.desktop"
install -m 644 "$ROOT/packaging/icons/png/smashup-256.png" "$APPDIR/smashup.png"
install -m 644 "$ROOT/packaging/icons/png/smashup-256.png" "$APPDIR/usr/share/icons/hicolor/256x256/apps/smashup.png"
cat > "$APPDIR/AppRun" <<'RUN'
#!/bin/sh
HERE=$(dirname "$(readlink -f "$0")")
exec "$HERE/usr/bin/smashup" "$@"
RUN
chmod +x "$APPDIR/AppRun"
ARCH=$(uname -m) appimagetool "$APPDIR" "$OUT/SmashUp-$VERSION-$(uname -m).AppImage"

#!/usr/bin/env bash
# Build the Linux .deb from this checkout, then check it: dpkg-deb --info, unpack into a scratch
# root, run the installed game's --version and --self-test offscreen. Prints the .deb size and the
# installed game's start time.
#   packaging/linux/build-deb.sh            # uses/creates build/venv
#   PYTHON=/path/to/python packaging/linux/build-deb.sh   # a Python that already has .[package]
#   SYSTEM_INSTALL=1 packaging/linux/build-deb.sh          # also apt-get install it for real (root)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD="$ROOT/build"
cd "$ROOT"

if [ -z "${PYTHON:-}" ]; then
  [ -x "$BUILD/venv/bin/python" ] || python3 -m venv "$BUILD/venv"
  "$BUILD/venv/bin/python" -m pip install -q -e ".[package]"
  PYTHON="$BUILD/venv/bin/python"
fi
VERSION=$("$PYTHON" packaging/project_version.py)
ARCH=$(dpkg --print-architecture)
PKG="smashup_${VERSION}_${ARCH}"

echo "== compile translations and freeze the app"
"$PYTHON" -m app.qm >/dev/null
"$PYTHON" -m PyInstaller --noconfirm --log-level WARN --distpath "$BUILD/dist" --workpath "$BUILD/pyinstaller" \
  packaging/smashup.spec

echo "== assemble $PKG"
TREE="$BUILD/deb/$PKG"
rm -rf "$TREE" && mkdir -p "$TREE/DEBIAN" "$TREE/opt" "$TREE/usr/bin" "$TREE/usr/share/applications" \
  "$TREE/usr/share/mime/packages" "$TREE/usr/share/doc/smashup" "$TREE/usr/share/icons/hicolor/scalable/apps"
cp -a "$BUILD/dist/smashup" "$TREE/opt/smashup"
# Drops the build machine's libraries from the bundle and names their packages instead.
DEPS=$(python3 packaging/linux/system_libs.py "$TREE/opt/smashup")
DEPENDS=$(sed -n 's/^Depends=//p' <<<"$DEPS")
RECOMMENDS=$(sed -n 's/^Recommends=//p' <<<"$DEPS")
# Debug symbols (as dh_strip would); not the executable: PyInstaller appends its archive to it.
find "$TREE/opt/smashup/_internal" -type f -name '*.so*' -exec strip --strip-unneeded {} +
ln -s /opt/smashup/smashup "$TREE/usr/bin/smashup"
install -m 644 packaging/linux/smashup.desktop "$TREE/usr/share/applications/smashup.desktop"
install -m 644 packaging/linux/smashup-mime.xml "$TREE/usr/share/mime/packages/smashup.xml"
install -m 644 packaging/icons/smashup.svg "$TREE/usr/share/icons/hicolor/scalable/apps/smashup.svg"
for png in packaging/icons/png/smashup-*.png; do
  size=$(basename "$png" .png); size=${size#smashup-}
  install -D -m 644 "$png" "$TREE/usr/share/icons/hicolor/${size}x${size}/apps/smashup.png"
done
cat resources/THIRD_PARTY_NOTICES.txt packaging/THIRD_PARTY_LICENSES.txt > "$TREE/usr/share/doc/smashup/copyright"
INSTALLED_KB=$(du -sk "$TREE" --exclude=DEBIAN | cut -f1)
sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@SIZE@/$INSTALLED_KB/" \
  -e "s/@DEPENDS@/$DEPENDS/" -e "s/@RECOMMENDS@/${RECOMMENDS:+$RECOMMENDS, }/" \
  packaging/linux/control.in > "$TREE/DEBIAN/control"
install -m 755 packaging/linux/postinst "$TREE/DEBIAN/postinst"
install -m 755 packaging/linux/postinst "$TREE/DEBIAN/postrm"
mkdir -p "$BUILD/out"
dpkg-deb --root-owner-group -Zxz --build "$TREE" "$BUILD/out/$PKG.deb" >/dev/null

echo "== dpkg-deb --info"
dpkg-deb --info "$BUILD/out/$PKG.deb"

echo "== install into a scratch root and start it"
SCRATCH=$(mktemp -d)
DATA=$(mktemp -d)
trap 'rm -rf "$SCRATCH" "$DATA"' EXIT
dpkg -x "$BUILD/out/$PKG.deb" "$SCRATCH"
[ "$(readlink "$SCRATCH/usr/bin/smashup")" = /opt/smashup/smashup ] || { echo "bad launcher link"; exit 1; }
# The offscreen run below doesn't load the X11 plugin: check that it finds every library it needs.
if ldd "$SCRATCH/opt/smashup/_internal/PySide6/Qt/plugins/platforms/libqxcb.so" | grep "not found"; then
  echo "the X11 platform plugin misses libraries"; exit 1
fi
export QT_QPA_PLATFORM=offscreen SMASHUP_DATA_DIR="$DATA"
start=$EPOCHREALTIME
"$SCRATCH/opt/smashup/smashup" --version
mid=$EPOCHREALTIME
"$SCRATCH/opt/smashup/smashup" --self-test
end=$EPOCHREALTIME
if [ -n "${SYSTEM_INSTALL:-}" ]; then
  apt-get install -y -q "$BUILD/out/$PKG.deb" >/dev/null
  smashup --version && smashup --self-test
fi
echo "== $BUILD/out/$PKG.deb: $(du -h "$BUILD/out/$PKG.deb" | cut -f1), installed ${INSTALLED_KB} KiB," \
  "--version in $(awk "BEGIN { printf \"%.2f\", $mid - $start }") s," \
  "--self-test (start, draw the table, exit) in $(awk "BEGIN { printf \"%.2f\", $end - $mid }") s"

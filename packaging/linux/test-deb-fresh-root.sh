#!/usr/bin/env bash
# Install a built .deb into a brand-new Debian 12 root the way a user would (apt-get install ./file.deb,
# which must pull every system library the bundle needs from its Depends), then start the installed game's
# --self-test there through Qt's real X11 plugin on an Xvfb screen: a Depends list that forgets a library
# fails here, not on a user's machine. Needs root, debootstrap and Xvfb (.ci/run installs both).
#   packaging/linux/test-deb-fresh-root.sh build/out/smashup_*.deb
set -euo pipefail
DEB=$(realpath "$1")
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
ROOT=$(mktemp -d /var/tmp/smashup-fresh-root.XXXXXX)
SCREEN=:$((90 + RANDOM % 100))
XVFB=
cleanup() {
  [ -n "$XVFB" ] && kill "$XVFB" 2>/dev/null || true
  umount "$ROOT/proc" 2>/dev/null || true
  rm -rf "$ROOT"
}
trap cleanup EXIT

echo "== a fresh Debian 12 root (minbase) in $ROOT"
debootstrap --variant=minbase bookworm "$ROOT" "$MIRROR" >/dev/null
mount -t proc proc "$ROOT/proc"
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
install -m 644 "$DEB" "$ROOT/tmp/"

echo "== apt-get install ./$(basename "$DEB")"
chroot "$ROOT" apt-get update -qq
chroot "$ROOT" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
  "/tmp/$(basename "$DEB")" >/dev/null

echo "== smashup --self-test on Xvfb $SCREEN, X11 plugin"
# The X server listens on an abstract socket too, which a chroot on the same network reaches.
Xvfb "$SCREEN" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${SCREEN#:}" ] && break; sleep 0.1; done
chroot "$ROOT" env -i HOME=/root PATH=/usr/bin:/bin LANG=C.UTF-8 DISPLAY="$SCREEN" QT_QPA_PLATFORM=xcb \
  SMASHUP_DATA_DIR=/tmp/smashup-data smashup --self-test

"""Turn a PyInstaller folder into a well-behaved .deb payload, and compute its Depends.

PyInstaller copies every shared library it finds, the build machine's libX11, fontconfig, glib...
included. In a .deb those belong to the system: mixing a bundled glib with the system's GTK theme or a
bundled fontconfig with the system's configuration breaks in subtle ways. So:

1. every bundled library that a Debian package of the build machine owns is removed from the folder;
2. Depends is the set of packages owning the libraries that the remaining files (Python, PySide6, the
   Qt libraries of the wheel) link to directly — what dpkg-shlibdeps would compute; packages that only
   optional plugins link to become Recommends.

Qt plugins that only work where an optional desktop library exists (the GTK theme, Wayland) may
name libraries the build machine lacks: they are reported, never depended on; Qt skips such a plugin.

    python3 system_libs.py BUNDLE_DIR   # removes the system libraries; prints Depends=... and Recommends=...
"""

from __future__ import annotations

import filecmp
import platform
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

# Plugins (and the Qt libraries only they load) whose missing libraries only disable the plugin itself:
# without Wayland's libraries Qt runs through XWayland, without GTK it keeps its own dialogs.
OPTIONAL_PLUGIN_DIRS = ("platformthemes", "wayland-", "egldeviceintegrations", "platforminputcontexts")
OPTIONAL_FILES = ("libqwayland", "libQt6Wayland", "libQt6Wl")
ELF_MAGIC = b"\x7fELF"
KEPT_BY_PATH = ("libpython",)


def is_elf(path: Path) -> bool:
    if not path.is_file() or path.is_symlink():
        return False
    with path.open("rb") as f:
        return f.read(4) == ELF_MAGIC


def needed(path: Path) -> list[str]:
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)


@cache
def system_paths() -> dict[str, str]:
    """Library name -> path, from the dynamic linker's cache (the machine's own libraries)."""
    out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    arch = "x86-64" if platform.machine() == "x86_64" else ""
    paths: dict[str, str] = {}
    for name, flags, path in re.findall(r"^\s+(\S+) \(([^)]*)\) => (\S+)$", out, re.M):
        if arch in flags:
            paths.setdefault(name, path)
    return paths


@cache
def owner(name: str) -> str | None:
    """The Debian package that owns library `name`, or None (not installed, or not a package's)."""
    path = system_paths().get(name)
    if path is None:
        return None
    resolved = Path(path).resolve()
    # usrmerge: dpkg may have recorded /lib/... for a file reached as /usr/lib/... or the other way.
    candidates = {str(resolved), str(resolved).removeprefix("/usr"), "/usr" + str(resolved)}
    for candidate in sorted(candidates):
        found = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if found.returncode == 0:
            return found.stdout.split(":", 1)[0].strip()
    return None


def glibc_version() -> str:
    return platform.libc_ver()[1]


def strip_system_libraries(bundle: Path) -> list[str]:
    """Delete bundled libraries that are byte-for-byte copies of a packaged system library (Qt's and
    ICU's own builds differ from the system's and stay); returns their names. Python's library always
    stays: the frozen app's bootloader opens it by its path in the bundle, even when it was copied from
    Debian's own python3."""
    removed = []
    for path in sorted(bundle.rglob("*.so*")):
        system = system_paths().get(path.name)
        if path.name.startswith(KEPT_BY_PATH):
            continue
        if is_elf(path) and system and owner(path.name) and filecmp.cmp(path, system, shallow=False):
            path.unlink()
            removed.append(path.name)
    return removed


def dependencies(bundle: Path) -> tuple[set[str], set[str], dict[str, set[str]]]:
    """(packages to depend on, packages only optional plugins use, {optional plugin: libraries the
    machine lacks})."""
    bundled = {p.name for p in bundle.rglob("*.so*")}
    required: set[str] = set()
    recommended: set[str] = set()
    optional_missing: dict[str, set[str]] = {}
    missing: dict[str, set[str]] = {}
    for path in sorted(p for p in bundle.rglob("*") if is_elf(p)):
        optional = path.name.startswith(OPTIONAL_FILES) or any(
            part.startswith(OPTIONAL_PLUGIN_DIRS) for part in path.parts
        )
        libs = [lib for lib in needed(path) if lib not in bundled]
        unowned = {lib for lib in libs if owner(lib) is None}
        if unowned:
            (optional_missing if optional else missing)[path.name] = unowned
        elif libs:
            (recommended if optional else required).update(owner(lib) for lib in libs)
    if missing:
        raise SystemExit(f"libraries neither bundled nor owned by a package: {missing}")
    return required, recommended - required, optional_missing


def main(argv: list[str]) -> int:
    bundle = Path(argv[1])
    removed = strip_system_libraries(bundle)
    required, recommended, optional_missing = dependencies(bundle)
    print(f"removed {len(removed)} bundled system libraries: {' '.join(removed)}", file=sys.stderr)
    for plugin, libs in sorted(optional_missing.items()):
        print(f"optional plugin {plugin} needs {' '.join(sorted(libs))} (not depended on)", file=sys.stderr)
    required.discard("libc6")
    print("Depends=" + ", ".join([f"libc6 (>= {glibc_version()})", *sorted(required)]))
    print("Recommends=" + ", ".join(sorted(recommended)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

"""The system libraries Qt needs on Linux, and the check made before Qt starts.

The PySide6 wheels bundle Qt itself but not the X11, OpenGL and font libraries it links to; a
desktop usually has most of them, but not Qt 6.5's `libxcb-cursor0`, and without one of them Qt's X11
plugin aborts the process. PACKAGES is the one list of them (Debian and Ubuntu names): the README's
install command, `.ci/run` and the release workflow all install what
`python3 app/linux_libraries.py` prints, so this file must stay runnable by a bare system Python
(standard library only, no import from the project).

`problem()` is called before the QApplication exists: it returns one line naming the packages to
install (or saying there is no display), or None when Qt can start — after choosing Wayland when
the X11 plugin can't load but a Wayland session can.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterable, MutableMapping
from pathlib import Path

# Debian package -> its shared libraries that Qt's modules we load (GUI, widgets, SVG, network) and its X11
# platform plugin link to, beyond what every Debian system has (libc, libstdc++, zlib, zstd).
PACKAGES: dict[str, tuple[str, ...]] = {
    "libbrotli1": ("libbrotlidec.so.1", "libbrotlicommon.so.1"),
    "libdbus-1-3": ("libdbus-1.so.3",),
    "libegl1": ("libEGL.so.1",),
    "libfontconfig1": ("libfontconfig.so.1",),
    "libfreetype6": ("libfreetype.so.6",),
    "libgl1": ("libGL.so.1",),
    "libgssapi-krb5-2": ("libgssapi_krb5.so.2",),
    "libglib2.0-0": ("libglib-2.0.so.0", "libgthread-2.0.so.0", "libgobject-2.0.so.0"),
    "libx11-6": ("libX11.so.6",),
    "libx11-xcb1": ("libX11-xcb.so.1",),
    "libxcb-cursor0": ("libxcb-cursor.so.0",),
    "libxcb-icccm4": ("libxcb-icccm.so.4",),
    "libxcb-image0": ("libxcb-image.so.0",),
    "libxcb-keysyms1": ("libxcb-keysyms.so.1",),
    "libxcb-randr0": ("libxcb-randr.so.0",),
    "libxcb-render-util0": ("libxcb-render-util.so.0",),
    "libxcb-render0": ("libxcb-render.so.0",),
    "libxcb-shape0": ("libxcb-shape.so.0",),
    "libxcb-shm0": ("libxcb-shm.so.0",),
    "libxcb-sync1": ("libxcb-sync.so.1",),
    "libxcb-util1": ("libxcb-util.so.1",),
    "libxcb-xfixes0": ("libxcb-xfixes.so.0",),
    "libxcb-xkb1": ("libxcb-xkb.so.1",),
    "libxcb1": ("libxcb.so.1",),
    "libxkbcommon-x11-0": ("libxkbcommon-x11.so.0",),
    "libxkbcommon0": ("libxkbcommon.so.0",),
}
PACKAGE_OF = {library: package for package, libraries in PACKAGES.items() for library in libraries}
MISSING_LIBRARY = re.compile(r"(lib[\w.+-]+\.so[\w.]*): cannot open shared object file")


def install_command(libraries: Iterable[str]) -> str:
    """The apt-get line that installs `libraries` (names with no known package are listed as they are)."""
    names = sorted({PACKAGE_OF.get(library, library) for library in libraries})
    return "sudo apt-get install " + " ".join(names)


def missing_libraries(plugin: Path) -> list[str]:
    """The shared libraries `plugin` links to that the dynamic linker can't find. Loading it is the
    check (Qt loads it moments later anyway): at a start where it loads, no `ldd` is run. When it
    doesn't, `ldd` lists every library missing, where loading names only the first."""
    import ctypes

    try:
        ctypes.CDLL(str(plugin))
    except OSError as error:
        first = MISSING_LIBRARY.findall(str(error))
    else:
        return []
    import shutil
    import subprocess

    if shutil.which("ldd"):
        out = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True).stdout
        return sorted(set(re.findall(r"^\s*(\S+) => not found", out, re.M))) or first
    return first


def qt_folder() -> Path:
    """Where PySide6 keeps its Qt (the same in a virtual environment and in the frozen bundle)."""
    import PySide6  # only the package: its Qt modules may not load yet

    return Path(PySide6.__file__).parent


def qt_plugin(name: str) -> Path | None:
    """The platform plugin `name` of the Qt that PySide6 loads (None when it isn't shipped)."""
    path = qt_folder() / "Qt" / "plugins" / "platforms" / f"libq{name}.so"
    return path if path.exists() else None


def gui_missing(missing: Callable[[Path], list[str]]) -> list[str]:
    """The system libraries that keep Qt's GUI module from loading (all of them, not just the first)."""
    try:
        import PySide6.QtGui  # noqa: F401 — only loading it tells
    except ImportError as error:
        first = MISSING_LIBRARY.findall(str(error))
        if not first:
            raise
        module = next(qt_folder().glob("QtGui*.so"), None)
        return (missing(module) if module else []) or first
    return []


def problem(environ: MutableMapping[str, str] | None = None,
            missing: Callable[[Path], list[str]] = missing_libraries,
            plugin: Callable[[str], Path | None] = qt_plugin) -> str | None:
    """None when Qt can open a window (QT_QPA_PLATFORM may be set to "wayland" for that), else the one
    line to print before exiting. `missing` and `plugin` are the look-ups, replaceable in tests."""
    environ = os.environ if environ is None else environ
    if not sys.platform.startswith("linux"):
        return None
    lacking = gui_missing(missing)
    requested = environ.get("QT_QPA_PLATFORM", "").split(":")[0]
    if requested not in ("", "xcb"):
        # offscreen needs no more than QtGui; another platform asked for by name says what it lacks
        return _missing_line("Qt", lacking) if lacking else None
    xcb = plugin("xcb")
    lacking = sorted(set(lacking) | set(missing(xcb) if xcb else ()))
    if not lacking and environ.get("DISPLAY"):
        return None
    if requested == "" and environ.get("WAYLAND_DISPLAY") and _loads(plugin("wayland"), missing):
        environ["QT_QPA_PLATFORM"] = "wayland"  # X11 can't work here, Wayland can
        return None
    if lacking:
        return _missing_line("Qt's X11 support", lacking)
    return "smashup: no display to open a window on (DISPLAY is not set); " \
           "start it from a desktop session, or set QT_QPA_PLATFORM=offscreen for a check without one"


def _missing_line(what: str, libraries: list[str]) -> str:
    return f"smashup: {what} needs system libraries that are missing ({', '.join(libraries)}); " \
           f"on Debian or Ubuntu: {install_command(libraries)}"


def _loads(path: Path | None, missing: Callable[[Path], list[str]]) -> bool:
    return path is not None and not missing(path)


if __name__ == "__main__":
    print(" ".join(PACKAGES))

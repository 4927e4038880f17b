"""Before Qt starts on Linux, a missing system library is one line naming its package, not Qt's abort;
the package list is the one the README, .ci/run and the release workflow install."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app import linux_libraries
from app.linux_libraries import PACKAGE_OF, install_command, problem

ROOT = Path(__file__).resolve().parent.parent
# Libraries every Debian system has (libc6, libstdc++6, libgcc-s1, zlib1g, libzstd1 are required packages).
EVERY_SYSTEM = ("libc.so", "libm.so", "libstdc++.so", "libgcc_s.so", "ld-linux", "libz.so", "libzstd.so",
                "libresolv.so", "libpthread.so", "libdl.so", "librt.so")


def fake_plugin(name: str) -> Path:
    return Path(f"/qt/plugins/platforms/libq{name}.so")


def lacking(libraries_of: dict[str, list[str]]):
    return lambda path: libraries_of.get(path.name, [])


def test_the_install_command_names_the_debian_package_of_each_missing_library():
    line = install_command(["libxcb-cursor.so.0", "libX11.so.6", "libxcb-cursor.so.0"])
    assert line == "sudo apt-get install libx11-6 libxcb-cursor0"


def test_a_missing_x11_library_is_one_line_naming_its_package():
    environ = {"DISPLAY": ":0"}
    line = problem(environ, lacking({"libqxcb.so": ["libxcb-cursor.so.0"]}), fake_plugin)
    assert line is not None and "\n" not in line
    assert line.endswith("sudo apt-get install libxcb-cursor0")


def test_qt_starts_when_the_x11_plugin_finds_every_library():
    assert problem({"DISPLAY": ":0"}, lacking({}), fake_plugin) is None


def test_a_plugin_that_loads_is_checked_without_running_ldd(monkeypatch):
    """The usual start: every library is there, and finding it out spawns no process."""
    import PySide6.QtCore

    spawned: list[list[str]] = []
    monkeypatch.setattr(subprocess, "run", lambda args, **_: spawned.append(args) or subprocess.CompletedProcess(
        args, 0, stdout=""))
    assert linux_libraries.missing_libraries(Path(PySide6.QtCore.__file__)) == [] and spawned == []


def test_wayland_is_chosen_when_x11_cannot_load_but_a_wayland_session_can():
    environ = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}
    assert problem(environ, lacking({"libqxcb.so": ["libxcb-cursor.so.0"]}), fake_plugin) is None
    assert environ["QT_QPA_PLATFORM"] == "wayland"


def test_wayland_is_not_chosen_when_its_own_plugin_lacks_libraries():
    environ = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}
    missing = lacking({"libqxcb.so": ["libxcb-cursor.so.0"], "libqwayland.so": ["libwayland-client.so.0"]})
    assert "libxcb-cursor0" in problem(environ, missing, fake_plugin)
    assert "QT_QPA_PLATFORM" not in environ


def test_x11_asked_for_by_name_is_never_swapped_for_wayland():
    environ = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}
    assert "libxcb-cursor0" in problem(environ, lacking({"libqxcb.so": ["libxcb-cursor.so.0"]}), fake_plugin)


def test_no_display_at_all_is_said_in_one_line():
    line = problem({}, lacking({}), fake_plugin)
    assert line is not None and "DISPLAY" in line and "\n" not in line


def test_offscreen_needs_no_display_and_no_x11_library():
    assert problem({"QT_QPA_PLATFORM": "offscreen"}, lacking({"libqxcb.so": ["libxcb.so.1"]}), fake_plugin) is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux only")
def test_smashup_without_a_display_says_so_in_one_line_in_a_fresh_process():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    run = subprocess.run([sys.executable, "-m", "app.main"], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 1
    assert run.stdout == "" and len(run.stderr.strip().splitlines()) == 1, run.stderr
    assert run.stderr.startswith("smashup: ") and "Traceback" not in run.stderr


def test_the_list_prints_as_one_apt_get_argument_list_from_a_bare_python():
    run = subprocess.run([sys.executable, "-I", str(ROOT / "app" / "linux_libraries.py")], capture_output=True,
                         text=True, timeout=30, check=True)
    assert run.stdout.split() == list(linux_libraries.PACKAGES)


@pytest.mark.skipif(shutil.which("readelf") is None, reason="readelf (binutils) not installed")
def test_every_system_library_qt_links_to_is_in_the_list():
    """A PySide6 upgrade that links to a new system library fails here, not on a user's desktop."""
    import PySide6

    qt = Path(PySide6.__file__).parent
    files = [qt / "Qt" / "plugins" / "platforms" / "libqxcb.so", *qt.glob("QtGui*.so"),
             *(qt / "Qt" / "lib" / f"libQt6{m}.so.6" for m in ("Core", "Gui", "Widgets", "Svg", "Network",
                                                              "DBus", "XcbQpa"))]
    needed: set[str] = set()
    for path in files:
        out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=True).stdout
        needed |= {line.split("[")[1].rstrip("]") for line in out.splitlines() if "(NEEDED)" in line}
    system = {lib for lib in needed if not lib.startswith(("libQt6", "libicu", "libpyside", "libshiboken"))
              and not lib.startswith(EVERY_SYSTEM)}
    assert system - set(PACKAGE_OF) == set()


def test_the_readme_ci_and_release_workflow_install_the_one_list():
    command = "$(python3 app/linux_libraries.py)"
    assert command in (ROOT / "README.md").read_text(encoding="utf-8").split("```")[1]
    assert command in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert command in (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")

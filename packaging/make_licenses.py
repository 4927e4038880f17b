"""Write packaging/THIRD_PARTY_LICENSES.txt: the full licence texts of everything an installer bundles.

resources/THIRD_PARTY_NOTICES.txt names the components (the About box shows it); this file adds the
texts the licences ask to ship alongside: LGPLv3 and the GPLv3 it builds on (Qt, PySide6), the PSF
licence (Python), the MIT texts with their copyright lines, DejaVu's and PyInstaller's bootloader
exception. Run it by hand when a bundled dependency changes, on a Debian-like system (the GNU texts
come from /usr/share/common-licenses) with the project's venv, and commit the result:

    python packaging/make_licenses.py
"""

from __future__ import annotations

import sys
import sysconfig
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "packaging" / "THIRD_PARTY_LICENSES.txt"
COMMON_LICENSES = Path("/usr/share/common-licenses")

# Python distributions bundled by the PyInstaller spec (their own licence files ship in their wheels).
BUNDLED_DISTRIBUTIONS = ("attrs", "cattrs", "platformdirs", "typing_extensions",
                         # the network's reach (rules/net/reach.py, mdns.py) and what they import
                         "async-upnp-client", "aiohttp", "aiohappyeyeballs", "aiosignal", "frozenlist", "multidict",
                         "propcache", "yarl", "idna", "defusedxml", "voluptuous", "zeroconf", "ifaddr")


def section(title: str, text: str) -> str:
    rule = "=" * 78
    return f"{rule}\n{title}\n{rule}\n\n{text.strip()}\n\n"


def distribution_licence(name: str) -> str:
    dist = metadata.distribution(name)
    files = [f for f in dist.files or () if "licen" in f.name.lower() or "copying" in f.name.lower()]
    if not files:
        raise SystemExit(f"{name}: no licence file in its installed metadata")
    return "\n".join(f.read_text(encoding="utf-8") for f in files)


def python_licence() -> str:
    return (Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt").read_text(encoding="utf-8")


def pyinstaller_terms() -> str:
    """PyInstaller's own terms (the bootloader exception; run-time hooks under Apache 2.0), without the
    GPL text that follows them: that covers PyInstaller itself, which the game does not ship."""
    text = distribution_licence("pyinstaller")
    banner = "=" * 32
    second_banner = text.index(banner, text.index("Bootloader Exception"))
    return text[:second_banner]


def main() -> int:
    parts = [
        "Smash Up — licences of the bundled components\n\n"
        "The list of components and their authors is in THIRD_PARTY_NOTICES.txt (shown in Help → About).\n"
        "Below are the licence texts that come with them.\n\n",
        section(
            "Qt 6 and Qt for Python (PySide6, Shiboken6): GNU Lesser General Public License v3",
            (COMMON_LICENSES / "LGPL-3").read_text(encoding="utf-8"),
        ),
        section(
            "GNU General Public License v3 (the LGPLv3 above is a set of additional permissions to it)",
            (COMMON_LICENSES / "GPL-3").read_text(encoding="utf-8"),
        ),
        section("Python", python_licence()),
    ]
    parts += [section(name, distribution_licence(name)) for name in BUNDLED_DISTRIBUTIONS]
    parts.append(section("PyInstaller bootloader and run-time hooks", pyinstaller_terms()))
    parts.append(section("Apache License 2.0 (PyInstaller run-time hooks)",
                         (COMMON_LICENSES / "Apache-2.0").read_text(encoding="utf-8")))
    dejavu = ROOT / "resources" / "fonts" / "LICENSE-DejaVu.txt"
    parts.append(section("DejaVu fonts", dejavu.read_text(encoding="utf-8")))
    OUT.write_text("".join(parts), encoding="utf-8")
    print(OUT)
    return 0


if __name__ == "__main__":
    sys.exit(main())

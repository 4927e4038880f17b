"""Compiled translations: translations/*.ts (the sources) are built to app/translations/*.qm with
Qt's lrelease — by `python -m app.qm` in builds and CI, and at start-up when a source is newer."""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
QM_DIR = Path(__file__).resolve().parent / "translations"


def stale() -> list[Path]:
    """Sources whose .qm is missing or older (none in an installed bundle, which ships only .qm)."""
    if not TS_DIR.is_dir():
        return []
    out = []
    for ts in sorted(TS_DIR.glob("smashup_*.ts")):
        qm = QM_DIR / (ts.stem + ".qm")
        if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            out.append(ts)
    return out


def build(sources: list[Path] | None = None) -> list[Path]:
    """Run lrelease on the given (default: stale) sources; returns the .qm files written."""
    import subprocess  # a source checkout's only: an installed program has its .qm files

    QM_DIR.mkdir(exist_ok=True)
    written = []
    for ts in stale() if sources is None else sources:
        qm = QM_DIR / (ts.stem + ".qm")
        subprocess.run([sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()",
                        str(ts), "-qm", str(qm), "-silent"], check=True, capture_output=True)
        written.append(qm)
    return written


def ensure() -> None:
    """Best effort at start-up: a read-only install keeps whatever .qm it shipped with."""
    sources = stale()
    if not sources:
        return
    import subprocess

    with contextlib.suppress(OSError, subprocess.CalledProcessError):
        build(sources)


if __name__ == "__main__":
    for path in build(sorted(TS_DIR.glob("smashup_*.ts"))):
        print(path)

"""Finished games are kept (the last KEPT) in the user data folder, for the Finished games list."""

from __future__ import annotations

import contextlib
from datetime import datetime
from pathlib import Path

from app import storage

KEPT = 50


def finished_dir() -> Path:
    return storage.data_dir() / "finished"


def keep(text: str, when: datetime | None = None) -> Path | None:
    """Keep a finished game's save text; the oldest beyond KEPT go. The file kept, or None when the
    folder can't be written (a finished game is not worth an error message)."""
    folder = finished_dir()
    stamp = (when or datetime.now()).strftime("%Y-%m-%d %Hh%M.%S")
    path = folder / f"{stamp}{storage.SAVE_SUFFIX}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        storage.atomic_write(path, text)
    except OSError:
        return None
    for old in games()[KEPT:]:
        with contextlib.suppress(OSError):
            old.unlink()
    return path


def games() -> list[Path]:
    """The finished games kept, newest first."""
    try:
        found = [p for p in finished_dir().iterdir() if p.suffix == storage.SAVE_SUFFIX and p.is_file()]
    except OSError:
        return []
    return sorted(found, key=lambda p: p.name, reverse=True)

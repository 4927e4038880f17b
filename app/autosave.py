"""The autosave file of the data folder, written by one window only, never over a newer game.

The window writes its game there at the end of every turn and when it closes. Before each write it
checks that the file is still the one it last wrote (or read, or found absent): a file someone else
wrote since (another copy of the app on the same folder, a second window) holds a newer game, and is
left alone; the write counts as failed. A failed write is told once, where the player looks, until
a write works again; the window asks where to save before closing on play that no file holds.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from app import storage

Stamp = tuple[int, int, int] | None  # inode, modification time, size; None: no file


def stamp(path: Path) -> Stamp:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_ino, st.st_mtime_ns, st.st_size


class Autosave:
    """``report(text)``: shows one failure where the player looks."""

    def __init__(self, report: Callable[[str], None]) -> None:
        self.report = report
        self.known: Stamp = stamp(storage.autosave_path())  # what this window may replace
        self.failure: str | None = None  # why the last write failed; None once one works
        self.unsaved = False  # play that no file holds since the last failure

    def adopt(self) -> None:
        """The file as it is now is this window's to replace (it read it, or was told to)."""
        self.known = stamp(storage.autosave_path())

    def write(self, text: str) -> bool:
        path = storage.autosave_path()
        if stamp(path) != self.known:
            return self._failed(QCoreApplication.translate(
                "Autosave", "another copy of Smash Up saved its game there since"))
        try:
            storage.atomic_write(path, text)
        except OSError as e:
            return self._failed(e.strerror or str(e))
        self.known, self.failure, self.unsaved = stamp(path), None, False
        return True

    def remove(self) -> None:
        """A finished game: nothing to resume (a newer game of someone else's stays)."""
        path = storage.autosave_path()
        if stamp(path) == self.known:
            storage.remove(path)
            self.known = None
        self.failure, self.unsaved = None, False

    def another_game(self) -> None:
        """A game takes the table: a failure that lasts is its news too, told again once."""
        self.failure = None

    def saved_elsewhere(self) -> None:
        """The game was saved to a file of the player's: nothing is lost if the autosave fails."""
        self.unsaved = False

    def _failed(self, reason: str) -> bool:
        if reason != self.failure:  # once per failure, not at every move while it lasts
            self.report(QCoreApplication.translate("Autosave", "Autosave failed: {error}").format(error=reason))
        self.failure, self.unsaved = reason, True
        return False

"""Opening a file over the game in progress: saves opened from the desktop on macOS (a
QFileOpenEvent, not the command line), and the questions asked before a file, a new game or a
closed window would lose play."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from app.autosave import Autosave
from app.messages import ask, plain
from rules.files import one_line

if TYPE_CHECKING:
    from app.single_instance import SingleInstance


class FileOpenFilter(QObject):
    """Installed on the application: hands every file the OS asks us to open to ``open_path``."""

    def __init__(self, open_path: Callable[[Path], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.open_path = open_path

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            self.open_path(Path(event.file()))
            return True
        return super().eventFilter(watched, event)


# --- the questions asked before a file replaces the game in progress, or a window closes ----------
def leave_game_in_progress(parent: QWidget, game: Any, title: str) -> bool:
    """Whether a new game or a file may take the place of ``game``: asked as New game asks."""
    if game is None or game.over:
        return True
    return ask(parent, title, QCoreApplication.translate(
        "FileOpen", "Leave the game in progress? It is lost unless you saved it."))


def open_over_unfinished(parent: QWidget, file: Path, names: list[str], round_no: int) -> bool:
    """At start-up, ``smashup FILE`` while an unfinished game is autosaved: open the file (that game
    is then lost unless saved) or resume that game instead."""
    return ask(parent, QCoreApplication.translate("FileOpen", "Open game"), QCoreApplication.translate(
        "FileOpen", "An unfinished game between {names} was saved in round {round}. Open {file} instead? "
        "The unfinished game is lost unless you saved it.").format(
        names=", ".join(names), round=round_no, file=one_line(file.name)))


def take_older_position(parent: QWidget, file: Path, reason: str) -> bool:
    """A save of an earlier version that can't be continued where it stands: load the start of the
    move it was in the middle of?"""
    return ask(parent, QCoreApplication.translate("FileOpen", "Saved by an earlier version"), QCoreApplication.translate(
        "FileOpen", "{file} was made by an earlier version of Smash Up, in the middle of a move this version "
        "can't finish ({reason}). Load the position at the start of that move instead?").format(
        file=one_line(file.name), reason=reason))


def may_close(parent: QWidget, autosaver: Autosave, game: Any, save_as: Callable[[], None]) -> bool:
    """After a failed autosave, play that no file holds is not lost by closing without asking:
    Save (the player chooses where; the window stays open unless that worked), Discard, Cancel."""
    if not autosaver.unsaved or game is None or game.over or not parent.isVisible():
        return True  # a window nobody sees (closed by a script or a test) has nobody to ask
    answer = close_with_unsaved_play(parent, autosaver.failure or "")
    if answer == QMessageBox.StandardButton.Save:
        save_as()
        return not autosaver.unsaved
    return answer == QMessageBox.StandardButton.Discard


def close_with_unsaved_play(parent: QWidget, failure: str) -> QMessageBox.StandardButton:
    """The autosave failed and no file holds the last moves: Save (choose where), Discard, Cancel."""
    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("FileOpen", "Unsaved game"),
                      plain(QCoreApplication.translate(
                          "FileOpen", "The game could not be autosaved ({error}): the moves since are in no "
                          "file. Save the game somewhere else before closing?").format(error=failure)),
                      QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                      | QMessageBox.StandardButton.Cancel, parent)
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    return QMessageBox.StandardButton(box.exec())


# --- a second copy of the app on the same data folder --------------------------------------------
def second_copy(instance: SingleInstance, path: Path | None) -> int:
    """The copy started second hands its file to the running one, which comes forward; it says so
    on its way out (a terminal shows it), or in a message when the running copy does not answer."""
    if instance.hand_over(path):
        print(QCoreApplication.translate("FileOpen", "Smash Up is already running: its window was brought forward."))
        return 0
    QMessageBox.warning(None, "Smash Up", QCoreApplication.translate(
        "FileOpen", "Smash Up is already running on this computer's data folder, but does not answer. "
        "Close it, then start Smash Up again."))
    return 1


def come_forward(window: QWidget, path: Path | None, open_path: Callable[[Path], object]) -> None:
    """Another copy was started: this window comes forward and opens its file (asking first, as
    File > Open does, over a game in progress)."""
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()
    if path is not None:
        open_path(path)

"""How a replay is opened from the main window: File → Replay… (the finished games kept, or any save
file), "Review this game" at game over, and Play from here back into the main window."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
)

from app import storage
from app.messages import ask, warn
from app.replay import finished
from app.replay.window import ReplayWindow
from app.seats import Seat
from app.smashup.table_scene import TableScene
from rules import saves
from rules.files import one_line
from rules.game import Game, history_of


class MainWindow(Protocol):
    """What a replay needs of the main window: its files, its table, its game and seats."""

    game: Game | None
    seats: list[Seat]
    viewer: int
    scene: TableScene

    def load(self, path: Path) -> tuple[Any, list[Seat], str | None, Path | None]: ...

    @property
    def saved_game(self) -> Any: ...

    def start_any(self, game: Any, seats: list[Seat], path: Path | None) -> None: ...

    def size(self) -> Any: ...

    def raise_(self) -> None: ...

    def activateWindow(self) -> None: ...  # noqa: N802 - Qt's name


class FinishedGamesDialog(QDialog):
    """The finished games kept (newest first), or another save file."""

    def __init__(self, parent: MainWindow) -> None:
        super().__init__(parent)
        self.chosen: Path | None = None
        self.setWindowTitle(self.tr("Replay"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Finished games (the last {n} are kept):").format(n=finished.KEPT)))
        self.list = QListWidget()
        for path in finished.games():
            item = QListWidgetItem(path.stem)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            self.list.addItem(item)
        if not self.list.count():
            self.list.addItem(self.tr("No finished game yet"))
            self.list.setEnabled(False)
        self.list.itemDoubleClicked.connect(lambda _item: self._replay())
        layout.addWidget(self.list)
        buttons = QDialogButtonBox()
        self.b_replay = buttons.addButton(self.tr("Replay"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.b_file = buttons.addButton(self.tr("Open a file…"), QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.b_replay.clicked.connect(self._replay)
        self.b_file.clicked.connect(self._file)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(460, 420)

    def _replay(self) -> None:
        item = self.list.currentItem() or self.list.item(0)
        data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if data:
            self.chosen = Path(data)
            self.accept()

    def _file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Replay a game"), str(storage.saves_dir()),
                                              self.tr("Smash Up games (*{ext});;All files (*)").format(
                                                  ext=storage.SAVE_SUFFIX))
        if name:
            self.chosen = Path(name)
            self.accept()


def replay_dialog(window: MainWindow) -> None:
    dialog = FinishedGamesDialog(window)
    dialog.finished.connect(lambda code: code and dialog.chosen and open_replay(window, dialog.chosen))
    dialog.open()


def open_replay(window: MainWindow, path: Path) -> ReplayWindow | None:
    """The save at ``path`` in a replay window; a file that can't be replayed says why."""
    try:
        game, seats, _note, _origin = window.load(path)
    except saves.SaveError as e:
        from app import i18n

        return _refuse(window, path, i18n.save_error(e))
    history = history_of(game)
    if history is None:
        return _refuse(window, path, QCoreApplication.translate(
            "ReplayOpening", "it holds no record of the game from its start (a FZZZT! game, or saved by an older version)"))
    return show_replay(window, game, seats, path.stem)


def _refuse(window: MainWindow, path: Path, reason: str) -> None:
    warn(window, QCoreApplication.translate("ReplayOpening", "Can't replay this game"),
         QCoreApplication.translate("ReplayOpening", "{file} can't be replayed: {reason}").format(
        file=one_line(path.name), reason=reason))


def show_replay(window: MainWindow, game: Game, seats: list[Seat], title: str) -> ReplayWindow:
    replay = ReplayWindow(history_of(game), seats, window.scene.speed, title)
    replay.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    replay.play_from.connect(lambda g, s: play_from_here(window, g, s))
    replay.resize(window.size())
    replay.show()
    return replay


def review_this_game(window: MainWindow) -> ReplayWindow | None:
    """At game over: the game just played in a replay window, its person's decisions reviewed."""
    game = window.game
    if game is None or history_of(game) is None:
        return None
    replay = show_replay(window, game, window.seats, QCoreApplication.translate("ReplayOpening", "the game just played"))
    replay.set_eyes(window.viewer)
    replay.seek(len(replay.timeline) - 1)
    replay.start_review(window.viewer)
    return replay


def play_from_here(window: MainWindow, game: Game, seats: list[Seat]) -> None:
    """A new game from the replay's point, in the main window (the recorded game is kept)."""
    playing = window.saved_game
    if playing is not None and not playing.over and not ask(
            window, QCoreApplication.translate("ReplayWindow", "Play from here"),
            QCoreApplication.translate("MainWindow", "Leave the game in progress? It is lost unless you saved it.")):
        return
    window.start_any(game, seats, None)
    window.raise_()
    window.activateWindow()

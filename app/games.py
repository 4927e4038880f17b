"""Each game's table, beside its rules' entry in rules/games.py: the main window draws Smash Up's
table itself; another game brings a widget of its own (an ``OwnTable``) and the dialog its end is
shown in. Adding a game to the app is one entry in ``TABLES``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from attrs import frozen
from PySide6.QtWidgets import QDialog, QWidget

from app.seats import Seat
from rules.games import FZZZT, SMASH_UP, GameKind
from rules.protocol import TurnGame


class OwnTable(Protocol):
    """A game's own table, a QWidget the main window shows in place of Smash Up's: it plays
    ``game`` for ``seats`` (its bots too), emits ``changed`` after every action and ``finished``
    at the end (the window autosaves, then shows the end)."""

    game: TurnGame | None

    def start(self, game: Any, seats: list[Seat]) -> None: ...

    def clear(self) -> None:
        """Nothing of the game stays (the window is sized by the table shown next)."""
        ...

    def undo(self) -> None: ...

    def note(self, text: str) -> None:
        """A problem the player must not miss (a failed autosave), where they look on this table."""
        ...


@frozen
class TableKind:
    kind: GameKind
    table: Callable[[], OwnTable] | None  # None: the main window's own table, Smash Up's
    # The dialog its end is shown in (for an own table): the game, the players' names, the parent.
    # It ends with WinnerDialog's codes: a rematch, a new game, or nothing.
    over: Callable[[Any, list[str], QWidget], QDialog] | None


def _fzzzt_table() -> OwnTable:
    """Imported when a FZZZT! game first starts: a Smash Up start-up never loads it."""
    from app.fzzzt.table import FzzztTable

    return FzzztTable()


def _fzzzt_over(game: Any, names: list[str], parent: QWidget) -> QDialog:
    """The ranking and each player's VP by source."""
    from app.end_dialogs import FzzztOverDialog

    return FzzztOverDialog(names, list(game.view(0).breakdowns), game.winners, parent)


TABLES: dict[str, TableKind] = {t.kind.key: t for t in (
    TableKind(SMASH_UP, None, None),
    TableKind(FZZZT, _fzzzt_table, _fzzzt_over),
)}
WINDOW_GAME = next(t.kind for t in TABLES.values() if t.table is None)  # the main window's own table's

"""A move the rules engine fails on costs that move, not the game.

Both tables apply every move through :func:`apply_guarded`: the position is cloned first (the undo
chain wants that clone anyway), so when the engine raises, the half-changed game is dropped and
play goes on from the clone. The failure is written to ``errors/`` in the data folder — the
traceback and the position before the move, as a save that opens in the app — so it can be
reported and replayed. A bot whose move fails (or whose search fails) makes another legal move
instead of stalling the table: see :func:`fallback`.
"""

from __future__ import annotations

import contextlib
import time
import traceback
from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QTimer

from app import storage
from app.i18n import naming
from app.messages import warn
from app.seats import Seat, save_text
from rules.actions import FINISH, PASS, Action
from rules.decision import Ev

ERRORS_KEPT = 20  # reports (a pair of files each) kept in errors/; older ones are removed


class Failure(NamedTuple):
    error: str  # one line: the exception's type and message
    report: Path | None  # the save of the position before the move, when it could be written


def apply_guarded(game: Any, action: Action, seats: list[Seat]) -> tuple[Any, list[Ev] | Failure]:
    """Applies ``action`` to ``game``; returns a clone of the position before it and the events.
    When the engine raises, the events are a :class:`Failure`: ``game`` is then left half-changed
    and the clone is the game to go on with."""
    before = game.clone()
    try:
        return before, game.apply(action)
    except Exception as e:  # an engine bug (KeyboardInterrupt and SystemExit still go on up)
        return before, Failure(f"{type(e).__name__}: {e}", write_report(before, action, seats, e))


def write_report(before: Any, action: Action, seats: list[Seat], error: Exception) -> Path | None:
    """``errors/<time>.smashup`` (the position, openable in the app) and ``<time>.txt`` beside it
    (the move and the traceback); None if they could not be written."""
    from datetime import datetime  # a failed move's only

    folder = storage.data_dir() / "errors"
    stem = datetime.now().strftime("%Y-%m-%d %Hh%M %S.%f")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        save = folder / (stem + storage.SAVE_SUFFIX)
        storage.atomic_write(save, save_text(before, seats))
        trace = "".join(traceback.format_exception(error))
        storage.atomic_write(folder / (stem + ".txt"), f"move: {action!r}\nposition: {save.name}\n\n{trace}")
    except (OSError, ValueError, TypeError):  # a report is a courtesy: failing to write one changes nothing
        return None
    _prune(folder)
    return save


def _prune(folder: Path) -> None:
    reports = sorted(folder.glob("*" + storage.SAVE_SUFFIX))
    for old in reports[:-ERRORS_KEPT]:
        for path in (old, old.with_suffix(".txt")):
            with contextlib.suppress(OSError):
                path.unlink()


def fallback(game: Any, refused: set[Action]) -> Action | None:
    """A move for a bot whose own choice failed: end the turn or decline if it may (the move least
    likely to meet the same fault), else the first legal move not yet refused; None if none is left."""
    legal = [a for a in game.legal_actions() if a not in refused]
    return next((a for a in (FINISH, PASS) if a in legal), legal[0] if legal else None)


class GuardedBots:
    """A table's bot seats, for a table with ``game``, ``token`` (bumped whenever the position is
    replaced), ``names``, ``bots``, ``runner`` (a BotRunner wired to the two slots below),
    ``_apply(action, player) -> Failure | None`` and ``_note_line(render)`` (a log line re-rendered
    on a language change)."""

    _bot_due = 0.0  # time.monotonic() before which a bot's answer waits, so the table can be followed
    _bot_asked: int | None = None  # the token of the decision a bot is thinking about, until answered

    def _think_paced(self, player: int, pause_ms: int) -> None:
        """The bot starts thinking at once; its move is played no sooner than ``pause_ms`` from now,
        so the pause that lets people follow the table and the thinking overlap rather than add up.
        Asked again before it answered (the table settled twice), it goes on with the first question."""
        if self._bot_asked == self.token:
            return
        if self.game is not None and self.game.decider == player:
            self._bot_due = time.monotonic() + pause_ms / 1000
            self.token += 1
            self._bot_asked = self.token
            self.runner.think(self.bots[player], self.game, player, self.token)

    def _answered(self, token: int) -> bool:
        """The answer is for the position on the table now (not one replaced since): it is used."""
        if token != self.token or self.game is None:
            return False
        self._bot_asked = None
        return True

    def _bot_decided(self, token: int, action: Action) -> None:
        wait = int((self._bot_due - time.monotonic()) * 1000)
        if wait > 0 and token == self.token:
            QTimer.singleShot(wait, self, lambda: self._bot_decided(token, action))
            return
        if self._answered(token) and action in self.game.legal_actions():
            self._play_for_bot(action)

    def _bot_failed(self, token: int, error: str) -> None:
        if self._answered(token):
            name = self.names[self.game.decider]
            self._note_line(lambda: bot_search_failed_text(name, error))
            self._play_for_bot(None)

    def _play_for_bot(self, action: Action | None) -> None:
        """The bot's move (None: its search failed); each move the rules fail on is noted and
        another legal one tried, so an engine fault costs that move, not the game."""
        player = self.game.decider
        name = self.names[player]
        refused: set[Action] = set()
        action = action if action is not None else fallback(self.game, refused)
        while action is not None:
            failure = self._apply(action, player)
            if failure is None:
                return
            self._note_line(lambda failure=failure: bot_move_failed_text(name, failure))
            refused.add(action)
            action = fallback(self.game, refused)
        warn(self, stuck_title(), stuck_text(name))


def failed_move_text(failure: Failure) -> str:
    """What the person whose move failed is told."""
    if failure.report is None:
        return QCoreApplication.translate(
            "MoveGuard", "The rules failed on this move ({error}). The game is back where it was before it."
        ).format(error=failure.error)
    return QCoreApplication.translate(
        "MoveGuard", "The rules failed on this move ({error}). The game is back where it was before it. "
        "The position was kept for a bug report: {file}").format(error=failure.error, file=failure.report)


def bot_move_failed_text(name: str, failure: Failure) -> str:
    """The log's line when a bot's move failed in the rules and it plays another."""
    return naming(QCoreApplication.translate(
        "MoveGuard", "The rules failed on {name}'s move ({error}); {name} plays another move."), name=name,
        error=failure.error)


def bot_search_failed_text(name: str, error: str) -> str:
    """The log's line when a bot could not choose and plays a plain move instead."""
    return QCoreApplication.translate(
        "MoveGuard", "{name} could not choose a move ({error}) and plays a plain one.").format(name=name, error=error)


def stuck_title() -> str:
    return QCoreApplication.translate("MoveGuard", "The game cannot go on")


def stuck_text(name: str) -> str:
    return QCoreApplication.translate(
        "MoveGuard", "The rules failed on every move {name} could make. Open a save or start a new game; "
        "the autosave holds the game as it was at the end of the last turn.").format(name=name)


def failed_title() -> str:
    return QCoreApplication.translate("MoveGuard", "Move not played")

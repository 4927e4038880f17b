"""Bots think in a worker thread on a copy of the game; the answer comes back as a signal."""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from app.seats import BOT_LEVELS
from rules.game import Game


def bots_available() -> str | None:
    """None when rules.ai can be used, else why not (shown on the disabled Bot choices)."""
    try:
        module = importlib.import_module("rules.ai")
    except ImportError as e:
        return str(e)
    return None if hasattr(module, "make_bot") else "rules.ai has no make_bot"


def make_bot(level: str, seed: int, game: str = "smashup") -> Any:
    from rules.ai import make_bot as make

    return make(BOT_LEVELS[level], seed, game=game)


class _Signals(QObject):
    done = Signal(int, object)  # token, action
    failed = Signal(int, str)  # token, error text


class _Job(QRunnable):
    def __init__(self, bot: Any, game: Game, player: int, token: int, signals: _Signals) -> None:
        super().__init__()
        self.bot, self.game, self.player, self.token, self.signals = bot, game, player, token, signals

    def run(self) -> None:
        try:
            action = self.bot.decide(self.game, self.player)
        except Exception as e:  # a bot bug must not take the window down; it is reported instead
            self.signals.failed.emit(self.token, f"{type(e).__name__}: {e}")
            return
        self.signals.done.emit(self.token, action)


class BotRunner(QObject):
    """Runs one bot decision at a time; answers for an outdated position (undo, load) are dropped
    by the caller through the token."""

    decided = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.done.connect(self.decided)
        self._signals.failed.connect(self.failed)

    def think(self, bot: Any, game: Game, player: int, token: int) -> None:
        self.pool.start(_Job(bot, game.clone(), player, token, self._signals))

    def wait(self) -> None:
        self.pool.waitForDone()

"""Bots think in a worker thread on a copy of the game; the answer comes back as a signal. Hard
searches on worker processes owned by the runner (``rules.ai.parallel``): the thread only waits on
them, so the GUI thread never competes with the search for the interpreter lock."""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from app.seats import BOT_LEVELS
from rules.game import Game
from rules.games import game_kind


def bots_available() -> str | None:
    """None when rules.ai can be used, else why not (shown on the disabled Bot choices)."""
    try:
        module = importlib.import_module("rules.ai")
    except ImportError as e:
        return str(e)
    return None if hasattr(module, "make_bot") else "rules.ai has no make_bot"


MAX_WORKERS = 64


def make_bot(level: str, seed: int, game: str = "smashup", pool: Any = None) -> Any:
    from rules.ai import make_bot as make

    return make(BOT_LEVELS[level], seed, game=game, pool=pool)


def hard_workers(settings: dict[str, Any]) -> int | None:
    """The processes Hard searches on, as ``hard_workers`` in the settings says (None: the
    machine's cores minus one); a value out of range is ignored."""
    n = settings.get("hard_workers")
    return n if isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= MAX_WORKERS else None


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

    def __init__(self, parent: QObject | None = None, workers: int | None = None) -> None:
        """``workers``: the processes Hard searches on (None: the machine's cores minus one)."""
        super().__init__(parent)
        self.workers = workers
        self._pool: Any = None  # rules.ai.SearchPool, started with the first Hard bot
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.done.connect(self.decided)
        self._signals.failed.connect(self.failed)

    def think(self, bot: Any, game: Game, player: int, token: int) -> None:
        self.pool.start(_Job(bot, game.clone(), player, token, self._signals))

    def wait(self) -> None:
        self.pool.waitForDone()

    def bot(self, level: str, seed: int, game: str = "smashup") -> Any:
        """A seat's bot. A game's Hard (Smash Up's) searches on this runner's worker processes, started with the
        first Hard bot and kept warm across games until ``shutdown()``."""
        pool = self._search_pool() if BOT_LEVELS[level] == "ismcts" and game_kind(game).pooled else None
        return make_bot(level, seed, game, pool)

    def _search_pool(self) -> Any:
        from rules.ai import SearchPool, default_workers

        if self._pool is None or not self._pool.alive:  # none yet, or closed after losing a worker
            self._pool = SearchPool(self.workers or default_workers())
        return self._pool

    def shutdown(self) -> None:
        """Stop the search workers (after the search under way, if any, has answered)."""
        if self._pool is not None:
            self._pool.close()
            self._pool = None

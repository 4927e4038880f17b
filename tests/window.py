"""The table window on a test position, as the tests of the app open it."""

from __future__ import annotations

from app.main_window import MainWindow
from app.seats import Seat
from rules.game import Game


def open_window(qtbot, game: Game, seats: list[Seat] | None = None, ready: bool = True) -> MainWindow:
    """A shown 1600×900 window without animations, playing ``game``; ``ready``: past the hotseat
    cover (the person at the screen is the player to decide)."""
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    w.resize(1600, 900)
    w.show()
    w.start(game, seats or [Seat(name) for name in ("Ann", "Ben", "Cat", "Dan")[:len(game.state.players)]], None)
    if ready:
        w._ready()
    return w

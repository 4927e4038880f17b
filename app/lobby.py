"""A joined table that waits for its players: a button per free seat, to move there before the host
starts the game (the host's own seats are its dialog's: app/net_host_dialog.py)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from rules.net import protocol as P


def seat_buttons(state: P.State, sit: Callable[[int], None]) -> list[QPushButton]:
    """``Take seat N`` for each seat no one holds yet."""
    out = []
    for s in state.seats:
        if not s.name and s.bot is None:
            b = QPushButton(QCoreApplication.translate("Lobby", "Take seat {n}").format(n=s.seat + 1))
            b.clicked.connect(lambda _=False, seat=s.seat: sit(seat))
            out.append(b)
    return out

"""A joined FZZZT! table: the app's FZZZT! table, drawn from what a joined seat was sent.

It draws a game rebuilt from the seat's view (``rules/net/viewworld.py``) as that seat sees it:
the cards the seat can't see are only placeholders dealt at random, never drawn, since the table
draws ``view(seat)`` alone. The seat's answers go to the host (``sent``); the log is the seat's
events as the host filtered them. No undo, no cover (one person at this window).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QWidget

from app.fzzzt.table import FzzztTable
from app.seats import Seat
from rules.actions import Action
from rules.decision import Ev
from rules.net import protocol as P
from rules.net.viewworld import fzzzt_world_from_view


class JoinedFzzztTable(FzzztTable):
    sent = Signal(object)  # the action chosen, for the host

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.undo_button.hide()
        self.decide: P.Decide | None = None
        self.r = random.Random()
        self._new_events: list[Ev] = []

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """The FZZZT! table's words: PySide looks a plural (``n``) up under this subclass's name
        alone (« Factory: 32 card(s) » in French), where a plain ``tr`` also finds the base class's."""
        return QCoreApplication.translate("FzzztTable", text, disambiguation, n)

    def restart_log(self) -> None:
        """Seated again: the host sends the end of the log once more."""
        self.log_lines = []
        self.log.clear()

    def take_events(self, state: P.State) -> None:
        """The events a state brings, logged once (the state is drawn again with each decision)."""
        self._new_events = [Ev(e.kind, e.card, e.player, e.base, e.to, e.amount, e.src, whom=e.whom)
                            for e in state.events]

    def show_state(self, state: P.State, decide: P.Decide | None, names: list[str]) -> None:
        self.seats = [Seat(n) for n in names]
        self.viewer = state.fzzzt.me
        self.decide = decide if decide is not None and decide.step == state.step else None
        self.game = fzzzt_world_from_view(state.fzzzt, self.r)
        events, self._new_events = self._new_events, []
        self._log_events(self.game, events)
        self.refresh()
        self._animate_reveal(events)

    @property
    def acting(self) -> bool:
        return self.decide is not None and self.game is not None and self.game.pending is not None

    def act(self, action: Action) -> None:
        if self.acting and action.id in self.decide.options:
            self.decide = None  # answered: nothing to do until the host's next state
            self.sent.emit(action)
            self.refresh()

    def can_undo(self) -> bool:
        return False

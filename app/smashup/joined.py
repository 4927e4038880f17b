"""A joined Smash Up table: the app's Smash Up table, drawn from what a joined seat was sent.

The seat's view holds the whole decision (``SeatView.pending``), so the table words and lights it
as a local one does; a drag, a click or a key answers it as there. The answer goes to the host
(``sent``), and the table offers nothing more until the host's next state comes. A refused drag is
explained by the rules, asked of the game rebuilt from the view (``RemoteTable.why_not``). The log
is the seat's events as the host filtered them. No undo, no cover (one person at this window).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QWidget

from app.following import plays_left
from app.log_panel import LogPanel
from app.smashup.table import SmashUpTable
from rules.actions import Action
from rules.net import protocol as P
from rules.net.remote import RemoteTable, SeatLog


class JoinedSmashUpTable(SmashUpTable):
    sent = Signal(int, object)  # the step of the state answered, and the action chosen, for the host

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self._send, parent)
        self.bar.undo.hide()
        self.log = LogPanel()  # the window places it
        self.seat_log = SeatLog()
        self.received: P.State | None = None  # the host's last state, drawn once the table is still
        self.shown_step = -1  # the step of the state drawn last
        self.answered = -1  # the step of the state the seat answered (nothing to answer until the next)
        self.ended = False  # no host to answer any more
        self.names = []
        # A state that comes while moves are being shown, or a card dragged, waits for them to end (the
        # table is never redrawn under its own animations, nor a card pulled from under the pointer
        # because a seat connected); only the latest is drawn.
        self._waiting = False
        self.scene.settled.connect(self._settled, Qt.ConnectionType.QueuedConnection)

    def restart_log(self) -> None:
        """Seated again: the host sends the end of the log once more."""
        self.seat_log.restart()

    def take(self, state: P.State, names: list[str]) -> None:
        self.seat_log.add(state)
        self.received, self.names = state, names
        self.refresh()

    def end(self) -> None:
        """The host is gone: the table offers no move."""
        self.ended = True
        self.refresh()

    @property
    def still(self) -> bool:
        """Drawn from the host's latest state, nothing moving."""
        return not self._waiting and not self.scene.busy

    def _settled(self) -> None:
        if self._waiting:
            self.refresh()
        else:
            self.offer_off_table()

    def refresh(self) -> None:
        state = self.received
        if state is None:
            return
        self._waiting = self.scene.busy or self.scene.dragging
        if self._waiting:
            return
        game = RemoteTable(state, self.seat_log.seen)
        me = game.me
        acting = bool(game.legal_actions()) and self.answered != state.step and not self.ended
        # The scorings since the last state drawn (a seat that just sat down is sent its log's end:
        # nothing of it is news).
        news = self.shown_step >= 0 and state.step != self.shown_step
        self.shown_step = state.step
        self.log.show_game(self.seat_log, me, self.names, self.seat_log.log, game.v)
        d = game.pending
        seat = state.seats[d.player] if d is not None and d.player is not None else None  # None: a response round
        waiting = None if seat is None or seat.connected or seat.bot is not None else \
            self.tr("{name} (disconnected)").format(name=self.names[seat.seat])
        if news:
            self.game = game
            self.show_scoring(state.events)
        self.show_game(game, me, self.names, acting, animate=True, plays=plays_left(game, me), waiting_for=waiting)

    def _sync_choice_dialog(self) -> None:
        """Answered, the dialog of cards stays as it stands until the host's next state says what
        comes next (the next pick of the same run refills it in place, as on a local table)."""
        if self.received is None or self.answered != self.received.step:
            super()._sync_choice_dialog()

    def _send(self, action: Action, joined: bool) -> bool:
        """Sent with the step of the state it answers (a move made as the next state comes must not
        answer a question it was never made for); the table shows no option until the host answers."""
        state = self.received
        if state is None or self.answered == state.step or self.ended:
            return False
        self.answered = state.step
        self.sent.emit(state.step, action)
        self.refresh()
        return True

"""The game log panel: the game's own event log (rules.eventlog, kept in the state) as the seat at
the screen may read it. Undo and resume need nothing special: the panel shows the game's log as it
is now. It reads no state: the events and a seat's view are given, the same way by a local table
and by a joined one (the events its seat was sent, its view)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QListWidget

from app import i18n
from app.assets import player_colour
from rules.decision import Ev
from rules.eventlog import as_seen_by
from rules.game import Game
from rules.view import SeatView

Row = tuple[str, int | None, bool]  # a line, the player whose colour it takes, whether it heads a turn
HEADING_BG = QColor(255, 255, 255, 28)


def heading(round_no: int, name: str, extra: bool = False) -> str:
    if extra:  # a turn given by a card (Portal Room), out of the usual order
        return QCoreApplication.translate("LogPanel", "Round {round} — {name} (extra turn)").format(
            round=round_no, name=name)
    return QCoreApplication.translate("LogPanel", "Round {round} — {name}").format(round=round_no, name=name)


class LogPanel(QListWidget):
    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.game: Game | None = None  # what names the cards in the lines (its ``read``)
        self.events: Sequence[Ev] = ()  # the log the table holds, before it is filtered for ``viewer``
        self.view: SeatView | None = None  # the turn, whose it is, how many players
        self.viewer: int | None = None  # None: what anyone at the screen may see (a covered table)
        self.names: list[str] = []
        # Lines of the app's own (not the game's), each anchored after that many game events.
        self.notes: list[tuple[int, Callable[[], str]]] = []
        self.rows: list[Row] = []
        self._lines: dict[Ev, str | None] = {}  # a line is a function of its event (for one language)

    def start(self, header: Callable[[], str]) -> None:
        """A new game in the panel, shown by the next ``show_game``: ``header`` heads it (in the
        current language when drawn)."""
        self.notes = [(0, header)]

    def note(self, render: Callable[[], str]) -> None:
        """An app line ("Ann takes back a move") after the game's events so far."""
        if self.game is not None:
            self.notes.append((len(self.events), render))
            self._show(self._rows())

    def show_game(self, game: Game, viewer: int | None, names: list[str], events: Sequence[Ev],
                  view: SeatView) -> None:
        """``events``: the game's log as the table holds it (a local game's whole log, each event
        shown as ``viewer`` may see it; a joined seat's own); ``view``: any seat's view of it now."""
        if names != self.names:
            self._lines.clear()
        self.game, self.viewer, self.names, self.events, self.view = game, viewer, list(names), events, view
        self._show(self._rows())

    def retranslate(self) -> None:
        self._lines.clear()
        if self.game is not None:
            self._show(self._rows())

    def _line(self, ev: Ev) -> str | None:
        if ev not in self._lines:
            self._lines[ev] = i18n.log_line(self.game, ev, self.names)
        return self._lines[ev]

    def _turns(self) -> tuple[int, int | None]:
        """The turn the log starts in and who played it: the turns since are its turn_start events."""
        v = self.view
        starts = [ev.player for ev in self.events if ev.kind == "turn_start"]
        first = v.turn - len(starts)
        if not starts:
            return first, v.active
        # The first turn's own end says whose it was (the next may be an extra turn, out of order);
        # failing that, turns go clockwise.
        edge = next((ev for ev in self.events if ev.kind in ("turn_end", "turn_start")), None)
        if edge is not None and edge.kind == "turn_end":
            return first, edge.player
        return first, (starts[0] - 1) % len(v.players)

    def _heading(self, turn: int, player: int | None, extra: bool = False) -> Row:
        n = len(self.view.players)
        name = self.names[player] if player is not None and player < len(self.names) else ""
        return heading((turn - 1) // n + 1, name, extra), player, True

    def _rows(self) -> list[Row]:
        notes = sorted(self.notes, key=lambda n: n[0])
        rows: list[Row] = []
        k = 0
        if notes and notes[0][0] <= 0:  # "A game begins", then the first turn's heading
            rows.append((notes[0][1](), None, False))
            k = 1
        turn, first_player = self._turns()
        if turn >= 1:
            rows.append(self._heading(turn, first_player))
        extra: list[int] = []  # players given an extra turn, in the order they take them
        taken = 0  # extra turns begun so far
        for i, ev in enumerate(self.events):
            while k < len(notes) and notes[k][0] <= i:
                rows.append((notes[k][1](), None, False))
                k += 1
            if ev.kind == "extra_turn":
                extra.append(ev.player)
            if ev.kind == "turn_start":  # a heading says it: the round and whose turn
                turn += 1
                given = bool(extra) and extra[0] == ev.player
                if given:  # it belongs to the round it was won in
                    extra.pop(0)
                    taken += 1
                rows.append(self._heading(turn - taken, ev.player, given))
                continue
            seen = as_seen_by(ev, self.viewer)
            text = None if seen is None else self._line(seen)
            if text is not None:
                rows.append((text, seen.player, False))
        rows.extend((render(), None, False) for _, render in notes[k:])
        return rows

    def _show(self, rows: list[Row]) -> None:
        """Change only what differs from the rows shown (usually: add the new lines)."""
        same = 0
        for old, new in zip(self.rows, rows, strict=False):
            if old != new:
                break
            same += 1
        while self.count() > same:
            self.takeItem(self.count() - 1)
        for text, player, is_heading in rows[same:]:
            self.addItem(text)
            item = self.item(self.count() - 1)
            if player is not None:
                item.setForeground(player_colour(player).lighter(130))
            if is_heading:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                item.setBackground(HEADING_BG)
        self.rows = rows
        self.scrollToBottom()

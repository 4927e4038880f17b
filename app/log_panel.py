"""The game log panel: the game's own event log (rules.eventlog, kept in the state) as the seat at
the screen may read it. Undo and resume need nothing special: the panel shows the game's log as it
is now. It reads no state: the events and a seat's view are given, the same way by a local table
and by a joined one (the events its seat was sent, its view)."""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QListWidget

from app import i18n
from app.assets import player_colour
from app.palette import ink
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


def _events_from(events: Sequence[Ev], start: int) -> Sequence[Ev]:
    """The events from the ``start``-th on, without walking those before (a game's EventLog keeps
    them in two tuples; a joined seat's log is a list)."""
    since = getattr(events, "since", None)
    return since(start) if since is not None else events[start:]


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
        # Reading the log: how many events were read (-1: read it again from the start), the last
        # one, the rows they gave, the notes placed among them, the rows known shown already.
        self._built, self._last, self._k, self._stable = -1, None, 0, 0
        self._game_rows: list[Row] = []

    def start(self, header: Callable[[], str]) -> None:
        """A new game in the panel, shown by the next ``show_game``: ``header`` heads it (in the
        current language when drawn)."""
        self.notes = [(0, header)]
        self._built = -1

    def note(self, render: Callable[[], str]) -> None:
        """An app line ("Ann takes back a move") after the game's events so far."""
        if self.game is not None:
            # Kept in anchor order: a note after an undo goes before those anchored further on.
            bisect.insort(self.notes, (len(self.events), render), key=lambda n: n[0])
            if self._built < 0:
                self._rebuild()
            self._show(self._rows(), self._stable)

    def show_game(self, game: Game, viewer: int | None, names: list[str], events: Sequence[Ev],
                  view: SeatView) -> None:
        """``events``: the game's log as the table holds it (a local game's whole log, each event
        shown as ``viewer`` may see it; a joined seat's own); ``view``: any seat's view of it now.
        Only the events since the last call are read when they continue the log shown (an action's
        cost does not grow with the game); another seat, an undo or new names read it all again."""
        if names != self.names:
            self._lines.clear()
            self._built = -1
        if viewer != self.viewer or not self._continues(events):
            self._built = -1
        self.game, self.viewer, self.names, self.events, self.view = game, viewer, list(names), events, view
        if self._built < 0:
            self._rebuild()
        self._extend()
        self._show(self._rows(), self._stable)

    def retranslate(self) -> None:
        self._lines.clear()
        self._built = -1
        if self.game is not None:
            self._rebuild()
            self._extend()
            self._show(self._rows(), self._stable)

    def _line(self, ev: Ev) -> str | None:
        if ev not in self._lines:
            self._lines[ev] = i18n.log_line(self.game, ev, self.names)
        return self._lines[ev]

    def _continues(self, events: Sequence[Ev]) -> bool:
        """``events`` are the log already read, and maybe more (not a shorter log after an undo,
        nor one whose last event read is another)."""
        n = self._built
        return n > 0 and len(events) >= n and _events_from(events, n - 1)[0] is self._last

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

    def _rebuild(self) -> None:
        """Start reading the log from its first event: the header, the first turn's heading."""
        self.notes.sort(key=lambda n: n[0])
        self._game_rows, self._k, self._built, self._last, self._stable = [], 0, 0, None, 0
        if self.notes and self.notes[0][0] <= 0:  # "A game begins", then the first turn's heading
            self._game_rows.append((self.notes[0][1](), None, False))
            self._k = 1
        self._turn, first_player = self._turns()
        if self._turn >= 1:
            self._game_rows.append(self._heading(self._turn, first_player))
        self._extra: list[int] = []  # players given an extra turn, in the order they take them
        self._taken = 0  # extra turns begun so far

    def _extend(self) -> None:
        """The rows of the events not read yet, each with the notes anchored before it."""
        rows, notes = self._game_rows, self.notes
        if self._built > 0:  # continuing: the rows so far are those shown (a rebuild compares all)
            self._stable = len(rows)
        new = _events_from(self.events, self._built)
        for i, ev in enumerate(new, self._built):
            while self._k < len(notes) and notes[self._k][0] <= i:
                rows.append((notes[self._k][1](), None, False))
                self._k += 1
            if ev.kind == "extra_turn":
                self._extra.append(ev.player)
            if ev.kind == "turn_start":  # a heading says it: the round and whose turn
                self._turn += 1
                given = bool(self._extra) and self._extra[0] == ev.player
                if given:  # it belongs to the round it was won in
                    self._extra.pop(0)
                    self._taken += 1
                rows.append(self._heading(self._turn - self._taken, ev.player, given))
                continue
            seen = as_seen_by(ev, self.viewer)
            text = None if seen is None else self._line(seen)
            if text is not None:
                rows.append((text, seen.player, False))
        if new:
            self._built += len(new)
            self._last = new[-1]

    def _rows(self) -> list[Row]:
        """The game's rows read so far, then the notes anchored after its last event."""
        return self._game_rows + [(render(), None, False) for _, render in self.notes[self._k:]]

    def _light(self) -> bool:
        return self.palette().color(self.backgroundRole()).lightness() > 128

    def _show(self, rows: list[Row], same: int = 0) -> None:
        """Change only what differs from the rows shown (usually: add the new lines); the first
        ``same`` rows are known to be those shown."""
        same = min(same, len(self.rows), len(rows))
        for old, new in zip(self.rows[same:], rows[same:], strict=False):
            if old != new:
                break
            same += 1
        while self.count() > same:
            self.takeItem(self.count() - 1)
        for text, player, is_heading in rows[same:]:
            self.addItem(text)
            item = self.item(self.count() - 1)
            if player is not None:
                item.setForeground(QColor(*ink(player_colour(player).name(), self._light())))
            if is_heading:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                item.setBackground(HEADING_BG)
        changed = same < len(rows) or len(rows) != len(self.rows)
        self.rows = rows
        if changed:  # scrolling costs as much as the rest of an action's log
            self.scrollToBottom()

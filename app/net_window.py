"""A joined network table: the window of a seat whose game another computer hosts.

It holds no game: it hosts the game's joined table (Smash Up's ``app/smashup/joined.py``, FZZZT!'s
``app/fzzzt/joined.py``), which draws the view the host sent and hands the seat's answers back to be
sent. The window itself shows who sits where, who is connected, why it is off the table, and a
short chat line. Undo does not exist in a network game.
"""

from __future__ import annotations

import html
import queue
from typing import TYPE_CHECKING, Any

from attrs import define
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app import i18n
from app.smashup.joined import JoinedSmashUpTable
from app.smashup.table_scene import TableScene
from rules.actions import Action
from rules.games import GAMES
from rules.net import lan
from rules.net import protocol as P
from rules.net import table as host_table
from rules.net.client import JoinError
from rules.net.remote import RemoteTable, Session

if TYPE_CHECKING:
    from app.fzzzt.joined import JoinedFzzztTable

CHAT_LINES = 3
POLL_MS = 30  # how often the window takes what the session received


@define(frozen=True)
class Ended:
    problem: JoinError | None  # None: the game is over


class JoinDialog(QDialog):
    """Paste the invite, type a name; the tables announced on the local network are listed (their
    announcements carry no code: joining one still takes its invite). Picking one fills the
    address and port (the invite may name the host's public address, a LAN player reaches it at
    its local one); the code and fingerprint still come from the invite."""

    def __init__(self, parent: QWidget | None = None, lan_bind: tuple[str, int] = ("0.0.0.0", lan.PORT)) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a network game"))
        self.invite = QLineEdit()
        self.invite.setPlaceholderText("smashup://…")
        self.invite.textChanged.connect(self._invite_changed)
        self.address = QLineEdit()
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.name = QLineEdit()
        self.name.setMaxLength(P.NAME_LEN)
        self.problem = QLabel()
        form = QFormLayout(self)
        form.addRow(self.tr("Invite"), self.invite)
        form.addRow(self.tr("Address"), self.address)
        form.addRow(self.tr("Port"), self.port)
        form.addRow(self.tr("Your name"), self.name)
        form.addRow(self.problem)
        self.tables = QListWidget()
        self.tables.currentRowChanged.connect(self._picked)
        self.tables_note = QLabel()
        self.tables_note.setWordWrap(True)
        form.addRow(self.tr("Tables on your network"), self.tables)
        form.addRow(self.tables_note)
        self.watcher = lan.Watcher(lan_bind)
        self.watcher.start()
        self.seen: list[lan.Found] = []
        self.lan_timer = QTimer(self)
        self.lan_timer.timeout.connect(self._show_tables)
        self.lan_timer.start(POLL_MS * 10)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.chosen: P.Invite | None = None
        self.picked: lan.Found | None = None

    def _show_tables(self) -> None:
        found = self.watcher.found()
        if self.watcher.problem is not None:
            self.tables_note.setText(self.tr("Can't listen for tables on the network: {reason}").format(
                reason=self.watcher.problem))
        if [(f.address, f.announcement) for f in found] == [(f.address, f.announcement) for f in self.seen]:
            return
        self.seen = found
        self.tables.clear()
        for f in found:
            a = f.announcement
            kind = GAMES.get(a.game)
            game = a.game if kind is None else i18n.rules(kind.title)  # a game of a later version: its key
            self.tables.addItem(self.tr("{name} — {game}, %n free seat(s) of {players} ({address}:{port})", "",
                                         a.free).format(name=a.name, game=game, players=a.players, address=f.address, port=a.port))

    def _picked(self, row: int) -> None:
        if 0 <= row < len(self.seen):
            self.picked = self.seen[row]
            self.address.setText(self.picked.address)
            self.port.setValue(self.picked.announcement.port)
            self.tables_note.setText(self.tr("Ask {name} for this table's invite and paste it above: its code and "
                                             "fingerprint are needed.").format(name=self.picked.announcement.name))

    def _invite_changed(self, text: str) -> None:
        """The invite's address and port, unless a table picked on the network gave them."""
        try:
            invite = P.parse_invite(text)
        except P.ProtocolError:
            return
        if self.picked is None:
            self.address.setText(invite.host)
            self.port.setValue(invite.port)

    def done(self, result: int) -> None:
        self.lan_timer.stop()
        self.watcher.stop()
        super().done(result)

    def _check(self) -> None:
        try:
            invite = P.parse_invite(self.invite.text())
        except P.ProtocolError:
            self.problem.setText(self.tr("That is not an invite: ask the host to copy it again."))
            return
        address = self.address.text().strip() or invite.host
        self.chosen = P.Invite(address, self.port.value(), invite.code, invite.fingerprint)
        if not self.name.text().strip():
            self.problem.setText(self.tr("Type your name."))
            return
        self.accept()


class JoinedWindow(QMainWindow):
    """The session's thread only puts what it receives in a queue, which the window empties on a
    timer: no Qt call is ever made from that thread."""

    seated = Signal(str)  # the seat's token, to take it back later

    def __init__(self, invite: P.Invite, name: str, token: str | None = None) -> None:
        super().__init__()
        self.smashup = JoinedSmashUpTable()
        self.smashup.sent.connect(self._send)
        self.seats_line = QLabel()
        self.prompt = QLabel()  # joining, or why the window is off the table
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # a refusal's reason is the host's text
        self.chat_lines: list[str] = []
        self.chat_shown = QLabel()
        self.chat_shown.setTextFormat(Qt.TextFormat.PlainText)  # what others type is never markup
        self.chat = QLineEdit()
        self.chat.setMaxLength(P.CHAT_LEN)
        self.chat.setPlaceholderText(self.tr("Say something to the table"))
        self.chat.returnPressed.connect(self._say)
        holder = QWidget()
        box = QVBoxLayout(holder)
        box.addWidget(self.seats_line)
        split = QSplitter()
        split.addWidget(self.smashup)
        split.addWidget(self.smashup.log)
        split.setStretchFactor(0, 1)
        split.setSizes([1000, 300])
        self.fzzzt: JoinedFzzztTable | None = None  # made when a FZZZT! state first comes
        self.stack = QStackedWidget()
        self.stack.addWidget(split)
        box.addWidget(self.stack, 1)
        box.addWidget(self.prompt)
        box.addWidget(self.chat_shown)
        self.chat_shown.hide()  # until someone says something
        box.addWidget(self.chat)
        self.setCentralWidget(holder)
        self.setWindowTitle(self.tr("Smash Up — network game"))
        self.state: P.State | None = None
        self.decide: P.Decide | None = None  # FZZZT!'s (a Smash Up table reads its view's decision)
        self.problem: str | None = None
        self.ended = ""  # why the window is off the table, once it is
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.poll = QTimer(self)
        self.poll.timeout.connect(self._drain)
        self.session = Session(invite, name, self.inbox.put, lambda problem: self.inbox.put(Ended(problem)), token)
        self.prompt.setText(self.tr("Joining…"))

    @property
    def scene(self) -> TableScene:
        return self.smashup.scene

    @property
    def table(self) -> RemoteTable | None:
        """The Smash Up game as this seat last drew it."""
        return self.smashup.game

    def act(self, action: Action) -> bool:
        """Answers as the table's drag, click or key does."""
        return self.smashup.act(action)

    def start(self) -> None:
        self.poll.start(POLL_MS)
        self.session.start()

    def closeEvent(self, event: Any) -> None:
        self.poll.stop()
        self.session.close()
        self.smashup.reset()  # no animation may run on after the window is gone
        super().closeEvent(event)

    # --- from the host ------------------------------------------------------------------------------
    def _drain(self) -> None:
        while True:
            try:
                item = self.inbox.get_nowait()
            except queue.Empty:
                return
            if isinstance(item, Ended):
                self.on_end(item.problem)
            else:
                self.on_message(item)

    def on_message(self, msg: P.Message) -> None:
        if isinstance(msg, P.Welcome):
            self.seated.emit(msg.token)
            self.smashup.restart_log()
            if self.fzzzt is not None:
                self.fzzzt.restart_log()
        elif isinstance(msg, P.State):
            self.state, self.decide = msg, None
            if msg.smashup is not None:
                self.smashup.take(msg, self.names)
            else:
                self._fzzzt_table().take_events(msg)
            self.refresh()
        elif isinstance(msg, P.Decide):
            self.decide = msg
            self.refresh()
        elif isinstance(msg, P.ChatLine):
            self.chat_lines = [*self.chat_lines, f"{msg.name}: {msg.text}"][-CHAT_LINES:]
            self.chat_shown.setText("\n".join(self.chat_lines))
            self.chat_shown.show()
        elif isinstance(msg, P.Refusal) and not msg.closing:
            self._say_status(self.tr("The host refused: {reason}").format(reason=msg.reason))

    def on_end(self, problem: JoinError | None) -> None:
        self.problem = None if problem is None else str(problem)
        if problem is not None:
            self.ended = self._ended_text(problem)
            self.decide = None  # no one to answer any more: the table offers nothing
            self.smashup.end()
            self.refresh()
        self._say_status(self.ended or self.tr("The game is over."))

    def _say_status(self, text: str) -> None:
        self.prompt.setText(text)
        self.prompt.setVisible(bool(text))

    def _ended_text(self, problem: JoinError) -> str:
        """Why the window is no longer at the table, and what to do about it."""
        if problem.refusal == host_table.FULL:
            return self.tr("Can't join: this table is full (every seat is taken).")
        if problem.refusal == host_table.WRONG_CODE:
            return self.tr("Can't join: this invite's code is not the table's. Ask the host to copy the invite again.")
        if problem.unreachable and self.state is not None:
            return self.tr("The host can't be reached any more. When it hosts this game again, join by the same "
                           "invite (File → Join a network game…) to take your seat back.")
        if problem.unreachable:
            return self.tr("Can't reach the host: is it still hosting this game? Check the invite with the host, "
                           "then join again.")
        return self.tr("Disconnected: {reason}").format(reason=problem)

    # --- showing --------------------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [s.name or self.tr("(empty seat)") for s in self.state.seats]

    def refresh(self) -> None:
        if self.state is None:
            return
        self.seats_line.setText(self._seats_text())
        if self.state.fzzzt is not None:
            self._refresh_fzzzt()
            return
        over = self.state.over and not self.ended
        self._say_status(self.ended or (self._winner_text() if over else ""))

    def _winner_text(self) -> str:
        v = self.state.smashup
        winner = self.names[v.winner] if v.winner is not None else ""
        return self.tr("The game is over: {name} wins.").format(name=winner)

    def _fzzzt_table(self) -> JoinedFzzztTable:
        # Imported when a FZZZT! state first comes: imported with this module, it went with a crash
        # of the tests' Qt event loop once a joined Smash Up window had closed (cause not found).
        from app.fzzzt.joined import JoinedFzzztTable

        if self.fzzzt is None:
            self.fzzzt = JoinedFzzztTable()
            self.fzzzt.sent.connect(lambda action: self._send(self.state.step, action))
            self.stack.addWidget(self.fzzzt)
        return self.fzzzt

    def _refresh_fzzzt(self) -> None:
        """FZZZT!'s own table draws the seat's view, its prompt and its log."""
        self.stack.setCurrentWidget(self._fzzzt_table())
        self.setWindowTitle(self.tr("FZZZT! — network game"))
        self.fzzzt.show_state(self.state, self.decide, self.names)
        # Its own round line and prompt are the table's: an empty row here would push its hand off a
        # 1366×768 screen.
        self._say_status(self.ended or (self.tr("The game is over.") if self.state.over else ""))

    def _turn_seat(self) -> int | None:
        """Whose turn it is (Smash Up) or who decides (FZZZT!)."""
        if self.state.smashup is not None:
            return self.state.smashup.active
        pending = self.state.fzzzt.pending
        return None if pending is None else pending.player

    def _seats_text(self) -> str:
        turn = self._turn_seat()
        parts = []
        for s in self.state.seats:
            text = html.escape(s.name) if s.name else self.tr("(empty seat)")
            if s.bot is not None:
                text = self.tr("{name} (a bot plays for them)").format(name=text)
            elif not s.connected:
                text = self.tr("{name} (disconnected)").format(name=text)
            parts.append(f"<b>{text}</b>" if s.seat == turn else text)
        return " · ".join(parts)

    # --- to the host ----------------------------------------------------------------------------------
    def _send(self, step: int, action: Action) -> None:
        """An answer of the seat's table, to the decision of state ``step``."""
        self.decide = None
        self.session.act(step, action.id)

    def _say(self) -> None:
        text = self.chat.text().strip()
        if text:
            self.session.say(text)
            self.chat.clear()

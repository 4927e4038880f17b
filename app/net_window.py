"""A joined network table: the window of a seat whose game another computer hosts.

It holds no game: it draws the view the host sent (rules/net/remote.py), lights the options of the
decision the host sent, and sends the one the player drags or clicks as an action; the host
answers with the next state. It shows who sits where, who is connected, whose turn it is, and a
short chat line. Undo does not exist in a network game.
"""

from __future__ import annotations

import html
import queue
from typing import TYPE_CHECKING, Any

from attrs import define
from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app import i18n
from app.following import plays_left
from app.log_panel import LogPanel
from app.prompt_bar import answer_keys, pass_named, turn_text
from app.shortcuts import with_key
from app.table_scene import TableScene
from app.table_view import TableView
from rules.actions import Action, Answer, Finish, Pass, Pick, Play, Talent, Use
from rules.games import GAMES
from rules.net import lan
from rules.net import protocol as P
from rules.net import table as host_table
from rules.net.client import JoinError
from rules.net.remote import RemoteTable, SeatLog, Session

if TYPE_CHECKING:
    from app.fzzzt.joined import JoinedFzzztTable

CHAT_LINES = 3
POLL_MS = 30  # how often the window takes what the session received


def bar_text(text: str) -> str:
    return QCoreApplication.translate("PromptBar", text)


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
            self.tables.addItem(self.tr("{name} — {game}, {free} free seat(s) of {players} ({address}:{port})").format(
                name=a.name, game=game, free=a.free, players=a.players, address=f.address, port=a.port))

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
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.seats_line = QLabel()
        self.turn = QLabel()  # the round and whose turn, as the local table's bar heads its prompt
        self.prompt = QLabel()
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # a refusal's reason is the host's text
        self.buttons = QHBoxLayout()
        self.chat_lines: list[str] = []
        self.chat_shown = QLabel()
        self.chat_shown.setTextFormat(Qt.TextFormat.PlainText)  # what others type is never markup
        self.chat = QLineEdit()
        self.chat.setMaxLength(P.CHAT_LEN)
        self.chat.setPlaceholderText(self.tr("Say something to the table"))
        self.chat.returnPressed.connect(self._say)
        self.log = LogPanel()
        self.seat_log = SeatLog()
        holder = QWidget()
        box = QVBoxLayout(holder)
        box.addWidget(self.seats_line)
        split = QSplitter()
        split.addWidget(self.view)
        split.addWidget(self.log)
        split.setStretchFactor(0, 1)
        split.setSizes([1000, 300])
        self.fzzzt: JoinedFzzztTable | None = None  # made when a FZZZT! state first comes
        self.stack = QStackedWidget()
        self.stack.addWidget(split)
        box.addWidget(self.stack, 1)
        row = QHBoxLayout()
        words = QVBoxLayout()
        words.addWidget(self.turn)
        words.addWidget(self.prompt)
        row.addLayout(words, 1)
        row.addLayout(self.buttons)
        box.addLayout(row)
        box.addWidget(self.chat_shown)
        self.chat_shown.hide()  # until someone says something
        box.addWidget(self.chat)
        self.setCentralWidget(holder)
        self.setWindowTitle(self.tr("Smash Up — network game"))
        self.table: RemoteTable | None = None
        self.state: P.State | None = None
        self.decide: P.Decide | None = None
        self.problem: str | None = None
        self.ended = ""  # why the window is off the table, once it is
        self.scene.action_chosen.connect(self.act)
        self.scene.refused.connect(self.prompt.setText)
        # A state that comes while moves are being shown waits for them to end (the table is never
        # redrawn under its own animations); only the latest is drawn.
        self._waiting = False
        self.scene.settled.connect(self._settled, Qt.ConnectionType.QueuedConnection)
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.poll = QTimer(self)
        self.poll.timeout.connect(self._drain)
        self.session = Session(invite, name, self.inbox.put, lambda problem: self.inbox.put(Ended(problem)), token)
        self.prompt.setText(self.tr("Joining…"))

    def start(self) -> None:
        self.poll.start(POLL_MS)
        self.session.start()

    def closeEvent(self, event: Any) -> None:
        self.poll.stop()
        self.session.close()
        self.scene.reset()  # no animation may run on after the window is gone
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
            self.seat_log.restart()
            if self.fzzzt is not None:
                self.fzzzt.restart_log()
        elif isinstance(msg, P.State):
            self.state, self.decide = msg, None
            if msg.smashup is not None:
                self.seat_log.add(msg)
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
            self.prompt.setText(self.tr("The host refused: {reason}").format(reason=msg.reason))
            self.prompt.show()

    def on_end(self, problem: JoinError | None) -> None:
        self.problem = None if problem is None else str(problem)
        if problem is not None:
            self.ended = self._ended_text(problem)
            self.decide = None  # no one to answer any more: the table offers nothing
            self.refresh()
        self.prompt.setText(self.ended or self.tr("The game is over."))
        self.prompt.show()

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

    def _settled(self) -> None:
        if self._waiting:
            self.refresh()

    def refresh(self) -> None:
        if self.state is None:
            return
        if self.state.fzzzt is not None:
            self._refresh_fzzzt()
            return
        self._waiting = self.scene.busy
        if self._waiting:
            return
        self.table = RemoteTable(self.state, self.decide, self.seat_log.seen)
        acting = bool(self.table.legal_actions())
        me = self.table.me
        self.scene.set_state(self.table, me, self.names, acting, animate=True, plays=plays_left(self.table, me))
        self.seats_line.setText(self._seats_text())
        self.turn.setText(turn_text(self.table.v, self.names))
        self.turn.show()  # hidden under a FZZZT! table, if one came first
        self.prompt.show()
        self.log.show_game(self.seat_log, self.table.me, self.names, self.seat_log.log, self.table.v)
        self.prompt.setText(self.ended or self._prompt_text(acting))
        self._fill_buttons(acting)

    def _fzzzt_table(self) -> JoinedFzzztTable:
        # Imported when a FZZZT! state first comes: imported with this module, it went with a crash
        # of the tests' Qt event loop once a joined Smash Up window had closed (cause not found).
        from app.fzzzt.joined import JoinedFzzztTable

        if self.fzzzt is None:
            self.fzzzt = JoinedFzzztTable()
            self.fzzzt.sent.connect(self._send)
            self.stack.addWidget(self.fzzzt)
        return self.fzzzt

    def _refresh_fzzzt(self) -> None:
        """FZZZT!'s own table draws the seat's view, its prompt and its log."""
        self.stack.setCurrentWidget(self._fzzzt_table())
        self.setWindowTitle(self.tr("FZZZT! — network game"))
        self.fzzzt.show_state(self.state, self.decide, self.names)
        self.seats_line.setText(self._seats_text())
        self.prompt.setText(self.ended or (self.tr("The game is over.") if self.state.over else ""))
        # Its own round line and prompt are the table's: empty rows here would push its hand off a
        # 1366×768 screen.
        self.turn.hide()
        self.prompt.setVisible(bool(self.prompt.text()))
        self._fill_buttons(False)

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

    def _prompt_text(self, acting: bool) -> str:
        v = self.state.smashup
        if self.state.over:
            winner = self.names[v.winner] if v.winner is not None else ""
            return self.tr("The game is over: {name} wins.").format(name=winner)
        if acting:
            d = self.decide
            return pass_named(d.prompt, d.kind, d.many, any(isinstance(a, Pass) for a in self.table.legal_actions()))
        if v.pending is None:
            return ""
        if v.pending.player is None:  # a response round: who is asked is theirs to know
            return self.tr("Me First! Players are answering")
        seat = self.state.seats[v.pending.player]
        if not seat.connected and seat.bot is None:
            return self.tr("Waiting for {name} (disconnected)").format(name=self.names[seat.seat])
        return self.tr("Waiting for {name}").format(name=self.names[seat.seat])

    def _fill_buttons(self, acting: bool) -> None:
        while self.buttons.count():
            old = self.buttons.takeAt(0).widget()
            old.hide()  # out of the layout, it would show at the window's corner until deleted
            old.deleteLater()
        if not acting:
            return
        on_table = set(self.scene.legal) - set(self.scene.off_table_options())
        shown = [(a, label) for a in self.table.legal_actions() if (label := self._label(a)) is not None
                 and (a not in on_table or isinstance(a, Finish | Pass | Answer))]
        for (a, label), key in zip(shown, answer_keys([a for a, _ in shown]), strict=True):
            b = QPushButton(with_key(label, key))  # the local table's keys, shown as its bar shows them
            b.setShortcut(key)
            b.clicked.connect(lambda _=False, a=a: self.act(a))
            self.buttons.addWidget(b)

    def _label(self, a: Action) -> str | None:
        """The button of an option, worded as the local table's bar words it."""
        if isinstance(a, Finish):
            return bar_text("End turn")
        if isinstance(a, Pass):
            return bar_text("Done") if self.decide.many else bar_text("Pass")
        if isinstance(a, Answer):
            return bar_text("Yes") if a.yes else bar_text("No")
        if isinstance(a, Pick) and a.kind == "player":
            return self.names[a.value]
        if isinstance(a, Pick) and a.kind == "card" and self.table.cid(a.value):
            return i18n.card_name(self.table.cid(a.value))
        if isinstance(a, Pick) and a.kind == "option":
            return i18n.rules(str(a.value))
        if isinstance(a, Play | Use | Talent) and self.table.cid(a.card):
            return self._play_label(a)  # a card off the table (a deck's top, a discard pile): no drag
        return None

    def _play_label(self, a: Play | Use | Talent) -> str:
        card = i18n.card_name(self.table.cid(a.card))
        if isinstance(a, Play) and a.target is not None:
            return self.tr("{card} on {place}").format(card=card, place=i18n.card_name(self.table.cid(a.target)))
        if isinstance(a, Play) and a.slot is not None:
            place = i18n.card_name(self.table.v.bases[a.slot].card.card)
            return self.tr("{card} on {place}").format(card=card, place=place)
        return card

    # --- to the host ----------------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        # The table shows the answered decision's options until the host's next state comes: a second
        # drag or key meanwhile is not an answer.
        if self.table is not None and self.decide is not None and action in self.table.legal_actions():
            step, self.decide = self.decide.step, None  # answered: nothing to do until the host's next state
            self.session.act(step, action.id)
            self._fill_buttons(False)

    def _send(self, action: Action) -> None:
        """An answer of the FZZZT! table (which checked it against the host's options of this state)."""
        self.decide = None
        self.session.act(self.state.step, action.id)

    def _say(self) -> None:
        text = self.chat.text().strip()
        if text:
            self.session.say(text)
            self.chat.clear()

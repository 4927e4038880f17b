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
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app import i18n, lobby
from app.following import plays_left
from app.log_panel import LogPanel
from app.prompt_bar import answer_keys, pass_named, turn_text
from app.shortcuts import with_key
from app.table_scene import TableScene
from app.table_view import TableView
from rules.actions import Action, Answer, Finish, Pass, Pick, Play, Talent, Use
from rules.net import protocol as P
from rules.net import refusals as R
from rules.net.client import JoinError
from rules.net.remote import RemoteTable, SeatLog, Session

if TYPE_CHECKING:
    from app.fzzzt.joined import JoinedFzzztTable

CHAT_LINES = 3  # shown at once; the rest scrolls
CHAT_KEPT = 1000
POLL_MS = 30  # how often the window takes what the session received


def bar_text(text: str) -> str:
    return QCoreApplication.translate("PromptBar", text)


@define(frozen=True)
class Ended:
    problem: JoinError | None  # None: the game is over


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
        self.chat_shown = QPlainTextEdit()  # the whole chat, scrolled to its last lines; plain text, never markup
        self.chat_shown.setReadOnly(True)
        self.chat_shown.setMaximumBlockCount(CHAT_KEPT)
        self.chat_shown.setFixedHeight(self.chat_shown.fontMetrics().lineSpacing() * CHAT_LINES + 12)
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
        self.game_title = self.tr("Smash Up — network game")
        self.setWindowTitle(self.game_title)
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
        self._fresh = False
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
            self._show_title()
            # A rematch: the next table is drawn anew, not moved to from the last game's.
            self._fresh = self.state is not None and self.state.over
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
            if not self.isActiveWindow():
                QApplication.alert(self)  # the taskbar flashes: it is this player's turn
        elif isinstance(msg, P.ChatLine):
            self.chat_shown.appendPlainText(f"{msg.name}: {msg.text}")
            self.chat_shown.show()
        elif isinstance(msg, P.Refusal) and not msg.closing:
            self.prompt.setText(R.sentence(msg.code, msg.fields, i18n.rules))
            self.prompt.show()

    def _show_title(self) -> None:
        """The game, and which of the invite's addresses answered."""
        address = self.session.address
        self.setWindowTitle(self.game_title if address is None else self.tr("{title} — connected to {address}").format(
            title=self.game_title, address=P.address_text(*address)))

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
        if problem.unreachable and self.state is not None:
            return self.tr("The host can't be reached any more. When it hosts this game again, join by the same "
                           "invite (File → Join a network game…) to take your seat back.")
        return R.sentence(problem.code, problem.fields, i18n.rules)

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
        if self.state.lobby:
            self._refresh_lobby()
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
        self.scene.set_state(self.table, me, self.names, acting, animate=not self._fresh,
                             plays=plays_left(self.table, me))
        self._fresh = False
        self.seats_line.setText(self._seats_text())
        self.turn.setText(turn_text(self.table.v, self.names))
        self.turn.show()  # hidden under a FZZZT! table, if one came first
        self.prompt.show()
        self.log.show_game(self.seat_log, self.table.me, self.names, self.seat_log.log, self.table.v)
        self.prompt.setText(self.ended or self._prompt_text(acting))
        self._fill_buttons(acting)

    def _refresh_lobby(self) -> None:
        """Before the host starts: who sits where and the free seats to move to; no table yet (no
        one's turn, no empty seat shown playing)."""
        self.seats_line.setText(self._seats_text())
        self.turn.hide()
        self.prompt.setText(self.ended or self.tr("Waiting for the host to start the game. You may take another "
                                                  "free seat."))
        self.prompt.show()
        self._fill_buttons(False)

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
        self.game_title = self.tr("FZZZT! — network game")
        self._show_title()
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
        lobby = self.state.lobby  # no one's turn yet; a seat kept at the host's computer is not "disconnected"
        turn = None if lobby else self._turn_seat()
        parts = []
        for s in self.state.seats:
            text = html.escape(s.name) if s.name else self.tr("(empty seat)")
            if s.bot is not None:
                text = self.tr("{name} (a bot plays for them)").format(name=text)
            elif s.name and not s.connected and not lobby:
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
        seat = self.state.seats[v.pending.player]
        if not seat.connected and seat.bot is None:
            return self.tr("Waiting for {name} (disconnected)").format(name=self.names[seat.seat])
        return self.tr("Waiting for {name}").format(name=self.names[seat.seat])

    def _fill_buttons(self, acting: bool) -> None:
        while self.buttons.count():
            old = self.buttons.takeAt(0).widget()
            old.hide()  # out of the layout, it would show at the window's corner until deleted
            old.deleteLater()
        if self.state is not None and self.state.lobby and not self.ended:
            for b in lobby.seat_buttons(self.state, self.session.sit):
                self.buttons.addWidget(b)
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

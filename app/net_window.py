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
from app.smashup.joined import JoinedSmashUpTable
from app.smashup.table_scene import TableScene
from rules.actions import Action
from rules.net import protocol as P
from rules.net import refusals as R
from rules.net.client import JoinError
from rules.net.remote import RemoteTable, Session

if TYPE_CHECKING:
    from app.fzzzt.joined import JoinedFzzztTable

CHAT_LINES = 3  # shown at once; the rest scrolls
CHAT_KEPT = 1000
POLL_MS = 30  # how often the window takes what the session received


@define(frozen=True)
class Ended:
    problem: JoinError | None  # None: the game is over


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
        self.chat_shown = QPlainTextEdit()  # the whole chat, scrolled to its last lines; plain text, never markup
        self.chat_shown.setReadOnly(True)
        self.chat_shown.setMaximumBlockCount(CHAT_KEPT)
        self.chat_shown.setFixedHeight(self.chat_shown.fontMetrics().lineSpacing() * CHAT_LINES + 12)
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
        self.lobby_page = QWidget()  # before the host starts: no table yet (no one's turn, no empty seat playing)
        self.stack.addWidget(self.lobby_page)
        self.refused_page, self.refused_reason = self._refused_page()
        self.stack.addWidget(self.refused_page)
        box.addWidget(self.stack, 1)
        box.addWidget(self.prompt)
        self.seat_buttons = QHBoxLayout()  # the lobby's free seats
        box.addLayout(self.seat_buttons)
        box.addWidget(self.chat_shown)
        self.chat_shown.hide()  # until someone says something
        box.addWidget(self.chat)
        self.setCentralWidget(holder)
        self.game_title = self.tr("Smash Up — network game")
        self.setWindowTitle(self.game_title)
        self.state: P.State | None = None
        self.decide: P.Decide | None = None  # FZZZT!'s (a Smash Up table reads its view's decision)
        self.problem: str | None = None
        self.ended = ""  # why the window is off the table, once it is
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.poll = QTimer(self)
        self.poll.timeout.connect(self._drain)
        self.session = Session(invite, name, self.inbox.put, lambda problem: self.inbox.put(Ended(problem)), token)
        self.prompt.setText(self.tr("Joining…"))

    def _refused_page(self) -> tuple[QWidget, QLabel]:
        """Where a join that never reached a seat says why, in the middle of the window."""
        page = QWidget()
        title = QLabel(self.tr("You can't join this table"))
        title.setStyleSheet("font-size: 24px; font-weight: bold")
        reason = QLabel()
        reason.setTextFormat(Qt.TextFormat.PlainText)
        reason.setWordWrap(True)
        reason.setFixedWidth(640)
        reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        reason.setStyleSheet("font-size: 16px")
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        layout = QVBoxLayout(page)
        layout.addStretch()
        layout.setSpacing(18)
        for widget in (title, reason, close):
            layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch()
        return page, reason

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
            self._show_title()
            self.smashup.restart_log()
            if self.fzzzt is not None:
                self.fzzzt.restart_log()
        elif isinstance(msg, P.State):
            self.state, self.decide = msg, None
            if msg.lobby:
                pass  # no table until the host starts
            elif msg.smashup is not None:
                self.smashup.take(msg, self.names)
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
            self._say_status(R.sentence(msg.code, msg.fields, i18n.rules))

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
            self.smashup.end()
            self.refresh()
        self._say_status(self.ended or self.tr("The game is over."))
        if problem is not None and self.state is None:  # never at the table: nothing to show but why
            self.refused_reason.setText(self.ended)
            # a wrapped label aligned in its layout is given one line's height unless told its own
            self.refused_reason.setMinimumHeight(self.refused_reason.heightForWidth(self.refused_reason.width()))
            self.stack.setCurrentWidget(self.refused_page)
            self.prompt.hide()  # said once, in the middle
            self.chat.hide()

    def _say_status(self, text: str) -> None:
        self.prompt.setText(text)
        self.prompt.setVisible(bool(text))

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

    def refresh(self) -> None:
        if self.state is None:
            return
        self.seats_line.setText(self._seats_text())
        self._fill_seat_buttons()
        if self.state.lobby:
            self.stack.setCurrentWidget(self.lobby_page)
            self._say_status(self.ended or self.tr("Waiting for the host to start the game. You may take another "
                                                   "free seat."))
            return
        if self.state.fzzzt is not None:
            self._refresh_fzzzt()
            return
        self.stack.setCurrentIndex(0)
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
        self.game_title = self.tr("FZZZT! — network game")
        self._show_title()
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

    def _fill_seat_buttons(self) -> None:
        while self.seat_buttons.count():
            old = self.seat_buttons.takeAt(0).widget()
            old.hide()  # out of the layout, it would show at the window's corner until deleted
            old.deleteLater()
        if self.state.lobby and not self.ended:
            for b in lobby.seat_buttons(self.state, self.session.sit):
                self.seat_buttons.addWidget(b)

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

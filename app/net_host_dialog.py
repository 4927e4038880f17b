"""Host a network game from the app: the game and factions (the New game dialog's choices), the
seats (me, players at this computer, the host's bots, players joining by invite), then a lobby: the
invite to copy and whether friends elsewhere can reach it, the seats filling as friends join, and
Start, which gives the empty seats to bots. The host may remove a player who joined by the invite. The host runs in a thread of its own
(rules/net/background.py); the host's own seat, and each seat of a player at this computer, is a
joined table like the others, over this machine's loopback, opened when the game starts."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import attrs
from PySide6.QtCore import QSize, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app import i18n, storage
from app.host_seats import SeatRows
from app.messages import plain
from app.net_window import JoinedWindow
from app.new_game_dialog import GameConfig, NewGameDialog, game_of, no_titan_text, titans_left_out
from app.screen_fit import available_area, fitted
from app.seats import BOT_LEVELS, Seat
from rules.games import game_kind
from rules.net import protocol as P
from rules.net.timer import CHOICES_MINUTES
from rules.rng import secret_seed

# A player joining by invite, a player at this computer (a window of their own), or a bot level.
SEAT_KINDS = ("network", "here", "random", "greedy", "ismcts")
LEVEL_OF_BOT = {bot: level for level, bot in BOT_LEVELS.items()}
DEFAULT_PORT = 45678
REFRESH_MS = 500


class HostDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a network game"))
        self.players = QSpinBox()
        self.players.setRange(2, 4)
        self.players.setValue(3)
        self.players.valueChanged.connect(self._show_rows)
        self.name = QLineEdit()
        self.name.setMaxLength(P.NAME_LEN)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.kinds = [self._kind_box() for _ in range(3)]
        self.config: GameConfig | None = None  # None: Smash Up, two random core factions each
        self.choose = QPushButton(self.tr("Game and factions…"))
        self.choose.clicked.connect(self.choose_game)
        self.game_line = QLabel()
        self.game_line.setWordWrap(True)
        self.new_game: NewGameDialog | None = None
        form = QFormLayout()
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Seat 1 (you): your name"), self.name)
        self.kind_labels = [QLabel(self.tr("Seat {n}").format(n=i + 2)) for i in range(3)]
        for label, box in zip(self.kind_labels, self.kinds, strict=True):
            form.addRow(label, box)
        form.addRow(self.tr("Port"), self.port)
        self.turn_timer = QComboBox()  # minutes a player has for each decision, then the host's bot makes it
        for minutes in CHOICES_MINUTES:
            self.turn_timer.addItem(self.tr("%n minute(s) a decision", "", minutes) if minutes
                                    else self.tr("No turn timer"), minutes)
        self.turn_timer.currentIndexChanged.connect(self._set_turn_timer)
        form.addRow(self.tr("Turn timer"), self.turn_timer)
        self.host_button = QPushButton(self.tr("Host"))
        self.host_button.clicked.connect(self.start_hosting)
        self.again_button = QPushButton(self.tr("Host the last network game again"))
        self.again_button.clicked.connect(self.host_again)
        self.again_button.setVisible(self.autosave().exists())
        self.invite = QLineEdit()
        self.invite.setReadOnly(True)
        self.copy = QPushButton(self.tr("Copy"))
        self.copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.invite.text()))
        self.copy.setEnabled(False)
        invite_row = QHBoxLayout()
        invite_row.addWidget(self.invite, 1)
        invite_row.addWidget(self.copy)
        self.reach_line = QLabel()
        self.reach_line.setWordWrap(True)
        self.joined = SeatRows()
        self.joined.remove_requested.connect(self.ask_to_remove)
        self.removing: QMessageBox | None = None  # the question "Remove Bob from the table?" while it is asked
        self.empty_level = QComboBox()
        for level, label in zip(("random", "greedy", "ismcts"), self._kind_labels()[2:], strict=True):
            self.empty_level.addItem(label, level)
        self.empty_level.setCurrentIndex(1)
        self.start_button = QPushButton(self.tr("Start the game"))
        self.start_button.clicked.connect(self.start_game)
        self.start_button.setEnabled(False)
        start_row = QHBoxLayout()
        start_row.addWidget(QLabel(self.tr("Empty seats go to:")))
        start_row.addWidget(self.empty_level)
        start_row.addStretch(1)
        start_row.addWidget(self.start_button)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.bots_for_dropped = QPushButton(self.tr("Let a bot play for the disconnected players"))
        self.bots_for_dropped.clicked.connect(self._bots_for_dropped)
        self.bots_for_dropped.setEnabled(False)
        box = QVBoxLayout(self)
        game_row = QHBoxLayout()
        game_row.addWidget(self.game_line, 1)
        game_row.addWidget(self.choose)
        box.addLayout(game_row)
        box.addLayout(form)
        box.addWidget(self.host_button)
        box.addWidget(self.again_button)
        box.addWidget(QLabel(self.tr("Invite (give it to the players joining, as you would a password):")))
        box.addLayout(invite_row)
        box.addWidget(self.reach_line)
        box.addWidget(self.joined)
        box.addLayout(start_row)
        box.addWidget(self.bots_for_dropped)
        self.rematch_button = QPushButton(self.tr("Rematch at this table"))
        self.rematch_button.clicked.connect(self.rematch)
        self.rematch_button.hide()  # until the game ends
        box.addWidget(self.rematch_button)
        box.addWidget(self.problem)
        self.bind = ""  # every address, IPv4 and IPv6: the LAN's players and a forwarded port reach it
        # mDNS: (interfaces, addresses) the table is announced at; None: every interface, at the
        # addresses others can reach (rules/net/mdns.py). A test names loopback.
        self.announcing: tuple[Any, list[str]] | None = None
        self.gateway: tuple[str, int] | None = None  # where to ask for UPnP (None: any router, by multicast)
        self.here_seats: dict[int, tuple[str, str]] = {}  # seats kept for people at this computer: name, token
        self.background: Any = None
        self.table_window: JoinedWindow | None = None
        self.here_windows: list[JoinedWindow] = []  # the seats of players at this computer
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._show_seats)
        self._show_rows()
        self._show_game()

    def _kind_labels(self) -> tuple[str, ...]:
        return (self.tr("Network player"), self.tr("Player at this computer"), self.tr("Bot: Easy"),
                self.tr("Bot: Normal"), self.tr("Bot: Hard"))

    def _kind_box(self) -> QComboBox:
        box = QComboBox()
        for kind, label in zip(SEAT_KINDS, self._kind_labels(), strict=True):
            box.addItem(label, kind)
        return box

    def _show_rows(self) -> None:
        for i, (label, box) in enumerate(zip(self.kind_labels, self.kinds, strict=True)):
            label.setVisible(i + 1 < self.players.value())
            box.setVisible(i + 1 < self.players.value())
        if self.config is not None and len(self.config.seats) != self.players.value():
            self.config = None  # chosen for another number of players
            self._show_game()

    # --- the game: the New game dialog's choices ------------------------------------------------------
    def choose_game(self) -> None:
        """The New game dialog (game, boxes, titans, draft or random) over these seats: a seat of a
        person there is a network player here (or one at this computer, if chosen so), a bot a bot."""
        seats = [Seat(self._my_name())]
        for i, box in enumerate(self.kinds[: self.players.value() - 1]):
            kind = box.currentData()
            name = self.tr("Player {n}").format(n=i + 2)
            seats.append(Seat(name, "human") if kind in ("network", "here") else Seat(name, "bot", LEVEL_OF_BOT[kind]))
        self.new_game = NewGameDialog(seats, self)
        self.new_game.finished.connect(self._game_chosen)
        self.new_game.open()

    def _game_chosen(self, code: int) -> None:
        cfg = self.new_game.config if code else None
        if cfg is None:
            return
        self.config = None  # the seats' rows follow the dialog's without dropping it
        self.players.setValue(len(cfg.seats))
        for box, seat in zip(self.kinds, cfg.seats[1:], strict=False):
            if seat.is_bot:
                box.setCurrentIndex(box.findData(BOT_LEVELS[seat.level]))
            elif box.currentData() not in ("network", "here"):
                box.setCurrentIndex(box.findData("network"))
        self.name.setText(cfg.seats[0].name)
        self.config = cfg
        self._show_game()

    def _show_game(self) -> None:
        cfg = self.config
        if cfg is None:
            text = self.tr("Smash Up, two factions of the core box each, dealt at random")
        elif not game_kind(cfg.game).factions:
            text = i18n.rules(game_kind(cfg.game).title)
        else:
            text = self.tr("Smash Up: {factions}").format(factions=" · ".join(
                " + ".join(i18n.faction_name(f) for f in fs) for fs in cfg.factions))
            if titans_left_out(cfg):
                text += "\n" + no_titan_text()
        self.game_line.setText(text)

    # --- hosting ------------------------------------------------------------------------------------
    @staticmethod
    def autosave() -> Path:
        return storage.data_dir() / "network-table.json"

    def start_hosting(self) -> None:
        """The table opens and waits for its players: the bots and the people at this computer have
        their seats; friends joining by the invite fill the others; Start begins the game."""
        from rules.net.table import Table
        from rules.selection import setup_game

        # The deal's seed is always secret here, whatever seed the options dialog holds.
        if self.config is not None:
            game = game_of(attrs.evolve(self.config, seed=secret_seed()))
        else:
            game = setup_game(random.Random(secret_seed()), secret_seed(), self.players.value())
        if self._host(Table(game, started=False)):
            self._seat_bots()
            name = self._my_name()
            self.here_seats = {0: (name, self.background.seat_person(0, name)), **self._keep_seats_here()}
            self.background.announce()
            self.start_button.setEnabled(True)

    def host_again(self) -> None:
        """The autosaved table, hosted again with its code, seats and tokens: on the same port
        (and address), the players' invite still works; the host takes seat 1 back. A table that
        was still waiting for its players waits again."""
        from rules.net.table import BadTable, load_table

        try:
            table = load_table(self.autosave())
        except BadTable as e:
            self.problem.setText(self.tr("The last network game can't be hosted again: {reason}").format(
                reason=i18n.save_error(e)))
            return
        if self._host(table):
            self.here_seats = {i: (s.name, s.token) for i, s in enumerate(table.seats)
                               if s is not None and (s.here or i == 0)}
            self.background.announce()
            if table.started:
                self._open_tables()
            else:
                self.start_button.setEnabled(True)

    def start_game(self) -> None:
        """The game begins: the host's bots take the empty seats, and the tables at this computer open."""
        level = self.empty_level.currentData()
        names = {i: self.tr("Bot {n} ({level})").format(n=i + 1, level=self._level_name(level))
                 for i in range(self.players.value())}
        self.background.start_game(level, names.__getitem__)
        self.start_button.setEnabled(False)
        self.empty_level.setEnabled(False)
        self._open_tables()

    def _open_tables(self) -> None:
        own = self.here_seats.get(0)
        if own is not None:
            self._open_own_table(*own)
        self.here_windows = [self._open_table(name, token) for seat, (name, token) in sorted(self.here_seats.items())
                             if seat != 0]

    def _host(self, table: Any) -> bool:
        from rules.net import mdns
        from rules.net.background import BackgroundHost

        folder = storage.data_dir()
        self.background = BackgroundHost(table, folder / "host-certificate.pem", self.autosave())
        announcing = self.announcing or (None, mdns.reachable_addresses(self.bind))
        try:
            self.background.start(self.bind, self.port.value(), announcing if announcing[1] else None, self.gateway)
        except OSError as e:
            self.problem.setText(self.tr("Can't host on port {port}: {reason}").format(
                port=self.port.value(), reason=e.strerror or str(e)))
            self.background.stop()
            self.background = None
            return False
        self._set_turn_timer()
        self.invite.setText(self.tr("Asking the router to open the port…"))
        self.bots_for_dropped.setEnabled(True)
        for w in (self.choose, self.players, self.name, self.port, self.host_button, self.again_button, *self.kinds):
            w.setEnabled(False)
        self.timer.start(REFRESH_MS)
        self._show_seats()
        return True

    def _show_invite(self) -> None:
        """The invite, once the router was asked, and how friends elsewhere can reach it."""
        reach = self.background.reach
        if reach is None or self.copy.isEnabled():
            return
        self.invite.setText(str(self.background.invite))
        self.invite.setCursorPosition(0)  # the address first
        self.copy.setEnabled(True)
        self.reach_line.setText(reach.advice(i18n.rules))

    def _set_turn_timer(self) -> None:
        """The timer chosen, for the host's next decision on (it may change while hosting)."""
        if self.background is not None:
            self.background.set_turn_timer(60.0 * self.turn_timer.currentData() or None)

    def _open_own_table(self, name: str, token: str | None) -> None:
        self.table_window = self._open_table(name, token)

    def _open_table(self, name: str, token: str | None) -> JoinedWindow:
        window = JoinedWindow(self._own_invite(), name, token)
        window.resize(fitted(QSize(1400, 900), available_area(window)))
        window.show()
        window.start()
        return window

    def _keep_seats_here(self) -> dict[int, tuple[str, str]]:
        """The seats of players at this computer, kept for them: seat -> (name, token)."""
        out = {}
        for i, box in enumerate(self.kinds[: self.players.value() - 1]):
            if box.currentData() == "here":
                name = self.config.seats[i + 1].name if self.config is not None else self.tr("Player {n}").format(n=i + 2)
                out[i + 1] = (name, self.background.seat_person(i + 1, name))
        return out

    def _own_invite(self) -> P.Invite:
        """The host's own seats: over loopback, at the port the table listens on."""
        t = self.background
        return P.Invite("127.0.0.1", t.port, t.table.code, t.host.fingerprint)

    def _my_name(self) -> str:
        return self.name.text().strip() or self.tr("Host", "the hosting player's name when none is typed")

    def _level_name(self, level: str) -> str:
        return {"random": self.tr("Easy"), "greedy": self.tr("Normal"), "ismcts": self.tr("Hard")}[level]

    def _seat_bots(self) -> None:
        """The bots chosen for seats take them now (seat 1 is the host's)."""
        for i, box in enumerate(self.kinds[: self.players.value() - 1]):
            kind = box.currentData()
            if kind in LEVEL_OF_BOT:
                self.background.seat_bot(i + 1, kind, self.tr("Bot {n} ({level})").format(
                    n=i + 2, level=self._level_name(kind)))

    def rematch(self) -> None:
        """Another game with the same players: the same table, invite and seats, a new deal (the
        same factions, if chosen)."""
        from rules.selection import setup_game

        if self.config is not None:  # the deal's seed is always secret here
            game = game_of(attrs.evolve(self.config, seed=secret_seed()))
        else:
            game = setup_game(random.Random(secret_seed()), secret_seed(), self.background.table.players)
        self.background.rematch(game)
        self.rematch_button.hide()

    def _show_seats(self) -> None:
        self._show_invite()
        self.rematch_button.setVisible(self.background.table.over)
        started = self.background.table.started
        lines = []
        for s in self.background.seats():
            if not s.name:
                lines.append((self.tr("Seat {n}: waiting for a player").format(n=s.seat + 1), False))
                continue
            if s.bot is not None:
                state = self.tr("a bot plays")
            elif s.connected:
                state = self.tr("connected")
            elif s.seat in self.here_seats and not started:
                state = self.tr("at this computer")
            else:
                state = self.tr("disconnected")
            line = self.tr("Seat {n}: {name} — {state}").format(n=s.seat + 1, name=s.name, state=state)
            lines.append((line, self._removable(s)))
        self.joined.show_seats(lines)

    # --- removing a player ------------------------------------------------------------------------------
    def _removable(self, s: P.Seat) -> bool:
        """A player who joined by the invite, there or gone (not the host, a bot, or a person at this
        computer), while the game goes on."""
        return s.seat != 0 and s.bot is None and s.seat not in self.here_seats and not self.background.table.over

    def ask_to_remove(self, seat: int) -> None:
        """Before the game starts the seat stays open for the invite (someone else may take it);
        once it has started, a bot of the empty seats' level plays it: the others need not wait."""
        s = self.background.seats()[seat]
        if not s.name or not self._removable(s) or self.removing is not None:
            return
        if self.background.table.started:
            then = self.tr("A bot ({level}) plays their seat from now on.").format(
                level=self._level_name(self.empty_level.currentData()))
        else:
            then = self.tr("Their seat stays open for the invite: someone else may take it.")
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Remove a player"), plain(
            self.tr("Remove {name} from the table? {then}").format(name=s.name, then=then)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(lambda code: self._removed(seat, s.name, code == QMessageBox.StandardButton.Yes))
        self.removing = box
        box.open()

    def _removed(self, seat: int, name: str, yes: bool) -> None:
        self.removing = None
        current = self.background.seats()[seat]
        if not yes or current.name != name or not self._removable(current):
            return  # said no, or the seat changed hands while the question was asked
        if self.background.table.started:
            level = self.empty_level.currentData()
            self.background.remove(seat, level, self.tr("Bot {n} ({level})").format(
                n=seat + 1, level=self._level_name(level)))
        else:
            self.background.remove(seat)
        self._show_seats()

    def _bots_for_dropped(self) -> None:
        for s in self.background.seats():
            if s.name and not s.connected and s.bot is None:
                self.background.bot_plays_for(s.seat)

    def done(self, result: int) -> None:
        """Closing the dialog stops hosting (and the host's own table)."""
        self.timer.stop()
        for window in (self.table_window, *self.here_windows):
            if window is not None:
                window.close()
        if self.background is not None:
            self.background.stop()
        super().done(result)

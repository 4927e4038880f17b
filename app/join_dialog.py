"""Join a network game: paste the invite (the last ones are remembered, and the name), or pick a
table announced on the local network (DNS-SD over mDNS, rules/net/mdns.py: announcements carry no
code, so joining one still takes its invite). The invite's addresses are tried in order; an
address and port typed here (or given by a table picked on the network) are tried first."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QSpinBox,
    QWidget,
)

from app import i18n
from rules.games import GAMES
from rules.net import mdns
from rules.net import protocol as P

POLL_MS = 300
REMEMBERED = 5  # invites kept in the settings, the last first


class JoinDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, settings: dict[str, Any] | None = None,
                 interfaces: Any = None) -> None:
        """``settings``: the app's (the invites and name remembered there); ``interfaces``: where to
        listen for tables (None: every interface; a test names loopback)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a network game"))
        self.settings = settings if settings is not None else {}
        self.invites = QComboBox()
        self.invites.setEditable(True)
        self.invites.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        # A remembered invite is long: the dialog keeps its width, the field scrolls.
        self.invites.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.invites.setMinimumContentsLength(48)
        self.invites.addItems(self.settings.get("join_invites", []))
        self.invite = self.invites.lineEdit()
        self.invite.setPlaceholderText("smashup://…")
        self.invite.textChanged.connect(self._invite_changed)
        self.addresses = QLabel()
        self.addresses.setWordWrap(True)
        self.address = QLineEdit()
        self.address.setPlaceholderText(self.tr("the invite's addresses, in order"))
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(self.tr("the invite's"))  # 0: no port typed (never a "1" placeholder)
        self.name = QLineEdit(self.settings.get("join_name", ""))
        self.name.setMaxLength(P.NAME_LEN)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.tr("Invite"), self.invites)
        form.addRow(self.addresses)
        form.addRow(self.tr("Your name"), self.name)
        form.addRow(self.tr("Address (optional)"), self.address)
        form.addRow(self.tr("Port"), self.port)
        form.addRow(self.problem)
        self.tables = QListWidget()
        self.tables.currentRowChanged.connect(self._picked)
        self.tables_note = QLabel()
        self.tables_note.setWordWrap(True)
        form.addRow(self.tr("Tables on your network"), self.tables)
        form.addRow(self.tables_note)
        self.watcher = mdns.Watcher(interfaces)
        self.watcher.start()
        self.seen: list[mdns.Found] = []
        self.lan_timer = QTimer(self)
        self.lan_timer.timeout.connect(self._show_tables)
        self.lan_timer.start(POLL_MS)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.chosen: P.Invite | None = None
        self.picked: mdns.Found | None = None
        self._invite_changed(self.invite.text())
        self.invite.setCursorPosition(0)  # a remembered invite shows its addresses first

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
            self.tables.addItem(self.tr("{name} — {game}, %n free seat(s) of {players} ({address})", "", a.free).format(
                name=a.name, game=game, players=a.players, address=P.address_text(f.address, a.port)))

    def _picked(self, row: int) -> None:
        if 0 <= row < len(self.seen):
            self.picked = self.seen[row]
            self.address.setText(self.picked.address)
            self.port.setValue(self.picked.announcement.port)
            self.tables_note.setText(self.tr("Ask {name} for this table's invite and paste it above: its code and "
                                             "fingerprint are needed.").format(name=self.picked.announcement.name))

    def _invite_changed(self, text: str) -> None:
        """The addresses the invite will be tried at, in order."""
        try:
            invite = P.parse_invite(text)
        except P.ProtocolError:
            self.addresses.clear()
            return
        self.addresses.setText(self.tr("Tried in order: {addresses}").format(
            addresses=", ".join(P.address_text(h, p) for h, p in invite.addresses)))

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
        address = self.address.text().strip()
        if address:  # typed, or a table picked on the network: tried first
            invite = invite.at([(address.strip("[]"), self.port.value() or invite.port), *invite.addresses])
        self.chosen = invite
        if not self.name.text().strip():
            self.problem.setText(self.tr("Type your name."))
            return
        self._remember()
        self.accept()

    def _remember(self) -> None:
        text = self.invite.text().strip()
        kept = [i for i in self.settings.get("join_invites", []) if i != text]
        self.settings["join_invites"] = [text, *kept][:REMEMBERED]
        self.settings["join_name"] = self.name.text().strip()

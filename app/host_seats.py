"""The host dialog's seats: one line a seat, and a Remove button beside each seat a player joined
from elsewhere (app/net_host_dialog.py asks before removing them)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget


class SeatRows(QWidget):
    remove_requested = Signal(int)  # a seat's number, from 0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(0, 1)
        self.lines: list[QLabel] = []
        self.buttons: list[QPushButton] = []

    def show_seats(self, rows: list[tuple[str, bool]]) -> None:
        """Each seat's line, and whether its player may be removed. The widgets are kept from one
        refresh to the next, so a button being clicked stays where it is."""
        while len(self.lines) < len(rows):
            seat = len(self.lines)
            line = QLabel()
            line.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is shown as typed
            button = QPushButton()
            button.clicked.connect(lambda _=False, seat=seat: self.remove_requested.emit(seat))
            self.grid.addWidget(line, seat, 0)
            self.grid.addWidget(button, seat, 1)
            self.lines.append(line)
            self.buttons.append(button)
        for seat, (line, button) in enumerate(zip(self.lines, self.buttons, strict=True)):
            shown = seat < len(rows)
            line.setVisible(shown)
            button.setVisible(shown and rows[seat][1])
            if shown:
                line.setText(rows[seat][0])
                button.setText(self.tr("Remove"))

    def text(self) -> str:
        """Every seat's line, one a line."""
        return "\n".join(line.text() for line in self.lines if not line.isHidden())

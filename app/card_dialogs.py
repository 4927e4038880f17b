"""Small dialogs showing cards that are not on the table: a choice among them, or a discard pile."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.card_face import paint_card
from app.card_item import CHOICE
from app.keywords import tooltip_html
from rules.actions import Action
from rules.catalogue import catalogue

TILE = QSize(170, 238)
COLUMNS = 5


class CardTile(QWidget):
    """One card face; clickable when it carries an action."""

    clicked = Signal(object)

    def __init__(self, card_id: str, action: Action | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_id, self.action = card_id, action
        self.setFixedSize(TILE)
        self.setToolTip(tooltip_html(catalogue().cards[card_id]))
        if action is not None:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        highlight = QColor(CHOICE) if self.action is not None and self.underMouse() else None
        paint_card(p, QRectF(0, 0, TILE.width(), TILE.height()), self.card_id, None, highlight)
        p.end()

    def enterEvent(self, event) -> None:
        self.update()

    def leaveEvent(self, event) -> None:
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.action is not None and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.action)


class CardsDialog(QDialog):
    """Cards in a grid. With actions, clicking one accepts the dialog with that action."""

    def __init__(self, title: str, prompt: str, cards: list[tuple[str, Action | None]], can_close: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.chosen: Action | None = None
        layout = QVBoxLayout(self)
        label = QLabel(prompt)
        label.setTextFormat(Qt.TextFormat.PlainText)  # it may quote a seat name
        label.setWordWrap(True)
        layout.addWidget(label)
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        for k, (card_id, action) in enumerate(cards):
            tile = CardTile(card_id, action)
            tile.clicked.connect(self._choose)
            grid.addWidget(tile, k // COLUMNS, k % COLUMNS)
        scroll = QScrollArea()
        scroll.setWidget(grid_host)
        scroll.setWidgetResizable(True)
        scroll.setMinimumSize(min(len(cards), COLUMNS) * (TILE.width() + 12) + 30, TILE.height() + 40)
        layout.addWidget(scroll)
        self.can_close = can_close
        if can_close:
            buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
            buttons.rejected.connect(self.reject)
            layout.addWidget(buttons)

    def reject(self) -> None:
        # A choice the rules make mandatory can't be dismissed; an optional one passes by closing.
        if self.can_close:
            super().reject()

    def _choose(self, action: Action) -> None:
        self.chosen = action
        self.accept()

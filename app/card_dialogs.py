"""Cards that are not on the table, in a dialog: a choice among them (a deck's cards, a discard
pile...) or a pile to look at. Identical cards are one tile with a count; a choice repeated by one
effect ("any number of...") keeps the same dialog, refilled in place."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.card_face import INK, font, paint_card
from app.card_item import CHOICE
from app.keywords import tooltip_html
from rules.actions import Action, Pick
from rules.catalogue import catalogue

TILE = QSize(170, 238)
COLUMNS = 5


def names_card(a: Action) -> bool:
    """An option naming a card ("Name a card": Banned List), chosen among card faces in the dialog."""
    return isinstance(a, Pick) and a.kind == "option" and isinstance(a.value, str) and a.value in catalogue().cards


def grouped(cards: list[tuple[str, Action | None]]) -> list[tuple[str, Action | None, int]]:
    """One entry per card name, in first-seen order: its first copy's action and how many copies.
    Copies of one card are the same choice, so any copy's action stands for all."""
    out: dict[str, tuple[str, Action | None, int]] = {}
    for card_id, action in cards:
        first = out.get(card_id)
        out[card_id] = (card_id, action, 1) if first is None else (card_id, first[1] or action, first[2] + 1)
    return list(out.values())


class CardTile(QWidget):
    """One card face, with a count when several copies share it; clickable when it carries an action."""

    clicked = Signal(object)

    def __init__(self, card_id: str, action: Action | None, count: int = 1, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_id, self.action, self.count = card_id, action, count
        self.setFixedSize(TILE)
        self.setToolTip(tooltip_html(catalogue().cards[card_id]))
        if action is not None:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        highlight = QColor(CHOICE) if self.action is not None and self.underMouse() else None
        paint_card(p, QRectF(0, 0, TILE.width(), TILE.height()), self.card_id, None, highlight)
        if self.count > 1:
            badge = QRectF(TILE.width() - 58, TILE.height() - 40, 52, 34)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(INK, 2))
            p.setBrush(QColor("#ffd54f"))
            p.drawRoundedRect(badge, 10, 10)
            p.setFont(font(20, bold=True))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"×{self.count}")
        p.end()

    def enterEvent(self, event) -> None:
        self.update()

    def leaveEvent(self, event) -> None:
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.action is not None and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.action)


class CardsDialog(QDialog):
    """Cards in a grid. Clicking one with an action emits ``picked``; ``decline`` is the label of the
    one way to say no (None: the rules require a choice, the dialog can't be dismissed)."""

    picked = Signal(object)
    declined = Signal()

    def __init__(self, title: str, prompt: str, cards: list[tuple[str, Action | None]], decline: str | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.chosen: Action | None = None
        layout = QVBoxLayout(self)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # it may quote a seat name
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        layout.addWidget(self.scroll)
        self.buttons = QDialogButtonBox()
        self.no = QPushButton()
        self.buttons.addButton(self.no, QDialogButtonBox.ButtonRole.RejectRole)
        self.no.clicked.connect(self.reject)
        layout.addWidget(self.buttons)
        self.tiles: list[CardTile] = []
        self.decline = decline
        self.fill(prompt, cards, decline)

    def fill(self, prompt: str, cards: list[tuple[str, Action | None]], decline: str | None) -> None:
        """Show these cards in place (the dialog keeps its position on screen)."""
        self.label.setText(prompt)
        self.decline = decline
        self.no.setText(decline or "")
        self.no.setVisible(decline is not None)
        host = QWidget()
        grid = QGridLayout(host)
        self.tiles = []
        for k, (card_id, action, count) in enumerate(grouped(cards)):
            tile = CardTile(card_id, action, count)
            tile.clicked.connect(self._choose)
            grid.addWidget(tile, k // COLUMNS, k % COLUMNS)
            self.tiles.append(tile)
        self.scroll.setWidget(host)
        shown = min(len(self.tiles), COLUMNS)
        self.scroll.setMinimumSize(shown * (TILE.width() + 12) + 30, TILE.height() + 40)

    def reject(self) -> None:
        # A choice the rules make mandatory can't be dismissed; an optional one is declined by closing.
        if self.decline is not None:
            self.declined.emit()
            super().reject()

    def _choose(self, action: Action) -> None:
        self.chosen = action
        self.picked.emit(action)

"""Cards that are not on the table, in a dialog: a choice among them (a deck's cards, a discard
pile...) or a pile to look at. Identical cards are one tile with a count; a choice repeated by one
effect ("any number of...") keeps the same dialog, refilled in place."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QMouseEvent, QPainter, QPaintEvent, QPen
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

from app.keywords import tooltip_html
from app.shortcuts import DONE_KEY, with_key
from app.smashup.card_face import INK, font, paint_card
from app.smashup.card_item import CHOICE
from rules.actions import Action, Pick, PickKind
from rules.catalogue import catalogue

TILE = QSize(170, 238)
COLUMNS = 5


def names_card(a: Action) -> bool:
    """An option naming a card ("Name a card": Banned List), chosen among card faces in the dialog."""
    return isinstance(a, Pick) and a.kind == PickKind.OPTION and isinstance(a.value, str) and a.value in catalogue().cards


def grouped(cards: list[tuple[str, Action | None]]) -> list[tuple[str, Action | None, int]]:
    """One entry per card name, in first-seen order: its first copy's action and how many copies.
    Copies of one card are the same choice, so any copy's action stands for all."""
    out: dict[str, tuple[str, Action | None, int]] = {}
    for card_id, action in cards:
        first = out.get(card_id)
        out[card_id] = (card_id, action, 1) if first is None else (card_id, first[1] or action, first[2] + 1)
    return list(out.values())


class CardTile(QWidget):
    """One card face, with a count when several copies share it; clickable (and reachable with Tab,
    taken with Space or Enter) when it carries an action. In a run of picks a tile keeps its place:
    ``picked`` copies of it were chosen (a tick), ``dim`` when it is no longer offered, ``lit`` when
    the question is about it."""

    clicked = Signal(object)

    def __init__(self, card_id: str, action: Action | None, count: int = 1, parent: QWidget | None = None,
                 picked: int = 0, dim: bool = False, lit: bool = False) -> None:
        super().__init__(parent)
        self.card_id, self.action, self.count = card_id, action, count
        self.picked, self.dim, self.lit = picked, dim, lit
        self.setFixedSize(TILE)
        self.setToolTip(tooltip_html(catalogue().cards[card_id]))
        if action is not None:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        pointed = self.action is not None and (self.underMouse() or self.hasFocus())
        highlight = QColor(CHOICE) if pointed or self.lit else None
        paint_card(p, QRectF(0, 0, TILE.width(), TILE.height()), self.card_id, None, highlight)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.dim:
            p.fillRect(QRectF(0, 0, TILE.width(), TILE.height()), QColor(0, 0, 0, 140))
        if self.count > 1:
            self._badge(p, QRectF(TILE.width() - 58, TILE.height() - 40, 52, 34), QColor("#ffd54f"), f"×{self.count}")
        if self.picked:
            tick = "✔" if self.picked == 1 else f"✔{self.picked}"
            self._badge(p, QRectF(6, 6, 44 + 14 * (self.picked > 1), 40), QColor("#66bb6a"), tick)
        p.end()

    @staticmethod
    def _badge(p: QPainter, r: QRectF, colour: QColor, text: str) -> None:
        p.setPen(QPen(INK, 2))
        p.setBrush(colour)
        p.drawRoundedRect(r, 10, 10)
        p.setFont(font(20, bold=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)

    def enterEvent(self, event) -> None:
        self.update()

    def leaveEvent(self, event) -> None:
        self.update()

    def focusInEvent(self, event) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        self.update()
        super().focusOutEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.action is not None and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) \
                and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.clicked.emit(self.action)
            return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.action is not None and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.action)


class CardsDialog(QDialog):
    """Cards in a grid. Clicking one with an action emits ``picked``; ``decline`` is the label of the
    one way to say no (None: the rules require a choice, the dialog can't be dismissed); ``answers``
    are the other answers of a question about these cards (top or under the deck?), as buttons.

    Refilled by the same effect (``keep``), every tile stays where it was: the cards picked so far
    are ticked, those no longer offered dimmed, and the dialog never shrinks, so the next click never
    lands in a gap."""

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
        self.no.setShortcut(DONE_KEY)
        self.buttons.addButton(self.no, QDialogButtonBox.ButtonRole.RejectRole)
        self.no.clicked.connect(self.reject)
        layout.addWidget(self.buttons)
        self.tiles: list[CardTile] = []
        self.order: list[str] = []  # the tiles' cards, in the places they keep while the effect asks
        self.ticks: dict[str, int] = {}  # how many copies of each card were picked in this dialog
        self.answer_buttons: list[QPushButton] = []
        self.decline = decline
        self.fill(prompt, cards, decline)

    def fill(self, prompt: str, cards: list[tuple[str, Action | None]], decline: str | None,
             answers: Sequence[tuple[str, Action, QKeySequence]] = (), about: str | None = None,
             keep: bool = False) -> None:
        """Show these cards in place (the dialog keeps its position on screen); ``about``: the card
        the question is about, lit among the others."""
        self.label.setText(prompt)
        self.decline = decline
        self.no.setText(with_key(decline, DONE_KEY) if decline else "")
        self.no.setVisible(decline is not None)
        self._fill_answers(answers)
        if not keep:
            self.order, self.ticks = [], {}
        offered = {card_id: (action, count) for card_id, action, count in grouped(cards)}
        self.order += [card_id for card_id in offered if card_id not in self.order]
        host = QWidget()
        grid = QGridLayout(host)
        self.tiles = []
        for k, card_id in enumerate(self.order):
            action, count = offered.get(card_id, (None, 0))
            lit = card_id == about
            tile = CardTile(card_id, action, count, picked=self.ticks.get(card_id, 0),
                            dim=(card_id not in offered or about is not None) and not lit, lit=lit)
            tile.clicked.connect(self._choose)
            grid.addWidget(tile, k // COLUMNS, k % COLUMNS)
            self.tiles.append(tile)
        self.scroll.setWidget(host)
        shown = min(len(self.tiles), COLUMNS)
        self.scroll.setMinimumSize(shown * (TILE.width() + 12) + 30, TILE.height() + 40)
        first = next((t for t in self.tiles if t.action is not None), None)
        if first is not None:
            first.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fill_answers(self, answers: Sequence[tuple[str, Action, QKeySequence]]) -> None:
        for b in self.answer_buttons:
            self.buttons.removeButton(b)
            b.deleteLater()
        self.answer_buttons = []
        for label, action, key in answers:
            b = QPushButton(with_key(label, key))
            b.setShortcut(key)
            b.clicked.connect(lambda _=False, a=action: self.picked.emit(a))
            self.buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
            self.answer_buttons.append(b)

    def reject(self) -> None:
        # A choice the rules make mandatory can't be dismissed; an optional one is declined by closing.
        if self.decline is not None:
            self.declined.emit()
            super().reject()

    def _choose(self, action: Action) -> None:
        self.chosen = action
        tile = next((t for t in self.tiles if t.action == action), None)
        if tile is not None:
            self.ticks[tile.card_id] = self.ticks.get(tile.card_id, 0) + 1
        self.picked.emit(action)

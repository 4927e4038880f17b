"""The large view of a hovered card, with its keywords explained, and the scoring banner."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from app import text_size
from app.keywords import explanations
from app.smashup.card_face import BASE_H, BASE_W, CARD_H, CARD_W, WRAP, font, paint_base, paint_card
from app.smashup.card_item import TableItem
from rules.catalogue import catalogue

BIG = 1.7  # the preview's size relative to the reference card
NOTES_H, NOTES_W = 170.0, 560.0  # the keywords' box: at least this high (more for a long text), this wide
NOTES_PX, NOTES_PAD = 17, 8


def _notes_text(card) -> str:
    return "\n".join(f"{n} — {t}" for n, t in explanations(card))


def _notes_height(text: str, width: float) -> float:
    """The keywords' box holds its whole text (a titan's explanations run long): never cut."""
    r = QFontMetricsF(font(text_size.scaled(NOTES_PX))).boundingRect(QRectF(0, 0, width - 24, 10_000), WRAP, text)
    return max(NOTES_H, r.height() + 2 * NOTES_PAD + 4)


def _face_size(base: bool) -> tuple[float, float]:
    """The zoomed card, larger with a larger text size (its text is what the zoom is for)."""
    big = BIG * text_size.factor()
    return (BASE_W * big * 0.9, BASE_H * big * 0.9) if base else (CARD_W * big, CARD_H * big)


class PreviewItem(TableItem):
    def __init__(self) -> None:
        super().__init__(BASE_W * BIG, CARD_H * BIG + 190)
        self.card_id: str | None = None
        self.power: int | None = None
        self.base_numbers: tuple[int, int] = (0, 0)
        self.notes_h = 0.0
        self.setZValue(10_000)
        self.setAcceptHoverEvents(False)
        self.hide()

    def show_card(self, card_id: str, power: int | None = None, base_numbers: tuple[int, int] = (0, 0)) -> None:
        self.card_id, self.power, self.base_numbers = card_id, power, base_numbers
        card = catalogue().cards[card_id]
        face = _face_size(card.type == "base")
        notes = _notes_text(card)
        width = max(face[0], NOTES_W) if notes else face[0]
        self.notes_h = _notes_height(notes, width) if notes else 0.0
        self.resize(width, face[1] + (self.notes_h + 10 if notes else 0))
        self.update()
        self.show()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.card_id is None:
            return
        card = catalogue().cards[self.card_id]
        face = QRectF(0, 0, *_face_size(card.type == "base"))
        if card.type == "base":
            bp, total = self.base_numbers
            paint_base(p, face, self.card_id, bp or card.breakpoint or 0, total, [])
        else:
            paint_card(p, face, self.card_id, self.power)
        text = _notes_text(card)
        if not text:
            return
        box = QRectF(0, face.bottom() + 10, self.boundingRect().width(), self.notes_h)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#ffffff"), 1.5))
        p.setBrush(QColor(20, 20, 30, 225))
        p.drawRoundedRect(box, 10, 10)
        p.setPen(QColor("white"))
        p.setFont(font(text_size.scaled(NOTES_PX)))
        p.drawText(box.adjusted(12, NOTES_PAD, -12, -NOTES_PAD), WRAP, text)


class BannerItem(TableItem):
    """A centred panel: a title and a few lines (scoring results, turn changes)."""

    def __init__(self) -> None:
        super().__init__(900, 300)
        self.title, self.lines, self.colour = "", [], QColor("#ffd54f")
        self.setZValue(9_000)
        self.setAcceptHoverEvents(False)
        self.hide()

    def show_text(self, title: str, lines: list[str], colour: QColor) -> None:
        self.title, self.lines, self.colour = title, lines, colour
        self.resize(900, 110 + 46 * len(lines))
        self.update()
        self.show()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(self.colour, 6))
        p.setBrush(QColor(15, 15, 25, 235))
        p.drawRoundedRect(r.adjusted(3, 3, -3, -3), 24, 24)
        p.setPen(self.colour)
        p.setFont(font(44, bold=True))
        p.drawText(QRectF(0, 16, r.width(), 64), Qt.AlignmentFlag.AlignCenter, self.title)
        p.setPen(QColor("white"))
        p.setFont(font(30))
        for k, text in enumerate(self.lines):
            p.drawText(QRectF(0, 92 + 46 * k, r.width(), 44), Qt.AlignmentFlag.AlignCenter, text)

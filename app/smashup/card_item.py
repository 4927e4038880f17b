"""The things on the table: cards, bases, piles and player panels. They only draw themselves and
carry what they show; the table scene decides what clicks and drops mean."""

from __future__ import annotations

from PySide6.QtCore import Property, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from app import text_size
from app.assets import draw_svg, emblem_path, player_colour
from app.smashup.card_face import (
    INK,
    WRAP,
    fitted_size,
    font,
    paint_attached,
    paint_back,
    paint_base,
    paint_card,
    paint_mark,
    paint_named,
    paint_table_card,
)

TABLE_FACES = ("minion", "titan", "beside_deck")  # zones whose cards are drawn to be read small
NOTE_PX = 17  # a note's text at 100 %: the size of a card's body text at a card in hand's size
LIT = QColor("#00e676")  # a legal target or a playable card
CHOICE = QColor("#ffea00")  # an option of the pending choice
FOCUS = QColor("#40c4ff")  # keyboard focus / selected card


class TableItem(QGraphicsObject):
    """A rectangle of a given size with an optional highlight colour."""

    def __init__(self, w: float, h: float) -> None:
        super().__init__()
        self._w, self._h = w, h
        self.lit: QColor | None = None
        self.setAcceptHoverEvents(True)
        # Drawn once into a pixmap at the view's scale (and screen's pixel ratio), then blitted: a
        # card's gradient frame and text cost more than half of a redrawn frame. ``update()`` (a
        # new look) and a new scale re-render it; a move or an animation only blits it elsewhere.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def resize(self, w: float, h: float) -> None:
        if (w, h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = w, h

    def set_lit(self, colour: QColor | None) -> None:
        if colour != self.lit:
            self.lit = colour
            self.update()

    def _get_scale(self) -> float:
        return self.scale()

    def _set_scale(self, s: float) -> None:
        self.setScale(s)

    # Animated by QPropertyAnimation (grows a card that is being scored or destroyed).
    zoom = Property(float, _get_scale, _set_scale)


class CardItem(TableItem):
    """A minion or action card (face up), or a card back (``card_id`` None)."""

    def __init__(self, iid: int, card_id: str | None, w: float, h: float) -> None:
        super().__init__(w, h)
        self.iid, self.card_id = iid, card_id
        self.power: int | None = None
        self.counters = 0
        self.zone = ""  # hand, minion, attached, base_action, buried, titan, beside_deck: what a click or drop means
        self.moved_by: QColor | None = None  # played or moved since the viewer last decided: by whom
        self.glow = 0.0  # how bright that mark is now (it fades to a steady hint)
        self.mark: tuple[str, QColor] | None = None  # whose it is, on the table: an initial, a colour
        self.named: str | None = None  # the faction it named when played (Block the Path)
        self.halo = _Halo(self)

    def resize(self, w: float, h: float) -> None:
        if (w, h) != (self._w, self._h):
            self.halo.prepareGeometryChange()
        super().resize(w, h)

    def set_glow(self, moved_by: QColor | None, glow: float) -> None:
        """The mark of a card another player moved, at this brightness (its fading redraws only
        the mark, not the card's cached picture)."""
        if (moved_by, glow) != (self.moved_by, self.glow):
            self.moved_by, self.glow = moved_by, glow
            self.halo.update()

    def show(self, card_id: str | None, power: int | None, zone: str, counters: int = 0,
             mark: tuple[str, QColor] | None = None, named: str | None = None) -> None:
        look = (card_id, power, zone, counters, mark, named)
        if look != (self.card_id, self.power, self.zone, self.counters, self.mark, self.named):
            self.card_id, self.power, self.zone, self.counters, self.mark, self.named = look
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        if self.card_id is None:
            paint_back(p, rect)
        elif self.zone in TABLE_FACES:
            paint_table_card(p, rect, self.card_id, self.power, self.lit, self.counters, self.mark is not None)
        elif self.zone == "attached":
            paint_attached(p, rect, self.card_id, self.lit, self.mark is not None)
        else:
            paint_card(p, rect, self.card_id, self.power, self.lit, self.counters, self.mark is not None)
        if self.named is not None and self.card_id is not None:
            paint_named(p, rect, self.named)
        if self.mark is not None and self.card_id is not None:
            at = "attached" if self.zone == "attached" else "table" if self.zone in TABLE_FACES else "card"
            paint_mark(p, rect, *self.mark, at=at)


class _Halo(QGraphicsItem):
    """The glowing edge of a card another player moved, drawn over it uncached: it fades over a
    couple of seconds, and the card's own picture stays as it was."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.card = card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self.card.boundingRect()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        card, rect = self.card, self.boundingRect()
        if card.moved_by is None or card.lit is not None:
            return
        c = QColor(card.moved_by)
        c.setAlphaF(card.glow)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        width = max(5.0, rect.width() * 0.08)
        p.setPen(QPen(c, width))
        p.drawRoundedRect(rect.adjusted(width / 2, width / 2, -width / 2, -width / 2), 8, 8)


class NoteItem(TableItem):
    """A few lines of text on the table (the plays left this turn, next to the hand). ``grows``: in
    the body text's size, a longer text wraps and the note grows downwards, its text never smaller;
    else the text shrinks to fit the note."""

    def __init__(self, w: float, h: float, grows: bool = False) -> None:
        super().__init__(w, h)
        self.lines: list[str] = []
        self.grows = grows
        self.setAcceptHoverEvents(False)

    def set_lines(self, lines: list[str]) -> None:
        if lines != self.lines:
            self.lines = lines
            self.refit()
            self.update()
        self.setVisible(bool(lines))

    def refit(self) -> None:
        """As high as its text wraps to at the text size now."""
        if not self.grows:
            return
        f = font(text_size.scaled(NOTE_PX), bold=True)
        inner_w = self.boundingRect().width() - 18
        h = QFontMetricsF(f).boundingRect(QRectF(0, 0, inner_w, 10_000), WRAP, "\n".join(self.lines)).height() + 10
        self.resize(self.boundingRect().width(), max(h, 30.0))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 150))
        p.drawRoundedRect(r, 10, 10)
        text = "\n".join(self.lines)
        inner = r.adjusted(10, 5, -8, -5)
        p.setPen(QColor("white"))
        if not self.grows:  # a fixed box: its text as large as fits
            p.setFont(font(fitted_size(text, inner.width(), inner.height(), 20, 9, bold=True), bold=True))
        else:
            p.setFont(font(text_size.scaled(NOTE_PX), bold=True))
        p.drawText(inner, WRAP, text)


class BaseItem(TableItem):
    def __init__(self, iid: int, card_id: str, w: float, h: float) -> None:
        super().__init__(w, h)
        self.iid, self.card_id = iid, card_id
        self.index = 0
        self.breakpoint, self.total = 0, 0
        self.by_player: list[tuple[QColor, int]] = []

    def show(self, index: int, card_id: str, breakpoint: int, total: int, by_player: list[int]) -> None:
        look = (index, card_id, breakpoint, total, [(player_colour(p), n) for p, n in enumerate(by_player)])
        if look != (self.index, self.card_id, self.breakpoint, self.total, self.by_player):
            self.index, self.card_id, self.breakpoint, self.total, self.by_player = look
            self.update()  # only a change draws it again

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_base(p, self.boundingRect(), self.card_id, self.breakpoint, self.total, self.by_player, self.lit)


class TrayItem(TableItem):
    """The coloured area under one player's minions at one base: whose side is whose."""

    def __init__(self, player: int, w: float, h: float) -> None:
        super().__init__(w, h)
        self.player = player
        self.setAcceptHoverEvents(False)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        c = QColor(player_colour(self.player))
        c.setAlpha(55)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(player_colour(self.player), 2, Qt.PenStyle.DashLine))
        p.setBrush(c)
        p.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 12, 12)


class PanelItem(TableItem):
    """A player's seat: name, factions, VP, hand size, deck and discard piles."""

    def __init__(self, player: int, w: float, h: float) -> None:
        super().__init__(w, h)
        self.player = player
        self.name, self.factions, self.vp = "", [], 0
        self.hand, self.deck, self.discard = 0, 0, 0
        self.active = False
        self.labels = ("", "", "", "")  # translated: VP, hand, deck, discard
        self.reserve = 0.0  # width kept at the right of the cells for the titans beside the deck

    def show(self, name: str, factions: list[str], vp: int, hand: int, deck: int, discard: int,
             active: bool, labels: tuple[str, str, str, str], reserve: float = 0.0) -> None:
        look = (name, factions, vp, hand, deck, discard, active, labels, reserve)
        if look != (self.name, self.factions, self.vp, self.hand, self.deck, self.discard, self.active,
                    self.labels, self.reserve):
            (self.name, self.factions, self.vp, self.hand, self.deck, self.discard, self.active, self.labels,
             self.reserve) = look
            self.update()  # only a change draws it again

    def _third(self) -> float:
        return (self.boundingRect().width() - self.reserve) / 3

    def cell_width(self) -> float:
        """The width of the hand, deck and discard cells, left of the titans beside the deck."""
        return self._third() - 12

    def vp_rect(self) -> QRectF:
        return QRectF(self.boundingRect().width() - self.reserve - 92, 8, 82, 38)  # left of the titans

    def discard_rect(self) -> QRectF:
        r, third = self.boundingRect(), self._third()
        return QRectF(third * 2, 54, third - 8, r.height() - 60)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = player_colour(self.player)
        p.setPen(QPen(QColor("#ffea00") if self.active else colour, 5 if self.active else 2))
        bg = QColor(colour).darker(260)
        bg.setAlpha(230)
        p.setBrush(bg)
        p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 12, 12)
        for k, f in enumerate(self.factions):
            draw_svg(p, emblem_path(f), QRectF(10 + k * 34, 10, 32, 32))
        p.setPen(QColor("white"))
        p.setFont(font(22, bold=True))
        p.drawText(QRectF(84, 8, self.vp_rect().left() - 88, 36), int(Qt.AlignmentFlag.AlignVCenter), self.name)
        p.setBrush(QColor("#ffd54f"))
        p.setPen(QPen(INK, 2))
        p.drawRoundedRect(self.vp_rect(), 10, 10)
        p.setPen(INK)
        p.drawText(self.vp_rect(), Qt.AlignmentFlag.AlignCenter,
                   f"{self.vp} {self.labels[0]}")
        third = self._third()
        for k, (label, n) in enumerate(zip(self.labels[1:], (self.hand, self.deck, self.discard), strict=True)):
            cell = QRectF(k * third + 6, 54, self.cell_width(), r.height() - 60)
            p.setPen(QPen(QColor(255, 255, 255, 90), 1))
            p.setBrush(QColor(255, 255, 255, 25))
            p.drawRoundedRect(cell, 8, 8)
            p.setPen(QColor("white"))
            p.setFont(font(26, bold=True))
            p.drawText(cell.adjusted(0, 2, 0, -18), Qt.AlignmentFlag.AlignCenter, str(n))
            p.setFont(font(13))
            p.drawText(cell.adjusted(0, 0, 0, -4), int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom),
                       label)

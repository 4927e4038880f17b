"""Drawing cards with QPainter (no scans): one layout at a reference size, scaled to any size."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen, QTextLayout

from app import i18n, text_size
from app.assets import FONT_FAMILY, RESOURCES, draw_svg, emblem_path, faction_colour
from app.keywords import type_line
from app.smashup.layout import PEEK
from rules.catalogue import CardDef, catalogue

CARD_W, CARD_H = 200.0, 280.0  # portrait reference size (minions and actions)
BASE_W, BASE_H = 400.0, 200.0  # landscape reference size (bases)
INK = QColor("#1b1b1b")
PAPER = QColor("#fdf6e3")
BOOSTED, REDUCED = QColor("#2e7d32"), QColor("#c62828")
TYPE_LINE_MIN = 9  # smallest pixel size the type line keeps on one line; below, it takes two
TYPE_LINE_SMALLEST = 7
ONE_LINE, TYPE_LINE_BOX = 18.0, (CARD_W - 62, 30.0)  # heights of one line, and width x height of two
MARK_W = 44.0  # a player's mark at the right of a card's text (0.18 of its width, and a margin)
# Where the mark's top is, as a fraction of the card's height: a card on the table has its text
# there (below its name, in what a row fanned over it leaves showing), another its type line.
MARK_AT = {"table": 91 / CARD_H, "card": 64 / CARD_H}
WRAP = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft) | int(Qt.AlignmentFlag.AlignTop)


def font(pixels: float, bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def fits(text: str, width: float, height: float, px: int, bold: bool = False) -> bool:
    """``text`` wraps inside width x height at ``px`` (a long word that can't wrap must fit on its
    own: "Collectionneur")."""
    r = QFontMetricsF(font(px, bold)).boundingRect(QRectF(0, 0, width, 10_000), WRAP, text)
    return r.height() <= height and r.width() <= width


@cache
def fitted_size(text: str, width: float, height: float, largest: int, smallest: int = 7,
                bold: bool = False) -> int:
    """The largest pixel size at which ``text`` fits inside width x height."""
    return next((px for px in range(largest, smallest - 1, -1) if fits(text, width, height, px, bold)), smallest)


@cache
def flowed(text: str, width: float, height: float, px: int, indent: float) -> tuple[str, ...]:
    """``text`` broken into the lines that fit in width x height at ``px``, the first ``indent``
    shorter (a player's mark stands at its end); a text that runs on ends its last line with "…"
    (a card on the table is read small: the zoom shows the rest)."""
    f = font(px)
    layout = QTextLayout(text, f)
    layout.beginLayout()
    lines: list[str] = []
    y = 0.0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width - (indent if not lines else 0))
        if y + line.height() > height:
            break
        lines.append(text[line.textStart():line.textStart() + line.textLength()])
        y += line.height()
    layout.endLayout()
    if lines and sum(map(len, lines)) < len(text.rstrip()):
        fm, last = QFontMetricsF(f), lines[-1].rstrip()
        room = width - (indent if len(lines) == 1 else 0)
        while last and fm.horizontalAdvance(last + "…") > room:
            last = last[:-1]
        lines[-1] = last.rstrip() + "…"
    return tuple(lines)


def _draw_flowed(p: QPainter, rect: QRectF, text: str, px: int, indent: float) -> None:
    fm = QFontMetricsF(font(px))
    for k, line in enumerate(flowed(text, rect.width(), rect.height(), px, indent)):
        p.drawText(QPointF(rect.left(), rect.top() + k * fm.lineSpacing() + fm.ascent()), line.rstrip())


def _frame(p: QPainter, rect: QRectF, colour: QColor, highlight: QColor | None) -> None:
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, colour.lighter(125))
    grad.setColorAt(1, colour.darker(130))
    p.setPen(QPen(highlight or INK, 10 if highlight else 3))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 14, 14)


def _begin_face(p: QPainter, rect: QRectF, card: CardDef, width: float, height: float,
                highlight: QColor | None) -> None:
    """Save the painter, map the reference ``width`` × ``height`` onto ``rect`` and draw the framed
    card in its faction's colour; the caller draws the rest and restores the painter."""
    p.save()
    p.translate(rect.topLeft())
    p.scale(rect.width() / width, rect.height() / height)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    _frame(p, QRectF(0, 0, width, height), faction_colour(card.faction), highlight)


def circle_font_px(text: str, radius: float, largest: float) -> float:
    """The size ``text`` takes in a circle: ``largest``, or less so it stays inside ("10", "-12")."""
    px = largest
    while px > 8 and QFontMetricsF(font(px, bold=True)).horizontalAdvance(text) > 1.5 * radius:
        px -= 1
    return px


def _in_circle(p: QPainter, centre: QPointF, radius: float, text: str, largest: float) -> None:
    """``text`` centred in a circle, never wider than the circle's inside."""
    p.setFont(font(circle_font_px(text, radius, largest), bold=True))
    p.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
               Qt.AlignmentFlag.AlignCenter, text)


def _power_badge(p: QPainter, centre: QPointF, power: int, printed: int | None, radius: float = 25,
                 largest: float = 30) -> None:
    colour = INK if printed is None or power == printed else (BOOSTED if power > printed else REDUCED)
    p.setPen(QPen(INK, 3))
    p.setBrush(QColor("#fff8e1"))
    p.drawEllipse(centre, radius, radius)
    p.setPen(colour)
    _in_circle(p, centre, radius, str(power), largest)


def _counters_token(p: QPainter, centre: QPointF, n: int, radius: float) -> None:
    """+1 power counters on a minion: one gold token with their number, on the power circle's edge
    (where it covers neither the name nor the text)."""
    p.setPen(QPen(INK, 2))
    p.setBrush(QColor("#f2b632"))
    p.drawEllipse(centre, radius, radius)
    p.setPen(INK)
    _in_circle(p, centre, radius, f"+{n}", radius)


def _type_line(p: QPainter, line: str) -> float:
    """The type and keywords under the name: one line while it stays readable, else two (French runs
    longer: « Créature · Quand vous la jouez · Supplémentaire »). Returns where the text starts."""
    width, two = TYPE_LINE_BOX
    height = ONE_LINE if fits(line, width, ONE_LINE, TYPE_LINE_MIN, bold=True) else two
    p.setFont(font(fitted_size(line, width, height, 12, TYPE_LINE_SMALLEST, bold=True), bold=True))
    p.drawText(QRectF(18, 70, width, height), WRAP, line)
    return 72 + height


def paint_card(p: QPainter, rect: QRectF, card_id: str, power: int | None = None,
               highlight: QColor | None = None, counters: int = 0, marked: bool = False) -> None:
    """A minion or action card filling ``rect`` (any size; drawn at the reference size); ``marked``:
    its player's mark goes where its faction's small emblem would (MARK_AT)."""
    card = catalogue().cards[card_id]
    _begin_face(p, rect, card, CARD_W, CARD_H, highlight)
    name = i18n.card_name(card_id)
    minion = card.type == "minion"
    left = 70 if counters and minion else 64 if counters or minion else 14
    name_w = CARD_W - left - 10
    p.setPen(QColor("white"))
    p.setFont(font(fitted_size(name, name_w, 48, 20, 10, bold=True), bold=True))
    p.drawText(QRectF(left, 8, name_w, 50), WRAP & ~int(Qt.AlignmentFlag.AlignTop)
               | int(Qt.AlignmentFlag.AlignVCenter), name)
    if minion:
        _power_badge(p, QPointF(33, 33), card.power if power is None else power, card.power)
    body = QRectF(10, 64, CARD_W - 20, CARD_H - 74)
    p.setPen(QPen(INK, 1.5))
    p.setBrush(PAPER)
    p.drawRoundedRect(body, 8, 8)
    p.setOpacity(0.18)
    draw_svg(p, emblem_path(card.faction), QRectF(CARD_W - 96, CARD_H - 96, 80, 80))
    p.setOpacity(1)
    if not marked:
        draw_svg(p, emblem_path(card.faction), QRectF(CARD_W - 40, 66, 24, 24))
    p.setPen(faction_colour(card.faction).darker(140))
    top = _type_line(p, type_line(card))
    text = i18n.card_text(card_id)
    text_rect = QRectF(18, top, CARD_W - 36, CARD_H - 18 - top)
    p.setPen(INK)
    p.setFont(font(fitted_size(text, text_rect.width(), text_rect.height(), round(text_size.scaled(15)))))
    p.drawText(text_rect, WRAP, text)
    if counters:
        # On the power circle's edge; a titan, with no power, has it where the power would be.
        _counters_token(p, QPointF(54, 54) if minion else QPointF(33, 33), counters, 13 if minion else 20)
    p.restore()


def paint_table_card(p: QPainter, rect: QRectF, card_id: str, power: int | None = None,
                     highlight: QColor | None = None, counters: int = 0, marked: bool = False) -> None:
    """A minion on a base, drawn to be read small: a big power, the name, then as much of the text as
    fits in large type (the hover zoom shows the whole card)."""
    card = catalogue().cards[card_id]
    _begin_face(p, rect, card, CARD_W, CARD_H, highlight)
    minion = card.type == "minion"
    if minion:
        _power_badge(p, QPointF(40, 40), card.power if power is None else power, card.power, 34, 46)
    left = 92 if counters and minion else 82 if counters or minion else 12
    name = i18n.card_name(card_id)
    p.setPen(QColor("white"))
    p.setFont(font(fitted_size(name, CARD_W - left - 16, 72, 30, 14, bold=True), bold=True))
    p.drawText(QRectF(left, 4, CARD_W - left - 8, 78), WRAP & ~int(Qt.AlignmentFlag.AlignTop)
               | int(Qt.AlignmentFlag.AlignVCenter), name)
    body = QRectF(10, 86, CARD_W - 20, CARD_H - 96)
    p.setPen(QPen(INK, 1.5))
    p.setBrush(PAPER)
    p.drawRoundedRect(body, 8, 8)
    p.setPen(INK)
    px = round(text_size.scaled(26))
    p.setFont(font(px))
    _draw_flowed(p, body.adjusted(8, 4, -8, -4), i18n.card_text(card_id), px, MARK_W if marked else 0)
    if counters:
        _counters_token(p, QPointF(72, 72) if minion else QPointF(40, 40), counters, 16 if minion else 30)
    p.restore()


def paint_attached(p: QPainter, rect: QRectF, card_id: str, highlight: QColor | None = None,
                   marked: bool = False) -> None:
    """An action attached under a minion: only its lower edge shows, so that edge carries the name."""
    card = catalogue().cards[card_id]
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(highlight or INK, 3 if highlight else 1.5))
    p.setBrush(faction_colour(card.faction).darker(115))
    p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
    mark = min(rect.width() * 0.18, PEEK - 10) * 1.6 if marked else 0.0  # paint_mark's badge, at the right
    strip = QRectF(rect.left() + 4, rect.bottom() - PEEK, rect.width() - 8 - mark, PEEK - 2)
    name = i18n.card_name(card_id)
    p.setPen(QColor("white"))
    p.setFont(font(fitted_size(name, strip.width(), strip.height(), 16, 7, bold=True), bold=True))
    p.drawText(strip, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
    p.restore()


def paint_back(p: QPainter, rect: QRectF) -> None:
    draw_svg(p, RESOURCES / "emblems" / "card_back.svg", rect)


def paint_base(p: QPainter, rect: QRectF, card_id: str, breakpoint: int, total: int,
               by_player: list[tuple[QColor, int]], highlight: QColor | None = None) -> None:
    """A base: name, ability, breakpoint, VP for 1st/2nd/3rd, current total and each player's power."""
    card = catalogue().cards[card_id]
    _begin_face(p, rect, card, BASE_W, BASE_H, highlight)
    draw_svg(p, emblem_path(card.faction), QRectF(10, 8, 40, 40))
    name = i18n.card_name(card_id)
    p.setPen(QColor("white"))
    p.setFont(font(fitted_size(name, BASE_W - 160, 40, 22, 11, bold=True), bold=True))
    p.drawText(QRectF(56, 6, BASE_W - 160, 44), WRAP & ~int(Qt.AlignmentFlag.AlignTop)
               | int(Qt.AlignmentFlag.AlignVCenter), name)
    _breakpoint_badge(p, breakpoint, total, card.breakpoint)
    _vp_row(p, card.vp or (0, 0, 0))
    body = QRectF(10, 54, BASE_W - 20, 88)
    p.setPen(QPen(INK, 1.5))
    p.setBrush(PAPER)
    p.drawRoundedRect(body, 8, 8)
    text = i18n.card_text(card_id)
    inner = body.adjusted(8, 4, -8, -4)
    p.setPen(INK)
    p.setFont(font(fitted_size(text, inner.width(), inner.height(), 15)))
    p.drawText(inner, WRAP, text)
    _power_bar(p, QRectF(104, 150, BASE_W - 114, 40), breakpoint, total, by_player)
    p.restore()


def _breakpoint_badge(p: QPainter, breakpoint: int, total: int, printed: int | None) -> None:
    r = QRectF(BASE_W - 96, 6, 86, 44)
    p.setPen(QPen(INK, 2.5))
    p.setBrush(QColor("#ffe082") if total >= breakpoint else QColor("#fff8e1"))
    p.drawRoundedRect(r, 10, 10)
    colour = INK if printed is None or printed == breakpoint else (REDUCED if breakpoint < printed else BOOSTED)
    p.setPen(colour)
    p.setFont(font(24, bold=True))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"{total}/{breakpoint}")


def _vp_row(p: QPainter, vp: tuple[int, int, int]) -> None:
    for k, v in enumerate(vp):
        centre = QPointF(24 + k * 30, 170)
        p.setPen(QPen(INK, 2))
        p.setBrush(QColor(("#ffd54f", "#e0e0e0", "#d7a46f")[k]))
        p.drawEllipse(centre, 12, 12)
        p.setPen(INK)
        p.setFont(font(14, bold=True))
        p.drawText(QRectF(centre.x() - 12, centre.y() - 12, 24, 24), Qt.AlignmentFlag.AlignCenter, str(v))


def _power_bar(p: QPainter, r: QRectF, breakpoint: int, total: int, by_player: list[tuple[QColor, int]]) -> None:
    """A bar filling towards the breakpoint, one segment per player, with each player's number."""
    p.setPen(QPen(INK, 1.5))
    p.setBrush(QColor(20, 20, 20, 210))
    p.drawRoundedRect(r, 8, 8)
    scale = r.width() / max(breakpoint, total, 1)
    x = r.left()
    for colour, power in by_player:
        if power <= 0:
            continue
        w = power * scale
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(QRectF(x, r.top() + 3, w, r.height() - 6), 6, 6)
        p.setPen(QColor("white"))
        p.setFont(font(20, bold=True))
        p.drawText(QRectF(x, r.top(), w, r.height()), Qt.AlignmentFlag.AlignCenter, str(power))
        x += w


def _contrasting(colour: QColor) -> QColor:
    """Ink that reads on ``colour``: dark on a light seat colour (amber), white on a dark one."""
    return INK if colour.lightnessF() > 0.55 else QColor("white")


def paint_mark(p: QPainter, rect: QRectF, text: str, colour: QColor, at: str) -> None:
    """A card's player written on it (their initial in their colour), at its right edge: ``at`` a
    place of MARK_AT, or "attached" (in the strip that shows of an attached action)."""
    h = max(12.0, min(rect.width() * 0.18, PEEK - 10 if at == "attached" else rect.height()))
    f = font(h * 0.72, bold=True)
    w = max(h, QFontMetricsF(f).horizontalAdvance(text) + h * 0.5)
    top = rect.bottom() - PEEK + 5 if at == "attached" else rect.top() + rect.height() * MARK_AT[at]
    badge = QRectF(rect.right() - w - rect.width() * 0.04, top, w, h)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(INK, 1.2))
    p.setBrush(colour)
    p.drawRoundedRect(badge, h / 2, h / 2)
    p.setPen(_contrasting(colour))
    p.setFont(f)
    p.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


def paint_named(p: QPainter, rect: QRectF, name: str) -> None:
    """The faction a card named when played, across it under its name (where a card fanned over it
    still leaves it showing)."""
    band = QRectF(rect.left() + 2, rect.top() + rect.height() * 0.2, rect.width() - 4, rect.height() * 0.2)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(20, 20, 20, 225))
    p.drawRoundedRect(band, 4, 4)
    p.setPen(QColor("#ffea00"))
    inner = band.adjusted(3, 1, -3, -1)
    p.setFont(font(fitted_size(name, inner.width(), inner.height(), int(inner.height() * 0.8), 6, bold=True),
                   bold=True))
    p.drawText(inner, Qt.AlignmentFlag.AlignCenter, name)
    p.restore()

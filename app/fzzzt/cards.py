"""FZZZT! cards drawn as widgets: a face (power, VP, speed, construction symbols) or a back; cards
that can be bid or given are dragged (or clicked, or chosen with Space/Enter)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QDrag, QFont, QFontMetricsF, QKeyEvent, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QVBoxLayout, QWidget

from app.flow_layout import FlowLayout
from app.i18n import rules as tr_rules
from rules.fzzzt.cards import (
    GADGET_VP_TEXT,
    MECHANIC_NAME,
    POWER_TEXT,
    ROBOT_NAME,
    SPEED_TEXT,
    SYMBOL_NAMES,
    SYMBOLS,
    TYPE_NAMES,
    VP_TEXT,
    card,
)
from rules.view import Card

MIME = "application/x-fzzzt-card"
CARD_W, CARD_H = 86, 120
COLOURS = {"mechanic": "#6d4c41", "robot": "#1565c0", "robot_upgrade": "#6a1b9a", "fzzzt": "#c62828",
           "production_unit": "#2e7d32"}
SYMBOL_COLOURS = {"N": "#90a4ae", "B": "#ffb300", "C": "#8d6e63", "O": "#26c6da"}


def card_title(cid: str) -> str:
    """The card's name in the current language: "Robot 3", "Mechanic 2", "Production Unit"."""
    c = card(cid)
    if c.type == "mechanic":
        return tr_rules(MECHANIC_NAME).format(n=cid.rsplit("_", 1)[1])
    if c.type == "robot":
        return tr_rules(ROBOT_NAME).format(power=c.power)
    return tr_rules(TYPE_NAMES[c.type])


def symbol_names(cid: str) -> str:
    return ", ".join(tr_rules(SYMBOL_NAMES[s]) for s in SYMBOLS if s in card(cid).symbols)


def short_name(cid: str) -> str:
    """The name and the symbols, enough to tell two cards apart: "Robot 1 (cog, oil)"."""
    return f"{card_title(cid)} ({symbol_names(cid)})" if card(cid).symbols else card_title(cid)


def describe(cid: str) -> str:
    """One line for tooltips, the log and screen readers."""
    c = card(cid)
    parts = [card_title(cid)]
    if c.symbols:
        parts.append(symbol_names(cid))
    if not c.is_unit:
        parts.append(tr_rules(POWER_TEXT).format(power=c.power))
    parts.append(tr_rules(GADGET_VP_TEXT).format(vp=c.vp) if c.is_unit else tr_rules(VP_TEXT).format(vp=c.vp))
    if c.speed:
        parts.append(tr_rules(SPEED_TEXT).format(speed=c.speed))
    return " — ".join(parts)


class CardWidget(QWidget):
    """One card. ``cid`` None draws a back (a face-down card)."""

    clicked = Signal(int)

    def __init__(self, iid: int | None, cid: str | None, draggable: bool = False, scale: float = 1.0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.iid, self.cid, self.draggable = iid, cid, draggable
        self.setFixedSize(int(CARD_W * scale), int(CARD_H * scale))
        self._press: QPoint | None = None
        if cid is not None:
            self.setToolTip(describe(cid))
            self.setAccessibleName(describe(cid))
        if draggable:
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.setCursor(Qt.CursorShape.OpenHandCursor)

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_card(p, QRectF(self.rect()).adjusted(2, 2, -2, -2), self.cid, self.draggable or self.hasFocus(),
                   self.hasFocus())

    def mousePressEvent(self, e: QMouseEvent) -> None:
        if e.button() == Qt.MouseButton.LeftButton:
            self._press = e.position().toPoint()

    def mouseMoveEvent(self, e: QMouseEvent) -> None:
        if not self.draggable or self._press is None or self.iid is None:
            return
        if (e.position().toPoint() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        drag = QDrag(self)
        mime = QMimeData()
        mime.setData(MIME, QByteArray(str(self.iid).encode()))
        drag.setMimeData(mime)
        drag.setPixmap(self.grab())
        drag.setHotSpot(QPoint(self.width() // 2, self.height() // 2))
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:
        if self._press is not None and self.iid is not None and self.draggable:
            self.clicked.emit(self.iid)
        self._press = None

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if self.draggable and self.iid is not None and e.key() == Qt.Key.Key_Space:
            self.clicked.emit(self.iid)
            return
        super().keyPressEvent(e)

    def focusInEvent(self, e) -> None:
        self.update()
        super().focusInEvent(e)

    def focusOutEvent(self, e) -> None:
        self.update()
        super().focusOutEvent(e)


def paint_card(p: QPainter, r: QRectF, cid: str | None, lit: bool, focused: bool = False) -> None:
    """A face: power (lightning) and VP on the coloured band, the name, the construction symbols,
    the conveyor speed bottom right. Cards the player may use now are outlined in yellow."""
    radius = r.width() * 0.08
    if cid is None:
        paint_back(p, r, radius)
        return
    c = card(cid)
    pen = QPen(QColor("#ff6f00") if focused else QColor("#ffeb3b") if lit else QColor("#111"), 4 if focused else
               3 if lit else 1.5)
    p.setPen(pen)
    p.setBrush(QColor("#fafafa"))
    p.drawRoundedRect(r, radius, radius)
    band = QRectF(r.left(), r.top(), r.width(), r.height() * 0.24)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(COLOURS[c.type]))
    p.drawRoundedRect(band, radius, radius)
    f = QFont()
    f.setBold(True)
    p.setPen(QColor("white"))
    pad = r.width() * 0.06
    power = "" if c.is_unit else f"⚡{c.power}"
    vp = tr_rules(VP_TEXT).format(vp=f"{c.vp:+d}" if c.type == "fzzzt" else str(c.vp))
    p.setFont(fitted(f, max(8, int(r.width() * 0.15)), r.width() - 2 * pad, f"{power}  {vp}"))
    if power:
        p.drawText(band.adjusted(pad, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, power)
    p.drawText(band.adjusted(0, 0, -pad, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, vp)
    p.setPen(QColor("#212121"))
    title = QRectF(r.left() + pad, band.bottom(), r.width() - 2 * pad, r.height() * 0.3)
    name = card_title(cid)
    p.setFont(fitted(f, max(7, int(r.width() * 0.12)), title.width(), *name.split()))
    p.drawText(title, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
    syms = [s for s in SYMBOLS if s in c.symbols]
    d = min(r.width() * 0.2, (r.width() - 2 * pad + 3) / max(1, len(syms)) - 3)  # four symbols fit a small face
    x = r.center().x() - (len(syms) * (d + 3) - 3) / 2
    y = title.bottom() + 2
    letters = [tr_rules(SYMBOL_NAMES[s])[:1].upper() for s in syms]
    p.setFont(fitted(f, max(7, int(d * 0.6)), d, *letters))
    for s, letter in zip(syms, letters, strict=True):
        circle = QRectF(x, y, d, d)
        p.setPen(QPen(QColor("#212121"), 1))
        p.setBrush(QColor(SYMBOL_COLOURS[s]))
        p.drawEllipse(circle)
        p.drawText(circle, Qt.AlignmentFlag.AlignCenter, letter)
        x += d + 3
    if c.speed:
        p.setPen(QColor("#424242"))
        p.drawText(r.adjusted(0, 0, -pad, -pad * 0.6), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                   f"»{c.speed}")


def fitted(font: QFont, px: int, width: float, *texts: str) -> QFont:
    """``font`` at ``px`` pixels, narrowed then smaller (down to 5 pixels at 70%) until each text
    fits ``width``: the smallest faces (a Robot under an opponent's Production Unit) keep their
    power, VP and name whole."""
    f = QFont(font)
    for size in range(px, 4, -1):
        for stretch in (100, 85, 70):
            f.setPixelSize(size)
            f.setStretch(stretch)
            if max((QFontMetricsF(f).horizontalAdvance(t) for t in texts), default=0) <= width:
                return f
    return f


def paint_back(p: QPainter, r: QRectF, radius: float) -> None:
    """A face-down card: a bolt head on grey, no word (a word on the back would read as a card type:
    "Fzzzt" is one)."""
    p.setPen(QPen(QColor("#222"), 1.5))
    p.setBrush(QColor("#37474f"))
    p.drawRoundedRect(r, radius, radius)
    d = min(r.width(), r.height()) * 0.42
    head = QRectF(r.center().x() - d / 2, r.center().y() - d / 2, d, d)
    p.setPen(QPen(QColor("#ffca28"), max(1.5, d * 0.08)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(head)
    p.drawLine(head.center() - QPointF(d * 0.28, 0), head.center() + QPointF(d * 0.28, 0))
    p.drawLine(head.center() - QPointF(0, d * 0.28), head.center() + QPointF(0, d * 0.28))


class DropZone(QFrame):
    """A place cards are dragged to: it lights up yellow when the rules take the card held there,
    red when they don't; a refused drop still reaches the table, which says why."""

    dropped = Signal(int)

    def __init__(self, accepts: Callable[[int], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.accepts = accepts
        self.setAcceptDrops(True)
        self.setObjectName("zone")
        self._lit(None)

    def _lit(self, legal: bool | None) -> None:
        colour = {None: "#5d7a6c", True: "#ffeb3b", False: "#e53935"}[legal]
        self.setStyleSheet(f"#zone {{ border: 2px dashed {colour}; border-radius: 8px; }}")

    @staticmethod
    def _iid(e) -> int | None:
        data = e.mimeData()
        if not data.hasFormat(MIME):
            return None
        text = bytes(data.data(MIME)).decode()
        return int(text) if text.isdigit() else None

    def dragEnterEvent(self, e) -> None:
        iid = self._iid(e)
        if iid is not None:
            e.acceptProposedAction()
            self._lit(self.accepts(iid))

    def dragLeaveEvent(self, _e) -> None:
        self._lit(None)

    def dropEvent(self, e) -> None:
        self._lit(None)
        iid = self._iid(e)
        if iid is not None:
            e.acceptProposedAction()
            self.dropped.emit(iid)


def card_row(cards: Sequence[Card | None], scale: float = 1.0, draggable: set[int] = frozenset(),
             on_click: Callable[[int], None] | None = None) -> QWidget:
    """A row of cards (a hand, a bid, the conveyor; None: a card face down); those in ``draggable``
    may be used now."""
    w = QWidget()
    row = FlowLayout(w)  # a long row wraps: no row of cards widens the window
    for c in cards:
        iid, cid = (None, None) if c is None else (c.iid, c.card)
        cw = CardWidget(iid, cid, iid in draggable, scale)
        if on_click is not None:
            cw.clicked.connect(on_click)
        row.addWidget(cw)
    return w


def titled(title: str, body: QWidget) -> QWidget:
    w = QWidget()
    v = QVBoxLayout(w)
    v.setContentsMargins(0, 0, 0, 0)
    v.setSpacing(1)
    label = QLabel(title)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)  # a long French title wraps rather than widen the window
    label.setStyleSheet("color: #e0e0e0; font-weight: bold")
    v.addWidget(label)
    v.addWidget(body)
    return w

"""The strip under a replay's table: a mark per turn (in the colour of whose turn it is), a finer
tick per decision, a gold tick where a base scored, a dot where VP changed, a review's marks as red
triangles, and the cursor. A click or a drag seeks."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.assets import player_colour
from app.smashup.card_face import font
from rules.replay import Timeline

MARGIN = 14
SCORED = QColor("#ffc107")
REVIEW = QColor("#ef5350")


class TimelineBar(QWidget):
    seek = Signal(int)

    def __init__(self, timeline: Timeline, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.timeline = timeline
        self.step = 0
        self.marks: list[int] = []  # a review's marked steps
        self.turns = timeline.turn_starts()
        self.setMinimumHeight(64)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the window's keys step; the bar only points

    def set_step(self, step: int) -> None:
        self.step = step
        self.update()

    def set_marks(self, steps: list[int]) -> None:
        self.marks = steps
        self.update()

    def x_of(self, step: int) -> float:
        last = max(len(self.timeline) - 1, 1)
        return MARGIN + step / last * (self.width() - 2 * MARGIN)

    def step_at(self, x: float) -> int:
        last = len(self.timeline) - 1
        width = max(self.width() - 2 * MARGIN, 1)
        return min(max(round((x - MARGIN) / width * last), 0), last)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#14261e"))
        mid = 30.0
        p.setPen(QPen(QColor(255, 255, 255, 70), 2))
        p.drawLine(QPointF(MARGIN, mid), QPointF(self.width() - MARGIN, mid))
        steps = self.timeline.steps
        p.setPen(QPen(QColor(255, 255, 255, 60), 1))
        for i in self.timeline.decisions():
            x = self.x_of(i)
            p.drawLine(QPointF(x, mid - 4), QPointF(x, mid + 4))
        p.setFont(font(10))
        every = max(1, round(len(self.turns) * 34 / max(self.width(), 1)))  # turn numbers that fit
        for k, i in enumerate(self.turns):
            x = self.x_of(i)
            p.setPen(QPen(player_colour(steps[i].active), 2))
            p.drawLine(QPointF(x, mid - 12), QPointF(x, mid + 12))
            if k % every == 0:
                p.setPen(QColor(255, 255, 255, 160))
                p.drawText(QRectF(x - 16, mid + 13, 32, 14), Qt.AlignmentFlag.AlignCenter, str(steps[i].turn))
        for i, s in enumerate(steps):
            x = self.x_of(i)
            if s.scored:
                p.setPen(QPen(SCORED, 3))
                p.drawLine(QPointF(x, mid - 16), QPointF(x, mid - 4))
            elif s.vp_changed:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(SCORED)
                p.drawEllipse(QPointF(x, mid - 10), 2.5, 2.5)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(REVIEW)
        for i in self.marks:
            x = self.x_of(i)
            p.drawPolygon(QPolygonF([QPointF(x, 12), QPointF(x - 6, 2), QPointF(x + 6, 2)]))
        x = self.x_of(self.step)
        p.setPen(QPen(QColor("white"), 2))
        p.setBrush(QColor(255, 255, 255, 60))
        p.drawRoundedRect(QRectF(x - 5, mid - 14, 10, 28), 3, 3)
        p.end()

    def mousePressEvent(self, ev: QMouseEvent) -> None:
        self.seek.emit(self.step_at(ev.position().x()))

    def mouseMoveEvent(self, ev: QMouseEvent) -> None:
        if ev.buttons() & Qt.MouseButton.LeftButton:
            self.seek.emit(self.step_at(ev.position().x()))

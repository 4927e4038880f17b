"""End of game: the winner, final scores, a VP-per-turn chart and a rematch."""

from __future__ import annotations

import html

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.assets import player_colour
from app.card_face import font
from rules.flow import WIN_VP


class VpChart(QWidget):
    """VP of every player at the end of each turn (state.vp_history), one line per player."""

    def __init__(self, history: list[list[int]], names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history, self.names = history, names
        self.setMinimumSize(560, 300)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#14261e"))
        area = QRectF(50, 34, self.width() - 70, self.height() - 74)
        turns = max(len(self.history), 1)
        top = max([WIN_VP, *(v for row in self.history for v in row)])
        p.setFont(font(12))
        for vp in range(0, top + 1, 5):
            y = area.bottom() - vp / top * area.height()
            p.setPen(QPen(QColor(255, 255, 255, 90 if vp == WIN_VP else 35), 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(QColor("white"))
            p.drawText(QRectF(0, y - 9, 44, 18), int(Qt.AlignmentFlag.AlignRight), str(vp))
        p.drawText(QRectF(area.left(), area.bottom() + 6, area.width(), 20), Qt.AlignmentFlag.AlignCenter,
                   self.tr("Turn"))
        n = len(self.history[0]) if self.history else 0
        for player in range(n):
            pen = QPen(player_colour(player), 3)
            p.setPen(pen)
            prev = QPointF(area.left(), area.bottom())
            for t, row in enumerate(self.history):
                pt = QPointF(area.left() + (t + 1) / turns * area.width(), area.bottom() - row[player] / top * area.height())
                p.drawLine(prev, pt)
                p.drawEllipse(pt, 3, 3)
                prev = pt
            p.drawText(QRectF(area.left() + 160 * player, 6, 150, 20), int(Qt.AlignmentFlag.AlignLeft),
                       self.names[player] if player < len(self.names) else str(player + 1))
        p.end()


class WinnerDialog(QDialog):
    REMATCH, NEW_GAME = 2, 3

    def __init__(self, winner: int, names: list[str], scores: list[int], history: list[list[int]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        layout = QVBoxLayout(self)
        title = QLabel(self.tr("{name} wins!").format(name=names[winner]))
        title.setTextFormat(Qt.TextFormat.PlainText)
        title.setFont(font(30, bold=True))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        ranking = sorted(range(len(scores)), key=lambda p: -scores[p])
        table = QLabel("<br>".join(self.tr("{place}. {name} — {vp} VP").format(
            place=k + 1, name=html.escape(names[p]), vp=scores[p]) for k, p in enumerate(ranking)))
        table.setAlignment(Qt.AlignmentFlag.AlignCenter)
        table.setFont(font(18))
        layout.addWidget(table)
        layout.addWidget(VpChart(history, names))
        row = QHBoxLayout()
        for text, code in ((self.tr("Rematch"), self.REMATCH), (self.tr("New game…"), self.NEW_GAME),
                           (self.tr("Close"), QDialog.DialogCode.Rejected)):
            b = QPushButton(text)
            b.clicked.connect(lambda _=False, c=code: self.done(int(c)))
            row.addWidget(b)
        layout.addLayout(row)

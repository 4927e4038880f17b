"""End of game: the winner, final scores, a VP-per-turn chart (Smash Up) or where each player's VP
came from (FZZZT!), and a rematch."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QDialog, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.assets import player_colour
from app.i18n import names_list
from app.smashup.card_face import font
from rules.flow import WIN_VP

if TYPE_CHECKING:
    from rules.fzzzt.scoring import Breakdown


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
    REMATCH, NEW_GAME, REVIEW = 2, 3, 4

    def __init__(self, winner: int, names: list[str], scores: list[int], history: list[list[int]],
                 parent: QWidget | None = None, notes: list[str] | None = None, reviewable: bool = False) -> None:
        """``notes``: lines under the scores (the hints each person used); ``reviewable``: the game
        was recorded from its start, so "Review this game" is offered."""
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
        for line in notes or []:
            note = QLabel(line)
            note.setTextFormat(Qt.TextFormat.PlainText)
            note.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(note)
        layout.addWidget(VpChart(history, names))
        layout.addLayout(end_buttons(self, reviewable))


def end_buttons(dialog: QDialog, reviewable: bool = False) -> QHBoxLayout:
    """Rematch, New game… and Close: what every game-over dialog offers; Review this game for a
    game recorded from its start."""
    row = QHBoxLayout()
    if reviewable:
        review = QPushButton(QCoreApplication.translate("WinnerDialog", "Review this game"))
        review.clicked.connect(lambda _=False: dialog.done(WinnerDialog.REVIEW))
        row.addWidget(review)
    for text, code in ((QCoreApplication.translate("WinnerDialog", "Rematch"), WinnerDialog.REMATCH),
                       (QCoreApplication.translate("WinnerDialog", "New game…"), WinnerDialog.NEW_GAME),
                       (QCoreApplication.translate("WinnerDialog", "Close"), QDialog.DialogCode.Rejected)):
        b = QPushButton(text)
        b.clicked.connect(lambda _=False, c=code: dialog.done(int(c)))
        row.addWidget(b)
    return row


def places(keys: list[tuple[int, ...]]) -> list[int]:
    """Each player's place (1 = first) when a smaller key ranks higher; equal keys share a place."""
    return [1 + sum(other < key for other in keys) for key in keys]


class FzzztOverDialog(QDialog):
    """The end of a FZZZT! game: who won, and where each player's VP came from."""

    def __init__(self, names: list[str], parts: list[Breakdown], winners: list[int],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("WinnerDialog", "Game over"))
        layout = QVBoxLayout(self)
        if len(winners) == 1:
            headline = QCoreApplication.translate("WinnerDialog", "{name} wins!").format(name=names[winners[0]])
        else:
            headline = self.tr("{names} share the victory!").format(names=names_list([names[p] for p in winners]))
        title = QLabel(headline)
        title.setTextFormat(Qt.TextFormat.PlainText)
        title.setFont(font(28, bold=True))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        best = max(b.total for b in parts)
        if sum(b.total == best for b in parts) > len(winners):
            note = QLabel(self.tr("Tied on {vp} VP: fewer Robots wins the tie.").format(vp=best))
            note.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(note)
        layout.addLayout(self._table(names, parts))
        layout.addLayout(end_buttons(self))

    def _table(self, names: list[str], parts: list[Breakdown]) -> QGridLayout:
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        heads = (self.tr("Place"), self.tr("Player"), self.tr("Robots"), self.tr("Fzzzt"), self.tr("Gadgets"),
                 self.tr("Missing gadgets"), self.tr("Total"), self.tr("Robot cards"))
        for col, text in enumerate(heads):
            head = QLabel(text)
            head.setFont(font(13, bold=True))
            grid.addWidget(head, 0, col)
        ranks = places([(-b.total, b.robot_count) for b in parts])
        for row, p in enumerate(sorted(range(len(parts)), key=lambda p: (ranks[p], p)), start=1):
            b = parts[p]
            shared = ranks.count(ranks[p]) > 1
            cells = (self.tr("{place}= (tie)").format(place=ranks[p]) if shared else str(ranks[p]), names[p],
                     str(b.robots), str(b.fzzzt), str(b.gadgets), str(b.missing), str(b.total), str(b.robot_count))
            for col, text in enumerate(cells):
                cell = QLabel(text)
                cell.setTextFormat(Qt.TextFormat.PlainText)  # a seat name is shown as typed
                cell.setFont(font(15, bold=col == 6))
                if col == 1:
                    cell.setStyleSheet(f"color: {player_colour(p).name()}")
                grid.addWidget(cell, row, col)
        return grid

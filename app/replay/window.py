"""The replay window: a recorded game on a read-only table, a timeline to seek on, playback, whose
eyes the table shows, Play from here, and a review searched in the background whose marks show on
the timeline (at a mark, Hard's choice is lit on the table and the facts are told beside it)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app import i18n
from app.assets import player_colour
from app.background import Task
from app.hint import fact_text, light, share_text
from app.replay.timeline_bar import TimelineBar
from app.scoring import scoring_results
from app.seats import Seat
from app.smashup.table_scene import TableScene
from app.smashup.table_view import TableView
from rules.ai.hint import DEFAULT_ITERATIONS
from rules.decision import Ev
from rules.game import Game, History
from rules.replay import Timeline
from rules.review import Mark, Review, review

REVIEW_ITERATIONS = DEFAULT_ITERATIONS  # as the CLI's review: the same marks; about 80 s of one core a 2-player game
STEP_MS = 900  # playback: one answer this often at the Normal animation speed
EVERY_HAND = -1  # the eyes choice that shows every hand (a finished game only)


def scoring_lines(events: list[Ev], game: Game, names: list[str]) -> list[str]:
    """The banner of the bases these events scored: each player's place there and the VP it gave."""
    lines = []
    for base_card, places, vp in scoring_results(events):
        lines.append(QCoreApplication.translate("ReplayWindow", "{base} scores").format(base=i18n.card_name(game.read.cid(base_card))))
        for player, place in sorted(places.items(), key=lambda pp: (pp[1], pp[0])):
            lines.append(QCoreApplication.translate("ReplayWindow", "{place}. {name}, {vp} VP").format(
                place=place, name=names[player], vp=vp.get(player, 0)))
    return lines


class ReplayWindow(QMainWindow):
    play_from = Signal(object, object)  # a copy of the game at the step shown, the seats

    def __init__(self, history: History, seats: list[Seat], speed: float = 1.0, title: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history, self.seats, self.speed, self.name = history, seats, speed, title
        self.names = [s.name for s in seats]
        self.timeline = Timeline(history)
        self.step = 0
        self.game: Game = self.timeline.at(0)
        self.eyes = 0
        self.marks: dict[int, Mark] = {}
        self.review_seat = 0  # whose decisions the marks are about
        self.task: Task | None = None  # the review under way
        self.tasks: list[Task] = []  # every review started, cancelled ones included: stopped on closing
        self.scene = TableScene(self)
        self.scene.speed = speed
        self.view = TableView(self.scene)
        self.bar = TimelineBar(self.timeline)
        self.bar.seek.connect(self.seek)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.TextFormat.PlainText)
        self.info.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.info.setFixedWidth(300)
        self.info.setStyleSheet("background: #14261e; color: #ffe082; padding: 8px")
        self.where = QLabel()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self._build()
        self.retranslate()
        self.seek(0)

    # --- building ----------------------------------------------------------------------------------
    def _build(self) -> None:
        controls = QHBoxLayout()
        self.b_turn_back = self._button(controls, lambda: self.seek(self._turn_from(-1)))
        self.b_back = self._button(controls, lambda: self.seek(self.step - 1))
        self.b_play = self._button(controls, self.toggle_play)
        self.b_next = self._button(controls, lambda: self.seek(self.step + 1))
        self.b_turn_next = self._button(controls, lambda: self.seek(self._turn_from(1)))
        controls.addWidget(self.where, 1)
        self.eyes_box = QComboBox()
        self.eyes_box.activated.connect(lambda i: self.set_eyes(self.eyes_box.itemData(i)))
        controls.addWidget(self.eyes_box)
        self.b_here = self._button(controls, self._play_from_here)
        self.b_review = self._button(controls, lambda: self.start_review(self._review_seat()))
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(180)
        self.progress.hide()
        controls.addWidget(self.progress)
        self.b_cancel = self._button(controls, self.cancel_review)
        self.b_cancel.hide()
        table = QHBoxLayout()
        table.addWidget(self.view, 1)
        table.addWidget(self.info)
        box = QVBoxLayout()
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(table, 1)
        box.addWidget(self.bar)
        box.addLayout(controls)
        holder = QWidget()
        holder.setLayout(box)
        self.setCentralWidget(holder)
        for key, slot in ((Qt.Key.Key_Left, lambda: self.seek(self.step - 1)),
                          (Qt.Key.Key_Right, lambda: self.seek(self.step + 1)),
                          (Qt.Key.Key_PageUp, lambda: self.seek(self._turn_from(-1))),
                          (Qt.Key.Key_PageDown, lambda: self.seek(self._turn_from(1))),
                          (Qt.Key.Key_Home, lambda: self.seek(0)),
                          (Qt.Key.Key_End, lambda: self.seek(len(self.timeline) - 1)),
                          (Qt.Key.Key_Space, self.toggle_play)):
            QShortcut(QKeySequence(key), self, slot)  # before the table view, which would scroll

    @staticmethod
    def _button(row: QHBoxLayout, slot: Callable[[], object]) -> QPushButton:
        b = QPushButton()
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space plays back; it must not press the last button
        b.clicked.connect(lambda _=False: slot())
        row.addWidget(b)
        return b

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Replay — {name}").format(name=self.name) if self.name else self.tr("Replay"))
        self.b_turn_back.setText(self.tr("◀◀ Turn"))
        self.b_turn_back.setToolTip(self.tr("The previous turn (Page Up)"))
        self.b_back.setText("◀")
        self.b_back.setToolTip(self.tr("One answer back (Left)"))
        self.b_next.setText("▶")
        self.b_next.setToolTip(self.tr("One answer on (Right)"))
        self.b_turn_next.setText(self.tr("Turn ▶▶"))
        self.b_turn_next.setToolTip(self.tr("The next turn (Page Down)"))
        self.b_play.setText(self.tr("Pause") if self.timer.isActive() else self.tr("Play"))
        self.b_play.setToolTip(self.tr("Play the game back at the animation speed (Space)"))
        self.b_here.setText(self.tr("Play from here"))
        self.b_here.setToolTip(self.tr("A new game from this point; the recorded game is kept"))
        self.b_review.setText(self.tr("Review"))
        self.b_review.setToolTip(self.tr("Hard searches each of this player's decisions and marks the costliest"))
        self.b_cancel.setText(self.tr("Cancel"))
        self.eyes_box.clear()
        for p, name in enumerate(self.names):
            self.eyes_box.addItem(self.tr("{name}'s view").format(name=name), p)
        if self.timeline.final.over:  # every hand face up only once nothing is left to hide
            self.eyes_box.addItem(self.tr("Every hand"), EVERY_HAND)
        self.eyes_box.setCurrentIndex(self.eyes_box.findData(self.eyes))
        self._describe()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.seek(self.step)
        super().changeEvent(event)

    # --- seeking -----------------------------------------------------------------------------------
    def seek(self, step: int) -> None:
        step = min(max(step, 0), len(self.timeline) - 1)
        forward = step == self.step + 1
        self.step = step
        self.game = self.timeline.at(step)
        viewer = self.eyes if self.eyes != EVERY_HAND else 0
        self.scene.set_state(self.game, viewer, self.names, False, forward and self.speed > 0)
        self.bar.set_step(step)
        mark = self.marks.get(step)
        if mark is not None:
            light(self.scene, [mark.best.action])
        if step > 0 and self.timeline.steps[step - 1].scored:
            before = self.timeline.at(step - 1)
            events = before.apply(self.history.answers[step - 1])
            lines = scoring_lines(events, before, self.names)
            if lines:
                self.scene.show_banner(self.tr("Scoring"), lines, player_colour(self.timeline.steps[step - 1].active))
        self._describe()

    def _turn_from(self, direction: int) -> int:
        starts = self.timeline.turn_starts()
        if direction < 0:
            return max((s for s in starts if s < self.step), default=0)
        return min((s for s in starts if s > self.step), default=len(self.timeline) - 1)

    def _describe(self) -> None:
        s = self.timeline.steps[self.step]
        self.where.setText(self.tr("Turn {turn} — answer {step} of {total}").format(
            turn=s.turn, step=self.step, total=len(self.timeline) - 1))
        lines: list[str] = []
        mark = self.marks.get(self.step)
        if mark is not None:
            lines += [self.tr("{name} played: {option} — {share} of wins").format(
                          name=self.names[self.review_seat], option=fact_text(mark.chosen.label, self.names),
                          share=share_text(mark.chosen.share)),
                      self.tr("Hard: {option} — {share} of wins").format(
                          option=fact_text(mark.best.label, self.names), share=share_text(mark.best.share)),
                      *(fact_text(f, self.names) for f in mark.facts), ""]
        if self.eyes == EVERY_HAND:
            for p in range(len(self.names)):
                hand = self.game.view(p).players[p].hand or ()  # each hand as its own seat sees it
                cards = ", ".join(i18n.card_name(c.card) for c in hand) or self.tr("nothing")
                lines.append(self.tr("{name}'s hand: {cards}").format(name=self.names[p], cards=cards))
        self.info.setText("\n".join(lines))
        self.info.setVisible(bool(lines))

    def set_eyes(self, who: int) -> None:
        self.eyes = who
        self.scene.reset()  # another seat's hand: no card of the last one slides away
        self.seek(self.step)

    # --- playback ---------------------------------------------------------------------------------
    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.step == len(self.timeline) - 1:
                self.seek(0)
            self.timer.start(max(int(STEP_MS * self.speed), 150))
        self.b_play.setText(self.tr("Pause") if self.timer.isActive() else self.tr("Play"))

    def _tick(self) -> None:
        if self.step >= len(self.timeline) - 1:
            self.toggle_play()
            return
        self.seek(self.step + 1)

    def _play_from_here(self) -> None:
        self.play_from.emit(self.timeline.at(self.step), self.seats)

    # --- review -------------------------------------------------------------------------------------
    def _review_seat(self) -> int:
        return self.eyes if self.eyes != EVERY_HAND else 0

    def start_review(self, seat: int) -> None:
        if self.task is not None:
            return
        self.review_seat = seat
        history = self.history
        task = Task(lambda progress: review(history, seat, REVIEW_ITERATIONS, progress))
        self.tasks.append(task)
        task.progressed.connect(self._progressed)
        task.done.connect(self._reviewed)
        task.failed.connect(self._review_failed)
        self.task = task
        self.progress.setRange(0, 0)
        self.progress.show()
        self.b_cancel.show()
        self.b_review.setEnabled(False)
        task.start()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.progress.setFormat(self.tr("Reviewing: %v of %m"))

    def _reviewed(self, r: Review) -> None:
        self._review_over()
        self.marks = {m.step: m for m in r.marks}
        self.bar.set_marks(sorted(self.marks))
        if r.marks:
            self.seek(r.marks[0].step)
        else:
            self.where.setText(self.tr("Review: no decision of {name} lost much").format(name=self.names[r.seat]))

    def _review_failed(self, why: str) -> None:
        self._review_over()
        self.where.setText(self.tr("The review failed: {reason}").format(reason=why))

    def cancel_review(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self._review_over()

    def _review_over(self) -> None:
        self.task = None
        self.progress.hide()
        self.b_cancel.hide()
        self.b_review.setEnabled(True)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        self.cancel_review()
        for task in self.tasks:
            task.stop()  # a review stops at its next decision
        self.tasks = []
        super().closeEvent(event)

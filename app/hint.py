"""The Hint: what Hard would do at the person's own decision, lit on the table (its choice bright,
the runner-up dimmer) with the facts the engine computes, under the table.

Hard searches from the seat's view only (``rules.ai.hint``), a fixed number of iterations, in a
thread of its own. Hints are for games against bots and on the hot seat: a joined network table
has no Hint (the host does not offer it). Each seat's hints are counted for the game-over summary.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from app import i18n
from app.background import Task
from app.shortcuts import with_key
from app.smashup.table_scene import TableScene
from rules.actions import Action, Pick, PickKind, Play, Talent, Use
from rules.decision import Decision
from rules.game import Game

if TYPE_CHECKING:
    from rules.ai.hint import Fact, Hint

HINT_ITERATIONS = 1000  # well under a second a hint (docs/replay-review-hint.md)
HINT_KEY = QKeySequence("H")
BEST = QColor("#ffd54f")
SECOND = QColor(255, 213, 79, 110)


def fact_text(f: Fact, names: Sequence[str]) -> str:
    """A fact in the player's language, seats by name."""
    return f.words(i18n.card_name, lambda p: names[p] if 0 <= p < len(names) else str(p + 1), i18n.rules)


def share_text(share: float) -> str:
    return f"{round(share * 100)} %" if i18n.current() == "fr" else f"{round(share * 100)}%"


def items_of(scene: TableScene, a: Action) -> list:
    """The table items that show option ``a``: the card played and where it goes, or what it picks."""
    if isinstance(a, Play):
        return [x for x in (scene.cards.get(a.card), scene.target_item(a)) if x is not None]
    if isinstance(a, Use | Talent):
        return [x for x in (scene.cards.get(a.card),) if x is not None]
    if isinstance(a, Pick) and a.kind == PickKind.CARD:
        item = scene.cards.get(int(a.value)) or scene.bases.get(int(a.value))
        return [] if item is None else [item]
    if isinstance(a, Pick) and a.kind == PickKind.BASE:
        return [b for b in scene.bases.values() if b.index == a.value]
    return []


def light(scene: TableScene, options: Sequence[Action]) -> None:
    """Hard's choice lit bright on the table, the runner-up dimmer (the choice wins a shared item)."""
    for a, colour in reversed(list(zip(options, (BEST, SECOND), strict=False))):
        for item in items_of(scene, a):
            item.set_lit(colour)


def hint_lines(h: Hint, names: Sequence[str]) -> list[str]:
    """The hint in words: Hard's choice and the runner-up with their shares of wins, then the facts."""
    lines = [QCoreApplication.translate("HintBar", "Hard: {option} — {share} of wins").format(option=fact_text(h.best.label, names),
                                                          share=share_text(h.best.share))]
    if len(h.options) > 1:
        second = h.options[1]
        lines.append(QCoreApplication.translate("HintBar", "Then: {option} — {share}").format(option=fact_text(second.label, names),
                                                          share=share_text(second.share)))
    lines += [fact_text(f, names) for f in h.facts]
    return lines


class HintBar(QWidget):
    """The Hint button (H) and what the hint says, one line under the table."""

    asked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 2, 8, 2)
        self.button = QPushButton()
        self.button.clicked.connect(self.asked)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # seat names are shown as typed
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # the table's dark strip, not the window's grey
        self.setStyleSheet("HintBar { background: #14261e; } QLabel { color: #ffe082; }")
        row.addWidget(self.button)
        row.addWidget(self.text, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(with_key(self.tr("Hint"), HINT_KEY))
        self.button.setShortcut(HINT_KEY)  # after the text, which resets it
        self.button.setToolTip(self.tr("What the Hard bot would do here, searched from what you can see"))

    def say(self, lines: list[str]) -> None:
        self.text.setText(" · ".join(lines))


class HintHost(Protocol):
    """What the Hint needs of its window (the main window)."""

    game: Game | None
    viewer: int
    scene: TableScene

    @property
    def own_table(self) -> Any: ...

    @property
    def acting(self) -> bool: ...

    @property
    def standing_in(self) -> bool: ...

    @property
    def names(self) -> list[str]: ...


class HintControl(QObject):
    """The window's Hint: offered on the person's own decision, searched in the background, shown
    until the decision is answered; hints used counted by seat."""

    def __init__(self, window: HintHost) -> None:
        super().__init__(window)  # type: ignore[arg-type]  # the host is a QObject (the window)
        self.window = window
        self.bar = HintBar()
        self.bar.asked.connect(self.ask)
        self.used: dict[int, int] = {}
        self.task: Task | None = None  # the search of the hint asked
        self.tasks: list[Task] = []  # searches still running, dropped ones included: stopped on closing
        self.asked_at: Decision | None = None  # the decision the hint on screen (or being searched) is for
        self.shown: Hint | None = None

    def reset(self) -> None:
        """A new game on the table: no hint, none used."""
        self.used = {}
        self._drop()

    def sync(self) -> None:
        """After each refresh of the table: the button as the decision allows, a stale hint gone,
        the hint of this decision lit again (the refresh put the table's own lights back)."""
        w = self.window
        game = w.game
        # Standing in a response round, the rules ask this seat nothing: nothing to hint.
        mine = game is not None and w.own_table is None and w.acting and not w.standing_in
        self.bar.button.setEnabled(mine)
        if game is None or game.pending is not self.asked_at:
            self._drop()
        elif self.shown is not None:
            light(w.scene, [o.action for o in self.shown.options[:2]])

    def ask(self) -> None:
        w = self.window
        if not self.bar.button.isEnabled() or self.task is not None or w.game is None:
            return
        game, seat = w.game.clone(), w.viewer
        self.asked_at = w.game.pending
        self.used[seat] = self.used.get(seat, 0) + 1
        self.bar.say([self.tr("Hard is thinking…")])
        from rules.ai.hint import hint  # the search loads with the first hint: start-up needs none

        task = Task(lambda _progress: hint(game, seat, HINT_ITERATIONS))
        task.done.connect(lambda h, t=task: self._found(t, h))
        task.failed.connect(lambda why, t=task: self._failed(t, why))
        self.tasks = [t for t in self.tasks if t.isRunning()] + [task]
        self.task = task
        task.start()

    def _found(self, task: Task, h: Hint) -> None:
        if task is not self.task:
            return
        self.task = None
        if self.window.game is None or self.window.game.pending is not self.asked_at:
            return  # answered meanwhile: this hint is about a decision gone
        self.shown = h
        self.bar.say(hint_lines(h, self.window.names))
        light(self.window.scene, [o.action for o in h.options[:2]])

    def _failed(self, task: Task, why: str) -> None:
        if task is self.task:
            self.task = None
            self.bar.say([self.tr("No hint: {reason}").format(reason=why)])

    def _drop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None
        self.asked_at, self.shown = None, None
        self.bar.say([])

    def summary(self, names: Sequence[str], seats: Sequence[int]) -> list[str]:
        """The game-over lines: each person's hints used."""
        return [self.tr("{name} used %n hint(s)", "", self.used.get(p, 0)).format(name=names[p]) for p in seats]

    def wait(self) -> None:
        """The window closes: a search under way is let finish in its thread, its answer dropped."""
        for task in self.tasks:
            task.stop()
        self.tasks, self.task = [], None


"""The strip under the table: whose turn, what is being asked, and the answer buttons that have no
place on the table (end turn, pass, yes/no, a player or an option)."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app import i18n
from app.assets import emblem_path, player_colour, svg_pixmap
from app.card_dialogs import names_card
from app.flow_layout import FlowLayout
from app.shortcuts import DONE_KEY, with_key
from app.text_size import BAR_PX
from rules.actions import Action, Answer, Finish, Pass, Pick, PickKind, Play, Use
from rules.catalogue import catalogue
from rules.decision import Decision, DecisionKind
from rules.event_kinds import AFTER_PLAY, AFTER_VP, BEFORE_SCORING, CANCEL_WINDOW
from rules.game import Game
from rules.view import UNNAMED_KINDS, SeatView

REFUSAL_COLOUR, NEWS_COLOUR = "#ffab91", "#a5d6a7"


def is_faction(value: object) -> bool:
    """An option naming a faction ("Name a faction") is shown by its name and emblem, not its id."""
    return isinstance(value, str) and value in catalogue().faction_names


def answer_keys(answers: list[Action]) -> list[QKeySequence]:
    """Each answer's shortcut, on the local table's bar and a joined table's buttons alike:
    Ctrl+Enter ends the turn, passes or says Done (the first of them offered); Y and N say Yes and
    No (O and N in French); the others are numbered 1 to 9."""
    out, number, done_taken = [], 0, False
    for a in answers:
        if isinstance(a, Finish | Pass) and not done_taken:
            done_taken = True
            out.append(DONE_KEY)
        elif isinstance(a, Answer):
            out.append(QKeySequence(QCoreApplication.translate("PromptBar", "Y") if a.yes
                                    else QCoreApplication.translate("PromptBar", "N")))
        else:
            number += 1
            out.append(QKeySequence(str(number)) if number <= 9 else QKeySequence())
    return out


def turn_text(v: SeatView, names: list[str]) -> str:
    """The round and whose turn it is, the name in its player's colour (rich text): the local
    table's bar and a joined table both head their prompt with it."""
    return QCoreApplication.translate("PromptBar", "Round {round} — <b style='color:{colour}'>{name}</b> is playing").format(
        round=v.round, colour=player_colour(v.active).name(), name=html.escape(names[v.active]))


def pass_named(prompt: str | None, kind: str, many: bool, passes: bool) -> str:
    """A decision's prompt, translated, that names the way out its Pass button offers: ", or pass"
    after a single optional choice whose card text does not say it already (on the local table's
    bar and a joined table's alike)."""
    text = i18n.rules(prompt) if prompt else ""
    if passes and prompt and kind != DecisionKind.ME_FIRST and not many and "or pass" not in prompt.lower():
        text = QCoreApplication.translate("PromptBar", "{prompt}, or pass").format(prompt=text)
    return text


class PromptBar(QWidget):
    chosen = Signal(object)  # an Action among the pending decision's options
    undo_requested = Signal()
    new_game_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PromptBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.turn = QLabel()
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        for label in (self.prompt, self.message):  # they quote seat names: shown as typed, never as HTML
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.say("")
        text = QVBoxLayout()
        text.addWidget(self.turn)
        text.addWidget(self.prompt)
        text.addWidget(self.message)
        # The answers wrap onto a second line when they run out of width: a long row of them (six
        # factions to name) would otherwise widen the table over the game log.
        answers = QWidget()
        self.buttons = FlowLayout(answers, spacing=6)
        # End turn keeps its own place at the right: a Done or Pass that follows it never lands
        # where it was a moment before.
        self.finish = QHBoxLayout()
        self.undo = QPushButton()
        self.undo.clicked.connect(self.undo_requested)
        row = QHBoxLayout(self)
        row.addLayout(text, 3)
        row.addWidget(answers, 0, Qt.AlignmentFlag.AlignVCenter)  # as wide as its buttons when there is room
        row.addLayout(self.finish)
        row.addWidget(self.undo)
        self._rows = (row, text)
        self._answer_buttons: list[QPushButton] = []
        self._labels: dict[QPushButton, str] = {}  # each button's answer, without its shortcut
        self._shown: list[tuple[str, Action]] = []  # the answers the buttons give
        self.retranslate()
        self.set_text_px(BAR_PX)

    def set_text_px(self, px: int) -> None:
        """The prompt's, the messages' and the buttons' text size (View → Text size)."""
        self.setStyleSheet(f"#PromptBar {{ background: #102a20; }} QLabel {{ color: white; font-size: {px}px; }}"
                           f"QPushButton {{ font-size: {px}px; padding: 6px 14px; }}")
        # A fixed height: a longer prompt or message never pushes the table up.
        # Measured in the style sheet's size, not the label's font before the sheet applies (that
        # one is smaller, and a two-line prompt was clipped).
        font = QFont(self.prompt.font())
        font.setPixelSize(px)
        line = QFontMetrics(font).lineSpacing()
        row, text = self._rows
        self.setFixedHeight(line * 4 + 2 * row.contentsMargins().top() + 2 * text.spacing())

    def retranslate(self) -> None:
        self.undo.setText(self.tr("Undo"))
        self.undo.setToolTip(self.tr("Take back your last move (Ctrl+Z)"))

    def say(self, text: str) -> None:
        """A refusal or a problem, in the colour that says so."""
        self.message.setStyleSheet(f"color: {REFUSAL_COLOUR}; font-weight: bold")
        self.message.setText(text)

    def inform(self, text: str) -> None:
        """News that nothing went wrong ("Saved: ..."), not in the refusal colour."""
        self.message.setStyleSheet(f"color: {NEWS_COLOUR}; font-weight: bold")
        self.message.setText(text)

    def show_game(self, game: Game, names: list[str], acting: bool, waiting_for: str | None,
                  can_undo: bool, in_dialog: bool = False) -> None:
        """``acting``: the person at the screen answers the pending decision; ``waiting_for``:
        whom the table waits for otherwise; ``in_dialog``: the choice is made in a dialog of cards,
        which has the one button to decline it."""
        self.undo.setEnabled(can_undo)
        d = game.pending
        if d is None:  # no one is playing any more: no turn line over it
            self._clear()
            self.turn.setText("")
            self.prompt.setText(self.tr("The game is over."))
            return
        self.turn.setText(turn_text(game.view(game.decider or 0), names))
        if not acting:
            self._clear()
            self.prompt.setText(self.tr("Me First! Players are answering") if d.kind in UNNAMED_KINDS
                                else self.tr("Waiting for {name}…").format(name=waiting_for or names[d.player]))
            return
        self.prompt.setText(self.describe(game, d, names))
        answers = self.answers(game, names, in_dialog)
        if [(label, a) for label, a, _ in answers] == self._shown:
            return  # the same buttons are kept: a key pressed a moment ago still clicks its own
        self._clear()
        for label, a, key in answers:
            self._add_button(label, a, key)
        self._shown = [(label, a) for label, a, _ in answers]

    def answers(self, game: Game, names: list[str], in_dialog: bool = False) -> list[tuple[str, Action, QKeySequence]]:
        """The pending decision's answers that are buttons, with their names and shortcuts;
        ``in_dialog``: the dialog of cards has the one way to decline, so Pass is not among them."""
        shown = [(a, label) for a in game.pending.options if (label := self.answer_text(game, a, names)) is not None
                 and not (in_dialog and isinstance(a, Pass))]
        keys = answer_keys([a for a, _ in shown])
        return [(label, a, key) for (a, label), key in zip(shown, keys, strict=True)]

    def show_no_game(self) -> None:
        """No game on the table (the first New game was cancelled): say how to start one, with a
        button for it; nothing to undo."""
        self.turn.setText("")
        self.prompt.setText(self.tr("No game on the table."))
        self.undo.setEnabled(False)
        self._clear()
        b = QPushButton(self.tr("New game…"))
        b.clicked.connect(self.new_game_requested)
        self.buttons.addWidget(b)
        self._answer_buttons.append(b)
        self._labels[b] = b.text()

    def describe(self, game: Game, d: Decision, names: list[str]) -> str:
        text = pass_named(d.prompt, d.kind, d.many, any(isinstance(a, Pass) for a in d.options))
        if d.picks is not None:
            text = self.tr("{prompt} (card {n} of {total})").format(prompt=text, n=d.picks[0] + 1, total=d.picks[1])
        if d.source is not None and d.about is not None:  # "Put it on top...?": which card it is
            text = self.tr("{card} — {about}: {prompt}").format(
                card=i18n.card_name(game.read.cid(d.source)), about=i18n.card_name(game.read.cid(d.about)), prompt=text)
        elif d.source is not None:
            text = self.tr("{card}: {prompt}").format(card=i18n.card_name(game.read.cid(d.source)), prompt=text)
        if d.kind == DecisionKind.ME_FIRST:
            playable = [i18n.card_name(game.read.cid(a.card)) for a in d.options if isinstance(a, Play | Use)]
            when = self.window_text(game, d)
            # Nothing to play: a person standing in a hot-seat round (app/smashup/answering.py).
            text = self.tr("Me First! {when}: {name} may play {cards}, or pass.").format(
                when=when, name=names[d.player], cards=", ".join(dict.fromkeys(playable))) if playable else \
                self.tr("Me First! {when}: {name} has nothing to play here, pass.").format(when=when, name=names[d.player])
        elif d.kind == DecisionKind.MAIN:
            text = self.tr("{name}, play cards: drag them onto the table, then end your turn.").format(
                name=names[d.player])
        return text

    def window_text(self, game: Game, d: Decision) -> str:
        """When a Me First! window opens: around a scoring, or in answer to a card being played."""
        if d.window in (CANCEL_WINDOW, AFTER_PLAY, AFTER_VP):
            card = i18n.card_name(game.read.cid(d.source)) if d.source is not None else ""
            return {CANCEL_WINDOW: self.tr("as {card} is played"), AFTER_PLAY: self.tr("{card} was played"),
                    AFTER_VP: self.tr("VP were gained")}[d.window].format(card=card)
        base = i18n.card_name(game.read.cid(game.read.base_card(d.slot))) if d.slot is not None else ""
        when = self.tr("before {base} scores") if d.window == BEFORE_SCORING else self.tr("after {base} scored")
        return when.format(base=base)

    def answer_text(self, game: Game, a: Action, names: list[str]) -> str | None:
        if isinstance(a, Finish):
            return self.tr("End turn")
        if isinstance(a, Pass):
            # "Done" ends a run of picks; a single optional choice (and a Me First! window) is passed.
            return self.tr("Done") if game.pending and game.pending.many else self.tr("Pass")
        if isinstance(a, Answer):
            return self.tr("Yes") if a.yes else self.tr("No")
        if isinstance(a, Pick) and a.kind == PickKind.PLAYER:
            return names[a.value]
        if isinstance(a, Pick) and a.kind == PickKind.OPTION:
            if is_faction(a.value):
                return i18n.faction_name(a.value)
            return None if names_card(a) else i18n.rules(a.value)  # a card's name: chosen in the dialog of cards
        return None

    def _add_button(self, label: str, action: Action, key: QKeySequence) -> None:
        b = QPushButton(with_key(label, key))
        b.setShortcut(key)
        self._labels[b] = label
        if isinstance(action, Pick) and action.kind == PickKind.OPTION and is_faction(action.value):
            b.setIcon(QIcon(svg_pixmap(str(emblem_path(action.value)), 48)))
            b.setIconSize(QSize(24, 24))
        b.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
        if isinstance(action, Finish):
            self.finish.addWidget(b)
        else:
            self.buttons.addWidget(b)
        self._answer_buttons.append(b)

    def _clear(self) -> None:
        for b in self._answer_buttons:
            b.hide()
            b.deleteLater()
        self._answer_buttons = []
        self._labels = {}
        self._shown = []

    def labels(self) -> list[str]:
        """The answers offered, as named on their buttons (without the shortcuts)."""
        return [self._labels[b] for b in self._answer_buttons]

    def button(self, label: str) -> QPushButton | None:
        return next((b for b in self._answer_buttons if self._labels[b] == label), None)

"""New game: 2-4 seats (human or bot), names, factions by the rulebook draft or at random from the
boxes ticked (the bots' picked by the player if they like), seed. The options chosen come back next
time; the draft's page is sized and placed to fit the screen."""

from __future__ import annotations

import random

from attrs import define
from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QIcon, QShowEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from app import i18n
from app.assets import CORE_FACTIONS, emblem_path, svg_pixmap
from app.bot_worker import bots_available
from app.faction_styles import faction_label
from app.screen_fit import fit_on_screen
from app.seats import BOT_LEVELS, MAX_NAME, Seat
from rules.catalogue import catalogue
from rules.games import GAMES, SMASH_UP, game_kind
from rules.protocol import TurnGame
from rules.setup import MAX_PLAYERS, MIN_PLAYERS, draft_order, new_game, owned_boxes, playable_factions

BOT_PICK_MS = 350  # a bot's draft pick is shown briefly, so people see what it took
BOOL_CHOICES = ("all_bases", "titans", "pick_for_bots")  # the check boxes a new game remembers


def offered_factions() -> list[str]:
    """Factions with complete behaviour; the core eight until the card code is finished (their
    cards then play with printed power only)."""
    ready = set(playable_factions())
    return [f for f in catalogue().factions if f in ready or f in CORE_FACTIONS]


@define(slots=True)
class GameConfig:
    seats: list[Seat]
    factions: list[list[str]]
    seed: int
    first: int
    game: str = SMASH_UP.key  # a key of rules/games.py's GAMES
    all_bases: bool = False  # every base of the boxes owned, not only those of the factions in play
    titans: bool = False  # play with titans: each faction's titan beside its owner's deck


def game_of(cfg: GameConfig) -> TurnGame:
    """The game a new game's options deal."""
    kind = game_kind(cfg.game)
    if not kind.factions:  # nothing to choose: its rules deal it
        return kind.new(len(cfg.seats), cfg.seed, None)
    bases = owned_boxes() if cfg.all_bases else None
    return new_game(cfg.factions, cfg.seed, cfg.first, base_sets=bases, titans=cfg.titans)


def titan_factions() -> list[str]:
    """The factions that come with a titan (the core set's five), in the catalogue's order."""
    cat = catalogue()
    return list(dict.fromkeys(c.faction for c in cat.cards.values() if c.type == "titan"))


def titans_left_out(cfg: GameConfig) -> bool:
    """"Play with titans" on, yet none of the factions drafted or dealt has a titan: the game has
    none, and the player is told why rather than finding no titan beside the decks."""
    return cfg.titans and not set(titan_factions()) & {f for fs in cfg.factions for f in fs}


def no_titan_text() -> str:
    """What the player is told when ``titans_left_out``: a line of the game log, the host's game line."""
    return QCoreApplication.translate(
        "NewGameDialog", "Play with titans: none of the factions in this game has a titan, so there is no titan "
        "(these factions have one: {factions}).").format(
        factions=", ".join(i18n.faction_name(f) for f in titan_factions()))


def faction_boxes(factions: list[str]) -> dict[str, list[str]]:
    """The factions under the box each comes in (the All Stars ship in the Big Geek Box), in order."""
    cat = catalogue()
    boxes: dict[str, list[str]] = {}
    for f in factions:
        boxes.setdefault(cat.box(cat.faction_set[f]), []).append(f)
    return boxes


class FittingScroll(QScrollArea):
    """A scroll area that asks for its whole content: the dialog is as large as the draft needs,
    and scrolls only where the screen is smaller."""

    def sizeHint(self) -> QSize:
        inner = self.widget().sizeHint() if self.widget() is not None else QSize()
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return inner + QSize(2 * self.frameWidth() + bar, 2 * self.frameWidth() + bar)


class SeatRow(QWidget):
    def __init__(self, index: int, seat: Seat, bots_off: str | None) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.name = QLineEdit(seat.name)
        self.name.setMaxLength(MAX_NAME)
        self.kind = QComboBox()
        self.kind.addItem("", "human")
        self.kind.addItem("", "bot")
        self.level = QComboBox()
        for level in BOT_LEVELS:
            self.level.addItem("", level)
        if bots_off is not None:
            # No fake bot: the choice stays visible but disabled, saying why.
            model = self.kind.model()
            assert isinstance(model, QStandardItemModel)
            model.item(1).setEnabled(False)
            self.bots_off = bots_off
        else:
            self.bots_off = None
            self.kind.setCurrentIndex(1 if seat.is_bot else 0)
        self.level.setCurrentIndex(max(0, list(BOT_LEVELS).index(seat.level)))
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.label = QLabel()
        row.addWidget(self.label)
        row.addWidget(self.name, 2)
        row.addWidget(self.kind)  # as wide as its words; the name takes the room left
        row.addWidget(self.level)
        self.index = index
        self._kind_changed()

    def retranslate(self) -> None:
        self.label.setText(self.tr("Seat {n}").format(n=self.index + 1))
        self.kind.setItemText(0, self.tr("Human"))
        self.kind.setItemText(1, self.tr("Bot"))
        for k, text in enumerate((self.tr("Easy"), self.tr("Normal"), self.tr("Hard"))):
            self.level.setItemText(k, text)
        if self.bots_off is not None:
            self.kind.setToolTip(self.tr("Bots are not available in this build: {reason}").format(
                reason=self.bots_off))

    def _kind_changed(self) -> None:
        self.level.setEnabled(self.kind.currentData() == "bot")

    def seat(self) -> Seat:
        # Pasted tabs or line breaks would make the name one a save can't hold.
        typed = "".join(ch if ch.isprintable() else " " for ch in self.name.text()).strip()
        return Seat(typed or self.tr("Player {n}").format(n=self.index + 1), self.kind.currentData(),
                    self.level.currentData())


class NewGameDialog(QDialog):
    def __init__(self, last: list[Seat] | None, parent: QWidget | None = None, note: str | None = None,
                 choices: dict | None = None) -> None:
        """``note``: one line saying why this dialog opened instead of a game (an unreadable autosave);
        ``choices``: the options of the last new game (see :meth:`choices`), as the settings keep them."""
        super().__init__(parent)
        self.config: GameConfig | None = None
        self.note = QLabel(note or "")
        self.note.setTextFormat(Qt.TextFormat.PlainText)  # it quotes the file's own text
        self.note.setWordWrap(True)
        self.note.setVisible(bool(note))
        self.factions = offered_factions()
        self.bots_off = bots_available()
        self.stack = QStackedWidget()
        self.stack.addWidget(self._seats_page(last or []))
        self.draft_page = QWidget()
        self.stack.addWidget(self.draft_page)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._next)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.stack)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._restore(choices if isinstance(choices, dict) else {})

    # --- the options remembered between games ------------------------------------------------
    def choices(self) -> dict:
        """What the next new game starts from: which game, draft or random, the boxes, the check boxes."""
        return {"game": self.game_choice.currentData(), "mode": "random" if self.random.isChecked() else "draft",
                "boxes": [b for b, box in self.box_checks.items() if box.isChecked()],
                **{name: getattr(self, name).isChecked() for name in BOOL_CHOICES}}

    def _restore(self, choices: dict) -> None:
        """``choices`` as :meth:`choices` gave them; a value of the wrong kind (a hand-edited settings
        file) leaves that option as it is."""
        game = self.game_choice.findData(choices.get("game"))
        if game >= 0:
            self.game_choice.setCurrentIndex(game)
        if choices.get("mode") in ("draft", "random"):
            (self.random if choices["mode"] == "random" else self.draft).setChecked(True)
        boxes = choices.get("boxes")
        if isinstance(boxes, list) and any(b in self.box_checks for b in boxes):
            for b, box in self.box_checks.items():
                box.setChecked(b in boxes)
        for name in BOOL_CHOICES:
            if isinstance(choices.get(name), bool):
                getattr(self, name).setChecked(choices[name])

    # --- page 1: seats -----------------------------------------------------------------------
    def _seats_page(self, last: list[Seat]) -> QWidget:
        page = QWidget()
        v = QVBoxLayout(page)
        game_row = QHBoxLayout()
        self.game_label = QLabel()
        self.game_choice = QComboBox()
        for kind in GAMES.values():
            self.game_choice.addItem(kind.title, kind.key)
        self.game_choice.currentIndexChanged.connect(self._game_changed)
        game_row.addWidget(self.game_label)
        game_row.addWidget(self.game_choice, 1)
        v.addLayout(game_row)
        top = QHBoxLayout()
        self.count_label = QLabel()
        self.count = QSpinBox()
        self.count.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.count.setValue(len(last) if MIN_PLAYERS <= len(last) <= MAX_PLAYERS else 2)
        self.count.valueChanged.connect(self._show_rows)
        top.addWidget(self.count_label)
        top.addWidget(self.count)
        top.addStretch()
        v.addLayout(top)
        self.seats_box = QGroupBox()
        seats_layout = QVBoxLayout(self.seats_box)
        self.rows = []
        for i in range(MAX_PLAYERS):
            # The very first game: you against Normal bots.
            default = last[i] if i < len(last) else Seat(self.tr("Player {n}").format(n=i + 1),
                                                         "bot" if i and not last else "human")
            row = SeatRow(i, default, self.bots_off)
            self.rows.append(row)
            seats_layout.addWidget(row)
        v.addWidget(self.seats_box)
        self.mode_box = QGroupBox()
        mode = QVBoxLayout(self.mode_box)
        self.draft = QRadioButton()
        self.random = QRadioButton()
        self.draft.setChecked(True)
        mode.addWidget(self.draft)
        self.pick_for_bots = QCheckBox()
        mode.addWidget(self.pick_for_bots, 0, Qt.AlignmentFlag.AlignLeft)
        self.pick_for_bots.setContentsMargins(24, 0, 0, 0)
        self.draft.toggled.connect(self.pick_for_bots.setEnabled)
        mode.addWidget(self.random)
        boxes_row = QHBoxLayout()
        self.boxes_label = QLabel()
        boxes_row.addWidget(self.boxes_label)
        self.box_checks: dict[str, QCheckBox] = {}
        for box in faction_boxes(self.factions):
            self.box_checks[box] = QCheckBox()
            self.box_checks[box].setChecked(True)
            self.box_checks[box].toggled.connect(self._offer_titans)
            boxes_row.addWidget(self.box_checks[box])
        boxes_row.addStretch()
        mode.addLayout(boxes_row)
        self.all_bases = QCheckBox()
        mode.addWidget(self.all_bases)
        self.titans = QCheckBox()
        mode.addWidget(self.titans)
        v.addWidget(self.mode_box)
        seed_row = QHBoxLayout()
        self.seed_label = QLabel()
        self.seed = QLineEdit()
        self.seed.setMaxLength(19)
        seed_row.addWidget(self.seed_label)
        seed_row.addWidget(self.seed)
        v.addLayout(seed_row)
        self.error = QLabel()
        self.error.setStyleSheet("color: #c62828")
        v.addWidget(self.error)
        self._show_rows()
        return page

    def _game_changed(self) -> None:
        self.mode_box.setVisible(game_kind(self.game_choice.currentData()).factions)
        self._refit()

    def _refit(self) -> None:
        """Shown, the seats page grew (the factions box, more seats): centred again, within the
        screen. (A page that shrank keeps its size: under X its layout takes the change in later.)"""
        if self.isVisible() and self.stack.currentIndex() == 0:
            self.layout().activate()
            fit_on_screen(self, self.sizeHint())

    def _show_rows(self) -> None:
        for i, row in enumerate(self.rows):
            row.setVisible(i < self.count.value())
        self._refit()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game:"))
        for i in range(self.game_choice.count()):
            self.game_choice.setItemText(i, i18n.rules(game_kind(self.game_choice.itemData(i)).title))
        self.count_label.setText(self.tr("Players:"))
        self.seats_box.setTitle(self.tr("Seats"))
        self.mode_box.setTitle(self.tr("Factions"))
        self.draft.setText(self.tr("Draft, as in the rulebook (each player picks in turn, then back)"))
        self.random.setText(self.tr("Random (two factions each)"))
        self.pick_for_bots.setText(self.tr("I pick the bots' factions too"))
        self.boxes_label.setText(self.tr("Factions from:"))
        for box, check in self.box_checks.items():
            check.setText(i18n.box_name(box))
        self.all_bases.setText(self.tr("All bases of the boxes I own (else those of the factions' boxes)"))
        self.titans.setText(self.tr("Play with titans (each faction's titan waits beside its owner's deck)"))
        self._offer_titans()
        self.seed_label.setText(self.tr("Seed (optional):"))
        self.seed.setPlaceholderText(self.tr("random"))
        for row in self.rows:
            row.retranslate()

    def _offer_titans(self) -> None:
        """Titans only where a faction on offer has one: with none (Marvel, the Big Geek Box), the
        option stays visible but disabled, saying why, rather than starting a game without titans."""
        with_titan = [f for f in titan_factions() if f in self.pool()]
        self.titans.setEnabled(bool(with_titan))
        self.titans.setToolTip("" if with_titan else self.tr(
            "None of the factions from the boxes ticked has a titan; these do: {factions}.").format(
            factions=", ".join(i18n.faction_name(f) for f in titan_factions())))

    def showEvent(self, event: QShowEvent) -> None:
        """Sized when shown, once its combo boxes know their size: built before, a dialog opening on
        FZZZT! (no factions box to widen it) squeezed them to a few letters."""
        super().showEvent(event)
        fit_on_screen(self, self.size().expandedTo(self.sizeHint()))

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _seed(self) -> int | None:
        text = self.seed.text().strip()
        if not text:
            return random.SystemRandom().getrandbits(63)
        return int(text) if text.lstrip("-").isdigit() else None

    def pool(self) -> list[str]:
        """The factions on offer: those of the boxes ticked."""
        return [f for box, fs in faction_boxes(self.factions).items() if self.box_checks[box].isChecked() for f in fs]

    def _next(self) -> None:
        seed = self._seed()
        if seed is None:
            self.error.setText(self.tr("The seed must be a whole number."))
            return
        seats = [row.seat() for row in self.rows[: self.count.value()]]
        kind = game_kind(self.game_choice.currentData())
        if kind.factions and len(self.pool()) < 2 * len(seats):
            self.error.setText(self.tr("The boxes ticked have %n faction(s); {players} players need {need}.", "",
                                       len(self.pool())).format(players=len(seats), need=2 * len(seats)))
            return
        rng = random.Random(seed)
        first = rng.randrange(len(seats))
        if not kind.factions:  # its rules deal it all (FZZZT!'s Mechanics decide who starts)
            self.config = GameConfig(seats, [], seed, 0, kind.key)
            self.accept()
            return
        if self.random.isChecked():
            pool = self.pool()
            rng.shuffle(pool)
            factions = [pool[2 * i: 2 * i + 2] for i in range(len(seats))]
            self.config = self._config(seats, factions, seed, first)
            self.accept()
            return
        self._start_draft(seats, seed, first, rng)

    def _config(self, seats: list[Seat], factions: list[list[str]], seed: int, first: int) -> GameConfig:
        return GameConfig(seats, factions, seed, first, all_bases=self.all_bases.isChecked(),
                          titans=self.titans.isEnabled() and self.titans.isChecked())

    # --- page 2: the draft ---------------------------------------------------------------------
    def _start_draft(self, seats: list[Seat], seed: int, first: int, rng: random.Random) -> None:
        self.seats, self.seed_value, self.first, self.rng = seats, seed, first, rng
        self.order = draft_order(len(seats), first)
        self.picks: list[list[str]] = [[] for _ in seats]
        self.pool_factions = self.pool()
        layout = QVBoxLayout(self.draft_page)
        self.draft_prompt = QLabel()
        self.draft_prompt.setTextFormat(Qt.TextFormat.PlainText)  # it names a seat
        self.draft_prompt.setWordWrap(True)
        layout.addWidget(self.draft_prompt)
        self.faction_buttons = QButtonGroup(self)
        grid_holder = QWidget()
        grid = self.faction_grid = QGridLayout(grid_holder)
        row = 0
        for box, fs in faction_boxes(self.pool_factions).items():
            # Factions under the box they come from (bases follow the boxes in play), each with its style.
            header = QLabel(i18n.box_name(box))
            header.setStyleSheet("font-weight: bold")
            grid.addWidget(header, row, 0, 1, 4)
            for n, f in enumerate(fs):
                grid.addWidget(self._faction_button(self.factions.index(f)), row + 1 + n // 4, n % 4)
            row += 2 + (len(fs) - 1) // 4
        scroll = FittingScroll()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(grid_holder)
        layout.addWidget(scroll, 1)
        self.faction_buttons.idClicked.connect(lambda k: self._pick(self.factions[k]))
        self.picks_label = QLabel()
        self.picks_label.setTextFormat(Qt.TextFormat.PlainText)  # seat names are shown as typed
        layout.addWidget(self.picks_label)
        self.stack.setCurrentIndex(1)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        self._next_pick()
        self._fit()
        QTimer.singleShot(0, self, self._fit)  # again once its labels have wrapped to their width

    def _fit(self) -> None:
        """The draft is larger than the seats: as large as it asks, within the screen, centred."""
        self.layout().activate()
        fit_on_screen(self, self.sizeHint())

    def _faction_button(self, k: int) -> QPushButton:
        b = QPushButton(faction_label(self.factions[k]))
        b.setIcon(QIcon(svg_pixmap(str(emblem_path(self.factions[k])), 48)))
        b.setIconSize(QSize(40, 40))
        b.setMinimumHeight(60)
        self.faction_buttons.addButton(b, k)
        return b

    def _next_pick(self) -> None:
        k = sum(len(p) for p in self.picks)
        self.picks_label.setText("\n".join(
            self.tr("{name}: {factions}").format(
                name=s.name, factions=", ".join(i18n.faction_name(f) for f in self.picks[i]))
            for i, s in enumerate(self.seats)))
        if k == len(self.order):
            self.config = self._config(self.seats, self.picks, self.seed_value, self.first)
            self.accept()
            return
        picker = self.order[k]
        seat = self.seats[picker]
        bot_picks = seat.is_bot and not self.pick_for_bots.isChecked()
        prompt = self.tr("Pick a faction for {name} (pick {k} of {n}).") if seat.is_bot and not bot_picks else \
            self.tr("{name} picks a faction (pick {k} of {n}).")
        self.draft_prompt.setText(prompt.format(name=seat.name, k=k + 1, n=len(self.order)))
        taken = {f for p in self.picks for f in p}
        for b in self.faction_buttons.buttons():
            f = self.factions[self.faction_buttons.id(b)]
            b.setEnabled(f not in taken and not bot_picks)
        if bot_picks:
            choice = self.rng.choice([f for f in self.pool_factions if f not in taken])
            QTimer.singleShot(BOT_PICK_MS, self, lambda: self._pick(choice))

    def _pick(self, faction: str) -> None:
        k = sum(len(p) for p in self.picks)
        self.picks[self.order[k]].append(faction)
        self._next_pick()

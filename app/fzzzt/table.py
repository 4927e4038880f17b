"""The FZZZT! table: the Factory and the conveyor, each player's hand, workshop and Production Units,
the bid area, the revealed auction; bots, hotseat cover, undo. It decides nothing: every card that
lights up, every drop accepted, comes from ``legal_actions()``."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.assets import player_colour
from app.bot_worker import BotRunner, make_bot
from app.cover import Cover
from app.flow_layout import FlowLayout
from app.fzzzt.cards import (
    CARD_H,
    CardWidget,
    DropZone,
    card_row,
    card_title,
    describe,
    short_name,
    symbol_names,
    titled,
)
from app.i18n import names_list
from app.i18n import rules as tr_rules
from app.messages import warn
from app.move_guard import Failure, GuardedBots, apply_guarded, failed_move_text, failed_title
from app.seats import Seat, bot_hides_hands, humans, person_answers
from rules.actions import FINISH, Action, Pick, PickKind
from rules.decision import Ev
from rules.fzzzt.cards import card
from rules.fzzzt.game import FzzztGame, assign_action, parse_assign
from rules.fzzzt.view import FSeatView
from rules.games import kind_of
from rules.undo import UndoChain
from rules.view import Card

BOT_PAUSE_MS = 500
REVEAL_MS = 700
REVEAL_BAND = 96  # the last auction's band: a caption and a line of bid cards at half size
BID_ZONE_W, BID_ZONE_H = 300, 110  # the bid area holds four cards a line without moving
GIFT_LINES = 4  # the list of gifts shows this many and scrolls for more


def _clear(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().hide()  # gone from the table now, deleted when Qt is idle
            item.widget().deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())


PROBLEM_ON_LIGHT = "#b71c1c"  # a problem's line in the log, which is drawn on white


class FzzztTable(GuardedBots, QWidget):
    """One FZZZT! game on screen. ``changed`` after every action (the window autosaves on it)."""

    changed = Signal()
    finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fzzzt")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet("#fzzzt { background: #17332a; } QLabel { color: #eceff1; }")
        self.game: FzzztGame | None = None
        self.seats: list[Seat] = []
        self.viewer = 0
        self.bots: dict[int, object] = {}
        self.undo_chain = UndoChain()
        self.runner = BotRunner(self)
        self.runner.decided.connect(self._bot_decided)
        self.runner.failed.connect(self._bot_failed)
        self.token = 0
        self.log_lines: list[tuple[Callable[[], str], int | None]] = []
        self.animations: list[QPropertyAnimation] = []
        self.last_reveal: QWidget | None = None
        self.hidden = False  # a bot plays in hotseat: the last person's hand and bid are not drawn
        self.hand_row: QWidget | None = None
        self.hand_focus = 0  # the place in the hand of the card selected by keyboard, kept across refreshes
        outer = QHBoxLayout(self)
        main = QVBoxLayout()
        outer.addLayout(main, 4)
        main.addWidget(self._scrolled_body(), 1)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-size: 15px; color: #ffeb3b")
        main.addWidget(self.prompt)
        buttons = QHBoxLayout()
        self.seal_button = QPushButton()
        self.seal_button.clicked.connect(lambda: self.act(FINISH))
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo)
        buttons.addWidget(self.seal_button)
        buttons.addWidget(self.undo_button)
        buttons.addStretch()
        main.addLayout(buttons)
        side = QVBoxLayout()
        self.log_title = QLabel()
        self.log = QListWidget()
        self.log.setWordWrap(True)
        side.addWidget(self.log_title)
        side.addWidget(self.log)
        outer.addLayout(side, 1)
        self.cover = Cover(self)
        self.cover.ready.connect(self._ready)
        self.give_list: QListWidget | None = None
        for key in ("Return", "Enter"):
            QShortcut(QKeySequence(key), self, activated=self._enter)
        self.retranslate()

    def _scrolled_body(self) -> QScrollArea:
        """The table's rows in a scroll area: however many cards or gifts a position holds, the
        window keeps its size (the rows wrap; what still does not fit scrolls)."""
        body = QWidget()
        body.setObjectName("fzzztBody")
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 4, 0)
        self.top = QHBoxLayout()
        self.others = QHBoxLayout()
        self.reveal = QVBoxLayout()
        self.mine = QVBoxLayout()
        for layout in (self.top, self.others, self.reveal, self.mine):
            column.addLayout(layout)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("fzzztScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        scroll.setStyleSheet("#fzzztScroll, #fzzztBody { background: transparent; }")
        scroll.viewport().setAutoFillBackground(False)
        return scroll

    # --- text ------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.log_title.setText(self.tr("Game log"))
        self.undo_button.setText(self.tr("Undo my move (Ctrl+Z)"))
        self.cover.retranslate()
        self.log.clear()
        for render, player in self.log_lines:
            self._add_log_item(render(), player)
        if self.game is not None:
            self.refresh()

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- starting --------------------------------------------------------------------------------
    def start(self, game: FzzztGame, seats: list[Seat]) -> None:
        self.token += 1
        self.game, self.seats = game, seats
        seed = kind_of(game).seed(game)
        self.bots = {i: make_bot(s.level, seed + i, "fzzzt") for i, s in enumerate(seats) if s.is_bot}
        self.undo_chain.clear()
        self.log_lines = []
        self.log.clear()
        n = len(seats)
        self._log(lambda: self.tr("A game of FZZZT! for {n} players begins.").format(n=n))
        people = humans(seats)
        d = game.decider
        self.viewer = d if d in people else (people[0] if people else 0)
        self.hidden = bot_hides_hands(seats, d)  # a bot moves first: nobody's hand to show yet
        if len(people) > 1 and not game.over and not self.hidden:
            self.cover.show_for(self.seats[self.viewer].name)
        else:
            self.cover.hide()
        self.refresh()
        QTimer.singleShot(0, self, self._proceed)

    def clear(self) -> None:
        """No game here any more (the window plays Smash Up): nothing of the last one stays drawn."""
        self.token += 1
        self.game = None
        for layout in (self.top, self.others, self.reveal, self.mine):
            _clear(layout)
        self.give_list = None
        self.cover.hide()

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def acting(self) -> bool:
        return person_answers(self.game, self.seats, self.viewer, self.cover.covering or self.hidden)

    # --- acting ----------------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        if not self.acting:
            return
        if action not in self.game.legal_actions():
            self.prompt.setText(tr_rules(self.game.why_not(action)))
            return
        failure = self._apply(action, self.viewer)
        if failure is not None:
            warn(self, failed_title(), failed_move_text(failure))

    def _apply(self, action: Action, player: int) -> Failure | None:
        """Plays ``action`` for ``player``; when the rules fail on it, the position before it is
        kept and the failure returned."""
        before, events = apply_guarded(self.game, action, self.seats)
        if isinstance(events, Failure):
            self.game = before
            self.refresh()
            return events
        self.undo_chain.record(before, player, events)
        self._log_events(before, events)
        # Hidden from a bot's move until a person takes the screen; a finished game hides nothing.
        self.hidden = (self.hidden or bot_hides_hands(self.seats, self.game.decider)) and not self.game.over
        self.refresh()
        self._animate_reveal(events)
        self.changed.emit()
        QTimer.singleShot(REVEAL_MS if any(e.kind == "win" for e in events) else 0, self, self._proceed)
        return None

    def _enter(self) -> None:
        """Enter gives the gift selected in the list of gifts, else seals the bid or finishes."""
        chosen = self.give_list.currentItem() if self.give_list is not None and self.give_list.hasFocus() else None
        if chosen is not None:
            self.act(chosen.data(Qt.ItemDataRole.UserRole))
        elif self.acting and FINISH in self.game.legal_actions():
            self.act(FINISH)

    def bid_card(self, iid: int) -> None:
        self.act(Pick(PickKind.CARD, iid))

    def give(self, robot: int, unit: int) -> None:
        self.act(assign_action(robot, unit))

    def can_undo(self) -> bool:
        return self.acting and self.undo_chain.can_undo(self.viewer)

    def undo(self) -> None:
        if not self.can_undo():
            return
        self.token += 1
        self.game = self.undo_chain.undo()
        name = self.names[self.viewer]
        self._log(lambda: self.tr("{name} takes back a move.").format(name=name))
        self.refresh()
        self.changed.emit()

    def _proceed(self) -> None:
        g = self.game
        if g is None:
            return
        if g.over:
            self.finished.emit()
            return
        d = g.decider
        if self.seats[d].is_bot:
            self._think_paced(d, BOT_PAUSE_MS)
        elif d != self.viewer or self.hidden:
            self.viewer, self.hidden = d, False
            if len(humans(self.seats)) > 1:  # sealed bids and hands stay private in hotseat
                self.cover.show_for(self.names[d])
            self.refresh()

    def _note_line(self, render: Callable[[], str]) -> None:
        self._log(render)

    def _ready(self) -> None:
        self.cover.hide()
        self.refresh()

    # --- the log ---------------------------------------------------------------------------------
    def note(self, text: str) -> None:
        """A problem the player must not miss (a failed autosave): in the log, where every move is
        told, and in the prompt until the next move."""
        self._log(lambda: text)
        self.log.item(self.log.count() - 1).setForeground(QColor(PROBLEM_ON_LIGHT))
        self.prompt.setText(text)

    def _log(self, render: Callable[[], str], player: int | None = None) -> None:
        self.log_lines.append((render, player))
        self._add_log_item(render(), player)
        self.log.scrollToBottom()

    def _add_log_item(self, text: str, player: int | None) -> None:
        self.log.addItem(text)
        if player is not None:
            self.log.item(self.log.count() - 1).setForeground(player_colour(player).lighter(130))

    def _log_events(self, before: FzzztGame, events: list[Ev]) -> None:
        cards, names, rounds = self.game.card_id, self.names, before.view(self.viewer).rounds
        for ev in events:
            render = self._line(ev, cards, names, rounds)
            if render is not None:
                self._log(render, ev.player)

    def _line(self, ev: Ev, cards: Callable[[int], str], names: list[str], rounds: int) -> Callable[[], str] | None:
        """How an event reads in the log, in whatever language is current when it is shown."""
        lines: dict[str, Callable[[], str]] = {
            "round": lambda: self.tr("Round {n} of {total}: new hands, a new conveyor.").format(n=ev.amount, total=rounds),
            "seal": lambda: self.tr("{name} seals a bid.").format(name=names[ev.player]),
            "win": lambda: self.tr("{name} wins {card} with a bid of {value}.").format(
                name=names[ev.player], card=describe(cards(ev.card)), value=ev.amount),
            "chief": lambda: self.tr("{name} becomes the Chief Mechanic.").format(name=names[ev.player]),
            "assign": lambda: self.tr("{name} gives {robot} to {unit}.").format(
                name=names[ev.player], robot=describe(cards(ev.card)), unit=card_title(cards(ev.to))),
            "built": lambda: self.tr("{name} has finished building.").format(name=names[ev.player]),
            "game_over": lambda: self.tr("The game is over."),
        }
        return lines.get(ev.kind)

    # --- drawing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        g = self.game
        if g is None:
            return
        v = g.view(self.viewer)
        self._note_hand_focus()
        for layout in (self.top, self.others, self.reveal, self.mine):
            _clear(layout)
        self.last_reveal, self.hand_row = None, None
        self.give_list = None
        self._draw_top(v)
        self._draw_others(v)
        self._draw_reveal(v)
        self._draw_mine(v)
        self._draw_prompt(v)
        self._restore_hand_focus()
        if self.cover.covering:
            self.cover.raise_()  # the widgets just drawn would sit above it

    def _bid_cards(self) -> list[CardWidget]:
        """The hand's cards that may be bid now, left to right."""
        row = self.hand_row
        return [] if row is None else [c for c in row.findChildren(CardWidget) if c.draggable]

    def _note_hand_focus(self) -> None:
        cards = self._bid_cards()
        focused = next((k for k, c in enumerate(cards) if c is self.window().focusWidget()), None)
        if focused is not None:
            self.hand_focus = focused

    def _restore_hand_focus(self) -> None:
        """A card stays selected after each bid and each auction, at the same place in the hand, so
        the keyboard player goes on with Space and Enter (the cards are drawn anew every time)."""
        cards = self._bid_cards()
        if cards and self.acting:
            cards[min(self.hand_focus, len(cards) - 1)].setFocus(Qt.FocusReason.OtherFocusReason)

    def _draw_top(self, v: FSeatView) -> None:
        factory = QLabel(self.tr("Factory: %n card(s)", "", v.factory))
        self.top.addWidget(titled(self.tr("Round {n} of {total}").format(n=v.round, total=v.rounds), factory))
        conveyor = v.conveyor
        if not conveyor:  # the build phases: room for the workshop and the gifts
            return
        self.top.addWidget(titled(self.tr("Conveyor (the head, on auction, on the left)"), card_row(conveyor)), 1)

    def _player_caption(self, v: FSeatView, p: int) -> str:
        mechanic = card_title(f"fzzzt/mechanic_{v.players[p].mechanic}")
        chief = "  ★ " + self.tr("Chief Mechanic") if v.chief == p else ""
        return f"{self.names[p]} — {mechanic}{chief}"

    def _name_label(self, v: FSeatView, p: int) -> QLabel:
        name = QLabel(self._player_caption(v, p))
        name.setTextFormat(Qt.TextFormat.PlainText)  # a seat name is shown as typed
        name.setWordWrap(True)
        name.setStyleSheet(f"color: {player_colour(p).lighter(140).name()}; font-weight: bold; font-size: 14px")
        return name

    def _units(self, v: FSeatView, p: int, droppable: bool, scale: float) -> QWidget:
        """A player's Production Units, each with the Robots given to it; they wrap onto more lines."""
        w = QWidget()
        row = FlowLayout(w, spacing=6)
        row.setContentsMargins(0, 0, 0, 0)
        for unit in v.players[p].units:
            u = unit.card.iid
            box = DropZone(lambda r, u=u: self._can_give(r, u)) if droppable else QWidget()
            col = FlowLayout(box, spacing=3)
            col.setContentsMargins(4, 4, 4, 4)
            col.addWidget(CardWidget(u, unit.card.card, scale=scale))
            for r in unit.robots:
                col.addWidget(CardWidget(r.iid, r.card, scale=scale * 0.7))
            if droppable:
                box.dropped.connect(lambda r, u=u: self.give(r, u))
            row.addWidget(box)
        return w

    def _draw_others(self, v: FSeatView) -> None:
        for p in range(len(v.players)):
            if p == self.viewer:
                continue
            pl = v.players[p]
            box = QWidget()
            col = QVBoxLayout(box)
            col.setContentsMargins(4, 4, 4, 4)
            col.setSpacing(2)
            col.addWidget(self._name_label(v, p))
            status = self.tr("Hand: {hand} · Workshop: {workshop}").format(hand=pl.hand_size, workshop=pl.workshop_size)
            if pl.bid_size:  # laid face down one by one: everyone at the table counts them
                status += " · " + self.tr("bid: %n card(s) face down", "", pl.bid_size)
            if pl.sealed:  # in the same line: sealing a bid moves nothing on the table
                status += " · " + self.tr("bid sealed")
            label = QLabel(status)
            label.setWordWrap(True)
            col.addWidget(label)
            units = self._units(v, p, False, scale=0.65)
            units.setMinimumHeight(int(CARD_H * 0.65) + 8)  # a first unit won moves nothing below
            col.addWidget(units)
            self.others.addWidget(box, 1)

    def _draw_reveal(self, v: FSeatView) -> None:
        """The last auction, during the auctions, in a band that keeps its height from the first
        auction on, so the hand and the bid area below it stay where they are."""
        if v.phase != "bidding":
            return
        holder = QWidget()
        holder.setMinimumHeight(REVEAL_BAND)
        self.reveal.addWidget(holder)
        last = v.last
        if last is None:
            return
        row = FlowLayout(holder, spacing=8)
        won = QLabel(self.tr("Last auction: {card}").format(card=describe(last.card.card)))
        won.setWordWrap(True)
        # A flow layout gives a wrapping label its narrowest hint: it takes its width up to 260.
        won.setFixedWidth(min(260, won.fontMetrics().horizontalAdvance(won.text()) + 1))
        row.addWidget(won)
        for p, bid in enumerate(last.bids):
            if last.values[p] is None:
                continue
            mark = " ✔" if last.winner == p else ""
            caption = self.tr("{name}: {value}").format(name=self.names[p], value=last.values[p]) + mark
            row.addWidget(titled(caption, card_row(bid, scale=0.5)))
        self.last_reveal = holder

    def _draw_mine(self, v: FSeatView) -> None:
        me = v.players[self.viewer]
        self.mine.addWidget(self._name_label(v, self.viewer))
        if self.cover.covering:
            return
        if self.hidden:
            playing = QLabel(self.tr("{name} is playing… Hands are hidden.").format(
                name=self.names[self.game.decider]))
            playing.setTextFormat(Qt.TextFormat.PlainText)
            playing.setStyleSheet("font-size: 18px")
            self.mine.addWidget(playing)
            return
        grid = QGridLayout()
        grid.setColumnStretch(0, 1)
        bidding = v.phase == "bidding"
        hand = me.hand or ()
        legal = set(self.game.legal_actions()) if self.acting else set()
        can_bid = {int(a.value) for a in legal if isinstance(a, Pick) and a.kind == PickKind.CARD}
        if bidding or hand:
            self.hand_row = card_row(hand, draggable=can_bid, on_click=self.bid_card)
            grid.addWidget(titled(self.tr("Your hand (drag a card to the bid, or select it and press Space)"),
                                  self.hand_row), 0, 0)
        if bidding:
            grid.addWidget(self._bid_zone(me.bid or (), can_bid), 0, 1, Qt.AlignmentFlag.AlignTop)
        workshop = me.workshop
        if workshop is not None:
            giving = {parse_assign(a)[0] for a in legal if parse_assign(a) is not None}
            text = self.tr("Your workshop (drag a Robot onto a Production Unit)") if giving else \
                self.tr("Your workshop")
            grid.addWidget(titled(text, card_row(workshop, scale=0.7, draggable=giving)), 1, 0, 1, 2)
        else:
            grid.addWidget(QLabel(self.tr("Workshop: %n card(s), face down", "", me.workshop_size)), 1, 0)
        grid.addWidget(titled(self.tr("Your Production Units"), self._units(v, self.viewer, True, scale=0.8)),
                       2, 0, 1, 2)
        if not bidding and self.acting:
            grid.addWidget(self._gifts(), 3, 0, 1, 2)
        self.mine.addLayout(grid)

    def _bid_zone(self, bid: tuple[Card, ...], can_bid: set[int]) -> QWidget:
        """A fixed place for the bid: it neither moves nor changes size as cards go into it."""
        zone = DropZone(lambda c: c in can_bid)
        zone.setFixedWidth(BID_ZONE_W)
        zone.setMinimumHeight(BID_ZONE_H)
        zone.dropped.connect(self.bid_card)
        inner = QVBoxLayout(zone)
        hint = QLabel(self.tr("Drop cards here to bid"))
        hint.setWordWrap(True)
        inner.addWidget(card_row(bid, scale=0.6) if bid else hint, 1)
        inner.addWidget(QLabel(self.tr("Bid: {value}").format(value=sum(card(c.card).power for c in bid))))
        return titled(self.tr("Your bid (sealed)"), zone)

    def _gifts(self) -> QWidget:
        """The keyboard (and click) way to give Robots: a list of every legal gift, as tall as a few
        lines whatever their number (it scrolls)."""
        gifts = QListWidget()
        gifts.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        gifts.setWordWrap(True)
        cards = self.game.card_id
        for a in self.game.legal_actions():
            pair = parse_assign(a)
            if pair is None:
                continue
            r, u = pair
            # the unit by the book's short form, « UP »: the long name made the line too wide
            item = QListWidgetItem(self.tr("{robot} → PU ({symbols})").format(robot=short_name(cards(r)),
                                                                            symbols=symbol_names(cards(u))))
            item.setToolTip(f"{describe(cards(r))} → {describe(cards(u))}")
            item.setData(Qt.ItemDataRole.UserRole, a)
            gifts.addItem(item)
        gifts.setFixedHeight(gifts.sizeHintForRow(0) * GIFT_LINES + 2 * gifts.frameWidth() if gifts.count() else 0)
        gifts.itemActivated.connect(lambda item: self.act(item.data(Qt.ItemDataRole.UserRole)))
        self.give_list = gifts
        return titled(self.tr("Or choose a gift (double-click it, or select it and press Enter)"), gifts)

    def _can_give(self, robot: int, unit: int) -> bool:
        return self.acting and assign_action(robot, unit) in self.game.legal_actions()

    def _draw_prompt(self, v: FSeatView) -> None:
        d = self.game.pending
        self.undo_button.setEnabled(self.can_undo())
        if d is None:
            scores = ", ".join(f"{self.names[p]} {s}" for p, s in enumerate(v.scores or ()))
            winners = [self.names[p] for p in v.winners]
            self.prompt.setText(self.tr("Final scores: {scores}. Winner: {winners}.", "", len(winners)).format(
                scores=scores, winners=names_list(winners)))
            self.seal_button.hide()
            return
        if not self.acting:
            self.prompt.setText(self.tr("Waiting for {name}…").format(name=self.names[d.player]))
            self.seal_button.hide()
            return
        self.prompt.setText(tr_rules(d.prompt))
        self.seal_button.setVisible(FINISH in d.options)
        self.seal_button.setText(self.tr("Seal my bid (Enter)") if d.kind == "bid" else self.tr("Done (Enter)"))

    def _animate_reveal(self, events: list[Ev]) -> None:
        """The bids turn up together: the revealed auction fades in."""
        if not any(e.kind == "win" for e in events) or self.last_reveal is None:
            return
        effect = QGraphicsOpacityEffect(self.last_reveal)
        self.last_reveal.setGraphicsEffect(effect)
        anim = QPropertyAnimation(effect, b"opacity", self)
        anim.setDuration(REVEAL_MS)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.finished.connect(lambda: self.animations.remove(anim) if anim in self.animations else None)
        self.animations.append(anim)
        anim.start()

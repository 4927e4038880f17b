"""The FZZZT! table: the Factory and the conveyor, each player's hand, workshop and Production Units,
the bid area, the revealed auction; bots, hotseat cover, undo. It decides nothing: every card that
lights up, every drop accepted, comes from ``legal_actions()``."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGraphicsOpacityEffect,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.assets import player_colour
from app.bot_worker import BotRunner, make_bot
from app.cover import Cover
from app.fzzzt_cards import CardWidget, DropZone, card_row, card_title, describe, short_name, titled
from app.i18n import rules as tr_rules
from app.messages import warn
from app.move_guard import Failure, GuardedBots, apply_guarded, failed_move_text, failed_title
from app.seats import Seat, humans
from rules.actions import FINISH, Action, Pick
from rules.decision import Ev
from rules.fzzzt.cards import card
from rules.fzzzt.game import FzzztGame, assign_action, parse_assign
from rules.undo import UndoChain

BOT_PAUSE_MS = 500
REVEAL_MS = 700


def _clear(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().hide()  # gone from the table now, deleted when Qt is idle
            item.widget().deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())


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
        self.hand_row: QWidget | None = None
        self.hand_focus = 0  # the place in the hand of the card selected by keyboard, kept across refreshes
        outer = QHBoxLayout(self)
        main = QVBoxLayout()
        outer.addLayout(main, 4)
        self.top = QHBoxLayout()
        self.others = QHBoxLayout()
        self.reveal = QHBoxLayout()
        self.mine = QVBoxLayout()
        for layout, stretch in ((self.top, 0), (self.others, 0), (self.reveal, 0), (self.mine, 1)):
            main.addLayout(layout, stretch)
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
        for key in ("Return", "Enter"):
            QShortcut(QKeySequence(key), self, activated=self._enter)
        self.retranslate()

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
        self.bots = {i: make_bot(s.level, game.state.rng + i, "fzzzt") for i, s in enumerate(seats) if s.is_bot}
        self.undo_chain.clear()
        self.log_lines = []
        self.log.clear()
        n = len(seats)
        self._log(lambda: self.tr("A game of FZZZT! for {n} players begins.").format(n=n))
        people = humans(seats)
        d = game.decider
        self.viewer = d if d in people else (people[0] if people else 0)
        if len(people) > 1 and not game.over:
            self.cover.show_for(self.seats[self.viewer].name)
        else:
            self.cover.hide()
        self.refresh()
        QTimer.singleShot(0, self, self._proceed)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def acting(self) -> bool:
        g = self.game
        return (g is not None and g.pending is not None and not self.cover.covering and g.decider == self.viewer
                and not self.seats[self.viewer].is_bot)

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
        self.refresh()
        self._animate_reveal(events)
        self.changed.emit()
        QTimer.singleShot(REVEAL_MS if any(e.kind == "win" for e in events) else 0, self, self._proceed)
        return None

    def _enter(self) -> None:
        if self.acting and FINISH in self.game.legal_actions():
            self.act(FINISH)

    def bid_card(self, iid: int) -> None:
        self.act(Pick("card", iid))

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
            token = self.token
            QTimer.singleShot(BOT_PAUSE_MS, self, lambda: self._think(d, token))
        elif d != self.viewer:
            self.viewer = d
            if len(humans(self.seats)) > 1:  # sealed bids and hands stay private in hotseat
                self.cover.show_for(self.names[d])
            self.refresh()

    def _note_line(self, render: Callable[[], str]) -> None:
        self._log(render)

    def _ready(self) -> None:
        self.cover.hide()
        self.refresh()

    # --- the log ---------------------------------------------------------------------------------
    def _log(self, render: Callable[[], str], player: int | None = None) -> None:
        self.log_lines.append((render, player))
        self._add_log_item(render(), player)
        self.log.scrollToBottom()

    def _add_log_item(self, text: str, player: int | None) -> None:
        self.log.addItem(text)
        if player is not None:
            self.log.item(self.log.count() - 1).setForeground(player_colour(player).lighter(130))

    def _log_events(self, before: FzzztGame, events: list[Ev]) -> None:
        cards, names, rounds = self.game.state.cards, self.names, before.state.rounds
        for ev in events:
            render = self._line(ev, cards, names, rounds)
            if render is not None:
                self._log(render, ev.player)

    def _line(self, ev: Ev, cards: tuple[str, ...], names: list[str], rounds: int) -> Callable[[], str] | None:
        """How an event reads in the log, in whatever language is current when it is shown."""
        lines: dict[str, Callable[[], str]] = {
            "round": lambda: self.tr("Round {n} of {total}: new hands, a new conveyor.").format(n=ev.amount, total=rounds),
            "seal": lambda: self.tr("{name} seals a bid.").format(name=names[ev.player]),
            "win": lambda: self.tr("{name} wins {card} with a bid of {value}.").format(
                name=names[ev.player], card=describe(cards[ev.card]), value=ev.amount),
            "chief": lambda: self.tr("{name} becomes the Chief Mechanic.").format(name=names[ev.player]),
            "assign": lambda: self.tr("{name} gives {robot} to {unit}.").format(
                name=names[ev.player], robot=describe(cards[ev.card]), unit=card_title(cards[ev.to])),
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

    def _draw_top(self, v: dict) -> None:
        factory = QLabel(self.tr("Factory: {n} cards").format(n=v["factory"]))
        self.top.addWidget(titled(self.tr("Round {n} of {total}").format(n=v["round"], total=v["rounds"]), factory))
        conveyor = [(c[0], c[1]) if c else (None, None) for c in v["conveyor"]]
        self.top.addWidget(titled(self.tr("Conveyor (the head, on auction, on the left)"), card_row(conveyor)), 1)

    def _player_caption(self, v: dict, p: int) -> str:
        mechanic = card_title("fzzzt/mechanic_{}".format(v["players"][p]["mechanic"]))
        chief = "  ★ " + self.tr("Chief Mechanic") if v["chief"] == p else ""
        return f"{self.names[p]} — {mechanic}{chief}"

    def _name_label(self, v: dict, p: int) -> QLabel:
        name = QLabel(self._player_caption(v, p))
        name.setTextFormat(Qt.TextFormat.PlainText)  # a seat name is shown as typed
        name.setStyleSheet(f"color: {player_colour(p).lighter(140).name()}; font-weight: bold; font-size: 14px")
        return name

    def _units(self, v: dict, p: int, droppable: bool) -> QWidget:
        w = QWidget()
        row = QHBoxLayout(w)
        row.setContentsMargins(0, 0, 0, 0)
        for unit in v["players"][p]["units"]:
            u = unit["card"][0]
            box = DropZone(lambda r, u=u: self._can_give(r, u)) if droppable else QWidget()
            col = QHBoxLayout(box)
            col.setContentsMargins(4, 4, 4, 4)
            col.addWidget(CardWidget(u, unit["card"][1], scale=0.8))
            for r, rc in unit["robots"]:
                col.addWidget(CardWidget(r, rc, scale=0.55))
            if droppable:
                box.dropped.connect(lambda r, u=u: self.give(r, u))
            row.addWidget(box)
        row.addStretch()
        return w

    def _draw_others(self, v: dict) -> None:
        for p in range(len(v["players"])):
            if p == self.viewer:
                continue
            pl = v["players"][p]
            box = QWidget()
            col = QVBoxLayout(box)
            col.setContentsMargins(4, 4, 4, 4)
            col.addWidget(self._name_label(v, p))
            status = self.tr("Hand: {hand} · Workshop: {workshop}").format(hand=pl["hand"], workshop=pl["workshop"])
            if pl["sealed"]:
                status += " · " + self.tr("bid sealed")
            col.addWidget(QLabel(status))
            if pl["sealed"]:
                col.addWidget(CardWidget(None, None, scale=0.45))
            col.addWidget(self._units(v, p, False))
            self.others.addWidget(box)

    def _draw_reveal(self, v: dict) -> None:
        last = v["last"]
        if last is None:
            return
        holder = QWidget()
        row = QHBoxLayout(holder)
        won = QLabel(self.tr("Last auction: {card}").format(card=describe(last["card"][1])))
        won.setWordWrap(True)
        row.addWidget(won)
        for p, bid in enumerate(last["bids"]):
            if last["values"][p] is None:
                continue
            mark = " ✔" if last["winner"] == p else ""
            caption = self.tr("{name}: {value}").format(name=self.names[p], value=last["values"][p]) + mark
            row.addWidget(titled(caption, card_row(bid, scale=0.5)))
        row.addStretch()
        self.reveal.addWidget(holder)
        self.last_reveal = holder

    def _draw_mine(self, v: dict) -> None:
        me = v["players"][self.viewer]
        self.mine.addWidget(self._name_label(v, self.viewer))
        if self.cover.covering:
            return
        grid = QGridLayout()
        bidding = v["phase"] == "bidding"
        hand = me["hand"] if isinstance(me["hand"], list) else []
        legal = set(self.game.legal_actions()) if self.acting else set()
        can_bid = {int(a.value) for a in legal if isinstance(a, Pick) and a.kind == "card"}
        self.hand_row = card_row(hand, draggable=can_bid, on_click=self.bid_card)
        grid.addWidget(titled(self.tr("Your hand (drag a card to the bid, or select it and press Space)"),
                              self.hand_row), 0, 0)
        if bidding:
            grid.addWidget(self._bid_zone(me["bid"] or [], can_bid), 0, 1)
        workshop = me["workshop"]
        if isinstance(workshop, list):
            giving = {parse_assign(a)[0] for a in legal if parse_assign(a) is not None}
            text = self.tr("Your workshop (drag a Robot onto a Production Unit)") if giving else \
                self.tr("Your workshop")
            grid.addWidget(titled(text, card_row(workshop, scale=0.7, draggable=giving)), 1, 0, 1, 2)
        else:
            grid.addWidget(QLabel(self.tr("Workshop: {n} cards, face down").format(n=workshop)), 1, 0)
        grid.addWidget(titled(self.tr("Your Production Units"), self._units(v, self.viewer, True)), 2, 0, 1, 2)
        if not bidding and self.acting:
            grid.addWidget(self._give_buttons(), 3, 0, 1, 2)
        self.mine.addLayout(grid)

    def _bid_zone(self, bid: list[tuple[int, str]], can_bid: set[int]) -> QWidget:
        zone = DropZone(lambda c: c in can_bid)
        zone.dropped.connect(self.bid_card)
        inner = QVBoxLayout(zone)
        inner.addWidget(card_row(bid, scale=0.8) if bid else QLabel(self.tr("Drop cards here to bid")))
        inner.addWidget(QLabel(self.tr("Bid: {value}").format(value=sum(card(c).power for _, c in bid))))
        return titled(self.tr("Your bid (sealed)"), zone)

    def _give_buttons(self) -> QWidget:
        """The keyboard way to give Robots: one button per legal gift."""
        w = QWidget()
        row = QHBoxLayout(w)
        row.setContentsMargins(0, 0, 0, 0)
        cards = self.game.state.cards
        for a in self.game.legal_actions():
            pair = parse_assign(a)
            if pair is None:
                continue
            r, u = pair
            b = QPushButton(f"{short_name(cards[r])} → {short_name(cards[u])}")
            b.setToolTip(f"{describe(cards[r])} → {describe(cards[u])}")
            b.clicked.connect(lambda _=False, a=a: self.act(a))
            row.addWidget(b)
        row.addStretch()
        return w

    def _can_give(self, robot: int, unit: int) -> bool:
        return self.acting and assign_action(robot, unit) in self.game.legal_actions()

    def _draw_prompt(self, v: dict) -> None:
        d = self.game.pending
        self.undo_button.setEnabled(self.can_undo())
        if d is None:
            scores = ", ".join(f"{self.names[p]} {s}" for p, s in enumerate(v["scores"] or []))
            winners = " & ".join(self.names[p] for p in v["winners"])
            self.prompt.setText(self.tr("Final scores: {scores}. Winner: {winners}.").format(
                scores=scores, winners=winners))
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

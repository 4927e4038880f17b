"""The table: lays out what one player may see (game.view), lights legal targets, and turns
clicks, drags and keys into actions. It never decides legality: every target comes from the
pending decision's options, and refusals are explained by game.why_not."""

from __future__ import annotations

from collections.abc import Callable

from attrs import evolve
from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from app import i18n
from app.assets import player_colour
from app.card_dialogs import names_card
from app.palette import initials
from app.preview import BannerItem, PreviewItem
from app.smashup.aims import aim_targets
from app.smashup.card_face import font
from app.smashup.card_item import (
    CHOICE,
    FOCUS,
    LIT,
    BaseItem,
    CardItem,
    NoteItem,
    PanelItem,
    TableItem,
    TrayItem,
)
from app.smashup.layout import HAND_Y, Layout, Slot, compute_layout, titans_reserve
from rules.actions import Action, Pick, PickKind, Play, Talent, Use
from rules.catalogue import catalogue
from rules.game import Game
from rules.view import SeatView

W, H = 1920.0, 1080.0
DRAG_START = 8  # pixels of movement before a press becomes a drag


NOTE_W = 400.0  # the plays-left note's room before the hand
MARKED = ("minion", "titan", "attached", "base_action")  # cards on the table: whose is written on them
GLOW_MS, GLOW_REST = 2400, 0.75  # a moved card's mark fades over this time to this brightness
ZOOM_SCALES = (1.0, 0.8, 0.65, 0.5)  # how far the zoom shrinks to stay off the lit targets


def _area(r: QRectF) -> float:
    return 0.0 if r.isEmpty() else r.width() * r.height()


class DropZone(TableItem):
    """The open table, where standard actions are dropped; visible only while it is a target."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.setZValue(-5)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # mostly nothing to draw: no table-sized pixmap
        self.text = ""

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.lit is None:
            return
        c = QColor(self.lit)
        c.setAlpha(40)
        p.setPen(QPen(self.lit, 4, Qt.PenStyle.DashLine))
        p.setBrush(c)
        p.drawRoundedRect(self.boundingRect().adjusted(4, 4, -4, -4), 20, 20)
        p.setPen(QColor("white"))
        p.setFont(font(28, bold=True))
        p.drawText(self.boundingRect().adjusted(0, 0, 0, -12),
                   int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom), self.text)


def without_secrets(view: SeatView) -> SeatView:
    """A view with nothing of its seat's own secrets: the hand as a count, its buried cards unnamed."""
    players = tuple(evolve(p, hand=None) for p in view.players)
    bases = tuple(evolve(b, buried=tuple(evolve(c, card=None) for c in b.buried)) for b in view.bases)
    return evolve(view, players=players, bases=bases)


class TableScene(QGraphicsScene):
    action_chosen = Signal(object)  # an Action from the pending decision's options
    # A drop that names more than its action: a standard action dropped on a minion, a titan beside
    # the deck dropped on a base. The action, and the Pick that answers the card's own question.
    action_aimed = Signal(object, object)
    refused = Signal(str)  # a translated reason, for the status line
    discard_requested = Signal(int)  # a player's discard pile, to show in a dialog
    settled = Signal()  # animations finished: input may unlock

    def __init__(self, window: QObject | None = None) -> None:
        # Owned by its window, the scene and its items go with it when Qt deletes the window, at a
        # point Qt chooses; left to Python's garbage collector, a closed network table's scene was
        # torn down in the middle of another table's painting (a crash, one test run in four).
        super().__init__(0, 0, W, H, window)
        # A few dozen items, most moving at every action: a spatial index would be rebuilt each time.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setBackgroundBrush(self._felt())
        self.game: Game | None = None
        self.viewer = 0
        self.legal: tuple[Action, ...] = ()
        self.layout: Layout | None = None
        self.cards: dict[int, CardItem] = {}
        self.bases: dict[int, BaseItem] = {}
        self.panels: dict[int, PanelItem] = {}
        self.trays: list[TrayItem] = []
        self.drop_zone = DropZone(QRectF(20, 110, W - 40, 690))
        self.addItem(self.drop_zone)
        self.preview = PreviewItem()
        self.addItem(self.preview)
        self.banner = BannerItem()
        self.addItem(self.banner)
        # Beside the seat's panel, before the hand: as high as its lines wrap to.
        self.plays_note = NoteItem(NOTE_W - 12, 64, grows=True)
        self.plays_note.setPos(0, HAND_Y + 6)
        self.plays_note.setZValue(70)  # over the minions it may have to rise onto
        self.addItem(self.plays_note)
        self.hidden_note = NoteItem(760, 90)  # where the hand was: whose move the table waits for
        self.hidden_note.setPos((340 + W - 20) / 2 - 380, HAND_Y + 50)
        self.addItem(self.hidden_note)
        self.plays_note.set_lines([])  # nothing to say before a game
        self.hidden_note.set_lines([])
        self.moved: dict[int, int] = {}  # card -> the player who played or moved it (shown glowing)
        self._initials: list[str] = []  # each seat's mark on its cards
        self._lit_next: dict[TableItem, QColor] = {}  # the highlights being worked out
        self._glow = QVariantAnimation(self)
        self._glow.setStartValue(1.0)
        self._glow.setEndValue(GLOW_REST)
        self._glow.valueChanged.connect(self._set_glow)
        self.clicks: dict[TableItem, Action] = {}
        self.focusables: list[tuple[TableItem, Callable[[], None]]] = []
        self.focus_index = -1
        self.targeting: int | None = None
        self.pinned = False
        self.locked = False
        self.speed = 1.0  # animation duration factor; 0 turns animations off
        self._press: tuple[CardItem, QPointF, QPointF] | None = None
        self._dragging = False
        self._aims: frozenset[int] = frozenset()  # the minions the card dragged may be aimed at (see aims.py)
        self._swallow_release = False  # the release ending a double-click must not cancel what it started
        self._pointer: QPointF | None = None  # where the pointer is on the table, None when off it
        self._zoomed: QRectF | None = None  # the card the zoom shows, where it is on the table
        self._hand_held = False  # the hand keeps its places (and the gaps of cards played) under the pointer
        self._anims: QParallelAnimationGroup | None = None
        # What the running moves do when they end (a card that left the table taken off it): done at
        # once when those moves are cut short by the next position, or the card stayed drawn.
        self._endings: dict[QPropertyAnimation, Callable[[], None]] = {}
        self._closing: QParallelAnimationGroup | None = None  # the hand closing up its gaps
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self._hide_banner)

    @staticmethod
    def _felt() -> QBrush:
        grad = QLinearGradient(0, 0, 0, H)
        grad.setColorAt(0, QColor("#1e4d3a"))
        grad.setColorAt(0.5, QColor("#2a6b4f"))
        grad.setColorAt(1, QColor("#173d2e"))
        return QBrush(grad)

    # --- showing a position ------------------------------------------------------------------
    def restyle(self) -> None:
        """Every item drawn again (another language, another text size): each keeps its picture
        in a pixmap until told its look changed."""
        self.plays_note.refit()
        note = self.plays_note
        note.setPos(note.x(), min(HAND_Y + 6, H - 8 - note.boundingRect().height()))
        for item in self.items():
            item.update()

    def render(self, painter: QPainter, target: QRectF | None = None, source: QRectF | None = None,
               mode: Qt.AspectRatioMode = Qt.AspectRatioMode.KeepAspectRatio) -> None:
        """The table drawn onto another device (an image: the self-test, tests, screenshots), every
        item afresh: Qt keeps a cached picture per device and refreshes only the first one painted
        after a change, so an image's picture could be an older one."""
        items = [i for i in self.items() if i.cacheMode() != QGraphicsItem.CacheMode.NoCache]
        for item in items:
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        super().render(painter, target or QRectF(), source or QRectF(), mode)
        for item in items:
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def reset(self) -> None:
        """Forget the previous game's items (instance ids mean other cards in a new game)."""
        self._cut_short()
        self._stop_closing()
        for item in [*self.cards.values(), *self.bases.values(), *self.panels.values(), *self.trays]:
            self.removeItem(item)
        self.cards, self.bases, self.panels, self.trays = {}, {}, {}, []
        self.layout = None
        self._press, self._dragging, self.targeting, self._aims = None, False, None, frozenset()
        self.moved = {}
        self._hide_banner()

    def set_state(self, game: Game, viewer: int, names: list[str], acting: bool, animate: bool,
                  moved: dict[int, int] | None = None, plays: list[str] | None = None,
                  hidden: str | None = None) -> None:
        """Draw ``game`` as ``viewer`` sees it; ``acting``: the viewer is the one deciding now;
        ``moved``: cards played or moved since the viewer's last decision, and by whom; ``plays``:
        the plays left this turn, shown next to the hand; ``hidden``: nothing of the viewer's own
        is drawn face up (a bot plays in hotseat), this line in place of the hand."""
        fresh = set((moved or {}).items()) - set(self.moved.items())
        self.moved = dict(moved or {})
        self.plays_note.set_lines(plays or [])
        self.game, self.viewer = game, viewer
        self._initials = initials(names)
        self.legal = game.legal_actions() if acting else ()
        self.targeting = None
        self.close_preview()  # it would show the card as it was, or sit on a new target
        self._stop_closing()  # this position places the hand itself (and may take it away)
        old = self.layout
        view = game.view(viewer)
        if hidden is not None:  # the hand goes at once: no card of it slides away face up
            for iid in [i for i, item in self.cards.items() if item.zone == "hand"]:
                self.removeItem(self.cards.pop(iid))
        self.layout = compute_layout(view if hidden is None else without_secrets(view), W, H, self._note_w())
        panel = self.layout.panels[viewer]
        # Its top in line with the hand's, higher when its lines would run off the table.
        self.plays_note.setPos(panel.x + panel.w + 12,
                               min(HAND_Y + 6, H - 8 - self.plays_note.boundingRect().height()))
        self.hidden_note.set_lines([] if hidden is None else [hidden])
        self._hold_hand(old)
        group = QParallelAnimationGroup(self)
        self._place_panels(names)
        self._place_bases(group if animate else None)
        self._place_cards(old, group if animate else None)
        self._place_trays()
        self.refresh_highlights()
        self._mark_moved(bool(fresh))
        self._run(group)

    def _note_w(self) -> float:
        """The plays-left note's room beside the hand, kept on every turn of a game: a hand making
        room as the person's turn begins would slide, and hold the table, after every other turn."""
        return NOTE_W if self.game is not None else 0.0

    def _over_hand(self) -> bool:
        return self._pointer is not None and self._pointer.y() >= HAND_Y - 20

    def _hold_hand(self, old: Layout | None) -> None:
        """While the pointer is over the hand, a card played from it leaves a gap instead of the
        others sliding along (so the next card never slides under the pointer); they close up
        once the pointer leaves the hand."""
        hand = {iid: s for iid, s in self.layout.cards.items() if s.zone == "hand"}
        before = {} if old is None else {iid: s for iid, s in old.cards.items() if s.zone == "hand"}
        shrunk = len(hand) < len(before)
        self._hand_held = bool(hand) and self._over_hand() and hand.keys() <= before.keys() \
            and (shrunk or self._hand_held)
        if self._hand_held:
            for iid, slot in hand.items():
                slot.x = before[iid].x

    def _release_hand(self) -> None:
        """The pointer left the hand: it closes up its gaps."""
        if not self._hand_held or self.game is None or self.busy:
            return
        self._hand_held = False
        self.layout = compute_layout(self.game.view(self.viewer), W, H, self._note_w())
        # Its own animation: closing up the hand neither holds input nor hands the turn on.
        group = self._closing = QParallelAnimationGroup(self)
        for iid, slot in self.layout.cards.items():
            if slot.zone == "hand" and iid in self.cards:
                self._animate(group, self.cards[iid], QPointF(slot.x, slot.y))
        group.finished.connect(self._stop_closing)
        group.start()

    def _stop_closing(self) -> None:
        """Ends the hand's closing up before its cards are placed again or taken off the table (an
        animation whose card is gone warns when it stops)."""
        if self._closing is not None:
            self._closing.stop()
            self._closing.deleteLater()
            self._closing = None

    def _mark_moved(self, fresh: bool) -> None:
        """Cards another player played or moved glow in that player's colour, bright at first, then
        as a steady hint until the viewer decides."""
        for iid, item in self.cards.items():
            who = self.moved.get(iid)
            item.set_glow(None if who is None else player_colour(who), item.glow)
        if fresh and self.speed > 0:
            self._glow.stop()
            self._glow.setDuration(self._duration(GLOW_MS))
            self._set_glow(1.0)
            self._glow.start()
        elif self._glow.state() != QVariantAnimation.State.Running:
            self._set_glow(GLOW_REST)

    def _set_glow(self, value: float) -> None:
        for iid in self.moved:
            item = self.cards.get(iid)
            if item is not None:
                item.set_glow(item.moved_by, float(value))

    def _duration(self, ms: int) -> int:
        return int(ms * self.speed)

    def _animate(self, group: QParallelAnimationGroup | None, item: TableItem, to: QPointF,
                 then: Callable[[], None] | None = None) -> None:
        if group is None or self.speed <= 0 or item.pos() == to:
            item.setPos(to)
            if then:
                then()
            return
        anim = QPropertyAnimation(item, b"pos", group)
        anim.setDuration(self._duration(420))
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.setEndValue(to)
        if then:
            self._endings[anim] = then
            anim.finished.connect(lambda: self._end(anim))
        group.addAnimation(anim)

    def _end(self, anim: QPropertyAnimation) -> None:
        then = self._endings.pop(anim, None)
        if then is not None:
            then()

    def _cut_short(self) -> None:
        """The running moves stop where they are; what they were to do at their end is done now."""
        old, self._anims = self._anims, None
        if old is None:
            return
        old.stop()
        for anim in [a for a in self._endings if a.group() is old]:
            self._end(anim)
        old.deleteLater()

    def _run(self, group: QParallelAnimationGroup) -> None:
        self._cut_short()
        if group.animationCount() == 0:
            group.deleteLater()
            self._anims = None
            self._maybe_settled()
            return
        self._anims = group
        self.locked = True
        group.finished.connect(self._anims_done)
        group.start()

    def _anims_done(self) -> None:
        self._anims = None
        self._maybe_settled()

    def _maybe_settled(self) -> None:
        if self._anims is None and not self.banner.isVisible():
            self.locked = False
            self.settled.emit()

    @property
    def busy(self) -> bool:
        return self._anims is not None or self.banner.isVisible()

    @property
    def dragging(self) -> bool:
        """A card is being dragged: a position drawn now would pull it from under the pointer."""
        return self._dragging

    def _place_panels(self, names: list[str]) -> None:
        assert self.layout is not None
        labels = (self.tr("VP"), self.tr("Hand"), self.tr("Deck"), self.tr("Discard"))
        for p, slot in self.layout.panels.items():
            panel = self.panels.get(p)
            if panel is None:
                panel = self.panels[p] = PanelItem(p, slot.w, slot.h)
                panel.setZValue(50)
                self.addItem(panel)
            panel.resize(slot.w, slot.h)
            panel.setPos(slot.x, slot.y)
            info = self.layout.players[p]
            panel.show(names[p] if p < len(names) else i18n.rules("Player {n}").format(n=p + 1),
                       info.factions, info.vp, info.hand_size, info.deck, len(info.discard),
                       p == self.layout.active, labels, titans_reserve(len(info.titans), slot.h))

    def _place_bases(self, group: QParallelAnimationGroup | None) -> None:
        assert self.layout is not None
        seen = set()
        for bi, b in enumerate(self.layout.bases):
            iid, card_id = b.card
            seen.add(iid)
            item = self.bases.get(iid)
            if item is None:
                item = self.bases[iid] = BaseItem(iid, card_id, b.slot.w, b.slot.h)
                item.setPos(W + 50, b.slot.y)  # a new base slides in from the base deck's side
                self.addItem(item)
            item.resize(b.slot.w, b.slot.h)
            item.show(bi, card_id, b.breakpoint, b.total, b.by_player)
            self._animate(group, item, QPointF(b.slot.x, b.slot.y))
        for iid in [i for i in self.bases if i not in seen]:
            item = self.bases.pop(iid)
            self._animate(group, item, QPointF(item.x(), -400), lambda it=item: self.removeItem(it))

    def _place_cards(self, old: Layout | None, group: QParallelAnimationGroup | None) -> None:
        assert self.layout is not None and self.game is not None
        for iid, slot in self.layout.cards.items():
            item = self.cards.get(iid)
            if item is None:
                item = self.cards[iid] = CardItem(iid, slot.card_id, slot.w, slot.h)
                item.setPos(self._spawn_point(iid, slot))
                self.addItem(item)
            item.resize(slot.w, slot.h)
            item.show(slot.card_id, slot.power, slot.zone, slot.counters, self._mark(slot),
                      None if slot.named is None else i18n.faction_name(slot.named))
            item.setZValue(slot.z)
            self._animate(group, item, QPointF(slot.x, slot.y))
        for iid in [i for i in self.cards if i not in self.layout.cards]:
            item = self.cards.pop(iid)
            item.setZValue(500)
            self._animate(group, item, self._leave_point(iid), lambda it=item: self.removeItem(it))

    def _mark(self, slot: Slot) -> tuple[str, QColor] | None:
        """Whose a card on the table is, written on it (its initial) as well as coloured."""
        if slot.zone not in MARKED or slot.player is None or slot.player >= len(self._initials):
            return None
        return self._initials[slot.player], player_colour(slot.player)

    def _panel_point(self, player: int) -> QPointF:
        assert self.layout is not None
        slot = self.layout.panels.get(player)
        return QPointF(W / 2, H) if slot is None else QPointF(slot.x + slot.w / 2 - 50, slot.y)

    def _spawn_point(self, iid: int, slot: Slot) -> QPointF:
        """Cards enter from their owner's seat (drawn, played from an unseen hand, ...)."""
        assert self.game is not None
        if iid < 0:  # a card buried out of the viewer's sight
            return self._panel_point(slot.player if slot.player is not None else self.viewer)
        return self._panel_point(self.game.read.owner(iid)) if slot.zone != "hand" else QPointF(slot.x, H + 20)

    def _leave_point(self, iid: int) -> QPointF:
        assert self.game is not None
        if iid < 0:
            return QPointF(W / 2, -200)
        zone, who = self.game.read.locate(iid)
        if zone == "hand" and who == self.viewer:
            return QPointF(W / 2, H + 50)
        return self._panel_point(self.game.read.owner(iid))

    def _place_trays(self) -> None:
        """The trays of this position, those already on the table kept where they are (each keeps
        its picture): most actions change none."""
        assert self.layout is not None
        kept = {(t.player, t.x(), t.y(), t.boundingRect().width(), t.boundingRect().height()): t for t in self.trays}
        self.trays = []
        for player, slot in self.layout.trays:
            tray = kept.pop((player, slot.x, slot.y, slot.w, slot.h), None)
            if tray is None:
                tray = TrayItem(player, slot.w, slot.h)
                tray.setPos(slot.x, slot.y)
                tray.setZValue(-1)
                self.addItem(tray)
            self.trays.append(tray)
        for tray in kept.values():
            self.removeItem(tray)

    # --- what may be clicked, dragged or targeted now ------------------------------------------
    def plays_of(self, card: int) -> list[Play]:
        return [a for a in self.legal if isinstance(a, Play) and a.card == card]

    def off_table_options(self) -> list[Action]:
        """Options about cards that are not drawn (a deck's top cards, a discard pile...), and card
        names to choose from."""
        return [a for a in self.legal
                if isinstance(a, Pick) and a.kind == PickKind.CARD and a.value not in self.cards and a.value not in self.bases
                or isinstance(a, Play | Use | Talent) and a.card not in self.cards or names_card(a)]

    def refresh_highlights(self) -> None:
        self.clicks = {}
        focus: list[tuple[TableItem, Callable[[], None]]] = []
        self._lit_next: dict[TableItem, QColor] = {}
        self.drop_zone.text = self.tr("Drop the action on the table")
        if self.targeting is not None:
            self._light_targets(self.targeting, focus)
        else:
            self._light_options(focus)
        # Each item told once, and only a changed one is drawn again (its picture is cached).
        for item in [*self.cards.values(), *self.bases.values(), self.drop_zone]:
            item.set_lit(self._lit_next.get(item))
        self.focusables = focus
        self.focus_index = -1
        if self.preview.isVisible() and self._zoomed is not None:
            self._place_preview(self._zoomed)  # other targets lit: the zoom moves off them

    def _light(self, item: TableItem, colour: QColor) -> None:
        """``item`` lit in ``colour`` once the highlights are all known (refresh_highlights)."""
        self._lit_next[item] = colour

    def _light_options(self, focus: list) -> None:
        hand_cards = set()
        for a in self.legal:
            if isinstance(a, Play) and a.card in self.cards:
                item = self.cards[a.card]
                self._light(item, LIT)
                if a.card not in hand_cards:
                    hand_cards.add(a.card)
                    focus.append((item, lambda c=a.card: self.play_or_target(c)))
                continue
            item = self._item_for_option(a)
            if item is not None:
                self._light(item, CHOICE if isinstance(a, Pick) else LIT)
                self.clicks[item] = a
                focus.append((item, lambda act=a: self.action_chosen.emit(act)))

    def _item_for_option(self, a: Action) -> TableItem | None:
        if isinstance(a, Pick) and a.kind == PickKind.CARD:
            # A base card is a card too: the source of a triggered effect to order, for one.
            card = self.cards.get(a.value)
            return card if card is not None else self.bases.get(a.value)
        if isinstance(a, Pick) and a.kind == PickKind.BASE:
            return self._base_item(a.value)
        if isinstance(a, Use | Talent):
            return self.cards.get(a.card)
        return None

    def _base_item(self, bi: int) -> BaseItem | None:
        return next((b for b in self.bases.values() if b.index == bi), None)

    def target_item(self, a: Play) -> TableItem | None:
        if a.target is not None:
            return self.cards.get(a.target)
        if a.slot is not None:
            return self._base_item(a.slot)
        return self.drop_zone

    def _special_from_hand(self, card: int) -> bool:
        """A card of the hand whose Special is used from there (Fan): dropped on the table, it is used."""
        item = self.cards.get(card)
        return item is not None and item.zone == "hand" and Use(card) in self.legal

    def _on_open_table(self, item: CardItem, pos: QPointF) -> bool:
        return self.drop_zone.sceneBoundingRect().contains(pos) and self._item_at(pos, exclude=item) is None

    def _light_targets(self, card: int, focus: list) -> None:
        if self._special_from_hand(card) and self._dragging:
            self.drop_zone.text = self.tr("Drop it on the table to use its Special")
            self._light(self.drop_zone, LIT)
        for minion in self._aims:  # a standard action dragged: the minions a drop on them would name
            if minion in self.cards:
                self._light(self.cards[minion], LIT)
        for a in self.plays_of(card):
            item = self.target_item(a)
            if item is not None:
                self._light(item, LIT)
                self.clicks[item] = a
                focus.append((item, lambda act=a: self.action_chosen.emit(act)))
        if card in self.cards:
            self._light(self.cards[card], FOCUS)

    def play_or_target(self, card: int) -> None:
        """Double-click / Enter: play at once when there is one way, else light the targets."""
        plays = self.plays_of(card)
        if len(plays) == 1:
            self.action_chosen.emit(plays[0])
        elif plays:
            self.targeting = card
            self.refresh_highlights()
            self.refused.emit(self.tr("Choose where to play it (Esc to cancel)"))

    # --- mouse ---------------------------------------------------------------------------------
    def _item_at(self, pos: QPointF, exclude: TableItem | None = None) -> TableItem | None:
        for item in self.items(pos):
            if item is exclude or item is self.preview or item is self.banner or isinstance(item, TrayItem):
                continue
            if isinstance(item, CardItem | BaseItem | PanelItem):
                return item
        return None

    def mousePressEvent(self, ev: QGraphicsSceneMouseEvent) -> None:
        if self.banner.isVisible():
            self._hide_banner()
            return
        if self.locked:
            return
        item = self._item_at(ev.scenePos())
        if ev.button() == Qt.MouseButton.RightButton:
            self.pinned = item is not None
            self._hover(item)
            return
        if ev.button() != Qt.MouseButton.LeftButton:
            return
        if self.pinned:
            self.close_preview()
        if isinstance(item, CardItem) and self.targeting is None and self._draggable(item):
            self._press = (item, ev.scenePos(), item.pos())

    def _draggable(self, item: CardItem) -> bool:
        """Any card of the acting player's hand (a drop nowhere legal is explained), and a titan
        beside the deck that may come in (clicked, or dragged onto its base)."""
        if item.zone == "hand":
            return bool(self.legal) and (item not in self.clicks or bool(self.plays_of(item.iid)))
        return item.zone == "beside_deck" and item in self.clicks

    def mouseMoveEvent(self, ev: QGraphicsSceneMouseEvent) -> None:
        self._pointer = ev.scenePos()
        if not self._over_hand():
            self._release_hand()
        if self._press is None:
            if not self.pinned:
                self._hover(self._item_at(ev.scenePos()))
            return
        item, start, origin = self._press
        delta = ev.scenePos() - start
        if not self._dragging and delta.manhattanLength() >= DRAG_START:
            self._start_drag(item)
        if self._dragging:
            item.setPos(origin + delta)

    def _start_drag(self, item: CardItem) -> None:
        self._dragging = True
        self.preview.hide()
        item.setZValue(2_000)
        standard = Play(item.iid)
        self._aims = aim_targets(self.game, standard, self.viewer) if standard in self.plays_of(item.iid) \
            else frozenset()
        self.targeting = item.iid
        self.refresh_highlights()

    def mouseReleaseEvent(self, ev: QGraphicsSceneMouseEvent) -> None:
        if self._swallow_release and ev.button() == Qt.MouseButton.LeftButton:
            self._swallow_release = False
            return
        if self.locked or ev.button() != Qt.MouseButton.LeftButton:
            return
        if self._press is not None:
            item, _, origin = self._press
            self._press = None
            if self._dragging:
                self._dragging, self._aims = False, frozenset()
                self._drop(item, ev.scenePos(), origin)
            elif item in self.clicks:  # a card in hand both playable and usable (Fan): a click uses it
                self.action_chosen.emit(self.clicks[item])
            return
        item = self._item_at(ev.scenePos())
        if item in self.clicks:
            self.action_chosen.emit(self.clicks[item])
        elif isinstance(item, PanelItem) and item.discard_rect().contains(item.mapFromScene(ev.scenePos())):
            self.discard_requested.emit(item.player)
        elif self.targeting is not None:
            self.cancel_targeting()

    def mouseDoubleClickEvent(self, ev: QGraphicsSceneMouseEvent) -> None:
        if self.locked:
            return
        item = self._item_at(ev.scenePos())
        if isinstance(item, CardItem) and self.plays_of(item.iid):
            self._press = None
            self._swallow_release = True
            self.play_or_target(item.iid)

    def _hover(self, item: TableItem | None) -> None:
        if isinstance(item, CardItem) and item.card_id is not None:
            self.preview.show_card(item.card_id, item.power)
        elif isinstance(item, BaseItem):
            self.preview.show_card(item.card_id, None, (item.breakpoint, item.total))
        else:
            self.preview.hide()
            return
        self._zoomed = item.sceneBoundingRect()
        self._place_preview(self._zoomed)

    def _place_preview(self, pointed: QRectF) -> None:
        """Where the zoom covers nothing that matters (the card pointed at, the lit targets), shrunk
        as little as that takes; failing that, where it covers least."""
        size = self.preview.boundingRect().size()
        lit = [i.sceneBoundingRect() for i in [*self.cards.values(), *self.bases.values()] if i.lit is not None]

        def cost(spot: QRectF) -> tuple[float, float]:
            covered = 1000 * _area(spot.intersected(pointed)) + sum(_area(spot.intersected(t)) for t in lit)
            return covered, -abs(spot.center().x() - pointed.center().x())

        best: tuple[tuple[float, float], float, QRectF] | None = None
        for scale in ZOOM_SCALES:
            w, h = size.width() * scale, size.height() * scale
            spots = [QRectF(x, y, w, h) for y in (10.0, (H - h) / 2, H - h - 10)
                     for x in (40.0, (W - w) / 2, W - w - 40)]
            spot = min(spots, key=cost)
            if best is None or cost(spot)[0] < best[0][0]:
                best = (cost(spot), scale, spot)
            if best[0][0] == 0:
                break
        assert best is not None
        self.preview.setScale(best[1])
        self.preview.setPos(best[2].topLeft())

    def close_preview(self) -> None:
        self.pinned = False
        self.preview.hide()

    def pointer_left(self) -> None:
        """The pointer went off the table (to a button, the log...): an unpinned zoom goes with it."""
        self._pointer = None
        self._release_hand()
        if not self.pinned:
            self.preview.hide()

    # --- dropping ----------------------------------------------------------------------------
    def _drop(self, item: CardItem, pos: QPointF, origin: QPointF) -> None:
        if item.zone == "beside_deck":
            self._drop_titan(item, pos, origin)
            return
        candidates = self._drop_candidates(item, pos)
        plays = self.plays_of(item.iid)
        chosen: Play | Use | None = next((a for a in candidates if a in plays), None)
        if self._special_from_hand(item.iid) and self._on_open_table(item, pos):
            chosen = Use(item.iid)  # Fan: dropped on the open table, not on a base or a card, its Special
        self.targeting = None
        if chosen is not None:
            aimed = self._aimed_minion(chosen, candidates) if isinstance(chosen, Play) else None
            if aimed is None:
                self.action_chosen.emit(chosen)
            else:
                self.action_aimed.emit(chosen, Pick(PickKind.CARD, aimed))
            return
        self._snap_back(item, origin, self._refusal(item, candidates))

    def _snap_back(self, item: CardItem, origin: QPointF, why: str) -> None:
        self.targeting = None
        self.refresh_highlights()
        group = QParallelAnimationGroup(self)
        self._animate(group, item, origin, lambda: item.setZValue(self.layout.cards[item.iid].z
                                                                   if self.layout and item.iid in self.layout.cards
                                                                   else 0))
        self._run(group)
        self.refused.emit(why)

    def _drop_titan(self, item: CardItem, pos: QPointF, origin: QPointF) -> None:
        """A titan dropped on a base: brought in (its Special), and that base answers the question
        where it goes when the rules offer it; the rules' refusal otherwise."""
        assert self.layout is not None
        use = Use(item.iid)
        under = self._item_at(pos, exclude=item)
        bi = under.index if isinstance(under, BaseItem) else self.layout.column_at(pos.x(), pos.y())
        if bi is None or use not in self.legal:
            self._snap_back(item, origin, self.tr("Drop the titan on a base."))
            return
        self.targeting = None
        self.action_aimed.emit(use, Pick(PickKind.BASE, bi))

    def _drop_candidates(self, item: CardItem, pos: QPointF) -> list[Play]:
        """The plays a drop at ``pos`` could mean, most specific first."""
        assert self.layout is not None
        c = item.iid
        out: list[Play] = []
        under = self._item_at(pos, exclude=item)
        if isinstance(under, CardItem) and under.zone in ("minion", "attached"):
            host = self.layout.host.get(under.iid, under.iid)
            out.append(Play(c, None, host))
        if isinstance(under, BaseItem):
            out.append(Play(c, under.index))
        else:
            bi = self.layout.column_at(pos.x(), pos.y())
            if bi is not None:
                out.append(Play(c, bi))
        if self.drop_zone.sceneBoundingRect().contains(pos):
            out.append(Play(c))
        return out

    @staticmethod
    def _aimed_minion(chosen: Play, candidates: list[Play]) -> int | None:
        """The minion a standard action was dropped on (a drop on the table or a base names none)."""
        if chosen.slot is None and chosen.target is None and candidates[0].target is not None:
            return candidates[0].target
        return None

    def _refusal(self, item: CardItem, candidates: list[Play]) -> str:
        assert self.game is not None and item.card_id is not None
        is_minion = catalogue().cards[item.card_id].type == "minion"
        if not candidates and is_minion:  # it goes on a base only: the rules say so in its box's words
            return i18n.rules(self.game.why_not(Play(item.iid)))
        if not candidates:
            return self.tr("Drop the card on a base, a minion or the table.")
        # A minion dropped on another minion means its base; explain that play, not an attach.
        wanted = next((a for a in candidates if a.target is None), candidates[0]) if is_minion else candidates[0]
        return i18n.rules(self.game.why_not(wanted))

    def cancel_targeting(self) -> None:
        self.targeting = None
        self.refresh_highlights()

    # --- keyboard ----------------------------------------------------------------------------
    def keyPressEvent(self, ev: QKeyEvent) -> None:
        key = ev.key()
        if self.locked:
            return
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Down):
            self._move_focus(1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Backtab, Qt.Key.Key_Up):
            self._move_focus(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.focus_index >= 0:
            _, run = self.focusables[self.focus_index]
            run()
        elif key == Qt.Key.Key_Escape and (self.preview.isVisible() or self.targeting is not None):
            self.close_preview()
            if self.targeting is not None:
                self.cancel_targeting()
        else:
            super().keyPressEvent(ev)

    def _move_focus(self, step: int) -> None:
        if not self.focusables:
            return
        if self.focus_index >= 0:
            item = self.focusables[self.focus_index][0]
            item.set_lit(LIT if item not in self.clicks or not isinstance(self.clicks[item], Pick) else CHOICE)
        self.focus_index = (self.focus_index + step) % len(self.focusables)
        item = self.focusables[self.focus_index][0]
        item.set_lit(FOCUS)
        self._hover(item)

    # --- banners -------------------------------------------------------------------------------
    def show_banner(self, title: str, lines: list[str], colour: QColor, ms: int = 2600) -> None:
        """A message that holds input until it times out or is clicked (scoring results)."""
        self.banner.show_text(title, lines, colour)
        r = self.banner.boundingRect()
        self.banner.setPos((W - r.width()) / 2, (H - r.height()) / 2 - 80)
        self.locked = True
        if self.speed > 0:
            self._banner_timer.start(self._duration(ms))
        else:
            self._banner_timer.start(900)

    def _hide_banner(self) -> None:
        self._banner_timer.stop()
        self.banner.hide()
        self._maybe_settled()

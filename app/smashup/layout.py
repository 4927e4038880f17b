"""Where everything goes on the 1920x1080 table, computed from one player's view (pure geometry)."""

from __future__ import annotations

from attrs import define, field

from rules.view import Base, Card, Held, Player, SeatView

TOP_BAR = 130  # other players' seats
BASES_Y = 370  # top of the bases row
MY_SIDE = (BASES_Y + 205, 805)  # the viewer's minions, below the bases
THEIR_SIDE = (TOP_BAR + 10, BASES_Y - 10)  # other players' minions, above the bases
HAND_Y = 835
MINION_W, MINION_H = 104.0, 146.0  # proportions of a card on the table
MINION_MAX_W = 160.0  # as large as a card in hand when there is room
SHOWN = 0.45  # of a card under the next row of a cascade: its power, name and first line of text
ROW_GAIN = 1.3  # how much larger a second row's cards must be than one row's to be worth it
HAND_W, HAND_H = 160.0, 224.0
PEEK = 34  # how much of an attached action shows under its host: its name
GAP = 8
BASE_ACTION_W, BASE_ACTION_H, BASE_ACTION_STEP = 82.0, 100.0, 40.0  # room beside a base for its actions
MY_PANEL_H = 150.0


@define(slots=True)
class Slot:
    x: float
    y: float
    w: float
    h: float
    z: float = 0
    zone: str = ""
    card_id: str | None = None
    power: int | None = None
    counters: int = 0
    player: int | None = None  # whose side a face-down card is on
    named: str | None = None  # the faction a card on the table named when played (Block the Path)


@define(slots=True)
class BaseLayout:
    card: tuple[int, str]
    slot: Slot
    breakpoint: int
    total: int
    by_player: list[int]
    column: tuple[float, float]  # x range of the base's column


@define(slots=True)
class Layout:
    active: int
    players: tuple[Player, ...]
    cards: dict[int, Slot] = field(factory=dict)
    bases: list[BaseLayout] = field(factory=list)
    panels: dict[int, Slot] = field(factory=dict)
    trays: list[tuple[int, Slot]] = field(factory=list)
    host: dict[int, int] = field(factory=dict)  # attached action -> its minion

    def column_at(self, x: float, y: float) -> int | None:
        """The base whose column (its minion areas above and below included) holds the point."""
        if not THEIR_SIDE[0] <= y <= MY_SIDE[1]:
            return None
        return next((bi for bi, b in enumerate(self.bases) if b.column[0] <= x < b.column[1]), None)


@define(frozen=True)
class _Standing:
    """A minion or a titan as the table stands it among its controller's minions."""

    card: Card
    controller: int
    power: int | None  # a titan has none of its own
    counters: int
    attached: tuple[Held, ...]
    zone: str


def compute_layout(view: SeatView, w: float, h: float, note_w: float = 0.0) -> Layout:
    """``note_w``: the width kept between the seat's panel and its hand for the plays-left note."""
    me = view.me
    lay = Layout(view.active, view.players)
    _panels(lay, me, len(view.players), w, len(view.players[me].titans))
    _beside_decks(lay, view.players)
    _hand(lay, view.players[me].hand, lay.panels[me], w, note_w)
    n = len(view.bases)
    col_w = (w - 40) / max(n, 1)
    for bi, b in enumerate(view.bases):
        _base(lay, bi, b, me, len(view.players), 20 + bi * col_w, col_w)
    return lay


def _panels(lay: Layout, me: int, n: int, w: float, my_titans: int) -> None:
    others = [(me + k) % n for k in range(1, n)]
    pw = min(520.0, (w - 40 - GAP * (len(others) - 1)) / max(len(others), 1))
    start = (w - (pw * len(others) + GAP * (len(others) - 1))) / 2
    for k, p in enumerate(others):
        lay.panels[p] = Slot(start + k * (pw + GAP), 6, pw, TOP_BAR - 10)
    lay.panels[me] = Slot(20, HAND_Y + 40, 300 + titans_reserve(my_titans, MY_PANEL_H), MY_PANEL_H)  # cells as wide


def titan_size(panel_h: float) -> tuple[float, float]:
    """A titan beside its owner's deck stands the height of the seat's panel, to be read at a
    glance (the hover zoom shows it whole)."""
    h = panel_h - 12
    return h * MINION_W / MINION_H, h


def titans_reserve(n: int, panel_h: float) -> float:
    """The width a seat's panel keeps at the right of its cells for ``n`` titans beside the deck."""
    return n * (titan_size(panel_h)[0] + 6) + (6 if n else 0)


def _beside_decks(lay: Layout, players: tuple[Player, ...]) -> None:
    """Titans out of play sit beside their owner's deck: at the right end of the seat's panel, as
    high as the panel."""
    for p, info in enumerate(players):
        slot = lay.panels[p]
        x = slot.x + slot.w - titans_reserve(len(info.titans), slot.h) + 6
        tw, th = titan_size(slot.h)
        for k, t in enumerate(info.titans):
            lay.cards[t.iid] = Slot(x + k * (tw + 6), slot.y + 6, tw, th, 60 + k, "beside_deck", t.card)


def _hand(lay: Layout, hand: tuple[Card, ...] | None, panel: Slot, w: float, note_w: float) -> None:
    """Centred right of the seat's panel, starting after the ``note_w`` kept for the plays-left
    note when a centred hand would reach it."""
    if hand is None:
        return
    left, right = panel.x + panel.w + 20, w - 20
    free = left + note_w
    n = len(hand)
    step = HAND_W + GAP if n < 2 else min(HAND_W + GAP, (right - free - HAND_W) / (n - 1))
    start = max(free, left + max(0.0, (right - left - (step * (n - 1) + HAND_W)) / 2))
    for k, c in enumerate(hand):
        lay.cards[c.iid] = Slot(start + k * step, HAND_Y, HAND_W, HAND_H, 100 + k, "hand", c.card)


def _base(lay: Layout, bi: int, b: Base, me: int, n: int, x0: float, col_w: float) -> None:
    bw = min(400.0, col_w - BASE_ACTION_W - 20)
    bh = bw / 2
    bx = x0 + (col_w - bw - BASE_ACTION_W) / 2
    by = BASES_Y + (200 - bh) / 2
    lay.bases.append(BaseLayout((b.card.iid, b.card.card), Slot(bx, by, bw, bh), b.breakpoint, b.total_power,
                                list(b.power_by_player), (x0, x0 + col_w)))
    # Actions on the base stand beside its right edge (never over its total), fanned downwards so
    # that each shows its name; a faction a card named is written on it.
    step = min(BASE_ACTION_STEP, (bh - BASE_ACTION_H) / max(len(b.actions) - 1, 1))
    for k, a in enumerate(b.actions):
        lay.cards[a.iid] = Slot(bx + bw + 6, by + k * step, BASE_ACTION_W - 10, BASE_ACTION_H, 20 + k, "base_action",
                                a.card, player=a.controller, named=a.named)
    for k, c in enumerate(b.buried):
        # Face down beside the base's left edge. A card hidden from the viewer has no id in the
        # view (ids would tell which card it is), so it gets a negative key of its own.
        key, cid = (c.card.iid, c.card.card) if c.card is not None else (-1 - bi * 100 - k, None)
        lay.cards[key] = Slot(bx - 30, by + bh * 0.3 + k * 22, 40, 56, 20 + k, "buried", cid, player=c.controller)
    # A titan stands among its controller's minions there, first: it is not one of them (no power).
    standing = [_Standing(t.card, t.controller, None, t.counters, (), "titan") for t in b.titans]
    standing += [_Standing(m.card, m.controller, m.power, m.counters, m.attached, "minion") for m in b.minions]
    mine = [m for m in standing if m.controller == me]
    _minion_group(lay, me, mine, x0 + 8, MY_SIDE[0], col_w - 16, MY_SIDE[1] - MY_SIDE[0], down=True)
    # The other players here share the side above the base clockwise, each in proportion to their
    # minions there: one opponent alone gets all of it.
    groups = [(p, [m for m in standing if m.controller == p]) for p in ((me + k) % n for k in range(1, n))]
    groups = [(p, theirs) for p, theirs in groups if theirs]
    total = sum(len(theirs) for _, theirs in groups)
    x = x0 + 8
    for p, theirs in groups:
        sub_w = (col_w - 16) * len(theirs) / total
        _minion_group(lay, p, theirs, x, THEIR_SIDE[0], sub_w, THEIR_SIDE[1] - THEIR_SIDE[0], down=False)
        x += sub_w


def _rows_of(minions: list[_Standing], cols: int) -> list[list[_Standing]]:
    return [minions[k:k + cols] for k in range(0, len(minions), cols)]


def _attached_rows(minions: list[_Standing], cols: int) -> list[int]:
    """For each row, the most actions attached to one of its minions (their names' strips)."""
    return [max(len(m.attached) for m in row) for row in _rows_of(minions, cols)]


def _grid(minions: list[_Standing], w: float, h: float) -> tuple[int, float]:
    """Columns and card width for the minions in w x h: the largest cards that fit, rows cascading
    so that each shows at least its power, name and first line of text, then the names of the
    actions attached to its minions. A second row must give clearly larger cards than one wider
    row (ROW_GAIN): a row under another hides most of its text."""
    best = (1, 0.0, 0.0)
    n = len(minions)
    for cols in range(1, n + 1):
        rows = (n + cols - 1) // cols
        strips = PEEK * sum(_attached_rows(minions, cols))
        by_width = (w - 12) / cols - 4
        by_height = (h - 12 - strips) / (1 + (rows - 1) * SHOWN) * MINION_W / MINION_H
        card_w = min(MINION_MAX_W, by_width, by_height)
        score = card_w / ROW_GAIN ** (rows - 1)
        if score > best[2]:
            best = (cols, card_w, score)
    return best[0], best[1]


def _minion_group(lay: Layout, player: int, minions: list[_Standing], x: float, y: float, w: float,
                  h: float, down: bool) -> None:
    """One player's minions at one base: a grid of columns whose rows cascade away from the base.
    Each row under another shows its top (power, name, first line) and then the name strips of the
    actions attached to its minions, laid over the hidden rest of the card."""
    if not minions:
        return
    lay.trays.append((player, Slot(x + 2, y, w - 4, h)))
    cols, card_w = _grid(minions, w, h)
    card_h = card_w * MINION_H / MINION_W
    rows = _rows_of(minions, cols)
    attached = _attached_rows(minions, cols)
    front = len(rows) - 1 if down else 0  # the row no other covers
    shown = [card_h * SHOWN + PEEK * n for n in attached]  # of each covered row
    needed = sum(shown) - shown[front] + card_h + PEEK * attached[front]
    spare = 0.0 if len(rows) < 2 else min(card_h * (1 - SHOWN) + 4, (h - 12 - needed) / (len(rows) - 1))
    # Rows from the top of the tray down: below the bases the first row is the base's; above, the last.
    order = range(len(rows)) if down else range(len(rows) - 1, -1, -1)
    top = y + 6 if down else y + h - 6 - needed - spare * (len(rows) - 1)
    for r in order:
        z = 30 + (r if down else len(rows) - r) * 10
        for col, m in enumerate(rows[r]):
            _place_minion(lay, m, x + 6 + col * (card_w + 4), top, card_w, card_h, z,
                          None if r == front else top + card_h * SHOWN + spare)
        top += card_h * SHOWN + PEEK * attached[r] + spare if r != front else 0


def _place_minion(lay: Layout, m: _Standing, cx: float, cy: float, card_w: float, card_h: float, z: float,
                  strips_at: float | None) -> None:
    """A minion and its attached actions: peeking out under it (``strips_at`` None), or as name
    strips laid over its lower part from ``strips_at`` down (a row covers the rest)."""
    iid = m.card.iid
    for j, a in enumerate(m.attached):
        if strips_at is None:
            ah = (card_w - 12) * MINION_H / MINION_W
            slot = Slot(cx + 6, cy + card_h + PEEK * (j + 1) - ah, card_w - 12, ah, z - 1 - j, "attached", a.card,
                        player=a.controller)
        else:
            slot = Slot(cx + 6, strips_at + PEEK * j, card_w - 12, PEEK, z + 1 + j, "attached", a.card,
                        player=a.controller)
        lay.cards[a.iid] = slot
        lay.host[a.iid] = iid
    lay.cards[iid] = Slot(cx, cy, card_w, card_h, z, m.zone, m.card.card, m.power, m.counters, m.controller)

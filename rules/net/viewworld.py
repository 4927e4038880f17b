"""A game rebuilt from one seat's view, for the engine's search to play in.

A joined seat holds no game, only what it is sent. The search (``rules/ai/ismcts.py``) needs a
``Game``: this builds one where every card the view shows sits where it shows it, under its own
instance id (the decision's options name those), and every card it can't see — the other hands,
every deck, face-down buried cards, the base deck — is dealt from what the seated factions hold
minus what is in sight (their catalogue decks, as setup deals them), under ids the view never used.
The search's ``Determinizer`` then re-deals those hidden labels for every world it samples, as it
does for the Hard bot on the host.

The turn's plays left are the view's own list (``SeatView.plays``). What a view does not say is
guessed: a minion's or a base's change until the end of the turn (whatever makes its power or
breakpoint differ from what the rebuilt table computes). The decision offered is the host's own
list of options, never the rebuilt game's.

FZZZT! says more: its cards are numbered as setup numbers the box for that many players, so every
id's card is known, and a decision follows from the state alone. Only where the ids out of sight
lie (another hand, a workshop, the Factory, the face-down conveyor) is dealt at random; the
search re-deals them and re-chooses the sealed bids for each world, as on the host.
"""

from __future__ import annotations

import random
from collections import Counter

from rules.actions import parse_action
from rules.catalogue import catalogue
from rules.decision import DecisionKind
from rules.engine.keys import extras_given_key
from rules.fzzzt.cards import box as fbox
from rules.fzzzt.game import FzzztGame
from rules.fzzzt.state import Auction, FPlayer, FState
from rules.fzzzt.view import FSeatView
from rules.game import Game, offering
from rules.setup import DECK_TYPES, base_pool
from rules.state import BaseSlot, Extra, Player, State
from rules.view import Base, Card, Plays, SeatView


class _Ids:
    """Instance id -> card id and owner: the view's cards first, then hidden cards in the ids left."""

    def __init__(self) -> None:
        self.cards: dict[int, str] = {}
        self.owner: dict[int, int] = {}
        self._next = 0

    def seen(self, c: Card, owner: int) -> int:
        self.cards[c.iid], self.owner[c.iid] = c.card, owner
        return c.iid

    def hidden(self, card: str, owner: int) -> int:
        while self._next in self.cards:
            self._next += 1
        self.cards[self._next], self.owner[self._next] = card, owner
        return self._next

    def unused(self) -> list[int]:
        """Ids below the largest one that hold no card: cards out of sight and out of every hidden
        zone (removed from the game, set aside)."""
        return [i for i in range(max(self.cards) + 1) if i not in self.cards]


def _faction_deck(factions: tuple[str, ...]) -> Counter[str]:
    cat = catalogue()
    return Counter({cid: cat.cards[cid].count or 1 for f in factions for cid in cat.factions[f]
                    if cat.cards[cid].type in DECK_TYPES})


def _draw(pool: Counter[str], whole: Counter[str], n: int, r: random.Random) -> list[str]:
    """``n`` cards from ``pool`` (what is out of sight) at random; when it holds fewer than the
    view counts (a card that changed hands), the missing ones come from ``whole``."""
    cards = sorted(pool.elements())
    r.shuffle(cards)
    spare = sorted(whole)
    cards += [r.choice(spare) for _ in range(n - len(cards))]
    return cards[:n]


class _Builder:
    def __init__(self, v: SeatView, r: random.Random) -> None:
        self.v, self.r = v, r
        self.ids = _Ids()
        cat = catalogue()
        by_faction = {f: p for p, pl in enumerate(v.players) for f in pl.factions}
        self.owner_of = lambda c, controller: by_faction.get(cat.cards[c.card].faction, controller)
        self.controller: dict[int, int] = {}
        self.counters: dict[int, int] = {}
        self.attached: dict[int, list[int]] = {}

    def _in_play(self, c: Card, controller: int, owner: int | None = None) -> int:
        iid = self.ids.seen(c, self.owner_of(c, controller) if owner is None else owner)
        if controller != self.ids.owner[iid]:
            self.controller[iid] = controller
        return iid

    def _base(self, b: Base) -> BaseSlot:
        slot = BaseSlot(self.ids.seen(b.card, -1))
        slot.actions = [self._in_play(a, a.controller) for a in b.actions]
        for m in b.minions:
            iid = self._in_play(m.card, m.controller, m.owner)
            slot.minions.append(iid)
            if m.counters:
                self.counters[iid] = m.counters
            if m.attached:
                self.attached[iid] = [self._in_play(a, a.controller) for a in m.attached]
        for t in b.titans:
            iid = self._in_play(t.card, t.controller, t.owner)
            slot.titans.append(iid)
            if t.counters:
                self.counters[iid] = t.counters
        slot.buried = [self._in_play(x.card, x.controller, x.controller) for x in b.buried if x.card is not None]
        return slot

    def state(self) -> State:
        """The table the view shows, with no play left to the seat yet (``_plays`` gives them)."""
        v, ids = self.v, self.ids
        bases = [self._base(b) for b in v.bases]
        players = []
        for p, pv in enumerate(v.players):
            pl = Player(list(pv.factions), vp=pv.vp)
            pl.hand = [ids.seen(c, p) for c in pv.hand or ()]
            pl.discard = [ids.seen(c, p) for c in pv.discard]
            pl.titans = [ids.seen(c, p) for c in pv.titans]
            players.append(pl)
        base_discard = [ids.seen(c, -1) for c in v.base_discard]
        self._deal_hidden(players, bases)
        base_deck = self._base_deck(bases, base_discard)
        filler = ids.cards[bases[0].card]  # an id in no zone (a card out of the game) still needs a card id
        for i in ids.unused():
            ids.cards[i], ids.owner[i] = filler, -1
        n = max(ids.cards) + 1
        return State(tuple(ids.cards[i] for i in range(n)), tuple(ids.owner[i] for i in range(n)), players, bases,
                     base_deck, base_discard, self.controller, self.attached, self.counters,
                     active=v.active, turn=v.turn, phase="play_cards", minion_plays=0,
                     action_plays=0, rng=self.r.getrandbits(64),
                     vp_history=[list(row) for row in v.vp_history])

    def _deal_hidden(self, players: list[Player], bases: list[BaseSlot]) -> None:
        v, ids = self.v, self.ids
        for p, pv in enumerate(v.players):
            deck = _faction_deck(pv.factions)
            pool = deck - Counter(c for i, c in ids.cards.items() if ids.owner[i] == p)
            buried = [(bi, x) for bi, b in enumerate(v.bases) for x in b.buried if x.card is None and x.controller == p]
            in_hand = 0 if pv.hand is not None else pv.hand_size
            cards = iter(_draw(pool, deck, in_hand + pv.deck + len(buried), self.r))
            players[p].hand += [ids.hidden(next(cards), p) for _ in range(in_hand)]
            players[p].deck = [ids.hidden(next(cards), p) for _ in range(pv.deck)]
            for bi, _ in buried:
                bases[bi].buried.append(ids.hidden(next(cards), p))

    def _base_deck(self, bases: list[BaseSlot], base_discard: list[int]) -> list[int]:
        seen = Counter(self.ids.cards[b] for b in [s.card for s in bases] + base_discard)
        whole = Counter(base_pool([list(p.factions) for p in self.v.players]))
        return [self.ids.hidden(c, -1) for c in _draw(whole - seen, whole, self.v.base_deck, self.r)]


def _plays(g: Game, seat: int, plays: Plays) -> None:
    """The seat's plays left, as its view lists them, in a table where it has none yet. What an
    ongoing card gives each turn (Archmage) the table gives again by itself while the view lists
    all of it; once the card's were spent, it is marked as having given them this turn."""
    s = g.state
    by_card: dict[int, Counter[Extra]] = {}
    for e in g.read.extras_of(seat):  # no play of the turn's own or kept yet: the cards' alone
        by_card.setdefault(e.source, Counter())[e] += 1
    kept = Counter(plays.extras)
    for card, given in by_card.items():
        if given <= kept:
            kept -= given
        else:
            s.used.add(extras_given_key(card))
    s.minion_plays, s.action_plays = plays.minions, plays.actions
    s.extras = [e for e in plays.extras if _take(kept, e)]


def _take(left: Counter[Extra], e: Extra) -> bool:
    """Take one ``e`` from ``left`` if one is left there."""
    if left[e] <= 0:
        return False
    left[e] -= 1
    return True


def _until_end_of_turn(g: Game, v: SeatView) -> None:
    """Power and breakpoint changes the view shows and the rebuilt table does not compute."""
    s = g.state
    for bi, b in enumerate(v.bases):
        for m in b.minions:
            diff = m.power - g.read.power(m.card.iid)
            if diff:
                s.eot_power[m.card.iid] = diff
        diff = b.breakpoint - g.read.breakpoint(bi)
        if diff:
            s.eot_breakpoint[b.card.iid] = diff


def world_from_view(v: SeatView, options: tuple[str, ...], r: random.Random) -> Game:
    """A game at the seat's Play Cards decision (it must be the active player's), offering ``options``."""
    if v.pending is None or v.pending.kind != DecisionKind.MAIN or v.active != v.me or v.plays is None:
        raise ValueError("a world is rebuilt only at the seat's own Play Cards decision")
    state = _Builder(v, r).state()
    _plays(Game(state), v.me, v.plays)
    _until_end_of_turn(Game(state), v)
    return offering(Game(state), tuple(parse_action(o) for o in options))


def _fzzzt_cards(v: FSeatView, r: random.Random) -> tuple[str, ...]:
    """Instance id -> card id: each card the view shows under its id, the rest of the box kept for
    that many players dealt at random to the other ids (ids are dealt in a shuffled order: an id
    the seat has not seen says nothing of its card)."""
    last = [] if v.last is None else [v.last.card, *(c for b in v.last.bids for c in b)]
    shown = {c.iid: c.card for c in _placed(v) + last}
    box = [p.card for p in fbox() if p.number is None or p.number <= len(v.players)]
    rest = list((Counter(box) - Counter(shown.values())).elements())
    r.shuffle(rest)
    unseen = iter(rest + box)  # the box again after the rest: a host showing extra copies still gets a world
    return tuple(shown[i] if i in shown else next(unseen) for i in range(len(box)))


def _placed(v: FSeatView) -> list[Card]:
    """Every card the view shows face up where it lies now."""
    out = [c for pl in v.players for zone in (pl.hand, pl.bid, pl.workshop) for c in zone or ()]
    out += [c for pl in v.players for u in pl.units for c in (u.card, *u.robots)]
    return out + [c for c in v.conveyor if c is not None]


def _iids(cards: tuple[Card, ...]) -> list[int]:
    return [c.iid for c in cards]


def fzzzt_world_from_view(v: FSeatView, r: random.Random) -> FzzztGame:
    """A FZZZT! game where the seat's view is: what it sees where it sees it, the other ids dealt at
    random to the hidden places (hands and unsealed bids together, workshops, the Factory, the
    face-down conveyor), which the search re-deals anyway (a joined table draws only the seat's
    view of it)."""
    cards = _fzzzt_cards(v, r)
    seen = {c.iid for c in _placed(v)}
    out_of_sight = [i for i in range(len(cards)) if i not in seen]
    r.shuffle(out_of_sight)
    dealt = 0

    def deal(n: int) -> list[int]:
        nonlocal dealt
        dealt += n
        return out_of_sight[dealt - n:dealt]

    # Another player's bid: as many hidden cards as it shows face down (the bot re-deals them).
    players = [FPlayer(pl.mechanic, _iids(pl.hand) if pl.hand is not None else deal(pl.hand_size),
                       _iids(pl.workshop) if pl.workshop is not None else deal(pl.workshop_size),
                       _iids(pl.bid) if pl.bid is not None else deal(pl.bid_size), pl.sealed, [u.card.iid for u in pl.units],
                       [_iids(u.robots) for u in pl.units], [u.card.iid for u in pl.units if u.built_now])
               for pl in v.players]
    shown = sum(c is not None for c in v.conveyor)
    conveyor = [c.iid for c in v.conveyor if c is not None] + deal(len(v.conveyor) - shown)
    last = None if v.last is None else Auction(v.last.card.iid, [_iids(b) for b in v.last.bids],
                                               list(v.last.values), v.last.winner)
    state = FState(cards, players, deal(v.factory), conveyor, shown, v.chief, v.round, v.rounds, v.phase,
                   None if v.phase == "bidding" or v.pending is None else v.pending.player, last,
                   None if v.scores is None else list(v.scores), list(v.winners), r.getrandbits(64))
    return FzzztGame(state)


def world_after(v: SeatView, options: tuple[str, ...], answers: list[str], r: random.Random) -> Game | None:
    """The world rebuilt at the seat's Play Cards decision ``v``, then the seat's answers since
    given in turn: a game at the seat's next question, in the middle of an effect. None when
    another player had to answer in between, or the world's hidden cards took the effect
    elsewhere (an answer it does not offer)."""
    g = world_from_view(v, options, r)
    for a in map(parse_action, answers):
        d = g.pending
        if d is None or d.player != v.me or a not in d.options:
            return None
        g.apply(a)
    return g

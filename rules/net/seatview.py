"""What one seat sees, as typed data: the engines' ``view(seat)`` dicts in attrs classes.

The network sends these and nothing else of the position. They mirror ``rules/view.py`` (Smash Up)
and ``rules/fzzzt/view.py`` (FZZZT!) field for field, minus Smash Up's log (the protocol sends the
seat's events as they happen), so that the engines can adopt them as their typed view.
"""

from __future__ import annotations

from typing import Any

from attrs import define


@define(frozen=True)
class Card:
    """A face-up card: its instance id and its card id."""

    iid: int
    card: str


@define(frozen=True)
class Held(Card):
    """A card played on a base or a minion, with who controls it."""

    controller: int


@define(frozen=True)
class Buried:
    controller: int
    card: Card | None  # face down: only its controller sees what it is


@define(frozen=True)
class Minion:
    card: Card
    controller: int
    power: int
    owner: int
    counters: int
    attached: tuple[Held, ...]


@define(frozen=True)
class Titan:
    card: Card
    controller: int
    owner: int
    counters: int
    adds: int


@define(frozen=True)
class Base:
    card: Card
    breakpoint: int
    total_power: int
    power_by_player: tuple[int, ...]
    actions: tuple[Held, ...]
    buried: tuple[Buried, ...]
    minions: tuple[Minion, ...]
    titans: tuple[Titan, ...]


@define(frozen=True)
class Player:
    factions: tuple[str, ...]
    vp: int
    hand_size: int
    hand: tuple[Card, ...] | None  # the seat's own hand only
    deck: int
    discard: tuple[Card, ...]
    titans: tuple[Card, ...]


@define(frozen=True)
class Pending:
    """Who decides what; ``options`` (action ids) only for the seat that decides."""

    player: int
    kind: str
    prompt: str
    source: int | None
    options: tuple[str, ...] | None


@define(frozen=True)
class SeatView:
    me: int
    active: int
    turn: int
    phase: str
    winner: int | None
    players: tuple[Player, ...]
    bases: tuple[Base, ...]
    base_deck: int
    base_discard: tuple[Card, ...]
    pending: Pending | None


@define(frozen=True)
class Unit:
    card: Card
    robots: tuple[Card, ...]
    built_now: bool


@define(frozen=True)
class FPlayer:
    mechanic: int
    hand_size: int  # another player's bid is counted with their hand: its size is secret too
    hand: tuple[Card, ...] | None
    bid: tuple[Card, ...] | None
    sealed: bool
    workshop_size: int
    workshop: tuple[Card, ...] | None  # the seat's own, outside the auctions
    units: tuple[Unit, ...]


@define(frozen=True)
class Auction:
    card: Card
    bids: tuple[tuple[Card, ...], ...]
    values: tuple[int | None, ...]  # None: no bid
    winner: int | None


@define(frozen=True)
class FSeatView:
    me: int
    phase: str
    round: int
    rounds: int
    chief: int
    factory: int
    conveyor: tuple[Card | None, ...]
    players: tuple[FPlayer, ...]
    last: Auction | None
    scores: tuple[int, ...] | None
    winners: tuple[int, ...]
    pending: Pending | None


# --- from the engines' dicts ----------------------------------------------------------------------
def _card(pair: tuple[int, str]) -> Card:
    return Card(pair[0], pair[1])


def _cards(pairs: list[tuple[int, str]]) -> tuple[Card, ...]:
    return tuple(_card(p) for p in pairs)


def _held(triples: list[tuple[int, str, int]]) -> tuple[Held, ...]:
    return tuple(Held(i, c, ctrl) for i, c, ctrl in triples)


def _count_or_cards(value: int | list[tuple[int, str]]) -> tuple[int, tuple[Card, ...] | None]:
    return (value, None) if isinstance(value, int) else (len(value), _cards(value))


def _pending(d: dict[str, Any] | None) -> Pending | None:
    if d is None:
        return None
    opts = d["options"]
    return Pending(d["player"], d["kind"], d["prompt"], d["source"], None if opts is None else tuple(opts))


def _base(b: dict[str, Any]) -> Base:
    return Base(
        _card(b["card"]), b["breakpoint"], b["total_power"], tuple(b["power_by_player"]), _held(b["actions"]),
        tuple(Buried(x["controller"], None if x["card"] is None else _card(x["card"])) for x in b["buried"]),
        tuple(Minion(_card(m["card"]), m["controller"], m["power"], m["owner"], m["counters"], _held(m["attached"]))
              for m in b["minions"]),
        tuple(Titan(_card(t["card"]), t["controller"], t["owner"], t["counters"], t["adds"]) for t in b["titans"]),
    )


def seat_view(v: dict[str, Any]) -> SeatView:
    """Smash Up's ``Game.view(seat)`` as typed data (its log left out)."""
    players = []
    for p in v["players"]:
        size, hand = _count_or_cards(p["hand"])
        players.append(Player(tuple(p["factions"]), p["vp"], size, hand, p["deck"], _cards(p["discard"]),
                              _cards(p["titans"])))
    return SeatView(v["me"], v["active"], v["turn"], v["phase"], v["winner"], tuple(players),
                    tuple(_base(b) for b in v["bases"]), v["base_deck"], _cards(v["base_discard"]),
                    _pending(v["pending"]))


def _fplayer(p: dict[str, Any]) -> FPlayer:
    size, hand = _count_or_cards(p["hand"])
    wsize, workshop = _count_or_cards(p["workshop"])
    units = tuple(Unit(_card(u["card"]), _cards(u["robots"]), u["built_now"]) for u in p["units"])
    return FPlayer(p["mechanic"], size, hand, None if p["bid"] is None else _cards(p["bid"]), p["sealed"], wsize,
                   workshop, units)


def fzzzt_seat_view(v: dict[str, Any]) -> FSeatView:
    """FZZZT!'s ``FzzztGame.view(seat)`` as typed data."""
    last = v["last"]
    auction = None if last is None else Auction(_card(last["card"]), tuple(_cards(b) for b in last["bids"]),
                                                tuple(last["values"]), last["winner"])
    return FSeatView(v["me"], v["phase"], v["round"], v["rounds"], v["chief"], v["factory"],
                     tuple(None if c is None else _card(c) for c in v["conveyor"]),
                     tuple(_fplayer(p) for p in v["players"]), auction,
                     None if v["scores"] is None else tuple(v["scores"]), tuple(v["winners"]),
                     _pending(v["pending"]))


# --- back to the engine's shape (for a table drawn from what a joined seat was sent) --------------
def _pair(c: Card) -> tuple[int, str]:
    return (c.iid, c.card)


def _pairs(cards: tuple[Card, ...]) -> list[tuple[int, str]]:
    return [_pair(c) for c in cards]


def _triples(cards: tuple[Held, ...]) -> list[tuple[int, str, int]]:
    return [(c.iid, c.card, c.controller) for c in cards]


def engine_view(v: SeatView, log: list[Any]) -> dict[str, Any]:
    """The inverse of ``seat_view``: ``Game.view(seat)``'s dict, with ``log`` as its log."""
    return {
        "me": v.me, "active": v.active, "turn": v.turn, "phase": v.phase, "winner": v.winner,
        "players": [{"factions": list(p.factions), "vp": p.vp,
                     "hand": p.hand_size if p.hand is None else _pairs(p.hand), "deck": p.deck,
                     "discard": _pairs(p.discard), "titans": _pairs(p.titans)} for p in v.players],
        "bases": [{"card": _pair(b.card), "breakpoint": b.breakpoint, "total_power": b.total_power,
                   "power_by_player": list(b.power_by_player), "actions": _triples(b.actions),
                   "buried": [{"controller": x.controller, "card": None if x.card is None else _pair(x.card)}
                              for x in b.buried],
                   "minions": [{"card": _pair(m.card), "controller": m.controller, "power": m.power,
                                "owner": m.owner, "counters": m.counters, "attached": _triples(m.attached)}
                               for m in b.minions],
                   "titans": [{"card": _pair(t.card), "controller": t.controller, "owner": t.owner,
                               "counters": t.counters, "adds": t.adds} for t in b.titans]}
                  for b in v.bases],
        "base_deck": v.base_deck, "base_discard": _pairs(v.base_discard), "log": log,
        "pending": None if v.pending is None else {
            "player": v.pending.player, "kind": v.pending.kind, "prompt": v.pending.prompt,
            "source": v.pending.source, "options": None if v.pending.options is None else list(v.pending.options)},
    }

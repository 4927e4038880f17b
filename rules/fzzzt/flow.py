"""The FZZZT! round: preparation, auctions on the conveyor's head, cleanup and building; the end.

Each function moves the state from one decision to the next and appends what happened to
``events``; none of them asks anything (the façade derives the pending decision from the state).
"""

from __future__ import annotations

from rules import rng
from rules.decision import Ev
from rules.fzzzt import PLAYERS
from rules.fzzzt.cards import box, card
from rules.fzzzt.scoring import score, winners
from rules.fzzzt.state import Auction, FPlayer, FState

HAND = 6
CONVEYOR = 8
PLAYERS_MESSAGE = "FZZZT! is played by 2 to 4 players"


def order_from(s: FState, first: int) -> list[int]:
    n = len(s.players)
    return [(first + k) % n for k in range(n)]


def setup(players: int, seed: int) -> tuple[FState, list[Ev]]:
    """Cards numbered above the player count leave the game; Mechanics are dealt at random and
    Mechanic 1 is the Chief; each player takes the Robots of their number; the rest is the Factory.
    Instance ids are dealt in a shuffled order: an id that shows says nothing of its card."""
    if players not in PLAYERS:
        raise ValueError(PLAYERS_MESSAGE)
    printings = [p for p in box() if p.number is None or p.number <= players]
    state, ids = rng.dealt_order(rng.seeded(seed), len(printings))
    mechanics = list(range(1, players + 1))  # mechanics[p]: the number dealt to player p
    state = rng.shuffle(state, mechanics)
    pls = [FPlayer(mechanic=m) for m in mechanics]
    for i, pr in enumerate(printings):
        if pr.number is not None:
            pls[mechanics.index(pr.number)].hand.append(ids[i])
    factory = [ids[i] for i, pr in enumerate(printings) if pr.number is None]
    state = rng.shuffle(state, factory)
    s = FState(cards=rng.permuted([p.card for p in printings], ids), players=pls, factory=factory,
               chief=mechanics.index(1), rng=state, deal=rng.DEAL_KEYED_IDS)
    events: list[Ev] = []
    prepare(s, events)
    return s, events


def deal(s: FState, p: int, events: list[Ev]) -> None:
    """Shuffle every card the player holds outside their units and take a hand of 6; the rest
    goes face down to the workshop."""
    pl = s.players[p]
    pool = pl.hand + pl.workshop
    s.rng = rng.shuffle(s.rng, pool)
    pl.hand, pl.workshop = pool[:HAND], pool[HAND:]
    events.append(Ev("draw", player=p, amount=len(pl.hand)))


def prepare(s: FState, events: list[Ev]) -> None:
    """Phase A: fresh hands, 8 cards from the Factory face down, the head turned up. Too few
    cards left for a whole conveyor ends the game."""
    if len(s.factory) < CONVEYOR:
        start_building(s, "final", events)
        return
    s.round += 1
    events.append(Ev("round", amount=s.round))
    for p in range(len(s.players)):
        deal(s, p, events)
    s.conveyor, s.factory = s.factory[:CONVEYOR], s.factory[CONVEYOR:]
    s.shown = 0
    s.phase = "bidding"
    flip(s, events)


def flip(s: FState, events: list[Ev]) -> None:
    """Turn up the head; its speed is how many cards, from the head, are then face up (the rest
    of the conveyor when fewer are left; the other face-up cards' speeds are ignored)."""
    speed = card(s.cards[s.conveyor[0]]).speed or 1
    new = min(len(s.conveyor), speed)
    for c in s.conveyor[s.shown:new]:
        events.append(Ev("reveal", card=c))
    s.shown = new


def bidders(s: FState) -> list[int]:
    """Players still to seal a bid on the head, in play order from the Chief."""
    return [p for p in order_from(s, s.chief) if not s.players[p].sealed and s.players[p].hand]


def add_to_bid(s: FState, p: int, c: int, events: list[Ev]) -> None:
    pl = s.players[p]
    pl.hand.remove(c)
    pl.bid.append(c)
    events.append(Ev("bid", player=p))  # no card: bids are sealed
    if not pl.hand:
        seal(s, p, events)


def seal(s: FState, p: int, events: list[Ev]) -> None:
    s.players[p].sealed = True
    events.append(Ev("seal", player=p))
    if not bidders(s):
        resolve(s, events)


def bid_value(s: FState, bid: list[int]) -> int:
    return sum(card(s.cards[c]).power for c in bid)


def closest(s: FState, after: int, among: list[int]) -> int:
    """The player of ``among`` nearest ``after`` in play order (``after`` itself first)."""
    n = len(s.players)
    return min(among, key=lambda p: (p - after) % n)


def auction_winner(s: FState, values: list[int | None]) -> tuple[int, int | None]:
    """(winner, new Chief or None). The highest bid wins; a tie goes to the Chief if tied, else
    to the tied player nearest the Chief in play order; then the tied loser nearest the winner in
    play order becomes Chief."""
    best = max(v for v in values if v is not None)
    tied = [p for p, v in enumerate(values) if v == best]
    if len(tied) == 1:
        return tied[0], None
    winner = closest(s, s.chief, tied)
    return winner, closest(s, winner, [p for p in tied if p != winner])


def resolve(s: FState, events: list[Ev]) -> None:
    """Reveal every bid at once; the winner takes the head card with their bid, the others take
    their bid back in hand."""
    values = [bid_value(s, pl.bid) if pl.sealed else None for pl in s.players]
    for p, pl in enumerate(s.players):
        for c in pl.bid:
            events.append(Ev("reveal", card=c, player=p))
    winner, chief = auction_winner(s, values)
    head = s.conveyor.pop(0)
    s.shown -= 1
    s.last = Auction(head, [pl.bid[:] for pl in s.players], values, winner)
    w = s.players[winner]
    if card(s.cards[head]).is_unit:
        w.units.append(head)
        w.built.append([])
    else:
        w.workshop.append(head)
    events.append(Ev("win", card=head, player=winner, amount=values[winner] or 0))
    for p, pl in enumerate(s.players):
        (pl.workshop if p == winner else pl.hand).extend(pl.bid)
        pl.bid, pl.sealed = [], False
    if chief is not None:
        s.chief = chief
        events.append(Ev("chief", player=chief))
    next_auction(s, events)


def next_auction(s: FState, events: list[Ev]) -> None:
    if not s.conveyor:
        start_building(s, "build", events)
        return
    if not any(pl.hand for pl in s.players):
        for p in range(len(s.players)):
            deal(s, p, events)
    if s.shown == 0:
        flip(s, events)


# --- building ---------------------------------------------------------------------------------
def fits(s: FState, robot: int, unit: int) -> bool:
    r = card(s.cards[robot])
    return r.is_robot and bool(r.symbols & card(s.cards[unit]).symbols)


def assignments(s: FState, p: int) -> list[tuple[int, int]]:
    """(Robot, unit) pairs player ``p`` may make now: one Robot per unit per build phase; any
    number at the final count."""
    pl = s.players[p]
    units = [u for u in pl.units if s.phase == "final" or u not in pl.built_now]
    return [(r, u) for u in units for r in pl.workshop if fits(s, r, u)]


def start_building(s: FState, phase: str, events: list[Ev]) -> None:
    """Phase C (or the final count): every card back from hand to the workshop, then each player,
    from the Chief, may give Robots to their Production Units."""
    s.phase = phase
    for pl in s.players:
        pl.workshop.extend(pl.hand)
        pl.hand = []
        pl.built_now = []
    s.conveyor, s.shown = [], 0
    events.append(Ev(phase))
    next_builder(s, 0, events)


def next_builder(s: FState, k: int, events: list[Ev]) -> None:
    """The first player from the ``k``-th after the Chief who has a Robot to give; none left ends
    the phase."""
    for p in order_from(s, s.chief)[k:]:
        if assignments(s, p):
            s.builder = p
            return
    s.builder = None
    if s.phase == "final":
        finish(s, events)
    else:
        prepare(s, events)


def assign(s: FState, p: int, robot: int, unit: int, events: list[Ev]) -> None:
    pl = s.players[p]
    pl.workshop.remove(robot)
    pl.built[pl.units.index(unit)].append(robot)
    pl.built_now.append(unit)
    events.append(Ev("assign", card=robot, player=p, to=unit))
    if not assignments(s, p):
        done_building(s, p, events)


def done_building(s: FState, p: int, events: list[Ev]) -> None:
    events.append(Ev("built", player=p))
    next_builder(s, (p - s.chief) % len(s.players) + 1, events)


def finish(s: FState, events: list[Ev]) -> None:
    s.phase = "over"
    s.scores = [score(s, pl) for pl in s.players]
    s.winners = winners(s, s.scores)
    events.append(Ev("game_over", player=s.winners[0] if len(s.winners) == 1 else None))

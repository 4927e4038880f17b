"""Is this a FZZZT! state the rules could reach? The checks a save must pass beyond the invariants.

The invariants (rules/fzzzt/invariants.py) say every card is in exactly one place; here the box is
the one dealt for that many players, every numbered card is still with the Mechanic of its number
(a bid goes back to its bidder, or with the card won to the winner's workshop), the Factory has
lost eight cards a round, the phase agrees with the bids, the builder, the last auction and the
final count. Everything returns one line saying what is wrong, or None.
"""

from __future__ import annotations

from rules import rng
from rules.fzzzt import flow
from rules.fzzzt.cards import box
from rules.fzzzt.invariants import check_state
from rules.fzzzt.scoring import score, winners
from rules.fzzzt.state import Auction, FState

ROUNDS = 5  # the book's game: the Factory holds five conveyors and fewer than eight cards more


def printings(players: int) -> tuple[tuple[str, int | None], ...]:
    """The cards of a game for ``players``, in instance order, with their printed player number."""
    return tuple((p.card, p.number) for p in box() if p.number is None or p.number <= players)


def state_problem(s: FState) -> str | None:
    """None when ``s`` is a position the rules could reach."""
    return (check_state(s) or _box(s) or _factory(s) or _bidding(s) or _building(s) or _last(s)
            or _end(s))


def numbers(s: FState) -> list[int | None] | None:
    """The player number printed on each instance, or None when the cards are not the box's. Ids
    dealt in the catalogue's order (deals 0 and 1) are the printings' own; shuffled ids (deal 2)
    make copies of one card alike to the rules, so each Mechanic's numbered copies are the ones it
    holds (outside the last auction's card, which came from the Factory) where it holds enough."""
    dealt = printings(len(s.players))
    if s.deal != rng.DEAL_KEYED_IDS:
        return [k for _, k in dealt] if s.cards == tuple(c for c, _ in dealt) else None
    if sorted(s.cards) != sorted(c for c, _ in dealt):
        return None
    holder = {pl.mechanic: pl for pl in s.players}  # the Mechanics were checked first: each has one
    won = s.last.card if s.last is not None else None
    out: list[int | None] = [None] * len(s.cards)
    for cid, k in dealt:
        if k is None:
            continue
        mine = set(holder[k].owned())
        free = [i for i, c in enumerate(s.cards) if c == cid and out[i] is None]
        out[min(free, key=lambda i: (i not in mine, i == won, i))] = k
    return out


def _box(s: FState) -> str | None:
    n = len(s.players)
    if s.deal not in (rng.DEAL_SPLITMIX, rng.DEAL_KEYED, rng.DEAL_KEYED_IDS):
        return "random generator state out of range"
    if sorted(pl.mechanic for pl in s.players) != list(range(1, n + 1)):
        return f"the Mechanics are not numbered 1 to {n}"
    number = numbers(s)
    if number is None:
        return f"the cards are not those of a {n}-player game"
    holder = {pl.mechanic: p for p, pl in enumerate(s.players)}
    for p, pl in enumerate(s.players):
        # A numbered card never changes hands: a losing bid goes back, a winning one to the workshop.
        stray = next((c for c in pl.owned() if number[c] not in (None, pl.mechanic)), None)
        if stray is not None:
            return f"player {p} holds {s.cards[stray]} of the player with Mechanic {number[stray]}"
    missing = next((i for i, k in enumerate(number) if k is not None and i not in s.players[holder[k]].owned()),
                   None)
    if missing is not None:
        return f"{s.cards[missing]} is not with the player with Mechanic {number[missing]}"
    if not rng.valid(s.rng, s.deal):
        return "random generator state out of range"
    return None


def _factory(s: FState) -> str | None:
    """Each round took eight cards from the Factory; the final count comes when it can't give eight."""
    unnumbered = sum(1 for p in box() if p.number is None)
    if s.rounds != ROUNDS or not 1 <= s.round <= ROUNDS:
        return f"round {s.round} of {s.rounds}"
    if len(s.factory) != unnumbered - flow.CONVEYOR * s.round:
        return f"the Factory holds {len(s.factory)} cards in round {s.round}"
    if s.phase in ("final", "over") and len(s.factory) >= flow.CONVEYOR:
        return "the final count before the Factory runs out"
    if (s.phase == "bidding") != bool(s.conveyor) or len(s.conveyor) > flow.CONVEYOR:
        return "the conveyor holds cards exactly during the auctions, at most eight"
    return None


def _bidding(s: FState) -> str | None:
    for p, pl in enumerate(s.players):
        if len(pl.hand) + len(pl.bid) > flow.HAND:
            return f"player {p} holds more than {flow.HAND} cards with their bid"
        if pl.sealed and not pl.bid:
            return f"player {p} sealed an empty bid"
        if pl.bid and not pl.sealed and not pl.hand:
            return f"player {p}'s bid took their last card but is not sealed"
    if s.phase == "bidding" and not flow.bidders(s):
        return "every bid is sealed but the auction is not revealed"
    if s.phase != "bidding" and any(pl.hand for pl in s.players):
        return "a hand outside the auctions"
    return None


def _building(s: FState) -> str | None:
    building = s.phase in ("build", "final")
    if building != (s.builder is not None):
        return "a builder exactly while Robots are given to units"
    if building and not (0 <= s.builder < len(s.players) and flow.assignments(s, s.builder)):
        return f"player {s.builder} is building with no Robot to give"
    for p, pl in enumerate(s.players):
        for u in set(pl.built_now):
            times = pl.built_now.count(u)
            if u not in pl.units or times > len(pl.built[pl.units.index(u)]) or (times > 1 and s.phase not in ("final", "over")):
                return f"player {p}'s units built this phase are not theirs or got no Robot"
    return None


def _last(s: FState) -> str | None:
    """The last auction: every player's bid (theirs), its value, the winner holding the card won."""
    a = s.last
    first = s.round == 1 and s.phase == "bidding" and len(s.conveyor) == flow.CONVEYOR
    if a is None or first:
        return None if (a is None) == first else "the last auction does not fit the game's progress"
    return _auction(s, a)


def _auction(s: FState, a: Auction) -> str | None:
    n = len(s.players)
    if len(a.bids) != n or len(a.values) != n or not 0 <= a.winner < n or not 0 <= a.card < len(s.cards):
        return "the last auction names players or cards that don't exist"
    bid = [c for b in a.bids for c in b]
    if a.card in bid or len(set(bid)) != len(bid) or any(not 0 <= c < len(s.cards) for c in bid):
        return "the last auction's cards are not distinct cards of the game"
    number = numbers(s)
    if a.card not in s.players[a.winner].owned() or number is None or number[a.card] is not None:
        return "the card of the last auction is not the winner's"
    for p, (b, v) in enumerate(zip(a.bids, a.values, strict=True)):
        if any(c not in s.players[p].owned() for c in b):
            return f"player {p}'s last bid holds cards that are not theirs"
        if v != (flow.bid_value(s, b) if b else None):
            return f"player {p}'s last bid is not worth {v}"
    best = max((v for v in a.values if v is not None), default=None)
    if best is None or a.values[a.winner] != best:
        return "the last auction was not won by the highest bid"
    return None


def _end(s: FState) -> str | None:
    if s.phase != "over":
        return None if s.scores is None and not s.winners else "scores or winners before the final count"
    if s.scores != [score(s, pl) for pl in s.players]:
        return "the scores are not what the players' cards make"
    if s.winners != winners(s, s.scores):
        return "the winners are not those the scores make"
    return None

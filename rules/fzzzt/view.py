"""What one FZZZT! player may see.

Public: the conveyor's face-up cards, how many cards are face down and in the Factory, every
player's Production Units and the Robots on them, how many cards each holds, how many cards
each has laid face down in their bid and whether it is sealed, the last revealed auction, the
Chief. Private: your own hand, your own bid's cards. Nobody sees another player's bid's cards
before the reveal, but its size shows, as at a real table (rulebook, « Phase d'Enchères »: each
player lays one or more cards face down), so the view, the public ``bid`` event of each card and
the step it takes agree; nobody examines a workshop during the auctions (only its size shows).

``FzzztGame.view(seat)`` is an ``FSeatView``: frozen, typed, each field saying who sees it; the
network sends it as it is (see ``rules/view.py``, whose ``Card`` and ``Pending`` it shares).
``position`` is the other thing here: the whole position, nothing hidden, for ``check-save --json``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from attrs import frozen

from rules.fzzzt.scoring import Breakdown, breakdown
from rules.view import Card, Pending, cards_of, pending_for

if TYPE_CHECKING:
    from rules.fzzzt.state import FState
    from rules.protocol import TurnGame


@frozen
class Unit:
    """A Production Unit won (everyone sees it and the Robots given to it)."""

    card: Card  #: the unit
    robots: tuple[Card, ...]  #: the Robots built on it, face up
    built_now: bool  #: it received a Robot in this build phase


@frozen
class FPlayer:
    """One player, as the viewing seat sees them."""

    mechanic: int  #: the number of their Mechanic, 1 to 4 (everyone)
    hand_size: int  #: cards in hand (everyone)
    hand: tuple[Card, ...] | None  #: the cards in hand: the viewing seat's own only (None for the others)
    bid_size: int  #: cards laid face down in the bid being made or sealed (everyone)
    bid: tuple[Card, ...] | None  #: the bid's cards: the viewing seat's own only
    sealed: bool  #: they have sealed their bid (everyone)
    workshop_size: int  #: cards in the workshop (everyone)
    workshop: tuple[Card, ...] | None  #: the workshop's cards: the viewing seat's own, outside the auctions only
    units: tuple[Unit, ...]  #: Production Units won (everyone)


@frozen
class Auction:
    """The last auction, revealed (everyone sees it)."""

    card: Card  #: the card that was auctioned
    bids: tuple[tuple[Card, ...], ...]  #: each player's bid, by seat
    values: tuple[int | None, ...]  #: each bid's value, by seat (None: that player had no card to bid)
    winner: int | None  #: who won it


@frozen
class FSeatView:
    """What one seat sees of a FZZZT! game."""

    me: int  #: the viewing seat
    phase: str  #: bidding, build or final
    round: int  #: the round's number
    rounds: int  #: how many rounds the game has
    chief: int  #: the Chief Mechanic (bids first, wins ties)
    factory: int  #: how many cards are left in the Factory (nobody sees which)
    conveyor: tuple[Card | None, ...]  #: the conveyor from its head: face-up cards, None for those face down
    players: tuple[FPlayer, ...]  #: every player, by seat
    last: Auction | None  #: the last auction revealed, None before the first
    scores: tuple[int, ...] | None  #: the final scores, by seat; None until the game ends
    breakdowns: tuple[Breakdown, ...] | None  #: where each seat's final VP come from, by seat; None until the end
    winners: tuple[int, ...]  #: who won (a victory may be shared)
    pending: Pending | None  #: the decision waiting, None once the game is over


def _player(g: TurnGame[FState, FSeatView], p: int, me: int) -> FPlayer:
    s = g.state
    pl = s.players[p]
    mine = p == me
    open_workshop = mine and s.phase != "bidding"
    return FPlayer(
        pl.mechanic, len(pl.hand), cards_of(s.cards, pl.hand) if mine else None,
        len(pl.bid), cards_of(s.cards, pl.bid) if mine else None, pl.sealed, len(pl.workshop),
        cards_of(s.cards, pl.workshop) if open_workshop else None,
        tuple(Unit(Card(u, s.cards[u]), cards_of(s.cards, b), u in pl.built_now)
              for u, b in zip(pl.units, pl.built, strict=True)))


def view_for(g: TurnGame[FState, FSeatView], me: int) -> FSeatView:
    """Read through the façade alone (the game's protocol and its state)."""
    s = g.state
    last = s.last
    auction = None if last is None else Auction(
        Card(last.card, s.cards[last.card]), tuple(cards_of(s.cards, b) for b in last.bids), tuple(last.values),
        last.winner)
    return FSeatView(
        me, s.phase, s.round, s.rounds, s.chief, len(s.factory),
        tuple(Card(c, s.cards[c]) if i < s.shown else None for i, c in enumerate(s.conveyor)),
        tuple(_player(g, p, me) for p in range(len(s.players))), auction,
        None if s.scores is None else tuple(s.scores),
        None if s.scores is None else tuple(breakdown(s, pl) for pl in s.players),
        tuple(s.winners), pending_for(g.pending, me))


def position(g: TurnGame[FState, FSeatView]) -> dict[str, Any]:
    """The whole position (nothing hidden), for ``check-save --json``."""
    s = g.state
    d = g.pending
    return {
        "game": "fzzzt", "round": s.round, "rounds": s.rounds, "phase": s.phase, "chief": s.chief,
        "game_over": g.over, "winner": g.winner, "winners": list(s.winners), "scores": s.scores,
        "factory": len(s.factory), "conveyor": [s.cards[c] for c in s.conveyor], "shown": s.shown,
        "hands": [[s.cards[c] for c in pl.hand] for pl in s.players],
        "workshops": [[s.cards[c] for c in pl.workshop] for pl in s.players],
        "units": [[{"card": s.cards[u], "robots": [s.cards[r] for r in b]} for u, b in zip(pl.units, pl.built,
                                                                                        strict=True)]
                  for pl in s.players],
        "pending": None if d is None else {"player": d.player, "kind": d.kind},
    }

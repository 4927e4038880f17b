"""FZZZT! state as plain data: zones hold card instance ids, ``cards`` maps ids to card ids.

Every decision is asked from the state alone (no effect is ever half-resolved), so a copy, a save
or a clone at any decision continues exactly as the original would.
"""

from __future__ import annotations

from attrs import define, field

PHASES = ("bidding", "build", "final", "over")


@define(slots=True)
class FPlayer:
    mechanic: int  # the number of this player's Mechanic (1 to 4)
    hand: list[int] = field(factory=list)
    workshop: list[int] = field(factory=list)  # face down ("l'Atelier")
    bid: list[int] = field(factory=list)  # face down until every bid is sealed
    sealed: bool = False
    units: list[int] = field(factory=list)  # Production Units won, face up
    built: list[list[int]] = field(factory=list)  # the Robots given to each unit, parallel to ``units``
    built_now: list[int] = field(factory=list)  # units that received a Robot in this build phase

    def copy(self) -> FPlayer:
        return FPlayer(self.mechanic, self.hand[:], self.workshop[:], self.bid[:], self.sealed, self.units[:],
                       [b[:] for b in self.built], self.built_now[:])

    def owned(self) -> list[int]:
        """Every card this player has won or started with, Production Units and their Robots included."""
        return self.hand + self.workshop + self.bid + self.units + [r for b in self.built for r in b]


@define(slots=True)
class Auction:
    """The last revealed auction, for the table and the log."""

    card: int
    bids: list[list[int]]
    values: list[int | None]  # None: that player had no card and could not bid
    winner: int

    def copy(self) -> Auction:
        return Auction(self.card, [b[:] for b in self.bids], self.values[:], self.winner)


@define(slots=True)
class FState:
    cards: tuple[str, ...]
    players: list[FPlayer]
    factory: list[int]  # "l'Usine", top card first
    conveyor: list[int] = field(factory=list)  # "la Chaîne", head (the card on auction) first
    shown: int = 0  # how many conveyor cards, from the head, are face up
    chief: int = 0  # the Chief Mechanic (holds the box, bids first, wins ties)
    round: int = 0
    rounds: int = 5
    phase: str = "bidding"
    builder: int | None = None  # who is giving Robots to units (build and final phases)
    last: Auction | None = None
    scores: list[int] | None = None
    winners: list[int] = field(factory=list)
    rng: int = 0
    deal: int = 0  # how the game was dealt (rules/rng.py): 0, as every save before the keyed scheme

    def copy(self) -> FState:
        return FState(self.cards, [p.copy() for p in self.players], self.factory[:], self.conveyor[:], self.shown,
                      self.chief, self.round, self.rounds, self.phase, self.builder,
                      None if self.last is None else self.last.copy(),
                      None if self.scores is None else self.scores[:], self.winners[:], self.rng, self.deal)

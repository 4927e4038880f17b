"""How far back Undo may go.

A player may take back their own decisions, one by one, back to the last point where either a
card hidden from them was revealed (a draw, a reveal, a shuffle, a card leaving a deck or another
player's hand) or another player decided something. The chain keeps a copy of the game from
before each of those decisions; whatever breaks the rule cuts the chain.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from attrs import define, field

from rules.decision import Ev
from rules.game import Game

if TYPE_CHECKING:
    from rules.engine.reading import Reading
    from rules.fzzzt.game import FzzztGame

# Events that always put unknown information on the table.
HIDDEN_KINDS = frozenset({"draw", "reveal", "shuffle", "look"})
HIDDEN_ZONES = frozenset({"deck", "base_deck"})


def reveals_hidden(before: Game | FzzztGame, events: list[Ev], player: int) -> bool:
    """True if ``events`` show ``player`` something they could not see in ``before``."""
    r = before.read
    for ev in events:
        if ev.kind in HIDDEN_KINDS:
            return True
        if ev.card is None:
            continue
        zone, who = r.locate(ev.card)
        # Only Smash Up buries (its reader has ctrl).
        if zone in HIDDEN_ZONES or (zone == "hand" and who != player) or (
                zone == "buried" and cast("Reading", r).ctrl(ev.card) != player):
            return True
    return False


@define(slots=True)
class UndoChain:
    player: int | None = None
    steps: list[Game] = field(factory=list)

    def record(self, before: Game, player: int, events: list[Ev]) -> None:
        """``player`` answered the decision pending in ``before`` (a clone taken just before)."""
        if player != self.player:
            self.player, self.steps = player, []
        if reveals_hidden(before, events, player):
            self.steps = []
        else:
            self.steps.append(before)

    def join_last(self) -> None:
        """The latest decision is taken back with the one before it: it was not asked but given
        with it (a standard action dropped on a minion answers the card's choice of minion)."""
        if self.steps:
            self.steps.pop()

    def can_undo(self, player: int | None) -> bool:
        return bool(self.steps) and player == self.player

    def undo(self) -> Game:
        """The game as it was before the player's latest decision (a fresh copy each time)."""
        return self.steps.pop().clone()

    def clear(self) -> None:
        self.player, self.steps = None, []

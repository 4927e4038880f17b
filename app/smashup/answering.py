"""Hot-seat response rounds that tell nothing. The rules ask a Me First! or response round only of
the players who can use a Special (a player with nothing passes without being asked: the rule
tests and perft count on it); at one computer, handing it to just them would tell everyone who holds
one. The rulebooks' « Moi d'abord ! » asks each player in turn, starting with the current player,
until all have passed in a row: so every person at the computer is handed it in that order, and one
the rules pass over stands in — their hand and a Pass button, nothing lit, their Pass kept here.
The last pass the rules would end the round on waits until the people after it have stood in."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from rules.actions import PASS, Action, Pass
from rules.decision import Decision, DecisionKind
from rules.game import response_round

if TYPE_CHECKING:
    from rules.game import Game
    from rules.rounds import RoundAt


class StandIn:
    """The game as the person standing in sees it: the round's question, theirs, answered by Pass
    alone; the rest is the game's."""

    def __init__(self, game: Game, seat: int) -> None:
        self.game = game
        d = game.pending
        assert d is not None
        self.pending = Decision(seat, DecisionKind.ME_FIRST, (PASS,), d.prompt, d.source, optional=True,
                                window=d.window, slot=d.slot)

    @property
    def decider(self) -> int:
        return self.pending.player

    def legal_actions(self) -> tuple[Action, ...]:
        return self.pending.options

    def why_not(self, action: Action) -> str:
        # The game's own reason would name the seat the round waits for.
        return QCoreApplication.translate("Answering", "Nothing of yours can be played now: pass.")

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)


class Answering:
    """The response rounds the people at one computer are handed, position by position."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.shown: dict[tuple[Any, ...], int] = {}  # each round under way: positions handed over or answered
        self.held: tuple[Action, int] | None = None  # the pass that ends the round, and whose it is
        self.until = 0  # with a held pass: the position the round ends at
        self.seat: int | None = None  # the person standing in now
        self._round: RoundAt | None = None

    def stand_in(self, game: Game, people: Sequence[int]) -> int | None:
        """The person to hand the computer to before the rules' next question, if any."""
        self.seat, self._round = None, None
        d = game.pending
        r = response_round(game) if len(people) > 1 and d is not None else None
        if r is None:
            self.shown.clear()
            return None
        self.shown = {key: n for key, n in self.shown.items() if key[0] <= r.depth}
        if self.held is None and d.kind != DecisionKind.ME_FIRST:
            return None  # the question of a Special being used, within the round
        until = self.until if self.held is not None else r.reached - 1
        shown = self.shown.get(r.key, 0)
        while shown < until and r.seat_at(shown) not in people:
            shown += 1  # a bot the rules passed over: nobody to hand anything to
        self.shown[r.key] = shown
        if shown < until:
            self.seat, self._round = r.seat_at(shown), r
        return self.seat

    def passed(self) -> None:
        """The person standing in passed: the round goes on to the next position."""
        assert self._round is not None
        self.shown[self._round.key] += 1
        self.seat, self._round = None, None

    def holds(self, game: Game, action: Action, people: Sequence[int]) -> bool:
        """``action`` answers the rules' question: True when it is a pass that ends the round with
        people still to stand in after it — it is held (``release``) until they have."""
        d = game.pending
        if d is None or d.kind != DecisionKind.ME_FIRST or len(people) < 2:
            return False
        r = response_round(game)
        if r is None:
            return False
        self.shown[r.key] = r.reached
        if not isinstance(action, Pass):
            return False
        ahead = game.clone()
        try:
            ahead.apply(action)
        except Exception:  # noqa: BLE001 - the move itself is played guarded, and its failure reported then
            return False
        after = response_round(ahead)
        if after is not None and after.key == r.key and after.reached > r.reached:
            return False  # the round goes on: those before the next one asked stand in then
        end = r.last_position(r.passes + 1)
        if not any(r.seat_at(p) in people for p in range(r.reached, end)):
            return False
        self.held, self.until = (action, d.player), end
        return True

    def release(self) -> tuple[Action, int]:
        """The held pass, once everyone after it has stood in."""
        assert self.held is not None
        held, self.held = self.held, None
        return held

"""The FZZZT! façade: a ``TurnGame`` (rules/protocol.py) as Smash Up's Game is, on a state that
alone says where the game is."""

from __future__ import annotations

from rules.actions import FINISH, Action, Assign, Finish, Pick
from rules.decision import Decision, Ev, Illegal
from rules.fzzzt import flow
from rules.fzzzt.cards import card
from rules.fzzzt.state import FState
from rules.fzzzt.view import FSeatView, view_for
from rules.i18n import N_

BID_PROMPT = N_("Add a card to your bid, then seal it")
BUILD_PROMPT = N_("Give Robots to your Production Units, then finish")
FINAL_PROMPT = N_("Final count: give Robots to your Production Units to build gadgets, then finish")


def assign_action(robot: int, unit: int) -> Assign:
    return Assign(robot, unit)


def parse_assign(a: Action) -> tuple[int, int] | None:
    return (a.robot, a.unit) if isinstance(a, Assign) else None


class FzzztGame:
    __slots__ = ("state", "_pending")

    def __init__(self, state: FState) -> None:
        self.state = state
        self._pending: Decision | None = None

    # --- the façade ----------------------------------------------------------------------------
    @property
    def pending(self) -> Decision | None:
        if self._pending is None and self.state.phase != "over":
            self._pending = self._decision()
        return self._pending

    @property
    def decider(self) -> int | None:
        d = self.pending
        return None if d is None else d.player

    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    @property
    def winner(self) -> int | None:
        """The winner, or None while the game goes on or when the victory is shared."""
        w = self.state.winners
        return w[0] if len(w) == 1 else None

    @property
    def winners(self) -> list[int]:
        return list(self.state.winners)

    def legal_actions(self) -> tuple[Action, ...]:
        d = self.pending
        return () if d is None else d.options

    def apply(self, action: Action) -> list[Ev]:
        d = self.pending
        if d is None:
            raise Illegal(N_("The game is over."))
        if action not in d.options:
            raise Illegal(self.why_not(action))
        s, p = self.state, d.player
        events: list[Ev] = []
        if s.phase == "bidding":
            if isinstance(action, Finish):
                flow.seal(s, p, events)
            else:
                assert isinstance(action, Pick)  # a bid's card: the options are picks and Finish
                flow.add_to_bid(s, p, int(action.value), events)
        elif isinstance(action, Finish):
            flow.done_building(s, p, events)
        else:
            robot, unit = parse_assign(action)
            flow.assign(s, p, robot, unit, events)
        self._pending = None
        return events

    def clone(self) -> FzzztGame:
        return FzzztGame(self.state.copy())

    def why_not(self, action: Action) -> str:
        s, d = self.state, self.pending
        if d is None:
            return N_("The game is over.")
        pl = s.players[d.player]
        if s.phase == "bidding":
            if isinstance(action, Finish):
                return N_("Put at least one card in your bid before sealing it.")
            if isinstance(action, Pick) and action.kind == "card" and action.value in pl.bid:
                return N_("That card is already in your bid.")
            return N_("You can only bid with cards from your hand.")
        pair = parse_assign(action)
        if pair is None:
            return N_("Now each player gives Robots to their Production Units.")
        robot, unit = pair
        if unit not in pl.units:
            return N_("That is not one of your Production Units.")
        if robot not in pl.workshop or not card(s.cards[robot]).is_robot:
            return N_("Only one of your Robots can go to a Production Unit.")
        if not flow.fits(s, robot, unit):
            return N_("That Robot has no construction symbol of that unit.")
        return N_("That unit already received a Robot in this build phase.")

    def _decision(self) -> Decision:
        s = self.state
        if s.phase == "bidding":
            p = flow.bidders(s)[0]
            pl = s.players[p]
            opts: list[Action] = [Pick("card", c) for c in pl.hand]
            if pl.bid:
                opts.append(FINISH)
            return Decision(p, "bid", tuple(opts), BID_PROMPT, source=s.conveyor[0], quiescent=True)
        p = s.builder
        opts = [assign_action(r, u) for r, u in flow.assignments(s, p)]
        opts.append(FINISH)
        return Decision(p, s.phase, tuple(opts), FINAL_PROMPT if s.phase == "final" else BUILD_PROMPT,
                        optional=True, quiescent=True)

    # --- reading -------------------------------------------------------------------------------
    @property
    def read(self) -> FzzztGame:
        """The board's queries, where Smash Up's façade keeps them (``locate``: rules/undo.py)."""
        return self

    def card_id(self, iid: int) -> str:
        return self.state.cards[iid]

    def locate(self, iid: int) -> tuple[str, int | None]:
        """Where a card is: hand, workshop, bid, unit, built (player), conveyor (face up), deck
        (the Factory and the face-down conveyor: hidden from everyone)."""
        s = self.state
        for p, pl in enumerate(s.players):
            for zone in ("hand", "workshop", "bid"):
                if iid in getattr(pl, zone):
                    return zone, p
            if iid in pl.units:
                return "unit", p
            if any(iid in b for b in pl.built):
                return "built", p
        if iid in s.conveyor[: s.shown]:
            return "conveyor", None
        return "deck", None

    def view(self, player: int) -> FSeatView:
        return view_for(self, player)


def new_game(players: int = 2, seed: int = 0) -> FzzztGame:
    state, _ = flow.setup(players, seed)
    return FzzztGame(state)

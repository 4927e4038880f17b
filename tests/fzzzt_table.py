"""A small builder for FZZZT! rule tests: a position by card ids, then bids and builds by card id.

Card ids may omit the ``fzzzt/`` prefix. Every helper goes through the façade (``apply``), so a
step the rules don't offer fails the test.
"""

from __future__ import annotations

from rules.actions import FINISH, Pick
from rules.decision import Ev
from rules.fzzzt import flow
from rules.fzzzt.game import FzzztGame, assign_action
from rules.fzzzt.state import FPlayer, FState


def _id(cid: str) -> str:
    return cid if cid.startswith("fzzzt/") else f"fzzzt/{cid}"


def position(hands: list[list[str]], conveyor: list[str] = (), shown: int | None = None,
             workshops: list[list[str]] | None = None, units: list[list[tuple[str, list[str]]]] | None = None,
             factory: list[str] = (), chief: int = 0, phase: str = "bidding", round: int = 1) -> FzzztGame:
    cards: list[str] = []

    def add(cid: str) -> int:
        cards.append(_id(cid))
        return len(cards) - 1

    n = len(hands)
    players = []
    for p in range(n):
        pl = FPlayer(mechanic=p + 1, hand=[add(c) for c in hands[p]],
                     workshop=[add(c) for c in (workshops or [[]] * n)[p]])
        for unit, robots in (units or [[]] * n)[p]:
            pl.units.append(add(unit))
            pl.built.append([add(r) for r in robots])
        players.append(pl)
    fac, conv = [add(c) for c in factory], [add(c) for c in conveyor]
    s = FState(cards=tuple(cards), players=players, factory=fac, conveyor=conv, chief=chief, phase=phase,
               round=round, rng=7)
    if phase == "bidding" and s.conveyor:
        if shown is None:
            flow.flip(s, [])
        else:
            s.shown = shown
    elif phase in ("build", "final"):
        flow.next_builder(s, 0, [])
    return FzzztGame(s)


def cid(g: FzzztGame, iid: int) -> str:
    return g.state.cards[iid].removeprefix("fzzzt/")


def names(g: FzzztGame, ids: list[int]) -> list[str]:
    return sorted(cid(g, i) for i in ids)


def bid(g: FzzztGame, *cards: str) -> list[Ev]:
    """The pending player puts these cards (by id) from hand into their bid, then seals it."""
    p = g.decider
    events: list[Ev] = []
    for c in cards:
        iid = next(i for i in g.state.players[p].hand if g.state.cards[i] == _id(c))
        events += g.apply(Pick("card", iid))
    if g.decider == p and g.state.phase == "bidding" and g.state.players[p].bid:
        events += g.apply(FINISH)
    return events


def give(g: FzzztGame, robot: str, unit: str) -> list[Ev]:
    """The pending builder gives a Robot of their workshop to one of their units (by card ids)."""
    pl = g.state.players[g.decider]
    r = next(i for i in pl.workshop if g.state.cards[i] == _id(robot))
    u = next(i for i in pl.units if g.state.cards[i] == _id(unit))
    return g.apply(assign_action(r, u))

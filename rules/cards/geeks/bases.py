"""Big Geek Box bases: TableTop and The Con (Geeks), Locker Room and Stadium (All Stars). A base
acts for the players it names, who decide in the rules' order: the active player first, then
clockwise."""

from __future__ import annotations

from rules.behaviour import Gen, react
from rules.cards.common import at_place, base_acts_for
from rules.decision import Ev
from rules.engine import Engine
from rules.i18n import N_

WINNER = 1
TABLETOP_DRAW, TABLETOP_DISCARD = 3, 2


@react("base/tabletop", "scored", when=lambda g, me, ev: ev.base == me)
def tabletop(g: Engine, me: int, ev: Ev) -> Gen:
    """"When this base scores" (Lors de la Conquête): as it scores, before the places' VP are given."""
    bi = g.slot_of_base(me)
    for p in base_acts_for(g, me, at_place(g, g.ranking(bi), WINNER)):
        g.draw(p, TABLETOP_DRAW)
        for _ in range(TABLETOP_DISCARD):
            c = yield from g.choose(p, g.state.players[p].hand, N_("Discard a card"), me, decision_kind="discard")
            if c is not None:
                g.discard_from_hand(p, c)


def _minion_played_here(g: Engine, me: int, ev: Ev) -> bool:
    return ev.base == me and g.ctype(ev.card) == "minion"


@react("base/the_con", "play", when=_minion_played_here)
def the_con(g: Engine, me: int, ev: Ev) -> None:
    faction = g.faction(ev.card)
    for m in g.minions(at=g.slot_of_base(me), faction=faction, other_than=ev.card):
        if g.base_ability_applies(me, g.ctrl(m)):
            g.add_power(m, 1, me)


def _locker_room_when(g: Engine, me: int, ev: Ev) -> bool:
    bi = g.slot_of_base(me)
    return bi is not None and g.base_ability_applies(me, ev.player) and g.has_minion_at(ev.player, bi)


@react("base/locker_room", "turn_start", when=_locker_room_when)
def locker_room(g: Engine, me: int, ev: Ev) -> None:
    g.draw(ev.player, 1)


def _stadium_when(g: Engine, me: int, ev: Ev) -> bool:
    return ev.base == me and g.ctype(ev.card) == "minion" and g.base_ability_applies(me, ev.player)


@react("base/stadium", "destroy", when=_stadium_when)
def stadium(g: Engine, me: int, ev: Ev) -> None:
    g.draw(ev.player, 1)

"""Core set bases (2012 texts).

A base has no controller: its ability acts for the players it names ("the winner", "each
player"...), who decide in the order of the rules: the active player first, then clockwise.
"""

from __future__ import annotations

from rules.behaviour import Gen, hook, react, vanilla
from rules.cards.common import at_place, base_acts_for, destroy_one, minion_count_here, move_one
from rules.decision import Ev
from rules.engine import Engine
from rules.i18n import N_

Ranks = list[tuple[int, int, int]]
WINNER, RUNNER_UP = 1, 2

vanilla("base/jungle_oasis")


def _minion_here(g: Engine, me: int, ev: Ev) -> bool:
    """The event is about a minion on this base (plays and destroys of actions also report one),
    whose owner the base's ability affects."""
    return ev.base == me and g.ctype(ev.card) == "minion" and g.base_ability_applies(me, g.owner(ev.card))


# --- aliens ------------------------------------------------------------------------------------
@react("base/the_homeworld", "play", when=_minion_here)
def the_homeworld(g: Engine, me: int, ev: Ev) -> Gen:
    yield from g.extra_play(g.owner(ev.card), "minion", me, power_le=2)


@hook("base/the_mothership", "after_score_may")
def the_mothership(g: Engine, bi: int, ranks: Ranks) -> Gen:
    me = g.base_card(bi)
    for p in at_place(g, ranks, WINNER):
        mine = g.minions(at=bi, controller=p, power_le=3)
        m = yield from g.choose(p, [m for m in mine if not g.protected(m, me, p)],
                                N_("You may return one of your minions of power 3 or less here to your hand"),
                                me, optional=True)
        if m is not None:
            g.return_to_hand(m, me)


# --- dinosaurs ---------------------------------------------------------------------------------
@hook("base/tar_pits", "destroyed_to")
def tar_pits(g: Engine, me: int, minion: int) -> str:
    return "deck_bottom"


# --- ninjas ------------------------------------------------------------------------------------
@hook("base/ninja_dojo", "after_score_may")
def ninja_dojo(g: Engine, bi: int, ranks: Ranks) -> Gen:
    me = g.base_card(bi)
    for p in at_place(g, ranks, WINNER):
        yield from destroy_one(g, me, g.minions(), optional=True,
                               prompt=N_("You may destroy a minion anywhere in play"), player=p)


@hook("base/temple_of_goju", "after_score")
def temple_of_goju(g: Engine, bi: int, ranks: Ranks) -> Gen:
    me = g.base_card(bi)
    for p in base_acts_for(g, me, g.clockwise_from_active()):
        mine = g.minions(at=bi, controller=p)
        if not mine:
            continue
        top = max(g.power(m) for m in mine)
        # Among tied minions the player whose minion it is picks which one goes.
        m = yield from g.choose(p, [m for m in mine if g.power(m) == top],
                                N_("Choose your minion that goes to the bottom of its owner's deck"), me)
        g.to_deck_bottom(m, me)


# --- pirates -----------------------------------------------------------------------------------
@hook("base/the_grey_opal", "after_score")
def the_grey_opal(g: Engine, bi: int, ranks: Ranks) -> Gen:
    me = g.base_card(bi)
    winners = at_place(g, ranks, WINNER)
    for p in base_acts_for(g, me, g.clockwise_from_active()):
        if p not in winners:
            yield from move_one(g, me, g.minions(at=bi, controller=p), optional=True,
                                prompt=N_("You may move one of your minions here to another base"), player=p)


@hook("base/tortuga", "after_replace")
def tortuga(g: Engine, bi: int, ranks: Ranks) -> Gen:
    # Later ruling: the minion comes from another base and goes onto the base that replaced
    # Tortuga, once it is in play. Tortuga itself has left play: find its card by id (one per game).
    me = g.state.cards.index("base/tortuga")
    for p in at_place(g, ranks, RUNNER_UP):
        mine = [m for m in g.minions(controller=p) if g.slot_of(m) != bi]
        yield from move_one(g, me, mine, optional=True, to=lambda m: [bi], player=p,
                            prompt=N_("You may move one of your minions onto the new base"))


# --- robots ------------------------------------------------------------------------------------
@hook("base/factory_436_1337", "on_score")
def factory_436_1337(g: Engine, bi: int, ranks: Ranks, awards: dict[int, int]) -> None:
    for p, place, power in ranks:
        if place == WINNER:
            awards[p] += power // 5


@hook("base/the_central_brain", "power")
def the_central_brain(g: Engine, me: int, minion: int) -> int:
    return 1 if g.slot_of(minion) == g.slot_of_base(me) and g.base_ability_applies(me, g.ctrl(minion)) else 0


# --- tricksters --------------------------------------------------------------------------------
@react("base/cave_of_shinies", "destroy", when=_minion_here)
def cave_of_shinies(g: Engine, me: int, ev: Ev) -> None:
    g.gain_vp(g.owner(ev.card), 1, me)


@react("base/mushroom_kingdom", "turn_start", when=lambda g, me, ev: g.base_ability_applies(me, ev.player))
def mushroom_kingdom(g: Engine, me: int, ev: Ev) -> Gen:
    bi = g.slot_of_base(me)
    theirs = [m for m in g.minions(not_controller=ev.player) if g.slot_of(m) != bi]
    yield from move_one(g, me, theirs, optional=True, to=lambda m: [bi], player=ev.player,
                        prompt=N_("You may move another player's minion onto this base"))


# --- wizards -----------------------------------------------------------------------------------
@hook("base/the_great_library", "after_score")
def the_great_library(g: Engine, bi: int, ranks: Ranks) -> Gen:
    me = g.base_card(bi)
    for p in base_acts_for(g, me, g.clockwise_from_active()):
        if g.has_minion_at(p, bi) and (yield from g.ask(p, N_("Draw 1 card?"), me)):
            g.draw(p, 1)


@hook("base/school_of_wizardry", "replacement")
def school_of_wizardry(g: Engine, bi: int, ranks: Ranks) -> Gen:
    winners = at_place(g, ranks, WINNER)
    if not winners:
        return None
    # Choosing the next base twice makes no sense: only the first tied winner does it (rules).
    p, me, s = winners[0], g.base_card(bi), g.state
    g.refill_base_deck()
    top = s.base_deck[:3]
    if not top:
        return None
    pick = yield from g.choose(p, top, N_("Choose the base that replaces this one"), me)
    rest = [c for c in top if c != pick]
    order = []
    while rest:
        c = yield from g.choose(p, rest, N_("Choose the next base to put back on top of the base deck"), me)
        order.append(c)
        rest.remove(c)
    for c in reversed([*order, pick]):
        g.base_to_deck(c)
    return pick


# --- zombies -----------------------------------------------------------------------------------
@hook("base/evans_city_cemetery", "after_score")
def evans_city_cemetery(g: Engine, bi: int, ranks: Ranks) -> None:
    for p in at_place(g, ranks, WINNER):
        for c in list(g.state.players[p].hand):
            g.discard_from_hand(p, c)
        g.draw(p, 5)


@hook("base/rhodes_plaza_mall", "on_score")
def rhodes_plaza_mall(g: Engine, bi: int, ranks: Ranks, awards: dict[int, int]) -> None:
    for p in base_acts_for(g, g.base_card(bi), list(range(g.n_players))):
        awards[p] = awards.get(p, 0) + minion_count_here(g, p, bi)

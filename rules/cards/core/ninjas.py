"""Ninjas."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, react, set_hook, special
from rules.cards.common import (
    destroy_here,
    destroy_one,
    here,
    host_power,
    move_one,
    next_turn_of,
    play_as_special,
)
from rules.decision import Ev
from rules.engine import Engine
from rules.engine.keys import infiltrate_key, shinobi_key
from rules.i18n import N_


# --- minions -----------------------------------------------------------------------------------
@on_play("ninjas/ninja_master")
def ninja_master(g: Engine, me: int) -> Gen:
    yield from destroy_here(g, me, optional=True)


@on_play("ninjas/tiger_assassin")
def tiger_assassin(g: Engine, me: int) -> Gen:
    yield from destroy_here(g, me, optional=True, power_le=3)


def _shinobi_can(g: Engine, me: int, bi: int) -> bool:
    return shinobi_key(g.base_card(bi)) not in g.state.used and g.can_play_at(g.owner(me), me, bi)


@special("ninjas/shinobi", "before_scoring", zone="hand", can=_shinobi_can)
def shinobi(g: Engine, me: int, bi: int) -> Gen:
    g.state.used.add(shinobi_key(g.base_card(bi)))
    yield from play_as_special(g, me, bi)


def _acolyte_can(g: Engine, me: int, bi: int | None) -> bool:
    """No minion played yet in your Play Cards phase: one played as your turn started (a buried
    card revealed) doesn't count (Big Geek Box, Clarifications). The play_phase window is only
    its controller's."""
    return g.minions_played_this_turn(g.ctrl(me), in_play_phase=True) == 0


@special("ninjas/ninja_acolyte", "play_phase", zone="play", can=_acolyte_can)
def ninja_acolyte(g: Engine, me: int, bi: int | None) -> Gen:
    p, here_now = g.ctrl(me), here(g, me)
    if g.return_to_hand(me, me):
        # Both halves are mandatory, the minion played at once (Big Geek Box, Clarifications).
        yield from g.play_extra(p, g.extra_candidates(p, "minion", g.state.players[p].hand),
                                N_("Play a minion on the base Ninja Acolyte left"), me, bases=[here_now],
                                optional=False)


# --- actions -----------------------------------------------------------------------------------
attach("ninjas/assassination", "minion")


@react("ninjas/assassination", "turn_end")
def assassination(g: Engine, me: int, ev: Ev) -> Gen:
    yield from g.destroy(g.host_of(me), me)


@on_play("ninjas/disguise")
def disguise(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    first = yield from g.choose(p, g.minions(controller=p), N_("Choose a minion of yours"), me)
    if first is None:
        return
    bi = g.slot_of(first)
    second = yield from g.choose(p, g.minions(at=bi, controller=p, other_than=first),
                                 N_("Choose a second minion of yours on that base, or pass"), me, optional=True)
    picked = [first] if second is None else [first, second]
    base_card = g.base_card(bi)
    for _ in picked:
        yield from g.extra_play(p, "minion", me, now=True, base=base_card)
    for m in picked:
        g.return_to_hand(m, me)


set_hook("ninjas/hidden_ninja", "special_only", True)


@on_play("ninjas/hidden_ninja")
def hidden_ninja(g: Engine, me: int) -> Gen:
    if g.scoring is not None:
        yield from g.extra_play(g.ctrl(me), "minion", me, now=True, base=g.base_card(g.scoring))


@special("ninjas/hidden_ninja", "before_scoring")
def hidden_ninja_before_scoring(g: Engine, me: int, bi: int) -> Gen:
    yield from play_as_special(g, me, bi)


attach("ninjas/infiltrate", "base")


@on_play("ninjas/infiltrate")
def infiltrate(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    bi = here(g, me)
    others = [a for a in g.state.bases[bi].actions if a != me]
    a = yield from g.choose(p, others, N_("Choose an action on this base to destroy"), me)
    if a is not None:
        g.destroy_action(a, me)
    key = infiltrate_key(me)
    if (yield from g.ask(p, N_("Ignore this base's ability until your next turn starts?"), me)):
        g.state.marks[key] = next_turn_of(g, p)
    else:
        g.state.marks.pop(key, None)


@hook("ninjas/infiltrate", "ignores_base")
def infiltrate_ignores(g: Engine, me: int, player: int) -> bool:
    """For its controller alone: the other players still get the base's ability."""
    return player == g.ctrl(me) and g.state.turn < g.state.marks.get(infiltrate_key(me), 0)


attach("ninjas/poison", "minion")


@on_play("ninjas/poison")
def poison(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    others = [a for a in g.attached_to(g.host_of(me)) if a != me]
    for a in (yield from g.choose_many(p, others, N_("Choose actions on that minion to destroy, then Done"), me)):
        g.destroy_action(a, me)


host_power("ninjas/poison", -4)  # power never drops below 0 (g.power floors it)


@on_play("ninjas/seeing_stars")
def seeing_stars(g: Engine, me: int) -> Gen:
    yield from destroy_one(g, me, g.minions(power_le=3), optional=False)


attach("ninjas/smoke_bomb", "minion", ok=lambda g, me, player, minion: g.ctrl(minion) == player)


@hook("ninjas/smoke_bomb", "protect")
def smoke_bomb_protects(g: Engine, me: int, target: int, src: int, player: int) -> bool:
    return target == g.host_of(me) and g.ctype(src) == "action" and player != g.ctrl(me)


@react("ninjas/smoke_bomb", "turn_start", when=lambda g, me, ev: ev.player == g.ctrl(me))
def smoke_bomb_expires(g: Engine, me: int, ev: Ev) -> None:
    g.destroy_action(me, me)


@on_play("ninjas/way_of_deception")
def way_of_deception(g: Engine, me: int) -> Gen:
    yield from move_one(g, me, g.minions(controller=g.ctrl(me)))

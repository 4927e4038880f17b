"""S.H.I.E.L.D. (Smash Up: Marvel). "Character" is the Marvel book's word for a minion. Its extra
characters come with a limit (a base, a power) but name no card, so in your Play Cards phase they
may be played later in the phase (the book's clarification on Agent Coulson, Troop Drop, Proving
Ground...)."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, react
from rules.cards.common import move_yours_together, only_as_special, pick_minion
from rules.decision import Ev
from rules.engine import Engine
from rules.i18n import N_


def _extra_character_here(g: Engine, me: int, power_le: int | None = None) -> Gen:
    """One extra character for ``me``'s controller, onto ``me``'s base only (none once it is gone)."""
    base = g.base_card_of(me)
    if base is not None:
        yield from g.extra_play(g.ctrl(me), "minion", me, base=base, power_le=power_le)


# --- characters --------------------------------------------------------------------------------
@on_play("shield/nick_fury")
def nick_fury(g: Engine, me: int) -> Gen:
    yield from _extra_character_here(g, me)


def _you_play_another_here(g: Engine, me: int, ev: Ev) -> bool:
    return (ev.card != me and ev.player == g.ctrl(me) and g.ctype(ev.card) == "minion"
            and ev.base is not None and ev.base == g.base_card_of(me))


@react("shield/maria_hill", "play", when=_you_play_another_here)
def maria_hill(g: Engine, me: int, ev: Ev) -> None:
    g.add_power(me, 1, me)


@on_play("shield/agent_coulson")
def agent_coulson(g: Engine, me: int) -> Gen:
    yield from _extra_character_here(g, me, power_le=2)


@hook("shield/shield_agent", "power")
def shield_agent(g: Engine, me: int, minion: int) -> int:
    bi = g.slot_of(me)
    return 1 if minion == me and g.minions(at=bi, controller=g.ctrl(me), other_than=me) else 0


# --- actions -----------------------------------------------------------------------------------
@on_play("shield/entry_point")
def entry_point(g: Engine, me: int) -> Gen:
    yield from g.extra_play(g.ctrl(me), "minion", me)


@on_play("shield/mission_debriefing")
def mission_debriefing(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    bi = yield from g.choose_base(p, g.base_slots(), N_("Choose a base: draw a card per character of yours there"), me)
    if bi is not None:
        g.draw(p, len(g.minions(at=bi, controller=p)))


attach("shield/proving_ground", "base")


@hook("shield/proving_ground", "talent")
def proving_ground(g: Engine, me: int) -> Gen:
    yield from _extra_character_here(g, me, power_le=3)


@on_play("shield/reassignment")
def reassignment(g: Engine, me: int) -> Gen:
    bi = yield from g.choose_base(g.ctrl(me), g.base_slots(), N_("Choose the base to move characters to"), me)
    if bi is not None:
        yield from move_yours_together(g, me, bi, 2, N_("Choose up to 2 of your characters to move there, then Done"))


only_as_special("shield/rescue_mission", "after_scoring")


@on_play("shield/rescue_mission")
def rescue_mission(g: Engine, me: int) -> None:
    """Into each character's owner's deck (the book's clarification), then draw 1 whatever moved."""
    p = g.ctrl(me)
    if g.scoring is not None:
        g.shuffle_into_deck([m for m in g.minions(at=g.scoring, controller=p) if g.affect(m, me, p)], me)
    g.draw(p, 1)


@on_play("shield/superior_firepower")
def superior_firepower(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    cards = [a for bi in g.base_slots() for a in g.state.bases[bi].actions] + g.minions(power_le=3)
    c = yield from pick_minion(g, me, cards, N_("Choose a base modifier or a character of power 3 or less to destroy"))
    if c is None:
        return
    if g.ctype(c) == "minion":
        yield from g.destroy(c, me)
    elif g.affect(c, me, p):
        g.destroy_action(c, me)


@on_play("shield/troop_drop")
def troop_drop(g: Engine, me: int) -> Gen:
    yield from g.extra_play(g.ctrl(me), "minion", me, power_le=3)


@on_play("shield/work_together")
def work_together(g: Engine, me: int) -> None:
    for m in g.minions(controller=g.ctrl(me)):
        g.add_power(m, 1, me)

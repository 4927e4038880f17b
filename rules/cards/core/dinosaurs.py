"""Dinosaurs (core set, 2012 printing)."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, vanilla
from rules.cards.common import destroy_here, destroy_one, host_power, lower_breakpoint, pick_minion
from rules.engine import Engine
from rules.i18n import N_

WAR_RAPTOR = "dinosaurs/war_raptor"

vanilla("dinosaurs/king_rex")


@on_play("dinosaurs/laseratops")
def laseratops(g: Engine, me: int) -> Gen:
    yield from destroy_here(g, me, optional=False, power_le=2)


@hook("dinosaurs/armor_stego", "power")
def armor_stego(g: Engine, me: int, minion: int) -> int:
    return 2 if minion == me and g.state.active != g.ctrl(me) else 0


@hook(WAR_RAPTOR, "power")
def war_raptor(g: Engine, me: int, minion: int) -> int:
    if minion != me:
        return 0
    return sum(1 for m in g.state.bases[g.slot_of(me)].minions if g.cid(m) == WAR_RAPTOR)


@on_play("dinosaurs/augmentation")
def augmentation(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    m = yield from pick_minion(g, me, g.minions(), N_("Choose a minion to give +4 power"))
    if m is not None:  # "until your turn ends" (Big Geek Box, Clarifications)
        g.add_power_until_your_turn_ends(m, 4, p, me)


@on_play("dinosaurs/howl")
def howl(g: Engine, me: int) -> None:
    """The minions in play as it resolves (Big Geek Box, Clarifications)."""
    p = g.ctrl(me)
    for m in g.minions(controller=p):
        g.add_power_until_your_turn_ends(m, 1, p, me)


@on_play("dinosaurs/natural_selection")
def natural_selection(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)

    def prey(hunter: int) -> list[int]:
        weaker = g.minions(at=g.slot_of(hunter), power_lt=g.power(hunter), other_than=hunter)
        return [m for m in weaker if not g.protected(m, me, p)]

    # Only minions with something weaker to destroy are worth picking: the effect must resolve fully.
    hunter = yield from g.choose(p, [m for m in g.minions(controller=p) if prey(m)],
                                 N_("Choose one of your minions"), me)
    if hunter is not None:
        yield from destroy_one(g, me, prey(hunter), optional=False,
                               prompt=N_("Choose a weaker minion on that base to destroy"))


@on_play("dinosaurs/rampage")
def rampage(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    m = yield from g.choose(p, g.minions(controller=p),
                            N_("Choose one of your minions: its base's breakpoint drops by its power"), me)
    if m is None:
        return
    lower_breakpoint(g, g.slot_of(m), g.power(m))


@on_play("dinosaurs/survival_of_the_fittest")
def survival_of_the_fittest(g: Engine, me: int) -> Gen:
    for bi in g.base_slots():
        powers = {m: g.power(m) for m in g.minions(at=bi)}
        if len(set(powers.values())) < 2:
            continue  # no minion has more power than another here
        lowest = min(powers.values())
        yield from destroy_one(g, me, [m for m, pw in powers.items() if pw == lowest], optional=False,
                               prompt=N_("Choose a minion with the lowest power here to destroy"))


attach("dinosaurs/tooth_and_claw_and_guns", "minion")


@hook("dinosaurs/tooth_and_claw_and_guns", "intercept")
def tooth_and_claw(g: Engine, me: int, target: int, src: int, player: int) -> bool:
    return g.host_of(me) == target


attach("dinosaurs/upgrade", "minion")


host_power("dinosaurs/upgrade", 2)


attach("dinosaurs/wildlife_preserve", "base")


@on_play("dinosaurs/wildlife_preserve")
def wildlife_preserve_arrives(g: Engine, me: int) -> None:
    """Other players' actions already on your minions here are discarded (Big Geek Box,
    Clarifications)."""
    p, bi = g.ctrl(me), g.slot_of(me)
    for m in g.minions(at=bi, controller=p):
        for a in [a for a in g.attached_to(m) if g.ctrl(a) != p]:
            g.to_discard(a, me)


@hook("dinosaurs/wildlife_preserve", "protect")
def wildlife_preserve(g: Engine, me: int, target: int, src: int, player: int) -> bool:
    mine = g.ctrl(me)
    return (g.ctype(src) == "action" and player != mine and g.ctype(target) == "minion"
            and g.ctrl(target) == mine and g.slot_of(target) == g.slot_of(me))

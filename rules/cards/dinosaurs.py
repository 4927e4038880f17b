"""Dinosaurs (core set, 2012 printing)."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, vanilla
from rules.cards.common import destroy_here, destroy_one, host_power, lower_breakpoint, power_to_one
from rules.game import Game
from rules.i18n import N_

WAR_RAPTOR = "dinosaurs/war_raptor"

vanilla("dinosaurs/king_rex")


@on_play("dinosaurs/laseratops")
def laseratops(g: Game, me: int) -> Gen:
    yield from destroy_here(g, me, optional=False, power_le=2)


@hook("dinosaurs/armor_stego", "power")
def armor_stego(g: Game, me: int, minion: int) -> int:
    return 2 if minion == me and g.state.active != g.ctrl(me) else 0


@hook(WAR_RAPTOR, "power")
def war_raptor(g: Game, me: int, minion: int) -> int:
    if minion != me:
        return 0
    return sum(1 for m in g.state.bases[g.base_of(me)].minions if g.cid(m) == WAR_RAPTOR)


@on_play("dinosaurs/augmentation")
def augmentation(g: Game, me: int) -> Gen:
    yield from power_to_one(g, me, 4, N_("Choose a minion to give +4 power"))


@on_play("dinosaurs/howl")
def howl(g: Game, me: int) -> None:
    for m in g.minions(controller=g.ctrl(me)):
        g.add_power(m, 1, me)


@on_play("dinosaurs/natural_selection")
def natural_selection(g: Game, me: int) -> Gen:
    p = g.ctrl(me)

    def prey(hunter: int) -> list[int]:
        weaker = g.minions(at=g.base_of(hunter), power_lt=g.power(hunter), other_than=hunter)
        return [m for m in weaker if not g.protected(m, me, p)]

    # Only minions with something weaker to destroy are worth picking: the effect must resolve fully.
    hunter = yield from g.choose(p, [m for m in g.minions(controller=p) if prey(m)],
                                 N_("Choose one of your minions"), me)
    if hunter is not None:
        yield from destroy_one(g, me, prey(hunter), optional=False,
                               prompt=N_("Choose a weaker minion on that base to destroy"))


@on_play("dinosaurs/rampage")
def rampage(g: Game, me: int) -> Gen:
    p = g.ctrl(me)
    m = yield from g.choose(p, g.minions(controller=p),
                            N_("Choose one of your minions: its base's breakpoint drops by its power"), me)
    if m is None:
        return
    lower_breakpoint(g, g.base_of(m), g.power(m))


@on_play("dinosaurs/survival_of_the_fittest")
def survival_of_the_fittest(g: Game, me: int) -> Gen:
    for bi in g.base_indices():
        powers = {m: g.power(m) for m in g.minions(at=bi)}
        if len(set(powers.values())) < 2:
            continue  # no minion has more power than another here
        lowest = min(powers.values())
        yield from destroy_one(g, me, [m for m, pw in powers.items() if pw == lowest], optional=False,
                               prompt=N_("Choose a minion with the lowest power here to destroy"))


attach("dinosaurs/tooth_and_claw_and_guns", "minion")


@hook("dinosaurs/tooth_and_claw_and_guns", "intercept")
def tooth_and_claw(g: Game, me: int, target: int, src: int, player: int) -> bool:
    return g.host_of(me) == target


attach("dinosaurs/upgrade", "minion")


host_power("dinosaurs/upgrade", 2)


attach("dinosaurs/wildlife_preserve", "base")


@hook("dinosaurs/wildlife_preserve", "protect")
def wildlife_preserve(g: Game, me: int, target: int, src: int, player: int) -> bool:
    mine = g.ctrl(me)
    return (g.ctype(src) == "action" and player != mine and g.ctype(target) == "minion"
            and g.ctrl(target) == mine and g.base_of(target) == g.base_of(me))

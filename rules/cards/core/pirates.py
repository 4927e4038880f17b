"""Pirates."""

from __future__ import annotations

from rules.behaviour import Gen, hook, on_play, special
from rules.cards.common import (
    destroy_here,
    destroy_one,
    move_one,
    on_the_scored_base,
    pick_minion,
    play_as_special,
)
from rules.engine import Engine
from rules.i18n import N_


def _other_bases(g: Engine, bi: int) -> list[int]:
    return [b for b in g.base_slots() if b != bi]


# --- minions -----------------------------------------------------------------------------------
@special("pirates/pirate_king", "before_scoring", zone="play", can=lambda g, me, bi: g.slot_of(me) != bi)
def pirate_king(g: Engine, me: int, bi: int) -> None:
    g.move_minion(me, bi, me)


@hook("pirates/buccaneer", "instead_of_destroy")
def buccaneer(g: Engine, me: int) -> Gen:
    dest = yield from g.choose_base(g.ctrl(me), _other_bases(g, g.slot_of(me)),
                                    N_("Choose the base Buccaneer moves to"), me)
    return dest is not None and g.move_minion(me, dest, me)


@on_play("pirates/saucy_wench")
def saucy_wench(g: Engine, me: int) -> Gen:
    yield from destroy_here(g, me, optional=True, power_le=2)


@special("pirates/first_mate", "after_scoring", zone="play", can=on_the_scored_base)
def first_mate(g: Engine, me: int, bi: int) -> Gen:
    dest = yield from g.choose_base(g.ctrl(me), _other_bases(g, bi), N_("Choose the base to move it to"), me)
    if dest is not None:
        g.move_minion(me, dest, me)


# --- actions -----------------------------------------------------------------------------------
@on_play("pirates/broadside")
def broadside(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    bases = [b for b in g.base_slots() if g.has_minion_at(p, b)]
    if not bases:
        return
    # The card's order: a player, then a base where you have a minion.
    victim = yield from g.choose_player(p, [*g.others(p), p], N_("Choose the player whose minions are hit"), me)
    bi = yield from g.choose_base(p, bases, N_("Choose a base where you have a minion"), me)
    for m in g.minions(at=bi, controller=victim, power_le=2):
        yield from g.destroy(m, me)


@on_play("pirates/cannon")
def cannon(g: Engine, me: int) -> Gen:
    for _ in range(2):
        if (yield from destroy_one(g, me, g.minions(power_le=2), optional=True)) is None:
            return


def _move_own_minions(g: Engine, me: int, most: int | None) -> Gen:
    """Move up to ``most`` (or any number of) different minions of yours, each to another base."""
    p = g.ctrl(me)
    moved: list[int] = []
    while most is None or len(moved) < most:
        left = [m for m in g.minions(controller=p) if m not in moved]
        m = yield from move_one(g, me, left, optional=True, many=True,
                                prompt=N_("Choose a minion of yours to move, then Done"))
        if m is None:
            return
        moved.append(m)


@on_play("pirates/dinghy")
def dinghy(g: Engine, me: int) -> Gen:
    yield from _move_own_minions(g, me, 2)


@on_play("pirates/full_sail")
def full_sail(g: Engine, me: int) -> Gen:
    yield from _move_own_minions(g, me, None)


@special("pirates/full_sail", "before_scoring")
def full_sail_before_scoring(g: Engine, me: int, bi: int) -> Gen:
    yield from play_as_special(g, me, bi)


@on_play("pirates/powderkeg")
def powderkeg(g: Engine, me: int) -> Gen:
    m = yield from pick_minion(g, me, g.minions(controller=g.ctrl(me)), N_("Choose a minion of yours to destroy"))
    if m is None:
        return
    bi, power = g.slot_of(m), g.power(m)
    yield from g.destroy(m, me)
    for other in g.minions(at=bi, power_le=power):
        yield from g.destroy(other, me)


@on_play("pirates/sea_dogs")
def sea_dogs(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    factions = sorted({f for pl in g.state.players for f in pl.factions})
    faction = yield from g.choose_option(p, factions, N_("Name a faction"), me)
    src = yield from g.choose_base(p, g.base_slots(), N_("Choose the base they leave"), me)
    dest = yield from g.choose_base(p, _other_bases(g, src), N_("Choose the base they go to"), me)
    for m in g.minions(at=src, not_controller=p, faction=faction):
        g.move_minion(m, dest, me)


@on_play("pirates/shanghai")
def shanghai(g: Engine, me: int) -> Gen:
    yield from move_one(g, me, g.minions(not_controller=g.ctrl(me)))


@on_play("pirates/swashbuckling")
def swashbuckling(g: Engine, me: int) -> None:
    for m in g.minions(controller=g.ctrl(me)):
        g.add_power(m, 1, me)

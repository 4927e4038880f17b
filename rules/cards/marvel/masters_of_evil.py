"""Masters of Evil (Smash Up: Marvel). "Character" is the Marvel book's word for a minion; a
"modifier" is an action attached to a base or a character."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, react
from rules.cards.common import destroy_as_cost, destroy_one, host_power, move_one, pick_minion
from rules.decision import Ev
from rules.engine import Engine
from rules.i18n import N_

ABSORBING_MAN = "masters_of_evil/absorbing_man"


def _vp_fours(g: Engine, me: int) -> int:
    """Per full 4 VP of the card's controller, rounded down (7 VP: 1)."""
    return g.state.players[g.ctrl(me)].vp // 4


def _others_card(g: Engine, me: int, src: int | None) -> bool:
    """Whether ``src`` is another player's card than ``me``'s controller (a base is nobody's)."""
    return src is not None and g.owner(src) >= 0 and g.ctrl(src) != g.ctrl(me)


def _my_base_scored(g: Engine, me: int, ev: Ev) -> bool:
    return ev.base is not None and ev.base == g.base_card_of(me)


# --- characters --------------------------------------------------------------------------------
@react("masters_of_evil/baron_zemo", "after_score", when=_my_base_scored)
def baron_zemo(g: Engine, me: int, ev: Ev) -> None:
    g.gain_vp(g.ctrl(me), 1, me)
    g.to_deck_bottom(me, me)


@on_play("masters_of_evil/ulysses_klaw")
def ulysses_klaw(g: Engine, me: int) -> None:
    g.draw(g.ctrl(me), _vp_fours(g, me))


@hook("masters_of_evil/black_mamba", "power")
def black_mamba(g: Engine, me: int, minion: int) -> int:
    return _vp_fours(g, me) if minion == me else 0


@hook(ABSORBING_MAN, "talent")
def absorbing_man(g: Engine, me: int) -> Gen:
    """Cost: this one and another Absorbing Man destroyed, both or neither (« Pour »: nothing is
    destroyed when there is no other to choose, or one of the two can't be destroyed)."""
    p = g.ctrl(me)
    if g.protected(me, me, p) or g.kept_from_destruction(me, me):
        return
    others = [m for m in g.minions(other_than=me) if g.cid(m) == ABSORBING_MAN and not g.kept_from_destruction(m, me)]
    other = yield from pick_minion(g, me, others, N_("Choose another Absorbing Man to destroy"))
    if other is None:
        return
    if (yield from g.destroy(me, me)) and (yield from g.destroy(other, me)):
        g.gain_vp(p, 1, me)


# --- actions -----------------------------------------------------------------------------------
attach("masters_of_evil/a_portent_of_doom", "base", ok=lambda g, me, player, bi: not g.state.bases[bi].minions)


@react("masters_of_evil/a_portent_of_doom", "scored", when=_my_base_scored)
def a_portent_of_doom(g: Engine, me: int, ev: Ev) -> None:
    """Its gain is a Special: none while another player's Incite Panic forbids them here."""
    p, bi = g.ctrl(me), g.slot_of(me)
    if not g.specials_forbidden(p, bi) and g.power_by_player(bi)[p] >= 1:
        g.gain_vp(p, 1, me)


@on_play("masters_of_evil/acceptable_losses")
def acceptable_losses(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    paid = yield from destroy_as_cost(g, me, [m for m in g.minions(controller=p) if g.power(m) >= 4],
                                      N_("Choose one of your characters of power 4 or more to destroy"))
    if paid is not None:
        g.gain_vp(p, 1, me)


attach("masters_of_evil/ball_and_chain", "minion")


host_power("masters_of_evil/ball_and_chain", 2)


@hook("masters_of_evil/ball_and_chain", "undestroyable_by")
def ball_and_chain_holds(g: Engine, me: int, minion: int, src: int | None) -> bool:
    return minion == g.host_of(me) and _others_card(g, me, src)


@on_play("masters_of_evil/convergence")
def convergence(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    mine = {m: g.slot_of(m) for m in g.minions(controller=p)}
    m = yield from move_one(g, me, list(mine))
    to = None if m is None else g.slot_of(m)
    if to is not None and to != mine[m] and len(g.minions(at=to, controller=p)) >= 4:
        g.gain_vp(p, 1, me)


@on_play("masters_of_evil/gain_the_upper_hand")
def gain_the_upper_hand(g: Engine, me: int) -> Gen:
    yield from destroy_one(g, me, g.minions(power_le=3), optional=False)


attach("masters_of_evil/indestructible_form", "base")


@hook("masters_of_evil/indestructible_form", "undestroyable_by")
def indestructible_form(g: Engine, me: int, minion: int, src: int | None) -> bool:
    return g.slot_of(minion) == g.slot_of(me) and g.ctrl(minion) == g.ctrl(me) and _others_card(g, me, src)


@on_play("masters_of_evil/sonic_shockwave")
def sonic_shockwave(g: Engine, me: int) -> Gen:
    """"After it is destroyed": no VP when the chosen character was not destroyed (the book's
    example: Hawkeye on Avengers Tower)."""
    p = g.ctrl(me)
    cands = [m for m in g.minions(not_controller=p) if g.power(m) < g.power_by_player(g.slot_of(m))[p]]
    m = yield from pick_minion(g, me, cands, N_("Choose a character to destroy"))
    if m is None:
        return
    power = g.power(m)
    if (yield from g.destroy(m, me)) and power >= 5:
        g.gain_vp(p, 1, me)


attach("masters_of_evil/world_domination", "base")


@hook("masters_of_evil/world_domination", "talent")
def world_domination(g: Engine, me: int) -> Gen:
    m = yield from pick_minion(g, me, g.minions(at=g.slot_of(me), controller=g.ctrl(me)),
                               N_("Choose a character to get +2 power until the end of the turn"))
    if m is not None:
        g.add_power(m, 2, me)


@react("masters_of_evil/world_domination", "after_score", when=_my_base_scored)
def world_domination_moves_on(g: Engine, me: int, ev: Ev) -> Gen:
    bi = g.slot_of(me)
    to = yield from g.choose_base(g.ctrl(me), [b for b in g.base_slots() if b != bi],
                                  N_("Choose the base to move it to"), me)
    if to is not None:
        g.move_action(me, to, me)

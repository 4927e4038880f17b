"""Ultimates (Smash Up: Marvel). "Character" is the Marvel book's word for a minion. The faction
moves: several of its cards react to characters moving, and the cards that move several
characters at once move them together (``move_minions``)."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, react, special
from rules.cards.common import move_one, move_yours_together, pick_minion, play_as_special
from rules.decision import Ev
from rules.engine import Engine
from rules.i18n import N_

CHAVEZ = "ultimates/america_chavez"
AID = "ultimates/aid_from_allies"


def _other_bases(g: Engine, minion: int) -> list[int]:
    return [b for b in g.base_slots() if b != g.slot_of(minion)]


def _move_self(g: Engine, me: int) -> Gen:
    """This character moves to another base of its controller's choice; True if it moved."""
    to = yield from g.choose_base(g.ctrl(me), _other_bases(g, me), N_("Choose the base to move it to"), me)
    return to is not None and g.move_minion(me, to, me)


# --- characters --------------------------------------------------------------------------------
@hook("ultimates/captain_marvel", "talent")
def captain_marvel(g: Engine, me: int) -> Gen:
    """Only a move by her own Talent gives the +1, to your characters already there."""
    if not (yield from _move_self(g, me)):
        return
    bi = g.slot_of(me)
    for m in g.minions(at=bi, controller=g.ctrl(me), other_than=me):
        g.add_power(m, 1, me)


@hook("ultimates/spectrum", "talent")
def spectrum(g: Engine, me: int) -> Gen:
    yield from _move_self(g, me)


def _moves_on_or_off_my_base(g: Engine, me: int, ev: Ev) -> bool:
    """Another character moves onto or off this one's base. Read as the move is made: a
    character moving with others sees them leave its first base, not arrive at its new one."""
    base = g.base_card_of(me)
    return ev.card != me and g.ctype(ev.card) == "minion" and base is not None and base in (ev.base, ev.to)


@react(CHAVEZ, "move", when=_moves_on_or_off_my_base)
def america_chavez(g: Engine, me: int, ev: Ev) -> None:
    g.add_power(me, 1, me)


@react("ultimates/blue_marvel", "move", when=lambda g, me, ev: ev.card == me)
def blue_marvel(g: Engine, me: int, ev: Ev) -> None:
    g.add_power(me, 1, me)


# --- actions -----------------------------------------------------------------------------------
attach(AID, "base")


@on_play(AID)
def aid_from_allies(g: Engine, me: int) -> None:
    g.draw(g.ctrl(me), 1)


def _you_move_a_character_here(g: Engine, me: int, ev: Ev) -> bool:
    return (ev.to is not None and ev.to == g.base_card_of(me) and g.ctype(ev.card) == "minion"
            and ev.by == g.ctrl(me))


@react(AID, "move", when=_you_move_a_character_here)
def aid_from_allies_draws(g: Engine, me: int, ev: Ev) -> Gen:
    # One draw for all the characters one effect moved here. A generator, so that it runs in its
    # own frame and also_triggered finds the queue the other moves wait in.
    g.also_triggered(me, "move")
    g.draw(g.ctrl(me), 1)
    yield from ()


@on_play("ultimates/coordinated_attack")
def coordinated_attack(g: Engine, me: int) -> Gen:
    bi = yield from g.choose_base(g.ctrl(me), g.base_slots(), N_("Choose the base your characters move to"), me)
    if bi is None:
        return
    for m in (yield from move_yours_together(g, me, bi, 3, N_("Choose up to 3 of your characters to move there, then Done"))):
        g.add_power(m, 1, me)


@on_play("ultimates/cosmic_knowledge")
def cosmic_knowledge(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    pl = g.state.players[p]
    picked = yield from g.choose_many(p, pl.hand, N_("Choose cards to put under your deck (first chosen goes first), then Done"), me)
    for c in picked:
        g.put_in_deck(p, c, src=me)
    g.draw(p, len(picked) + 1)


@on_play("ultimates/first_to_arrive")
def first_to_arrive(g: Engine, me: int) -> Gen:
    yield from g.extra_play(g.ctrl(me), "minion", me)


@hook("ultimates/first_to_arrive", "extra_base_ok")
def first_to_arrive_bases(g: Engine, me: int, player: int, bi: int) -> bool:
    return not g.has_minion_at(player, bi)


@on_play("ultimates/heroic_landing")
def heroic_landing(g: Engine, me: int) -> Gen:
    """Every move is chosen first, then they all happen together."""
    p = g.ctrl(me)
    left = [m for m in g.minions(controller=p) if not g.protected(m, me, p)]
    moves: list[tuple[int, int]] = []
    while left:
        m = yield from g.choose(p, left, N_("Choose a character of yours to move, then Done"), me, optional=True, many=True)
        if m is None:
            break
        left.remove(m)
        to = yield from g.choose_base(p, _other_bases(g, m), N_("Choose the base to move it to"), me)
        if to is not None:
            moves.append((m, to))
    g.move_minions(moves, me)


@on_play("ultimates/lift_and_carry")
def lift_and_carry(g: Engine, me: int) -> Gen:
    yield from move_one(g, me, g.minions())


@on_play("ultimates/power_and_speed")
def power_and_speed(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    m = yield from pick_minion(g, me, g.minions(controller=p), N_("Choose a character of yours: +2 power"))
    if m is None:
        return

    def may_move(g: Engine) -> Gen:
        if g.slot_of(m) is None:
            return
        to = yield from g.choose_base(p, _other_bases(g, m), N_("Choose another base to move it to, or pass"), me, optional=True)
        if to is not None:
            g.move_minion(m, to, me)

    g.add_power(m, 2, me)
    g.after(me, lambda g, _: may_move(g))  # once the +2 and what it set off are done


@on_play("ultimates/scramble")
def scramble(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    yield from move_one(g, me, g.minions(controller=p), prompt=N_("Choose a character of yours to move"))


special("ultimates/scramble", "before_scoring")(play_as_special)

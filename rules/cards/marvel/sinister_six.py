"""Sinister Six (Smash Up: Marvel). Their theme is the breakpoint: many cards lower it, and others
work only where it is 19 or less."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, react, set_hook, special
from rules.cards.common import (
    here,
    is_base_modifier,
    lower_breakpoint,
    move_a_modifier,
    pick_minion,
    play_as_special,
)
from rules.decision import Ev
from rules.engine import Engine
from rules.engine.keys import low_as_scored_key
from rules.i18n import N_

LOW = 19  # "if this base's breakpoint is 19 or less"
# Option values are shown as buttons (translated in the "rules" context).
PLAY_MODIFIER, DRAW_ONE = N_("Play a base modifier here as an extra action"), N_("Draw 1 card")


def _low(g: Engine, bi: int | None) -> bool:
    return bi is not None and g.breakpoint(bi) <= LOW


# --- characters --------------------------------------------------------------------------------
@react("sinister_six/doctor_octopus", "turn_start", when=lambda g, me, ev: ev.player == g.ctrl(me))
def doctor_octopus(g: Engine, me: int, ev: Ev) -> Gen:
    # Only a lower breakpoint now: the base may score in the Score Bases phase, not at once.
    if (yield from g.ask(g.ctrl(me), N_("Lower this base's breakpoint by 4 until the end of the turn?"), me)):
        lower_breakpoint(g, here(g, me), 4)


@hook("sinister_six/mysterio", "talent")
def mysterio(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    pick = yield from g.choose_option(p, [PLAY_MODIFIER, DRAW_ONE], N_("Choose one"), me)
    if pick == DRAW_ONE:
        g.draw(p, 1)
    else:
        # An extra play that any base modifier may use, so it may wait until later in the phase.
        yield from g.extra_play(p, "action", me, base=g.base_card(here(g, me)))


@hook("sinister_six/green_goblin", "talent")
def green_goblin(g: Engine, me: int) -> None:
    lower_breakpoint(g, here(g, me), 3)


@on_play("sinister_six/vulture")
def vulture(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    mods = [c for c in g.state.players[p].discard if is_base_modifier(g, c)]
    c = yield from g.choose(p, mods, N_("Put a base modifier from your discard pile on top of your deck, or pass"),
                            me, optional=True)
    if c is not None:
        g.to_deck_top(c, me)


@hook("sinister_six/electro", "breakpoint")
def electro(g: Engine, me: int, bi: int) -> int:
    return -2 if g.slot_of(me) == bi else 0


@hook("sinister_six/sandman", "power")
def sandman(g: Engine, me: int, minion: int) -> int:
    return 2 if minion == me and _low(g, g.slot_of(me)) else 0


# --- actions -----------------------------------------------------------------------------------
@on_play("sinister_six/ambush")
def ambush(g: Engine, me: int) -> Gen:
    bi = yield from g.choose_base(g.ctrl(me), g.base_slots(), N_("Choose a base: its breakpoint drops by 4"), me)
    lower_breakpoint(g, bi, 4)


attach("sinister_six/cover_the_exits", "base")


@hook("sinister_six/cover_the_exits", "power")
def cover_the_exits_power(g: Engine, me: int, minion: int) -> int:
    return 1 if g.ctrl(minion) == g.ctrl(me) and g.slot_of(minion) == g.slot_of(me) else 0


def _my_base(g: Engine, me: int, ev: Ev) -> bool:
    return ev.base == g.base_card_of(me)


@react("sinister_six/cover_the_exits", "scored", when=_my_base)
def cover_the_exits_notes_breakpoint(g: Engine, me: int, ev: Ev) -> None:
    """« if its breakpoint was 19 or less »: as the base scored, not once an after-scoring ability
    (the Mothership returning Electro) has changed it."""
    if _low(g, here(g, me)):
        g.state.used.add(low_as_scored_key(me))


@react("sinister_six/cover_the_exits", "after_score", when=_my_base)
def cover_the_exits(g: Engine, me: int, ev: Ev) -> Gen:
    bi = here(g, me)
    if low_as_scored_key(me) not in g.state.used:
        return
    g.state.used.discard(low_as_scored_key(me))
    p = g.ctrl(me)
    mine = [m for m in g.minions(at=bi, controller=p) if not g.protected(m, me, p)]
    picked = yield from g.choose_many(p, mine, N_("Choose up to 2 of your characters to shuffle into their owners' decks, then Done"),
                                      me, most=2)
    # Each into its owner's deck (book, Clarifications: Cover the Exits).
    g.shuffle_into_deck([m for m in picked if g.affect(m, me, p)], me)


attach("sinister_six/incite_panic", "base")


@hook("sinister_six/incite_panic", "power")
def incite_panic_power(g: Engine, me: int, minion: int) -> int:
    return -1 if g.ctrl(minion) != g.ctrl(me) and g.slot_of(minion) == g.slot_of(me) else 0


@hook("sinister_six/incite_panic", "forbids_specials")
def incite_panic(g: Engine, me: int, player: int, bi: int) -> bool:
    return player != g.ctrl(me) and g.slot_of(me) == bi and _low(g, bi)


def _base_modifiers(g: Engine) -> list[int]:
    return [a for bi in g.base_slots() for a in g.state.bases[bi].actions]


@on_play("sinister_six/move_the_goods")
def move_the_goods(g: Engine, me: int) -> Gen:
    yield from move_a_modifier(g, me, _base_modifiers(g), N_("Choose a base modifier to move"))


special("sinister_six/move_the_goods", "after_scoring",
        can=lambda g, me, bi: bool(g.movable_modifiers(_base_modifiers(g), g.owner(me), me)))(play_as_special)


attach("sinister_six/my_master_plan", "base")


@hook("sinister_six/my_master_plan", "talent")
def my_master_plan(g: Engine, me: int) -> None:
    if _low(g, here(g, me)):
        g.draw(g.ctrl(me), 1)


attach("sinister_six/pressure_from_all_sides", "base")


@hook("sinister_six/pressure_from_all_sides", "talent")
def pressure_from_all_sides(g: Engine, me: int) -> None:
    bi = here(g, me)
    # Every player's characters count, as they are now (book, Clarifications).
    lower_breakpoint(g, bi, len(g.minions(at=bi)))


attach("sinister_six/reroute_the_power", "base")


@hook("sinister_six/reroute_the_power", "talent")
def reroute_the_power(g: Engine, me: int) -> Gen:
    bi = here(g, me)
    if not _low(g, bi):
        return
    p = g.ctrl(me)
    m = yield from pick_minion(g, me, g.minions(at=bi, controller=p), N_("Choose one of your characters here"))
    if m is not None:
        g.add_power_until_next_turn(m, 3, p, me)


attach("sinister_six/witness_our_superiority", "base")
set_hook("sinister_six/witness_our_superiority", "blanks_base", True)

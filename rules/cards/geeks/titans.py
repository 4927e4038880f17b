"""The titans of Dinosaurs, Ninjas, Pirates, Tricksters and Wizards (titans.json).

The rules every titan follows (beside the deck, one in play per player, no power, the clash) are
the engine's (rules/titans.py). Here: how each one comes in and what it does.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.behaviour import Gen, hook, react, set_hook, special
from rules.cards.common import move_one, next_turn_of, on_the_scored_base, pick_minion
from rules.decision import Ev
from rules.engine import Engine
from rules.engine.keys import (
    fort_key,
    invisible_ninja_key,
    kraken_curse_key,
    kraken_curse_keys,
    kraken_release_key,
)
from rules.i18n import N_
from rules.state import Extra

FORT = "dinosaurs/fort_titanosaurus"
NINJA = "ninjas/invisible_ninja"
KRAKEN = "pirates/the_kraken"
GIANT = "tricksters/big_funny_giant"
PROTECTOR = "wizards/arcane_protector"


# --- shared -------------------------------------------------------------------------------------
def comes_in_by_special(card_id: str, can: Callable[[Engine, int, int, int | None], bool],
                        window: str = "play_phase") -> Callable[[Callable], Callable]:
    """A titan's "you may play this titan" Special, used by its owner from beside their deck (the
    engine offers it only to a player who controls no titan in play); ``can(g, me, owner, bi)``."""
    return special(card_id, window, zone="side", can=lambda g, me, bi: can(g, me, g.owner(me), bi), plays=False)


def bring_in(g: Engine, me: int, bases: list[int], counters: int = 0) -> Gen:
    """The owner puts titan ``me`` into play at one of ``bases`` (asked when more than one)."""
    p = g.owner(me)
    bi = yield from g.choose_base(p, bases, N_("Choose a base for the titan"), me)
    if bi is not None:
        g.enter_titan(p, me, bi, counters, me)


def its_controller_draws(g: Engine, me: int) -> None:
    g.draw(g.ctrl(me), 1)


def _mine(g: Engine, me: int, ev: Ev) -> bool:
    """The event is about the titan's controller (their turn starting or ending...)."""
    return ev.player == g.ctrl(me)


# --- Fort Titanosaurus ----------------------------------------------------------------------------
def _fort_can(g: Engine, me: int, p: int, bi: int | None) -> bool:
    return g.minions_played_this_turn(p) == 0 and bool(g.minions(controller=p))


@comes_in_by_special(FORT, _fort_can)
def fort_comes_in(g: Engine, me: int, bi: int | None) -> Gen:
    """By destroying one of your minions: at its base, with as many counters as its power."""
    p = g.owner(me)
    m = yield from pick_minion(g, me, g.minions(controller=p), N_("Choose one of your minions to destroy"), player=p)
    if m is None:
        return
    power, at = g.power(m), g.slot_of(m)
    if (yield from g.destroy(m, me)):
        g.enter_titan(p, me, at, power, me)


def _fort_sees(g: Engine, me: int, ev: Ev) -> bool:
    """An action its controller played affected a minion."""
    return (ev.src is not None and ev.player == g.ctrl(me) and ev.card is not None
            and g.ctype(ev.src) == "action" and g.ctype(ev.card) == "minion" and fort_key(me) not in g.state.used)


@react(FORT, "affect", when=_fort_sees)
def fort_grows(g: Engine, me: int, ev: Ev) -> Gen:
    """Once per turn: a +1 power counter on one minion the action affected, on the titan, or both."""
    key = fort_key(me)
    hit = [ev.card, *(e.card for e in g.also_triggered(me, "affect") if e.src == ev.src)]
    p = g.ctrl(me)
    hit = [m for m in dict.fromkeys(hit) if m in g.minions()]
    m = yield from g.choose(p, hit, N_("Choose a minion for a +1 power counter, or pass"), me, optional=True)
    if m is not None and g.add_counters(m, 1, me):
        g.state.used.add(key)
    if g.is_in_play(me) and (yield from g.ask(p, N_("Put a +1 power counter on this titan?"), me)) \
            and g.add_counters(me, 1, me):
        g.state.used.add(key)


set_hook(FORT, "talent_can", lambda g, me: g.counters_on(me) >= 4)
set_hook(FORT, "talent", its_controller_draws)


# --- Invisible Ninja ------------------------------------------------------------------------------
def _ninja_can(g: Engine, me: int, p: int, bi: int | None) -> bool:
    return (g.out_at_turn_start(me) and bool(g.state.players[p].hand)
            and any(g.has_minion_at(p, bi) for bi in g.base_slots()))


@comes_in_by_special(NINJA, _ninja_can)
def ninja_comes_in(g: Engine, me: int, bi: int | None) -> Gen:
    """Discard a card: it comes in at a base where you have a minion."""
    p = g.owner(me)
    c = yield from g.choose(p, g.state.players[p].hand, N_("Discard a card"), me, decision_kind="discard")
    g.discard_from_hand(p, c)
    yield from bring_in(g, me, [b for b in g.base_slots() if g.has_minion_at(p, b)])


def _ninja_sees(g: Engine, me: int, ev: Ev) -> bool:
    """Its controller destroyed another player's card, or returned one of their own minions to
    their hand."""
    p = g.ctrl(me)
    if ev.src is None or ev.card is None or g.ctrl(ev.src) != p or invisible_ninja_key(me) in g.state.used:
        return False
    if ev.kind == "destroy":
        return g.owner(ev.card) != p
    return g.owner(ev.card) == p and g.ctype(ev.card) == "minion"


@react(NINJA, "destroy", when=_ninja_sees)
@react(NINJA, "return", when=_ninja_sees)
def ninja_looks(g: Engine, me: int, ev: Ev) -> Gen:
    """Once per turn: look at your top 2 cards, draw one, shuffle the other back into your deck."""
    p, key = g.ctrl(me), invisible_ninja_key(me)
    if key in g.state.used or not (yield from g.ask(p, N_("Look at your top 2 cards and keep one?"), me)):
        return
    g.state.used.add(key)
    top = g.top_cards(p, 2)
    g.look(p, top, me, whom=p, zone="deck")
    keep = yield from g.choose(p, top, N_("Choose the card to keep"), me)
    if keep is None:
        return
    g.draw_card(p, keep)
    g.shuffle_deck(p)


@react(NINJA, "turn_start", when=_mine)
def ninja_vanishes(g: Engine, me: int, ev: Ev) -> Gen:
    """At the start of your turn you may destroy it to play an extra minion of power 3 or less."""
    p = g.ctrl(me)
    if (yield from g.ask(p, N_("Destroy this titan to play an extra minion of power 3 or less?"), me)):
        g.titan_leaves(me, me)
        yield from g.extra_play(p, "minion", me, now=True, power_le=3)


# --- The Kraken -----------------------------------------------------------------------------------
# "A base where you had a minion": seen as it scored, before the after-scoring abilities (First
# Mate, The Grey Opal...) take the minions away.
@comes_in_by_special(KRAKEN, lambda g, me, p, bi: bi is not None and g.had_minion_as_scored(g.owner(me), bi)
                     and kraken_release_key(me) not in g.state.marks, window="after_scoring")
def release_the_kraken(g: Engine, me: int, bi: int | None) -> None:
    """"Release the Kraken!" after a base where you had a minion scores: it comes in on the base
    that replaces it."""
    g.state.marks[kraken_release_key(me)] = g.base_card(bi)


@react(KRAKEN, "base_replaced", beside_deck=True,
       when=lambda g, me, ev: g.state.marks.get(kraken_release_key(me)) == ev.base)
def kraken_rises(g: Engine, me: int, ev: Ev) -> None:
    g.state.marks.pop(kraken_release_key(me), None)
    bi = g.slot_of_base(ev.card)
    if bi is not None and g.may_bring_titan(g.owner(me), me):
        g.enter_titan(g.owner(me), me, bi, 0, me)


@hook(KRAKEN, "talent")
def kraken_moves(g: Engine, me: int) -> Gen:
    """Move to another base: until the start of your next turn, the other players' minions there
    have -1 power."""
    p = g.ctrl(me)
    dests = [b for b in g.base_slots() if b != g.slot_of(me)]
    to = yield from g.choose_base(p, dests, N_("Choose the base to move it to"), me)
    if to is None:
        return
    marks = g.state.marks
    for k in kraken_curse_keys(marks, me):
        del marks[k]  # a talent is used once a turn: an older curse has ended by now
    marks[kraken_curse_key(me, g.base_card(to))] = next_turn_of(g, p)
    g.move_titan(me, to, me)


@hook(KRAKEN, "power")
def kraken_curse(g: Engine, me: int, minion: int) -> int:
    s = g.state
    until = s.marks.get(kraken_curse_key(me, g.base_card_of(minion)), 0)
    return -1 if s.turn < until and g.ctrl(minion) != g.ctrl(me) else 0


@special(KRAKEN, "after_scoring", zone="play",
         can=lambda g, me, bi: on_the_scored_base(g, me, bi) and g.has_minion_at(g.ctrl(me), bi))
def kraken_sends_one_away(g: Engine, me: int, bi: int | None) -> Gen:
    """After its base scores: move one of your minions from there to another base."""
    yield from move_one(g, me, g.minions(at=bi, controller=g.ctrl(me)))


# --- Big Funny Giant ------------------------------------------------------------------------------
def _normal_minion_play_left(g: Engine, me: int, p: int, bi: int | None) -> bool:
    """The Play Cards phase's own minion play is still free (no open play may need it)."""
    s = g.state
    normal = Extra("minion", -1)
    return s.minion_plays > sum(1 for fit in s.open_plays if normal in fit)


@comes_in_by_special(GIANT, _normal_minion_play_left)
def giant_comes_in(g: Engine, me: int, bi: int | None) -> Gen:
    """In place of your normal minion play."""
    g.state.minion_plays -= 1
    yield from bring_in(g, me, g.base_slots())


@react(GIANT, "play", when=lambda g, me, ev: ev.player != g.ctrl(me) and ev.base == g.base_card_of(me)
       and ev.card is not None and g.ctype(ev.card) == "minion")
def giant_stomps(g: Engine, me: int, ev: Ev) -> Gen:
    """Another player who plays a minion here discards a card."""
    hand = g.state.players[ev.player].hand
    c = yield from g.choose(ev.player, hand, N_("Discard a card"), me, decision_kind="discard")
    if c is not None:
        g.discard_from_hand(ev.player, c)


@react(GIANT, "turn_end", when=lambda g, me, ev: ev.player != g.ctrl(me)
       and not g.has_minion_at(ev.player, g.slot_of(me)))
def giant_grows(g: Engine, me: int, ev: Ev) -> Gen:
    """Another player's turn ends with none of their minions here: +1 power counter, if you like."""
    if (yield from g.ask(g.ctrl(me), N_("Put a +1 power counter on this titan?"), me)):
        g.add_counters(me, 1, me)


@react(GIANT, "scored", when=lambda g, me, ev: ev.base == g.base_card_of(me))
def giant_laughs(g: Engine, me: int, ev: Ev) -> None:
    """"On this base's scoring" (Lors de la Conquête): its controller, if a winner there, gains 1 VP
    when another player has no minion there — seen as it scores, not once the after-scoring
    abilities (The Mothership, Ninja Dojo...) have changed the base. A Special: none while another
    player's Incite Panic forbids them here ("can't" beats "can")."""
    p, bi = g.ctrl(me), g.slot_of(me)
    if g.specials_forbidden(p, bi):
        return
    won = any(q == p and place == 1 for q, place, _ in g.ranking(bi))
    if won and any(not g.has_minion_at(q, bi) for q in g.others(p)):
        g.gain_vp(p, 1, me)


# --- Arcane Protector -----------------------------------------------------------------------------
def _fifth_card(g: Engine, me: int, ev: Ev) -> bool:
    """Its owner just played their fifth or later card of the turn."""
    p = g.owner(me)
    return ev.player == p and len(g.played_this_turn(p)) >= 5 and g.may_bring_titan(p, me)


@react(PROTECTOR, "play", beside_deck=True, when=_fifth_card)
def protector_comes_in(g: Engine, me: int, ev: Ev) -> Gen:
    if (yield from g.ask(g.owner(me), N_("Play this titan now?"), me)):
        yield from bring_in(g, me, g.base_slots())


set_hook(PROTECTOR, "titan_power", lambda g, me: len(g.state.players[g.ctrl(me)].hand) // 2)
set_hook(PROTECTOR, "talent", its_controller_draws)

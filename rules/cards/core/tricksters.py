"""Tricksters (Petit Peuple)."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, react
from rules.cards.common import destroy_below_count, others_action_on_my_minion_here
from rules.decision import Ev
from rules.engine import Engine
from rules.engine.keys import block_the_path_key, block_the_path_keys, blocked_faction, no_actions_key
from rules.i18n import N_
from rules.state import Extra


def others_minion_played_here(g: Engine, me: int, ev: Ev) -> bool:
    """Another player than ``me``'s controller played a minion on ``me``'s base."""
    return (ev.card != me and g.ctype(ev.card) == "minion" and ev.player != g.ctrl(me)
            and ev.base == g.base_card_of(me))


def still_here(g: Engine, ev: Ev) -> bool:
    """The minion played is still on the base it was played on once its own ability has resolved
    (which may have taken the reacting card out of play: it still resolves, the engine's rule)."""
    return g.base_card_of(ev.card) == ev.base and g.ctype(ev.card) == "minion"


# --- minions -----------------------------------------------------------------------------------
@react("tricksters/leprechaun", "play", when=others_minion_played_here)
def leprechaun(g: Engine, me: int, ev: Ev) -> Gen:
    # Powers are compared once the minion's own ability has resolved, as they stand then; a
    # Leprechaun that ability took out of play has its printed power (book: out of play, a
    # minion's power is the one printed).
    mine = g.power(me) if g.is_in_play(me) else g.printed_power(me)
    if still_here(g, ev) and g.power(ev.card) < mine:
        yield from g.destroy(ev.card, me)


def _brownie_affected(g: Engine, me: int, ev: Ev) -> bool:
    return ev.card == me and ev.player is not None and ev.player >= 0 and ev.player != g.ctrl(me)


# The discard happens even when the effect that affected Brownie destroyed it (the engine's rule).
@react("tricksters/brownie", "affect", when=_brownie_affected)
def brownie(g: Engine, me: int, ev: Ev) -> None:
    g.discard_random(ev.player, 2, me)


@on_play("tricksters/gnome")
def gnome(g: Engine, me: int) -> Gen:
    yield from destroy_below_count(g, me, optional=True)


@react("tricksters/gremlin", "destroy", when=lambda g, me, ev: ev.card == me, from_discard=True)
def gremlin(g: Engine, me: int, ev: Ev) -> None:
    g.draw(ev.player, 1)
    for q in g.others(ev.player):
        g.discard_random(q, 1, me)


# --- actions -----------------------------------------------------------------------------------
attach("tricksters/block_the_path", "base")


def named_faction(g: Engine, me: int) -> str | None:
    """The faction this Block the Path named when played (kept in the mark's key)."""
    return blocked_faction(g.state.marks, me)


@on_play("tricksters/block_the_path")
def block_the_path(g: Engine, me: int) -> Gen:
    factions = list(dict.fromkeys(f for pl in g.state.players for f in pl.factions))
    faction = yield from g.choose_option(g.ctrl(me), factions, N_("Name a faction"), me)
    marks = g.state.marks
    for k in block_the_path_keys(marks, me):
        del marks[k]  # a name left from an earlier play of this same card
    marks[block_the_path_key(me, faction)] = g.state.turn


@hook("tricksters/block_the_path", "can_play")
def block_the_path_blocks(g: Engine, me: int, player: int, card: int, bi: int) -> bool:
    return not (bi == g.slot_of(me) and g.ctype(card) == "minion" and g.faction(card) == named_faction(g, me))


@on_play("tricksters/disenchant")
def disenchant(g: Engine, me: int) -> Gen:
    a = yield from g.choose(g.ctrl(me), g.actions_in_play(), N_("Choose an action to destroy"), me)
    if a is not None:
        g.destroy_action(a, me)


attach("tricksters/enshrouding_mist", "base")


@hook("tricksters/enshrouding_mist", "extras")
def enshrouding_mist(g: Engine, me: int, player: int) -> list[Extra]:
    return [Extra("minion", me, base=g.base_card(g.slot_of(me)))]


attach("tricksters/flame_trap", "base")


@react("tricksters/flame_trap", "play", when=others_minion_played_here)
def flame_trap(g: Engine, me: int, ev: Ev) -> Gen:
    """Sprung only if the minion is still here once its ability has resolved; then the trap goes
    even if the minion can't be destroyed (Big Geek Box, Clarifications)."""
    if not still_here(g, ev):
        return
    yield from g.destroy(ev.card, me)
    g.destroy_action(me, me)


attach("tricksters/hideout", "base")


@hook("tricksters/hideout", "intercept")
def hideout(g: Engine, me: int, target: int, src: int, player: int) -> bool:
    return others_action_on_my_minion_here(g, me, target, src, player)


@on_play("tricksters/mark_of_sleep")
def mark_of_sleep(g: Engine, me: int) -> Gen:
    s = g.state
    n = g.n_players
    q = yield from g.choose_player(g.ctrl(me), range(n), N_("Choose a player who can't play actions next turn"), me)
    turns_until = (q - s.active) % n or n  # the current player's next turn is a full round away
    s.marks[no_actions_key(q)] = s.turn + turns_until


attach("tricksters/pay_the_piper", "base")


@react("tricksters/pay_the_piper", "play", when=others_minion_played_here)
def pay_the_piper(g: Engine, me: int, ev: Ev) -> Gen:
    hand = g.state.players[ev.player].hand
    c = yield from g.choose(ev.player, hand, N_("Discard a card"), me, decision_kind="discard")
    if c is not None:
        g.discard_from_hand(ev.player, c)


@on_play("tricksters/take_the_shinies")
def take_the_shinies(g: Engine, me: int) -> None:
    for q in g.others(g.ctrl(me)):
        g.discard_random(q, 2, me)

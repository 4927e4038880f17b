"""Wizards (Sorciers): extra actions, card draw and the top of the deck."""

from __future__ import annotations

from rules.behaviour import Gen, hook, on_play
from rules.engine import Engine
from rules.i18n import N_
from rules.state import Extra


def restack(g: Engine, player: int, cards: list[int], src: int) -> Gen:
    """Put ``cards`` (the top of ``player``'s deck) back on top in the order the player picks,
    one card at a time from the top down; identical cards need no choice."""
    left = list(cards)
    order: list[int] = []
    while len({g.cid(c) for c in left}) > 1:
        c = yield from g.choose(player, left, N_("Choose the next card from the top of your deck"), src)
        order.append(c)
        left.remove(c)
    order += left
    for c in reversed(order):
        g.put_in_deck(player, c, at=0)


@hook("wizards/archmage", "extras")
def archmage(g: Engine, me: int, player: int) -> list[Extra]:
    return [Extra("action", me)]  # the engine gives each ongoing card's extras once per turn


@on_play("wizards/chronomage")
def chronomage(g: Engine, me: int) -> Gen:
    yield from g.extra_play(g.ctrl(me), "action", me)


@on_play("wizards/enchantress")
def enchantress(g: Engine, me: int) -> None:
    g.draw(g.ctrl(me), 1)


@on_play("wizards/neophyte")
def neophyte(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    top = g.reveal_top(p, me)
    if top is None or g.ctype(top) != "action":
        return  # it stays on top of the deck
    # The card's order: into your hand, or else played as an extra action (tied to this very
    # card, so played now or not at all).
    if (yield from g.choose(p, [top], N_("Put the revealed action into your hand, or pass"), me, optional=True)):
        g.to_hand(top)
    else:
        yield from g.extra_play(p, "action", me, card=top)


@on_play("wizards/mass_enchantment")
def mass_enchantment(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    revealed = [c for q in g.others(p) if (c := g.top_of_deck(q)) is not None]
    g.reveal(p, revealed, me)
    # Played as the player's own extra action (they control it); the others stay on their decks.
    yield from g.play_extra(p, g.extra_candidates(p, "action", revealed),
                            N_("Play one of the revealed actions as an extra action, or pass"), me)


@on_play("wizards/mystic_studies")
def mystic_studies(g: Engine, me: int) -> None:
    g.draw(g.ctrl(me), 2)


@on_play("wizards/portal")
def portal(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    shown = list(g.top_cards(p, 5))
    g.reveal(p, shown, me)
    taken = yield from g.choose_many(p, [c for c in shown if g.ctype(c) == "minion"],
                                     N_("Take revealed minions into your hand, then Done"), me)
    for c in taken:
        g.to_hand(c)
    yield from restack(g, p, [c for c in shown if c not in taken], me)


@on_play("wizards/sacrifice")
def sacrifice(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    m = yield from g.choose(p, g.minions(controller=p), N_("Choose one of your minions to sacrifice"), me)
    if m is None:
        return
    g.draw(p, g.power(m))
    yield from g.destroy(m, me)


@on_play("wizards/scry")
def scry(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    if not g.refill_deck(p):
        return
    deck = g.state.players[p].deck
    c = yield from g.choose(p, [c for c in deck if g.ctype(c) == "action"],
                            N_("Choose an action from your deck to put into your hand"), me)
    if c is not None:
        g.reveal(p, [c], me)
        g.to_hand(c)
    g.shuffle(deck)  # a searched deck is always shuffled afterwards


@on_play("wizards/summon")
def summon(g: Engine, me: int) -> Gen:
    yield from g.extra_play(g.ctrl(me), "minion", me)


@on_play("wizards/time_loop")
def time_loop(g: Engine, me: int) -> Gen:
    for _ in range(2):
        yield from g.extra_play(g.ctrl(me), "action", me)


@on_play("wizards/winds_of_change")
def winds_of_change(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    g.shuffle_into_deck(g.state.players[p].hand, me)
    g.draw(p, 5)
    yield from g.extra_play(p, "action", me)

"""Shapeshifters (Métamorphes, Séries B): other minions' abilities and powers, swaps from the deck."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play
from rules.cards.common import (
    after_going_to_discard,
    deck_minions,
    destroy_one,
    destroy_own_then_play,
    host_power,
    pick_minion,
)
from rules.catalogue import catalogue
from rules.decision import Ev
from rules.engine import Engine
from rules.i18n import N_

GELF = "shapeshifters/g_e_l_f"
GELF_NAME = catalogue().get(GELF).name  # "other than a G.E.L.F.": the All Stars reprint too
ALL_PLUS_1 = N_("+1 power to each of your minions")
ONE_PLUS_3 = N_("+3 power to one of your minions")


# --- minions -----------------------------------------------------------------------------------
@after_going_to_discard("shapeshifters/doppelganger")
def doppelganger(g: Engine, me: int, ev: Ev) -> Gen:
    p = g.owner(me)
    found = yield from g.choose(p, deck_minions(g, p),
                                N_("Choose a minion in your deck to play as an extra minion, or pass"), me,
                                optional=True)
    if found is None:
        g.shuffle(g.state.players[p].deck)  # a searched deck is always shuffled afterwards
        return
    g.set_aside(found)
    g.shuffle(g.state.players[p].deck)
    # Not the base being cleared after it scored: it is about to leave the table.
    bases = [b for b in g.base_slots()
             if g.can_play_at(p, found, b) and not (ev.kind == "discard" and g.base_card(b) == ev.base)]
    bi = yield from g.choose_base(p, bases, N_("Choose a base to play it on"), found)
    if bi is None:
        g.to_discard(found, player=p)  # it can't be played: discarded instead
        return
    yield from g.play(p, found, bi)


@hook(GELF, "talent")
def g_e_l_f(g: Engine, me: int) -> Gen:
    p, bi = g.ctrl(me), g.slot_of(me)
    cands = [c for c in deck_minions(g, p)
             if g.printed_power(c) <= 4 and g.name(c) != GELF_NAME and g.can_play_at(p, c, bi)]
    found = yield from g.choose(p, cands, N_("Choose a minion of power 4 or less in your deck to play here, or pass"),
                                me, optional=True)
    if found is not None:
        g.set_aside(found)
    g.shuffle_into_deck([me], me)
    if found is not None:
        yield from g.play(p, found, bi)


@hook("shapeshifters/mimic", "base_power")
def mimic(g: Engine, me: int) -> int:
    return g.highest_printed_power()


@on_play("shapeshifters/copycat")
def copycat(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    m = yield from g.choose(p, g.minions(not_controller=p), N_("Choose a minion whose ability this one gets"), me)
    if m is not None:
        g.copy_abilities(me, m, until_end_of_turn=True)


# --- actions -----------------------------------------------------------------------------------
@on_play("shapeshifters/really")
def really(g: Engine, me: int) -> Gen:
    yield from destroy_own_then_play(
        g, me, lambda p: list(g.state.players[p].discard),
        N_("Play a minion from your discard pile of power up to the destroyed minion's, or pass"))


@on_play("shapeshifters/bacta_the_future")
def bacta_the_future(g: Engine, me: int) -> Gen:
    m = yield from destroy_one(g, me, g.minions(), optional=False)
    if m is not None:  # « Faites X, puis faites Y »: Y even if X failed (Marvel book, « Résolution des cartes »)
        yield from g.extra_play(g.owner(m), "minion", me, now=True)


attach("shapeshifters/cellular_bonding", "minion")


@on_play("shapeshifters/cellular_bonding")
def cellular_bonding(g: Engine, me: int) -> Gen:
    on_minions = [a for a in g.actions_in_play() if a != me and g.host_of(a) is not None]
    a = yield from g.choose(g.ctrl(me), on_minions, N_("Choose an action on a minion whose abilities this card gets"),
                            me)
    if a is not None:
        g.copy_abilities(me, a, until_end_of_turn=False)
    elif g.is_in_play(me):  # nothing to copy: discarded with no effect (Big Geek Box, Clarifications)
        g.to_discard(me, me)


@on_play("shapeshifters/genetic_shift")
def genetic_shift(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    mode = yield from g.choose_option(p, [ALL_PLUS_1, ONE_PLUS_3], N_("Choose one"), me)
    if mode == ALL_PLUS_1:
        for m in g.minions(controller=p):
            g.add_power(m, 1, me)
        return
    m = yield from pick_minion(g, me, g.minions(controller=p), N_("Choose one of your minions to give +3 power"))
    if m is not None:
        g.add_power(m, 3, me)


@on_play("shapeshifters/mitosis")
def mitosis(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    hand = g.state.players[p].hand

    def twins(m: int) -> list[int]:  # the same card by its name: an All Stars reprint is one too
        return g.extra_candidates(p, "minion", [c for c in hand if g.name(c) == g.name(m)])

    m = yield from g.choose(p, [m for m in g.minions(controller=p) if twins(m)],
                            N_("Choose one of your minions with another copy in your hand"), me)
    if m is not None:
        yield from g.play_extra(p, twins(m), N_("Play the other copy as an extra minion, or pass"), me)


attach("shapeshifters/shell_game", "minion")


@hook("shapeshifters/shell_game", "undestroyable")
def shell_game(g: Engine, me: int, minion: int) -> bool:
    return minion == g.host_of(me)


attach("shapeshifters/splice_as_nice", "minion")


host_power("shapeshifters/splice_as_nice", 2)


@on_play("shapeshifters/transmogrify")
def transmogrify(g: Engine, me: int) -> Gen:
    searched: list[int] = []  # nothing destroyed, nothing searched: the deck keeps its order (Spy)

    def search(q: int) -> list[int]:
        searched.append(q)
        return deck_minions(g, q)

    yield from destroy_own_then_play(
        g, me, search, N_("Play a minion from your deck of power up to the destroyed minion's, or pass"))
    for q in searched:
        g.shuffle(g.state.players[q].deck)

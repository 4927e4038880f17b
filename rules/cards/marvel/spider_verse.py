"""Spider-Verse (Smash Up: Marvel). Many of their cards are played before or after a base scores,
where they already have a character."""

from __future__ import annotations

from itertools import takewhile

from rules.behaviour import Gen, attach, hook, on_play, react, set_hook, special
from rules.cards.common import (
    host_power,
    only_as_special,
    pick_minion,
    play_as_special,
    played_as_special,
    top_cards_or_fewer,
)
from rules.decision import Ev
from rules.engine import Engine
from rules.i18n import N_

# Option values are shown as buttons (translated in the "rules" context).
A_MINION, AN_ACTION = N_("A character"), N_("An action")


def _has_special(g: Engine, card: int) -> bool:
    """The card has a Special ability (printed "Special:"), used or not."""
    return "special" in g.cdef(card).keywords


def _mine_there(g: Engine, me: int, bi: int | None) -> bool:
    """The player holding ``me`` has a character on base ``bi`` (about to score, or just scored)."""
    return bi is not None and g.has_minion_at(g.owner(me), bi)


def _look_draw_one(g: Engine, me: int) -> Gen:
    """Look at your top 3 cards and draw 1 of them; the others go on top and/or under your deck,
    in any order."""
    p = g.ctrl(me)
    seen = g.top_cards(p, 3)
    if not seen:
        return
    g.look(p, seen, me, whom=p, zone="deck")
    c = yield from g.choose(p, seen, N_("Choose the card to draw"), me)
    g.draw_card(p, c)
    yield from g.arrange(p, p, [x for x in seen if x != c], me, bottom=True)


# --- characters --------------------------------------------------------------------------------
def _you_play_a_special_card(g: Engine, me: int, ev: Ev) -> bool:
    return ev.player == g.ctrl(me) and ev.card != me and _has_special(g, ev.card)


@react("spider_verse/spider_man", "play", when=_you_play_a_special_card)
def spider_man(g: Engine, me: int, ev: Ev) -> None:
    g.add_power(me, 1, me)  # each time, not once per turn (book, Clarifications)


@on_play("spider_verse/ghost_spider")
def ghost_spider(g: Engine, me: int) -> Gen:
    yield from _look_draw_one(g, me)


@on_play("spider_verse/miles_morales")
def miles_morales(g: Engine, me: int) -> None:
    if played_as_special(g, me):
        g.add_power(me, -1, me)


@special("spider_verse/miles_morales", "before_scoring",
         can=lambda g, me, bi: _mine_there(g, me, bi) and g.can_play_at(g.owner(me), me, bi))
def miles_morales_before_scoring(g: Engine, me: int, bi: int) -> Gen:
    yield from play_as_special(g, me, bi)


@hook("spider_verse/spider_man_2099", "undestroyable_by")
def spider_man_2099(g: Engine, me: int, minion: int, src: int | None) -> bool:
    return minion == me and src is not None and g.owner(src) != -1 and g.ctrl(src) != g.ctrl(me)


# --- actions -----------------------------------------------------------------------------------
@on_play("spider_verse/comes_great_responsibility")
def comes_great_responsibility(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    if not played_as_special(g, me):
        yield from g.extra_play(p, "minion", me)
        return
    m = yield from g.extra_play(p, "minion", me, now=True, base=g.base_card(g.scoring))
    if m is not None:
        g.add_power(m, -1, me)


special("spider_verse/comes_great_responsibility", "before_scoring", can=_mine_there)(play_as_special)


@on_play("spider_verse/spider_sense")
def spider_sense(g: Engine, me: int) -> None:
    g.draw(g.ctrl(me), 2)


def _had_one_there(g: Engine, me: int, bi: int | None) -> bool:
    """The player holding ``me`` had a character on base ``bi`` when it scored (it may have left
    since: Your Friendly Neighborhood Hero, Scout)."""
    return bi is not None and g.had_minion_as_scored(g.owner(me), bi)


special("spider_verse/spider_sense", "after_scoring", can=_had_one_there)(play_as_special)


attach("spider_verse/spider_verse_bond", "minion")


@hook("spider_verse/spider_verse_bond", "power")
def spider_verse_bond(g: Engine, me: int, minion: int) -> int:
    if minion != g.host_of(me):
        return 0
    return len(g.minions(at=g.slot_of(minion), controller=g.ctrl(me), other_than=minion))


@on_play("spider_verse/spider_reflexes")
def spider_reflexes(g: Engine, me: int) -> Gen:
    yield from _look_draw_one(g, me)
    yield from g.extra_play(g.ctrl(me), "action", me)


attach("spider_verse/webbed_up", "minion")
set_hook("spider_verse/webbed_up", "blanks_host", True)


host_power("spider_verse/webbed_up", -2)


@on_play("spider_verse/with_great_power")
def with_great_power(g: Engine, me: int) -> Gen:
    special_play = played_as_special(g, me)
    cands = g.minions(at=g.scoring) if special_play else g.minions()
    m = yield from pick_minion(g, me, cands, N_("Choose a character to get more power until the end of the turn"))
    if m is not None:
        g.add_power(m, 2 if special_play else 3, me)


special("spider_verse/with_great_power", "before_scoring",
        can=lambda g, me, bi: bool(g.minions(at=bi)))(play_as_special)


@on_play("spider_verse/your_friendly_neighborhood_hero")
def your_friendly_neighborhood_hero(g: Engine, me: int) -> Gen:
    if g.scoring is None:
        return
    p = g.ctrl(me)
    m = yield from pick_minion(g, me, g.minions(at=g.scoring, controller=p),
                               N_("Choose one of your characters to put on top of its owner's deck"))
    if m is not None and g.affect(m, me, p):
        g.to_deck_top(m, me)


only_as_special("spider_verse/your_friendly_neighborhood_hero", "after_scoring", can=_mine_there)


@on_play("spider_verse/the_view_from_above")
def the_view_from_above(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    kind = yield from g.choose_option(p, [A_MINION, AN_ACTION], N_("Name a card type"), me)
    typ = "minion" if kind == A_MINION else "action"
    deck = top_cards_or_fewer(g, p, len(g.state.cards))  # the whole deck, by the book's reveal rule
    others = list(takewhile(lambda c: g.ctype(c) != typ, deck))
    found = deck[len(others):len(others) + 1]
    g.reveal(p, others + found, me)
    for c in found:
        g.to_hand(c)
    if others:  # still in the deck: shuffling it shuffles them in
        g.shuffle(g.state.players[p].deck)

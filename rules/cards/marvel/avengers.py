"""Avengers (Smash Up: Marvel): six power-5 heroes with Talents, each with a signature action that
anyone may play but that does more with its hero in play."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, special
from rules.cards.common import (
    TO_BASE,
    destroy_here,
    destroy_one,
    move_a_modifier,
    move_one,
    only_as_special,
    others_action_on_my_minion_here,
    pick_minion,
    play_as_special,
    played_as_special,
    power_to_one,
)
from rules.engine import Engine
from rules.i18n import N_

BLACK_WIDOW, CAPTAIN_AMERICA, HAWKEYE = "avengers/black_widow", "avengers/captain_america", "avengers/hawkeye"
HULK, IRON_MAN, THOR, MJOLNIR = "avengers/hulk", "avengers/iron_man", "avengers/thor", "avengers/mjolnir"
WIDOW_POWER = 5
THUNDER_POWER = 3
ARROWS_ACTIONS = 2
STRATEGIZE_LOOK, STRATEGIZE_TOP = 4, 2


def in_play(g: Engine, card_id: str, at: int | None = None) -> list[int]:
    """The characters named ``card_id`` in play (at base index ``at``), whoever controls them."""
    return [m for m in g.minions(at=at) if g.cid(m) == card_id]


def draw_then_discard(g: Engine, p: int, draw: int, discard: int, src: int) -> Gen:
    """Draw, then discard cards of your choice (fewer if the hand holds fewer)."""
    g.draw(p, draw)
    hand = g.state.players[p].hand
    for _ in range(min(discard, len(hand))):
        c = yield from g.choose(p, hand, N_("Discard a card"), src, decision_kind="discard")
        g.discard_from_hand(p, c)


# --- characters --------------------------------------------------------------------------------
@on_play(BLACK_WIDOW)
def black_widow(g: Engine, me: int) -> Gen:
    yield from destroy_here(g, me, optional=True, power_le=WIDOW_POWER)


@hook(CAPTAIN_AMERICA, "talent")
def captain_america(g: Engine, me: int) -> None:
    """Those here now get it; it lasts the turn even if he leaves (Clarifications)."""
    for m in g.minions(at=g.slot_of(me), controller=g.ctrl(me), other_than=me):
        g.add_power(m, 1, me)


@on_play(HAWKEYE)
def hawkeye(g: Engine, me: int) -> Gen:
    yield from draw_then_discard(g, g.ctrl(me), 3, 2, me)


@hook(HULK, "talent")
def hulk(g: Engine, me: int) -> None:
    g.add_power(me, 2, me)


@hook(IRON_MAN, "talent")
def iron_man(g: Engine, me: int) -> Gen:
    p, bi = g.ctrl(me), g.slot_of(me)
    other = yield from pick_minion(g, me, g.minions(at=bi, controller=p, other_than=me),
                                   N_("Choose a second character of yours on that base, or pass"), optional=True)
    dest = yield from g.choose_base(p, [b for b in g.base_slots() if b != bi],
                                    TO_BASE, me)
    for m in (me, other):
        if m is not None and dest is not None:
            g.move_minion(m, dest, me)


@on_play(THOR)
def thor(g: Engine, me: int) -> None:
    """The discard pile is searched first: the deck is searched (and shuffled) only when Mjolnir is
    not there."""
    p = g.ctrl(me)
    pl = g.state.players[p]
    found = [c for c in pl.discard if g.cid(c) == MJOLNIR]
    searched_deck = not found and bool(pl.deck)
    if searched_deck:
        found = [c for c in pl.deck if g.cid(c) == MJOLNIR]
    if found:
        g.reveal(p, found[:1], me)
        g.to_hand(found[0])
    if searched_deck:
        g.shuffle(pl.deck)


@hook(THOR, "talent")
def thor_talent(g: Engine, me: int) -> Gen:
    # One Avengers faction per game: at most one Mjolnir.
    hammers = [a for a in g.actions_in_play() if g.cid(a) == MJOLNIR and g.host_of(a) is not None]
    yield from move_a_modifier(g, me, hammers[:1], N_("Choose an action of yours to move"))


# --- actions -----------------------------------------------------------------------------------
@on_play("avengers/avengers_assemble")
def avengers_assemble(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    chars = [c for c in g.state.players[p].discard if g.ctype(c) == "minion"]
    picked = yield from g.choose_many(p, chars, N_("Choose up to 2 characters of your discard pile to shuffle into your deck, then Done"), me, most=2)
    if picked:
        g.shuffle_into_deck(picked, me)


attach("avengers/caps_shield", "minion")


@hook("avengers/caps_shield", "protect")
def caps_shield(g: Engine, me: int, target: int, src: int, player: int) -> bool:
    return others_action_on_my_minion_here(g, me, target, src, player)


@hook("avengers/caps_shield", "power")
def caps_shield_power(g: Engine, me: int, minion: int) -> int:
    host = g.host_of(me)
    mine_here = g.ctrl(minion) == g.ctrl(me) and g.slot_of(minion) == g.slot_of(me)
    return 1 if host is not None and g.cid(host) == CAPTAIN_AMERICA and mine_here else 0


@on_play("avengers/hawkeyes_arrows")
def hawkeyes_arrows(g: Engine, me: int) -> Gen:
    """The drawn actions are named cards: played at once as extras, or not at all (Clarifications)."""
    p = g.ctrl(me)
    # reveal_until: an empty deck takes the shuffled discard pile first, one that runs out stops
    # the search (Clarifications).
    found, others = g.reveal_until(p, lambda c: g.ctype(c) == "action", ARROWS_ACTIONS, me)
    for c in found:
        g.to_hand(c)
    if others:  # only the other revealed cards are shuffled back: none, and the deck keeps its order
        g.shuffle(g.state.players[p].deck)
    if not in_play(g, HAWKEYE):
        return
    for _ in found:
        left = g.extra_candidates(p, "action", [c for c in found if c in g.state.players[p].hand])
        if (yield from g.play_extra(p, left, N_("Play an extra action, or pass"), me)) is None:
            return


@on_play("avengers/hulk_smash")
def hulk_smash(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    bi = yield from g.choose_base(p, g.base_slots(), N_("Choose a base"), me)
    mods = yield from g.choose_many(p, list(g.state.bases[bi].actions),
                                    N_("Choose base modifiers on that base to destroy, then Done"), me)
    for a in mods:
        g.destroy_action(a, me)
    if in_play(g, HULK, at=bi) and (yield from g.ask(p, N_("Destroy the base itself? It does not score; the characters stay on the base that replaces it."), me)):
        destroy_base(g, bi, me)


def destroy_base(g: Engine, bi: int, src: int) -> None:
    """The base goes to the base discard pile unscored, its modifiers with it and its titans back
    beside their owners' decks; the top card of the base deck replaces it and the characters stay
    there, modifiers and all (Clarifications)."""
    g.refill_base_deck()
    if not g.state.base_deck:
        return  # nothing could take its place
    for a in list(g.state.bases[bi].actions):
        g.destroy_action(a, src)
    new = g.state.base_deck[0]
    g.put_base(bi, new, src)


attach("avengers/jarvis", "base")


@hook("avengers/jarvis", "talent")
def jarvis(g: Engine, me: int) -> Gen:
    yield from draw_then_discard(g, g.ctrl(me), 1, 1, me)


attach("avengers/mjolnir", "minion")


@hook(MJOLNIR, "power")
def mjolnir(g: Engine, me: int, minion: int) -> int:
    if minion != g.host_of(me):
        return 0
    return 2 if g.cid(minion) == THOR else -2


@on_play("avengers/modular_tech")
def modular_tech(g: Engine, me: int) -> Gen:
    """Then the extra action, even if nothing moved (book, "Résolution des cartes")."""
    p = g.ctrl(me)
    yield from move_a_modifier(g, me, [a for a in g.actions_in_play() if g.ctrl(a) == p],
                               N_("Choose an action of yours to move"))
    yield from g.extra_play(p, "action", me)


@on_play("avengers/repulsor_boots")
def repulsor_boots(g: Engine, me: int) -> Gen:
    if not played_as_special(g, me):  # played for its Special: no normal effect (Clarifications)
        yield from move_one(g, me, g.minions(controller=g.ctrl(me)))


@special("avengers/repulsor_boots", "before_scoring", can=lambda g, me, bi: bool(in_play(g, IRON_MAN)))
def repulsor_boots_before_scoring(g: Engine, me: int, bi: int) -> Gen:
    """Iron Man from any base to any other, not only the one scoring (Clarifications)."""
    yield from play_as_special(g, me, bi)
    yield from move_one(g, me, in_play(g, IRON_MAN), player=g.owner(me))


@on_play("avengers/strategize")
def strategize(g: Engine, me: int) -> Gen:
    """The cards picked for the bottom go under the deck in the order picked; then the others are
    put back on top in any order."""
    p = g.ctrl(me)
    cards = list(g.top_cards(p, STRATEGIZE_LOOK))
    g.look(p, cards, me, whom=p, zone="deck")
    under = len(cards) - STRATEGIZE_TOP
    for k in range(under):
        c = yield from g.choose(p, cards, N_("Choose a card to put under your deck (the next one goes under it)"), me,
                                picks=(k, under))
        cards.remove(c)
        g.put_in_deck(p, c)
    yield from g.arrange(p, p, cards, me)


@on_play("avengers/tactical_advantage")
def tactical_advantage(g: Engine, me: int) -> Gen:
    yield from power_to_one(g, me, 3, N_("Choose a character to give +3 power"))


@on_play("avengers/thunder_and_lightning")
def thunder_and_lightning(g: Engine, me: int) -> Gen:
    yield from destroy_one(g, me, g.minions(power_le=THUNDER_POWER), optional=False)


only_as_special("avengers/widows_bite", "before_scoring")


@on_play("avengers/widows_bite")
def widows_bite(g: Engine, me: int) -> None:
    """Those there now; a character arriving later is not weakened (Clarifications)."""
    if g.scoring is None:
        return
    for m in g.minions(at=g.scoring, not_controller=g.ctrl(me)):
        g.add_power(m, -1, me)
    for m in in_play(g, BLACK_WIDOW, at=g.scoring):
        g.add_power(m, 2, me)

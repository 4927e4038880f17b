"""Séries B (Science Fiction Double Feature) bases. A base acts for the players it names, who
decide in the rules' order: the active player first, then clockwise."""

from __future__ import annotations

from rules.behaviour import Gen, hook, react
from rules.cards.common import at_place, base_acts_for
from rules.decision import Ev
from rules.engine import Engine
from rules.engine.keys import faceless_city_key, swingin_pad_key
from rules.i18n import N_

Ranks = list[tuple[int, int, int]]
WINNER = 1


def _minion_played_here(g: Engine, me: int, ev: Ev) -> bool:
    """A minion was played here by a player the base's ability affects (Infiltrate)."""
    return ev.base == me and g.ctype(ev.card) == "minion" and g.base_ability_applies(me, ev.player)


# --- Cyborg Apes -------------------------------------------------------------------------------
@hook("base/monkey_lab", "power")
def monkey_lab(g: Engine, me: int, minion: int) -> int:
    if g.slot_of(minion) != g.slot_of_base(me) or not g.base_ability_applies(me, g.ctrl(minion)):
        return 0
    return len(g.attached_to(minion))


@hook("base/primate_park", "after_score_may")
def primate_park(g: Engine, bi: int, ranks: Ranks) -> Gen:
    for p in at_place(g, ranks, WINNER):
        mine = [a for m in g.state.bases[bi].minions for a in g.attached_to(m) if g.owner(a) == p]
        for a in (yield from g.choose_many(p, mine, N_("Take back your actions from minions here, then Done"),
                                           g.base_card(bi))):
            g.to_hand(a)


# --- Shapeshifters -----------------------------------------------------------------------------
def _faceless_city_when(g: Engine, me: int, ev: Ev) -> bool:
    return _minion_played_here(g, me, ev) and faceless_city_key(me, ev.player) not in g.state.used


@react("base/faceless_city", "play", when=_faceless_city_when)
def faceless_city(g: Engine, me: int, ev: Ev) -> Gen:
    p = ev.player
    deck = g.state.players[p].deck
    # "With that name": a reprint in another deck (All Stars' King Rex) is the same name.
    copies = [c for c in deck if g.name(c) == g.name(ev.card)]
    if not copies or not (yield from g.ask(p, N_("Take another copy of that minion from your deck?"), me)):
        return
    g.state.used.add(faceless_city_key(me, p))
    g.reveal(p, copies[:1], me)
    g.to_hand(copies[0])
    g.shuffle(deck)


@hook("base/the_vats", "can_play")
def the_vats(g: Engine, me: int, player: int, card: int, bi: int) -> bool:
    if bi != g.slot_of_base(me) or g.ctype(card) != "minion":
        return True
    return all(g.name(m) != g.name(card) for m in g.state.bases[bi].minions)


# --- Super Spies -------------------------------------------------------------------------------
def _first_minion_here(g: Engine, me: int, ev: Ev) -> bool:
    return _minion_played_here(g, me, ev) and swingin_pad_key(me, ev.player) not in g.state.used


@react("base/isis_swingin_pad", "play", when=_first_minion_here)
def isis_swingin_pad(g: Engine, me: int, ev: Ev) -> Gen:
    p = ev.player
    g.state.used.add(swingin_pad_key(me, p))
    n = g.printed_power(ev.card)
    decks = [q for q in range(g.n_players) if g.state.players[q].deck or g.state.players[q].discard]
    if n <= 0:
        return
    q = yield from g.choose_player(p, decks, N_("Choose whose deck to look at the top card of, or pass"), me, optional=True)
    if q is None:
        return
    seen = g.top_cards(q, n)
    g.look(p, seen, me, whom=q, zone="deck")
    yield from g.arrange(p, q, seen, me)


@react("base/secret_volcano_headquarters", "before_score", when=lambda g, me, ev: ev.base == me)
def secret_volcano_headquarters(g: Engine, me: int, ev: Ev) -> Gen:
    bi = g.slot_of_base(me)
    for p in [p for p in base_acts_for(g, me, g.clockwise_from_active()) if g.has_minion_at(p, bi)]:
        top = g.reveal_top(p, me)
        if top is not None and g.ctype(top) == "minion" and g.can_play_at(p, top, bi):
            yield from g.play(p, top, bi)


# --- Time Travelers ----------------------------------------------------------------------------
@hook("base/portal_room", "on_score")
def portal_room(g: Engine, bi: int, ranks: Ranks, awards: dict[int, int]) -> None:
    for p in at_place(g, ranks, WINNER):
        g.state.extra_turns.append(p)
        g.emit(Ev("extra_turn", player=p, base=g.base_card(bi), src=g.base_card(bi)))


@hook("base/the_nexus", "after_score_may")
def the_nexus(g: Engine, bi: int, ranks: Ranks) -> Gen:
    winners = at_place(g, ranks, WINNER)
    s = g.state
    if not winners:
        return
    # Choosing the next base makes sense once: tied winners, the first in turn order chooses.
    b = yield from g.choose(winners[0], list(s.base_discard), N_("Put a discarded base on top of the base deck, or pass"),
                            g.base_card(bi), optional=True)
    if b is not None:
        g.base_to_deck(b, src=g.base_card(bi))

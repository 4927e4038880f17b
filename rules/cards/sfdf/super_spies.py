"""Super Spies (Séries B: Super Espions). Current wording (the revised deck; see the data notes)."""

from __future__ import annotations

from rules.behaviour import Gen, on_play, react, special
from rules.cards.common import destroy_one, only_as_special
from rules.decision import Ev
from rules.engine import Engine
from rules.engine.keys import mole_key
from rules.i18n import N_

# Option values are shown as buttons (translated in the "rules" context).
FROM_TOP, FROM_BOTTOM = N_("From the top of your deck"), N_("From the bottom of your deck")
EXTRA_MINION, EXTRA_ACTION = N_("An extra minion"), N_("An extra action")


# --- minions -----------------------------------------------------------------------------------
def _other_plays_an_action(g: Engine, me: int, ev: Ev) -> bool:
    return ev.player is not None and ev.player != g.ctrl(me) and g.ctype(ev.card) == "action"


# The discard is owed even when the action destroyed the Secret Agent (the engine's rule).
@react("super_spies/secret_agent", "play", when=_other_plays_an_action)
def secret_agent(g: Engine, me: int, ev: Ev) -> Gen:
    p = ev.player
    c = yield from g.choose(p, g.state.players[p].hand, N_("Discard a card"), me, decision_kind="discard")
    if c is not None:
        g.discard_from_hand(p, c)


def _mole_can(g: Engine, me: int, bi: int | None) -> bool:
    return (bi is not None and g.slot_of(me) == bi and mole_key(me, g.base_card(bi)) not in g.state.used
            and not g.actions_forbidden(g.ctrl(me)))


@special("super_spies/mole", "before_scoring", zone="play", can=_mole_can)
def mole(g: Engine, me: int, bi: int) -> Gen:
    g.state.used.add(mole_key(me, g.base_card(bi)))
    yield from g.extra_play(g.ctrl(me), "action", me, now=True)


@on_play("super_spies/operative")
def operative(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    end = yield from g.choose_option(p, [FROM_TOP, FROM_BOTTOM], N_("Look at 2 cards of your deck: which end?"), me)
    if end == FROM_TOP:
        seen = g.top_cards(p, 2)  # a deck running out takes the shuffled discard pile under it
    elif g.refill_deck(p):
        seen = g.state.players[p].deck[-2:]
    else:
        return
    g.look(p, seen, me, whom=p, zone="deck")
    c = yield from g.choose(p, seen, N_("Choose a card to bury, or pass"), me, optional=True)
    if c is not None:
        bi = yield from g.choose_base(p, g.base_slots(), N_("Choose the base to bury it at"), me)
        g.bury(p, c, bi, me)
    yield from g.arrange(p, p, [x for x in seen if x != c], me, under=end == FROM_BOTTOM)


@on_play("super_spies/informant")
def informant(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    owners = [q for q in range(g.n_players) if g.state.players[q].deck or g.state.players[q].discard]
    q = yield from g.choose_player(p, owners, N_("Choose whose deck to look at"), me)
    if q is None:
        return
    seen = g.top_cards(q, 3)
    g.look(p, seen, me, whom=q, zone="deck")
    if q == p:
        yield from g.arrange(p, p, seen, me, bottom=True)


# --- actions -----------------------------------------------------------------------------------
@on_play("super_spies/discards_are_forever")
def discards_are_forever(g: Engine, me: int) -> Gen:
    """Reading of the current wording: each other player's top card is revealed and discarded if it
    is a minion (a card of another type stays on top)."""
    p = g.ctrl(me)
    best = None
    for q in g.others(p):
        top = g.reveal_top(p, me, whom=q)
        if top is not None and g.ctype(top) == "minion":
            g.discard_card(top, q)
            best = max(best or 0, g.printed_power(top))
    if best is None:
        return
    mine = [c for c in g.state.players[p].discard if g.ctype(c) == "minion" and g.printed_power(c) <= best]
    c = yield from g.choose(p, mine, N_("Put a minion from your discard pile on top of your deck, or pass"), me,
                            optional=True)
    if c is not None:
        g.to_deck_top(c, me)


@on_play("super_spies/for_my_eyes_only")
def for_my_eyes_only(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    seen = g.top_cards(p, 5)
    g.look(p, seen, me, whom=p, zone="deck")
    yield from g.arrange(p, p, seen, me, bottom=True)


@on_play("super_spies/from_q_with_love")
def from_q_with_love(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    g.draw(p, 2)
    c = yield from g.choose(p, g.state.players[p].hand, N_("Discard a card to play an extra card, or pass"), me,
                            optional=True)
    if c is None:
        return
    g.discard_from_hand(p, c)
    kind = yield from g.choose_option(p, [EXTRA_MINION, EXTRA_ACTION], N_("Play which extra card?"), me)
    yield from g.extra_play(p, "minion" if kind == EXTRA_MINION else "action", me)


only_as_special("super_spies/live_and_let_chum", "before_scoring")


@on_play("super_spies/live_and_let_chum")
def live_and_let_chum(g: Engine, me: int) -> Gen:
    if g.scoring is not None:
        yield from destroy_one(g, me, g.minions(at=g.scoring, power_le=4), optional=False)


@on_play("super_spies/mindraker")
def mindraker(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    for q in g.others(p):
        g.look_at_hand(p, q, me)
    # "Any number" of buried cards: looking costs nothing, so all of them.
    g.look(p, [c for bi in g.base_slots() for c in g.buried_at(bi) if g.ctrl(c) != p], me)
    g.draw(p, 1)
    yield from g.extra_play(p, "action", me)


@on_play("super_spies/permit_to_kill")
def permit_to_kill(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    lost: dict[int, int] = {}
    for q in g.others(p):
        top = g.top_cards(q, 2)
        g.reveal(p, top, me, whom=q)
        minions = [c for c in top if g.ctype(c) == "minion"]
        for c in minions:
            g.discard_card(c, q)
        lost[q] = len(minions)
        yield from g.arrange(p, q, [c for c in top if c not in minions], me)
    q = yield from g.choose_player(p, [q for q in lost if lost[q]], N_("Choose a player"), me)
    for _ in range(2 * lost.get(q, 0) if q is not None else 0):
        m = yield from g.choose(p, g.minions(controller=p), N_("Choose a minion to get a +1 power counter"), me)
        if m is not None:
            g.add_counters(m, 1, me)


only_as_special("super_spies/the_base_is_not_enough", "before_scoring")


@on_play("super_spies/the_base_is_not_enough")
def the_base_is_not_enough(g: Engine, me: int) -> Gen:
    if g.scoring is None:
        return
    p = g.ctrl(me)
    cands = [m for m in g.minions(at=g.scoring, power_le=3) if g.ctrl(m) != p and not g.protected(m, me, p)]
    m = yield from g.choose(p, cands, N_("Choose a minion to control until the end of the turn"), me)
    if m is not None:
        g.take_control(m, p, me)


@on_play("super_spies/the_spy_who_ditched_me")
def the_spy_who_ditched_me(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    failed = False
    for q in g.others(p):
        hand = g.state.players[q].hand
        minions = [c for c in hand if g.ctype(c) == "minion"]
        if not minions:
            g.reveal(q, list(hand), me)  # shows that the hand holds no minion
            failed = True
            continue
        c = yield from g.choose(q, minions, N_("Discard a minion"), me, decision_kind="discard")
        g.discard_from_hand(q, c)
        failed = failed or g.printed_power(c) < 3
    if failed:
        for m in g.minions(controller=p):
            g.add_counters(m, 1, me)

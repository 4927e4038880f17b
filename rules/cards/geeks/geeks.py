"""Geeks (Big Geek Box). Their Specials answer other players' plays from the hand: Wil Wheaton and
Force of Wil cancel an action as it is played (``CANCEL_WINDOW``), Control Minion takes a minion
just played, Cosplay adds to a VP gain (see ``respond`` in rules/engine/windows.py)."""

from __future__ import annotations

from rules.behaviour import (
    AFTER_PLAY,
    AFTER_VP,
    CANCEL_WINDOW,
    Gen,
    hook,
    on_play,
    reprint,
    set_hook,
    special,
)
from rules.cards.common import move_a_modifier, pick_minion
from rules.catalogue import catalogue
from rules.decision import Ev
from rules.engine import Engine
from rules.i18n import N_

reprint("geeks/fan", "all_stars/fan")
reprint("geeks/non_infinite_loop", "all_stars/non_infinite_loop")

MULLIGAN_CARDS = 5
RANDOM_DISCARD = N_("They discard a random card")
DESTROY_ONE = N_("They destroy one of their minions")
SHUFFLE_DISCARD = N_("They shuffle their discard pile into their deck")


def _opponent_plays_an_action(g: Engine, me: int, ev: Ev) -> bool:
    """An opponent of ``me``'s holder has just played an action that is not cancelled yet."""
    return ev.player != g.owner(me) and g.ctype(ev.card) == "action" and g.being_played(ev.card)


# --- minions -----------------------------------------------------------------------------------
@on_play("geeks/felicia_day")
def felicia_day(g: Engine, me: int) -> None:
    """Every other minion comes to this base, all in one move: a card moving with the others sees
    them leave its old base, not arrive with it."""
    bi = g.slot_of(me)
    if bi is None:
        return
    g.move_minions([(m, bi) for m in g.minions(other_than=me)], me)


@special("geeks/wil_wheaton", CANCEL_WINDOW, can=_opponent_plays_an_action)
def wil_wheaton(g: Engine, me: int, ev: Ev, slot: int | None) -> Gen:
    """Played onto the base its player picked; the action it answers never resolves."""
    g.cancel_action(ev.card, me)
    yield from g.play(g.owner(me), me, slot)


@hook("geeks/game_guru", "protect")
def game_guru(g: Engine, me: int, target: int, src: int, player: int) -> bool:
    """Other players' cards don't affect it (a base has no controller: its ability still does)."""
    return target == me and player != g.ctrl(me) and g.owner(src) != -1


# --- actions -----------------------------------------------------------------------------------
def _card_names(g: Engine, player: int) -> list[str]:
    """The cards one could name for ``player``: those of their factions (public knowledge)."""
    cat = catalogue()
    ids = {c for f in g.state.players[player].factions for c in cat.factions.get(f, ())
           if cat.cards[c].type in ("minion", "action")}
    return sorted(ids, key=lambda c: (cat.cards[c].name, c))


@on_play("geeks/banned_list")
def banned_list(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    for q in g.others(p):
        named = yield from g.choose_option(p, _card_names(g, q), N_("Name a card (the next player's hand is looked at)"),
                                           me)
        for c in g.look_at_hand(p, q, me):
            if g.cid(c) == named:
                g.to_deck_bottom(c, me)


@on_play("geeks/control_minion")
def control_minion(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    m = yield from pick_minion(g, me, g.minions(not_controller=p),
                               N_("Choose a minion to control until the end of the turn"))
    if m is not None:
        g.take_control(m, p, me)


def _another_plays_a_minion(g: Engine, me: int, ev: Ev) -> bool:
    p = g.owner(me)
    return (ev.player != p and g.ctype(ev.card) == "minion" and g.is_in_play(ev.card)
            and g.ctrl(ev.card) != p and not g.protected(ev.card, me, p))


@special("geeks/control_minion", AFTER_PLAY, can=_another_plays_a_minion)
def control_minion_special(g: Engine, me: int, ev: Ev, slot: int | None) -> Gen:
    """Played as that minion's play has resolved: it stays on its base, under its new controller."""
    p = g.owner(me)
    yield from g.play(p, me, effect=lambda g, me: g.take_control(ev.card, p, me))


set_hook("geeks/cosplay", "special_only", True)


@special("geeks/cosplay", AFTER_VP, can=lambda g, me, ev: ev.player == g.owner(me) and ev.amount >= 1)
def cosplay(g: Engine, me: int, ev: Ev, slot: int | None) -> Gen:
    p = g.owner(me)
    yield from g.play(p, me, effect=lambda g, me: g.gain_vp(p, 1, me))


set_hook("geeks/force_of_wil", "special_only", True)


@special("geeks/force_of_wil", CANCEL_WINDOW, can=_opponent_plays_an_action)
def force_of_wil(g: Engine, me: int, ev: Ev, slot: int | None) -> Gen:
    """Itself an action as it is played: an opponent may cancel it in turn, and then the first
    action resolves after all."""
    yield from g.play(g.owner(me), me, effect=lambda g, me: g.cancel_action(ev.card, me))


@on_play("geeks/griefer")
def griefer(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    left = g.others(p)
    while left:
        q = yield from g.choose_player(p, left, N_("Choose the next player to grief"), me)
        left.remove(q)
        what = yield from g.choose_option(p, [RANDOM_DISCARD, DESTROY_ONE, SHUFFLE_DISCARD],
                                          N_("Choose what that player suffers"), me)
        if what == RANDOM_DISCARD:
            g.discard_random(q, 1, me)
        elif what == DESTROY_ONE:
            # They pick which; Griefer, a card of yours, still can't touch a minion protected from it.
            mine = [m for m in g.minions(controller=q) if not g.protected(m, me, p)]
            m = yield from g.choose(q, mine, N_("Choose one of your minions to destroy"), me)
            if m is not None:
                yield from g.destroy(m, me)
        elif g.state.players[q].discard:
            g.shuffle_into_deck(list(g.state.players[q].discard), me, one_by_one=False)


@on_play("geeks/min_maxing")
def min_maxing(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    q = yield from g.choose_player(p, g.others(p), N_("Choose an opponent whose hand you look at"), me)
    hand = g.look_at_hand(p, q, me)
    yield from g.play_extra(p, g.extra_candidates(p, "action", hand),
                            N_("Play an action from that hand as an extra action, or pass"), me)


@on_play("geeks/mulligan")
def mulligan(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    top = list(g.top_cards(p, MULLIGAN_CARDS))
    if not top:
        return
    g.look(p, top, me, whom=p, zone="deck")
    if not (yield from g.ask(p, N_("Take these cards into your hand and shuffle the rest of your hand into "
                                   "your deck?"), me)):
        return  # they stay on top, in their order
    pl = g.state.players[p]
    old = list(pl.hand)
    for c in top:
        g.draw_card(p, c)
    g.shuffle_into_deck(old, me)


@on_play("geeks/rules_lawyer")
def rules_lawyer(g: Engine, me: int) -> Gen:
    yield from move_a_modifier(g, me, g.actions_in_play(),
                               N_("Choose an action attached to a base or a minion to move"))

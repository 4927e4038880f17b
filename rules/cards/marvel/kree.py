"""Kree (Smash Up: Marvel): extra actions, power and cards drawn. Characters are minions."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, react
from rules.cards.common import host_power, pick_minion, top_cards_or_fewer
from rules.decision import Ev
from rules.engine import Engine
from rules.i18n import N_


def _power_to_one_of_yours(g: Engine, me: int, amount: int, others_than: int | None = None,
                           player: int | None = None) -> Gen:
    """One character you (``me``'s controller, or ``player``) control, other than ``others_than``,
    gets +``amount`` until end of turn."""
    p = g.ctrl(me) if player is None else player
    m = yield from pick_minion(g, me, g.minions(controller=p, other_than=others_than),
                               N_("Choose one of your characters to get more power until the end of the turn"), player=p)
    if m is not None:
        g.add_power(m, amount, me)


def actions_played_this_turn(g: Engine, player: int) -> int:
    """The actions ``player`` has played this turn (Play Cards phase, extra and Special plays alike)."""
    return sum(1 for c in g.played_this_turn(player) if g.ctype(c) == "action")


# --- characters --------------------------------------------------------------------------------
def _you_play_an_action(g: Engine, me: int, ev: Ev) -> bool:
    return ev.player == g.ctrl(me) and ev.card is not None and g.ctype(ev.card) == "action"


# Once triggered it resolves even if that action took it out of play (the engine's rule, book,
# « Résolution des cartes »), for the player who had it.
@react("kree/supreme_intelligence", "play", when=_you_play_an_action)
def supreme_intelligence(g: Engine, me: int, ev: Ev) -> Gen:
    yield from _power_to_one_of_yours(g, me, 1, others_than=me, player=ev.player)


@on_play("kree/minn_erva", "kree/call_for_backup")
def draw_two(g: Engine, me: int) -> None:
    g.draw(g.ctrl(me), 2)


@on_play("kree/ronan_the_accuser")
def ronan_the_accuser(g: Engine, me: int) -> Gen:
    yield from g.extra_play(g.ctrl(me), "action", me)


@hook("kree/kree_sentry", "power")
def kree_sentry(g: Engine, me: int, minion: int) -> int:
    return 2 if minion == me and actions_played_this_turn(g, g.ctrl(me)) >= 2 else 0


# --- actions -----------------------------------------------------------------------------------
@on_play("kree/battle_rage")
def battle_rage(g: Engine, me: int) -> Gen:
    yield from _power_to_one_of_yours(g, me, 2)
    g.draw(g.ctrl(me), 1)


@on_play("kree/it_begins")
def it_begins(g: Engine, me: int) -> Gen:
    yield from _power_to_one_of_yours(g, me, 1)
    g.draw(g.ctrl(me), 1)
    yield from g.extra_play(g.ctrl(me), "action", me)


@on_play("kree/prepare_to_engage")
def prepare_to_engage(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    seen = top_cards_or_fewer(g, p, 5)
    g.reveal(p, seen, me)
    actions = [c for c in seen if g.ctype(c) == "action"]
    for c in (yield from g.choose_many(p, actions, N_("Take up to 2 revealed actions into your hand, then Done"),
                                       me, most=2)):
        g.to_hand(c)
    if seen:
        g.shuffle(g.state.players[p].deck)


@on_play("kree/proven_methods")
def proven_methods(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    actions = [c for c in g.state.players[p].discard if g.ctype(c) == "action"]
    for c in (yield from g.choose_many(p, actions, N_("Choose up to 2 actions to put on top of your deck "
                                                      "(the last one chosen ends on top), then Done"), me, most=2)):
        g.to_deck_top(c, me)


attach("kree/relentless_attack", "minion")


@hook("kree/relentless_attack", "talent")
def relentless_attack(g: Engine, me: int) -> Gen:
    yield from g.extra_play(g.ctrl(me), "action", me)


attach("kree/righteous_fury", "minion")


host_power("kree/righteous_fury", 3)


@on_play("kree/speed_up")
def speed_up(g: Engine, me: int) -> Gen:
    for _ in range(2):
        yield from g.extra_play(g.ctrl(me), "action", me)

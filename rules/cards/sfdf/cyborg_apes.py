"""Cyborg Apes (Séries B: Singes Cyborgs)."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, react, special
from rules.cards.common import destroy_one, here, host_power
from rules.decision import Ev
from rules.engine import Engine
from rules.engine.keys import clyde_scored_key
from rules.i18n import N_

ONTO_MINION = "minion"


def _onto_minion(g: Engine, card: int) -> bool:
    return g.ctype(card) == "action" and g.beh(card).hooks.get("attach") == ONTO_MINION


def _actions_on(g: Engine, minion: int) -> int:
    return len(g.attached_to(minion))


def _yours(g: Engine, me: int, player: int, minion: int) -> bool:
    return g.ctrl(minion) == player


# --- minions -----------------------------------------------------------------------------------
@hook("cyborg_apes/cyberback", "attach_as_hand")
def cyberback(g: Engine, me: int, player: int, card: int, zone: str, target: int) -> bool:
    return target == me and player == g.ctrl(me) and zone == "discard" and g.locate(card) == ("discard", player)


def _clyde_saves(g: Engine, me: int, ev: Ev) -> bool:
    """An action of Clyde's controller, attached to a minion at Clyde's base, just went to their
    discard pile (not as the scored base is cleared: Clyde has offered them all just before)."""
    c = ev.card
    return (c is not None and ev.base == g.base_card_of(me) and _onto_minion(g, c) and g.owner(c) == g.ctrl(me)
            and g.locate(c) == ("discard", g.owner(c)) and clyde_scored_key(ev.base) not in g.state.used)


def _clyde_offer(g: Engine, cards: list[int]) -> Gen:
    """Each card's owner (Clyde's controller, as the card went) may take it into their hand."""
    for c in cards:
        if (yield from g.ask(g.owner(c), N_("Put this action into your hand instead of your discard pile?"), c)):
            g.to_hand(c)


# Clyde was in play when the action went; the same destruction may have taken Clyde too (its own
# attachments), and it still applies (the engine's rule, Marvel book, "Résolution des cartes").
@react("cyborg_apes/clyde_2_0", "discard", when=_clyde_saves)
@react("cyborg_apes/clyde_2_0", "destroy", when=_clyde_saves)
def clyde_2_0(g: Engine, me: int, ev: Ev) -> Gen:
    if g.locate(ev.card) == ("discard", g.owner(ev.card)):  # not taken back already (another Clyde)
        yield from _clyde_offer(g, [ev.card])


@hook("cyborg_apes/clyde_2_0", "scored_instead")
def clyde_2_0_at_scoring(g: Engine, me: int, bi: int) -> Gen:
    """Everything on a scored base is discarded at once: Clyde still sees its player's actions go."""
    p = g.ctrl(me)
    g.state.used.add(clyde_scored_key(g.base_card(bi)))
    mine = [a for m in g.state.bases[bi].minions for a in g.attached_to(m) if g.owner(a) == p]
    yield from _clyde_offer(g, mine)
    return False


@hook("cyborg_apes/baboom", "talent")
def baboom(g: Engine, me: int) -> Gen:
    # An extra play, not a Special's: it may wait for the rest of the phase (Séries B, « Supplémentaire »).
    yield from g.extra_play(g.ctrl(me), "action", me)


@hook("cyborg_apes/baboom", "extra_target_ok")
def baboom_onto_itself(g: Engine, me: int, player: int, minion: int) -> bool:
    return minion == me


@hook("cyborg_apes/furious_george", "power")
def furious_george(g: Engine, me: int, minion: int) -> int:
    return _actions_on(g, me) if minion == me else 0


# --- actions -----------------------------------------------------------------------------------
attach("cyborg_apes/cyberevolution", ONTO_MINION)


host_power("cyborg_apes/cyberevolution", 3)


attach("cyborg_apes/flying_monkey", ONTO_MINION)


def _flying_monkey_can(g: Engine, me: int, bi: int | None) -> bool:
    return bi is not None and g.slot_of(me) == bi and len(g.state.bases) > 1


@special("cyborg_apes/flying_monkey", "after_scoring", zone="play", can=_flying_monkey_can)
def flying_monkey(g: Engine, me: int, bi: int) -> Gen:
    p, minion = g.ctrl(me), g.host_of(me)
    dest = yield from g.choose_base(p, [b for b in g.base_slots() if b != bi],
                                    N_("Choose the base to move it to"), me)
    if dest is not None and g.move_minion(minion, dest, me):
        g.destroy_action(me, me)


@on_play("cyborg_apes/going_bananas")
def going_bananas(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    bi = yield from g.choose_base(p, g.base_slots(), N_("Choose a base"), me)
    # All at once: a Shielding destroyed first still kept the actions it guarded.
    for a in [a for a in g.actions_in_play(at=bi) if g.ctrl(a) != p and not g.protected(a, me, p)]:
        if g.is_in_play(a) and g.affect(a, me, p):
            g.destroy_action(a, me)


attach("cyborg_apes/juiced_up", ONTO_MINION)


@hook("cyborg_apes/juiced_up", "power")
def juiced_up(g: Engine, me: int, minion: int) -> int:
    return 2 * _actions_on(g, minion) if minion == g.host_of(me) else 0


attach("cyborg_apes/missing_uplink", ONTO_MINION, ok=_yours)


@react("cyborg_apes/missing_uplink", "turn_end", when=lambda g, me, ev: ev.player == g.ctrl(me))
def missing_uplink(g: Engine, me: int, ev: Ev) -> None:
    g.draw(g.ctrl(me), 1)


attach("cyborg_apes/monkey_on_your_back", ONTO_MINION, ok=_yours)


@hook("cyborg_apes/monkey_on_your_back", "talent")
def monkey_on_your_back(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    yield from destroy_one(g, me, g.minions(at=here(g, me), not_controller=p, power_le=4), optional=False)
    if g.is_in_play(me):
        g.to_deck_bottom(me, me)


@on_play("cyborg_apes/monkey_see_monkey_do")
def monkey_see_monkey_do(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    top = g.top_cards(p, 5)
    g.reveal(p, top, me)
    actions = [c for c in top if g.ctype(c) == "action"]
    for c in (yield from g.choose_many(p, actions, N_("Take revealed actions into your hand, then Done"), me)):
        g.to_hand(c)
    g.shuffle(g.state.players[p].deck)


attach("cyborg_apes/shielding", ONTO_MINION)


@on_play("cyborg_apes/shielding")
def shielding(g: Engine, me: int) -> None:
    p = g.ctrl(me)
    for a in list(g.attached_to(g.host_of(me))):
        if g.ctrl(a) != p:
            g.destroy_action(a, me)


@hook("cyborg_apes/shielding", "protect")
def shielding_protects(g: Engine, me: int, target: int, src: int, player: int) -> bool:
    host = g.host_of(me)
    guarded = target == host or (target != me and target in g.attached_to(host))
    return guarded and g.ctype(src) == "action" and player != g.ctrl(me)

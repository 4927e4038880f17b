"""Aliens (core set, 2012 printing)."""

from __future__ import annotations

from rules.behaviour import Gen, attach, on_play, set_hook, special
from rules.cards.common import here, move_one, on_the_scored_base, pick_minion, return_one
from rules.engine import Engine
from rules.event_kinds import Zone
from rules.i18n import N_


@on_play("aliens/supreme_overlord")
def supreme_overlord(g: Engine, me: int) -> Gen:
    yield from return_one(g, me, g.minions(), optional=True)


@on_play("aliens/invader")
def invader(g: Engine, me: int) -> None:
    g.gain_vp(g.ctrl(me), 1, me)


@special("aliens/scout", "after_scoring", zone="play", can=on_the_scored_base)
def scout(g: Engine, me: int, bi: int) -> None:
    # Its own Special putting it away after scoring: no other card's ability to guard against.
    g.return_to_hand(me)


@on_play("aliens/collector")
def collector(g: Engine, me: int) -> Gen:
    bi = here(g, me)
    if bi is not None:
        yield from return_one(g, me, g.minions(at=bi, power_le=3), optional=True)


@on_play("aliens/beam_up")
def beam_up(g: Engine, me: int) -> Gen:
    yield from return_one(g, me, g.minions(), optional=False)


@on_play("aliens/abduction")
def abduction(g: Engine, me: int) -> Gen:
    yield from return_one(g, me, g.minions(), optional=False)
    yield from g.extra_play(g.ctrl(me), "minion", me)


@on_play("aliens/crop_circles")
def crop_circles(g: Engine, me: int) -> Gen:
    bi = yield from g.choose_base(g.ctrl(me), g.base_slots(),
                                  N_("Choose a base: every minion there returns to its owner's hand"), me)
    for m in g.minions(at=bi):
        g.return_to_hand(m, me)


@on_play("aliens/disintegrator")
def disintegrator(g: Engine, me: int) -> Gen:
    m = yield from pick_minion(g, me, g.minions(power_le=3),
                               N_("Choose a minion to put at the bottom of its owner's deck"))
    if m is not None:
        g.to_deck_bottom(m, me)


@on_play("aliens/invasion")
def invasion(g: Engine, me: int) -> Gen:
    yield from move_one(g, me, g.minions())


attach("aliens/jammed_signal", "base")
set_hook("aliens/jammed_signal", "blanks_base", True)


@on_play("aliens/probe")
def probe(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    who = yield from g.choose_player(p, g.others(p), N_("Choose a player whose hand you look at"), me)
    if who is None:
        return
    minions = [c for c in g.look_at_hand(p, who, me) if g.ctype(c) == "minion"]
    card = yield from g.choose(p, minions, N_("Choose a minion in that hand: its owner discards it"), me)
    if card is not None:
        g.discard_from_hand(who, card)


@on_play("aliens/terraforming")
def terraforming(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    # The card's order: a base from the base deck, then the base in play it replaces.
    g.refill_base_deck()
    new = yield from g.choose(p, g.state.base_deck, N_("Choose a base from the base deck"), me)
    if new is None:
        return
    bi = yield from g.choose_base(p, g.base_slots(), N_("Choose the base in play it replaces"), me)
    swap_base(g, bi, new)
    yield from g.extra_play(p, "minion", me, base=new)


def swap_base(g: Engine, bi: int, new: int) -> None:
    """Exchange base ``bi`` with ``new`` from the base deck: the minions stay, the actions attached
    to the old base are discarded, and the base deck is shuffled with the old base in it."""
    for a in list(g.state.bases[bi].actions):
        g.to_discard(a)
    g.put_base(bi, new, old_to=Zone.BASE_DECK)
    g.shuffle(g.state.base_deck)

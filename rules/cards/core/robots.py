"""Robots."""

from __future__ import annotations

from rules.behaviour import Gen, hook, on_play, react
from rules.cards.common import destroy_below_count, minion_count_here
from rules.decision import Ev
from rules.engine import Engine
from rules.i18n import N_

MICROBOT = "robots/microbot_"  # every card named "Microbot ..." has an id starting so
ALPHA = "robots/microbot_alpha"


def is_microbot(g: Engine, minion: int, controller: int | None = None) -> bool:
    """A Microbot by name, or any minion of a player who has Microbot Alpha in play.
    ``controller``: who had ``minion`` when it was in play (for a minion that just left it)."""
    if g.cid(minion).startswith(MICROBOT):
        return True
    p = g.ctrl(minion) if controller is None else controller
    # The card first: who controls it is asked only of an Alpha (read for every minion's power).
    cards = g.state.cards
    return any(cards[m] == ALPHA and g.ctrl(m) == p for b in g.state.bases for m in b.minions)


def first_minion_of_turn(g: Engine, me: int) -> bool:
    """No other minion was played by ``me``'s controller earlier this turn."""
    played = g.played_this_turn(g.ctrl(me))
    last = len(played) - 1 - played[::-1].index(me) if me in played else len(played)
    return not any(g.ctype(c) == "minion" for c in played[:last])


def extra_minion_if_first(g: Engine, me: int) -> Gen:
    """Microbot Fixer and Reclaimer: an extra minion when this is your first minion this turn."""
    if first_minion_of_turn(g, me):
        yield from g.extra_play(g.ctrl(me), "minion", me)


# --- minions -----------------------------------------------------------------------------------
@react("robots/nukebot", "destroy", when=lambda g, me, ev: ev.card == me, from_discard=True)
def nukebot(g: Engine, me: int, ev: Ev) -> Gen:
    bi = g.slot_of_base(ev.base)
    if bi is None:
        return
    # ev.player: who had Nukebot when it was destroyed; "other players" are relative to them.
    for m in g.minions(at=bi, not_controller=ev.player):
        yield from g.destroy(m, me)


@hook("robots/warbot", "indestructible")
def warbot(g: Engine, me: int) -> bool:
    return True


@on_play("robots/hoverbot")
def hoverbot(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    top = g.reveal_top(p, me)
    if top is None:
        return
    # It names that very card, so it is played now or not at all; unplayed, it stays on top.
    yield from g.extra_play(p, "minion", me, card=top)


@on_play("robots/zapbot")
def zapbot(g: Engine, me: int) -> Gen:
    yield from g.extra_play(g.ctrl(me), "minion", me, power_le=2)


@hook("robots/microbot_alpha", "power")
def microbot_alpha(g: Engine, me: int, minion: int) -> int:
    # With Alpha in play every minion its controller has is a Microbot: all the others count.
    return len(g.minions(controller=g.ctrl(me))) - 1 if minion == me else 0


def _archive_sees(g: Engine, me: int, ev: Ev) -> bool:
    """Checked as the minion leaves play, while Alpha (if any) still makes it a Microbot."""
    if ev.card == me:
        return True
    return (g.ctype(ev.card) == "minion" and ev.player == g.ctrl(me)
            and is_microbot(g, ev.card, controller=ev.player))


@react("robots/microbot_archive", "destroy", when=_archive_sees, from_discard=True)
def microbot_archive(g: Engine, me: int, ev: Ev) -> None:
    g.draw(ev.player, 1)


@on_play("robots/microbot_fixer")
def microbot_fixer(g: Engine, me: int) -> Gen:
    yield from extra_minion_if_first(g, me)


@hook("robots/microbot_fixer", "power")
def microbot_fixer_power(g: Engine, me: int, minion: int) -> int:
    return 1 if g.ctrl(minion) == g.ctrl(me) and is_microbot(g, minion) else 0


@on_play("robots/microbot_guard")
def microbot_guard(g: Engine, me: int) -> Gen:
    yield from destroy_below_count(g, me, optional=False)


@on_play("robots/microbot_reclaimer")
def microbot_reclaimer(g: Engine, me: int) -> Gen:
    yield from extra_minion_if_first(g, me)
    p = g.ctrl(me)
    # Cards out of play are Microbots by name only: Alpha speaks of the minions you have.
    pool = [c for c in g.state.players[p].discard if g.cid(c).startswith(MICROBOT)]
    back = yield from g.choose_many(p, pool, N_("Choose Microbots to shuffle into your deck, then Done"), me)
    g.shuffle_into_deck(back)


# --- actions -----------------------------------------------------------------------------------
@on_play("robots/tech_center")
def tech_center(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    bi = yield from g.choose_base(p, g.base_slots(), N_("Choose a base: draw a card per minion you have there"), me)
    g.draw(p, minion_count_here(g, p, bi))

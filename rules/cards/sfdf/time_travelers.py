"""Time Travelers (Voyageurs du Temps, Séries B): replays, the discard pile back into the deck, bases
that wait."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, react, set_hook, special
from rules.cards.common import after_going_to_discard, pick_minion, play_as_special, replay_now
from rules.decision import Ev
from rules.engine import Engine
from rules.engine.keys import next_base_key
from rules.i18n import N_

MINIONS = N_("Minions")
ACTIONS = N_("Actions")
STASIS_FIELD = "time_travelers/stasis_field"
TIME_IS_FLEETING = "time_travelers/time_is_fleeting"
WORMHOLE = "time_travelers/wormhole"


def discard_pile(g: Engine, player: int, kind: str | None = None) -> list[int]:
    return [c for c in g.state.players[player].discard if kind is None or g.ctype(c) == kind]


def return_and_replay(g: Engine, me: int, candidates: list[int], optional: bool, prompt: str) -> Gen:
    """Return one of your minions to your hand; you may play it again at once as an extra minion."""
    m = yield from pick_minion(g, me, candidates, prompt, optional)
    if m is not None and g.return_to_hand(m, me):
        yield from replay_now(g, g.ctrl(me), m, me)


# --- minions -----------------------------------------------------------------------------------
@on_play("time_travelers/doctor_when")
def doctor_when(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    yield from return_and_replay(g, me, g.minions(controller=p, other_than=me), True,
                                 N_("Choose another minion of yours to return to your hand, or pass"))


@on_play("time_travelers/repeater_perfect")
def repeater_perfect(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    c = yield from g.choose(p, discard_pile(g, p, "action"),
                            N_("Choose an action in your discard pile to put on top of your deck"), me)
    if c is not None:
        g.to_deck_top(c, me)


@hook("time_travelers/time_raider", "talent")
def time_raider(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    c = yield from g.choose(p, discard_pile(g, p),
                            N_("Choose a card in your discard pile to put at the bottom of your deck"), me)
    if c is not None:
        g.to_deck_bottom(c, me)


@after_going_to_discard("time_travelers/jumper")
def jumper(g: Engine, me: int, ev: Ev) -> Gen:
    p = g.owner(me)
    if g.locate(me)[0] == "discard" and (yield from g.ask(p, N_("Return Jumper to your hand?"), me)):
        g.to_hand(me)


# --- actions -----------------------------------------------------------------------------------
@on_play("time_travelers/1_21_gigawatts")
def gigawatts(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    kind = yield from g.choose_option(p, [MINIONS, ACTIONS], N_("Shuffle which cards of your discard pile into "
                                                                "your deck?"), me)
    g.shuffle_into_deck(discard_pile(g, p, "minion" if kind == MINIONS else "action"), me)


@on_play("time_travelers/do_over")
def do_over(g: Engine, me: int) -> Gen:
    yield from return_and_replay(g, me, g.minions(controller=g.ctrl(me)), False,
                                 N_("Choose one of your minions to return to your hand"))


@on_play("time_travelers/into_the_time_slip")
def into_the_time_slip(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    # "Any one card": a titan too (Big Geek Box, "Titans"), which goes back beside its owner's deck.
    cards = [c for c in g.minions() + g.titans() if not g.protected(c, me, p)]
    c = yield from g.choose(p, cards + g.actions_in_play(),
                            N_("Choose a card in play to return to its owner's hand"), me)
    if c is not None:
        g.return_to_hand(c, me)


@on_play("time_travelers/its_astounding")
def its_astounding(g: Engine, me: int) -> Gen:
    # Played at once, while this card is still resolving (it is discarded afterwards).
    yield from g.extra_play(g.ctrl(me), "action", me, now=True, zone="discard")


attach(STASIS_FIELD, "base")


@hook(STASIS_FIELD, "stops_scoring")
def stasis_field(g: Engine, me: int, bi: int) -> bool:
    return bi == g.slot_of(me)


@react(STASIS_FIELD, "turn_start", when=lambda g, me, ev: ev.player == g.ctrl(me))
def stasis_field_ends(g: Engine, me: int, ev: Ev) -> None:
    g.destroy_action(me, me)


def _time_is_fleeting_can(g: Engine, me: int, bi: int) -> bool:
    # Choosing the next base twice makes no sense: only the first player does (rules, ties).
    return bool(g.state.base_discard) and next_base_key(g.base_card(bi)) not in g.state.marks


set_hook(TIME_IS_FLEETING, "special_only", True)
special(TIME_IS_FLEETING, "after_scoring", can=_time_is_fleeting_can)(play_as_special)


@on_play(TIME_IS_FLEETING)
def time_is_fleeting(g: Engine, me: int) -> Gen:
    if g.scoring is None:
        return
    new = yield from g.choose(g.ctrl(me), list(g.state.base_discard),
                              N_("Choose the base from the base discard pile that replaces the scored one"), me)
    if new is not None:
        g.next_base(g.base_card(g.scoring), new)


@on_play("time_travelers/time_walk")
def time_walk(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    yield from g.extra_play(p, "minion", me)
    yield from g.extra_play(p, "action", me)
    g.draw(p, 2)


set_hook("time_travelers/time_walk", "resolves_to", "deck_bottom")
set_hook(WORMHOLE, "special_only", True)
special(WORMHOLE, "after_scoring")(play_as_special)


@on_play(WORMHOLE)
def wormhole(g: Engine, me: int) -> Gen:
    if g.scoring is None:
        return
    p = g.ctrl(me)
    mine = [m for m in g.minions(at=g.scoring, controller=p) if not g.protected(m, me, p)]
    prompt = N_("Choose minions of yours there to shuffle into your deck, then Done")
    picked = yield from g.choose_many(p, mine, prompt, me)
    g.shuffle_into_deck(picked, me)

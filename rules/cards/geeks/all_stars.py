"""All Stars ("Dream Team"): twenty single cards, each a reprint of another faction's card. A
reprint whose original we have takes that card's behaviour (``reprint``); the others are written
here once, with the primitives the original would use."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, react, reprint, special
from rules.cards.common import deck_minions, move_one, pick_minion
from rules.decision import Ev
from rules.engine import Engine
from rules.i18n import N_

reprint("all_stars/king_rex", "dinosaurs/king_rex")
reprint("all_stars/g_e_l_f", "shapeshifters/g_e_l_f")
reprint("all_stars/seeing_stars", "ninjas/seeing_stars")
reprint("all_stars/its_astounding", "time_travelers/its_astounding")

EXTRA_ACTION, DRAW_ONE = N_("Play an extra action"), N_("Draw 1 card")
SPROUT_POWER = 3


# --- minions -----------------------------------------------------------------------------------
@hook("all_stars/granny", "talent")
def granny(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    top = g.top_of_deck(p)
    if top is None:
        return
    g.look(p, [top], me, whom=p, zone="deck")
    yield from g.arrange(p, p, [top], me, bottom=True)


def _arrives_here(g: Engine, me: int, ev: Ev) -> bool:
    bi = g.slot_of(me)
    return (bi is not None and ev.card != me and g.ctype(ev.card) == "minion"
            and g.base_card(bi) == (ev.to if ev.kind == "move" else ev.base))


@react("all_stars/imperial_dragon", "play",
       when=lambda g, me, ev: _arrives_here(g, me, ev) and ev.player != g.ctrl(me))
def imperial_dragon(g: Engine, me: int, ev: Ev) -> None:
    g.draw(g.ctrl(me), 1)


def _another_player_moves_one_here(g: Engine, me: int, ev: Ev) -> bool:
    """Any minion another player moved here: the mover is whoever controls the moving effect, or
    the player a base moves it for (the Dragon's own move only brings it to a new base)."""
    return _arrives_here(g, me, ev) and ev.by is not None and ev.by != g.ctrl(me)


react("all_stars/imperial_dragon", "move", when=_another_player_moves_one_here)(imperial_dragon)


@hook("all_stars/ensign", "redirect")
def ensign(g: Engine, me: int, target: int, src: int, player: int) -> bool:
    """An opponent's card played this turn picks another minion of this one's controller here."""
    mine, bi = g.ctrl(me), g.slot_of(me)
    return (bi is not None and target != me and src in g.state.played and player != mine and g.ctrl(src) != mine
            and target in g.state.bases[bi].minions and g.ctrl(target) == mine)


@on_play("all_stars/lab_assistant")
def lab_assistant(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    m = yield from pick_minion(g, me, g.minions(controller=p, other_than=me),
                               N_("Choose another minion of yours to get a +1 power counter"))
    if m is not None:
        g.add_counters(m, 1, me)


@on_play("all_stars/puck")
def puck(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    if (yield from g.choose_option(p, [EXTRA_ACTION, DRAW_ONE], N_("Choose one"), me)) == EXTRA_ACTION:
        yield from g.extra_play(p, "action", me)
    else:
        g.draw(p, 1)


@special("all_stars/fan", "play_phase", plays=False, can=lambda g, me, bi: g.state.active == g.owner(me))
def fan(g: Engine, me: int, bi: int | None) -> None:
    """Special: used from the hand (not played), during its owner's turn."""
    p = g.owner(me)
    g.discard_from_hand(p, me)
    g.draw(p, 1)


@hook("all_stars/servitor_of_cthulhu", "talent")
def servitor_of_cthulhu(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    yield from g.destroy(me, me)
    actions = [c for c in g.state.players[p].discard if g.ctype(c) == "action"]
    c = yield from g.choose(p, actions, N_("Choose an action in your discard pile to put on top of your deck"), me)
    if c is not None:
        g.to_deck_top(c, me)


@react("all_stars/sprout", "turn_start", when=lambda g, me, ev: ev.player == g.ctrl(me))
def sprout(g: Engine, me: int, ev: Ev) -> Gen:
    p, bi = ev.player, g.slot_of(me)
    if bi is None or not (yield from g.destroy(me, me)):
        return
    cands = [c for c in deck_minions(g, p) if g.printed_power(c) <= SPROUT_POWER and g.can_play_at(p, c, bi)]
    found = yield from g.choose(p, cands, N_("Choose a minion of power 3 or less in your deck to play there, or pass"),
                                me, optional=True)
    if found is not None:
        g.set_aside(found)
    g.shuffle(g.state.players[p].deck)
    if found is not None:
        yield from g.play(p, found, bi)


# --- actions -----------------------------------------------------------------------------------
@on_play("all_stars/begin_the_summoning")
def begin_the_summoning(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    minions = [c for c in g.state.players[p].discard if g.ctype(c) == "minion"]
    c = yield from g.choose(p, minions, N_("Choose a minion in your discard pile to put on top of your deck"), me)
    if c is not None:
        g.to_deck_top(c, me)
    yield from g.extra_play(p, "action", me)


@on_play("all_stars/favor_of_dionysus")
def favor_of_dionysus(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    m = yield from pick_minion(g, me, g.minions(controller=p), N_("Choose one of your minions to get +1 power"))
    if m is not None:
        g.add_power(m, 1, me)
    yield from g.extra_play(p, "action", me)
    if (yield from g.ask(p, N_("Put this card on top of your deck instead of discarding it?"), me)):
        g.to_deck_top(me, me)


@on_play("all_stars/friendship_power")
def friendship_power(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)

    def with_a_friend(m: int) -> list[int]:
        return [b for b in g.base_slots() if b != g.slot_of(m) and g.has_minion_at(p, b)]

    yield from move_one(g, me, [m for m in g.minions(controller=p) if with_a_friend(m)], to=with_a_friend)
    if (yield from g.ask(p, N_("Return this card to your hand instead of discarding it?"), me)):
        g.to_hand(me)


attach("all_stars/full_moon", "base")


@hook("all_stars/full_moon", "power")
def full_moon(g: Engine, me: int, minion: int) -> int:
    return 1 if g.slot_of(minion) == g.slot_of(me) and g.ctrl(minion) == g.ctrl(me) else 0


@on_play("all_stars/ghostly_arrival")
def ghostly_arrival(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    yield from g.extra_play(p, "minion", me)
    yield from g.extra_play(p, "action", me)


@on_play("all_stars/non_infinite_loop")
def non_infinite_loop(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    standard = [c for c in g.state.players[p].hand if g.ctype(c) == "action" and not g.beh(c).hooks.get("attach")]
    c = yield from g.choose(p, standard, N_("Play a standard action as an extra action"), me)
    if c is None or not g.extra_candidates(p, "action", [c]):
        return  # its play conditions are not met: it does nothing and stays in the hand
    resolved = yield from g.play(p, c)
    if not resolved or g.locate(c)[0] not in ("discard", "deck"):
        return  # cancelled as it was played (Force of Wil): it never resolved
    if (yield from g.ask(p, N_("Return that action to your hand?"), me)):
        g.to_hand(c)


PREPARE_REVEAL, PREPARE_DRAW = 3, 2


@on_play("all_stars/prepare_for_battle")
def prepare_for_battle(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    top = g.top_cards(p, PREPARE_REVEAL)
    g.reveal(p, top, me)
    for _ in range(min(PREPARE_DRAW, len(top))):
        c = yield from g.choose(p, top, N_("Choose a revealed card to draw"), me)
        top.remove(c)
        g.to_hand(c)
    if top:
        yield from g.arrange(p, p, top, me, bottom=True)


@on_play("all_stars/square_deal")
def square_deal(g: Engine, me: int) -> None:
    p = g.ctrl(me)
    hands = g.state.players

    def someone_has_fewer() -> bool:
        return any(len(hands[q].hand) < len(hands[p].hand) for q in g.others(p))

    while not someone_has_fewer() and g.draw(p, 1):
        pass

"""Zombies: the discard pile is a second hand."""

from __future__ import annotations

from rules.behaviour import Gen, attach, hook, on_play, react
from rules.decision import Ev
from rules.engine import Engine
from rules.engine.keys import own_play_key
from rules.i18n import N_

TENACIOUS_Z = "zombies/tenacious_z"  # also the once-per-turn key all copies share
OVERRUN = "zombies/overrun"
COMING_TO_GET_YOU = "zombies/theyre_coming_to_get_you"


def discard_pile(g: Engine, player: int) -> list[int]:
    return g.state.players[player].discard


def mill(g: Engine, card: int, player: int) -> None:
    """Put a card from a deck into its owner's discard pile."""
    g.to_discard(card, player=player)


def same_name(g: Engine, player: int, pool: list[int], prompt: str, src: int) -> Gen:
    """Any number of cards of ``pool`` sharing one name: the first card picked sets the name."""
    first = yield from g.choose(player, pool, prompt, src, optional=True)
    if first is None:
        return []
    more = yield from g.choose_many(player, [c for c in pool if c != first and g.name(c) == g.name(first)],
                                    N_("Choose other cards of that name, then Done"), src)
    return [first, *more]


@on_play("zombies/zombie_lord")
def zombie_lord(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    # The bases are the ones empty of your minions when the ability resolves; one minion each,
    # played at once since each is tied to its base.
    left = [b for b in g.base_slots() if not g.has_minion_at(p, b)]
    while left:
        cands = g.extra_candidates(p, "minion", discard_pile(g, p), power_le=2)
        open_ = [b for b in left if any(g.can_play_at(p, c, b) for c in cands)]
        bi = yield from g.choose_base(p, open_, N_("Choose a base where you had no minion, or pass"), me,
                                      optional=True)
        if bi is None:
            return
        left.remove(bi)
        yield from g.play_extra(p, cands, N_("Play a minion of power 2 or less from your discard pile, or pass"),
                                me, bases=[bi])


@on_play("zombies/grave_digger")
def grave_digger(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    c = yield from g.choose(p, [c for c in discard_pile(g, p) if g.ctype(c) == "minion"],
                            N_("Take a minion from your discard pile into your hand, or pass"), me, optional=True)
    if c is not None:
        g.to_hand(c)


@hook(TENACIOUS_Z, "play_from")
def tenacious_z(g: Engine, me: int, player: int) -> str:
    # "On your turn" is your Play Cards phase (Big Geek Box p. 3), where play_from is offered:
    # never in a scoring window. The key makes it one Tenacious Z per turn.
    return own_play_key(TENACIOUS_Z)


@on_play("zombies/walker")
def walker(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    top = g.top_of_deck(p)
    if top is None:
        return
    c = yield from g.choose(p, [top], N_("Discard the top card of your deck, or pass to leave it there"), me,
                            optional=True)
    if c is not None:
        mill(g, c, p)


@on_play("zombies/grave_robbing")
def grave_robbing(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    c = yield from g.choose(p, discard_pile(g, p), N_("Take a card from your discard pile into your hand"), me)
    if c is not None:
        g.to_hand(c)


@on_play("zombies/lend_a_hand")
def lend_a_hand(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    picked = yield from g.choose_many(p, discard_pile(g, p),
                                      N_("Choose cards of your discard pile to shuffle into your deck, then Done"), me)
    g.shuffle_into_deck(picked)


@on_play("zombies/mall_crawl")
def mall_crawl(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    if not g.refill_deck(p):
        return
    deck = g.state.players[p].deck
    for c in (yield from same_name(g, p, list(deck), N_("Choose a card of your deck to put in your discard pile "
                                                          "with any others of its name, or pass"), me)):
        mill(g, c, p)
    g.shuffle(deck)  # a searched deck is always shuffled afterwards


@on_play("zombies/not_enough_bullets")
def not_enough_bullets(g: Engine, me: int) -> Gen:
    p = g.ctrl(me)
    minions = [c for c in discard_pile(g, p) if g.ctype(c) == "minion"]
    for c in (yield from same_name(g, p, minions, N_("Choose a minion of your discard pile to take into your hand "
                                                     "with any others of its name, or pass"), me)):
        g.to_hand(c)


@on_play("zombies/outbreak")
def outbreak(g: Engine, me: int) -> Gen:
    yield from g.extra_play(g.ctrl(me), "minion", me)


@hook("zombies/outbreak", "extra_base_ok")
def outbreak_bases(g: Engine, me: int, player: int, bi: int) -> bool:
    return not g.has_minion_at(player, bi)  # checked when the extra minion is played


attach(OVERRUN, "base")


@hook(OVERRUN, "can_play")
def overrun(g: Engine, me: int, player: int, card: int, bi: int) -> bool:
    return not (bi == g.slot_of(me) and player != g.ctrl(me) and g.ctype(card) == "minion")


@react(OVERRUN, "turn_start", when=lambda g, me, ev: ev.player == g.ctrl(me))
def overrun_ends(g: Engine, me: int, ev: Ev) -> None:
    g.destroy_action(me, me)


@on_play("zombies/they_keep_coming")
def they_keep_coming(g: Engine, me: int) -> Gen:
    yield from g.extra_play(g.ctrl(me), "minion", me, zone="discard")


attach(COMING_TO_GET_YOU, "base")


@hook(COMING_TO_GET_YOU, "play_as_hand")
def theyre_coming_to_get_you(g: Engine, me: int, player: int, card: int, zone: str, bi: int) -> bool:
    return (player == g.ctrl(me) and zone == "discard" and bi == g.slot_of(me)
            and g.ctype(card) == "minion")

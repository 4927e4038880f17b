"""Patterns several factions share, written once (cards call these instead of copying them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from attrs import define

from rules.behaviour import Gen, react, set_hook, special
from rules.decision import Ev
from rules.engine import Engine
from rules.engine.events import run
from rules.engine.keys import as_special_key
from rules.i18n import N_


def here(g: Engine, me: int) -> int | None:
    """The base index the card ``me`` is on (a minion, or an action attached there)."""
    return g.slot_of(me)


def pick_minion(g: Engine, me: int, candidates: list[int], prompt: str, optional: bool = False,
                player: int | None = None, many: bool = False) -> Gen:
    """The controller of ``me`` (or ``player``: a base has no controller, its ability acts for a
    player) chooses one of ``candidates``; protected minions can't be targeted. ``many``: one pick
    of a run that a pass ends."""
    p = g.ctrl(me) if player is None else player
    targets = [m for m in candidates if not g.protected(m, me, p)]
    return (yield from g.choose(p, targets, prompt, me, optional=optional, many=many))


def destroy_one(g: Engine, me: int, candidates: list[int], optional: bool,
                prompt: str = N_("Choose a minion to destroy"), player: int | None = None) -> Gen:
    """Choose one of ``candidates`` (not protected from ``me``) and destroy it."""
    m = yield from pick_minion(g, me, candidates, prompt, optional, player)
    if m is not None:
        yield from g.destroy(m, me)
    return m


def destroy_here(g: Engine, me: int, optional: bool, power_le: int | None = None,
                 power_lt: int | None = None) -> Gen:
    """On-play: destroy a minion on this minion's base within a power limit — itself included:
    "a minion here" is any minion there unless the text says "another" (Marvel book, « Un
    Personnage »; Black Widow, Ninja Master)."""
    bi = here(g, me)
    if bi is None:
        return None
    cands = g.minions(at=bi, power_le=power_le, power_lt=power_lt)
    return (yield from destroy_one(g, me, cands, optional))


def power_to_one(g: Engine, me: int, amount: int, prompt: str) -> Gen:
    """Any minion in play, chosen by ``me``'s controller, gets ``amount`` power until the end of the
    turn (Tactical Advantage)."""
    m = yield from pick_minion(g, me, g.minions(), prompt)
    if m is not None:
        g.add_power(m, amount, me)
    return m


def return_one(g: Engine, me: int, candidates: list[int], optional: bool,
               prompt: str = N_("Choose a minion to return to its owner's hand")) -> Gen:
    m = yield from pick_minion(g, me, candidates, prompt, optional)
    if m is not None:
        g.return_to_hand(m, me)
    return m


def move_one(g: Engine, me: int, candidates: list[int], optional: bool = False,
             prompt: str = N_("Choose a minion to move"), to: Callable[[int], list[int]] | None = None,
             player: int | None = None, many: bool = False) -> Gen:
    """Choose a minion, then a different base (or one of ``to(minion)``), and move it there."""
    m = yield from pick_minion(g, me, candidates, prompt, optional, player, many)
    if m is None:
        return None
    p = g.ctrl(me) if player is None else player
    dests = to(m) if to is not None else [b for b in g.base_slots() if b != g.slot_of(m)]
    dest = yield from g.choose_base(p, dests, N_("Choose the base to move it to"), me)
    if dest is not None:
        g.move_minion(m, dest, me, player)
    return m


ONTO_MINION, TO_BASE = N_("Choose the minion it goes onto"), N_("Choose the base to move it to")


def move_a_modifier(g: Engine, me: int, modifiers: list[int], prompt: str) -> Gen:
    """``me``'s controller chooses one of ``modifiers`` that may move, then where it goes (another
    base, or another minion: ``modifier_destinations``), and moves it (Modular Tech, Thor, Rules
    Lawyer, Move the Goods). Returns the modifier moved, or None."""
    p = g.ctrl(me)
    mod = yield from g.choose(p, g.movable_modifiers(modifiers, p, me), prompt, me)
    if mod is None:
        return None
    onto_minion = g.host_of(mod) is not None
    to = yield from g.choose(p, g.modifier_destinations(mod, p, me), ONTO_MINION if onto_minion else TO_BASE, me,
                             kind="card" if onto_minion else "base")
    return mod if to is not None and g.move_action(mod, to, me) else None


def move_yours_together(g: Engine, me: int, bi: int, most: int, prompt: str, player: int | None = None) -> Gen:
    """Up to ``most`` characters ``me``'s controller (or ``player``) has on other bases, all chosen
    first, then moved onto base ``bi`` together as one effect (Reassignment, Coordinated Attack,
    Baron Strucker): each sees the others leave its base, not arrive at the new one (Marvel
    clarification, America Chavez). Returns the minions moved."""
    p = g.ctrl(me) if player is None else player
    mine = [m for m in g.minions(controller=p) if g.slot_of(m) != bi and not g.protected(m, me, p)]
    picked = yield from g.choose_many(p, mine, prompt, me, most=most)
    return g.move_minions([(m, bi) for m in picked], me)


def on_the_scored_base(g: Engine, me: int, bi: int | None) -> bool:
    """A Special usable after scoring by a minion on the base that scored (Scout, First Mate)."""
    return bi is not None and g.slot_of(me) == bi


def play_as_special(g: Engine, me: int, bi: int | None) -> Gen:
    """A Special that plays its own card from hand (a minion onto base ``bi``); it is not one of
    the turn's free plays (rules, "Spécial"). While it resolves, ``played_as_special`` is True."""
    g.state.used.add(as_special_key(me))
    try:
        yield from g.play(g.owner(me), me, bi if g.ctype(me) == "minion" else None)
    finally:
        g.state.used.discard(as_special_key(me))


def played_as_special(g: Engine, me: int) -> bool:
    """Card ``me`` is being played through its Special, not as a normal play: a card whose Special
    is used "instead" does not resolve its normal effect (Marvel book, Clarifications: With
    Great Power..., Jet Boots)."""
    return as_special_key(me) in g.state.used


def is_base_modifier(g: Engine, card: int) -> bool:
    """An action that attaches to a base (Marvel: "Modificateur de Base")."""
    return g.ctype(card) == "action" and g.beh(card).hooks.get("attach") == "base"


def lower_breakpoint(g: Engine, bi: int, amount: int) -> None:
    """Base ``bi``'s breakpoint is ``amount`` lower until the end of the turn. Keyed by the base
    card: it lasts if the card that did it leaves play, and doesn't pass on to a new base."""
    eot = g.state.eot_breakpoint
    card = g.base_card(bi)
    eot[card] = eot.get(card, 0) - amount


def only_as_special(card_id: str, window: str, can: Callable[..., bool] | None = None) -> None:
    """An action whose whole card is a Special played in ``window`` (before_scoring,
    after_scoring), never in the Play Cards phase (Live and Let Chum, Rescue Mission); ``can``:
    when it may be (Your Friendly Neighborhood Hero: a character of yours on that base)."""
    set_hook(card_id, "special_only", True)
    special(card_id, window, can=can)(play_as_special)


def minion_count_here(g: Engine, player: int, bi: int) -> int:
    return len(g.minions(at=bi, controller=player))


def destroy_below_count(g: Engine, me: int, optional: bool) -> Gen:
    """On-play: destroy a minion on this base whose power is less than the number of minions
    you have here, this one included (Microbot Guard, Gnome)."""
    bi = here(g, me)
    if bi is None:
        return None
    count = minion_count_here(g, g.ctrl(me), bi)
    return (yield from destroy_here(g, me, optional, power_lt=count))


def base_acts_for(g: Engine, base: int, players: list[int]) -> list[int]:
    """The players among ``players`` whom base card ``base``'s ability affects (the Infiltrate's
    controller may ignore it while the others still get it). The scoring hooks' ``ranks`` are
    already filtered; a base ability that loops over players or reacts to one asks this."""
    return [p for p in players if g.base_ability_applies(base, p)]


def at_place(g: Engine, ranks: list[tuple[int, int, int]], place: int) -> list[int]:
    """Players who took ``place`` at a base's scoring (tied players share it), in the order their
    effects resolve: the active player first, then clockwise (rules, "Égalité, Fraternité")."""
    placed = {p for p, pl, _ in ranks if pl == place}
    return [p for p in g.clockwise_from_active() if p in placed]


def others_action_on_my_minion_here(g: Engine, me: int, target: int, src: int, player: int) -> bool:
    """Whether ``src`` is an action played by another player than ``me``'s controller and
    ``target`` a minion of that controller on ``me``'s base (Wildlife Preserve, Hideout)."""
    mine = g.ctrl(me)
    return (g.ctype(src) == "action" and player != mine and g.ctype(target) == "minion"
            and g.ctrl(target) == mine and g.slot_of(target) == g.slot_of(me))


def from_play_to_discard(g: Engine, me: int, ev: Ev) -> bool:
    """``me`` has just gone from play into a discard pile: destroyed, or discarded off a scored base."""
    return ev.card == me and ev.base is not None and g.locate(me)[0] == "discard"


def after_going_to_discard(card_id: str) -> Callable[[Callable], Callable]:
    """Register "after this minion goes from play to the discard pile" (Jumper, Doppelgänger)."""
    def deco(fn: Callable) -> Callable:
        for kind in ("destroy", "discard"):
            react(card_id, kind, when=from_play_to_discard, from_discard=True)(fn)
        return fn
    return deco


def replay_now(g: Engine, player: int, card: int, src: int) -> Gen:
    """``player`` may play ``card`` (just returned to their hand) again at once as an extra minion."""
    if card in g.state.players[player].hand:
        yield from g.extra_play(player, "minion", src, card=card)


@define(slots=True, frozen=True)
class Destroyed:
    """A minion destroyed as the price of an effect, as it was when it went."""

    minion: int
    power: int
    base: int  # the base card it was on


def destroy_as_cost(g: Engine, me: int, candidates: list[int],
                    prompt: str = N_("Choose one of your minions to destroy")) -> Gen:
    """"Cost: destroy a character you control. Effect: ..." / "Destroy one of your characters to do
    Y" (Marvel book, « Pour »: the effect happens only if the cost was paid in full). ``me``'s
    controller destroys one of ``candidates`` (their own minions that fit the card, ``me`` itself
    allowed, none protected from ``me``); returns a ``Destroyed`` (its power as it went, the base
    card it was on), or None when nothing was destroyed (no candidate, or the destruction was
    prevented): then no effect."""
    m = yield from pick_minion(g, me, candidates, prompt)
    if m is None:
        return None
    paid = Destroyed(m, g.power(m), g.base_card_of(m))
    return paid if (yield from g.destroy(m, me)) else None


def destroy_own_then_play(g: Engine, me: int, pool: Callable[[int], list[int]], prompt: str) -> Gen:
    """Destroy one of your minions, then play as an extra minion one of ``pool(you)`` whose power is
    at most the destroyed minion's power ("...Really?", Transmogrify). "Then": the play happens
    even if the chosen minion survived, up to its power as chosen (Big Geek Box, Clarifications:
    Transmogrify; Marvel book, « Faites X, puis faites Y »)."""
    p = g.ctrl(me)
    m = yield from pick_minion(g, me, g.minions(controller=p), N_("Choose one of your minions to destroy"))
    if m is None:
        return None
    power = g.power(m)
    yield from g.destroy(m, me)
    cands = [c for c in pool(p) if g.ctype(c) == "minion" and g.printed_power(c) <= power]
    return (yield from g.play_extra(p, g.extra_candidates(p, "minion", cands), prompt, me))


def next_turn_of(g: Engine, player: int) -> int:
    """The turn number at which ``player``'s next turn starts (turns rotate one player each):
    "until your next turn" effects last while ``g.state.turn`` is below it."""
    s = g.state
    ahead = (player - s.active) % g.n_players
    return s.turn + (ahead or g.n_players)


def extras_now_or_kept(g: Engine, player: int, n: int, kind: str, src: int, **constraint: Any) -> Gen:
    """``n`` extra plays from an effect. Each may be played at once (Marvel book, Supplémentaire:
    "vous pouvez toujours jouer une carte supplémentaire immédiatement"); in the player's own Play
    Cards phase the ones passed are kept for the phase (Hydra Agent clarification), elsewhere they
    are lost (``extra_play``)."""
    s = g.state
    for k in range(n):
        if (yield from g.extra_play(player, kind, src, now=True, **constraint)) is None:
            if player == s.active and s.phase == "play_cards":
                for _ in range(n - k):
                    g.keep_extra(player, kind, src, **constraint)
            return


def deck_minions(g: Engine, player: int) -> list[int]:
    """The minions of ``player``'s deck, searched (an empty deck takes the discard pile first)."""
    if not g.refill_deck(player):
        return []
    return [c for c in g.state.players[player].deck if g.ctype(c) == "minion"]


def top_cards_or_fewer(g: Engine, player: int, n: int) -> list[int]:
    """The top ``n`` cards to reveal, Marvel book wording (Préparez-vous au Combat clarification):
    an empty deck takes the shuffled discard pile first; a deck running out mid-reveal stops there
    (the discard pile is not shuffled in for the rest)."""
    return g.state.players[player].deck[:n] if g.refill_deck(player) else []


def in_order_to(g: Engine, cost: Any, effect: Callable[[Any], Any]) -> Gen:
    """« Faites X pour faire Y » (Marvel book, "Pour"; also "Cost: X. Effect: Y", "you may do X; if
    you do, do Y"): Y, ``effect(x)``, happens only if X, ``cost`` (an effect returning ``x``, None or
    False when it was not done in full), was. A cost that can't be paid in full does nothing at all
    (``discard_cost``, ``destroy_as_cost``). Returns Y's result, or None."""
    paid = yield from run(cost)
    if paid is None or paid is False:  # a minion's instance id may be 0
        return None
    return (yield from run(effect(paid)))


def discard_cost(g: Engine, player: int, n: int, src: int | None = None) -> Gen:
    """Discard ``n`` cards of your choice as a cost: with fewer than ``n`` cards in hand, none is
    discarded and the cost is not paid. True once paid (``n`` = 0 is paid at once)."""
    hand = g.state.players[player].hand
    if len(hand) < n:
        return False
    for _ in range(n):
        c = yield from g.choose(player, hand, N_("Choose a card to discard"), src, decision_kind="discard")
        g.discard_from_hand(player, c)
    return True


def host_power(card_id: str, amount: int) -> None:
    """An attached action's ongoing power change (+ or -) to the minion it is on."""
    set_hook(card_id, "power", lambda g, me, minion: amount if minion == g.host_of(me) else 0)

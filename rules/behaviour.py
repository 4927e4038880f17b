"""Card behaviour registered by card id. Card modules call these decorators; the engine looks
behaviour up by id when an event happens (no listener lists to copy with the state).

Hooks: ``hook(card_id, name)`` / ``set_hook(card_id, name, value)``; every name is declared once in
``HOOKS`` below, with its signature and meaning, and registering any other name is an error. The
indexed ones are read through ``g.holders(name)`` for every card in play that has them; the others
from the one card the engine asks. A base's hooks ask ``g.base_ability_applies(base, player)`` for
each player they affect; the scoring hooks get ``ranks`` (the ranked players the ability acts for)
without the players who ignore the base; ``can_play``/``play_as_hand``/``destroyed_to`` of a base are
skipped by the engine for them.
Reactions: ``react(card_id, kind)`` handlers run after the effect that caused the event, if their
card is still in play or that effect took it out of play (see ``Events._taken_out`` in rules/engine/events.py);
``beside_deck=True``: only while the card (a titan) waits beside its owner's deck.
Specials: ``special(card_id, window)``. "After this base scores" abilities of minions on it (Scout,
First Mate) are ``after_scoring`` Specials in play, usable when ``bi`` is their base.
Specials in hand that answer a card being played or a gain ("when an opponent plays an action...")
use the response windows below: ``can(g, me, ev)`` and ``run(g, me, ev, base)``, where ``ev`` is the
event answered and ``base`` the base index a minion goes to when its Special plays it (the player
picks it with the play; None for actions). See ``respond`` in rules/engine/windows.py.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from attrs import define, field

from rules.event_kinds import (  # noqa: F401 (the windows' names, as card modules import them from here)
    AFTER_PLAY,
    AFTER_VP,
    CANCEL_WINDOW,
    RESPONSE_WINDOWS,
    check_event,
    check_window,
)

Gen = Generator[Any, Any, Any]


@define(slots=True)
class Reaction:
    kind: str
    when: Callable[..., bool]
    run: Callable[..., Gen]
    from_discard: bool = False  # also fires for the card's own leaving play (Nukebot, Gremlin)
    beside_deck: bool = False  # fires only while the card (a titan) is out of play beside its owner's deck


@define(slots=True)
class Special:
    window: str  # before_scoring, after_scoring, play_phase
    zone: str  # hand, play, discard
    can: Callable[..., bool]
    run: Callable[..., Gen]
    plays: bool = True  # in hand: using it plays the card; False: it is used from the hand (Fan)


@define(slots=True)
class Behaviour:
    hooks: dict[str, Any] = field(factory=dict)
    reactions: list[Reaction] = field(factory=list)
    specials: list[Special] = field(factory=list)
    vanilla: bool = False


@define(slots=True, frozen=True)
class Hook:
    doc: str  # the signature and what it means, one line
    indexed: bool = False  # read through g.holders for every card in play that has it


HOOKS: dict[str, Hook] = {
    # the card's own play
    "on_play": Hook("(g, me) generator: a minion's on-play ability, or an action's effect"),
    "attach": Hook('"base" or "minion": where the action attaches (declared with attach())'),
    "attach_ok": Hook("(g, me, player, target) -> bool: narrows the targets an attach action may go onto"),
    "special_only": Hook("True: never a normal play, only what its Special plays (Hidden Ninja)"),
    "resolves_to": Hook('"deck_bottom": where a standard action goes once resolved, not the discard pile (Time Walk)'),
    # ongoing, in play
    "power": Hook("(g, me, minion) -> int: the ongoing power ``me`` gives ``minion``", indexed=True),
    "breakpoint": Hook("(g, me, slot) -> int: an ongoing change of that base's breakpoint", indexed=True),
    "base_power": Hook("(g, me) -> int: the card's own power in play, instead of the printed one (Mimic)"),
    "titan_power": Hook("(g, me) -> int: what a titan in play adds to its controller's total there, besides counters"),
    "can_play": Hook("(g, me, player, card, slot) -> bool: False forbids that play (Block the Path)", indexed=True),
    "extras": Hook("(g, me, player) -> list[Extra]: extra plays given on its controller's turn", indexed=True),
    "play_as_hand": Hook("(g, me, player, card, zone, slot) -> bool: ``card`` may be played from ``zone`` "
                         "as if from hand (They're Coming to Get You)", indexed=True),
    "attach_as_hand": Hook("(g, me, player, card, zone, target) -> bool: the action ``card`` may go from ``zone`` "
                           "onto minion ``target`` as if from hand (Cyberback)", indexed=True),
    "stops_scoring": Hook("(g, me, slot) -> bool: True while that base can't score (Stasis Field)", indexed=True),
    "forbids_specials": Hook("(g, me, player, slot) -> bool: no Special for ``player`` during that base's "
                             "scoring (Incite Panic)", indexed=True),
    "talent": Hook("(g, me) generator: a Talent, once a turn in its controller's Play Cards phase", indexed=True),
    "talent_can": Hook("(g, me) -> bool: the Talent is offered only while True (Fort Titanosaurus)"),
    # protection, from the target, its modifiers, the minions' modifiers on its base, the base
    "protect": Hook("(g, me, target, src, player) -> bool: ``me`` stops ``src`` affecting ``target``; asked too "
                    "of ``src``'s ongoing power change, which it then keeps off (Marvel, « Affectée »)", indexed=True),
    "intercept": Hook("(g, me, target, src, player) -> bool: ``me`` is destroyed instead of ``src`` affecting "
                      "``target``, and ``src`` affects none it guarded (Hideout)"),
    "redirect": Hook("(g, me, target, src, player) -> bool: ``me`` may take the place of ``target``, just chosen "
                     "for ``src``; its controller is asked (Ensign)", indexed=True),
    # destruction
    "indestructible": Hook("(g, me) -> bool: ``me`` can't be destroyed now"),
    "instead_of_destroy": Hook("(g, me) generator -> bool: True replaces ``me``'s destruction (Buccaneer)"),
    "undestroyable": Hook("(g, me, minion) -> bool: an ongoing card keeping ``minion`` in play (Shell Game)"),
    "undestroyable_by": Hook("(g, me, minion, src) -> bool: the same against ``src`` only (maybe None); the "
                             "minion may still be chosen (Ball and Chain)"),
    "destroyed_to": Hook('(g, me, minion) -> str: on a base, where a minion destroyed there goes ("deck_bottom")'),
    # cancelled abilities
    "blanks_base": Hook("True or (g, me) -> bool: an action on a base switches its ability off for everyone "
                        "(Jammed Signal)"),
    "ignores_base": Hook("(g, me, player) -> bool: an action on a base: ``player`` ignores its ability (Infiltrate)"),
    "blanks_host": Hook("True: an action on a minion cancels that minion's abilities while attached (Webbed Up)"),
    # extra plays
    "play_from": Hook("(g, me, player) -> str | None: a card in a discard pile playable from there as an extra; "
                      "the string is its once-per-turn key"),
    "extra_base_ok": Hook("(g, me, player, slot) -> bool: on the card that gave an extra play, the bases it "
                          "may go to (Outbreak)"),
    "extra_target_ok": Hook("(g, me, player, minion) -> bool: the same for the minion an extra action goes onto "
                            "(Baboom)"),
    # a base scoring (``ranks``: the ranked players its ability acts for)
    "on_score": Hook("(g, bi, ranks, awards): as it scores, before the VP; may change ``awards`` (player -> VP)"),
    "after_score": Hook("(g, bi, ranks) generator: mandatory, ordered with the cards' by the active player"),
    "after_score_may": Hook('(g, bi, ranks) generator: "the winner may", once the mandatory ones are done'),
    "replacement": Hook("(g, bi, ranks) generator -> base instance | None: the base that replaces it"),
    "after_replace": Hook("(g, bi, ranks) generator: once it has been replaced (Tortuga)"),
    "scored_instead": Hook("(g, me, bi) generator: a card on the scored base as it is cleared, when it changes "
                           "where cards are discarded to (Clyde 2.0)"),
}
INDEXED_HOOKS = frozenset(name for name, h in HOOKS.items() if h.indexed)


class UnknownHook(ValueError):
    """A hook name no part of the engine reads: a typo would otherwise do nothing at all."""


REGISTRY: dict[str, Behaviour] = {}
_EMPTY = Behaviour()

# Response windows (Specials in hand answering an event, declared in rules/event_kinds.py with the
# others). CANCEL_WINDOW opens as an action is played, before its effect (Wil Wheaton, Force of Wil);
# the others once the effect that caused the event has resolved, after the cards in play have reacted
# (rules, "Ordre de résolution", step 4).
_DERIVED: dict[tuple[str, ...], tuple[int, frozenset[str]]] = {}


def _ids_where(key: tuple[str, ...], pred: Callable[[Behaviour], bool]) -> frozenset[str]:
    """The card ids whose behaviour satisfies ``pred`` (the question ``key`` names), derived from
    the registry and rebuilt if it grows: quick checks that skip the many cards without the
    ability asked about."""
    known = _DERIVED.get(key)
    if known is None or known[0] != len(REGISTRY):
        known = _DERIVED[key] = (len(REGISTRY), frozenset(c for c, b in REGISTRY.items() if pred(b)))
    return known[1]


def responders(window: str) -> frozenset[str]:
    """The card ids with a Special usable from the hand in ``window`` (before anyone is asked)."""
    return _ids_where(("respond", window), lambda b: any(sp.window == window and sp.zone == "hand"
                                                         for sp in b.specials))


def special_ids(zone: str, window: str) -> frozenset[str]:
    """The card ids with a Special used from ``zone`` (hand, discard, side) in ``window``."""
    return _ids_where(("special", zone, window), lambda b: any(sp.zone == zone and sp.window == window
                                                               for sp in b.specials))


def hooked_ids(name: str) -> frozenset[str]:
    """The card ids whose own behaviour has hook ``name``."""
    return _ids_where(("hook", name), lambda b: name in b.hooks)


def behaviour(card_id: str) -> Behaviour:
    return REGISTRY.get(card_id, _EMPTY)


def _entry(card_id: str) -> Behaviour:
    b = REGISTRY.get(card_id)
    if b is None:
        b = REGISTRY[card_id] = Behaviour()
    return b


def set_hook(card_id: str, name: str, value: Any) -> None:
    """Every hook is registered here: ``name`` must be one of ``HOOKS``."""
    if name not in HOOKS:
        from difflib import get_close_matches  # a card module's typo only: not at every start

        near = get_close_matches(name, HOOKS, n=1)
        raise UnknownHook(f"{card_id}: unknown hook {name!r}" + (f" (did you mean {near[0]!r}?)" if near else "")
                          + "; the hooks are declared in rules.behaviour.HOOKS")
    _entry(card_id).hooks[name] = value


def hook(card_id: str, name: str) -> Callable[[Callable], Callable]:
    def deco(fn: Callable) -> Callable:
        set_hook(card_id, name, fn)
        return fn
    return deco


def on_play(*card_ids: str) -> Callable[[Callable], Callable]:
    def deco(fn: Callable) -> Callable:
        for cid in card_ids:
            set_hook(cid, "on_play", fn)
        return fn
    return deco


def attach(card_id: str, to: str, ok: Callable | None = None) -> None:
    """Declare an action that attaches to a "base" or a "minion" (``ok`` narrows the targets)."""
    set_hook(card_id, "attach", to)
    if ok is not None:
        set_hook(card_id, "attach_ok", ok)


def react(card_id: str, kind: str, when: Callable[..., bool] | None = None,
          from_discard: bool = False, beside_deck: bool = False) -> Callable[[Callable], Callable]:
    check_event(kind, card_id)

    def deco(fn: Callable) -> Callable:
        _entry(card_id).reactions.append(Reaction(kind, when or (lambda g, me, ev: True), fn, from_discard,
                                                  beside_deck))
        return fn
    return deco


def special(card_id: str, window: str, zone: str = "hand",
            can: Callable[..., bool] | None = None, plays: bool = True) -> Callable[[Callable], Callable]:
    check_window(window, card_id)

    def deco(fn: Callable) -> Callable:
        _entry(card_id).specials.append(Special(window, zone, can or (lambda g, me, bi: True), fn, plays))
        return fn
    return deco


def vanilla(*card_ids: str) -> None:
    """Cards with no ability at all: printed power only, and that is the whole card."""
    for cid in card_ids:
        _entry(cid).vanilla = True


REPRINTS: dict[str, str] = {}  # a reprint -> its original, until every card module is loaded


def reprint(card_id: str, original: str) -> None:
    """``card_id`` is a reprint of ``original`` (another faction's card): it has the same behaviour,
    shared, never copied. It takes it in ``resolve_reprints``, once every card module is loaded, so
    that no faction imports another's module."""
    REPRINTS[card_id] = original


def resolve_reprints() -> None:
    def resolve(card_id: str) -> None:
        original = REPRINTS.pop(card_id)
        if original in REPRINTS:  # a reprint of a reprint takes the original's behaviour
            resolve(original)
        assert original in REGISTRY, f"{card_id} reprints {original}, which no card module registers"
        o = REGISTRY[original]
        REGISTRY[card_id] = Behaviour(dict(o.hooks), list(o.reactions), list(o.specials), o.vanilla)

    while REPRINTS:
        resolve(next(iter(REPRINTS)))


def implemented(card_id: str) -> bool:
    b = REGISTRY.get(card_id)
    return b is not None and (b.vanilla or bool(b.hooks or b.reactions or b.specials))

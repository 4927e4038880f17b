"""Card behaviour registered by card id. Card modules call these decorators; the engine looks
behaviour up by id when an event happens (no listener lists to copy with the state).

Hook names the engine calls (``hook(card_id, name)``):
- ``on_play(g, me)``: generator — a minion's on-play ability or an action's effect.
- ``power(g, me, minion) -> int``: ongoing power bonus ``me`` (in play) gives ``minion``.
- ``breakpoint(g, me, base_index) -> int``: ongoing breakpoint change.
- ``attach``: "base" or "minion"; ``attach_ok(g, me, player, target) -> bool`` narrows targets.
- ``can_play(g, me, player, card, base_index) -> bool``: False forbids a play (Block the Path...).
- ``protect(g, me, target, src, player) -> bool``: True if ``me`` stops ``src`` affecting ``target``;
  asked of the target, its modifiers, the other minions' modifiers on its base (Cap's Shield), the
  base's modifiers and the base. Asked too of ``src``'s ongoing ``power`` hook: True keeps that
  power change off ``target`` (a change of power affects a card: Marvel book, « Affectée »; Big
  Geek Box, a +1 power counter affects its minion).
- ``intercept(g, me, target, src, player) -> bool``: True if ``me`` is destroyed instead of ``src``
  affecting ``target``; ``src`` then affects none of the minions ``me`` guarded (Hideout).
- ``redirect(g, me, target, src, player) -> bool``: True if ``me`` (in play) may take the place of
  ``target``, just chosen by ``player`` for ``src``; its controller is asked (Ensign).
- ``indestructible(g, me) -> bool``; ``instead_of_destroy(g, me)``: generator replacing a destroy.
- ``destroyed_to(g, me, minion) -> str``: where a minion destroyed on this base goes ("deck_bottom").
- ``blanks_base``: on an action attached to a base, True (or ``(g, me) -> bool``) while that
  base's ability is switched off for everyone (Jammed Signal).
- ``ignores_base(g, me, player) -> bool``: on an action attached to a base, True while ``player``
  ignores that base's ability (Infiltrate: its controller only). A base's hooks ask
  ``g.base_ability_applies(base, player)`` for each player they affect; the scoring hooks get
  ``ranks`` without the players who ignore the base; ``can_play``/``play_as_hand``/``destroyed_to``
  of a base are skipped by the engine for them.
- ``grants(g, me, player) -> list[Extra]``: extra plays an ongoing card gives on its controller's turn.
- ``play_from(g, me, player) -> str | None``: a card in a discard pile that may be played from
  there, as an extra play; the string is its once-per-turn key.
- ``extra_base_ok(g, me, player, base_index) -> bool``: on the card that gave an extra play
  (``Extra.source``): the bases that extra may go to, checked when it is used (Outbreak).
- ``extra_target_ok(g, me, player, minion) -> bool``: the same for the minion an extra action
  goes onto (Baboom: itself).
- ``play_as_hand(g, me, player, card, zone, base_index) -> bool``: ongoing — ``player`` may play
  ``card`` from ``zone`` (a discard pile) onto that base as if from hand (They're Coming to Get You).
- ``attach_as_hand(g, me, player, card, zone, target) -> bool``: ongoing — ``player`` may play the
  action ``card`` from ``zone`` onto minion ``target`` as if from hand (Cyberback).
- Base scoring (``ranks``: the ranked players the ability acts for): ``on_score(g, bi, ranks)``,
  ``after_score(g, bi, ranks)`` (generator: a mandatory effect, ordered with the cards' by the
  active player), ``after_score_may(g, bi, ranks)`` (generator: "the winner may", once the
  mandatory ones are done),
  ``keep_on_score(g, bi, minion, ranks)`` (generator, True keeps the minion out of the discard),
  ``replacement(g, bi, ranks)`` (generator returning a base instance or None),
  ``after_replace(g, bi, ranks)`` (generator).
- Clearing a scored base: ``scored_instead(g, me, bi)`` (generator, True if it went elsewhere) for a
  card that changes where cards go when they are discarded. "After this base scores" abilities are
  ``after_scoring`` Specials instead (see below).
- ``base_power(g, me) -> int``: the card's own power in play, instead of the printed one (Mimic).
- ``stops_scoring(g, me, base_index) -> bool``: True while that base can't score (Stasis Field).
- ``undestroyable(g, me, minion) -> bool``: an ongoing card keeping ``minion`` from being destroyed.
- ``undestroyable_by(g, me, minion, src) -> bool``: the same against ``src`` only (Ball and Chain:
  other players' cards); ``src`` may be None (no card). The minion may still be chosen.
- ``forbids_specials(g, me, player, base_index) -> bool``: True while ``player`` may use no Special
  during that base's scoring (Incite Panic).
- ``blanks_host``: on an action attached to a minion, True: that minion's abilities are cancelled
  while it is attached (Webbed Up); ``g.beh(minion)`` is then empty.
- ``resolves_to``: "deck_bottom" for a standard action that goes there, not to the discard pile.
- ``titan_power(g, me) -> int``: what a titan in play adds to its controller's total at its base
  (besides its counters); ``talent_can(g, me) -> bool``: the Talent is offered only while True.
Reactions: ``react(card_id, kind)`` handlers run after the effect that caused the event, if their
card is still in play or that effect took it out of play (see ``Primitives._taken_out``);
``beside_deck=True``: only while the card (a titan) waits beside its owner's deck.
Specials: ``special(card_id, window)``. "After this base scores" abilities of minions on it (Scout,
First Mate) are ``after_scoring`` Specials in play, usable when ``bi`` is their base.
Specials in hand that answer a card being played or a gain ("when an opponent plays an action...")
use the response windows below: ``can(g, me, ev)`` and ``run(g, me, ev, base)``, where ``ev`` is the
event answered and ``base`` the base index a minion goes to when its Special plays it (the player
picks it with the play; None for actions). See ``respond`` in rules/mechanics.py.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from attrs import define, field

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


REGISTRY: dict[str, Behaviour] = {}
_EMPTY = Behaviour()

# Response windows (Specials in hand answering an event). CANCEL_WINDOW opens as an action is
# played, before its effect (Wil Wheaton, Force of Wil); the others once the effect that caused the
# event has resolved, after the cards in play have reacted (rules, "Ordre de résolution", step 4).
CANCEL_WINDOW, AFTER_PLAY, AFTER_VP = "action_played", "card_played", "vp_gained"
RESPONSE_WINDOWS = {"play": AFTER_PLAY, "vp": AFTER_VP}  # event kind -> the window it opens
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


def hook(card_id: str, name: str) -> Callable[[Callable], Callable]:
    def deco(fn: Callable) -> Callable:
        _entry(card_id).hooks[name] = fn
        return fn
    return deco


def on_play(*card_ids: str) -> Callable[[Callable], Callable]:
    def deco(fn: Callable) -> Callable:
        for cid in card_ids:
            _entry(cid).hooks["on_play"] = fn
        return fn
    return deco


def set_hook(card_id: str, name: str, value: Any) -> None:
    _entry(card_id).hooks[name] = value


def attach(card_id: str, to: str, ok: Callable | None = None) -> None:
    """Declare an action that attaches to a "base" or a "minion" (``ok`` narrows the targets)."""
    e = _entry(card_id)
    e.hooks["attach"] = to
    if ok is not None:
        e.hooks["attach_ok"] = ok


def react(card_id: str, kind: str, when: Callable[..., bool] | None = None,
          from_discard: bool = False, beside_deck: bool = False) -> Callable[[Callable], Callable]:
    def deco(fn: Callable) -> Callable:
        _entry(card_id).reactions.append(Reaction(kind, when or (lambda g, me, ev: True), fn, from_discard,
                                                  beside_deck))
        return fn
    return deco


def special(card_id: str, window: str, zone: str = "hand",
            can: Callable[..., bool] | None = None, plays: bool = True) -> Callable[[Callable], Callable]:
    def deco(fn: Callable) -> Callable:
        _entry(card_id).specials.append(Special(window, zone, can or (lambda g, me, bi: True), fn, plays))
        return fn
    return deco


def vanilla(*card_ids: str) -> None:
    """Cards with no ability at all: printed power only, and that is the whole card."""
    for cid in card_ids:
        _entry(cid).vanilla = True


def reprint(card_id: str, original: str, module: object) -> None:
    """``card_id`` is a reprint of ``original`` (another faction's card, whose ``module`` has been
    imported): it has the same behaviour, shared, never copied."""
    assert original in REGISTRY, f"{module} does not register {original}"
    o = REGISTRY[original]
    REGISTRY[card_id] = Behaviour(dict(o.hooks), list(o.reactions), list(o.specials), o.vanilla)


def implemented(card_id: str) -> bool:
    b = REGISTRY.get(card_id)
    return b is not None and (b.vanilla or bool(b.hooks or b.reactions or b.specials))

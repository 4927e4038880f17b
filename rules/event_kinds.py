"""Every kind of event the Smash Up engine emits and every window a Special is used in, declared
once, like the hooks (rules/behaviour.py's HOOKS): ``react(card, "destory")`` or
``special(card, "befor_scoring")`` would otherwise register something that never fires. Registering
an undeclared one raises (with the nearest declared name); ``emit`` refuses an undeclared kind.

The zone events are those that tell a card changed zone: each is emitted by the one primitive that
makes that change (rules/engine/zones.py, plays.py, titans.py), never by card code
(tests/test_cards_house.py walks rules/cards/ for it)."""

from __future__ import annotations

from enum import StrEnum


class Zone(StrEnum):
    """Where a card is (``g.locate``'s first value; the scenario contract's zone names)."""

    HAND = "hand"
    DECK = "deck"
    DISCARD = "discard"
    BASE = "base"  # a minion on a base
    ATTACHED_BASE = "attached_base"  # an action on a base
    ATTACHED = "attached"  # an action on a minion
    BURIED = "buried"
    TITAN = "titan"  # a titan in play
    BESIDE_DECK = "beside_deck"  # a titan out of play
    IN_PLAY = "in_play"  # a base in its slot
    BASE_DECK = "base_deck"
    BASE_DISCARD = "base_discard"
    RESOLVING = "resolving"  # a standard action while it resolves, or a card set aside by an effect
    REMOVED = "removed"


# kind -> what it tells (``card``, ``player``, ``base``... as Ev's fields say).
ZONE_EVENTS: dict[str, str] = {
    "play": "card played by player (from hand, discard, deck...) to base, onto minion ``to``, or resolving",
    "destroy": "card destroyed (from base) by src; player: its controller",
    "discard": "card put into its owner's discard pile (from hand, play, deck, a buried place)",
    "return": "card returned from play to its owner's hand",
    "move": "card moved from base to base ``to`` (or an action onto minion ``to``)",
    "draw": "card drawn by player (seen by them alone)",
    "to_hand": "card put into a hand from elsewhere than the deck's top (not a draw)",
    "deck_bottom": "card placed under its owner's deck",
    "deck_top": "card placed on top of its owner's deck",
    "into_deck": "card shuffled into its owner's deck",
    "shuffle": "player's discard pile shuffled into their deck (every card in it)",
    "hand_into_deck": "``amount`` cards of player's hand shuffled into their deck (Winds of Change, Mulligan, the "
                      "opening hand shown and replaced): which ones, only they knew",
    "base_deck_shuffle": "the base discard pile shuffled into the empty base deck (every base in it: ``amount``)",
    "base_deck_top": "base ``card`` put on top of the base deck (from the base discard pile: The Nexus)",
    "base_deck_bottom": "base ``card`` put under the base deck (from the base discard pile)",
    "base_replaced": "base ``card`` took the slot of ``base``, which left play",
    "bury": "card buried face down at base by player",
    "titan_in": "titan brought into play at base",
    "titan_out": "titan back beside its owner's deck",
}
EVENTS: dict[str, str] = {
    **ZONE_EVENTS,
    "affect": "src is about to affect card (a notification for cards that watch: Brownie)",
    "untouched": "card, aimed at by src, left as it is by the protection or rule of card ``to`` (its own text, a "
                 "modifier, its base...); player: its controller",
    "not_destroyed": "minion card, which src was destroying, kept in play by the ability of card ``to`` (its own, "
                     "a modifier's, its base's...); player: its controller",
    "cancel": "action cancelled as it was played: it has no effect",
    "after": "the effects ``card``'s leaving triggered are over (g.after)",
    "power": "card gets ``amount`` power until the end of the turn",
    "lasting_power": "card gets ``amount`` power until player's next turn begins",
    "power_to_turn_end": "card gets ``amount`` power until the end of player's next turn",
    "counter": "card's +1 power counters change by ``amount``",
    "control": "player controls card until the end of the turn",
    "vp": "player gains ``amount`` VP",
    "reveal": "player reveals card",
    "look_hand": "player looks at whom's hand",
    "look_deck": "player looks at ``amount`` cards of whom's deck",
    "look_cards": "player looks at ``amount`` hidden cards",
    "look": "player sees card (seen by them alone)",
    "talent": "player uses card's Talent",
    "named": "player said ``said`` aloud for src's effect: a faction or a card named, one of its choices taken",
    "extra_turn": "player takes an extra turn",
    "turn_start": "player's turn begins",
    "turn_end": "player's turn ends",
    "score_start": "base starts scoring (before anyone is asked)",
    "before_score": "base is about to score (its and the cards' \"before it scores\" abilities)",
    "scored": "base scored",
    "rank": "player took place ``amount`` at the scored base",
    "after_score": "base has scored and its VP are awarded",
    "game_over": "player wins the game",
}

# The Me First! windows of the turn, and the response windows (Specials in hand answering an event).
BEFORE_SCORING, AFTER_SCORING, PLAY_PHASE = "before_scoring", "after_scoring", "play_phase"
CANCEL_WINDOW, AFTER_PLAY, AFTER_VP = "action_played", "card_played", "vp_gained"
WINDOWS: dict[str, str] = {
    BEFORE_SCORING: "Me First! before a base scores: run(g, me, slot)",
    AFTER_SCORING: "after a base scored: run(g, me, slot); in play, for minions on that base (Scout)",
    PLAY_PHASE: "a Special used in its owner's Play Cards phase: run(g, me, None)",
    CANCEL_WINDOW: "an action is played, before its effect (Wil Wheaton): run(g, me, ev, slot)",
    AFTER_PLAY: "a card was played, its effect over: run(g, me, ev, slot)",
    AFTER_VP: "a player gained VP: run(g, me, ev, slot)",
}
RESPONSE_WINDOWS = {"play": AFTER_PLAY, "vp": AFTER_VP}  # event kind -> the response window it opens


class Undeclared(ValueError):
    """An event kind or a window nobody emits or opens: a typo would otherwise do nothing at all."""


def _check(name: str, declared: dict[str, str], what: str, where: str, who: str) -> None:
    if name not in declared:
        from difflib import get_close_matches  # a programming error's message only

        near = get_close_matches(name, declared, n=1)
        raise Undeclared(f"{who}: unknown {what} {name!r}" + (f" (did you mean {near[0]!r}?)" if near else "")
                         + f"; they are declared in rules.event_kinds.{where}")


def check_event(kind: str, who: str) -> None:
    _check(kind, EVENTS, "event kind", "EVENTS", who)


def check_window(window: str, who: str) -> None:
    _check(window, WINDOWS, "Special window", "WINDOWS", who)


# The moves the engine makes without an event of their own, (from, to) -> why. Nothing else moves a
# card untold (tests/test_rules_zone_events.py watches random games of every box).
SILENT: dict[tuple[Zone, Zone], str] = {
    (Zone.RESOLVING, Zone.DISCARD): "a standard action that has resolved, to its owner's discard pile: its play "
                                    "told it (a resolved action is not discarded: no card watching discards sees it)",
    (Zone.DECK, Zone.RESOLVING): "a card set aside from a deck while its effect decides where it goes: where it "
                                 "goes is told (played, discarded)",
}

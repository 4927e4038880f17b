"""What the engine asks (Decision) and what it reports (Ev)."""

from __future__ import annotations

from attrs import define

from rules.actions import Action, PickKind


class DecisionKind:
    """What a Decision asks (plain strings: the table, the bots and saved positions read them).
    A choice among picks is of its pick kind (``PickKind``) unless the engine names it otherwise."""

    MAIN = "main"  # the Play Cards phase
    CARD, BASE, PLAYER, OPTION = PickKind.CARD, PickKind.BASE, PickKind.PLAYER, PickKind.OPTION
    YESNO = "yesno"
    ME_FIRST = "me_first"  # a Me First! or response round (Windows.me_first_round)
    ORDER = "order"  # which simultaneous effect resolves next
    DISCARD = "discard"  # a card to discard (the bots treat it apart)


@define(slots=True, frozen=True)
class Decision:
    """One question for one player. ``options`` are exactly the legal answers.

    kind: main (Play Cards phase), card, base, player, option, yesno, me_first, order, discard.
    ``prompt`` is an English message marked for translation; ``source`` the card that asks.
    """

    player: int
    kind: str
    options: tuple[Action, ...]
    prompt: str = ""
    source: int | None = None
    optional: bool = False
    quiescent: bool = False  # no effect is half-resolved: the state alone says where the game is
    window: str | None = None  # for me_first: before_scoring, after_scoring
    slot: int | None = None  # the slot of the base a window or choice is about
    many: bool = False  # one pick of a run ("any number"): passing ends the run (the button says Done)
    about: int | None = None  # the card the question is about, when it is not the one asking (top or under?)
    picks: tuple[int, int] | None = None  # in a run of picks: how many were made, how many in all (at most)


@define(slots=True, frozen=True)
class Ev:
    """Something that happened, for the table to animate and the log to tell.

    Events name cards and bases by instance id (a base by its base card, never by its slot), so they
    describe the moment they happened whatever changed since (a base scored and replaced, a card
    that left play).

    A ``move`` names its mover in ``by`` (``player`` is the moved card's controller): the
    controller of the moving card, or the player a base moves for (Marvel book, « Règlement des
    conflits »: on a base, "you" is the player the text names).

    kind examples: play, destroy, return, move, discard, draw, vp, score, base_replaced, shuffle,
    attach, power, reveal, look_hand, look_deck, turn_start, turn_end, game_over; rank (after
    scored: ``player`` took place ``amount``, 1 to 3, at the scored base).
    """

    kind: str
    card: int | None = None
    player: int | None = None
    base: int | None = None  # the base card where it happens (base_replaced: the base that left)
    to: int | None = None  # the base card a minion moves to, the minion an action goes onto (untouched: the protector)
    amount: int = 0
    src: int | None = None  # the card whose ability caused it
    seen: tuple[int, ...] | None = None  # the players who may see it; None: everyone
    whom: int | None = None  # the other player it is about (whose hand or deck is looked at)
    at_random: bool = False  # discard: the card was taken at random from the hand
    by: int | None = None  # move: the player who moved the card (a base's move is made for a player)
    said: str | None = None  # named: the option said aloud (a faction's slug, a card id, or the rules' words)

    def visible_to(self, player: int) -> bool:
        return self.seen is None or player in self.seen


class Illegal(ValueError):
    """An action that is not among the pending decision's options; ``reason`` is for people."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason

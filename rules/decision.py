"""What the engine asks (Decision) and what it reports (Ev)."""

from __future__ import annotations

from attrs import define

from rules.actions import Action


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
    base: int | None = None  # the base a window or choice is about


@define(slots=True, frozen=True)
class Ev:
    """Something that happened, for the table to animate and the log to tell.

    kind examples: play, destroy, return, move, discard, draw, vp, score, base_replaced, shuffle,
    attach, power, reveal, turn_start, turn_end, game_over; rank (after scored: ``player`` took place
    ``amount``, 1 to 3, at the scored base).
    """

    kind: str
    card: int | None = None
    player: int | None = None
    base: int | None = None  # base index
    to: int | None = None  # destination base index, or minion an action goes onto
    amount: int = 0
    src: int | None = None  # the card whose ability caused it
    base_card: int | None = None  # the base card involved (stable when bases are replaced)

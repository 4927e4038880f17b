"""Every key family of ``state.used`` (facts that hold until the turn ends: cleared as every turn
ends) and ``state.marks`` (facts that outlive the turn, each family ending as its line says)."""

from __future__ import annotations


def scored_with_key(base_card: int, controller: int) -> str:
    """The once-per-turn key saying ``controller`` had a minion on that base when it scored."""
    return f"scored_with:{base_card}:{controller}"


CANCELLED = "cancelled"  # in ``used`` while some card's ongoing power change is cancelled for the turn


TURN_END = "end"  # the suffix of a lasting change that ends as a turn ends, not as it starts


PLAY_PHASE_FROM = "play_phase_from:"  # in ``used``: how many cards were played before the Play Cards phase


LASTING = "lasting_power"  # a mark present while some power change lasts past the turn


def cancelled_key(src: int, target: int) -> str:
    """The once-per-turn key saying ``src``'s ongoing power change is off ``target`` until the
    turn ends (Hideout)."""
    return f"{CANCELLED}:{src}:{target}"


def lasting_key(minion: int, player: int, until_end: bool = False) -> str:
    """The mark holding what ``minion`` gets until ``player``'s next turn starts (``until_end``:
    until it ends)."""
    return f"{LASTING}:{minion}:{player}" + (f":{TURN_END}" if until_end else "")


def shield_key(src: int, target: int | str) -> str:
    """The once-per-turn key saying an interceptor kept ``src`` from affecting ``target``."""
    return f"shield:{src}:{target}"


def left_blank_key(card: int) -> str:
    """The key saying ``card`` left play with its abilities cancelled (Webbed Up on it)."""
    return f"left_blank:{card}"


LEFT_AS = "left_as:"


def left_as_key(card: int, source: int) -> str:
    """The once-per-turn key saying ``card`` left play with ``source``'s copied abilities (Copycat,
    Cellular Bonding): what reacts to its own leaving is read from them, once."""
    return f"{LEFT_AS}{card}:{source}"


def left_as_found(used: set[str], card: int) -> str | None:
    prefix = f"{LEFT_AS}{card}:"
    return next((k for k in used if k.startswith(prefix)), None)

"""Every key family the engine keeps in ``state.used`` and ``state.marks``, with its lifetime.

``state.used`` holds facts of the turn: it is emptied as every turn ends, so no key there outlives
its turn. ``state.marks`` holds facts that outlive a turn, each family ending as its line says.
Card modules keep a few families of their own (their literal keys, named after the card: a
once-per-turn ability used, a card's choice remembered); the engine reads one of them, ``no_actions``
(set by a card, below).
"""

from __future__ import annotations

# --- state.used: until the turn ends ---------------------------------------------------------------


def scored_with_key(base_card: int, controller: int) -> str:
    """``controller`` had a minion on that base when it scored (Big Geek Box: "had a minion there")."""
    return f"scored_with:{base_card}:{controller}"


CANCELLED = "cancelled"  # some card's ongoing power change is cancelled for the turn (a cheap pre-check)


def cancelled_key(src: int, target: int) -> str:
    """``src``'s ongoing power change is off ``target`` until the turn ends (Hideout)."""
    return f"{CANCELLED}:{src}:{target}"


PLAY_PHASE_FROM = "play_phase_from:"  # how many cards were played before the Play Cards phase


def play_phase_from_key(played: int) -> str:
    return f"{PLAY_PHASE_FROM}{played}"


def shield_key(src: int, target: int | str) -> str:
    """An interceptor kept ``src`` from affecting ``target`` (taken when ``src``'s effect ends)."""
    return f"shield:{src}:{target}"


def left_blank_key(card: int) -> str:
    """``card`` left play with its abilities cancelled (Webbed Up on it); taken when read."""
    return f"left_blank:{card}"


LEFT_AS = "left_as:"


def left_as_key(card: int, source: int) -> str:
    """``card`` left play with ``source``'s copied abilities (Copycat, Cellular Bonding): what
    reacts to its own leaving is read from them, once (taken when read)."""
    return f"{LEFT_AS}{card}:{source}"


def left_as_found(used: set[str], card: int) -> str | None:
    prefix = f"{LEFT_AS}{card}:"
    return next((k for k in used if k.startswith(prefix)), None)


LEFT_CONTROLLED = "left_controlled"  # some card left play controlled by another than its owner (a cheap pre-check)


def left_controlled_key(card: int, player: int) -> str:
    """``card`` left play controlled by ``player``, not its owner: its effects resolving since are
    that player's (its last known controller); taken when it enters play again."""
    return f"{LEFT_CONTROLLED}:{card}:{player}"


def grant_key(card: int) -> str:
    """The extra play ``card`` grants each turn was given (or kept as it left play) this turn."""
    return f"grant:{card}"


def talent_key(card: int) -> str:
    """``card``'s Talent was used this turn."""
    return f"talent:{card}"


# --- state.marks: past the turn ---------------------------------------------------------------------
TURN_END = "end"  # the suffix of a lasting change that ends as a turn ends, not as it starts
LASTING = "lasting_power"  # present while some power change lasts past the turn (a cheap pre-check)


def lasting_key(minion: int, player: int, until_end: bool = False) -> str:
    """What ``minion`` gets until ``player``'s next turn starts (``until_end``: until it ends);
    removed then (Zones.end_lasting_power)."""
    return f"{LASTING}:{minion}:{player}" + (f":{TURN_END}" if until_end else "")


def titan_in_key(titan: int) -> str:
    """The turn ``titan`` last entered play (a titan that left may come back unless it left that
    very turn without having entered in it); overwritten, never removed."""
    return f"titan_in:{titan}"


def titan_out_key(titan: int) -> str:
    """The turn ``titan`` last left play; overwritten, never removed."""
    return f"titan_out:{titan}"


def next_base_key(base_card: int) -> str:
    """The base chosen to replace ``base_card`` when it leaves (Time is Fleeting); taken then."""
    return f"next_base:{base_card}"


def no_actions_key(player: int) -> str:
    """Set by a card (Mark of Sleep): the turn in which ``player`` may play
    no action; read by the engine, stale afterwards."""
    return f"no_actions:{player}"

"""Every key family kept in ``state.used`` and ``state.marks``, with its lifetime.

``state.used`` holds facts of the turn: it is emptied as every turn ends, so no key there outlives
its turn. ``state.marks`` holds facts that outlive a turn, each family ending as its line says.
The families card modules keep (a once-per-turn ability used, a card's choice remembered) are here
too, after the engine's, named after their card; the engine reads one of them, ``no_actions``.
A key's text is stored in saves: a family keeps its spelling.
"""

from __future__ import annotations

from collections.abc import Iterable

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


def shield_by_key(src: int, target: int, interceptor: int) -> str:
    """Which interceptor's shield keeps ``src`` off ``target``: the log names it for every minion it
    guarded, not only the first (taken with the shield)."""
    return f"{shield_key(src, target)}:{interceptor}"


def shielded_by(used: Iterable[str], src: int, target: int) -> int | None:
    prefix = shield_key(src, target) + ":"
    found = next((k[len(prefix):] for k in used if k.startswith(prefix)), None)
    return int(found) if found is not None and found.isdigit() else None


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
    for k in used:  # a plain loop: asked at every play and every card leaving play
        if k.startswith(prefix):
            return k
    return None


LEFT_CONTROLLED = "left_controlled"  # some card left play controlled by another than its owner (a cheap pre-check)


def left_controlled_key(card: int, player: int) -> str:
    """``card`` left play controlled by ``player``, not its owner: its effects resolving since are
    that player's (its last known controller); taken when it enters play again."""
    return f"{LEFT_CONTROLLED}:{card}:{player}"


def extras_given_key(card: int) -> str:
    """The extra play ``card`` gives each turn was given (or kept as it left play) this turn. The
    text keeps its first spelling, ``grant:``: saves hold it."""
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


def _family(store: Iterable[str], prefix: str) -> list[str]:
    """The keys of ``store`` that begin with ``prefix``: one card's keys of a family."""
    return [k for k in store if k.startswith(prefix)]


# --- set by card modules, in state.used: until the turn ends ----------------------------------------
def as_special_key(card: int) -> str:
    """``card`` is being played by its own Special (cards.common.play_as_special), not as one of the
    turn's plays: set for that play only, taken as it ends."""
    return f"as_special:{card}"


def shinobi_key(base: int) -> str:
    """A Shinobi was played before ``base`` scored: one per base, whoever plays it."""
    return f"shinobi:{base}"


def fort_key(titan: int) -> str:
    """The Fort put its once-per-turn +1 power counter."""
    return f"fort:{titan}"


def invisible_ninja_key(titan: int) -> str:
    """The Invisible Ninja looked at its controller's top cards (once per turn)."""
    return f"ninja:{titan}"


def devotion_key(card: int, base: int) -> str:
    """Fanatical Devotion ``card`` was triggered at ``base``: +2 there for the rest of the turn;
    taken when the card moves or is played anew (``devotion_keys``)."""
    return f"fanatical_devotion:{card}:{base}"


def devotion_keys(used: Iterable[str], card: int) -> list[str]:
    return _family(used, f"fanatical_devotion:{card}:")


def low_as_scored_key(card: int) -> str:
    """Cover the Exits ``card``'s base had a breakpoint of 19 or less as it scored; taken once its
    after-scoring effect has read it."""
    return f"low_as_scored:{card}"


def _base_once_key(name: str, base: int, player: int) -> str:
    return f"{name}:{base}:{player}"


def faceless_city_key(base: int, player: int) -> str:
    """``player`` took a copy by The Faceless City ``base`` (once per turn for each player)."""
    return _base_once_key("faceless_city", base, player)


def swingin_pad_key(base: int, player: int) -> str:
    """``player``'s first minion here was seen by Isis' Swingin' Pad ``base`` (once per turn each)."""
    return _base_once_key("isis_swingin_pad", base, player)


def clyde_scored_key(base: int) -> str:
    """``base`` scored with Clyde 2.0 there: its controller's actions were offered all at once, not
    one by one as they are discarded."""
    return f"clyde_scored:{base}"


def mole_key(card: int, base: int) -> str:
    """Mole ``card`` gave its extra action before ``base`` scored (once per base scoring)."""
    return f"mole:{card}:{base}"


def own_play_key(card_id: str) -> str:
    """What a ``play_from`` hook returns for a card that plays itself from the discard pile once a
    turn: its card id (Tenacious Z: one for every copy). The flow adds it to ``state.used``."""
    return card_id


# --- set by card modules, in state.marks: past the turn ---------------------------------------------
def kraken_release_key(titan: int) -> str:
    """Holds the base card that the Kraken comes in after, once it is replaced; taken then."""
    return f"release_the_kraken:{titan}"


def kraken_curse_key(titan: int, base: int) -> str:
    """Holds the turn until which the other players' minions at ``base`` have -1 power (the
    Kraken's talent); stale afterwards, dropped when the talent is used again
    (``kraken_curse_keys``)."""
    return f"kraken_curse:{titan}:{base}"


def kraken_curse_keys(marks: Iterable[str], titan: int) -> list[str]:
    return _family(marks, f"kraken_curse:{titan}:")


def _block_the_path(card: int) -> str:
    return f"block_the_path:{card}:"


def block_the_path_key(card: int, faction: str) -> str:
    """Block the Path ``card`` named ``faction`` (holds the turn it was played); dropped when the
    card is played again (``block_the_path_keys``)."""
    return _block_the_path(card) + faction


def block_the_path_keys(marks: Iterable[str], card: int) -> list[str]:
    return _family(marks, _block_the_path(card))


def blocked_faction(marks: Iterable[str], card: int) -> str | None:
    """The faction Block the Path ``card`` named, if it has named one."""
    prefix = _block_the_path(card)
    return next((k[len(prefix):] for k in _family(marks, prefix)), None)


def infiltrate_key(card: int) -> str:
    """Holds the turn at whose start Infiltrate ``card``'s controller stops ignoring its base's
    ability; stale afterwards, taken when the card is played again without it."""
    return f"infiltrate:{card}"

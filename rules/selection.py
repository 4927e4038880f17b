"""What a headless game plays (``bench``, ``arena``, the network host): the boxes chosen with
``--sets`` and the factions fixed with ``--factions``, checked into one clear error each, and the
Smash Up game a seed deals from them."""

from __future__ import annotations

import random

from attrs import define

from rules.catalogue import catalogue
from rules.game import Game
from rules.setup import new_game, playable_factions

DEFAULT_SETS = ("core",)


class SelectionError(ValueError):
    pass


@define(slots=True, frozen=True)
class Selection:
    """The factions games draw from, the boxes whose bases are played (None: the boxes of the
    factions in play, as in a normal setup), and factions fixed in seat order (two per player)."""

    pool: tuple[str, ...]
    base_sets: tuple[str, ...] | None = None
    fixed: tuple[tuple[str, str], ...] | None = None
    titans: bool = False  # play with titans (--titans): each faction's titan beside its owner's deck

    def factions(self, r: random.Random, players: int) -> list[list[str]]:
        """Each seat's two factions: the fixed ones, else drawn from the pool with ``r``."""
        if self.fixed is not None:
            if len(self.fixed) != players:
                raise SelectionError(f"--factions names {2 * len(self.fixed)} factions; "
                                     f"{players} players need {2 * players}")
            return [list(fs) for fs in self.fixed]
        return random_factions(r, players, list(self.pool))


def core_factions() -> list[str]:
    cat = catalogue()
    return [f for f, s in cat.faction_set.items() if s == "core"]


def core_selection() -> Selection:
    return Selection(tuple(core_factions()))


def setup_game(r: random.Random, seed: int, players: int, selection: Selection | None = None) -> Game:
    """The game a bench or arena seed plays: factions from ``selection`` (core by default),
    drawn with ``r``."""
    sel = selection or core_selection()
    return new_game(sel.factions(r, players), seed, base_sets=sel.base_sets, titans=sel.titans)


def random_factions(r: random.Random, players: int, pool: list[str]) -> list[list[str]]:
    picked = r.sample(pool, 2 * players)
    return [picked[2 * i: 2 * i + 2] for i in range(players)]


def known_sets() -> list[str]:
    return list(dict.fromkeys(c.set for c in catalogue().cards.values()))


def select(sets: str | None = None, factions: str | None = None, players: int | None = None,
           titans: bool = False) -> Selection:
    """Parse ``--sets S1,S2`` and ``--factions F1,F2,...``; ``players`` (when known) must match the
    factions given and be coverable by the pool."""
    chosen = tuple(_split(sets)) if sets else DEFAULT_SETS
    cat = catalogue()
    known = known_sets()
    playable = set(playable_factions())
    pool: list[str] = []
    for s in chosen:
        if s not in known:
            raise SelectionError(f"unknown set: {s} (sets: {', '.join(known)})")
        mine = [f for f, fs in cat.faction_set.items() if fs == s and f in playable]
        if not mine:
            raise SelectionError(f"set {s} has no playable faction yet")
        pool.extend(mine)
    fixed = _fixed(factions, pool if sets else sorted(playable)) if factions else None
    if fixed is not None and players is not None and len(fixed) != players:
        raise SelectionError(f"--factions names {2 * len(fixed)} factions; {players} players need {2 * players}")
    if fixed is not None and not 2 <= len(fixed) <= 4:
        raise SelectionError(f"--factions names {2 * len(fixed)} factions; 2 to 4 players need 4 to 8")
    if fixed is None and players is not None and len(pool) < 2 * players:
        raise SelectionError(f"{', '.join(chosen)}: {len(pool)} playable factions, "
                             f"{players} players need {2 * players}")
    return Selection(tuple(pool), chosen if sets else None, fixed, titans)


def _split(text: str) -> list[str]:
    return [t.strip() for t in text.split(",") if t.strip()]


def _fixed(text: str, allowed: list[str]) -> tuple[tuple[str, str], ...]:
    names = _split(text)
    cat = catalogue()
    for f in names:
        if f not in cat.factions:
            raise SelectionError(f"unknown faction: {f}")
        if f not in allowed:
            raise SelectionError(f"faction {f} is not playable here (playable: {', '.join(allowed)})")
    if len(names) % 2 or not names:
        raise SelectionError("--factions needs two factions per player, in seat order")
    if len(set(names)) != len(names):
        raise SelectionError("--factions names a faction twice")
    return tuple((names[i], names[i + 1]) for i in range(0, len(names), 2))

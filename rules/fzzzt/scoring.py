"""Gadgets and the final count.

A gadget of a Production Unit needs one Robot per symbol of the unit, each Robot matching the
symbol it stands for; a Robot stands for one symbol only. How many gadgets a unit's Robots make is
a matching problem (symbols x gadget slots against Robots), solved exactly: the player is assumed
to choose the best symbol for each Robot, as the book lets them choose at the count.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from attrs import define

from rules.fzzzt.cards import card
from rules.fzzzt.state import FPlayer, FState
from rules.matching import max_matching


def _matching(slots: Sequence[str], robots: Sequence[frozenset[str]]) -> int:
    """The most slots (each one symbol) that distinct Robots can fill (augmenting paths)."""
    return max_matching(len(slots), len(robots), lambda slot, r: slots[slot] in robots[r])


def slots_filled(needs: frozenset[str], robots: Sequence[frozenset[str]], gadgets: int) -> int:
    """How many of the ``gadgets`` x symbols slots the Robots can fill at best."""
    slots = [s for s in sorted(needs) for _ in range(gadgets)]
    return _matching(slots, robots)


def gadgets(needs: frozenset[str], robots: Sequence[frozenset[str]]) -> int:
    """The number of complete gadgets a unit needing ``needs`` makes with these Robots."""
    k = len(robots) // len(needs)
    while k > 0 and slots_filled(needs, robots, k) < k * len(needs):
        k -= 1
    return k


def unit_points(s: FState, unit: int, robots: Iterable[int]) -> int:
    """The unit's VP per gadget times its gadgets, or minus its VP when it made none."""
    u = card(s.cards[unit])
    n = gadgets(u.symbols, [card(s.cards[r]).symbols for r in robots])
    return n * u.vp if n else -u.vp


def robot_count(s: FState, pl: FPlayer) -> int:
    """Robot cards (Upgrades included) a player has: the first tie-break (fewer wins)."""
    return sum(card(s.cards[c]).is_robot for c in pl.owned())


@define(slots=True, frozen=True)
class Breakdown:
    """Where a player's final VP come from, as the end-of-game table shows them."""

    robots: int  # the VP printed on their Robots (Upgrades and Mechanic included), wherever they are
    fzzzt: int  # -1 per Fzzzt
    gadgets: int  # each unit's VP per gadget times the gadgets it made
    missing: int  # minus the VP of each unit that made no gadget
    robot_count: int  # Robot cards, Upgrades included: the tie-break (fewer wins)

    @property
    def total(self) -> int:
        return self.robots + self.fzzzt + self.gadgets + self.missing


def breakdown(s: FState, pl: FPlayer) -> Breakdown:
    owned = [card(s.cards[c]) for c in pl.owned()]
    units = [unit_points(s, u, b) for u, b in zip(pl.units, pl.built, strict=True)]
    return Breakdown(robots=sum(c.vp for c in owned if not c.is_unit and c.type != "fzzzt"),
                     fzzzt=sum(c.vp for c in owned if c.type == "fzzzt"),
                     gadgets=sum(v for v in units if v > 0), missing=sum(v for v in units if v < 0),
                     robot_count=robot_count(s, pl))


def score(s: FState, pl: FPlayer) -> int:
    """Robots' VP wherever they are, -1 per Fzzzt, and each unit's gadgets (or its penalty)."""
    return breakdown(s, pl).total


def winners(s: FState, scores: list[int]) -> list[int]:
    """Most VP; among those tied, fewest Robots; still tied, they share the victory."""
    best = max(scores)
    tied = [p for p, v in enumerate(scores) if v == best]
    fewest = min(robot_count(s, s.players[p]) for p in tied)
    return [p for p in tied if robot_count(s, s.players[p]) == fewest]

"""The heuristic evaluation the bots share: what each player can expect, in VP, from the position.

It reads only what every seat sees (the table, VP, hand and deck sizes), so scoring a
determinized world never looks at anyone's hidden cards.
"""

from __future__ import annotations

import math

from attrs import define, field

from rules.actions import Play
from rules.flow import WIN_VP
from rules.game import Game

HAND_CARD_VP = 0.3  # a card in hand: a future play...
HAND_PLAYABLE = 4  # ...for the first few; a turn plays about two, so the rest wait long
SPARE_CARD_VP = 0.05  # a card beyond those: a minion does more on a base it can help win
FORFEIT_VP = 0.4  # a turn's play left unused (more than the card kept: people use their plays)
POWER_VP = 0.08  # material on the table, whatever the base
TEMPERATURE = 2.5  # VP difference that makes one player about e (2.7) times likelier to win


def _places(powers: list[int], eligible: list[int]) -> dict[int, int]:
    return {p: 1 + sum(1 for q in eligible if powers[q] > powers[p]) for p in eligible}


def base_powers(g: Game, bi: int, auras: list) -> tuple[list[int], list[bool]]:
    """Power of each player at base ``bi``, and whether they have a minion there."""
    n = len(g.state.players)
    powers, present = [0] * n, [False] * n
    r = g.read
    for m in g.state.bases[bi].minions:
        c = r.ctrl(m)
        powers[c] += r.power(m, auras)
        present[c] = True
    for t in g.state.bases[bi].titans:  # what a titan adds counts, but it is no minion
        powers[r.ctrl(t)] += r.titan_power(t)
    return powers, present


def base_outlook(powers: list[int], present: list[bool], bp: int, vp: tuple[int, int, int]) -> list[float]:
    """VP each player can expect from a base: the awards of the present ranking, discounted by how
    far the base is from its breakpoint, plus a share for contenders."""
    total = sum(powers)
    out = [POWER_VP * x for x in powers]
    eligible = [p for p in range(len(powers)) if powers[p] >= 1 or present[p]]
    if not eligible:
        return out
    progress = 1.0 if total >= bp else total / bp if bp else 1.0
    # A ready base scores for sure; a far one may change hands many times before it does.
    weight = 1.0 if total >= bp else 0.15 + 0.55 * progress * progress
    for p, place in _places(powers, eligible).items():
        if place <= 3:
            out[p] += weight * 0.7 * vp[place - 1]
        out[p] += weight * 0.3 * vp[0] * powers[p] / max(total, 1)
    return out


@define(slots=True)
class BaseTable:
    """One base as the evaluation reads it: each player's power and presence, breakpoint and awards."""

    powers: list[int]
    present: list[bool]
    bp: int
    vp: tuple[int, int, int]
    seen: list[float] | None = field(default=None, init=False, repr=False, eq=False)  # outlook, until add()

    def outlook(self) -> list[float]:
        """Each player's expected VP from this base (shared: callers only read it)."""
        if self.seen is None:
            self.seen = base_outlook(self.powers, self.present, self.bp, self.vp)
        return self.seen

    def add(self, player: int, power: int) -> None:
        self.powers[player] += power
        self.present[player] = True
        self.seen = None

    def gain(self, player: int, power: int) -> float:
        """What ``power`` more for ``player`` here gains them, less what it gains the rival who
        profits most (more power can push a base over its breakpoint for someone else)."""
        before = self.outlook()
        grown = BaseTable(list(self.powers), list(self.present), self.bp, self.vp)
        grown.add(player, power)
        after = grown.outlook()
        return (after[player] - before[player]) - max(after[q] - before[q] for q in range(len(after)) if q != player)


def base_table(g: Game, bi: int, auras: list) -> BaseTable:
    powers, present = base_powers(g, bi, auras)
    return BaseTable(powers, present, g.read.breakpoint(bi), g.read.cdef(g.state.bases[bi].card).vp or (0, 0, 0))


def base_tables(g: Game) -> list[BaseTable]:
    auras = g.read.auras()
    return [base_table(g, bi, auras) for bi in range(len(g.state.bases))]


def hand_value(cards: int) -> float:
    kept = min(cards, HAND_PLAYABLE)
    return HAND_CARD_VP * kept + SPARE_CARD_VP * (min(cards, 10) - kept)


def scores(g: Game, tables: list[BaseTable] | None = None) -> list[float]:
    """Each player's expected final standing, in VP; ``tables``: the bases as read (by default, as
    they stand)."""
    out = [float(p.vp) + hand_value(len(p.hand)) for p in g.state.players]
    for t in base_tables(g) if tables is None else tables:
        for p, v in enumerate(t.outlook()):
            out[p] += v
    return out


def forfeited_plays(g: Game) -> int:
    """The turn's own plays (one minion, one action) the active player would lose by finishing
    now while a card could still use them: a play not made this turn is gone for good."""
    s = g.state
    kinds = {g.read.ctype(a.card) for a in g.legal_actions() if isinstance(a, Play)}
    return (s.minion_plays > 0 and "minion" in kinds) + (s.action_plays > 0 and "action" in kinds)


def shares(g: Game, penalty: tuple[int, float] | None = None, tables: list[BaseTable] | None = None) -> list[float]:
    """Each player's chance to win, as the evaluation sees it (sums to 1; exact when the game is
    over); ``penalty``: (player, VP) taken off that player's expected standing first; ``tables``:
    the bases as read (see ``scores``)."""
    s = g.state
    n = len(s.players)
    if s.winner is not None:
        return [1.0 if p == s.winner else 0.0 for p in range(n)]
    sc = scores(g, tables)
    if penalty is not None:
        sc[penalty[0]] -= penalty[1]
    # Near 15 VP, a lead is worth more: the game may end at the next turn's end.
    sc = [x + max(0.0, s.players[p].vp - (WIN_VP - 5)) * 0.5 for p, x in enumerate(sc)]
    top = max(sc)
    ex = [math.exp((x - top) / TEMPERATURE) for x in sc]
    total = sum(ex)
    return [e / total for e in ex]

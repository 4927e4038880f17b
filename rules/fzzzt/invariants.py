"""Checks that hold after every FZZZT! action (the bench, the tests and save loading run them)."""

from __future__ import annotations

from collections import Counter

from rules.fzzzt.cards import cards
from rules.fzzzt.state import PHASES, FState


def zones(s: FState) -> list[list[int]]:
    out = [s.factory, s.conveyor]
    for pl in s.players:
        out += [pl.hand, pl.workshop, pl.bid, pl.units, *pl.built]
    return out


def check_state(s: FState) -> str | None:
    """None when the state is sound, else what is wrong (one line)."""
    known = cards()
    unknown = next((c for c in s.cards if c not in known), None)
    if unknown is not None:
        return f"unknown card id: {unknown}"
    if not 2 <= len(s.players) <= 4 or s.phase not in PHASES or not 0 <= s.chief < len(s.players):
        return "bad player count, phase or Chief"
    seen = Counter(c for z in zones(s) for c in z)
    n = len(s.cards)
    if any(not 0 <= c < n for c in seen):
        return "a card instance that does not exist"
    twice = next((c for c, k in seen.items() if k > 1), None)
    if twice is not None:
        return f"card {twice} ({s.cards[twice]}) is in {seen[twice]} places"
    if len(seen) != n:
        return "a card is nowhere"
    return _check_places(s)


def _check_places(s: FState) -> str | None:
    kind = [cards()[c] for c in s.cards]
    if not 0 <= s.shown <= len(s.conveyor) or (s.phase == "bidding" and s.shown == 0):
        return "the conveyor's face-up count is wrong"
    if not 0 <= s.round <= s.rounds:
        return "bad round"
    for p, pl in enumerate(s.players):
        if len(pl.units) != len(pl.built):
            return f"player {p}'s units and their Robots differ in length"
        if any(not kind[u].is_unit for u in pl.units):
            return f"player {p} has a non-unit among their Production Units"
        for u, robots in zip(pl.units, pl.built, strict=True):
            if any(not kind[r].is_robot or not kind[r].symbols & kind[u].symbols for r in robots):
                return f"a card on player {p}'s unit {u} is not a Robot with one of its symbols"
        if (pl.bid or pl.sealed) and s.phase != "bidding":
            return f"player {p} has a bid outside the auctions"
        if any(kind[c].is_unit for c in pl.hand + pl.workshop + pl.bid):
            return f"player {p} holds a Production Unit in hand, bid or workshop"
        if len(pl.hand) > 6:
            return f"player {p} holds more than 6 cards"
    if s.phase == "over" and (s.scores is None or not s.winners):
        return "a finished game without scores"
    return None

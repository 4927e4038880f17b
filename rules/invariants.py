"""Checks that hold after every action of every game (the bench and the tests run them)."""

from __future__ import annotations

from collections import Counter

from rules.catalogue import catalogue
from rules.state import State

PHASES = ("start_of_turn", "play_cards", "scoring", "draw", "end_of_turn", "game_over")


def zones(state: State) -> list[tuple[str, list[int]]]:
    out: list[tuple[str, list[int]]] = []
    for i, p in enumerate(state.players):
        out += [(f"hand{i}", p.hand), (f"deck{i}", p.deck), (f"discard{i}", p.discard)]
    for i, b in enumerate(state.bases):
        out += [(f"base{i}", [b.card]), (f"minions{i}", b.minions), (f"actions{i}", b.actions),
                (f"buried{i}", b.buried)]
    out += [(f"attached:{m}", a) for m, a in state.attached.items()]
    out += [("base_deck", state.base_deck), ("base_discard", state.base_discard), ("limbo", state.limbo),
            ("removed", state.removed)]
    return out


def check_state(state: State) -> str | None:
    """None when the state is sound, else what is wrong (one line)."""
    n = len(state.cards)
    if len(state.owner) != n:
        return "card and owner tables differ in length"
    if not 2 <= len(state.players) <= 4:
        return "2 to 4 players"
    if not 0 <= state.active < len(state.players) or state.phase not in PHASES:
        return "bad active player or phase"
    everything = [iid for _, zone in zones(state) for iid in zone]
    if len(everything) == n and set(everything) == set(range(n)):
        return _check_places(state)  # the common case: every card once, nothing to explain
    seen: Counter[int] = Counter(everything)
    for iid, k in seen.items():
        if not 0 <= iid < n:
            return f"card instance {iid} does not exist"
        if k > 1:
            return f"card {iid} ({state.cards[iid]}) is in {k} places"
    missing = [i for i in range(n) if i not in seen]
    if missing:
        return f"card {missing[0]} ({state.cards[missing[0]]}) is nowhere"
    return _check_places(state)


def _check_places(state: State) -> str | None:
    """Cards of the right kind in the right places."""
    cat = catalogue()
    for m in state.attached:
        if not any(m in b.minions for b in state.bases):
            return f"actions attached to {m}, which is not a minion in play"
    for i, b in enumerate(state.bases):
        if cat.cards[state.cards[b.card]].type != "base":
            return f"base slot {i} holds a non-base card"
        for m in b.minions:
            if cat.cards[state.cards[m]].type not in ("minion", "titan"):
                return f"{state.cards[m]} is on a base as a minion"
    base_zones = {b.card for b in state.bases}.union(state.base_deck, state.base_discard)
    if any(cid.startswith("base/") and i not in base_zones for i, cid in enumerate(state.cards)):
        return "a base card outside the base zones"
    if any(p.vp < 0 for p in state.players):
        return "negative VP"
    return None

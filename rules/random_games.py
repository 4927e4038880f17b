"""Smash Up's random-legal-move games for ``python -m rules bench``, invariants checked after every
action, and its decision timings (FZZZT!'s: ``rules/fzzzt/bench.py``; both declared in the
registry, ``rules/games.py``)."""

from __future__ import annotations

import random
import time

from rules.decision import DecisionKind
from rules.game import Game, engine_of
from rules.invariants import check_indexes, check_state
from rules.listing_rule import listing_differs
from rules.selection import Selection, setup_game
from rules.timing import decision_times as timed_decisions

MAX_ACTIONS = 20000


def check_step(g: Game, vp_before: list[int]) -> str | None:
    problem = check_state(g.state) or check_indexes(g) or check_listing(g)
    if problem:
        return problem
    for i, p in enumerate(g.state.players):
        if p.vp < vp_before[i]:
            return f"player {i} lost VP ({vp_before[i]} -> {p.vp})"
    return None  # power and breakpoints are floored at 0 where they are computed: nothing to check


def check_listing(g: Game) -> str | None:
    """At a Play Cards decision, the fast listing against the rule it restates (rules/listing_rule.py)."""
    d = g.pending
    if d is None or d.kind != DecisionKind.MAIN:
        return None
    return listing_differs(engine_of(g), list(d.options))


def play_random_game(seed: int, players: int = 2, selection: Selection | None = None,
                     check: bool = True) -> tuple[Game, int, str | None]:
    """One game to its end; returns (game, actions taken, failure or None)."""
    r = random.Random(seed)
    g = setup_game(r, seed, players, selection)
    actions = 0
    while not g.over:
        opts = g.legal_actions()
        if not opts:
            return g, actions, "no legal action but the game is not over"
        vp = [p.vp for p in g.state.players] if check else []
        g.apply(opts[r.randrange(len(opts))])
        actions += 1
        if check:
            problem = check_step(g, vp)
            if problem:
                return g, actions, problem
        if actions > MAX_ACTIONS:
            return g, actions, f"no winner after {MAX_ACTIONS} actions"
    return g, actions, None


def decision_times(seed: int, players: int, selection: Selection | None, games: int) -> dict[str, float]:
    """Means over every decision of the first ``games`` games (replayed outside the timed run);
    legal actions are those of a main decision computed afresh."""
    from rules.flow import main_options

    def main_listing(g: Game, _clone: Game) -> float | None:
        if g.pending is None or g.pending.kind != DecisionKind.MAIN:
            return None
        e = engine_of(g)  # the engine's own listing, as the flow asks it
        t0 = time.perf_counter()
        main_options(e)
        return time.perf_counter() - t0

    return timed_decisions(lambda r, s: setup_game(r, s, players, selection), seed, games, main_listing)

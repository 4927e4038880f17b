"""FZZZT! random-legal-move games for ``python -m rules bench --game fzzzt``."""

from __future__ import annotations

import random
import time

from rules.fzzzt.game import FzzztGame, new_game
from rules.fzzzt.invariants import check_state
from rules.timing import decision_times as timed_decisions

MAX_ACTIONS = 5000


def check_step(g: FzzztGame, seen: list[int]) -> str | None:
    """The state invariants, and what only grows: Production Units won, Robots on them."""
    problem = check_state(g.state)
    if problem:
        return problem
    now = [len(pl.units) + sum(map(len, pl.built)) for pl in g.state.players]
    if any(a < b for a, b in zip(now, seen, strict=True)):
        return "a Production Unit or a Robot on one left its player"
    seen[:] = now
    return None


def play_random_game(seed: int, players: int = 2, check: bool = True) -> tuple[FzzztGame, int, str | None]:
    r = random.Random(seed)
    g = new_game(players, seed)
    seen = [0] * players
    actions = 0
    while not g.over:
        opts = g.legal_actions()
        if not opts:
            return g, actions, "no legal action but the game is not over"
        g.apply(opts[r.randrange(len(opts))])
        actions += 1
        problem = check_step(g, seen) if check else None
        if problem:
            return g, actions, problem
        if actions > MAX_ACTIONS:
            return g, actions, f"no end after {MAX_ACTIONS} actions"
    return g, actions, None


def decision_times(seed: int, players: int, games: int) -> dict[str, float]:
    """Means over every decision of ``games`` random games; legal actions are the clone's, listed
    afresh after its first apply."""

    def listing(_g: FzzztGame, clone: FzzztGame) -> float:
        t0 = time.perf_counter()
        clone.legal_actions()
        return time.perf_counter() - t0

    return timed_decisions(lambda _r, s: new_game(players, s), seed, games, listing)

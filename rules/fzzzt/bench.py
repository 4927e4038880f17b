"""FZZZT! random-legal-move games for ``python -m rules bench --game fzzzt``."""

from __future__ import annotations

import random
import time

from rules.fzzzt.game import FzzztGame, new_game
from rules.fzzzt.invariants import check_state

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
    """Means over every decision of ``games`` random games, in microseconds: a clone, a usable
    clone (clone and its first apply) and the legal actions computed afresh."""
    clone = usable = legal = 0.0
    n = 0
    clock = time.perf_counter
    for k in range(games):
        r = random.Random(seed + k)
        g = new_game(players, seed + k)
        while not g.over:
            opts = g.legal_actions()
            a = opts[r.randrange(len(opts))]
            t0 = clock()
            c = g.clone()
            t1 = clock()
            c.apply(a)
            t2 = clock()
            c.legal_actions()
            legal += clock() - t2
            clone += t1 - t0
            usable += t2 - t0
            n += 1
            g.apply(a)
    return {"clone_us": round(clone / max(n, 1) * 1e6, 2), "usable_clone_us": round(usable / max(n, 1) * 1e6, 2),
            "legal_actions_us": round(legal / max(n, 1) * 1e6, 2)}

"""Decision timings shared by both games' benches: clone, usable clone and legal actions."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

MAX_TIMED_DECISIONS = 20000


def decision_times(new_game: Callable[[random.Random, int], Any], seed: int, games: int,
                   legal: Callable[[Any, Any], float | None]) -> dict[str, float]:
    """Means over every decision of ``games`` random games (``new_game(r, seed)`` makes each), in
    microseconds: a clone, a usable clone (clone and its first apply), and ``legal(game, clone)``:
    the seconds its legal actions took to list afresh, or None where that decision isn't timed."""
    clone = usable = listing = 0.0
    n = n_listed = 0
    clock = time.perf_counter
    for k in range(games):
        r = random.Random(seed + k)
        g = new_game(r, seed + k)
        while not g.over and n < MAX_TIMED_DECISIONS:
            opts = g.legal_actions()
            a = opts[r.randrange(len(opts))]
            t0 = clock()
            c = g.clone()
            t1 = clock()
            c.apply(a)
            t2 = clock()
            clone += t1 - t0
            usable += t2 - t0
            n += 1
            took = legal(g, c)
            # Freed here, not by the next clone's assignment: a clone's time is its own.
            del c
            if took is not None:
                listing += took
                n_listed += 1
            g.apply(a)
    return {"clone_us": round(clone / max(n, 1) * 1e6, 2), "usable_clone_us": round(usable / max(n, 1) * 1e6, 2),
            "legal_actions_us": round(listing / max(n_listed, 1) * 1e6, 2)}

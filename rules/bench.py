"""Random-legal-move games of any registered game with invariants checked after every action;
speed measures. Each game's random games and timings are its registry entry's (``rules/games.py``)."""

from __future__ import annotations

import time
from typing import Any

from rules.games import game_kind
from rules.selection import Selection

TIMED_GAMES = 20  # games whose every decision is timed for the clone and legal-action means


def bench(games: int, seed: int, players: int = 2, selection: Selection | None = None,
          check: bool = True, game: str = "smashup") -> dict[str, Any]:
    """``game`` a registry key (``selection`` is Smash Up's factions)."""
    kind = game_kind(game)
    failures = []
    total_actions = 0
    t0 = time.perf_counter()
    for k in range(games):
        s = seed + k
        try:
            _g, n, problem = kind.random_game(s, players, selection, check)
        except Exception as e:  # a crash is a failure to report with its seed, not a traceback
            failures.append({"seed": s, "reason": f"{type(e).__name__}: {e}"})
            continue
        total_actions += n
        if problem:
            failures.append({"seed": s, "reason": problem})
    elapsed = time.perf_counter() - t0
    times = kind.decision_times(seed, players, selection, min(games, TIMED_GAMES))
    return {
        "games": games, "players": players, "seed": seed,
        "games_per_second": round(games / elapsed, 2) if elapsed else None,
        "actions_per_second": round(total_actions / elapsed, 1) if elapsed else None,
        **times, "failures": failures,
    }

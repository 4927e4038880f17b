"""Bot-vs-bot games (``python -m rules arena``): seats rotated over the same seeds, wins with a
95% Wilson interval, decision times. Games run in worker processes when ``jobs`` > 1 (spawn-safe:
the worker is a module-level function of plain arguments)."""

from __future__ import annotations

import math
import multiprocessing
import random
import time
from typing import Any

from rules.ai import BOT_NAMES, make_bot
from rules.bench import setup_game
from rules.selection import Selection

MAX_DECISIONS = 3000  # a game still running after this many is a draw (no bot wins it)
Z95 = 1.959964


def rotations(seats: list[str]) -> list[list[str]]:
    """Every seat order the arena plays each seed in: the distinct rotations of ``seats``."""
    out: list[list[str]] = []
    for k in range(len(seats)):
        order = seats[k:] + seats[:k]
        if order not in out:
            out.append(order)
    return out


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


Task = tuple[list[str], int, float | None, Selection | None]


def play_game(task: Task) -> tuple[str | None, dict[str, list[float]]]:
    """One game: the seat order, its seed, the ismcts budget, what is played. Returns the winning
    bot's name (None for a game without winner) and every decision time (seconds) by bot name."""
    order, seed, budget, selection = task
    g = setup_game(random.Random(seed), seed, len(order), selection)
    bots = [make_bot(name, seed=seed * 8 + i, budget=budget) for i, name in enumerate(order)]
    times: dict[str, list[float]] = {name: [] for name in order}
    for _ in range(MAX_DECISIONS):
        if g.over:
            break
        p = g.decider
        t = time.perf_counter()
        a = bots[p].decide(g, p)
        times[order[p]].append(time.perf_counter() - t)
        g.apply(a)
    return (order[g.winner] if g.over else None), times


def _percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    ys = sorted(xs)
    return ys[min(len(ys) - 1, math.ceil(q * len(ys)) - 1)]


def run_arena(seats: list[str], games: int, seed: int, jobs: int = 1, budget: float | None = None,
              selection: Selection | None = None) -> dict[str, Any]:
    if not 2 <= len(seats) <= 4:
        raise ValueError("the arena needs 2 to 4 seats")
    for name in seats:
        if name not in BOT_NAMES:
            raise ValueError(f"unknown bot: {name} (choose from {', '.join(BOT_NAMES)})")
    if games < 1 or jobs < 1:
        raise ValueError("--games and --jobs must be at least 1")
    orders = rotations(seats)
    tasks: list[Task] = [(orders[k % len(orders)], seed + k // len(orders), budget, selection) for k in range(games)]
    t0 = time.perf_counter()
    if jobs == 1:
        results = [play_game(t) for t in tasks]
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            results = pool.map(play_game, tasks, chunksize=1)
    elapsed = time.perf_counter() - t0
    names = list(dict.fromkeys(seats))
    wins = {name: 0 for name in names}
    times: dict[str, list[float]] = {name: [] for name in names}
    for winner, ts in results:
        if winner is not None:
            wins[winner] += 1
        for name, xs in ts.items():
            times[name].extend(xs)
    bots = {}
    for name in names:
        lo, hi = wilson(wins[name], games)
        xs = times[name]
        bots[name] = {
            "wins": wins[name], "win_rate": round(wins[name] / games, 4), "ci_low": round(lo, 4),
            "ci_high": round(hi, 4),
            "decision_ms": {"mean": round(1000 * sum(xs) / len(xs), 3) if xs else 0.0,
                            "p95": round(1000 * _percentile(xs, 0.95), 3),
                            "max": round(1000 * max(xs, default=0.0), 3)},
        }
    return {"games": games, "players": len(seats), "seed": seed,
            "games_per_second": round(games / elapsed, 3), "bots": bots}

"""Bot-vs-bot games (``python -m rules arena``): seats rotated over the same seeds, wins with a
95% Wilson interval, decision times, cards played per own turn, hand size when the turn ends,
search iterations per decision, game length in rounds (mean and median), and each bot's wins split by
the factions its opponents held (Smash Up). Games run in worker processes when ``jobs`` > 1 (spawn-safe:
the worker is a module-level function of plain arguments); with ``jobs`` = 1, Hard searches on
``workers`` processes kept for the whole run (``rules.ai.parallel``)."""

from __future__ import annotations

import contextlib
import math
import multiprocessing
import statistics
import time
from collections.abc import Callable
from typing import Any

from attrs import define, field

from rules.ai import BOT_NAMES, BOT_SEARCHES, SearchPool, default_workers, make_bot
from rules.decision import Ev
from rules.game import Game
from rules.games import GameKind, game_kind
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


Task = tuple  # (seat order, seed, ismcts budget, Smash Up selection[, game: smashup or fzzzt[, iterations]])


@define(slots=True)
class Tally:
    """What one bot did over its seats: decision times (seconds), search iterations per searched
    decision, cards it played in its own turns, its turns and its hand size at each turn's end."""

    times: list[float] = field(factory=list)
    iterations: list[int] = field(factory=list)
    plays: int = 0
    turns: int = 0
    hand_at_end: int = 0

    def add(self, other: Tally) -> None:
        self.times += other.times
        self.iterations += other.iterations
        self.plays += other.plays
        self.turns += other.turns
        self.hand_at_end += other.hand_at_end


@define(slots=True)
class GameResult:
    winner: str | None  # the winning bot's name; None for a game without winner
    tallies: dict[str, Tally]
    rounds: float  # turns taken / players
    factions: dict[str, set[str]] = field(factory=dict)  # each bot's opponents' factions (Smash Up)


def play_game(task: Task, observe: Callable[[Any], None] | None = None, pool: SearchPool | None = None) -> GameResult:
    """One game: the seat order, its seed, the ismcts budget, what is played, and optionally the
    iterations every search decision runs instead of a budget. ``observe`` sees the game after
    every action (the soak checks the invariants there); ``pool``: where Hard searches."""
    order, seed, budget, selection, *rest = task
    kind = game_kind(rest[0] if rest else "smashup")
    iterations = rest[1] if len(rest) > 1 else None
    g = kind.new(len(order), seed, selection)
    bots = [make_bot(name, seed=seed * 8 + i, budget=budget, game=kind.key, pool=pool) for i, name in enumerate(order)]
    if iterations is not None:
        for bot in bots:
            if hasattr(bot, "iterations"):  # the search bots: a fixed count instead of the budget
                bot.iterations = iterations
    try:
        return _played(g, bots, order, kind, observe)
    finally:
        for bot in bots:
            if hasattr(bot, "close"):
                bot.close()


def _played(g: Any, bots: list[Any], order: list[str], kind: GameKind,
            observe: Callable[[Any], None] | None) -> GameResult:
    """The game ``g`` played to its end (or MAX_DECISIONS) by ``bots`` in seat order, tallied."""
    tallies = {name: Tally() for name in order}
    for _ in range(MAX_DECISIONS):
        if g.over:
            break
        p = g.decider
        mine = tallies[order[p]]
        t = time.perf_counter()
        a = bots[p].decide(g, p)
        mine.times.append(time.perf_counter() - t)
        searched = getattr(bots[p], "last_iterations", 0)
        if searched:
            mine.iterations.append(searched)
        if kind.turns:
            active = g.state.active
            for ev in g.apply(a):
                _count(g, ev, active, tallies[order[active]])
        else:  # cards per turn and hands at a turn's end don't apply
            g.apply(a)
        if observe is not None:
            observe(g)
    rounds = g.state.turn / len(order) if kind.turns else kind.round(g)
    return GameResult(order[g.winner] if g.winner is not None else None, tallies, rounds, _opponent_factions(g, order))


def _opponent_factions(g: Any, order: list[str]) -> dict[str, set[str]]:
    """The factions held by the seats of other bots than each one (none in a game without factions)."""
    players = getattr(g.state, "players", [])
    if not all(hasattr(pl, "factions") for pl in players):
        return {}
    return {name: {f for q, pl in enumerate(players) if order[q] != name for f in pl.factions} for name in order}


def _count(g: Game, ev: Ev, active: int, tally: Tally) -> None:
    """Plays by the player whose turn it is, and their hand when the turn ends."""
    if ev.kind == "play" and ev.player == active:
        tally.plays += 1
    elif ev.kind == "turn_end":
        tally.turns += 1
        tally.hand_at_end += len(g.state.players[active].hand)


def _percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    ys = sorted(xs)
    return ys[min(len(ys) - 1, math.ceil(q * len(ys)) - 1)]


def run_arena(seats: list[str], games: int, seed: int, jobs: int = 1, budget: float | None = None,
              selection: Selection | None = None, game: str = "smashup", workers: int | None = None,
              iterations: int | None = None) -> dict[str, Any]:
    """``workers``: processes Hard searches on (None: the machine's cores minus one, or none when
    ``jobs`` > 1 already spreads the games or ``iterations`` is given; 0: Hard searches in this
    process); ``iterations``: every search decision runs exactly that many instead of a budget, so
    the result doesn't depend on the machine's load."""
    if not 2 <= len(seats) <= 4:
        raise ValueError("the arena needs 2 to 4 seats")
    for name in seats:
        if name not in BOT_NAMES:
            raise ValueError(f"unknown bot: {name} (choose from {', '.join(BOT_NAMES)})")
    if games < 1 or jobs < 1:
        raise ValueError("--games and --jobs must be at least 1")
    if iterations is not None and iterations < 1:
        raise ValueError("--iterations must be at least 1")
    if iterations is not None and workers:
        raise ValueError("--iterations counts one search: use it with --workers 0 (each worker would run that many)")
    if workers is None:
        workers = default_workers() if jobs == 1 and iterations is None else 0
    if workers < 0 or (jobs > 1 and workers > 0):
        raise ValueError("--workers must be 0 or more, and 0 with --jobs above 1 (games or searches in parallel, not both)")
    orders = rotations(seats)
    tasks: list[Task] = [(orders[k % len(orders)], seed + k // len(orders), budget, selection, game, iterations)
                         for k in range(games)]
    if jobs == 1:
        with _search_pool(workers, seats, game) as pool:
            t0 = time.perf_counter()
            results = [play_game(t, pool=pool) for t in tasks]
            elapsed = time.perf_counter() - t0
    else:
        t0 = time.perf_counter()
        with multiprocessing.get_context("spawn").Pool(min(jobs, games)) as games_pool:  # no idle workers
            results = games_pool.map(play_game, tasks, chunksize=1)
        elapsed = time.perf_counter() - t0
    names = list(dict.fromkeys(seats))
    wins = {name: 0 for name in names}
    tallies = {name: Tally() for name in names}
    for res in results:
        if res.winner is not None:
            wins[res.winner] += 1
        for name, t in res.tallies.items():
            tallies[name].add(t)
    bots = {name: _bot_summary(wins[name], games, tallies[name], BOT_SEARCHES[name]) for name in names}
    if game_kind(game).factions:
        for name in names:
            bots[name]["by_opponent_faction"] = _by_faction(results, name)
    return {"games": games, "players": len(seats), "seed": seed,
            "games_per_second": round(games / elapsed, 3),
            "rounds": round(sum(r.rounds for r in results) / len(results), 2),
            "rounds_median": round(statistics.median(r.rounds for r in results), 2), "bots": bots}


def _search_pool(workers: int, seats: list[str], game: str) -> contextlib.AbstractContextManager[SearchPool | None]:
    """The workers a game's Hard searches on for the whole run, warm before the first game."""
    if workers == 0 or not game_kind(game).pooled or "ismcts" not in seats:
        return contextlib.nullcontext()
    pool = SearchPool(workers)
    try:
        pool.wait_ready()
    except BaseException:
        pool.close()
        raise
    return pool


def _by_faction(results: list[GameResult], name: str) -> dict[str, dict[str, Any]]:
    """``name``'s wins in the games where one of its opponents held each faction, with intervals."""
    played: dict[str, int] = {}
    won: dict[str, int] = {}
    for res in results:
        for f in res.factions.get(name, ()):
            played[f] = played.get(f, 0) + 1
            won[f] = won.get(f, 0) + (res.winner == name)
    out = {}
    for f in sorted(played):
        lo, hi = wilson(won[f], played[f])
        out[f] = {"games": played[f], "wins": won[f], "win_rate": round(won[f] / played[f], 4),
                  "ci_low": round(lo, 4), "ci_high": round(hi, 4)}
    return out


def _bot_summary(wins: int, games: int, t: Tally, searches: bool) -> dict[str, Any]:
    lo, hi = wilson(wins, games)
    xs = t.times
    out: dict[str, Any] = {
        "wins": wins, "win_rate": round(wins / games, 4), "ci_low": round(lo, 4), "ci_high": round(hi, 4),
        "decision_ms": {"mean": round(1000 * sum(xs) / len(xs), 3) if xs else 0.0,
                        "p95": round(1000 * _percentile(xs, 0.95), 3),
                        "max": round(1000 * max(xs, default=0.0), 3)},
        "cards_per_turn": round(t.plays / t.turns, 3) if t.turns else 0.0,
        "hand_at_end_of_turn": round(t.hand_at_end / t.turns, 3) if t.turns else 0.0,
    }
    if searches:
        out["iterations"] = round(sum(t.iterations) / len(t.iterations), 1) if t.iterations else 0.0
    return out

"""Random-legal-move games with invariants checked after every action; speed measures."""

from __future__ import annotations

import random
import time
from typing import Any

from rules.catalogue import catalogue
from rules.game import Game
from rules.invariants import check_indexes, check_state
from rules.selection import Selection
from rules.setup import new_game
from rules.timing import decision_times as timed_decisions

MAX_ACTIONS = 20000
TIMED_GAMES = 20  # games whose every decision is timed for the clone and legal-action means


def core_factions() -> list[str]:
    cat = catalogue()
    return [f for f, s in cat.faction_set.items() if s == "core"]


def core_selection() -> Selection:
    return Selection(tuple(core_factions()))


def setup_game(r: random.Random, seed: int, players: int, selection: Selection | None = None) -> Game:
    """The game a bench or arena seed plays: factions from ``selection`` (core by default),
    drawn with ``r``."""
    sel = selection or core_selection()
    return new_game(sel.factions(r, players), seed, base_sets=sel.base_sets, titans=sel.titans)


def check_step(g: Game, vp_before: list[int]) -> str | None:
    problem = check_state(g.state) or check_indexes(g)
    if problem:
        return problem
    for i, p in enumerate(g.state.players):
        if p.vp < vp_before[i]:
            return f"player {i} lost VP ({vp_before[i]} -> {p.vp})"
    return None  # power and breakpoints are floored at 0 where they are computed: nothing to check


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


def bench(games: int, seed: int, players: int = 2, selection: Selection | None = None,
          check: bool = True, game: str = "smashup") -> dict[str, Any]:
    """``game`` smashup or fzzzt (``selection`` is Smash Up's factions)."""
    timed = min(games, TIMED_GAMES)
    if game == "fzzzt":
        from rules.fzzzt import bench as fz

        def play(s: int) -> tuple[Any, int, str | None]:
            return fz.play_random_game(s, players, check)

        def timing() -> dict[str, float]:
            return fz.decision_times(seed, players, timed)
    else:
        def play(s: int) -> tuple[Any, int, str | None]:
            return play_random_game(s, players, selection, check)

        def timing() -> dict[str, float]:
            return decision_times(seed, players, selection, timed)
    failures = []
    total_actions = 0
    t0 = time.perf_counter()
    for k in range(games):
        s = seed + k
        try:
            g, n, problem = play(s)
        except Exception as e:  # a crash is a failure to report with its seed, not a traceback
            failures.append({"seed": s, "reason": f"{type(e).__name__}: {e}"})
            continue
        total_actions += n
        if problem:
            failures.append({"seed": s, "reason": problem})
    elapsed = time.perf_counter() - t0
    times = timing()
    return {
        "games": games, "players": players, "seed": seed,
        "games_per_second": round(games / elapsed, 2) if elapsed else None,
        "actions_per_second": round(total_actions / elapsed, 1) if elapsed else None,
        **times, "failures": failures,
    }


def decision_times(seed: int, players: int, selection: Selection | None, games: int) -> dict[str, float]:
    """Means over every decision of the first ``games`` games (replayed outside the timed run);
    legal actions are those of a main decision computed afresh."""
    from rules.flow import main_options
    from rules.game import engine_of

    def main_listing(g: Game, _clone: Game) -> float | None:
        if g.pending.kind != "main":
            return None
        e = engine_of(g)  # the engine's own listing, as the flow asks it
        t0 = time.perf_counter()
        main_options(e)
        return time.perf_counter() - t0

    return timed_decisions(lambda r, s: setup_game(r, s, players, selection), seed, games, main_listing)

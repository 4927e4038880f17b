"""Random-legal-move games with invariants checked after every action; speed measures."""

from __future__ import annotations

import random
import time
from typing import Any

from rules.catalogue import catalogue
from rules.game import Game
from rules.invariants import check_state
from rules.selection import Selection
from rules.setup import new_game

MAX_ACTIONS = 20000


def core_factions() -> list[str]:
    cat = catalogue()
    return [f for f, s in cat.faction_set.items() if s == "core"]


def core_selection() -> Selection:
    return Selection(tuple(core_factions()))


def setup_game(r: random.Random, seed: int, players: int, selection: Selection | None = None) -> Game:
    """The game a bench or arena seed plays: factions from ``selection`` (core by default),
    drawn with ``r``."""
    sel = selection or core_selection()
    return new_game(sel.factions(r, players), seed, base_sets=sel.base_sets)


def check_step(g: Game, vp_before: list[int]) -> str | None:
    problem = check_state(g.state)
    if problem:
        return problem
    for i, p in enumerate(g.state.players):
        if p.vp < vp_before[i]:
            return f"player {i} lost VP ({vp_before[i]} -> {p.vp})"
    with g.reading():
        for bi in g.base_indices():
            if g.breakpoint(bi) < 0 or any(g.power(m) < 0 for m in g.state.bases[bi].minions):
                return "negative power or breakpoint"
    return None


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
        vp = [p.vp for p in g.state.players]
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
          check: bool = True) -> dict[str, Any]:
    failures = []
    total_actions = 0
    t0 = time.perf_counter()
    sample: Game | None = None
    for k in range(games):
        s = seed + k
        try:
            g, n, problem = play_random_game(s, players, selection, check)
        except Exception as e:  # a crash is a failure to report with its seed, not a traceback
            failures.append({"seed": s, "reason": f"{type(e).__name__}: {e}"})
            continue
        total_actions += n
        if problem:
            failures.append({"seed": s, "reason": problem})
        sample = g
    elapsed = time.perf_counter() - t0
    clone_us, legal_us = _micro(seed, players, selection)
    return {
        "games": games, "players": players, "seed": seed,
        "games_per_second": round(games / elapsed, 2) if elapsed else None,
        "actions_per_second": round(total_actions / elapsed, 1) if elapsed else None,
        "clone_us": clone_us, "legal_actions_us": legal_us, "failures": failures,
        "_sample_turns": sample.state.turn if sample else None,
    }


def _micro(seed: int, players: int, selection: Selection | None) -> tuple[float, float]:
    """Clone and legal-action times at a mid-game main decision."""
    r = random.Random(seed)
    g = setup_game(r, seed, players, selection)
    for _ in range(60):
        if g.over:
            break
        opts = g.legal_actions()
        g.apply(opts[r.randrange(len(opts))])
    n = 2000
    t = time.perf_counter()
    for _ in range(n):
        g.clone()
    clone_us = (time.perf_counter() - t) / n * 1e6
    from rules.flow import main_options

    t = time.perf_counter()
    for _ in range(n // 4):
        main_options(g)
    legal_us = (time.perf_counter() - t) / (n // 4) * 1e6
    return round(clone_us, 2), round(legal_us, 2)

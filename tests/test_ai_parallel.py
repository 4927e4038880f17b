"""Hard on worker processes (root parallelism): one worker answers as the search in the bot's own
process does, several workers' visits add up, and a worker that dies costs speed, not the game."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from rules.ai import parallel
from rules.ai.arena import run_arena
from rules.ai.ismcts import PRIOR_VISITS, ISMCTSBot, _keyed
from rules.ai.parallel import SearchPool, default_workers
from rules.game import Game
from rules.selection import setup_game

DECISIONS = 60  # of a three-player game, the searched ones with 12 iterations each


@pytest.fixture(scope="module")
def one_worker() -> Iterator[SearchPool]:
    with SearchPool(1) as pool:
        yield pool


def _three_player_game(seed: int) -> Game:
    return setup_game(random.Random(seed), seed, 3, None)


def test_hard_on_one_worker_answers_as_in_its_own_process_with_a_fixed_iteration_count(one_worker) -> None:
    # Same seeds, same iterations: every answer of a game's first decisions (the kept subtrees
    # included) is the same whether the search runs here or in the worker.
    g = _three_player_game(4)
    here = [ISMCTSBot(40 + p, iterations=12) for p in range(3)]
    there = [ISMCTSBot(40 + p, iterations=12, pool=one_worker) for p in range(3)]
    searched = 0
    for _ in range(DECISIONS):
        p = g.decider
        a = here[p].decide(g, p)
        assert there[p].decide(g, p) == a
        assert there[p].last_iterations == here[p].last_iterations
        searched += here[p].last_iterations > 0
        g.apply(a)
    assert searched > 10
    for bot in there:
        bot.close()


def test_two_workers_search_as_many_iterations_each_and_their_visits_add_up() -> None:
    g = _three_player_game(7)
    while len(g.legal_actions()) < 3:
        g.apply(g.legal_actions()[0])
    with SearchPool(2) as pool:
        bot = ISMCTSBot(9, iterations=25, pool=pool)
        visits, n = pool.search(bot.token, g, g.decider, 0.25, 25)
    assert n == 50
    # Each worker's root starts with Normal's score of every option (PRIOR_VISITS each), then one
    # visit an iteration.
    assert sum(visits.values()) == 2 * (PRIOR_VISITS * len(_keyed(g)) + 25)


def test_hard_searches_in_its_own_process_when_its_worker_dies() -> None:
    g = _three_player_game(5)
    while len(g.legal_actions()) < 3:
        g.apply(g.legal_actions()[0])
    pool = SearchPool(1)
    pool.wait_ready()
    bot = ISMCTSBot(3, iterations=15, pool=pool)
    pool._procs[0].kill()
    pool._procs[0].join()
    assert bot.decide(g, g.decider) == ISMCTSBot(3, iterations=15).decide(g, g.decider)
    assert bot.pool is None and not pool.alive and bot.last_iterations == 15


def test_the_default_is_the_machines_cores_but_one_and_at_least_one(monkeypatch) -> None:
    monkeypatch.setattr(parallel.os, "sched_getaffinity", lambda _: {0, 1, 2, 3}, raising=False)
    assert default_workers() == 3
    monkeypatch.setattr(parallel.os, "sched_getaffinity", lambda _: {0}, raising=False)
    assert default_workers() == 1


def test_the_arena_searches_on_workers_but_not_while_its_games_run_in_parallel() -> None:
    res = run_arena(["ismcts", "random"], 1, seed=2, budget=0.01, workers=1)
    assert res["bots"]["ismcts"]["iterations"] > 0
    with pytest.raises(ValueError, match="--workers"):
        run_arena(["ismcts", "random"], 2, seed=2, jobs=2, workers=1)

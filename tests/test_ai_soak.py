"""A thousand bot games through every decision and Me First! window, none of them stalling, the
invariants (every card once, in its owner's piles, no stale controller...) checked after every action."""

from __future__ import annotations

from rules.ai.arena import MAX_DECISIONS, play_game
from rules.game import Game
from rules.invariants import check_state

GAMES = 1000
GREEDY_EVERY = 25  # a greedy seat in every 25th game (greedy thinks ~100 times longer)


def _sound(g: Game) -> None:
    problem = check_state(g.state)
    assert problem is None, problem


def test_a_thousand_games_of_random_and_greedy_bots_end_without_a_stall() -> None:
    finished = 0
    for seed in range(GAMES):
        players = 2 + seed % 3
        seats = ["random"] * players
        if seed % GREEDY_EVERY == 0:
            seats[seed % players] = "greedy"
        res = play_game((seats, seed, None, None), observe=_sound)
        decisions = sum(len(t.times) for t in res.tallies.values())
        assert decisions < MAX_DECISIONS, f"seed {seed}: no end after {decisions} decisions"
        finished += res.winner is not None
    assert finished == GAMES

"""`python -m rules arena`: seats rotated over the same seeds, one entry per bot name, Wilson
intervals, worker processes."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rules.__main__ import main
from rules.ai.arena import play_game, rotations, run_arena, wilson
from rules.selection import select


def test_every_seed_is_played_in_every_seat_order() -> None:
    assert rotations(["greedy", "random"]) == [["greedy", "random"], ["random", "greedy"]]
    assert len(rotations(["greedy", "greedy", "ismcts", "greedy"])) == 4
    assert rotations(["random", "random"]) == [["random", "random"]]


def test_wilson_interval_matches_the_textbook_values() -> None:
    lo, hi = wilson(80, 100)
    assert (round(lo, 4), round(hi, 4)) == (0.7112, 0.8666)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


def test_a_bot_named_twice_is_counted_once_over_its_seats() -> None:
    res = run_arena(["random", "greedy", "random"], 3, seed=4)
    assert set(res["bots"]) == {"random", "greedy"}
    assert res["games"] == 3 and res["players"] == 3
    assert sum(b["wins"] for b in res["bots"].values()) <= 3
    for b in res["bots"].values():
        assert b["ci_low"] <= b["win_rate"] <= b["ci_high"]
        assert set(b["decision_ms"]) == {"mean", "p95", "max"}


def test_arena_json_from_the_command_line_with_two_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--seats", "random,random", "--games", "2", "--seed", "9", "--jobs", "2", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert set(res) == {"games", "players", "seed", "games_per_second", "rounds", "rounds_median",
                        "bots"}
    assert res["bots"]["random"]["wins"] == 2
    assert set(res["bots"]["random"]) == {"wins", "win_rate", "ci_low", "ci_high", "decision_ms", "cards_per_turn",
                                          "hand_at_end_of_turn", "by_opponent_faction"}


def test_unknown_bot_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--seats", "random,expert", "--games", "1"]) == 2
    assert capsys.readouterr().err.strip() == "error: unknown bot: expert (choose from random, greedy, ismcts)"


def test_arena_counts_cards_played_per_own_turn_hand_size_and_rounds() -> None:
    res = play_game((["random", "greedy"], 3, None, None))
    for name, t in res.tallies.items():
        assert t.turns > 0 and t.plays >= t.turns, name  # Easy and Normal play at least a card a turn
        assert 0 < t.hand_at_end / t.turns <= 10
    assert res.rounds == pytest.approx(sum(t.turns for t in res.tallies.values()) / 2, abs=0.5)


def test_a_search_bot_reports_its_iterations_per_decision() -> None:
    res = run_arena(["ismcts", "random"], 1, seed=2, budget=0.01)
    assert res["bots"]["ismcts"]["iterations"] > 0 and "iterations" not in res["bots"]["random"]
    assert res["rounds"] > 1


def test_arena_reports_the_median_game_length_in_rounds() -> None:
    res = run_arena(["random", "random"], 3, seed=5)
    lengths = sorted(play_game((["random", "random"], 5 + k, None, None)).rounds for k in range(3))
    assert res["rounds_median"] == round(lengths[1], 2)
    assert res["rounds"] == round(sum(lengths) / 3, 2)


def test_fixed_iterations_make_every_search_decision_run_exactly_that_many() -> None:
    # A fresh process, as an outside check would run it: the count doesn't depend on the machine's load.
    out = subprocess.run([sys.executable, "-m", "rules", "arena", "--seats", "ismcts,random", "--games", "1",
                          "--seed", "2", "--iterations", "7", "--json"], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout)["bots"]["ismcts"]["iterations"] == 7.0


def test_fixed_iterations_count_one_search_so_not_with_workers(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--seats", "ismcts,random", "--games", "1", "--iterations", "5", "--workers", "1"]) == 2
    assert capsys.readouterr().err.strip().startswith("error: --iterations counts one search")


def test_wins_are_split_by_the_factions_the_opponents_held() -> None:
    sel = select(None, "aliens,ninjas,dinosaurs,robots", 2, False)
    res = run_arena(["greedy", "random"], 2, seed=3, selection=sel)
    greedy = res["bots"]["greedy"]["by_opponent_faction"]
    # Seats rotate, factions stay with their seat: each bot met every faction of the deal once.
    assert set(greedy) == {"aliens", "ninjas", "dinosaurs", "robots"}
    assert all(f["games"] == 1 for f in greedy.values())
    assert sum(f["wins"] for f in greedy.values()) == 2 * res["bots"]["greedy"]["wins"]

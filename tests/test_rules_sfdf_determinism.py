"""Séries B cards (looks, burying, counters, borrowed control, talents) keep the engine's promise:
a game cloned or saved at any decision point continues identically."""

import random

import pytest
from test_rules_determinism import copies_continue_identically

from rules import saves
from rules.setup import new_game

SEATS = [["cyborg_apes", "ninjas"], ["super_spies", "wizards"], ["aliens", "robots"]]


@pytest.mark.parametrize("seed", range(4))
def test_series_b_games_clone_and_save_at_any_decision_and_continue_identically(seed):
    r = random.Random(seed)
    g = new_game(SEATS[: 2 + seed % 2], seed)
    checked = 0
    for _ in range(500):
        if g.over:
            break
        if r.random() < (0.4 if g.pending.kind != "main" else 0.05):
            copies_continue_identically(g, [r.randrange(1000) for _ in range(30)])
            checked += 1
        opts = g.legal_actions()
        g.apply(opts[r.randrange(len(opts))])
    assert checked > 5


def test_the_same_state_always_gives_the_same_save_file():
    # Two talents used this turn: the once-per-turn keys are a set, whatever order they came in.
    a, b = new_game(SEATS[:2], 1), new_game(SEATS[:2], 1)
    a.state.used.update(["talent:4", "talent:3", "grant:9"])
    for k in ["grant:9", "talent:3", "talent:4"]:
        b.state.used.add(k)
    assert saves.to_data(a)["state"]["used"] == ["grant:9", "play_phase_from:0", "talent:3", "talent:4"]
    assert saves.dumps(a) == saves.dumps(b)

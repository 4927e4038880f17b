"""The hook and reaction index is derived from the table: at every decision of random games, in
the original and in clones that go their own way, it equals a full scan."""

from __future__ import annotations

import random

import pytest
from table import Table

from rules.invariants import check_indexes
from rules.selection import core_factions, random_factions
from rules.setup import new_game


@pytest.mark.parametrize("seed", range(4))
def test_the_hook_index_equals_a_scan_at_every_decision_of_a_game_and_its_clones(seed: int) -> None:
    r = random.Random(seed)
    g = new_game(random_factions(r, 3 + seed % 2, core_factions()), seed)
    clones = 0
    while not g.over:
        assert check_indexes(g) is None, g.state.turn
        opts = g.legal_actions()
        if r.random() < 0.1:
            c = g.clone()
            c.apply(opts[r.randrange(len(opts))])
            assert check_indexes(c) is None and check_indexes(g) is None
            clones += 1
        g.apply(opts[r.randrange(len(opts))])
    assert clones > 0


def test_a_minion_entering_and_leaving_play_enters_and_leaves_the_index() -> None:
    t = Table(hands=[["robots/microbot_alpha"], []], bases=[("base/the_central_brain", []), ("base/jungle_oasis", [])])
    alpha = t.id("microbot_alpha")
    assert alpha not in [c for c, _ in t.e.holders("power")]
    t.play("microbot_alpha", base="the_central_brain")
    assert alpha in [c for c, _ in t.e.holders("power")]
    t.e.to_discard(alpha)
    assert alpha not in [c for c, _ in t.e.holders("power")]
    assert check_indexes(t.g) is None


def test_a_minion_entering_moving_and_leaving_keeps_the_index_in_table_order() -> None:
    t = Table(hands=[["robots/microbot_alpha"], []],
              bases=[("base/the_homeworld", [("robots/microbot_fixer", 1)]), ("base/jungle_oasis", []),
                     ("base/tar_pits", [("robots/microbot_fixer", 1)])], base_deck=["base/the_central_brain"])
    alpha, fixer, fixer2 = t.id("microbot_alpha"), t.id("microbot_fixer"), t.id("microbot_fixer#2")

    def auras() -> list[int]:
        assert check_indexes(t.g) is None
        return [c for c, _ in t.e.holders("power")]

    assert auras() == [fixer, fixer2]
    t.play("microbot_alpha", base="jungle_oasis")
    assert auras() == [fixer, alpha, fixer2]
    t.e.move_minion(alpha, 2)
    assert auras() == [fixer, fixer2, alpha]
    t.e.to_discard(fixer2)
    assert auras() == [fixer, alpha]
    t.e.to_discard(alpha)
    t.e.to_discard(fixer)
    assert auras() == [] and "power" not in t.e.hook_index()[0]


def test_a_table_change_that_takes_no_new_stamp_is_caught_by_the_check() -> None:
    t = Table(hands=[["robots/microbot_alpha"], []], bases=[("base/the_central_brain", []), ("base/jungle_oasis", [])])
    assert check_indexes(t.g) is None
    t.g.state.bases[0].minions.append(t.id("microbot_alpha"))  # behind the engine's back
    assert check_indexes(t.g) == "the table changed without a new stamp: the hook index is stale"
    t.e.table_changed()
    assert check_indexes(t.g) is None


def test_a_modifier_moved_to_another_minion_without_a_new_stamp_is_caught_by_the_check() -> None:
    t = Table(bases=[("base/the_central_brain", [("robots/zapbot", 0, ["dinosaurs/upgrade"]),
                                                 ("robots/hoverbot", 1)]), ("base/jungle_oasis", [])])
    zapbot, hoverbot = t.id("zapbot"), t.id("hoverbot")
    assert check_indexes(t.g) is None
    attached = t.g.state.attached
    attached[hoverbot] = attached.pop(zapbot)  # behind the engine's back: the table order changes
    assert check_indexes(t.g) == "the table changed without a new stamp: the hook index is stale"


def test_only_the_hooks_read_through_holders_are_indexed() -> None:
    t = Table(hands=[["robots/microbot_alpha"], []], bases=[("base/the_central_brain", []), ("base/jungle_oasis", [])])
    t.play("microbot_alpha", base="the_central_brain")
    assert "on_play" not in t.e.hook_index()[0]
    with pytest.raises(KeyError):
        t.e.holders("on_play")

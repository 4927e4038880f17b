"""The Play Cards phase's fast listing (rules/flow.py, ``main_options``) against the rule it
restates (rules/listing_rule.py): at every decision of random games of every box, as
``python -m rules bench`` checks with its invariants, the two hold exactly the same plays."""

from __future__ import annotations

import pytest

from rules import flow
from rules.actions import Action
from rules.random_games import play_random_game
from rules.selection import select

MIXES = [("core", False, 2), ("core,sfdf", False, 3), ("core,geeks,allstars", False, 4), ("core,marvel", False, 3),
         ("core,sfdf,geeks,allstars,marvel", True, 4)]


@pytest.mark.parametrize("sets, titans, players", MIXES)
def test_at_every_decision_the_listing_holds_exactly_the_plays_the_rule_allows(sets, titans, players):
    for seed in range(1, 6):
        _, _, problem = play_random_game(seed, players, select(sets, None, players, titans))
        assert problem is None, f"{sets} seed {seed}: {problem}"


def test_a_listing_that_forgets_a_base_is_caught(monkeypatch):
    """The wall itself: the fast path that puts a minion on every base, one base short."""
    every_base = flow._on_every_base

    def one_short(card: int, bases: int) -> list[Action]:
        return every_base(card, bases)[:-1]

    monkeypatch.setattr(flow, "_on_every_base", one_short)
    _, _, problem = play_random_game(1, 2, select("core", None, 2))
    assert problem is not None and "the listing differs from the rule: missing" in problem

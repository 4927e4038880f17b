"""Both games are ``TurnGame``s: what the table, the bots and the harnesses rely on, and nothing else."""

from __future__ import annotations

import inspect
from collections.abc import Callable

import pytest

from rules.actions import Pick
from rules.decision import Illegal
from rules.fzzzt.game import new_game as new_fzzzt
from rules.protocol import TurnGame
from rules.setup import new_game as new_smashup

GAMES: dict[str, Callable[[], TurnGame]] = {
    "smashup": lambda: new_smashup([["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "zombies"]], 5),
    "fzzzt": lambda: new_fzzzt(3, 5),
}
MEMBERS = [name for name in vars(TurnGame) if not name.startswith("_")]


def test_the_protocol_is_the_facade_and_nothing_more():
    assert sorted(MEMBERS) == ["apply", "clone", "legal_actions", "over", "pending", "state", "view", "why_not",
                               "winner"]


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_every_member_with_the_protocols_parameters(game):
    g = GAMES[game]()
    assert isinstance(g, TurnGame)
    for name in MEMBERS:
        want = getattr(TurnGame, name)
        if isinstance(want, property):
            assert not callable(getattr(g, name)), name  # read as a value, not called
        else:
            assert list(inspect.signature(getattr(g, name)).parameters) == \
                list(inspect.signature(want).parameters)[1:], name  # without self


def _first_answers(g: TurnGame, n: int) -> list[str]:
    """``n`` decisions answered with their first legal action, through the protocol alone."""
    taken = []
    for _ in range(n):
        if g.over:
            break
        a = g.legal_actions()[0]
        assert g.pending is not None and a in g.pending.options
        g.apply(a)
        taken.append(a.id)
    return taken


@pytest.mark.parametrize("game", GAMES)
def test_a_clone_continues_as_the_game_would_and_leaves_it_alone(game):
    g = GAMES[game]()
    _first_answers(g, 6)
    c = g.clone()
    before = [g.view(p) for p in range(3)]
    assert _first_answers(c, 20) == _first_answers(g.clone(), 20)
    assert [g.view(p) for p in range(3)] == before
    assert c.view(0) != before[0]


@pytest.mark.parametrize("game", GAMES)
def test_an_answer_not_offered_is_refused_with_why_not(game):
    g = GAMES[game]()
    wrong = Pick("card", 10_000)
    assert wrong not in g.legal_actions()
    with pytest.raises(Illegal) as refused:
        g.apply(wrong)
    assert refused.value.reason == g.why_not(wrong) != ""
    assert g.pending is not None and not g.over and g.winner is None

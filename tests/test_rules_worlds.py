"""A clone or a re-dealt world at a Play Cards decision keeps the decision it copies: the options
are not listed again, and the game goes on exactly as the original would."""

from __future__ import annotations

import random

import pytest

import rules.flow
from rules import saves
from rules.ai.determinize import Determinizer
from rules.selection import core_factions, random_factions
from rules.setup import new_game


def _at_play_cards(seed: int):
    r = random.Random(seed)
    g = new_game(random_factions(r, 3, core_factions()), seed)
    for _ in range(40 + seed):
        g.apply(g.legal_actions()[r.randrange(len(g.legal_actions()))])
    while g.pending.kind != "main":
        g.apply(g.legal_actions()[0])
    return g, r


def test_a_clone_at_play_cards_does_not_list_the_options_again(monkeypatch: pytest.MonkeyPatch) -> None:
    g, r = _at_play_cards(2)
    a = g.legal_actions()[r.randrange(len(g.legal_actions()))]
    calls = []
    real = rules.flow.main_options
    monkeypatch.setattr(rules.flow, "main_options", lambda game: calls.append(1) or real(game))
    c = g.clone()
    c.apply(a)
    by_clone = len(calls)
    g.apply(a)
    assert by_clone == len(calls) - by_clone  # the clone listed no more than the original did
    assert saves.to_data(c)["state"] == saves.to_data(g)["state"]


@pytest.mark.parametrize("seed", range(3))
def test_a_world_dealt_for_the_decider_keeps_its_options_and_plays_on(seed: int) -> None:
    g, r = _at_play_cards(seed)
    me = g.decider
    for _ in range(5):
        w = Determinizer(g, me).sample(r)
        assert w.legal_actions() == g.legal_actions()
        assert [w.state.cards[c] for c in w.state.players[me].hand] == [g.state.cards[c] for c in g.state.players[me].hand]
        fresh = saves.loads(saves.dumps(w))
        assert fresh.legal_actions() == w.legal_actions()
        a = w.legal_actions()[r.randrange(len(w.legal_actions()))]
        fresh.apply(a)
        w.apply(a)
        assert saves.to_data(w)["state"] == saves.to_data(fresh)["state"]

"""`bench` and `arena` play what `--sets` and `--factions` choose; `--no-check` skips invariants."""

from __future__ import annotations

import json
import random

import pytest

from rules.__main__ import main
from rules.catalogue import catalogue
from rules.selection import select, setup_game


def test_fixed_factions_go_to_the_seats_in_order() -> None:
    sel = select(None, "zombies,aliens,robots,dinosaurs,wizards,pirates", 3)
    g = setup_game(random.Random(5), 5, 3, sel)
    assert [p.factions for p in g.state.players] == [["zombies", "aliens"], ["robots", "dinosaurs"],
                                                     ["wizards", "pirates"]]
    cat = catalogue()
    for i, p in enumerate(g.state.players):
        cards = [g.state.cards[c] for c in p.deck + p.hand]
        assert {cat.cards[c].faction for c in cards} == set(p.factions), i


def test_sets_choose_the_factions_and_the_bases() -> None:
    sel = select("core", None, 4)
    cat = catalogue()
    for seed in range(5):
        g = setup_game(random.Random(seed), seed, 4, sel)
        assert all(cat.faction_set[f] == "core" for p in g.state.players for f in p.factions)
        bases = [g.state.cards[b.card] for b in g.state.bases] + [g.state.cards[b] for b in g.state.base_deck]
        assert {cat.cards[b].set for b in bases} == {"core"}


@pytest.mark.parametrize(("args", "message"), [
    (["--sets", "nowhere"], "error: unknown set: nowhere"),
    (["--sets", "madness"], "error: set madness has no playable faction yet"),
    (["--factions", "aliens,robots,zombies"], "error: --factions needs two factions per player, in seat order"),
    (["--factions", "aliens,zorglub"], "error: unknown faction: zorglub"),
    (["--factions", "aliens,robots", "--players", "3"], "error: --factions names 2 factions; 3 players need 6"),
])
def test_a_bad_choice_is_one_line_and_exit_2(args: list[str], message: str,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--games", "1", *args]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith(message)


def test_bench_plays_the_named_factions_without_checks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--games", "2", "--factions", "aliens,robots,zombies,ninjas,pirates,tricksters",
                 "--no-check", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["players"] == 3 and out["failures"] == []


def test_arena_factions_must_cover_every_seat(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--seats", "random,random,random", "--games", "1", "--factions", "aliens,robots"]) == 2
    assert "3 players need 6" in capsys.readouterr().err
    assert main(["arena", "--seats", "random,random", "--games", "2", "--sets", "core",
                 "--factions", "aliens,robots,zombies,wizards", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2


def test_sets_core_and_marvel_play_the_marvel_factions_on_offer_on_the_core_bases(
        capsys: pytest.CaptureFixture[str]) -> None:
    cat = catalogue()
    sel = select("core,marvel", None, 2)
    marvel = [f for f in sel.pool if cat.faction_set[f] == "marvel"]
    assert "avengers" in marvel
    g = setup_game(random.Random(3), 3, 2, select("core,marvel", "avengers,aliens,ninjas,robots", 2))
    bases = [g.state.cards[b.card] for b in g.state.bases] + [g.state.cards[b] for b in g.state.base_deck]
    assert {cat.cards[b].set for b in bases} == {"core"}  # the Marvel bases' facts are unknown
    assert main(["bench", "--games", "2", "--sets", "core,marvel", "--factions", "avengers,aliens,ninjas,robots",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["failures"] == []

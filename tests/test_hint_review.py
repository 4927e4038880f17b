"""Hints and reviews: Hard's search from one seat's view, a save's history, the CLI in a fresh process."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from rules import saves
from rules.actions import FINISH, Play
from rules.ai.bots import GreedyBot
from rules.ai.determinize import known_in_hands
from rules.ai.hint import english, hint
from rules.ai.ismcts import HARD_FLOOR, ISMCTSBot, Searcher
from rules.game import Game, history_of
from rules.review import review
from rules.setup import new_game
from tests.table import Table

ITERATIONS = 200

BASES = [("base/the_central_brain", [("dinosaurs/armor_stego", 0), ("aliens/invader", 0), ("dinosaurs/war_raptor", 0),
                                     ("aliens/scout", 0)]),
         ("base/tar_pits", [("pirates/pirate_king", 1), ("ninjas/ninja_master", 1), ("pirates/first_mate", 1)]),
         ("base/jungle_oasis", [])]


def last_turn(opponent_hand: list[str], opponent_deck: list[str], my_deck: list[str]) -> Table:
    """Player 0 at 12 VP: King Rex on the Central Brain (17 power of its 19) scores it, 4 VP, the
    game. Player 1, at 13 VP, leads the Tar Pits one minion short of its breakpoint."""
    return Table(hands=[["dinosaurs/king_rex"], opponent_hand], decks=[my_deck, opponent_deck],
                 bases=BASES, vp=[12, 13], base_deck=["base/the_mothership", "base/the_homeworld"])


def test_the_hint_plays_the_minion_that_wins_the_game():
    t = last_turn(["ninjas/shinobi", "pirates/saucy_wench"], ["pirates/dinghy"], ["aliens/collector"])
    h = hint(t.g, 0, ITERATIONS)
    assert h.best.action == Play(t.id("king_rex"), t.slot("the_central_brain"))
    assert h.best.share > h.options[1].share
    words = [english(f) for f in h.facts]
    assert "The Central Brain would reach its breakpoint (24 of 19): player 0 first there, 4 VP" in words
    assert "player 1: 13 VP" in words


def midgame(seed: int, decisions: int) -> Game:
    """A game Normal played for ``decisions`` answers, then on to player 0's next choice."""
    g = new_game([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=seed, first=0)
    bots = [GreedyBot(1), GreedyBot(2)]
    for _ in range(decisions):
        g.apply(bots[g.decider].decide(g, g.decider))
    while g.decider != 0 or len(g.legal_actions()) < 2 or not g.pending.quiescent:
        g.apply(bots[g.decider].decide(g, g.decider))
    return g


def redealt(g: Game, seat: int, r: random.Random) -> Game:
    """The same game with what ``seat`` can't see dealt otherwise: the other players' hands and
    decks shuffled together (save the cards it was shown), its own deck in another order."""
    s = g.state.copy()
    known = known_in_hands(s, seat)
    labels = list(s.cards)
    for p, pl in enumerate(s.players):
        pool = pl.deck if p == seat else [c for c in pl.hand + pl.deck if c not in known]
        cards = [labels[c] for c in pool]
        r.shuffle(cards)
        for c, card in zip(pool, cards, strict=True):
            labels[c] = card
    s.cards = tuple(labels)
    return Game(s)


@pytest.mark.parametrize("seed", [3, 8])
def test_the_hint_does_not_change_with_cards_the_seat_cannot_see(seed: int):
    """Two positions that differ only in the other player's hand and deck and the order of the
    seat's own deck: the same hint, to the last visit."""
    a = midgame(seed, 40)
    b = redealt(a, 0, random.Random(seed))
    assert a.state.cards != b.state.cards and a.view(0) == b.view(0)
    ha, hb = hint(a, 0, ITERATIONS), hint(b, 0, ITERATIONS)
    assert [(o.action, o.visits, o.share) for o in ha.options] == [(o.action, o.visits, o.share) for o in hb.options]
    assert ha.facts == hb.facts


def thrown_away() -> Table:
    """King Rex played on the Jungle Oasis instead: no base scores, and the turn is over."""
    t = last_turn(["ninjas/shinobi", "pirates/saucy_wench"], ["pirates/dinghy", "ninjas/tiger_assassin"],
                  ["aliens/collector", "dinosaurs/laseratops"])
    t.play("king_rex", "jungle_oasis")
    while t.g.decider == 0:  # the turn's end, and whatever it asks on the way
        t._do(FINISH if FINISH in t.options() else t.options()[0])
    return t


def test_the_review_marks_the_decision_that_threw_a_won_game_away():
    t = thrown_away()
    r = review(history_of(t.g), 0, ITERATIONS)
    assert r.marks, "the losing play is marked"
    worst = max(r.marks, key=lambda m: m.loss)
    assert worst.step == 0 and worst.turn == 1
    assert worst.chosen.action == Play(t.id("king_rex"), t.slot("jungle_oasis"))
    assert worst.best.action == Play(t.id("king_rex"), t.slot("the_central_brain"))
    assert worst.loss > 0.3


def test_a_save_keeps_the_game_from_its_start_and_refuses_a_history_that_leads_elsewhere(tmp_path: Path):
    t = thrown_away()
    loaded = saves.loads(saves.dumps(t.g))
    assert history_of(loaded) == history_of(t.g)
    data = json.loads(saves.dumps(t.g))
    data["history"]["answers"][0] = f"play:{t.id('king_rex')}:{t.slot('tar_pits')}:"
    with pytest.raises(saves.SaveError, match="history is inconsistent"):
        saves.loads(json.dumps(data))


def test_hard_searches_its_floor_of_iterations_however_short_its_budget():
    """A busy computer gives Hard's budget few iterations: it searches its floor anyway, or until
    the runner-up could not catch the leader in the iterations the floor has left."""
    g = new_game([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=3, first=0)
    _, n = Searcher(1).search(g, 0, 0.0001, None)
    assert n == 1
    visits, n = Searcher(1).search(g, 0, 0.0001, None, floor=HARD_FLOOR)
    first, second = sorted(visits.values(), reverse=True)[:2]
    assert n >= HARD_FLOOR or (n >= 32 and first - second > HARD_FLOOR - n)
    assert ISMCTSBot(1).floor == HARD_FLOOR and ISMCTSBot(1, budget=0.01).floor == 0  # arena's --budget: as asked


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rules", *args], capture_output=True, text=True, timeout=120)


def test_hint_and_review_on_the_command_line(tmp_path: Path):
    save = tmp_path / "game.json"
    save.write_text(saves.dumps(last_turn(["ninjas/shinobi"], ["pirates/dinghy"], ["aliens/collector"]).g))
    out = run("hint", str(save), "--iterations", "100", "--json")
    assert out.returncode == 0, out.stderr
    h = json.loads(out.stdout)
    assert h["seat"] == 0 and h["decision"] == "main" and h["best"] == h["options"][0]["id"]
    assert {"id", "label", "share", "visits"} <= set(h["options"][0]) and h["facts"]
    assert run("hint", str(save), "--seat", "1").returncode == 2  # not player 1's decision

    save.write_text(saves.dumps(thrown_away().g))
    out = run("review", str(save), "--iterations", "100", "--json")
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout)
    assert r["seat"] == 0 and r["decisions"] >= 1
    assert r["marks"][0]["step"] == 0 and r["marks"][0]["chosen"]["label"] == "Play King Rex on Jungle Oasis"
    assert {"step", "turn", "chosen", "best", "loss", "facts"} == set(r["marks"][0])

    save.write_text("{not json")
    bad = run("review", str(save))
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr

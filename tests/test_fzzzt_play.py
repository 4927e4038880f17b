"""FZZZT! through the façade: random games keep the invariants; clone and save at any decision
continue the same game; sealed bids stay hidden from views and bots; the command line."""

import json
import random
import subprocess
import sys

import pytest

from rules import saves
from rules.actions import Pick
from rules.fzzzt.bench import check_step
from rules.fzzzt.bot import GreedyBot, ISMCTSBot, RandomBot, determinize
from rules.fzzzt.game import new_game
from tests.fzzzt_table import bid, position


def _random_play(g, r, steps=None):
    n = 0
    while not g.over and (steps is None or n < steps):
        opts = g.legal_actions()
        g.apply(opts[r.randrange(len(opts))])
        n += 1
    return g


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant_to_the_end(players):
    for seed in range(4):
        g = new_game(players, seed)
        r = random.Random(seed)
        seen = [0] * players
        while not g.over:
            opts = g.legal_actions()
            g.apply(opts[r.randrange(len(opts))])
            assert check_step(g, seen) is None
        assert g.state.scores is not None and g.winners


def test_a_clone_at_any_decision_continues_the_same_game():
    for seed in range(3):
        g = _random_play(new_game(3, seed), random.Random(seed), steps=40 + 37 * seed)
        c = g.clone()
        a = _random_play(g, random.Random(99))
        b = _random_play(c, random.Random(99))
        assert a.state == b.state


def test_a_save_at_any_decision_loads_the_same_game_and_continues_it():
    g = new_game(2, 8)
    r = random.Random(8)
    k = 0
    while not g.over:
        if k % 23 == 0:
            h = saves.loads(saves.dumps(g))
            assert h.state == g.state and h.legal_actions() == g.legal_actions()
            assert _random_play(h.clone(), random.Random(k)).state == _random_play(g.clone(), random.Random(k)).state
        opts = g.legal_actions()
        g.apply(opts[r.randrange(len(opts))])
        k += 1
    assert saves.loads(saves.dumps(g)).state.scores == g.state.scores


def test_a_save_has_its_own_format_name():
    data = saves.to_data(new_game(2, 1))
    assert data["format"] == "fzzzt-save" and data["version"] == 1


def test_a_tampered_or_inconsistent_save_is_refused_with_one_line():
    data = saves.to_data(new_game(2, 1))
    data["state"]["players"][0]["hand"].append(0)
    with pytest.raises(saves.SaveError, match="checksum"):
        saves.from_data(data)
    data["checksum"] = saves.checksum(data["state"])
    with pytest.raises(saves.SaveError, match="inconsistent"):
        saves.from_data(data)
    data = saves.to_data(new_game(2, 1))
    data["state"]["cards"][0] = "fzzzt/robot_9_x"
    data["checksum"] = saves.checksum(data["state"])
    with pytest.raises(saves.SaveError, match="unknown card id"):
        saves.from_data(data)


def test_a_save_loads_in_a_fresh_process(tmp_path):
    g = _random_play(new_game(3, 4), random.Random(4), steps=55)
    path = tmp_path / "game.json"
    path.write_text(saves.dumps(g), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "rules", "check-save", str(path)], capture_output=True, text=True)
    assert out.returncode == 0 and "valid FZZZT! save: 3 players" in out.stdout
    bad = tmp_path / "bad.json"
    bad.write_text(path.read_text()[:-30], encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "rules", "check-save", str(bad)], capture_output=True, text=True)
    assert out.returncode == 2 and "Traceback" not in out.stderr and out.stderr.count("\n") == 1


def test_nobody_sees_another_players_bid_before_the_reveal():
    g = new_game(4, 6)
    r = random.Random(6)
    while not g.over:
        if g.state.phase == "bidding":
            for me in range(4):
                for p, seen in enumerate(g.view(me).players):
                    assert (seen.bid is None) == (p != me)
                    if p != me:
                        assert seen.hand is None
                        assert seen.hand_size == len(g.state.players[p].hand)
                        assert seen.bid_size == len(g.state.players[p].bid)  # face down, counted
        opts = g.legal_actions()
        g.apply(opts[r.randrange(len(opts))])


def _sealed(first_bid):
    g = position([["robot_5_n", "robot_1_n", "robot_2_b", "fzzzt"], ["robot_3_o", "robot_2_o", "mechanic_2"]],
                 workshops=[["robot_4_c"], ["robot_1_c"]], conveyor=["unit_co", "robot_5_c", "fzzzt"],
                 factory=["robot_3_c"] * 8)
    bid(g, *first_bid)
    return g


@pytest.mark.parametrize("bot", [lambda: GreedyBot(3), lambda: ISMCTSBot(3, iterations=60)])
def test_a_bot_decides_the_same_whatever_the_sealed_bid_it_cannot_see(bot):
    a, b = _sealed(["robot_5_n"]), _sealed(["robot_1_n", "fzzzt"])
    assert a.decider == b.decider == 1
    assert bot().decide(a, 1) == bot().decide(b, 1)


def test_a_determinized_world_redeals_the_other_players_sealed_bid():
    g = _sealed(["robot_5_n"])
    worlds = [determinize(g.state, 1, random.Random(k)) for k in range(30)]
    assert all(len(w.players[0].hand) + len(w.players[0].bid) == 4 for w in worlds)
    assert len({tuple(sorted(w.cards[c] for c in w.players[0].bid)) for w in worlds}) > 1
    assert all(w.cards[c] == g.state.cards[c] for w in worlds for c in g.state.players[1].hand)


@pytest.mark.parametrize("seats", [("greedy", "random"), ("ismcts", "greedy", "random")])
def test_bots_play_whole_games_with_legal_actions(seats):
    g = new_game(len(seats), 12)
    bots = [RandomBot(1) if s == "random" else GreedyBot(2) if s == "greedy" else ISMCTSBot(3, iterations=8)
            for s in seats]
    while not g.over:
        p = g.decider
        a = bots[p].decide(g, p)
        assert a in g.legal_actions()
        g.apply(a)


def test_a_bot_resumed_in_the_middle_of_its_bid_finishes_it():
    g = position([["robot_5_n", "robot_1_n"], ["robot_3_o"]], conveyor=["fzzzt", "fzzzt"])
    g.apply(Pick("card", g.state.players[0].hand[0]))
    assert GreedyBot(0).decide(g.clone(), 0) in g.legal_actions()


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "rules", *args], capture_output=True, text=True)


def test_bench_plays_fzzzt_from_the_command_line():
    out = _cli("bench", "--game", "fzzzt", "--games", "5", "--players", "3", "--json")
    res = json.loads(out.stdout)
    assert out.returncode == 0 and res["failures"] == [] and res["games"] == 5


def test_arena_plays_fzzzt_from_the_command_line():
    out = _cli("arena", "--game", "fzzzt", "--seats", "greedy,random", "--games", "4", "--json")
    res = json.loads(out.stdout)
    assert out.returncode == 0 and set(res["bots"]) == {"greedy", "random"}
    assert sum(b["wins"] for b in res["bots"].values()) <= 4


def test_check_save_json_prints_a_fzzzt_position(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(saves.dumps(_random_play(new_game(2, 5), random.Random(5), steps=30)), encoding="utf-8")
    out = _cli("check-save", str(path), "--json")
    pos = json.loads(out.stdout)
    assert out.returncode == 0 and pos["game"] == "fzzzt" and pos["pending"]["kind"] in ("bid", "build")
    assert sum(map(len, pos["hands"])) + sum(map(len, pos["workshops"])) > 0


def test_smash_up_options_are_refused_for_fzzzt_in_one_line():
    out = _cli("bench", "--game", "fzzzt", "--sets", "core", "--games", "1")
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "Smash Up options" in out.stderr

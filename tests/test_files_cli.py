"""Hostile files and arguments on the command line: exit 2 and one line naming what is wrong, at once."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rules import saves
from rules.__main__ import main
from rules.setup import new_game

SCENARIOS = Path(__file__).parent / "scenarios"
A_SCENARIO = SCENARIOS / "tie-at-fifteen-goes-on.json"


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rules", *args], capture_output=True, text=True, timeout=60)


def one_line_exit_2(capsys, *argv: str) -> str:
    assert main(list(argv)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: ")
    return err


# --- files that are not files (a FIFO would hang, /dev/zero never ends) ---------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("command", ["check-save", "scenario"])
def test_a_fifo_is_refused_at_once_in_a_fresh_process(tmp_path, command):
    fifo = tmp_path / "x.smashup"
    os.mkfifo(fifo)
    done = run_cli(command, str(fifo))
    assert done.returncode == 2 and "not a regular file" in done.stderr and done.stderr.count("\n") == 1


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
@pytest.mark.parametrize("command", ["check-save", "scenario"])
def test_a_link_to_dev_zero_is_refused(tmp_path, capsys, command):
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    assert "not a regular file" in one_line_exit_2(capsys, command, str(link))


def test_check_save_on_a_huge_integer_is_one_line_in_a_fresh_process(tmp_path):
    path = tmp_path / "big.smashup"
    path.write_text(saves.dumps(new_game([["aliens", "ninjas"], ["robots", "zombies"]], 1))[:-1]
                    + ',"app":' + "7" * 5000 + "}")
    done = run_cli("check-save", str(path))
    assert done.returncode == 2 and "number too large" in done.stderr and done.stderr.count("\n") == 1


# --- scenario files validated whole first ----------------------------------------------------------
def _scenario(tmp_path: Path, edit) -> str:
    data = json.loads(A_SCENARIO.read_text(encoding="utf-8"))
    edit(data)
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("edit, field", [
    (lambda d: d["bases"][0].update(card="dinosaurs/king_rex"), "bases[0]: dinosaurs/king_rex is a minion"),
    (lambda d: d["players"][0]["hand"].append("base/tar_pits"), "players[0].hand[0]: base/tar_pits is a base"),
    (lambda d: d["bases"][0]["minions"].append({"card": "aliens/invader", "label": ["x"]}),
     "bases[0].minions[5].label"),
    (lambda d: d["players"].__setitem__(1, None), "players[1]"),
    (lambda d: d.update(expect=[1]), "expect"),
    (lambda d: d["players"][0].update(vp=None), "players[0].vp"),
    (lambda d: d["players"][0].update(vp=True), "players[0].vp"),
    (lambda d: d.update(active=2), "active"),
    (lambda d: d.update(seed="x"), "seed"),
    (lambda d: d["bases"][0]["minions"][0].update(controller=5), "bases[0].minions[0].controller"),
    (lambda d: d["bases"][0]["minions"][0].update(power_counters=None), "bases[0].minions[0].power_counters"),
    (lambda d: d["bases"][0]["minions"][0].update(attached=["aliens/invader"]),
     "bases[0].minions[0].attached[0]: aliens/invader is a minion"),
    (lambda d: d["base_deck"].append("aliens/invader"), "base_deck[1]"),
    (lambda d: d["script"].append({"play": "nobody"}), "script[2].play: unknown label"),
    (lambda d: d["script"].append({"choose": {"a": 1}}), "script[2].choose"),
    (lambda d: d["script"].append({"until": "the end"}), "script[2].until"),
    (lambda d: d["script"].append({"finish": True, "pass": True}), "script[2]"),
    (lambda d: d["players"][0].update(factions=["aliens", "elves"]), "players[0].factions"),
    (lambda d: d["players"][1]["hand"].append("ninjas/invisible_ninja"),
     "ninjas/invisible_ninja is a titan, not a card for a hand"),
    (lambda d: d["bases"][0]["minions"].append("pirates/the_kraken"),
     "bases[0].minions[5]: pirates/the_kraken is a titan, not a minion on a base"),
    (lambda d: d["bases"][1].update(titans=["aliens/invader"]),
     "bases[1].titans[0]: aliens/invader is a minion, not a titan on a base"),
    (lambda d: d["bases"][1].update(titans="pirates/the_kraken"), "bases[1].titans: must be a list"),
    (lambda d: d["players"][1].update(titans=[{"card": "pirates/the_kraken", "power_counters": 2}]),
     "players[1].titans[0]: a titan out of play has no controller or power counters"),
    (lambda d: d["bases"][1].update(titans=["pirates/the_kraken", {"card": "dinosaurs/fort_titanosaurus",
                                                                   "controller": 1}]),
     "bases[1].titans[1]: player 1 already controls a titan in play"),
    (lambda d: d["bases"][1].update(titans=[{"card": "pirates/the_kraken", "attached": ["dinosaurs/upgrade"]}]),
     "bases[1].titans[0].attached: only a minion in play can have cards attached"),
])
def test_a_malformed_scenario_names_the_field_in_one_line(tmp_path, capsys, edit, field):
    assert field in one_line_exit_2(capsys, "scenario", _scenario(tmp_path, edit))


def test_a_card_id_with_a_newline_is_quoted_on_one_line(tmp_path, capsys):
    err = one_line_exit_2(capsys, "scenario", _scenario(
        tmp_path, lambda d: d["players"][0]["hand"].append("a\nb<b>")))
    assert "a\\nb<b>" in err


def test_a_scenario_with_a_bom_runs(tmp_path, capsys):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + A_SCENARIO.read_bytes())
    assert main(["scenario", str(path)]) == 0


@pytest.mark.parametrize("target", ["folder", "missing/x.smashup"])
def test_save_to_a_folder_or_a_missing_folder_is_exit_2(tmp_path, capsys, target):
    (tmp_path / "folder").mkdir()
    err = one_line_exit_2(capsys, "scenario", str(A_SCENARIO), "--save", str(tmp_path / target))
    assert "--save: can't write" in err


def test_save_of_a_scenario_writes_a_save_that_loads(tmp_path, capsys):
    out = tmp_path / "s.smashup"
    assert main(["scenario", str(A_SCENARIO), "--save", str(out)]) == 0
    assert saves.load(out).state.players[0].vp == 15


def test_a_scenario_with_more_copies_than_printed_still_saves_as_a_scenario(tmp_path, capsys):
    """Only listed cards exist in a scenario (two King Rex here); its save says it is one."""
    out = tmp_path / "s.smashup"
    assert main(["scenario", str(SCENARIOS / "scout-goes-home-after-scoring.json"), "--save", str(out)]) == 0
    g = saves.load(out)
    assert g.state.scenario and g.state.cards.count("dinosaurs/king_rex") == 2


# --- arguments out of range ------------------------------------------------------------------------
@pytest.mark.parametrize("argv", [
    ["arena", "--seats", "random,random", "--budget", "nan"],
    ["arena", "--seats", "random,random", "--budget", "inf"],
    ["arena", "--seats", "random,random", "--budget", "1e308"],
    ["arena", "--seats", "random,random", "--budget", "0"],
    ["arena", "--seats", "random,random", "--jobs", "0"],
    ["arena", "--seats", "random,random", "--jobs", "100000"],
    ["arena", "--seats", "random,random", "--games", "-3"],
    ["bench", "--games", "-1"],
    ["bench", "--games", "0"],
])
def test_out_of_range_arguments_are_refused_with_exit_2(capsys, argv):
    with pytest.raises(SystemExit) as info:  # argparse's own exit, before anything runs
        main(argv)
    err = capsys.readouterr().err
    assert info.value.code == 2 and "out of range" in err and err.count("\n") == 1


def test_a_scenario_with_titans_runs_and_reports_them(tmp_path, capsys):
    """A titan listed in a scenario plays with titans on: on its base, with its controller and counters."""
    def edit(d):
        d["bases"][1]["titans"] = [{"card": "pirates/the_kraken", "label": "kraken", "controller": 0,
                                    "power_counters": 2}]
        d["players"][0]["titans"] = [{"card": "dinosaurs/fort_titanosaurus", "label": "fort"}]
        d["script"], d["expect"] = [], {}
    assert main(["scenario", _scenario(tmp_path, edit), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["cards"]["kraken"] == {"zone": "base", "owner": 1, "base": out["bases"][1]["label"], "controller": 0,
                                      "power_counters": 2}
    assert out["cards"]["fort"] == {"zone": "beside_deck", "owner": 0}
    assert out["bases"][1]["power_by_player"] == [2, 0]

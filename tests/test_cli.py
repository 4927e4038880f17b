"""The headless command line, exactly as the contract says; bad input: one line, exit 2."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules.__main__ import main

SCENARIOS = Path(__file__).parent / "scenarios"


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rules", *args], capture_output=True, text=True, timeout=120)


def test_cards_json_lists_every_core_card_and_base_with_the_contract_fields(capsys):
    assert main(["cards", "--set", "core", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    ids = {r["id"] for r in rows}
    assert "aliens/supreme_overlord" in ids and "base/the_homeworld" in ids
    assert sum(r["type"] == "base" for r in rows) == 16
    assert sum(r["count"] for r in rows if r["type"] != "base") == 8 * 20
    for r in rows:
        assert {"id", "set", "faction", "type", "name", "power", "count", "breakpoint", "vp", "text"} <= set(r)


def test_scenario_json_output_has_every_contract_field(capsys):
    assert main(["scenario", str(SCENARIOS / "tie-for-first.json"), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"vp", "active", "turn", "phase", "game_over", "winner", "bases", "cards", "hands", "decks",
            "discards", "pending", "error", "log"} <= set(out)
    assert out["cards"]["oasis"] == {"zone": "in_play"}


def test_scenario_exit_1_when_expect_fails(tmp_path, capsys):
    data = json.loads((SCENARIOS / "tie-for-first.json").read_text())
    data["expect"]["vp"] = [9, 9, 9]
    f = tmp_path / "s.json"
    f.write_text(json.dumps(data))
    assert main(["scenario", str(f)]) == 1


def test_scenario_exit_1_with_the_refused_step(tmp_path, capsys):
    data = json.loads((SCENARIOS / "tie-for-first.json").read_text())
    data["script"] = [{"pass": True}]
    f = tmp_path / "s.json"
    f.write_text(json.dumps(data))
    assert main(["scenario", str(f), "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["error"]["step"] == 0


def test_scenario_save_writes_a_save_the_checker_accepts(tmp_path, capsys):
    out = tmp_path / "g.smashup"
    assert main(["scenario", str(SCENARIOS / "tie-for-first.json"), "--save", str(out)]) == 0
    assert main(["check-save", str(out)]) == 0


@pytest.mark.parametrize("content", ["{not json", json.dumps({"format": "smashup-scenario/1", "players": []}),
                                     json.dumps({"format": "smashup-scenario/1", "players": [
                                         {"factions": ["aliens", "ninjas"], "hand": ["aliens/nope"]},
                                         {"factions": ["robots", "zombies"]}], "bases": []})])
def test_a_malformed_scenario_gets_one_line_and_exit_2(tmp_path, content):
    f = tmp_path / "bad.json"
    f.write_text(content)
    r = run_cli("scenario", str(f))
    assert r.returncode == 2 and r.stdout == ""
    assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr


def test_a_missing_file_gets_one_line_and_exit_2():
    r = run_cli("check-save", "/nonexistent/file.smashup")
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("content", ["", "garbage", '{"format": "smashup-save", "version": 99}'])
def test_check_save_rejects_bad_files_with_one_line(tmp_path, content):
    f = tmp_path / "bad.smashup"
    f.write_text(content)
    r = run_cli("check-save", str(f))
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr


def test_an_unknown_command_or_option_gets_one_line_and_exit_2():
    r = run_cli("cards", "--bogus")
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1


def test_bench_json_reports_speed_and_no_failure(capsys):
    assert main(["bench", "--games", "3", "--seed", "7", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"games", "players", "seed", "games_per_second", "actions_per_second", "clone_us",
            "legal_actions_us", "failures"} <= set(out)
    assert out["failures"] == []


def test_a_reader_that_leaves_early_gets_no_traceback():
    """`python -m rules cards --json | head -c 10`: the closed pipe ends the command quietly."""
    proc = subprocess.Popen([sys.executable, "-m", "rules", "cards", "--json"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    proc.stdout.read(10)
    proc.stdout.close()  # the reader leaves; what the command still writes meets a closed pipe
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 1
    assert "Traceback" not in err and "BrokenPipeError" not in err, err

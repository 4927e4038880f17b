"""Scenario files through the command line, as outside checks run them: the rulebooks' own examples
(copied from the shared scenarios) and files exercising every step and position field of the format."""

import json
from pathlib import Path

import pytest

from rules.__main__ import main

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.json"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario_runs_to_the_end_and_its_expectations_hold(path: Path, capsys) -> None:
    assert main(["scenario", str(path), "--json"]) == 0, capsys.readouterr().out
    out = json.loads(capsys.readouterr().out)
    assert out["error"] is None


def test_every_script_step_of_the_contract_is_exercised_by_a_file() -> None:
    steps = {key for p in SCENARIOS for step in json.loads(p.read_text())["script"] for key in step}
    assert {"play", "use", "talent", "choose", "choose_player", "answer", "pass", "finish", "until"} <= steps

"""The rulebooks' own examples, as scenario files, through the same runner as the CLI."""

import json
from pathlib import Path

import pytest

from rules.scenario import check_expect, result, run

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.json"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_rulebook_example(path: Path) -> None:
    data = json.loads(path.read_text())
    g, b, error, log = run(data)
    assert error is None
    assert check_expect(result(g, b, error, log), data["expect"]) == []

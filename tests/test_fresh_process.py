"""A save loaded in a fresh Python process keeps every card's rules: nothing shared with the test
session (imports, registries) may make a resumed game look right when a player's restart would not."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCENARIO = Path(__file__).parent / "scenarios" / "poisoned-rex-and-armor-stego.json"

_PROBE = """
import json, sys
from rules.saves import load
g = load(sys.argv[1])
bases = [[g.name(m) + ":" + str(g.power(m)) for m in b.minions] for b in g.state.bases]
print(json.dumps({"bases": bases, "options": sorted(a.id for a in g.legal_actions())}))
"""


def _fresh(code: str, *args: str) -> dict:
    out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_a_save_loaded_in_a_fresh_process_keeps_poison_and_armor_stego(tmp_path: Path) -> None:
    save = tmp_path / "game.smashup"
    subprocess.run([sys.executable, "-m", "rules", "scenario", str(SCENARIO), "--save", str(save)],
                   capture_output=True, check=True)
    loaded = _fresh(_PROBE, str(save))
    # King Rex 7 - 4 (Poison); Armor Stego 3 + 2 (not its controller's turn); Invader 3.
    assert loaded["bases"][0] == ["King Rex:3", "Armor Stego:5", "Invader:3"]
    same_session = json.loads(subprocess.run(
        [sys.executable, "-m", "rules", "scenario", str(SCENARIO), "--json"],
        capture_output=True, text=True).stdout)
    assert same_session["pending"]["options"] == loaded["options"]

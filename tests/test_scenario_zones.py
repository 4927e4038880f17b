"""The scenario runner keeps to the contract (shared/contracts/cli-and-scenarios.md), run as a tool
would run it, in a fresh process: a base is named by its label wherever it came from (a minion's
``base``), and a card's zone is one of the contract's, with the base it is at (``buried``), while it
is played (``resolving``) or waiting beside its owner's deck (``beside_deck``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def run(tmp_path: Path, scenario: dict[str, Any]) -> dict[str, Any]:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps({"format": "smashup-scenario/1", "seed": 1, "active": 0, **scenario}), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "rules", "scenario", str(path), "--json"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr or done.stdout
    return json.loads(done.stdout)


def terraforming(script: list[dict[str, Any]]) -> dict[str, Any]:
    return {"players": [{"factions": ["aliens", "dinosaurs"],
                         "hand": [{"card": "aliens/terraforming", "label": "terra"},
                                  {"card": "dinosaurs/war_raptor", "label": "raptor"}]},
                        {"factions": ["ninjas", "pirates"], "titans": [{"card": "pirates/the_kraken", "label": "kraken"}]}],
            "bases": [{"card": "base/the_homeworld", "label": "home"}, {"card": "base/tar_pits", "label": "pits"}],
            "base_deck": [{"card": "base/jungle_oasis", "label": "oasis"}, "base/the_mothership"],
            "script": script}


def test_a_base_from_the_base_deck_is_named_by_its_label(tmp_path):
    """Terraforming swaps The Homeworld for the Jungle Oasis from the base deck; a minion played
    there is on "oasis", not on "base/jungle_oasis"."""
    res = run(tmp_path, terraforming([{"play": "terra"}, {"choose": "oasis"}, {"choose": "home"},
                                      {"play": "raptor", "base": "oasis"}]))
    assert res["cards"]["raptor"]["base"] == "oasis"
    assert res["cards"]["oasis"] == {"zone": "in_play"} and res["cards"]["home"] == {"zone": "base_deck"}
    assert [b["label"] for b in res["bases"]] == ["oasis", "pits"]


def test_an_action_being_played_is_resolving_and_a_titan_out_of_play_is_beside_its_deck(tmp_path):
    res = run(tmp_path, terraforming([{"play": "terra"}]))
    assert res["cards"]["terra"] == {"zone": "resolving", "owner": 0}
    assert res["cards"]["kraken"] == {"zone": "beside_deck", "owner": 1}
    assert res["pending"]["kind"] == "card"


def test_a_buried_card_is_at_the_base_it_is_buried_at(tmp_path):
    """The Operative looks at the top 2 cards of its deck and buries one at a base."""
    res = run(tmp_path, {
        "players": [{"factions": ["super_spies", "aliens"],
                     "hand": [{"card": "super_spies/operative", "label": "op"}],
                     "deck": [{"card": "aliens/invader", "label": "inv"}, {"card": "aliens/scout", "label": "scout"}]},
                    {"factions": ["ninjas", "pirates"]}],
        "bases": [{"card": "base/the_homeworld", "label": "home"}, {"card": "base/tar_pits", "label": "pits"}],
        "script": [{"play": "op", "base": "home"}, {"choose_option": "From the top of your deck"},
                   {"choose": "inv"}, {"choose": "pits"}]})
    assert res["cards"]["inv"] == {"zone": "buried", "base": "pits", "owner": 0}
    assert res["cards"]["scout"]["zone"] == "deck"

"""A game loads the card modules of its own cards only (rules/cards/__init__.py, ``load_for``): each
card's behaviour must then come from the module its card names, and a game must play the same
whether the other modules are loaded or not. Each check runs in a fresh process, where nothing
else has loaded them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from rules.behaviour import REGISTRY
from rules.cards import load_all, module_of

ROOT = Path(__file__).resolve().parent.parent

# Imports each card module alone, in turn, and prints which cards' behaviour each one touched.
WHO_REGISTERS = """
import importlib, json, pkgutil
import rules.cards
from rules.behaviour import REGISTRY, REPRINTS

def marks():
    return {c: (tuple(b.hooks), len(b.reactions), len(b.specials), b.vanilla) for c, b in REGISTRY.items()}

touched = {}
for box in pkgutil.iter_modules(rules.cards.__path__):
    if not box.ispkg:
        continue
    package = importlib.import_module("rules.cards." + box.name)
    for mod in pkgutil.iter_modules(package.__path__):
        before, reprints = marks(), dict(REPRINTS)
        name = f"{package.__name__}.{mod.name}"
        importlib.import_module(name)
        after = marks()
        touched[name] = sorted({c for c in after if after[c] != before.get(c)}
                               | {c for c in REPRINTS if c not in reprints})
print("TOUCHED " + json.dumps(touched))
"""

# A game played to its end by the first legal answer each time; its final state's digest. With
# "all", every card module is loaded first.
PLAYED = """
import json, sys
from rules.cards import load_all
from rules.setup import new_game
from rules.perft import Digest

if sys.argv[1] == "all":
    load_all()
g = new_game(json.loads(sys.argv[2]), seed=5, first=1, titans=True)
for _ in range(400):
    if g.pending is None:
        break
    legal = g.legal_actions()
    g.apply(legal[len(legal) // 2])
loaded = sorted(m for m in sys.modules if m.startswith("rules.cards."))
d = Digest()
d.add(g.state)
print("PLAYED " + json.dumps([d.hex(), loaded]))
"""


def fresh(script: str, *args: str) -> str:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-c", script, *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith(("TOUCHED ", "PLAYED "))), None)
    assert line is not None, proc.stderr[-3000:]
    return line.split(" ", 1)[1]


def test_each_card_module_registers_only_cards_that_name_it():
    touched = json.loads(fresh(WHO_REGISTERS))
    load_all()
    assert set().union(*touched.values()) == set(REGISTRY)  # every card with behaviour was seen
    elsewhere = {c: (name, module_of(c)) for name, cards in touched.items() for c in cards if module_of(c) != name}
    assert elsewhere == {}


def test_a_game_plays_the_same_with_only_its_cards_modules_loaded():
    # All Stars reprint cards of Dinosaurs, Shapeshifters, Ninjas and Time Travelers; Geeks reprint All Stars.
    factions = json.dumps([["all_stars", "geeks"], ["robots", "wizards"], ["kree", "cyborg_apes"]])
    (lazy, loaded), (full, _) = json.loads(fresh(PLAYED, "lazy", factions)), json.loads(fresh(PLAYED, "all", factions))
    assert lazy == full
    assert "rules.cards.sfdf.shapeshifters" in loaded  # the original of All Stars' G.E.L.F.
    assert not any(m.startswith("rules.cards.marvel.") and m != "rules.cards.marvel.kree" for m in loaded)


def test_a_game_of_four_core_factions_reads_their_modules_and_the_core_bases_only():
    _, loaded = json.loads(fresh(PLAYED, "lazy", json.dumps([["aliens", "dinosaurs"], ["ninjas", "pirates"]])))
    assert [m for m in loaded if m.count(".") == 3] == [
        "rules.cards.core.aliens", "rules.cards.core.bases", "rules.cards.core.dinosaurs", "rules.cards.core.ninjas",
        "rules.cards.core.pirates", "rules.cards.geeks.titans"]

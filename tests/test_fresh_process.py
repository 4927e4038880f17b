"""A save loaded in a fresh Python process plays exactly like the game that was saved: nothing
shared with the test session (imports, registries) may make a resumed game look right when a
player's restart would not. Each real entry is driven in its own process: the loading API,
``python -m rules check-save``, ``smashup PATH`` and the app's resume at start-up."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = Path(__file__).parent / "scenarios"
POISON = SCENARIOS / "poisoned-rex-and-armor-stego.json"
MID_EFFECT = SCENARIOS / "grave-digger-asks-after-a-reload.json"

# What a loaded game looks like: every minion's power, the pending decision and its options, the
# Normal bot's answer with a fixed seed; the same for a clone (bot workers and undo use clones).
_FACTS = """
def facts(g):
    from rules.ai import make_bot
    def one(x):
        d = x.pending
        return {"bases": [[x.read.cid(m) + ":" + str(x.read.power(m)) for m in b.minions] for b in x.state.bases],
                "pending": None if d is None else [d.player, d.kind],
                "options": sorted(a.id for a in x.legal_actions()),
                "bot": None if d is None else make_bot("greedy", 11).decide(x, d.player).id}
    return {"game": one(g), "clone": one(g.clone())}
"""

_LOAD = _FACTS + """
import json, sys
from rules.saves import load
print(json.dumps(facts(load(sys.argv[1]))))
"""

_SCENARIO = _FACTS + """
import json, sys
from rules.scenario import run
print(json.dumps(facts(run(json.load(open(sys.argv[1])))[0])))
"""

# The real start-up, `smashup [PATH]`, offscreen. Only the modal "Resume?" question is answered
# (Yes), and once the window has begun, the game it shows is read back and the app quits.
_APP = _FACTS + """
import json, sys
from PySide6.QtWidgets import QApplication, QMessageBox
from app import main as entry
from app.main_window import MainWindow

QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
begin = MainWindow.begin

def begin_then_report(self, path):
    begin(self, path)
    print(json.dumps(None if self.game is None else facts(self.game)), flush=True)
    QApplication.instance().exit(0)

MainWindow.begin = begin_then_report
sys.argv = ["smashup", *sys.argv[1:]]
sys.exit(entry.main())
"""


def _fresh(code: str, *args: str, env: dict | None = None) -> dict:
    out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT,
                         env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def _save(scenario: Path, to: Path) -> Path:
    subprocess.run([sys.executable, "-m", "rules", "scenario", str(scenario), "--save", str(to)],
                   capture_output=True, check=True, cwd=ROOT)
    return to


@pytest.fixture(scope="module")
def saved(tmp_path_factory) -> dict[Path, tuple[Path, dict]]:
    """Each scenario's save, and the game as the scenario run left it (itself a fresh process)."""
    d = tmp_path_factory.mktemp("saves")
    return {sc: (_save(sc, d / (sc.stem + ".smashup")), _fresh(_SCENARIO, str(sc))) for sc in (POISON, MID_EFFECT)}


def test_a_save_loaded_in_a_fresh_process_keeps_poison_and_armor_stego(saved) -> None:
    path, played = saved[POISON]
    loaded = _fresh(_LOAD, str(path))
    # King Rex 7 - 4 (Poison); Armor Stego 3 + 2 (not its controller's turn); Invader 3.
    assert loaded["game"]["bases"][0] == ["dinosaurs/king_rex:3", "dinosaurs/armor_stego:5", "aliens/invader:3"]
    # The Homeworld's extra minion (power 2 or less): Collector may still be played.
    assert sum(o.startswith("play:") for o in loaded["game"]["options"]) == 2
    assert loaded == played


def test_a_save_made_mid_effect_asks_the_same_question_in_a_fresh_process(saved) -> None:
    path, played = saved[MID_EFFECT]
    loaded = _fresh(_LOAD, str(path))
    assert loaded["game"]["pending"] == [1, "card"]
    assert len(loaded["game"]["options"]) == 3  # King Rex, Walker, pass
    assert loaded == played


@pytest.mark.parametrize("scenario", [POISON, MID_EFFECT], ids=["quiescent", "mid-effect"])
def test_check_save_json_shows_the_position_that_was_saved(saved, scenario: Path) -> None:
    path, _ = saved[scenario]
    run = subprocess.run([sys.executable, "-m", "rules", "scenario", str(scenario), "--json"],
                         capture_output=True, text=True, cwd=ROOT)
    played = json.loads(run.stdout)
    out = subprocess.run([sys.executable, "-m", "rules", "check-save", str(path), "--json"],
                         capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    checked = json.loads(out.stdout)
    assert set(checked) == {"vp", "active", "turn", "phase", "game_over", "winner", "bases", "hands", "decks",
                            "discards", "pending"}
    for key in ("vp", "active", "turn", "phase", "game_over", "winner", "hands", "decks", "discards"):
        assert checked[key] == played[key], key
    assert checked["bases"] == [{k: b[k] for k in ("card", "in_play", "total_power", "power_by_player")}
                                for b in played["bases"]]
    assert checked["pending"] == {"player": played["pending"]["player"], "kind": played["pending"]["kind"]}


def test_check_save_json_of_a_bad_file_is_one_line_and_exit_2(tmp_path) -> None:
    bad = tmp_path / "bad.smashup"
    bad.write_text("{not json", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "rules", "check-save", str(bad), "--json"],
                         capture_output=True, text=True, cwd=ROOT)
    assert (out.returncode, out.stdout, len(out.stderr.strip().splitlines())) == (2, "", 1)


def _app_env(data: Path) -> dict:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SMASHUP_DATA_DIR": str(data)}


@pytest.mark.parametrize("scenario", [POISON, MID_EFFECT], ids=["quiescent", "mid-effect"])
def test_smashup_path_opens_the_game_that_was_saved(saved, scenario: Path, tmp_path) -> None:
    path, played = saved[scenario]
    shown = _fresh(_APP, str(path), env=_app_env(tmp_path))
    assert shown == played


@pytest.mark.parametrize("scenario", [POISON, MID_EFFECT], ids=["quiescent", "mid-effect"])
def test_resume_at_start_up_continues_the_game_that_was_saved(saved, scenario: Path, tmp_path) -> None:
    path, played = saved[scenario]
    (tmp_path / "saves").mkdir()
    shutil.copy(path, tmp_path / "saves" / "autosave.smashup")
    shown = _fresh(_APP, env=_app_env(tmp_path))
    assert shown == played

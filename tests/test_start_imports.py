"""A start draws the first table without loading what that table does not show: the other game,
the bots, the network, the dialogs, the replay, the saves (issue 45: start-up ≥ ×1.3 cheaper).
Each module is loaded when first asked for: a menu, a bot seat, a save, a game of FZZZT!."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The first table of a two-person Smash Up game, drawn as `smashup` draws it, in a fresh process.
FIRST_TABLE = """
import json, sys
from app.main import load_qt, make_app

load_qt()
from app.main_window import MainWindow
from app.seats import Seat
from rules.setup import new_game

app, settings, _ = make_app(sys.argv[:1], "en")
w = MainWindow(settings, autosaving=False)
w.show()
w.start(new_game([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=11, first=0), [Seat("Ann"), Seat("Bob")], None)
w.cover.hide()
w.view.viewport().repaint()
app.processEvents()
assert w.scene.cards and w.scene.bases, "no table drawn"
print("MODULES " + json.dumps(sorted(sys.modules)))
feature = sys.modules["shibokensupport.feature"].pyside_feature_dict
print("READ " + json.dumps(sorted(name for name, flag in feature.items()
                                  if flag == 0 and name.split(".")[0] not in ("PySide6", "shiboken6"))))
"""

NOT_AT_START = {
    "the other game's rules and table": ["rules.fzzzt.game", "rules.fzzzt.flow", "app.fzzzt"],
    "the bots and their worker processes": ["rules.ai", "multiprocessing"],
    "network play": ["rules.net", "app.net_window", "asyncio", "ssl", "zeroconf", "async_upnp_client", "aiohttp"],
    "the dialogs of the menus and of a game's end": ["app.new_game_dialog", "app.end_dialogs", "app.help_dialog",
                                                     "app.about_dialog", "app.join_dialog", "app.net_host_dialog"],
    "replay and review": ["app.replay.opening", "app.replay.window", "rules.review", "rules.replay"],
    "saves (read or written after the first paint)": ["rules.saves", "rules.upgrades", "cattrs"],
    "the installed version's metadata": ["importlib.metadata"],
    "a source checkout's translation builder": ["subprocess"],
    "a programming error's spelling suggestions, a failed move's report": ["difflib", "datetime"],
    "OpenSSL (the deal's hash is Python's own BLAKE2)": ["_hashlib", "_ssl"],
}


def first_table(tmp_path: Path) -> dict[str, list[str]]:
    """What a fresh process drawing the first table printed: its modules, and those whose source
    PySide6 read to decide whether they use Qt (it reads every module's otherwise)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-c", FIRST_TABLE], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    printed = dict(ln.split(" ", 1) for ln in proc.stdout.splitlines() if ln.startswith(("MODULES ", "READ ")))
    assert set(printed) == {"MODULES", "READ"}, proc.stderr[-2000:]
    return {key: json.loads(value) for key, value in printed.items()}


def test_the_first_table_is_drawn_without_what_it_does_not_show(tmp_path: Path) -> None:
    loaded = set(first_table(tmp_path)["MODULES"])
    assert {"app.main_window", "app.smashup.table", "rules.game"} <= loaded  # the table itself was drawn
    found = {what: sorted(m for m in loaded for name in names if m == name or m.startswith(name + "."))
             for what, names in NOT_AT_START.items()}
    assert {what: mods for what, mods in found.items() if mods} == {}


def test_qt_reads_no_module_source_at_start(tmp_path: Path) -> None:
    # Each module's source read (and decoded) to find "PySide6" in it cost ~10 ms of a start.
    assert first_table(tmp_path)["READ"] == []

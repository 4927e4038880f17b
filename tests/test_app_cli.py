"""The app's command line, the new game dialog and bot seats."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QDialogButtonBox

from app.main import main
from app.main_window import MainWindow
from app.new_game_dialog import NewGameDialog
from app.seats import Seat
from rules.setup import new_game

ROOT = Path(__file__).resolve().parent.parent


def test_version_prints_the_package_version(capsys) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == "smashup 0.1.0"


def test_self_test_draws_the_table_offscreen(tmp_path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SMASHUP_DATA_DIR": str(tmp_path)}
    run = subprocess.run([sys.executable, "-m", "app.main", "--self-test"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.startswith("self-test ok")
    assert not (tmp_path / "saves" / "autosave.smashup").exists()  # the demo game is nothing to resume


def test_random_factions_give_two_different_factions_to_each_seat(qtbot) -> None:
    dialog = NewGameDialog([Seat("Ann"), Seat("Ben"), Seat("Cat")])
    qtbot.addWidget(dialog)
    dialog.random.setChecked(True)
    dialog.seed.setText("42")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    cfg = dialog.config
    assert [s.name for s in cfg.seats] == ["Ann", "Ben", "Cat"]
    assert cfg.seed == 42
    picked = [f for pair in cfg.factions for f in pair]
    assert len(picked) == 6 and len(set(picked)) == 6


def test_the_draft_follows_the_rulebook_order(qtbot) -> None:
    dialog = NewGameDialog([Seat("Ann"), Seat("Ben")])
    qtbot.addWidget(dialog)
    dialog.seed.setText("3")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    order = dialog.order
    for _pick in range(4):
        enabled = [b for b in dialog.faction_buttons.buttons() if b.isEnabled()]
        enabled[0].click()
    assert dialog.config is not None
    assert [len(p) for p in dialog.config.factions] == [2, 2]
    assert order == [dialog.first, 1 - dialog.first, 1 - dialog.first, dialog.first]


def test_a_bot_seat_answers_from_its_worker_thread(qtbot) -> None:
    w = MainWindow({"speed": "fast"})
    qtbot.addWidget(w)
    w.start(new_game([["aliens", "robots"], ["zombies", "dinosaurs"]], seed=5, first=1),
            [Seat("Ann"), Seat("Bot", "bot", "easy")], None)
    assert not w.cover.isVisible()  # one person: no cover
    qtbot.waitUntil(lambda: w.game.decider == 0 and not w.scene.busy, timeout=15000)
    assert w.game.state.turn >= 2
    w.runner.wait()

"""Opening a file never destroys the game on screen (either game): whatever goes wrong, the game
stays, one message says why, and an autosave that can't be resumed is set aside."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from test_app_saves import drawn, make_window, play_a_minion, state_of

from app import storage
from app.fzzzt.table import FzzztTable
from app.seats import Seat
from app.smashup.table_scene import TableScene
from rules import saves
from rules.fzzzt.game import new_game as new_fzzzt
from rules.setup import new_game


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
    return shown


def _resealed(data: dict) -> str:
    data["checksum"] = saves.checksum(data["state"])
    return json.dumps(data)


def all_bids_sealed(path: Path) -> Path:
    """A FZZZT! save where every player has sealed a bid, yet the auction is not revealed."""
    data = saves.to_data(new_fzzzt(2, seed=1))
    for p in data["state"]["players"]:
        p["bid"].append(p["hand"].pop())
        p["sealed"] = True
    path.write_text(_resealed(data), encoding="utf-8")
    return path


def a_fzzzt_game(path: Path) -> Path:
    path.write_text(saves.dumps(new_fzzzt(3, seed=4)), encoding="utf-8")
    return path


def fzzzt_state(w) -> dict:
    return saves.to_data(w.tables["fzzzt"].game)["state"]


def test_a_broken_fzzzt_save_over_a_smash_up_game_keeps_it_on_screen(qtbot, data_dir, warnings) -> None:
    w = make_window(qtbot)
    w.start(new_game([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=7, first=0), [Seat("A"), Seat("B")], None)
    w._ready()
    play_a_minion(w)
    game, state, table = w.game, state_of(w), drawn(w)
    assert not w.open_path(all_bids_sealed(data_dir / "sealed.smashup"))
    [message] = warnings
    assert message == ("sealed.smashup can't be opened: the save is inconsistent: every bid is sealed but the "
                       "auction is not revealed")
    assert w.playing.key != "fzzzt" and w.game is game and state_of(w) == state and drawn(w) == table


def test_a_game_the_table_fails_to_show_gives_back_the_fzzzt_game_on_screen(qtbot, data_dir, warnings,
                                                                           monkeypatch) -> None:
    w = make_window(qtbot)
    w.start_any(new_fzzzt(2, seed=3), [Seat("Alice"), Seat("Bob")], None)
    game, state = w.tables["fzzzt"].game, fzzzt_state(w)

    def broken(self, *args) -> None:
        raise RuntimeError("the table could not draw it")

    monkeypatch.setattr(TableScene, "reset", broken)  # a fault of the program, not of the file
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)  # leave the game
    assert not w.open_path(_smash_up_save(data_dir))
    [message] = warnings
    assert message == ("game.smashup can't be opened: this program can't use it (RuntimeError: the table could "
                       "not draw it)")
    assert w.playing.key == "fzzzt" and w.tables["fzzzt"].game is game and fzzzt_state(w) == state


def _smash_up_save(folder: Path) -> Path:
    path = folder / "game.smashup"
    path.write_text(saves.dumps(new_game([["aliens", "ninjas"], ["robots", "zombies"]], 3)), encoding="utf-8")
    return path


def test_an_autosave_the_table_fails_to_show_is_set_aside(qtbot, data_dir, monkeypatch) -> None:
    a_fzzzt_game(storage.autosave_path())
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)

    def broken(self, *args) -> None:
        raise ValueError("no room for four players")

    monkeypatch.setattr(FzzztTable, "start", broken)
    w = make_window(qtbot)
    assert not w.offer_resume()
    assert w.resume_problem == ("The last game can't be resumed: this program can't use it (ValueError: no room for "
                                "four players). It was kept as autosave.smashup.unreadable.")
    assert not storage.autosave_path().exists()
    assert (storage.saves_dir() / "autosave.smashup.unreadable").exists()


def test_a_broken_fzzzt_autosave_is_set_aside(qtbot, data_dir) -> None:
    all_bids_sealed(storage.autosave_path())
    w = make_window(qtbot)
    assert not w.offer_resume()
    assert "every bid is sealed" in w.resume_problem
    assert (storage.saves_dir() / "autosave.smashup.unreadable").exists()


def test_a_scenario_position_says_it_is_constructed(qtbot, data_dir, tmp_path) -> None:
    scenario = Path(__file__).parent / "scenarios" / "great-library-asks-yes-or-no.json"
    out = tmp_path / "built.smashup"
    subprocess.run([sys.executable, "-m", "rules", "scenario", str(scenario), "--save", str(out)], check=False,
                   capture_output=True)
    w = make_window(qtbot)
    assert w.open_path(out)
    assert w.windowTitle() == "Smash Up — built.smashup (a constructed position)"
    assert "constructed position" in w.bar.message.text()

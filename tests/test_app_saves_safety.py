"""Saves that survive a misclick, a second window, a full disk and an upgrade: opening a file over a
game in progress asks first; one data folder has one writer and an autosave never replaces a newer
game; a failed autosave is told once where the player looks, and closing then asks where to save;
an autosave written by an earlier version is resumed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QFileDialog, QMessageBox
from test_app_saves import make_window, play_a_minion, save_file, state_of

from app import file_open, storage
from app.file_open import FileOpenFilter
from app.main_window import MainWindow  # noqa: TC001 - the fixtures' type
from app.seats import Seat
from app.single_instance import SingleInstance
from rules import saves
from rules.actions import FINISH
from rules.fzzzt.game import new_game as new_fzzzt
from rules.setup import new_game

ROOT = Path(__file__).resolve().parent.parent
OLD = Path(__file__).parent / "old_saves"
FULL = OSError(28, "No space left on device")
REAL_FSYNC = os.fsync
ASK_WHERE_TO_SAVE = file_open.close_with_unsaved_play  # the real question (conftest answers it for teardowns)


class Asked(list):
    """The questions asked, in order; ``replies`` answers them in turn (Yes when none is left)."""

    def __init__(self) -> None:
        super().__init__()
        self.replies: list[QMessageBox.StandardButton] = []


@pytest.fixture
def answers(monkeypatch) -> Asked:
    asked = Asked()
    replies = asked.replies

    def reply(*a, **k):
        asked.append(a[2])
        return replies.pop(0) if replies else QMessageBox.StandardButton.Yes
    monkeypatch.setattr(QMessageBox, "question", reply)
    return asked


@pytest.fixture
def playing(qtbot) -> MainWindow:
    w = make_window(qtbot)
    w.start(new_game([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=7, first=0),
            [Seat("Alice"), Seat("Bob")], None)
    w._ready()
    play_a_minion(w)
    w.autosave()
    return w


def autosaved() -> dict:
    return json.loads(storage.autosave_path().read_text(encoding="utf-8"))["state"]


# --- (2) a file opened over a game in progress ---------------------------------------------------
LEAVE = "Leave the game in progress? It is lost unless you saved it."


@pytest.mark.parametrize("how", ["File > Open", "Recent games", "double-click"])
def test_opening_a_file_over_a_game_in_progress_asks_and_no_keeps_the_game_and_its_autosave(
        playing, data_dir, answers, monkeypatch, how) -> None:
    path = save_file(data_dir / "other.smashup")
    before, saved = state_of(playing), autosaved()
    answers.replies.append(QMessageBox.StandardButton.No)
    if how == "File > Open":
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: (str(path), ""))
        playing.a_open.trigger()
    elif how == "Recent games":
        playing._remember(path)
        playing.recent_menu.actions()[0].trigger()
    else:  # the desktop hands the file over (macOS) as a double-clicked save
        desktop = FileOpenFilter(playing.open_path)
        QCoreApplication.instance().installEventFilter(desktop)
        QCoreApplication.sendEvent(QCoreApplication.instance(), QFileOpenEvent(QUrl.fromLocalFile(str(path))))
        QCoreApplication.instance().removeEventFilter(desktop)
    assert answers == [LEAVE]
    assert state_of(playing) == before and autosaved() == saved
    answers.replies.append(QMessageBox.StandardButton.Yes)
    assert playing.open_path(path)
    assert state_of(playing) == saves.to_data(saves.load(path))["state"] == autosaved()


def test_smashup_file_over_an_unfinished_autosave_asks_and_no_resumes_the_game(playing, qtbot, data_dir,
                                                                               answers) -> None:
    saved = autosaved()
    path = save_file(data_dir / "other.smashup")
    later = make_window(qtbot)  # the next start, `smashup other.smashup`
    answers.replies.append(QMessageBox.StandardButton.No)
    later.begin(path)
    assert answers == ["An unfinished game between Alice, Bob was saved in round 1. Open other.smashup instead? "
                       "The unfinished game is lost unless you saved it."]
    assert state_of(later) == saved and autosaved() == saved


def test_smashup_file_over_an_unfinished_autosave_yes_opens_the_file(playing, qtbot, data_dir, answers) -> None:
    path = save_file(data_dir / "other.smashup")
    later = make_window(qtbot)
    later.begin(path)
    assert len(answers) == 1 and state_of(later) == saves.to_data(saves.load(path))["state"]


# --- (3) one data folder, one writer -------------------------------------------------------------
def test_an_autosave_never_replaces_a_newer_game_from_another_window(playing, qtbot, answers) -> None:
    other = make_window(qtbot)  # a second window on the same folder resumes the game and plays on
    other.begin(None)
    other._ready()
    other.act(FINISH)
    newer = autosaved()
    assert newer == state_of(other)
    playing.act(FINISH)  # the first window's turn ends too, with an older game
    assert autosaved() == newer  # the first window's older game did not replace it
    assert "Autosave failed: another copy of Smash Up saved its game there since" in playing.bar.message.text()


def test_a_second_copy_hands_its_file_to_the_running_one(qtbot, data_dir, tmp_path) -> None:
    first = SingleInstance(data_dir)
    assert first.claim() and first.listen()
    asked: list[str] = []
    first.asked.connect(asked.append)
    env = {**os.environ, "SMASHUP_DATA_DIR": str(data_dir), "QT_QPA_PLATFORM": "offscreen"}
    path = save_file(tmp_path / "double-clicked.smashup")
    second = subprocess.Popen([sys.executable, "-m", "app.main", str(path)], cwd=ROOT, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    qtbot.waitUntil(lambda: bool(asked), timeout=30000)
    out, err = second.communicate(timeout=30)
    assert second.returncode == 0, err
    assert "already running" in out
    assert asked == [str(path.resolve())]
    first.release()
    again = SingleInstance(data_dir)
    assert again.claim()  # released: the next start is the first again
    again.release()


def test_the_running_window_comes_forward_and_asks_before_opening_the_handed_file(playing, data_dir,
                                                                                    answers) -> None:
    from app.file_open import come_forward

    path = save_file(data_dir / "other.smashup")
    answers.replies.append(QMessageBox.StandardButton.No)
    before = state_of(playing)
    come_forward(playing, path, playing.open_path)
    assert answers == [LEAVE] and state_of(playing) == before


def test_after_an_unreadable_autosave_is_set_aside_the_next_game_is_autosaved(qtbot, monkeypatch) -> None:
    storage.autosave_path().write_text("{not json", encoding="utf-8")
    w = make_window(qtbot)
    monkeypatch.setattr(w, "new_game_dialog", lambda note=None: None)
    w.begin(None)
    w.start(new_game([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=7, first=0),
            [Seat("Alice"), Seat("Bob")], None)
    assert autosaved() == state_of(w) and w.autosaver.failure is None


# --- (4) a failed autosave is told once, where the player looks; closing asks where to save --------
def test_a_failed_autosave_is_told_once_on_the_smash_up_table(playing, monkeypatch) -> None:
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(FULL))
    playing.act(FINISH)
    told = "Autosave failed: No space left on device"
    assert told in playing.bar.message.text()
    playing.autosave()
    playing.autosave()
    lines = [playing.log.item(i).text() for i in range(playing.log.count())]
    assert lines.count(told) == 1


def test_a_failed_autosave_is_told_once_in_the_fzzzt_log(playing, monkeypatch) -> None:
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(FULL))
    playing.autosave()  # told on the Smash Up table; the next game on the same full disk is told again
    w = playing
    w.start_any(new_fzzzt(2, seed=3), [Seat("Alice"), Seat("Bob")], None)
    table = w.tables["fzzzt"]
    w.autosave()
    w.autosave()
    told = "Autosave failed: No space left on device"
    lines = [table.log.item(i).text() for i in range(table.log.count())]
    assert lines.count(told) == 1 and table.prompt.text() == told


def test_closing_after_a_failed_autosave_asks_where_to_save(playing, qtbot, data_dir, monkeypatch) -> None:
    monkeypatch.setattr(file_open, "close_with_unsaved_play", ASK_WHERE_TO_SAVE)
    playing.show()
    qtbot.waitExposed(playing)
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(FULL))
    playing.act(FINISH)
    monkeypatch.setattr(os, "fsync", REAL_FSYNC)  # the disk has room again elsewhere: the player picks a folder
    monkeypatch.setattr(os, "replace", _fail_for(storage.autosave_path()))
    target = data_dir / "rescued.smashup"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(target), ""))
    shown: list[str] = []

    def box_exec(box):
        shown.append(box.text())
        return QMessageBox.StandardButton.Save
    monkeypatch.setattr(QMessageBox, "exec", box_exec)
    playing.close()
    assert shown and "could not be autosaved" in shown[0]
    assert saves.load(target).state == playing.game.state
    assert not playing.isVisible()


def test_cancel_keeps_the_window_open(playing, qtbot, monkeypatch) -> None:
    monkeypatch.setattr(file_open, "close_with_unsaved_play", ASK_WHERE_TO_SAVE)
    playing.show()
    qtbot.waitExposed(playing)
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(FULL))
    playing.act(FINISH)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Cancel)
    playing.close()
    assert playing.isVisible()
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Discard)
    playing.close()
    assert not playing.isVisible()


def _fail_for(path: Path):
    real = os.replace

    def replace(src, dst, *a, **k):
        if Path(dst) == path:
            raise FULL
        return real(src, dst, *a, **k)
    return replace


# --- (1) the first start after an upgrade resumes the old autosave --------------------------------
def test_the_first_start_after_an_upgrade_resumes_the_old_autosave(qtbot, answers) -> None:
    old = OLD / "90c516b" / "repro-mid-effect.smashup"
    shutil.copyfile(old, storage.autosave_path())
    w = make_window(qtbot)
    w.begin(None)
    assert len(answers) == 1 and answers[0].startswith("An unfinished game between Player 1, Player 2")
    assert w.resume_problem is None and not list(storage.saves_dir().glob("*.unreadable"))
    assert w.game.state == saves.load(old).state
    assert w.game.pending is not None


def test_an_older_save_that_cant_be_continued_offers_the_start_of_its_move(qtbot, data_dir, answers) -> None:
    data = json.loads((OLD / "90c516b" / "smashup-3p-1-mid-effect.smashup").read_text(encoding="utf-8"))
    data["state"]["players"][0]["vp"] += 1  # where the old engine went, today's does not
    data["checksum"] = saves.checksum(data["state"])
    path = data_dir / "old.smashup"
    path.write_text(json.dumps(data), encoding="utf-8")
    w = make_window(qtbot)
    assert w.open_path(path)
    assert answers[0].startswith("old.smashup was made by an earlier version of Smash Up, in the middle of a move")
    assert w.game.state.replay is None or not w.game.state.replay.answers
    assert [p.vp for p in w.game.state.players] == [p["vp"] for p in data["state"]["replay"]["snapshot"]["players"]]


def test_declining_the_start_of_the_move_opens_nothing(qtbot, data_dir, answers, monkeypatch) -> None:
    data = json.loads((OLD / "90c516b" / "smashup-3p-1-mid-effect.smashup").read_text(encoding="utf-8"))
    data["state"]["players"][0]["vp"] += 1
    data["checksum"] = saves.checksum(data["state"])
    path = data_dir / "old.smashup"
    path.write_text(json.dumps(data), encoding="utf-8")
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warned.append(a[2]))
    answers.replies.append(QMessageBox.StandardButton.No)
    w = make_window(qtbot)
    assert not w.open_path(path) and w.game is None
    assert warned and "not where its answers lead" in warned[0]

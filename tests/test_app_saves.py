"""Save, reload and autosave through the window: the File menu, the autosave at the end of every
turn and on close, resuming on the next start, atomic writes, and bad files that change nothing."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox
from table import Table

from app import storage
from app.main import main
from app.main_window import MainWindow
from app.seats import Seat
from app.smashup.prompt_bar import NEWS_COLOUR
from rules import envelope, saves
from rules.actions import FINISH, Play
from rules.setup import new_game


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
    return shown


@pytest.fixture
def questions(monkeypatch) -> list[str]:
    """Every question asked, each answered Yes."""
    asked: list[str] = []

    def yes(*a, **k):
        asked.append(a[2])
        return QMessageBox.StandardButton.Yes
    monkeypatch.setattr(QMessageBox, "question", yes)
    return asked


def make_window(qtbot) -> MainWindow:
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    w.resize(1600, 900)
    return w


@pytest.fixture
def window(qtbot) -> MainWindow:
    w = make_window(qtbot)
    w.start(new_game([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=7, first=0),
            [Seat("Alice"), Seat("Bob")], None)
    w._ready()
    return w


def play_a_minion(w: MainWindow) -> None:
    w.act(next(a for a in w.game.legal_actions() if isinstance(a, Play) and w.game.read.ctype(a.card) == "minion"))


def state_of(w: MainWindow) -> dict:
    return saves.to_data(w.game)["state"]


def drawn(w: MainWindow) -> tuple:
    """What the table shows: every card and base with its place, and the seats' panels."""
    s = w.scene
    cards = sorted((iid, c.card_id, c.zone, c.power, round(c.x()), round(c.y())) for iid, c in s.cards.items())
    bases = sorted((b.index, b.card_id, b.total, round(b.x())) for b in s.bases.values())
    panels = sorted((p.player, p.name, p.vp, p.hand, p.deck, p.discard) for p in s.panels.values())
    return cards, bases, panels


def save_file(path: Path, mutate=None, reseal: bool = True, app: object = None) -> Path:
    data = saves.to_data(new_game([["aliens", "ninjas"], ["robots", "zombies"]], 3))
    if mutate is not None:
        mutate(data["state"])
        if reseal:
            data["checksum"] = saves.checksum(data["state"])
    if app is not None:
        data["app"] = app
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def no_temp_files(folder: Path) -> bool:
    return not [p for p in folder.iterdir() if p.name.endswith(".tmp")]


# --- atomic writes -------------------------------------------------------------------------------
def test_a_failed_rename_keeps_the_old_save_byte_identical(data_dir, monkeypatch) -> None:
    path = data_dir / "game.smashup"
    storage.atomic_write(path, "old game")
    before = path.read_bytes()

    def power_cut(src, dst):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "replace", power_cut)
    with pytest.raises(OSError):
        storage.atomic_write(path, "new game")
    assert path.read_bytes() == before
    assert no_temp_files(data_dir)


def test_a_failure_while_writing_keeps_the_old_save_and_leaves_no_temp_file(data_dir, monkeypatch) -> None:
    path = data_dir / "game.smashup"
    storage.atomic_write(path, "old game")

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError):
        storage.atomic_write(path, "new game" * 1000)
    assert path.read_text(encoding="utf-8") == "old game"
    assert no_temp_files(data_dir)


def test_a_briefly_locked_file_is_retried_until_the_write_succeeds(data_dir, monkeypatch) -> None:
    path = data_dir / "game.smashup"
    storage.atomic_write(path, "old game")
    real_replace, calls = os.replace, []

    def locked_twice(src, dst):
        calls.append(dst)
        if len(calls) < 3:
            raise PermissionError(13, "The process cannot access the file")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", locked_twice)
    monkeypatch.setattr(storage.time, "sleep", lambda s: None)
    storage.atomic_write(path, "new game")
    assert len(calls) == 3
    assert path.read_text(encoding="utf-8") == "new game"
    assert no_temp_files(data_dir)


def test_a_file_that_stays_locked_gives_up_and_keeps_the_old_save(data_dir, monkeypatch) -> None:
    path = data_dir / "game.smashup"
    storage.atomic_write(path, "old game")

    def locked(src, dst):
        raise PermissionError(13, "The process cannot access the file")

    monkeypatch.setattr(os, "replace", locked)
    monkeypatch.setattr(storage.time, "sleep", lambda s: None)
    with pytest.raises(PermissionError):
        storage.atomic_write(path, "new game")
    assert path.read_text(encoding="utf-8") == "old game"
    assert no_temp_files(data_dir)


def test_a_failed_save_from_the_menu_says_so_and_keeps_the_old_file(window, data_dir, monkeypatch,
                                                                     warnings) -> None:
    path = data_dir / "saves" / "mine.smashup"
    assert window.save_to(path)
    before = path.read_bytes()
    play_a_minion(window)
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    assert not window.save_to(path)
    assert warnings == [f"Could not save {path}: No space left on device"]
    assert path.read_bytes() == before


# --- the File menu -------------------------------------------------------------------------------
def test_save_new_game_and_reopen_from_the_file_menu_shows_the_same_table(qtbot, window, data_dir,
                                                                           monkeypatch, questions) -> None:
    play_a_minion(window)
    saved_state, saved_table = state_of(window), drawn(window)
    target = data_dir / "elsewhere" / "friday night"  # the dialog may return a name without the suffix
    asked: list[str] = []

    def choose_save(parent, title, folder, filters):
        asked.append(folder)
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", choose_save)
    assert window.a_save.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    window.a_save.trigger()  # no file yet: Save asks where
    path = target.with_name("friday night.smashup")
    assert path.exists() and window.path == path
    proposed = Path(asked[0])  # a name to accept as it is: the seats and the date
    assert proposed.parent == storage.saves_dir() and proposed.name.startswith("Alice, Bob 20")
    assert proposed.suffix == ".smashup"
    assert "friday night.smashup" in window.windowTitle()
    assert window.bar.message.text() == "Saved: friday night.smashup"
    assert NEWS_COLOUR in window.bar.message.styleSheet()  # news, not the colour of a refusal

    window.start(new_game([["robots", "zombies"], ["wizards", "tricksters"]], seed=1, first=1),
                 [Seat("Cat"), Seat("Dan")], None)
    window._ready()
    assert state_of(window) != saved_state

    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: (str(path), ""))
    window.a_open.trigger()
    assert questions == ["Leave the game in progress? It is lost unless you saved it."]
    assert window.cover.covering  # hotseat: the next player's hand stays hidden until they are ready
    assert window.cover.name == "Alice"
    window._ready()
    assert state_of(window) == saved_state
    assert drawn(window) == saved_table
    assert window.names == ["Alice", "Bob"] and window.path == path
    assert window.recent_menu.actions()[0].toolTip() == str(path)


def test_save_writes_again_to_the_same_file_without_asking(window, data_dir, monkeypatch) -> None:
    path = data_dir / "saves" / "mine.smashup"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(path), ""))
    window.a_save_as.trigger()
    play_a_minion(window)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: pytest.fail("Save asked for a file again"))
    window.a_save.trigger()
    assert saves.loads(path.read_text(encoding="utf-8")).state == window.game.state


def test_a_recent_game_reopens_from_its_menu(qtbot, window, data_dir, questions) -> None:
    path = data_dir / "saves" / "mine.smashup"
    assert window.save_to(path)
    window._remember(path)
    saved = state_of(window)
    play_a_minion(window)
    fresh = make_window(qtbot)  # the list is in the settings, so a new window has it
    fresh.settings = storage.load_settings()
    fresh._fill_recent()
    [recent] = fresh.recent_menu.actions()
    recent.trigger()
    assert state_of(fresh) == saved


def test_a_save_named_on_the_command_line_is_opened(qtbot, data_dir, monkeypatch) -> None:
    path = save_file(data_dir / "cli.smashup")
    opened: list[MainWindow] = []
    real_begin = MainWindow.begin

    def begin(self, p):
        opened.append(self)
        real_begin(self, p)

    monkeypatch.setattr(MainWindow, "begin", begin)
    monkeypatch.setattr("PySide6.QtWidgets.QApplication.exec", lambda self: qtbot.waitUntil(lambda: bool(opened)) or 0)
    assert main([str(path)]) == 0
    w = opened[0]
    qtbot.addWidget(w)
    assert w.game.state == saves.load(path).state and w.path == path


# --- autosave and resume ---------------------------------------------------------------------------
def test_the_end_of_every_turn_is_autosaved(window) -> None:
    play_a_minion(window)
    window.act(FINISH)
    autosaved = saves.load(storage.autosave_path())
    assert autosaved.state.turn == 2 and autosaved.state == window.game.state


def test_closing_the_window_autosaves_the_game_in_progress(window) -> None:
    play_a_minion(window)
    window.close()
    assert saves.load(storage.autosave_path()).state == window.game.state


def test_the_next_start_offers_to_resume_the_unfinished_game(qtbot, window, monkeypatch) -> None:
    play_a_minion(window)
    saved = state_of(window)
    window.close()
    questions: list[str] = []

    def yes(parent, title, text):
        questions.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    again = make_window(qtbot)
    again.begin(None)
    assert questions == ["An unfinished game between Alice, Bob was saved in round 1. Resume it?"]
    assert state_of(again) == saved and again.names == ["Alice", "Bob"]
    assert again.cover.covering and again.path is None


def test_a_resumed_game_keeps_the_name_it_was_saved_as(qtbot, window, monkeypatch, tmp_path) -> None:
    path = tmp_path / "friday night.smashup"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(path), ""))
    window.a_save.trigger()
    play_a_minion(window)  # after the save: the autosave holds more than the file
    window.close()
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    again = make_window(qtbot)
    again.begin(None)
    assert again.path == path and again.windowTitle() == "Smash Up — friday night.smashup"


def test_declining_to_resume_opens_the_new_game_dialog(qtbot, window, monkeypatch) -> None:
    window.close()
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.No)
    again = make_window(qtbot)
    dialogs: list[bool] = []
    monkeypatch.setattr(again, "new_game_dialog", lambda note=None: dialogs.append(note is None))
    again.begin(None)
    assert again.game is None and dialogs == [True]


def test_a_finished_game_is_not_offered(qtbot, monkeypatch) -> None:
    t = Table(vp=[15, 3])
    t.finish()
    assert t.g.over
    storage.atomic_write(storage.autosave_path(), saves.dumps(t.g))
    monkeypatch.setattr(QMessageBox, "question", lambda *a: pytest.fail("a finished game was offered"))
    w = make_window(qtbot)
    assert not w.offer_resume()
    assert not storage.autosave_path().exists()


def test_finishing_a_game_removes_the_autosave(qtbot, window, monkeypatch) -> None:
    t = Table(vp=[15, 3])
    window.start(t.g, [Seat("Alice"), Seat("Bob")], None)
    assert storage.autosave_path().exists()
    window._ready()
    window.act(FINISH)
    assert window.game.over and not storage.autosave_path().exists()
    window.close()
    assert not storage.autosave_path().exists()


def test_an_unreadable_autosave_is_set_aside_with_one_message(qtbot, warnings) -> None:
    storage.autosave_path().write_text('{"format": "smashup-save", "vers', encoding="utf-8")
    w = make_window(qtbot)
    assert not w.offer_resume()
    assert w.resume_problem == ("The last game can't be resumed: the file is not valid JSON (truncated or "
                                "corrupted). It was kept as autosave.smashup.unreadable.")
    assert warnings == []  # the new-game dialog says it (tests/test_files_app.py)
    assert not storage.autosave_path().exists()
    assert (storage.saves_dir() / "autosave.smashup.unreadable").exists()


# --- bad files ---------------------------------------------------------------------------------
def _truncated(path: Path) -> Path:
    text = save_file(path).read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    return path


def _card_in_two_places(s: dict) -> None:
    s["players"][0]["hand"].append(s["players"][1]["hand"][0])


BAD_FILES = {
    "truncated": (_truncated, "the file is not valid JSON (truncated or corrupted)"),
    "not json": (lambda p: (p.write_text("Dear diary,", encoding="utf-8"), p)[1],
                 "the file is not valid JSON (truncated or corrupted)"),
    "binary": (lambda p: (p.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe"), p)[1], "can't read"),
    "empty": (lambda p: (p.write_text("", encoding="utf-8"), p)[1], "not valid JSON"),
    "not a save": (lambda p: (p.write_text("[1, 2]", encoding="utf-8"), p)[1], "not a Smash Up save file"),
    "future version": (lambda p: (p.write_text(json.dumps({"format": "smashup-save", "version": 99}),
                                               encoding="utf-8"), p)[1],
                       "the save was made by a newer version (format 99; this one reads up to 1)"),
    "unknown card": (lambda p: save_file(p, lambda s: s["cards"].__setitem__(0, "aliens/death_star")),
                     "unknown card id: aliens/death_star"),
    "card in two places": (lambda p: save_file(p, _card_in_two_places), "is in 2 places"),
    "missing card": (lambda p: save_file(p, lambda s: s["players"][0]["hand"].pop()), "is nowhere"),
    "cheat": (lambda p: save_file(p, lambda s: s["players"][0].__setitem__("vp", 14), reseal=False),
              "the save has been modified outside the game (checksum mismatch)"),
    "malformed state": (lambda p: save_file(p, lambda s: s.__setitem__("players", "lots")),
                        "the save's game data is malformed"),
}


@pytest.mark.parametrize("kind", BAD_FILES)
def test_a_bad_file_gives_one_message_and_leaves_the_game_on_screen_untouched(window, data_dir, warnings,
                                                                               kind) -> None:
    make, reason = BAD_FILES[kind]
    play_a_minion(window)
    game, state, table, path = window.game, state_of(window), drawn(window), window.path
    bad = make(data_dir / "bad.smashup")
    assert not window.open_path(bad)
    [message] = warnings
    assert message.startswith("bad.smashup can't be opened: ") and reason in message
    assert "\n" not in message and "Traceback" not in message
    assert window.game is game and state_of(window) == state and drawn(window) == table
    assert window.path == path and window.acting


def test_a_file_far_too_big_to_be_a_save_is_not_read(window, data_dir, warnings, monkeypatch) -> None:
    monkeypatch.setattr(envelope, "MAX_BYTES", 1000)
    assert not window.open_path(save_file(data_dir / "huge.smashup"))
    assert warnings == ["huge.smashup can't be opened: the file is too large to be a saved game"]


@pytest.mark.parametrize("app", [
    "seats", 42, [], {"seats": "Alice"}, {"seats": [{"name": "Alice"}]},
    {"seats": [{"name": 1}, {"name": 2}]}, {"seats": [{"name": ""}, {"name": "Bob"}]},
    {"seats": [{"name": "x" * 500}, {"name": "Bob"}]}, {"seats": [{"name": "A\nB"}, {"name": "Bob"}]},
    {"seats": [None, None]},
])
def test_a_hand_edited_app_section_falls_back_to_default_names_with_a_note(window, data_dir, warnings,
                                                                           app, questions) -> None:
    path = save_file(data_dir / "edited.smashup", app=app)
    assert window.open_path(path)
    assert warnings == []
    assert window.names == ["Player 1", "Player 2"]
    assert window.bar.message.text() == "The players' names in this save were unreadable: default names are used."
    assert window.game.state == saves.load(path).state


def test_odd_but_valid_seats_are_kept_and_shown_as_plain_text(window, data_dir, questions) -> None:
    app = {"seats": [{"name": "Ann", "kind": "robot", "level": 9}, {"name": "<img src=x>", "kind": "bot"}],
           "extra": {"ignored": True}}
    window.open_path(save_file(data_dir / "odd.smashup", app=app))
    assert window.names == ["Ann", "<img src=x>"] and window.game.state.active == 1
    assert [s.kind for s in window.seats] == ["human", "bot"] and window.seats[0].level == "normal"
    assert "&lt;img src=x&gt;" in window.bar.turn.text()
    assert window.bar.message.text() == ""
    window.runner.wait()


def test_a_save_without_an_app_section_opens_with_default_names(window, data_dir, questions) -> None:
    assert window.open_path(save_file(data_dir / "cli-made.smashup"))
    assert window.names == ["Player 1", "Player 2"] and window.bar.message.text() == ""


def test_hand_edited_settings_fall_back_to_defaults(data_dir) -> None:
    storage.settings_path().write_text(json.dumps({"language": ["fr"], "speed": "fast", "recent": ["a", 3],
                                                   "last_seats": "Ann"}), encoding="utf-8")
    assert storage.load_settings() == {"speed": "fast", "recent": ["a"]}
    storage.settings_path().write_text("[[[[", encoding="utf-8")
    assert storage.load_settings() == {}


def test_a_save_opened_by_the_desktop_arrives_as_a_file_open_event(qtbot, tmp_path) -> None:
    """macOS sends a double-clicked save as a QFileOpenEvent: the game opens it like File > Open."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFileOpenEvent

    from app.file_open import FileOpenFilter

    opened: list[Path] = []
    opener = FileOpenFilter(opened.append)
    app = QCoreApplication.instance()
    app.installEventFilter(opener)
    try:
        QCoreApplication.sendEvent(app, QFileOpenEvent(str(tmp_path / "game.smashup")))
    finally:
        app.removeEventFilter(opener)
    assert opened == [tmp_path / "game.smashup"]

"""The app with broken and hostile files: set aside, explained in one line, quoted as plain text."""

import json
import os
import time

import pytest
from PySide6.QtGui import Qt, QTextDocument
from PySide6.QtWidgets import QMessageBox

from app import storage
from app.main_window import MainWindow
from app.new_game_dialog import NewGameDialog
from rules import saves
from rules.setup import new_game

HTML_NAME = "<h1>Big</h1><a href='http://x'>l</a>"  # a valid seat name: printable, 40 at most


@pytest.fixture
def shown(monkeypatch) -> list[str]:
    """The texts handed to message boxes, as Qt will render them (plain text)."""
    texts: list[str] = []

    def record(parent, title, text):
        doc = QTextDocument()
        doc.setHtml(text) if Qt.mightBeRichText(text) else doc.setPlainText(text)
        assert "<a " not in doc.toHtml() and "<h1" not in doc.toHtml()  # no link, no heading
        texts.append(doc.toPlainText())
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "warning", record)
    monkeypatch.setattr(QMessageBox, "question", record)
    return texts


def window(qtbot) -> MainWindow:
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    return w


def a_save(app: object = None, mutate=None) -> str:
    data = saves.to_data(new_game([["aliens", "ninjas"], ["robots", "zombies"]], 3))
    if mutate:
        mutate(data["state"])
        data["checksum"] = saves.checksum(data["state"])
    if app is not None:
        data["app"] = app
    return json.dumps(data)


def test_a_bad_autosave_is_set_aside_and_the_new_game_dialog_says_why_in_one_line(qtbot, shown) -> None:
    storage.autosave_path().write_text(a_save()[:-1] + ',"app":' + "9" * 5000 + "}", encoding="utf-8")
    w = window(qtbot)
    w.begin(None)
    dialog = w.findChild(NewGameDialog)
    assert dialog is not None and dialog.isVisible() and w.game is None
    note = dialog.note.text()
    assert note == ("The last game can't be resumed: the file holds a number too large or data nested too "
                    "deeply. It was kept as autosave.smashup.unreadable.")
    assert dialog.note.isVisible() and dialog.note.textFormat() == Qt.TextFormat.PlainText
    assert not storage.autosave_path().exists() and (storage.saves_dir() / "autosave.smashup.unreadable").exists()
    assert shown == []  # no box on top of the dialog
    again = window(qtbot)
    again.begin(None)  # set aside: never offered again
    assert not again.findChild(NewGameDialog).note.isVisible()


def test_a_seat_name_holding_html_shows_as_text_in_the_resume_question(qtbot, shown) -> None:
    seats = [{"name": HTML_NAME, "kind": "human", "level": "normal"}, {"name": "Bob"}]
    storage.autosave_path().write_text(a_save(app={"seats": seats}), encoding="utf-8")
    window(qtbot).begin(None)
    assert shown == [f"An unfinished game between {HTML_NAME}, Bob was saved in round 1. Resume it?"]


def test_an_unknown_card_id_holding_html_shows_as_text_when_opening(qtbot, shown, data_dir) -> None:
    path = data_dir / "x.smashup"
    path.write_text(a_save(mutate=lambda s: s["cards"].__setitem__(0, HTML_NAME + "\nsecond line")))
    assert not window(qtbot).open_path(path)
    assert len(shown) == 1 and HTML_NAME in shown[0] and "\n" not in shown[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_opening_a_fifo_says_so_at_once(qtbot, shown, data_dir) -> None:
    fifo = data_dir / "pipe.smashup"
    os.mkfifo(fifo)
    assert not window(qtbot).open_path(fifo)
    assert shown and "not a regular file" in shown[0]


def test_a_corrupt_settings_file_is_set_aside_not_overwritten(data_dir) -> None:
    storage.settings_path().write_text('{"language": "fr", ', encoding="utf-8")
    assert storage.load_settings() == {}
    aside = data_dir / "settings.json.unreadable"
    assert aside.read_text(encoding="utf-8") == '{"language": "fr", '
    assert storage.save_settings({"language": "en"}) and aside.exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_settings_file_gives_the_defaults_without_waiting(data_dir) -> None:
    os.mkfifo(storage.settings_path())
    assert storage.load_settings() == {}
    assert not storage.settings_path().exists()


def test_settings_with_a_bom_are_read(data_dir) -> None:
    storage.settings_path().write_bytes(b'\xef\xbb\xbf{"language": "fr"}')
    assert storage.load_settings() == {"language": "fr"}


def test_temp_files_orphaned_by_a_crash_are_removed_at_start_up(data_dir) -> None:
    saves_dir = storage.saves_dir()
    old = [saves_dir / ".autosave.smashup.k2j3h4.tmp", data_dir / ".settings.json.a1b2c3.tmp"]
    fresh = saves_dir / ".my game.smashup.z9y8x7.tmp"  # another copy of the game writing right now
    kept = [saves_dir / "game.smashup", saves_dir / ".notes.tmp"]
    for p in [*old, fresh, *kept]:
        p.write_text("x", encoding="utf-8")
    long_ago = time.time() - 3600
    for p in [*old, *kept]:
        os.utime(p, (long_ago, long_ago))
    from app.main import make_app

    make_app([], "en")
    assert [p.exists() for p in old] == [False, False]
    assert fresh.exists() and all(p.exists() for p in kept)

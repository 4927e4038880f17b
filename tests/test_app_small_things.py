"""The small things a playtest asked for: the first New game seats you against a Normal bot, a new
game over an unfinished one asks first, and the window comes back where it was."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QMessageBox, QPlainTextEdit
from table import Table
from window import open_window

import app.screen_fit as screen_fit
from app import storage
from app.about_dialog import AboutDialog
from app.main_window import MainWindow
from app.new_game_dialog import NewGameDialog
from app.seats import Seat
from rules.actions import FINISH, Play


def test_the_first_new_game_seats_a_person_against_a_normal_bot(qtbot) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    first, second = dialog.rows[0].seat(), dialog.rows[1].seat()
    assert (first.kind, second.kind, second.level) == ("human", "bot", "normal")
    again = NewGameDialog([Seat("Ann"), Seat("Ben")])  # later dialogs keep what was chosen last
    qtbot.addWidget(again)
    assert again.rows[1].seat() == Seat("Ben")


def test_a_new_game_over_an_unfinished_one_asks_first(qtbot, monkeypatch) -> None:
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    w.start(Table().g, [Seat("Ann"), Seat("Ben")], None)
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a: asked.append(a[2]) or QMessageBox.StandardButton.No)
    w.a_new.trigger()
    assert asked == ["Leave the game in progress? It is lost unless you saved it."]
    assert not any(isinstance(c, NewGameDialog) for c in w.findChildren(NewGameDialog))
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    w.a_new.trigger()
    dialog = w.findChildren(NewGameDialog)[0]
    assert dialog.isVisible()
    dialog.reject()


def test_the_window_comes_back_with_its_size(qtbot) -> None:
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    w.show()
    w.resize(760, 540)  # inside the offscreen screen (800x600)
    w.close()
    settings = storage.load_settings()
    assert settings["geometry"]
    again = MainWindow(settings)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (760, 540)


def test_every_faction_on_offer_says_its_style_in_english_and_french(qtbot) -> None:
    from app import i18n
    from app.faction_styles import STYLES, faction_label
    from app.new_game_dialog import offered_factions
    from rules.catalogue import catalogue

    pickable = [f for f in catalogue().factions if f != "madness"]  # Madness cards are not a faction to pick
    assert set(offered_factions()) <= set(STYLES) and set(pickable) <= set(STYLES)
    dialog = NewGameDialog([Seat("Ann"), Seat("Ben")])
    qtbot.addWidget(dialog)
    dialog._next()
    texts = [b.text() for b in dialog.faction_buttons.buttons()]
    first = offered_factions()[0]
    assert texts[0].splitlines()[0].startswith(i18n.faction_name(first)) and len(texts[0].splitlines()) > 1
    assert texts[0].splitlines()[1] == faction_label(first).splitlines()[1]  # the style, under the name
    try:
        assert i18n.install_language("fr")
        assert faction_label("zombies").startswith("Zombies\nRejouez des cartes")
    finally:
        i18n.install_language("en")


def test_the_draft_shows_the_factions_under_their_box_in_french(qtbot, monkeypatch) -> None:
    from PySide6.QtWidgets import QLabel

    from app import i18n, new_game_dialog
    from rules.catalogue import catalogue

    marvel = [f for f, s in catalogue().faction_set.items() if s == "marvel"]
    monkeypatch.setattr(new_game_dialog, "offered_factions", lambda: ["aliens", "ninjas"] + marvel)
    try:
        assert i18n.install_language("fr")
        dialog = NewGameDialog([Seat("Ann"), Seat("Ben")])
        qtbot.addWidget(dialog)
        dialog._next()
        grid = dialog.faction_grid
        column = [grid.itemAtPosition(r, 0).widget() for r in range(grid.rowCount()) if grid.itemAtPosition(r, 0)]
        shown = [w.text().splitlines()[0] for w in column]
        assert shown == ["Boîte de base", "Aliens", "Smash Up\u00a0: Marvel", "Avengers", "S.H.I.E.L.D."]
        assert all(isinstance(w, QLabel) for w in (column[0], column[2]))
        assert len(dialog.faction_buttons.buttons()) == 2 + 8
    finally:
        i18n.install_language("en")


def test_cancelling_the_first_new_game_leaves_nothing_to_undo_and_a_way_to_start(qtbot) -> None:
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    w.begin(None)  # no game to resume: the New game dialog
    dialog = w.findChildren(NewGameDialog)[0]
    dialog.reject()
    assert not w.a_undo.isEnabled() and not w.bar.undo.isEnabled()
    assert w.bar.prompt.text() == "No game on the table."
    w.bar.button("New game…").click()
    assert len([d for d in w.findChildren(NewGameDialog) if d.isVisible()]) == 1


def test_the_bar_shows_its_prompt_and_the_saved_note_whole_at_1366_by_768_in_french(qtbot) -> None:
    """The French prompt of the main phase takes two lines beside End turn (Ctrl+Entrée); the note
    naming the save must not push it, or itself, out of the bar."""
    t = Table(factions=[["spider_verse", "geeks"], ["avengers", "sinister_six"]],
              hands=[["spider_verse/spider_man"], []])
    w = open_window(qtbot, t.g, [Seat("Player 1"), Seat("Player 2")])
    w.resize(1366, 728)  # a 1366×768 screen, less the window's frame
    w.set_language("fr")
    try:
        w._saved(Path("Player 1, Player 2 2026-11-27 08h38.smashup"))
        QApplication.processEvents()
        for label in (w.bar.turn, w.bar.prompt, w.bar.message):
            assert label.text() and label.heightForWidth(label.width()) <= label.height(), label.text()
    finally:
        w.set_language("en")


def test_many_answer_buttons_wrap_in_the_bar_and_leave_the_game_log_its_width(qtbot, data_dir) -> None:
    """Sea Dogs names one of six factions: six buttons and Undo in the bar of a 1366×768 window.
    They wrap onto a second line rather than widen the table over the game log, and all show."""
    t = Table(factions=[["pirates", "dinosaurs"], ["wizards", "aliens"], ["cyborg_apes", "shield"]],
              hands=[["pirates/sea_dogs"], [], []])
    w = open_window(qtbot, t.g)
    w.resize(1366, 768)
    qtbot.waitUntil(lambda: w.width() == 1366)
    log_width = w.log_dock.width()
    w.act(Play(t.id("sea_dogs")))
    assert w.game.pending.kind == "option" and len(w.bar.labels()) == 6
    QApplication.processEvents()
    assert w.log_dock.width() == log_width
    bar = w.bar.rect()
    assert all(bar.contains(QRect(b.mapTo(w.bar, QPoint(0, 0)), b.size())) for b in w.bar._answer_buttons)


def test_once_the_game_is_over_the_bar_says_no_one_is_playing(qtbot, data_dir, monkeypatch) -> None:
    monkeypatch.setattr(MainWindow, "_show_winner", lambda self: None)
    t = Table(vp=[14, 0], active=1, bases=[("base/jungle_oasis", [("dinosaurs/king_rex", 0), ("dinosaurs/king_rex", 0)]),
                                           ("base/tar_pits", [])])
    w = open_window(qtbot, t.g)
    w.act(FINISH)
    qtbot.waitUntil(lambda: w.game.over)
    assert w.bar.prompt.text() == "The game is over."
    assert "is playing" not in w.bar.turn.text()


def test_the_about_box_shows_each_licence_line_whole_on_a_1366_pixel_screen(qtbot, monkeypatch) -> None:
    """The notices are wrapped by hand: a box too narrow for their longest line cut every long one
    in two, ragged. On a 1366×768 screen the box is as wide as that line."""
    monkeypatch.setattr(screen_fit, "available_area", lambda _w: QRect(0, 0, 1366, 768))
    dialog = AboutDialog("1.0")
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    notices = dialog.findChild(QPlainTextEdit)
    block = notices.document().firstBlock()
    while block.isValid():
        assert block.layout().lineCount() <= 1, block.text()
        block = block.next()
    assert dialog.width() <= 1366 - 16


def test_in_french_the_bars_undo_is_not_a_cancel(qtbot, data_dir) -> None:
    """« Annuler » is every dialog's Cancel, and beside « Passer » it read as « cancel this choice »:
    the bar's Undo says what the Partie menu says, « Annuler mon coup »."""
    t = Table(hands=[["dinosaurs/laseratops"], []])
    w = open_window(qtbot, t.g)
    w.set_language("fr")
    try:
        qtbot.waitUntil(lambda: w.bar.undo.text() != "Undo")
        assert w.bar.undo.text() == w.a_undo.text().replace("&", "") == "Annuler mon coup"
    finally:
        w.set_language("en")

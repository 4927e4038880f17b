"""Titans on the table: on their base among their controller's cards with their counters, beside
their owner's deck on the seat's panel, brought in by a click; the new-game dialog's option."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox
from table import Table
from test_app_table import base_item, centre, drag
from window import open_window

from app import i18n
from app.main_window import MainWindow
from app.new_game_dialog import GameConfig, NewGameDialog
from app.seats import Seat
from app.smashup.card_face import font
from rules.actions import Use


@pytest.fixture
def titans_table() -> Table:
    return Table(factions=[["pirates", "wizards"], ["dinosaurs", "ninjas"], ["tricksters", "robots"]],
                 hands=[["pirates/first_mate"], [], []],
                 bases=[("base/jungle_oasis", ["robots/warbot"]), ("base/tar_pits", ["pirates/saucy_wench"])],
                 titans=[[], ["ninjas/invisible_ninja"], ["tricksters/big_funny_giant"]],
                 base_titans={0: [{"card": "dinosaurs/fort_titanosaurus", "power_counters": 3}]}, active=2)


@pytest.fixture
def window(qtbot, data_dir, titans_table: Table) -> MainWindow:
    return open_window(qtbot, titans_table.g)


def test_a_titan_in_play_stands_on_its_base_with_its_counters(window: MainWindow, titans_table: Table) -> None:
    fort = window.scene.cards[titans_table.id("fort_titanosaurus")]
    assert fort.zone == "titan" and fort.counters == 3 and fort.power is None
    centre = fort.sceneBoundingRect().center()
    assert window.scene.layout.column_at(centre.x(), centre.y()) == 0  # the Jungle Oasis's column


def test_titans_out_of_play_sit_on_their_owners_panels(window: MainWindow, titans_table: Table) -> None:
    scene = window.scene
    for label, owner in (("invisible_ninja", 1), ("big_funny_giant", 2)):
        item = scene.cards[titans_table.id(label)]
        assert item.zone == "beside_deck"
        assert scene.panels[owner].sceneBoundingRect().contains(item.sceneBoundingRect().topLeft())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_two_titans_beside_a_deck_leave_the_panel_whole(qtbot, data_dir, lang: str) -> None:
    """Two titans waiting beside a deck, on the viewer's panel and another's: each titan lies
    within its panel, clear of the VP badge, and the hand/deck/discard words still fit their cells."""
    t = Table(factions=[["pirates", "dinosaurs"], ["wizards", "ninjas"]],
              titans=[["pirates/the_kraken", "dinosaurs/fort_titanosaurus"],
                      ["wizards/arcane_protector", "ninjas/invisible_ninja"]])
    w = open_window(qtbot, t.g)
    w.set_language(lang)
    try:
        for owner, panel in w.scene.panels.items():
            rect = panel.sceneBoundingRect()
            badge = panel.mapRectToScene(panel.vp_rect())
            for label in (("the_kraken", "fort_titanosaurus"), ("arcane_protector", "invisible_ninja"))[owner]:
                titan = w.scene.cards[t.id(label)].sceneBoundingRect()
                assert rect.contains(titan) and not titan.intersects(badge)
            words = QFontMetricsF(font(13))
            assert all(words.horizontalAdvance(word) <= panel.cell_width() for word in panel.labels[1:])
    finally:
        i18n.install_language("en")


def answer_questions(monkeypatch, answer: QMessageBox.StandardButton) -> list[str]:
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a: asked.append(a[2]) or answer)
    return asked


def test_a_click_on_a_titan_beside_the_deck_brings_it_in_once_confirmed(window: MainWindow, titans_table: Table,
                                                                          monkeypatch) -> None:
    t, w = titans_table, window
    giant = w.scene.cards[t.id("big_funny_giant")]
    assert Use(t.id("big_funny_giant")) in w.game.legal_actions() and giant.lit is not None
    asked = answer_questions(monkeypatch, QMessageBox.StandardButton.No)
    click = (w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
             w.view.mapFromScene(giant.sceneBoundingRect().center()))
    QTest.mouseClick(*click)
    assert asked[0].startswith("Bring Big Funny Giant into play?") and "in place of your normal minion play" in asked[0]
    assert w.game.pending.kind == "main"  # not brought in: its cost is never paid on one click
    answer_questions(monkeypatch, QMessageBox.StandardButton.Yes)
    QTest.mouseClick(*click)
    assert w.game.pending.kind == "base" and w.game.pending.source == t.id("big_funny_giant")


def test_a_titan_dragged_onto_a_base_comes_in_there(window: MainWindow, titans_table: Table, monkeypatch) -> None:
    t, w = titans_table, window
    answer_questions(monkeypatch, QMessageBox.StandardButton.Yes)
    giant = w.scene.cards[t.id("big_funny_giant")]
    drag(w, centre(giant), centre(base_item(w, 1)))
    assert t.id("big_funny_giant") in w.game.state.bases[1].titans
    assert w.game.pending.kind == "main"


def test_the_new_game_dialog_offers_titans(qtbot) -> None:
    dialog = NewGameDialog([Seat("Ann"), Seat("Ben")])
    qtbot.addWidget(dialog)
    dialog.random.setChecked(True)
    dialog.titans.setChecked(True)
    dialog.all_bases.setChecked(True)
    dialog.seed.setText("4")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.config.titans and dialog.config.all_bases and dialog.config.game == "smashup"


def started_with_titans(qtbot, factions: list[list[str]]) -> MainWindow:
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    w.show()
    w.start_config(GameConfig([Seat("Ann"), Seat("Ben"), Seat("Cat")], factions, seed=5, first=2, titans=True))
    return w


def log_lines(w: MainWindow) -> list[str]:
    return [w.log.item(k).text() for k in range(w.log.count())]


def test_titans_on_with_no_faction_that_has_one_is_said_in_the_game_log(qtbot, data_dir) -> None:
    w = started_with_titans(qtbot, [["aliens", "robots"], ["zombies", "cyborg_apes"], ["shapeshifters", "geeks"]])
    assert not any(p.titans for p in w.game.view(0).players)
    said = [line for line in log_lines(w) if "titan" in line]
    assert len(said) == 1 and "Tricksters" in said[0]
    w.set_language("fr")
    try:
        QApplication.processEvents()  # the language change reaches the log
        said = [line for line in log_lines(w) if "Titan" in line]
        assert len(said) == 1 and said[0].startswith("Jouer avec les Titans")
    finally:
        w.set_language("en")


def test_titans_on_with_one_faction_that_has_one_says_nothing_of_it(qtbot, data_dir) -> None:
    w = started_with_titans(qtbot, [["aliens", "robots"], ["zombies", "wizards"], ["shapeshifters", "geeks"]])
    assert [t.card for p in w.game.view(0).players for t in p.titans]
    assert not [line for line in log_lines(w) if "titan" in line.lower()]

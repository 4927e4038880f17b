"""The New game dialog: the draft stays on the screen, each box heads its factions once, the
factions come from the boxes ticked, the player may pick the bots' factions, and the options come
back in the next game's dialog."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QDialogButtonBox, QLabel

import app.screen_fit as screen_fit
from app import i18n, storage
from app.main_window import MainWindow
from app.new_game_dialog import NewGameDialog, faction_boxes, offered_factions
from app.seats import Seat

SCREEN = QRect(0, 0, 1600, 1000)


def ok(dialog: NewGameDialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def draft_dialog(qtbot, seats: list[Seat], monkeypatch) -> NewGameDialog:
    monkeypatch.setattr(screen_fit, "available_area", lambda _w: SCREEN)
    dialog = NewGameDialog(seats)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.move(SCREEN.center() - dialog.rect().center())  # centred for its first page, as Qt opens it
    dialog.seed.setText("5")
    ok(dialog)
    qtbot.wait(20)  # the dialog fits itself again once the draft's labels have wrapped
    return dialog


def test_the_draft_keeps_the_dialog_on_a_1600_by_1000_screen(qtbot, monkeypatch):
    dialog = draft_dialog(qtbot, [Seat("Ann"), Seat("Ben"), Seat("Cat", "bot")], monkeypatch)
    assert dialog.stack.currentIndex() == 1
    assert SCREEN.marginsRemoved(screen_fit.FRAME).contains(dialog.geometry())
    assert dialog.size() == screen_fit.fitted(dialog.sizeHint(), SCREEN)  # the whole draft where it fits
    assert dialog.buttons.isVisibleTo(dialog)


def test_each_box_heads_its_factions_once(qtbot, monkeypatch):
    dialog = draft_dialog(qtbot, [Seat("Ann"), Seat("Ben")], monkeypatch)
    headings = [label.text() for label in dialog.draft_page.findChildren(QLabel) if "bold" in label.styleSheet()]
    assert headings.count("The Bigger Geekier Box") == 1 and len(headings) == len(set(headings))


def test_random_factions_come_from_the_boxes_ticked(qtbot):
    dialog = NewGameDialog([Seat("Ann"), Seat("Ben"), Seat("Cat")])
    qtbot.addWidget(dialog)
    for box, check in dialog.box_checks.items():
        check.setChecked(box == "core")
    dialog.random.setChecked(True)
    dialog.seed.setText("8")
    ok(dialog)
    core = set(faction_boxes(offered_factions())["core"])
    assert {f for pair in dialog.config.factions for f in pair} <= core


def test_too_few_factions_ticked_is_said_before_the_game(qtbot):
    assert i18n.install_language("en")  # its plural forms, as the app installs them at start-up
    dialog = NewGameDialog([Seat("Ann"), Seat("Ben"), Seat("Cat")])
    qtbot.addWidget(dialog)
    for box, check in dialog.box_checks.items():
        check.setChecked(box == "sfdf")  # four factions for three players
    ok(dialog)
    assert dialog.config is None and dialog.error.text() == "The boxes ticked have 4 factions; 3 players need 6."


def test_no_box_ticked_is_zero_faction_in_french_singular(qtbot):
    """French writes zero in the singular: « 0 Faction »; English, « 0 factions »."""
    try:
        for lang, said in (("fr", "Les boîtes cochées ont 0 Faction\u00a0; 2 joueurs en demandent 4."),
                           ("en", "The boxes ticked have 0 factions; 2 players need 4.")):
            assert i18n.install_language(lang)
            dialog = NewGameDialog([Seat("Ann"), Seat("Ben")])
            qtbot.addWidget(dialog)
            for check in dialog.box_checks.values():
                check.setChecked(False)
            ok(dialog)
            assert dialog.config is None and dialog.error.text() == said
    finally:
        i18n.install_language("en")


def test_titans_are_off_and_say_why_when_no_faction_ticked_has_one(qtbot):
    """Only the core set's factions have titans: with Marvel and the Big Geek Box alone, the option
    is disabled, its tooltip names the factions that have one, and the game deals no titan."""
    dialog = NewGameDialog([Seat("Ann"), Seat("Ben")])
    qtbot.addWidget(dialog)
    dialog.titans.setChecked(True)
    for box, check in dialog.box_checks.items():
        check.setChecked(box in ("marvel", "geeks"))
    assert not dialog.titans.isEnabled()
    assert dialog.titans.toolTip() == ("None of the factions from the boxes ticked has a titan; these do: "
                                       "Dinosaurs, Ninjas, Pirates, Tricksters, Wizards.")
    dialog.random.setChecked(True)
    dialog.seed.setText("3")
    ok(dialog)
    assert dialog.config.titans is False
    dialog.box_checks["core"].setChecked(True)
    assert dialog.titans.isEnabled() and dialog.titans.isChecked() and dialog.titans.toolTip() == ""


def test_the_player_may_pick_the_bots_factions_in_the_draft(qtbot, monkeypatch):
    monkeypatch.setattr(screen_fit, "available_area", lambda _w: SCREEN)
    dialog = NewGameDialog([Seat("Ann"), Seat("Robby", "bot")])
    qtbot.addWidget(dialog)
    dialog.pick_for_bots.setChecked(True)
    dialog.seed.setText("5")
    ok(dialog)
    wanted = ["zombies", "wizards", "pirates", "ninjas"]
    for faction in wanted:  # each pick waits for a click, the bot's included
        assert any(b.isEnabled() for b in dialog.faction_buttons.buttons())
        dialog.faction_buttons.button(dialog.factions.index(faction)).click()
    picks = {f: p for p, pair in enumerate(dialog.config.factions) for f in pair}
    assert [picks[f] for f in wanted] == dialog.order


def test_the_next_dialog_remembers_random_the_titans_the_boxes_and_the_players(qtbot, monkeypatch):
    w = MainWindow({"speed": "off"}, autosaving=False)
    qtbot.addWidget(w)
    monkeypatch.setattr(w, "start_config", lambda cfg: None)
    w.new_game_dialog()
    dialog = w.findChildren(NewGameDialog)[-1]
    dialog.count.setValue(3)
    dialog.rows[2].name.setText("Cat")
    dialog.random.setChecked(True)
    dialog.titans.setChecked(True)
    dialog.box_checks["marvel"].setChecked(False)
    ok(dialog)
    again = MainWindow(storage.load_settings(), autosaving=False)
    qtbot.addWidget(again)
    again.new_game_dialog()
    reopened = again.findChildren(NewGameDialog)[-1]
    assert reopened.random.isChecked() and reopened.titans.isChecked()
    assert not reopened.box_checks["marvel"].isChecked() and reopened.box_checks["core"].isChecked()
    assert reopened.count.value() == 3 and reopened.rows[2].seat().name == "Cat"


def test_a_dialog_opening_on_fzzzt_shows_each_seats_choices_whole(qtbot):
    """FZZZT! remembered from the last game: no factions box widens the dialog, the seats alone
    size it, and their choices (Human, Bot, Normal…) are not cut to a few letters."""
    d = NewGameDialog([Seat("Alice"), Seat("Robot", "bot", "hard")], None, None, {"game": "fzzzt"})
    qtbot.addWidget(d)
    d.show()
    assert d.game_choice.currentData() == "fzzzt" and not d.mode_box.isVisible()
    for row in d.rows[:2]:
        for choice in (row.kind, row.level):
            assert choice.width() >= choice.sizeHint().width(), choice.currentText()


def test_switching_from_fzzzt_to_smash_up_keeps_the_dialog_on_a_1024_by_600_screen(qtbot, monkeypatch):
    """Opened on FZZZT! (remembered) with four seats, centred: Smash Up's factions box makes it
    taller, and it must stay within the screen, its OK button with it."""
    screen = QRect(0, 0, 1024, 600)
    monkeypatch.setattr(screen_fit, "available_area", lambda _w: screen)
    seats = [Seat("Ann"), Seat("Ben"), Seat("Cat", "bot"), Seat("Dan", "bot")]
    d = NewGameDialog(seats, None, None, {"game": "fzzzt"})
    qtbot.addWidget(d)
    d.show()
    d.game_choice.setCurrentIndex(d.game_choice.findData("smashup"))
    assert d.mode_box.isVisible()
    assert screen.marginsRemoved(screen_fit.FRAME).contains(d.geometry())
    assert d.height() >= d.sizeHint().height()

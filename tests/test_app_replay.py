"""Replay, Review and Hint in the app, driven by keys and clicks."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from window import open_window

from app import hint as hint_module
from app import i18n
from app.hint import BEST, SECOND
from app.main_window import MainWindow
from app.replay import finished, opening
from app.replay import window as replay_window
from app.seats import Seat, save_text
from rules import saves
from rules.actions import Play
from rules.game import history_of
from rules.replay import Timeline
from tests.test_hint_review import last_turn, thrown_away
from tests.test_replay import sample_game

SEATS = [Seat("Ann"), Seat("Bot", "bot", "normal")]


def key(qtbot, window, k: Qt.Key) -> None:
    """A key pressed over the table, as a person at the window presses it."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.view.viewport(), k)


def test_h_lights_hards_choice_bright_and_the_runner_up_dimmer(qtbot, monkeypatch):
    monkeypatch.setattr(hint_module, "HINT_ITERATIONS", 200)
    t = last_turn(["ninjas/shinobi", "pirates/saucy_wench"], ["pirates/dinghy"], ["aliens/collector"])
    w = open_window(qtbot, t.g, SEATS)
    assert w.hints.bar.button.isEnabled() and w.hints.bar.button.text() == "Hint  (H)"
    key(qtbot, w, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.hints.shown is not None, timeout=20000)
    best, second = w.hints.shown.options[:2]
    assert best.action == Play(t.id("king_rex"), t.slot("the_central_brain"))
    brain = w.scene.target_item(best.action)
    assert w.scene.cards[t.id("king_rex")].lit == BEST and brain.lit == BEST
    assert w.scene.target_item(second.action).lit == SECOND
    text = w.hints.bar.text.text()
    assert text.startswith("Hard: Play King Rex on The Central Brain") and "first there, 4 VP" in text
    assert w.hints.used == {0: 1}
    assert i18n.install_language("en")
    assert w.hints.summary(w.names, [0]) == ["Ann used 1 hint"]
    try:
        assert i18n.install_language("fr")
        assert w.hints.summary(w.names, [0]) == ["Ann a utilisé 1 conseil"]
        qtbot.waitUntil(lambda: w.hints.bar.button.text() == "Conseil  (H)")  # as Qt tells the window
    finally:
        i18n.install_language("en")


def test_the_hint_goes_when_the_decision_is_answered(qtbot, monkeypatch):
    monkeypatch.setattr(hint_module, "HINT_ITERATIONS", 100)
    t = last_turn(["ninjas/shinobi"], ["pirates/dinghy"], ["aliens/collector"])
    w = open_window(qtbot, t.g, SEATS)
    key(qtbot, w, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.hints.shown is not None, timeout=20000)
    w.act(Play(t.id("king_rex"), t.slot("jungle_oasis")))
    assert w.hints.shown is None and w.hints.bar.text.text() == ""


def replay_of(qtbot, tmp_path, game, seats=SEATS):
    main = MainWindow({"speed": "off"})  # no game in progress: Play from here asks nothing
    qtbot.addWidget(main)
    path = finished.keep(save_text(game, seats))
    replay = opening.open_replay(main, path)
    qtbot.addWidget(replay)
    replay.resize(1400, 860)
    return main, replay


def test_the_arrow_keys_step_and_a_click_on_the_timeline_seeks_to_a_scoring(qtbot, tmp_path):
    game = sample_game("core", 7)
    main, r = replay_of(qtbot, tmp_path, game, [Seat("Ann"), Seat("Ben")])
    assert r.step == 0 and len(r.timeline) == len(history_of(game).answers) + 1
    key(qtbot, r, Qt.Key.Key_Right)
    key(qtbot, r, Qt.Key.Key_Right)
    assert r.step == 2
    key(qtbot, r, Qt.Key.Key_Left)
    assert r.step == 1
    key(qtbot, r, Qt.Key.Key_End)
    assert r.step == len(r.timeline) - 1 and r.game.over
    scoring = next(i for i, s in enumerate(r.timeline.steps) if s.scored) + 1
    QTest.mouseClick(r.bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(round(r.bar.x_of(scoring)), 30))
    assert abs(r.step - scoring) <= 1  # a pixel may hold two steps
    r.seek(scoring)
    assert r.scene.banner.isVisible()
    assert r.game.state == Timeline(history_of(game)).at(scoring).state


def test_every_hand_shows_each_players_cards_once_the_game_is_over(qtbot, tmp_path):
    game = sample_game("core", 7)
    _, r = replay_of(qtbot, tmp_path, game, [Seat("Ann"), Seat("Ben")])
    assert r.eyes_box.itemText(r.eyes_box.count() - 1) == "Every hand"
    QTest.keyClick(r.eyes_box, Qt.Key.Key_End)  # the last choice
    assert r.eyes == replay_window.EVERY_HAND
    r.seek(10)
    assert "Ann's hand: " in r.info.text() and "Ben's hand: " in r.info.text()


def test_play_from_here_starts_a_new_game_at_that_point_and_keeps_the_recorded_one(qtbot, tmp_path):
    game = sample_game("core", 7)
    main, r = replay_of(qtbot, tmp_path, game, [Seat("Ann"), Seat("Ben")])
    r.seek(30)
    QTest.mouseClick(r.b_here, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: main.game.state == r.timeline.at(30).state)
    assert history_of(main.game).answers == history_of(game).answers[:30]
    assert saves.load(finished.games()[0]).state == game.state


def test_a_review_in_the_background_marks_the_play_that_threw_the_game_away(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(replay_window, "REVIEW_ITERATIONS", 200)
    t = thrown_away()
    _, r = replay_of(qtbot, tmp_path, t.g)
    QTest.mouseClick(r.b_review, Qt.MouseButton.LeftButton)
    assert r.progress.isVisible() and r.b_cancel.isVisible()
    qtbot.waitUntil(lambda: r.task is None, timeout=60000)
    assert 0 in r.bar.marks and r.step == min(r.marks)
    r.seek(0)
    assert r.scene.cards[t.id("king_rex")].lit == BEST
    assert r.scene.target_item(Play(t.id("king_rex"), t.slot("the_central_brain"))).lit == BEST
    assert "Ann played: Play King Rex on Jungle Oasis" in r.info.text()


def test_a_review_can_be_cancelled(qtbot, tmp_path):
    _, r = replay_of(qtbot, tmp_path, sample_game("core", 7))
    r.start_review(0)
    QTest.mouseClick(r.b_cancel, Qt.MouseButton.LeftButton)
    assert r.task is None and not r.progress.isVisible() and r.b_review.isEnabled() and not r.marks

"""Hotseat with a bot at the table: while the bot plays, everyone at the screen watches, so the last
person's hand and private log lines are put away at once; a decision the bot's turn asks of a
person goes through the cover, even when that person is the one the table showed last."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from table import Table
from window import open_window

from app import i18n
from app.main_window import MainWindow
from app.seats import Seat
from rules.actions import FINISH, PASS, Play


def bob_before_a_bot(qtbot, monkeypatch) -> tuple[MainWindow, Table]:
    """Alice and Bob share the screen with Carol, a bot; it is Bob's turn (seat 1), Carol's next.
    Carol's moves are played by the test, as her bot would."""
    t = Table(factions=[["aliens", "dinosaurs"], ["pirates", "ninjas"], ["robots", "tricksters"]],
              hands=[["aliens/collector"], ["pirates/full_sail", "ninjas/shinobi"], ["robots/warbot"]],
              decks=[["aliens/invader"] * 3, ["pirates/buccaneer", "pirates/first_mate"], ["robots/zapbot"] * 3],
              bases=[("base/jungle_oasis", [("dinosaurs/king_rex", 0), ("ninjas/shinobi", 1)]),
                     ("base/tar_pits", [])],
              active=1)
    monkeypatch.setattr(MainWindow, "_schedule_bot", lambda self, player: None)
    w = open_window(qtbot, t.g, [Seat("Alice"), Seat("Bob"), Seat("Carol", "bot", "hard")])
    assert w.viewer == 1 and w.acting
    return w, t


def face_up(w: MainWindow) -> set[int]:
    return {iid for iid, item in w.scene.cards.items() if item.card_id is not None}


def test_after_a_person_ends_the_turn_before_a_bot_no_card_of_their_hand_is_face_up(qtbot, monkeypatch):
    w, t = bob_before_a_bot(qtbot, monkeypatch)
    w.act(FINISH)
    hand = set(w.game.state.players[1].hand)  # what he kept and the two cards he drew
    assert w.game.decider == 2 and len(hand) == 4
    assert not hand & face_up(w)
    assert not any(item.zone == "hand" for item in w.scene.cards.values())
    assert w.scene.hidden_note.lines == ["Carol is playing… Hands are hidden."]
    log = " ".join(text for text, _, _ in w.log.rows)
    assert i18n.card_name("pirates/buccaneer") not in log and "Bob draws" in log


def test_a_decision_the_bots_turn_asks_of_that_person_goes_through_the_cover(qtbot, monkeypatch):
    w, t = bob_before_a_bot(qtbot, monkeypatch)
    w.act(FINISH)
    w._apply(Play(t.id("warbot"), t.slot("jungle_oasis")), 2)
    w._apply(FINISH, 2)  # the Jungle Oasis scores: Bob may play Full Sail first
    assert w.game.decider == 1 and w.game.pending.kind == "me_first"
    w._proceed()
    # Carol's round: after her, Alice is handed it too, so that no one learns who holds a Special.
    assert w.cover.covering and w.cover.name == "Alice" and not w.acting
    w._ready()
    assert w.act(PASS)
    assert w.cover.covering and w.cover.name == "Bob" and not w.acting
    w._ready()
    assert t.id("full_sail") in face_up(w) and w.acting


def test_a_game_a_bot_begins_shows_no_hand_until_a_person_takes_the_screen(qtbot, monkeypatch):
    t = Table(factions=[["aliens", "dinosaurs"], ["pirates", "ninjas"], ["robots", "tricksters"]],
              hands=[["aliens/collector"], ["pirates/full_sail"], ["robots/warbot"]],
              decks=[["aliens/invader"] * 3, ["pirates/buccaneer"] * 3, ["robots/zapbot"] * 3], active=2)
    monkeypatch.setattr(MainWindow, "_schedule_bot", lambda self, player: None)
    w = open_window(qtbot, t.g, [Seat("Alice"), Seat("Bob"), Seat("Carol", "bot", "hard")], ready=False)
    assert w.hidden and not w.cover.covering
    assert not any(item.zone == "hand" for item in w.scene.cards.values())
    w._apply(FINISH, 2)
    w._proceed()
    assert w.cover.covering and w.cover.name == "Alice"


def test_ending_the_turn_while_the_hand_closes_up_leaves_no_animation_without_its_card(qtbot, monkeypatch, qtlog):
    """A play leaves a gap under the pointer; the pointer leaves the hand (it closes up, animated)
    and the turn ends at once before the bot's: the hand goes while it was sliding."""
    t = Table(factions=[["aliens", "dinosaurs"], ["pirates", "ninjas"], ["robots", "tricksters"]],
              hands=[[], ["ninjas/shinobi", "pirates/swashbuckling", "pirates/buccaneer", "pirates/full_sail"], []],
              decks=[["aliens/invader"] * 3, ["pirates/first_mate"] * 3, ["robots/zapbot"] * 3], active=1)
    monkeypatch.setattr(MainWindow, "_schedule_bot", lambda self, player: None)
    w = open_window(qtbot, t.g, [Seat("Alice"), Seat("Bob"), Seat("Carol", "bot", "hard")])
    w.set_speed("normal")
    vp = w.view.viewport()
    swash = w.view.mapFromScene(w.scene.cards[t.id("swashbuckling")].sceneBoundingRect().center())
    QTest.mouseMove(vp, swash)
    QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, swash)
    assert t.id("swashbuckling") in w.game.state.players[1].discard
    qtbot.waitUntil(lambda: not w.scene.busy)
    QTest.mouseMove(vp, w.view.mapFromScene(QPointF(800, 200)))  # off the hand: it starts closing up
    w.act(FINISH)
    assert w.hidden and not any(item.zone == "hand" for item in w.scene.cards.values())
    qtbot.wait(800)  # the closing up would have ended by now
    assert not [r.message for r in qtlog.records if "without target" in r.message]


def test_a_table_without_a_game_shows_no_empty_note_where_the_hand_goes(qtbot):
    w = MainWindow({"speed": "off"})  # as it opens, before it offers to resume the last game
    qtbot.addWidget(w)
    w.show()
    assert not w.scene.hidden_note.isVisible() and not w.scene.plays_note.isVisible()

"""A whole hotseat turn played through the table view: drag and drop, a refused drop, an action
with choices, scoring, the cover screen for the next player."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from table import Table

from app.main_window import MainWindow
from app.seats import Seat


@pytest.fixture
def turn_table() -> Table:
    return Table(
        factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"]],
        hands=[["dinosaurs/armor_stego", "dinosaurs/laseratops", "pirates/full_sail"], ["aliens/collector"]],
        decks=[["dinosaurs/war_raptor", "dinosaurs/war_raptor"], ["aliens/invader", "aliens/invader"]],
        bases=[("base/jungle_oasis", [("dinosaurs/war_raptor", 0), ("aliens/invader", 1)]),
               ("base/tar_pits", [("dinosaurs/king_rex", 0)]),
               ("base/the_central_brain", [])],
    )


@pytest.fixture
def window(qtbot, turn_table: Table) -> MainWindow:
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    w.resize(1600, 900)
    w.show()
    w.start(turn_table.g, [Seat("Alice"), Seat("Bob")], None)
    return w


def viewport_point(w: MainWindow, scene_point: QPointF) -> QPoint:
    return w.view.mapFromScene(scene_point)


def centre(item) -> QPointF:
    return item.sceneBoundingRect().center()


def drag(w: MainWindow, start: QPointF, end: QPointF) -> None:
    vp = w.view.viewport()
    a, b = viewport_point(w, start), viewport_point(w, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * k / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click(w: MainWindow, point: QPointF) -> None:
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     viewport_point(w, point))


def base_item(w: MainWindow, index: int):
    return w.scene._base_item(index)


def test_a_whole_hotseat_turn_through_the_table(qtbot, window: MainWindow, turn_table: Table) -> None:
    t, w = turn_table, window
    assert w.cover.isVisible()  # two people at one screen: hands hidden until Alice is ready
    assert w.cover.geometry() == w.cover.parentWidget().rect()  # the whole table and its bar
    QTest.mouseClick(w.cover.button, Qt.MouseButton.LeftButton)
    assert w.acting and not w.cover.isVisible()

    # A minion dragged onto a base is played there.
    stego = w.scene.cards[t.id("armor_stego")]
    drag(w, centre(stego), centre(base_item(w, t.slot("the_central_brain"))))
    assert t.slot_of("armor_stego") == "the_central_brain"

    # A second minion can't be played: the drop snaps back and says why.
    laseratops = w.scene.cards[t.id("laseratops")]
    home = laseratops.pos()
    drag(w, centre(laseratops), centre(base_item(w, t.slot("jungle_oasis"))))
    assert t.zone("laseratops") == "hand"
    assert laseratops.pos() == home
    assert w.bar.message.text() == "You have already played a minion this turn."

    # Full Sail, dropped on the table, asks which minion to move and where.
    drag(w, centre(w.scene.cards[t.id("full_sail")]), QPointF(960, 300))
    assert w.game.pending.kind == "card"
    click(w, centre(w.scene.cards[t.id("king_rex")]))
    assert w.game.pending.kind == "base"
    click(w, centre(base_item(w, t.slot("jungle_oasis"))))
    assert t.slot_of("king_rex") == "jungle_oasis"
    QTest.mouseClick(w.bar.button("Done"), Qt.MouseButton.LeftButton)
    assert w.game.pending.kind == "main"

    # Ending the turn scores the Jungle Oasis (13 power of 12): Alice is first.
    QTest.mouseClick(w.bar.button("End turn"), Qt.MouseButton.LeftButton)
    assert t.vp == [2, 0]
    assert w.scene.banner.isVisible()
    assert "Jungle Oasis scores" in w.scene.banner.lines
    qtbot.waitUntil(lambda: w.cover.isVisible(), timeout=15000)  # animations, on a busy machine
    assert w.cover.name == "Bob"
    QTest.mouseClick(w.cover.button, Qt.MouseButton.LeftButton)
    assert w.viewer == 1 and w.acting
    assert t.id("collector") in w.scene.cards  # Bob's hand is drawn for Bob, Alice's is not
    assert t.id("laseratops") not in w.scene.cards


def test_keyboard_plays_a_card_without_the_mouse(window: MainWindow, turn_table: Table) -> None:
    t, w = turn_table, window
    w._ready()
    stego = w.scene.cards[t.id("armor_stego")]
    QTest.mouseDClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      viewport_point(w, centre(stego)))
    assert w.scene.targeting == t.id("armor_stego")  # three bases: choose one
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert t.zone("armor_stego") == "base"


def test_undo_takes_back_my_own_play(window: MainWindow, turn_table: Table) -> None:
    t, w = turn_table, window
    w._ready()
    drag(w, centre(w.scene.cards[t.id("armor_stego")]), centre(base_item(w, t.slot("tar_pits"))))
    assert t.zone("armor_stego") == "base"
    QTest.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.game.state.players[0].hand.count(t.id("armor_stego")) == 1


def test_a_save_reopens_behind_the_cover(window: MainWindow, data_dir, monkeypatch) -> None:
    path = data_dir / "game.smashup"
    assert window.save_to(path)
    # Opened over the game in progress: the question New game asks, answered Yes.
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.question", lambda *a: QMessageBox.StandardButton.Yes)
    assert window.open_path(path)
    assert window.cover.isVisible()
    assert window.names == ["Alice", "Bob"]


def test_a_bad_save_gives_one_clear_message(window: MainWindow, data_dir, monkeypatch) -> None:
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *a: shown.append(a[2]))
    path = data_dir / "broken.smashup"
    path.write_text("{not json", encoding="utf-8")
    assert not window.open_path(path)
    assert shown == ["broken.smashup can't be opened: the file is not valid JSON (truncated or corrupted)"]


def test_a_minion_dropped_off_the_bases_is_told_to_go_on_a_base(window: MainWindow, turn_table: Table) -> None:
    """Dropped on Bob's seat, Armor Stego snaps back: the bar says where a minion goes (not "a
    minion or the table", which is for actions)."""
    t, w = turn_table, window
    w._ready()
    stego = w.scene.cards[t.id("armor_stego")]
    drag(w, centre(stego), centre(w.scene.panels[1]))
    assert t.zone("armor_stego") == "hand"
    assert w.bar.message.text() == "Drop a minion on a base."

"""The pointer on the table: double-click targeting with real press/release events, and the hover
zoom that never hides a lit target, leaves with the pointer and closes when the position changes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table import Table
from window import open_window

from app.main_window import MainWindow


@pytest.fixture
def t() -> Table:
    return Table(
        factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"], ["robots", "wizards"]],
        hands=[[], ["dinosaurs/armor_stego", "pirates/full_sail"], []],
        bases=[("base/jungle_oasis", [("dinosaurs/war_raptor", 1), ("aliens/invader", 2)]),
               ("base/tar_pits", [("dinosaurs/king_rex", 1)]),
               ("base/the_central_brain", []), ("base/the_homeworld", [])],
        active=1,
    )


@pytest.fixture
def w(qtbot, t: Table) -> MainWindow:
    return open_window(qtbot, t.g)


def at(w: MainWindow, item) -> QPoint:
    return w.view.mapFromScene(item.sceneBoundingRect().center())


def press_release(w: MainWindow, point: QPoint, button=Qt.MouseButton.LeftButton) -> None:
    vp = w.view.viewport()
    QTest.mousePress(vp, button, Qt.KeyboardModifier.NoModifier, point)
    QTest.mouseRelease(vp, button, Qt.KeyboardModifier.NoModifier, point)


def double_click(w: MainWindow, point: QPoint) -> None:
    """What a mouse sends: press, release, double-click, release."""
    vp = w.view.viewport()
    press_release(w, point)
    QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def hover(w: MainWindow, item) -> None:
    """A mouse move onto the item, delivered to the table itself (wherever the system pointer is)."""
    vp = w.view.viewport()
    point = QPointF(at(w, item))
    QApplication.sendEvent(vp, QMouseEvent(QEvent.Type.MouseMove, point, vp.mapToGlobal(point),
                                           Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                                           Qt.KeyboardModifier.NoModifier))
    QApplication.processEvents()


def lit_bases(w: MainWindow) -> list[int]:
    return sorted(b.index for b in w.scene.bases.values() if b.lit is not None)


# --- double-click ------------------------------------------------------------------------------
def test_a_double_click_lights_every_base_and_a_click_on_one_plays_there(w: MainWindow, t: Table) -> None:
    double_click(w, at(w, w.scene.cards[t.id("armor_stego")]))
    assert w.scene.targeting == t.id("armor_stego")
    assert lit_bases(w) == [0, 1, 2, 3]
    press_release(w, at(w, w.scene._base_item(t.slot("the_homeworld"))))
    assert t.slot_of("armor_stego") == "the_homeworld"


def test_escape_cancels_double_click_targeting(w: MainWindow, t: Table) -> None:
    double_click(w, at(w, w.scene.cards[t.id("armor_stego")]))
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    assert w.scene.targeting is None and lit_bases(w) == []
    assert t.zone("armor_stego") == "hand"


def test_a_click_on_empty_table_cancels_targeting_without_playing(w: MainWindow, t: Table) -> None:
    double_click(w, at(w, w.scene.cards[t.id("armor_stego")]))
    press_release(w, w.view.mapFromScene(QPointF(960, 1070)))
    assert w.scene.targeting is None and t.zone("armor_stego") == "hand"


# --- the hover zoom ----------------------------------------------------------------------------
def test_the_zoom_never_covers_a_lit_target(w: MainWindow, t: Table) -> None:
    s = w.scene
    double_click(w, at(w, s.cards[t.id("armor_stego")]))
    for item in [s.cards[t.id("armor_stego")], *s.bases.values(), s.cards[t.id("king_rex")]]:
        s._hover(item)
        zoom = s.preview.sceneBoundingRect()
        assert s.preview.isVisible()
        assert not any(zoom.intersects(b.sceneBoundingRect()) for b in s.bases.values() if b.lit is not None)
        assert not zoom.intersects(item.sceneBoundingRect())


def test_the_zoom_closes_when_the_pointer_leaves_the_table(w: MainWindow, t: Table) -> None:
    hover(w, w.scene.cards[t.id("king_rex")])
    assert w.scene.preview.isVisible()
    QApplication.sendEvent(w.view, QEvent(QEvent.Type.Leave))
    assert not w.scene.preview.isVisible()


def test_the_zoom_closes_when_the_position_changes(w: MainWindow, t: Table) -> None:
    s = w.scene
    QTest.keyClick(w.view, Qt.Key.Key_Right)  # keyboard focus on a card zooms it
    assert s.preview.isVisible()
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert t.zone("armor_stego") == "hand"  # several bases: targeting, still the same position
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert t.zone("armor_stego") == "base"
    assert not s.preview.isVisible()


def test_a_pinned_zoom_stays_when_the_pointer_leaves_and_closes_with_escape_or_a_click(
        w: MainWindow, t: Table) -> None:
    s, rex = w.scene, w.scene.cards[t.id("king_rex")]
    press_release(w, at(w, rex), Qt.MouseButton.RightButton)
    assert s.pinned and s.preview.isVisible()
    QApplication.sendEvent(w.view, QEvent(QEvent.Type.Leave))
    assert s.preview.isVisible()
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    assert not s.preview.isVisible() and not s.pinned
    press_release(w, at(w, rex), Qt.MouseButton.RightButton)
    assert s.preview.isVisible()
    press_release(w, at(w, s._base_item(0)))
    assert not s.preview.isVisible() and not s.pinned


def test_a_hand_card_with_a_special_used_from_hand_is_clicked_to_use_and_dragged_to_play(qtbot) -> None:
    t = Table(factions=[["dinosaurs", "pirates"], ["all_stars", "ninjas"], ["robots", "wizards"]],
              hands=[[], ["all_stars/fan", "all_stars/fan"], []], decks=[[], ["ninjas/shinobi"], []],
              bases=[("base/jungle_oasis", []), ("base/tar_pits", [])], active=1)
    w = open_window(qtbot, t.g)
    fan, fan2 = (w.scene.cards[t.id(x)] for x in ("fan", "fan#2"))
    vp = w.view.viewport()
    a, b = at(w, fan2), w.view.mapFromScene(w.scene._base_item(0).sceneBoundingRect().center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * k / 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    assert w.game.state.bases[0].minions == [t.id("fan#2")]  # dragged: played
    press_release(w, at(w, fan))
    assert w.game.state.players[1].discard == [t.id("fan")]  # clicked: its Special, drawing 1 card
    assert w.game.state.players[1].hand == [t.id("shinobi")]


def test_fan_dragged_onto_the_open_table_uses_its_special(qtbot) -> None:
    t = Table(factions=[["dinosaurs", "pirates"], ["all_stars", "ninjas"], ["robots", "wizards"]],
              hands=[[], ["all_stars/fan"], []], decks=[[], ["ninjas/shinobi"], []],
              bases=[("base/jungle_oasis", []), ("base/tar_pits", [])], active=1)
    w = open_window(qtbot, t.g)
    s = w.scene
    zone, columns = s.drop_zone.sceneBoundingRect(), [s._base_item(i).sceneBoundingRect() for i in (0, 1)]
    # A point of the open table: on no base and no card (a drop on a base plays it there).
    spot = QPointF(columns[1].center().x(), zone.top() + 40)
    assert s._item_at(spot) is None
    vp = w.view.viewport()
    a, b = at(w, s.cards[t.id("fan")]), w.view.mapFromScene(spot)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * k / 5)
    assert s.drop_zone.lit is not None and s.drop_zone.text == "Drop it on the table to use its Special"
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    assert w.game.state.players[1].discard == [t.id("fan")]  # its Special: discarded, one card drawn
    assert w.game.state.players[1].hand == [t.id("shinobi")]


def test_the_hand_keeps_its_places_under_the_pointer_after_a_play(qtbot) -> None:
    t = Table(factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"]],
              hands=[["pirates/swashbuckling", "dinosaurs/war_raptor", "dinosaurs/armor_stego"], []])
    w = open_window(qtbot, t.g)
    s, vp = w.scene, w.view.viewport()
    xs = {c: s.cards[t.id(c)].x() for c in ("war_raptor", "armor_stego")}
    swash = at(w, s.cards[t.id("swashbuckling")])
    QTest.mouseMove(vp, swash)
    QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, swash)
    assert t.id("swashbuckling") in w.game.state.players[0].discard  # played: it had one way to go
    assert {c: s.cards[t.id(c)].x() for c in xs} == xs  # a gap under the pointer, nothing slid into it
    assert s._item_at(w.view.mapToScene(swash)) is None
    QTest.mouseMove(vp, w.view.mapFromScene(QPointF(960, 500)))  # off the hand: it closes up
    assert s.cards[t.id("war_raptor")].x() != xs["war_raptor"]


def test_the_zoom_moves_off_the_places_lit_by_keyboard_targeting(qtbot) -> None:
    t = Table(factions=[["kree", "hydra"], ["avengers", "spider_verse"], ["shield", "ultimates"]],
              hands=[[], ["avengers/hulk", "avengers/thor"], []],
              bases=[("base/jungle_oasis", [("kree/kree_sentry", 0)]), ("base/the_central_brain", [("avengers/iron_man", 1)]),
                     ("base/tar_pits", []), ("base/the_homeworld", [])], active=1)
    w = open_window(qtbot, t.g)
    s = w.scene
    w.view.setFocus()
    QTest.keyClick(w.view.viewport(), Qt.Key.Key_Right)  # Hulk selected: zoomed
    assert s.preview.isVisible()
    QTest.keyClick(w.view.viewport(), Qt.Key.Key_Return)  # the bases it may go to light up
    lit = [b.sceneBoundingRect() for b in s.bases.values() if b.lit is not None]
    assert len(lit) == 4 and s.preview.isVisible()
    zoom = s.preview.sceneBoundingRect()
    assert not any(zoom.intersects(r) for r in lit)

"""Séries B on the table: a talent is a lit card a click uses, +1 power counters are drawn on their
minion, a buried card is face down for everyone but the player who buried it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from table import Table

from app.main_window import MainWindow
from app.seats import Seat
from rules.actions import Talent


@pytest.fixture
def spies_table() -> Table:
    t = Table(factions=[["cyborg_apes", "super_spies"], ["ninjas", "aliens"]],
              hands=[["cyborg_apes/cyberevolution", "super_spies/mole"], ["aliens/collector"]],
              decks=[["super_spies/informant"], ["aliens/invader"]],
              bases=[("base/monkey_lab", ["cyborg_apes/baboom", "ninjas/shinobi"]), ("base/portal_room", []),
                     ("base/the_vats", [])])
    t.e.add_counters(t.id("shinobi"), 2)
    t.e.bury(0, t.id("informant"), 1)
    t.e.bury(1, t.id("invader"), 2)
    return t


@pytest.fixture
def window(qtbot, data_dir, spies_table: Table) -> MainWindow:
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    w.resize(1600, 900)
    w.show()
    w.start(spies_table.g, [Seat("Alice"), Seat("Bob")], None)
    w._ready()
    return w


def test_a_talent_is_a_lit_card_that_a_click_uses(window: MainWindow, spies_table: Table) -> None:
    t, w = spies_table, window
    baboom = w.scene.cards[t.id("baboom")]
    assert baboom.lit is not None
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     w.view.mapFromScene(baboom.sceneBoundingRect().center()))
    # Used: its extra action waits among the plays left, and the card is no longer lit.
    assert w.game.pending.kind == "main" and Talent(t.id("baboom")) not in w.game.legal_actions()
    assert [e.source for e in w.game.read.extras_of(0) if e.source != -1] == [t.id("baboom")]
    assert w.scene.cards[t.id("baboom")].lit is None


def test_power_counters_are_drawn_on_their_minion(window: MainWindow, spies_table: Table) -> None:
    assert window.scene.cards[spies_table.id("shinobi")].counters == 2
    assert window.scene.cards[spies_table.id("baboom")].counters == 0


def test_a_buried_card_is_face_down_except_for_who_buried_it(window: MainWindow, spies_table: Table) -> None:
    t, scene = spies_table, window.scene
    assert scene.cards[t.id("informant")].card_id == "super_spies/informant"  # Alice's own
    assert t.id("invader") not in scene.cards  # Bob's: not even its id reaches Alice's table
    backs = [c for c in scene.cards.values() if c.zone == "buried" and c.card_id is None]
    assert len(backs) == 1

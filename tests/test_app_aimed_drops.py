"""A standard action dropped on a minion targets that minion (as the official app plays): the drop
names the target; the choice is asked only when the action was dropped on the table or a base.
The answer is the rules' own option, never the table's ruling."""

from __future__ import annotations

import pytest
from table import Table
from test_app_every_decision import lit_during_drag

from app.main_window import MainWindow
from app.seats import Seat


@pytest.fixture
def marvel() -> Table:
    # Three players, the second one active: Bob drops Tactical Advantage on Carol's Spider-Man.
    return Table(factions=[["kree", "hydra"], ["avengers", "shield"], ["spider_verse", "ultimates"]],
                 hands=[[], ["avengers/tactical_advantage", "avengers/captain_america"], []],
                 bases=[("base/jungle_oasis", [("spider_verse/spider_man", 2), ("kree/kree_sentry", 0)]),
                        ("base/tar_pits", [])],
                 active=1)


@pytest.fixture
def window(qtbot, marvel: Table) -> MainWindow:
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    w.resize(1600, 900)
    w.show()
    w.start(marvel.g, [Seat("Alice"), Seat("Bob"), Seat("Carol")], None)
    w.cover.ready.emit()
    return w


def test_tactical_advantage_dropped_on_spider_man_gives_him_the_power(qtbot, window: MainWindow,
                                                                       marvel: Table) -> None:
    before = window.game.read.power(marvel.id("spider_man"))
    scene = window.scene
    lit = lit_during_drag(window.smashup, scene.cards[marvel.id("tactical_advantage")], scene.cards[marvel.id("spider_man")])
    assert {marvel.id("spider_man"), marvel.id("kree_sentry")} <= lit and marvel.id("captain_america") not in lit
    assert window.game.read.power(marvel.id("spider_man")) == before + 3

"""A standard action dropped on a minion targets that minion (as the official app plays): the drop
names the target; the choice is asked only when the action was dropped on the table or a base.
The answer is the rules' own option, never the table's ruling."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTransform
from table import Table
from test_app_table import base_item, centre, drag

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
    drag(window, centre(window.scene.cards[marvel.id("tactical_advantage")]),
         centre(window.scene.cards[marvel.id("spider_man")]))
    g = window.game
    assert g.read.power(marvel.id("spider_man")) == before + 3
    assert g.pending.kind == "main" and g.decider == 1  # nothing was asked
    window.undo()  # one Undo takes the drop back whole
    assert marvel.id("tactical_advantage") in window.game.state.players[1].hand


def test_tactical_advantage_dropped_on_a_base_asks_which_minion(qtbot, window: MainWindow,
                                                                 marvel: Table) -> None:
    drag(window, centre(window.scene.cards[marvel.id("tactical_advantage")]), centre(base_item(window, 1)))
    d = window.game.pending
    assert d.kind == "card" and d.source == marvel.id("tactical_advantage")
    assert window.bar.prompt.text().endswith("Choose a character to give +3 power")


def test_shanghai_dropped_on_a_minion_moves_that_one_and_asks_only_where(qtbot) -> None:
    t = Table(factions=[["dinosaurs", "aliens"], ["pirates", "ninjas"], ["robots", "wizards"]],
              hands=[[], ["pirates/shanghai"], []],
              bases=[("base/jungle_oasis", [("dinosaurs/war_raptor", 0), ("robots/zapbot", 2)]),
                     ("base/tar_pits", []), ("base/the_central_brain", [])], active=1)
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    w.resize(1600, 900)
    w.show()
    w.start(t.g, [Seat("Alice"), Seat("Bob"), Seat("Carol")], None)
    w._ready()
    drag(w, centre(w.scene.cards[t.id("shanghai")]), centre(w.scene.cards[t.id("zapbot")]))
    d = w.game.pending
    assert d.kind == "base" and d.prompt == "Choose the base to move it to"
    w.act(w.game.option_for("base", 2))
    assert w.game.read.slot_of(t.id("zapbot")) == 2 and w.game.read.slot_of(t.id("war_raptor")) == 0


@pytest.mark.parametrize("speed", ["off", "fast", "normal"])
def test_an_action_dropped_on_a_minion_leaves_no_card_drawn_where_it_was_dropped(qtbot, speed: str) -> None:
    """Tactical Advantage dropped on Hulk (../shared/repros/table/action-dropped-on-a-minion.json): the
    card goes to the discard pile, nothing is asked, and no copy of it stays drawn over Hulk; one Undo
    puts it back in the hand, drawn once."""
    t = Table(factions=[["avengers", "robots"], ["ninjas", "dinosaurs"]],
              hands=[["avengers/tactical_advantage", "robots/zapbot"], ["dinosaurs/war_raptor"]],
              bases=[("base/jungle_oasis", [("avengers/hulk", 0), ("ninjas/shinobi", 1)]), ("base/tar_pits", [])])
    w = MainWindow({"speed": speed}, autosaving=False)
    qtbot.addWidget(w)
    w.resize(1600, 900)
    w.show()
    w.start(t.g, [Seat("Ann"), Seat("Ben")], None)
    w.cover.ready.emit()
    card, hulk = t.id("tactical_advantage"), t.id("hulk")
    drag(w, centre(w.scene.cards[card]), centre(w.scene.cards[hulk]))
    qtbot.waitUntil(lambda: not w.scene.busy, timeout=10000)
    assert w.game.pending.kind == "main" and w.game.read.locate(card) == ("discard", 0)

    def drawn() -> list:
        return [i for i in w.scene.items() if getattr(i, "iid", None) == card]
    assert drawn() == [] and w.scene.itemAt(centre(w.scene.cards[hulk]), QTransform()) is w.scene.cards[hulk]
    w.undo()
    qtbot.waitUntil(lambda: not w.scene.busy, timeout=10000)
    assert w.game.read.locate(card) == ("hand", 0) and drawn() == [w.scene.cards[card]]

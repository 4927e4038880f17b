"""The table at speed: one view of the position per action, shared by everything that draws it;
item pictures kept as pixmaps; an action's cost independent of how long the game has gone on."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem
from table import Table
from test_app_table import centre, drag
from window import open_window

import rules.game
from app.seats import Seat


def test_a_played_minion_is_shown_from_one_view_of_the_seat(qtbot, monkeypatch) -> None:
    t = Table(factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"]],
              hands=[["dinosaurs/armor_stego", "pirates/full_sail"], ["aliens/collector"]],
              decks=[["dinosaurs/war_raptor"] * 3, ["aliens/invader"] * 3],
              bases=[("base/jungle_oasis", [("aliens/invader", 1)]), ("base/tar_pits", [])])
    w = open_window(qtbot, t.g, [Seat("Ann"), Seat("Ben")])
    computed: list[int] = []
    real = rules.game.view_for
    monkeypatch.setattr(rules.game, "view_for", lambda g, d, seat: computed.append(seat) or real(g, d, seat))
    drag(w, centre(w.scene.cards[t.id("armor_stego")]), centre(w.scene._base_item(t.slot("tar_pits"))))
    assert t.slot_of("armor_stego") == "tar_pits"
    # The table, the log, the prompt bar and the plays left all read Ann's view: computed once.
    assert computed == [0]


def test_every_thing_on_the_table_keeps_its_picture_as_a_pixmap(qtbot) -> None:
    t = Table(hands=[["aliens/invader"], []], bases=[("base/jungle_oasis", [("ninjas/ninja_acolyte", 1)]),
                                                     ("base/tar_pits", [])])
    w = open_window(qtbot, t.g)
    items = [*w.scene.cards.values(), *w.scene.bases.values(), *w.scene.panels.values(), *w.scene.trays]
    assert len(items) >= 6
    assert {i.cacheMode() for i in items} == {QGraphicsItem.CacheMode.DeviceCoordinateCache}

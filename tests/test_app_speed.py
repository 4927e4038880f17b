"""The table at speed: one view of the position per action, shared by everything that draws it;
item pictures kept as pixmaps; an action's cost independent of how long the game has gone on."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QGraphicsItem
from table import Table
from test_app_table import centre, drag
from window import open_window

import app.log_panel
import rules.game
from app.log_panel import LogPanel
from app.seats import Seat
from rules.actions import Finish
from rules.decision import Ev
from rules.eventlog import TAIL, as_seen_by
from rules.game import Game
from rules.setup import new_game


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


def _long_game(events: int) -> Game:
    """A seeded game played at random until its log holds ``events`` events (not over yet: the
    turns mostly end at once, the bases fill slowly)."""
    g = new_game([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=3, first=0)
    rng = random.Random(3)
    while len(g.state.log) < events:
        legal = g.legal_actions()
        g.apply(rng.choices(legal, [8 if isinstance(a, Finish) else 1 for a in legal])[0])
    assert not g.over
    return g


def test_the_log_reads_only_the_events_since_the_last_action(qtbot, monkeypatch) -> None:
    g = _long_game(400)
    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.start(lambda: "A game begins.")
    panel.show_game(g, 0, ["Ann", "Ben"], g.state.log, g.view(0))
    assert len(g.state.log) > 300
    read: list[Ev] = []
    real = app.log_panel.as_seen_by
    monkeypatch.setattr(app.log_panel, "as_seen_by", lambda ev, seat: read.append(ev) or real(ev, seat))
    before = len(g.state.log)
    g.apply(g.legal_actions()[0])
    panel.show_game(g, 0, ["Ann", "Ben"], g.state.log, g.view(0))
    new = len(g.state.log) - before
    assert len(read) == new - sum(ev.kind == "turn_start" for ev in g.state.log.since(before))
    # The same rows as a panel reading the whole log at once.
    fresh = LogPanel()
    qtbot.addWidget(fresh)
    fresh.start(lambda: "A game begins.")
    fresh.show_game(g, 0, ["Ann", "Ben"], g.state.log, g.view(0))
    assert fresh.rows == panel.rows


def test_a_growing_log_counts_and_filters_as_a_whole_log_does() -> None:
    """Read after every action (each fold read from the one before), the log says what a log read
    whole from its first event says."""
    g = new_game([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=5, first=0)
    rng = random.Random(5)
    while len(g.state.log.done) < 4 * TAIL:
        legal = g.legal_actions()
        g.apply(rng.choices(legal, [8 if isinstance(a, Finish) else 1 for a in legal])[0])
        log = g.state.log
        for seat in (0, 1):
            assert log.for_player(seat) == [s for ev in log if (s := as_seen_by(ev, seat)) is not None]
        for kind in ("turn_start", "draw", "play"):
            assert log.count(kind) == sum(ev.kind == kind for ev in log)

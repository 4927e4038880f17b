"""The game log reads like the game: a heading for every turn with its round and player, and a card
with a twin in the game named by the base it is on."""

from __future__ import annotations

from table import Table
from test_app_every_decision import click, drag

from app.main_window import MainWindow
from app.seats import Seat
from rules import saves
from rules.actions import FINISH, Play


def open_table(qtbot, t: Table, names: list[str]) -> MainWindow:
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    w.resize(1600, 900)
    w.show()
    w.start(t.g, [Seat(n) for n in names], None)
    w._ready()
    return w


def lines(w: MainWindow) -> list[str]:
    return [w.log.item(k).text() for k in range(w.log.count())]


def headings(w: MainWindow) -> list[str]:
    return [w.log.item(k).text() for k in range(w.log.count()) if w.log.item(k).font().bold()]


def test_every_turn_has_a_heading_with_its_round_and_player(qtbot) -> None:
    t = Table(factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"], ["robots", "wizards"]], active=1)
    w = open_table(qtbot, t, ["Ann", "Ben", "Cat"])
    for _ in range(3):
        w._apply(FINISH, w.game.state.active)
    assert headings(w) == ["Round 1 — Ben", "Round 1 — Cat", "Round 1 — Ann", "Round 2 — Ben"]
    assert lines(w)[:2] == ["A game for 3 players begins.", "Round 1 — Ben"]
    assert not any("turn begins" in line for line in lines(w))  # the heading says it


def test_the_headings_come_back_with_a_saved_game(qtbot) -> None:
    t = Table(factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"]])
    w = open_table(qtbot, t, ["Ann", "Ben"])
    w._apply(FINISH, 0)
    w._apply(FINISH, 1)
    back = saves.loads(saves.dumps(w.game))
    w.start(back, [Seat("Ann"), Seat("Ben")], None)
    w._ready()
    assert headings(w) == ["Round 1 — Ann", "Round 1 — Ben", "Round 2 — Ann"]


def test_a_card_with_a_twin_in_play_is_named_by_its_base(qtbot) -> None:
    t = Table(factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"]], hands=[["dinosaurs/howl"], []],
              bases=[("base/jungle_oasis", [("dinosaurs/war_raptor", 0)]),
                     ("base/tar_pits", [("dinosaurs/war_raptor", 0), ("dinosaurs/king_rex", 0)])])
    w = open_table(qtbot, t, ["Ann", "Ben"])
    w.act(Play(t.id("howl")))
    log = lines(w)
    assert "War Raptor (on Jungle Oasis) gets +1 power until the end of the turn" in log
    assert "War Raptor (on Tar Pits) gets +1 power until the end of the turn" in log
    assert "King Rex gets +1 power until the end of the turn" in log  # only one: no need to say where


def test_portal_rooms_extra_turn_is_announced_and_headed_as_one(qtbot) -> None:
    t = Table(factions=[["cyborg_apes", "robots"], ["ninjas", "aliens"], ["wizards", "zombies"]], active=0,
              bases=[("base/portal_room", ["cyborg_apes/cyberback", "cyborg_apes/clyde_2_0", "robots/warbot",
                                           "robots/zapbot", "ninjas/ninja_master", "ninjas/shinobi"]),
                     ("base/tar_pits", [])])
    w = open_table(qtbot, t, ["Ann", "Ben", "Cat"])
    w._apply(FINISH, 0)  # Ann's own turn: Portal Room scores, Ann wins it
    assert "Ann takes an extra turn: Portal Room" in lines(w)
    assert headings(w) == ["Round 1 — Ann", "Round 1 — Ann (extra turn)"]
    assert w.bar.turn.text().startswith("Round 1 — ")
    w._apply(FINISH, 0)
    w._apply(FINISH, 1)
    # Then the order goes on after Ann, and the extra turn counted in no round of its own.
    assert headings(w)[-2:] == ["Round 1 — Ben", "Round 1 — Cat"]
    w._apply(FINISH, 2)
    assert headings(w)[-1] == "Round 2 — Ann" and w.bar.turn.text().startswith("Round 2 — ")


def test_a_lit_target_the_rules_leave_untouched_says_why_in_the_log(qtbot) -> None:
    # Issue 44: Microbot Guard dropped on the base, Spider-Man 2099 clicked as its target; he stays,
    # and the log says which card kept him there.
    t = Table(factions=[["robots", "aliens"], ["spider_verse", "ninjas"]], hands=[["robots/microbot_guard"], []],
              bases=[("base/the_mothership", ["robots/zapbot", "robots/microbot_alpha", "spider_verse/spider_man_2099"]),
                     ("base/jungle_oasis", [])])
    w = open_table(qtbot, t, ["Ann", "Ben"])
    table = w.smashup
    drag(table, table.scene.cards[t.id("microbot_guard")], table.scene._base_item(0))
    click(table, table.scene.cards[t.id("spider_man_2099")])
    assert w.game.read.slot_of(t.id("spider_man_2099")) == 0
    assert "Microbot Guard has no effect on Spider-Man 2099, whose own ability keeps it from being destroyed" in lines(w)

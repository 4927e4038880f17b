"""Choices made off the table: cards of a deck or a pile grouped by name with a count, one dialog
kept across one effect's repeated choices, one way to decline; "Name a faction" by name and emblem, "Name a card" by its face."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table import Table
from window import open_window

from app import i18n
from app.card_dialogs import CardsDialog
from app.main_window import MainWindow
from rules.actions import Play


def open_table(qtbot, t: Table) -> MainWindow:
    return open_window(qtbot, t.g)


def mall_crawl_table() -> Table:
    deck = ["zombies/walker", "zombies/tenacious_z", "zombies/walker", "zombies/grave_digger",
            "zombies/tenacious_z", "zombies/walker"]
    return Table(factions=[["aliens", "ninjas"], ["zombies", "pirates"], ["robots", "wizards"]],
                 hands=[[], ["zombies/mall_crawl"], []], decks=[[], deck, []], active=1)


def tiles(w: MainWindow) -> list[tuple[str, int]]:
    return [(tile.card_id, tile.count) for tile in w.smashup.choice_dialog.tiles]


def test_a_deck_choice_groups_identical_cards_and_keeps_one_dialog(qtbot) -> None:
    t = mall_crawl_table()
    w = open_table(qtbot, t)
    w.act(Play(t.id("mall_crawl")))
    w._proceed()
    dialog = w.smashup.choice_dialog
    assert dialog is not None and dialog.isVisible()
    assert sorted(tiles(w)) == [("zombies/grave_digger", 1), ("zombies/tenacious_z", 2), ("zombies/walker", 3)]
    where = dialog.pos()
    walker = next(tile for tile in dialog.tiles if tile.card_id == "zombies/walker")
    QTest.mouseClick(walker, Qt.MouseButton.LeftButton)
    # The next choice of the same effect ("another card of that name") is the same dialog, in place.
    assert w.game.pending.prompt == "Choose other cards of that name, then Done"
    assert w.smashup.choice_dialog is dialog and dialog.isVisible() and dialog.pos() == where
    # Every card keeps its place (issue 34): the walker picked is ticked, the names no longer offered
    # are dimmed, and the dialog does not shrink, so the next click never lands in a gap.
    assert sorted(tiles(w)) == [("zombies/grave_digger", 0), ("zombies/tenacious_z", 0), ("zombies/walker", 2)]
    assert [(t.card_id, t.picked, t.dim) for t in dialog.tiles if t.card_id != "zombies/walker"] == \
        [(c, 0, True) for c in ("zombies/tenacious_z", "zombies/grave_digger")]
    walker = dialog.tiles[0]
    assert (walker.card_id, walker.picked, walker.dim) == ("zombies/walker", 1, False)
    QTest.mouseClick(walker, Qt.MouseButton.LeftButton)
    assert w.smashup.choice_dialog is dialog and dialog.tiles[0].count == 1 and dialog.tiles[0].picked == 2
    QTest.mouseClick(dialog.tiles[0], Qt.MouseButton.LeftButton)
    assert w.game.pending.kind == "main" and w.smashup.choice_dialog is None and not dialog.isVisible()
    discard = [t.e.cid(c) for c in t.g.state.players[1].discard]
    assert discard.count("zombies/walker") == 3 and "zombies/tenacious_z" not in discard


def test_an_optional_deck_choice_has_one_way_to_decline(qtbot) -> None:
    t = mall_crawl_table()
    w = open_table(qtbot, t)
    w.act(Play(t.id("mall_crawl")))
    w._proceed()
    dialog = w.smashup.choice_dialog
    # Mall Crawl's first pick is a single optional choice ("..., or pass"): its way out is Pass.
    assert dialog.no.isVisible() and dialog.no.text() == "Pass  (Ctrl+Enter)"
    assert w.bar.button("Pass") is None  # not a second time under the table
    QTest.mouseClick(dialog.no, Qt.MouseButton.LeftButton)
    assert w.game.pending.kind == "main" and w.smashup.choice_dialog is None
    assert not dialog.isVisible()
    assert t.g.state.players[1].discard == [t.id("mall_crawl")]


def test_a_discard_pile_is_shown_grouped_with_counts(qtbot) -> None:
    t = Table(factions=[["aliens", "ninjas"], ["zombies", "pirates"]],
              discards=[[], ["zombies/walker", "pirates/first_mate", "zombies/walker"]])
    w = open_table(qtbot, t)
    w.smashup.show_discard(1)
    QApplication.processEvents()
    dialog = w.findChildren(CardsDialog)[-1]
    assert [(tile.card_id, tile.count) for tile in dialog.tiles] == [("zombies/walker", 2), ("pirates/first_mate", 1)]
    assert dialog.no.text() == "Close  (Ctrl+Enter)"
    QTest.mouseClick(dialog.no, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def sea_dogs_table() -> Table:
    return Table(factions=[["aliens", "ninjas"], ["dinosaurs", "pirates"], ["robots", "wizards"]],
                 hands=[[], ["pirates/sea_dogs"], []],
                 bases=[("base/jungle_oasis", [("aliens/invader", 0)]), ("base/tar_pits", [])], active=1)


def test_name_a_faction_shows_faction_names_with_their_emblems(qtbot) -> None:
    t = sea_dogs_table()
    w = open_table(qtbot, t)
    w.act(Play(t.id("sea_dogs")))
    labels = w.bar.labels()
    assert labels == ["Aliens", "Dinosaurs", "Ninjas", "Pirates", "Robots", "Wizards"]
    assert all(not b.icon().isNull() for b in w.bar._answer_buttons)
    QTest.mouseClick(w.bar.button("Aliens"), Qt.MouseButton.LeftButton)
    assert w.game.pending.kind == "base"


def test_name_a_faction_speaks_french(qtbot) -> None:
    t = sea_dogs_table()
    w = open_table(qtbot, t)
    try:
        assert i18n.install_language("fr")
        QApplication.processEvents()
        w.act(Play(t.id("sea_dogs")))
        labels = w.bar.labels()
        assert "Dinosaures" in labels and "dinosaurs" not in labels
    finally:
        i18n.install_language("en")


def test_a_long_prompt_or_message_never_pushes_the_table_up(qtbot) -> None:
    t = mall_crawl_table()
    w = open_table(qtbot, t)
    QApplication.processEvents()
    table, bar = w.view.height(), w.bar.height()
    w.bar.say("A message long enough to wrap over several lines of the bar. " * 6)
    w.act(Play(t.id("mall_crawl")))
    QApplication.processEvents()
    assert (w.view.height(), w.bar.height()) == (table, bar)


def test_name_a_card_is_chosen_among_card_faces_in_the_dialog(qtbot) -> None:
    t = Table(factions=[["aliens", "ninjas"], ["geeks", "pirates"], ["robots", "wizards"]],
              hands=[[], ["geeks/banned_list"], ["robots/warbot"]], active=1)
    w = open_table(qtbot, t)
    w.act(Play(t.id("banned_list")))
    w._proceed()
    names = [card for card, _ in tiles(w)]  # player 3's factions first (clockwise), one face per card
    assert "robots/warbot" in names and "wizards/portal" in names and "aliens/probe" not in names
    assert w.bar.labels() == []  # no row of buttons
    warbot = next(tile for tile in w.smashup.choice_dialog.tiles if tile.card_id == "robots/warbot")
    QTest.mouseClick(warbot, Qt.MouseButton.LeftButton)
    w._proceed()
    assert t.g.state.players[2].deck == [t.id("warbot")] and "aliens/probe" in [card for card, _ in tiles(w)]

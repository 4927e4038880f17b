"""Dialogs of cards that ask several times (Avengers Assemble, Strategize, Ghost-Spider): every
card keeps its place, the picked ones ticked, with "card 2 of 2"; a question about one of them
("Put it on top of the deck or under it?") names it and shows it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from table import Table
from window import open_window

from app import i18n
from app.main_window import MainWindow
from rules.actions import Play

MARVEL = [["kree", "hydra"], ["avengers", "spider_verse"], ["shield", "ultimates"]]


def marvel_table(hand: str, deck: list[str] | None = None, discard: list[str] | None = None) -> Table:
    return Table(factions=MARVEL, hands=[[], [hand], []], decks=[[], deck or [], []],
                 discards=[[], discard or [], []], active=1)


def tile(w: MainWindow, card_id: str):
    return next(t for t in w.smashup.choice_dialog.tiles if t.card_id == card_id)


def test_avengers_assemble_keeps_each_minion_in_its_place_and_counts_the_picks(qtbot) -> None:
    t = marvel_table("avengers/avengers_assemble",
                     discard=["avengers/hulk", "avengers/thor", "spider_verse/miles_morales"])
    w = open_window(qtbot, t.g)
    w.act(Play(t.id("avengers_assemble")))
    w._proceed()
    dialog = w.smashup.choice_dialog
    size = dialog.size()
    assert dialog.label.text().endswith("(card 1 of 2)")
    QTest.mouseClick(tile(w, "avengers/thor"), Qt.MouseButton.LeftButton)
    assert w.smashup.choice_dialog is dialog and dialog.label.text().endswith("(card 2 of 2)")
    assert [(x.card_id, x.picked, x.action is None) for x in dialog.tiles] == [
        ("avengers/hulk", 0, False), ("avengers/thor", 1, True), ("spider_verse/miles_morales", 0, False)]
    assert dialog.size() == size
    QTest.mouseClick(tile(w, "avengers/hulk"), Qt.MouseButton.LeftButton)
    deck = t.g.state.players[1].deck
    assert {t.id("hulk"), t.id("thor")} <= set(deck) and t.id("miles_morales") not in deck


def test_ghost_spider_names_and_shows_the_card_it_asks_to_put_on_top_or_under(qtbot) -> None:
    t = marvel_table("spider_verse/ghost_spider",
                     deck=["avengers/hulk", "avengers/thor", "avengers/jarvis", "avengers/mjolnir"])
    w = open_window(qtbot, t.g)
    w.act(Play(t.id("ghost_spider"), 0))
    w._proceed()
    dialog = w.smashup.choice_dialog
    QTest.mouseClick(tile(w, "avengers/hulk"), Qt.MouseButton.LeftButton)  # drawn
    QTest.mouseClick(tile(w, "avengers/jarvis"), Qt.MouseButton.LeftButton)  # the first to put back
    assert w.game.pending.prompt == "Put it on top of the deck or under it?"
    assert w.smashup.choice_dialog is dialog and dialog.isVisible()
    assert dialog.label.text() == "Ghost-Spider — J.A.R.V.I.S.: Put it on top of the deck or under it?"
    assert [(x.card_id, x.lit, x.dim) for x in dialog.tiles] == [
        ("avengers/hulk", False, True), ("avengers/thor", False, True), ("avengers/jarvis", True, False)]
    under = next(b for b in dialog.answer_buttons if b.text().startswith("Under the deck"))
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    QTest.keyClick(dialog, under.shortcut().toString())  # its key, as the button shows it
    qtbot.waitUntil(lambda: w.game.state.players[1].deck[-1] == t.id("jarvis"))
    # Thor is the last card: put back without being picked, and named as the question comes.
    assert w.smashup.choice_dialog is dialog and dialog.label.text().startswith("Ghost-Spider — Thor: ")
    i18n.install_language("fr")
    try:
        qtbot.waitUntil(lambda: dialog.label.text().startswith("Ghost-Spider — Thor\u00a0: "))
    finally:
        i18n.install_language("en")

"""Readable for everyone: the seats told apart without colour vision, each card on the table
marked with its player's initial, text sizes that fit a small screen."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table import Table
from test_app_table import centre, drag
from window import open_window

from app import storage, text_size
from app.main_window import MainWindow
from app.palette import DEFICIENCIES, SEAT_COLOURS, distance, initials, rgb, simulate
from app.seats import Seat
from app.smashup.card_face import CARD_H, WRAP, font
from app.smashup.card_item import NOTE_PX
from app.smashup.layout import PEEK
from rules.state import Extra

FELT = "#2a6b4f"  # the table's cloth, under the trays
PLAINLY_APART = 30.0  # ΔE*ab: well past "noticeable" (2.3) and "different colours" (~10)
APART_FROM_FELT = 20.0


def test_seat_colours_stay_apart_under_each_colour_vision_deficiency() -> None:
    for deficiency in (None, *DEFICIENCIES):
        seen = [rgb(c) if deficiency is None else simulate(rgb(c), deficiency) for c in SEAT_COLOURS]
        for (i, a), (j, b) in itertools.combinations(enumerate(seen), 2):
            assert distance(a, b) >= PLAINLY_APART, (deficiency, SEAT_COLOURS[i], SEAT_COLOURS[j])


def test_seat_colours_stand_out_from_the_felt() -> None:
    felt = rgb(FELT)
    for deficiency in (None, *DEFICIENCIES):
        for c in SEAT_COLOURS:
            seen = [x if deficiency is None else simulate(x, deficiency) for x in (rgb(c), felt)]
            assert distance(*seen) >= APART_FROM_FELT, (deficiency, c)


def test_the_simulation_makes_red_and_green_alike_for_the_red_green_blind() -> None:
    """The simulation itself: a red and a green of like lightness merge for the red-green blind
    (as they do), and stay apart for the blue-yellow blind."""
    red, green = rgb("#b35900"), rgb("#5c7a00")
    assert distance(red, green) > 30
    assert distance(simulate(red, "deuteranopia"), simulate(green, "deuteranopia")) < 12
    assert distance(simulate(red, "tritanopia"), simulate(green, "tritanopia")) > 20


def test_each_seat_has_its_own_initial() -> None:
    assert initials(["Ann", "Ben"]) == ["A", "B"]
    assert initials(["Player 1", "Player 2", "Zoé"]) == ["P1", "P2", "Z"]
    assert initials(["ann", "Al", "  ", "Bob"]) == ["A1", "A2", "3", "B"]


# --- the table at scale ---------------------------------------------------------------------------
EIGHT = ["aliens/invader", "aliens/collector", "aliens/supreme_overlord", "aliens/scout", "dinosaurs/war_raptor",
         "dinosaurs/king_rex", "dinosaurs/laseratops", "dinosaurs/armor_stego"]


def crowded() -> Table:
    """Eight of Ann's minions on one base, two with actions attached; Ben's Gnome beside them."""
    mine: list = [(c, 0) for c in EIGHT]
    mine[0] = ("aliens/invader", 0, ["dinosaurs/upgrade"])
    mine[5] = ("dinosaurs/king_rex", 0, ["dinosaurs/upgrade", "ninjas/poison"])
    return Table(factions=[["aliens", "dinosaurs"], ["ninjas", "tricksters"]],
                 hands=[["tricksters/block_the_path", "dinosaurs/howl"], []],
                 bases=[("base/the_central_brain", [*mine, ("tricksters/gnome", 1)]), ("base/jungle_oasis", []),
                        ("base/tar_pits", [])],
                 base_actions={1: ["tricksters/enshrouding_mist"]})


def covered(w: MainWindow, item, part: QRectF) -> bool:
    """Some other card on the table is drawn over ``part`` (scene coordinates) of ``item``."""
    return any(other is not item and other.zValue() > item.zValue() and other.sceneBoundingRect().intersects(part)
               for other in w.scene.cards.values())


def test_eight_minions_on_a_base_each_show_their_name_and_their_actions_names(qtbot) -> None:
    t = crowded()
    w = open_window(qtbot, t.g, [Seat("Ann"), Seat("Ben")])
    minions = [w.scene.cards[t.id(label)] for label in ("invader", "collector", "supreme_overlord", "scout",
                                                         "war_raptor", "king_rex", "laseratops", "armor_stego")]
    for m in minions:  # its power and name: the top third of the card
        r = m.sceneBoundingRect()
        assert not covered(w, m, QRectF(r.left() + 1, r.top() + 1, r.width() - 2, r.height() * 0.3)), m.card_id
    for label in ("upgrade", "upgrade#2", "poison"):  # an attached action's name strip
        a = w.scene.cards[t.id(label)]
        r = a.sceneBoundingRect()
        assert not covered(w, a, QRectF(r.left() + 1, r.bottom() - PEEK + 2, r.width() - 2, PEEK - 4)), label
    assert {m.mark[0] for m in minions} == {"A"}  # Ann's, in writing as well as in colour
    assert w.scene.cards[t.id("poison")].mark[0] == "B"
    assert w.scene.cards[t.id("gnome")].mark[0] == "B"


def test_a_faction_named_by_block_the_path_shows_on_it_and_in_the_log(qtbot) -> None:
    t = crowded()
    w = open_window(qtbot, t.g, [Seat("Ann"), Seat("Ben")])
    drag(w, centre(w.scene.cards[t.id("block_the_path")]), centre(w.scene._base_item(t.slot("jungle_oasis"))))
    button = next(b for b in w.bar._answer_buttons if "Aliens" in b.text())
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    block = w.scene.cards[t.id("block_the_path")]
    assert block.named == "Aliens"
    assert w.log.rows[-1][0] == "Ann names the Aliens faction (Block the Path)"
    # Beside its base, never over the base's total; the other action's name still shows.
    base = w.scene._base_item(t.slot("jungle_oasis"))
    mist = w.scene.cards[t.id("enshrouding_mist")]
    for action in (block, mist):
        assert not action.sceneBoundingRect().intersects(base.sceneBoundingRect())
    r = mist.sceneBoundingRect()
    assert not covered(w, mist, QRectF(r.left() + 1, r.top() + 1, r.width() - 2, r.height() * 0.18))


def test_the_plays_box_wraps_its_three_extra_plays_in_the_body_size(qtbot) -> None:
    t = crowded()
    s = t.e.state
    s.extras.extend([Extra("minion", t.id("collector"), power_le=2), Extra("action", t.id("scout")),
                     Extra("minion", t.id("laseratops"), base=t.e.base_card(t.slot("jungle_oasis")))])
    w = open_window(qtbot, t.g, [Seat("Ann"), Seat("Ben")])
    note = w.scene.plays_note
    assert len(note.lines) == 4
    f = font(text_size.scaled(NOTE_PX), bold=True)
    needed = QFontMetricsF(f).boundingRect(QRectF(0, 0, note.boundingRect().width() - 18, 10_000), WRAP,
                                           "\n".join(note.lines))
    assert note.boundingRect().height() >= needed.height()  # all of it, none shrunk
    assert note.sceneBoundingRect().bottom() <= w.scene.sceneRect().bottom()
    hand = [c.sceneBoundingRect() for c in w.scene.cards.values() if c.zone == "hand"]
    assert hand and not any(r.intersects(note.sceneBoundingRect()) for r in hand)


def test_text_size_is_chosen_in_the_view_menu_remembered_and_fits_a_small_screen(qtbot, data_dir) -> None:
    t = crowded()
    w = open_window(qtbot, t.g, [Seat("Ann"), Seat("Ben")])
    w.resize(1366, 768)
    bar_height = w.bar.height()
    w.text_menu.actions_by_size[125].trigger()
    assert storage.load_settings()["text_size"] == 125
    assert w.bar.height() > bar_height and w.log.font().pointSizeF() == 12.5
    w.scene._hover(w.scene.cards[t.id("invader")])
    assert w.scene.preview.boundingRect().height() > CARD_H * 1.7 * 1.2  # the zoom's card is larger
    QApplication.processEvents()
    # Everything of the bar and the table within the 1366×768 window.
    for widget in (w.bar.undo, *w.bar._answer_buttons, w.view):
        top_left = widget.mapTo(w, QPoint(0, 0))
        assert w.rect().contains(QRect(top_left, widget.size())), widget
    again = open_window(qtbot, t.g, [Seat("Ann"), Seat("Ben")])  # a new window, as at the next start
    again.settings = storage.load_settings()
    assert text_size.chosen(again.settings) == 125
    w.text_menu.actions_by_size[100].trigger()

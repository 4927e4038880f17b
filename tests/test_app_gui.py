"""The table's finer points: the scoring banner's places, seat names in the log, ordering triggered
effects on the table, switching language on the fly, and the layout at small and large sizes."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from table import Table

from app import i18n, qm, storage
from app.main_window import MainWindow
from app.seats import Seat
from app.smashup.card_item import CHOICE
from rules import saves
from rules.actions import FINISH, Play


def open_table(qtbot, t: Table, names: list[str], size: tuple[int, int] = (1600, 900)) -> MainWindow:
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    w.start(t.g, [Seat(n) for n in names], None)
    w._ready()
    return w


def click(w: MainWindow, item) -> None:
    point = w.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def log_lines(w: MainWindow) -> list[str]:
    return [w.log.item(k).text() for k in range(w.log.count())]


# --- scoring banner and log --------------------------------------------------------------------
def test_the_scoring_banner_gives_each_player_their_place_and_vp(qtbot) -> None:
    t = Table(factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"], ["robots", "tricksters"]],
              bases=[("base/tar_pits", [("dinosaurs/king_rex", 0), ("aliens/supreme_overlord", 1),
                                        ("aliens/collector", 1), ("robots/warbot", 2)]),
                     ("base/jungle_oasis", [])])
    w = open_table(qtbot, t, ["Ann", "Ben", "Cat"])
    w.act(FINISH)
    assert t.vp == [4, 4, 2]  # Ann and Ben tie for first (7 power each), Cat is third
    assert w.scene.banner.isVisible()
    assert w.scene.banner.lines == ["Tar Pits scores", "Winner: Ann, 4 VP", "Winner: Ben, 4 VP", "Third: Cat, 2 VP"]


def test_a_second_place_without_vp_is_shown_too(qtbot) -> None:
    t = Table(factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"]],
              bases=[("base/jungle_oasis", [("dinosaurs/king_rex", 0), ("dinosaurs/armor_stego", 0),
                                            ("aliens/invader", 1)]), ("base/tar_pits", [])])
    w = open_table(qtbot, t, ["Ann", "Ben"])
    w.act(FINISH)
    assert w.scene.banner.lines == ["Jungle Oasis scores", "Winner: Ann, 2 VP", "Second: Ben, 0 VP"]


def ann_plays_and_finishes(qtbot) -> MainWindow:
    """Ann (seat 0) plays Armor Stego and ends her turn, drawing two War Raptors; Ben is next."""
    t = Table(factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"]], hands=[["dinosaurs/armor_stego"], []],
              decks=[["dinosaurs/war_raptor"] * 2, ["aliens/invader"] * 2])
    w = open_table(qtbot, t, ["Ann", "Ben"])
    w.act(Play(t.id("armor_stego"), t.slot("jungle_oasis")))
    w.act(FINISH)
    return w


def test_log_lines_name_the_seats(qtbot) -> None:
    w = ann_plays_and_finishes(qtbot)
    lines = log_lines(w)
    assert "Ann plays Armor Stego on Jungle Oasis" in lines
    assert "Ann draws War Raptor" in lines and "Round 1 — Ben" in lines  # Ben's turn heads its lines
    assert not any("Player" in line for line in lines)


def test_each_seat_reads_the_log_it_may_see(qtbot) -> None:
    w = ann_plays_and_finishes(qtbot)
    qtbot.waitUntil(lambda: w.viewer == 1)
    assert w.cover.covering and "Ann draws a card" in log_lines(w)  # Ann still at the screen
    assert not any("War Raptor" in line for line in log_lines(w))
    w._ready()
    assert "Ann draws a card" in log_lines(w) and not any("War Raptor" in line for line in log_lines(w))



def test_undo_takes_the_undone_lines_out_of_the_log(qtbot) -> None:
    t = Table(hands=[["dinosaurs/king_rex", "dinosaurs/war_raptor"], []])
    w = open_table(qtbot, t, ["Ann", "Ben"])
    w.act(Play(t.id("king_rex"), t.slot("jungle_oasis")))
    assert "Ann plays King Rex on Jungle Oasis" in log_lines(w)
    w.undo()
    assert log_lines(w) == ["A game for 2 players begins.", "Round 1 — Ann", "Ann takes back a move."]
    w.act(Play(t.id("war_raptor"), t.slot("jungle_oasis")))
    assert log_lines(w)[-1] == "Ann plays War Raptor on Jungle Oasis"


def test_a_reopened_game_shows_its_log(qtbot) -> None:
    w = ann_plays_and_finishes(qtbot)
    back = saves.loads(saves.dumps(w.game))
    other = open_table(qtbot, Table(), ["Ann", "Ben"])
    other.start(back, [Seat("Ann"), Seat("Ben")], None)
    other._ready()
    assert "Ann plays Armor Stego on Jungle Oasis" in log_lines(other)
    assert "Ann draws a card" in log_lines(other)  # Ben's seat has the decision: Ann's draws stay hers

# --- ordering triggered effects ------------------------------------------------------------------
def test_the_active_player_orders_simultaneous_effects_by_clicking_the_base(qtbot) -> None:
    # Ben's Shinobi arrives on The Homeworld before it scores, on Ann's turn: The Homeworld offers
    # him an extra minion at once and Ann's Pay the Piper makes him discard; both ask, Ann orders.
    t = Table(factions=[["dinosaurs", "tricksters"], ["ninjas", "pirates"]],
              hands=[[], ["ninjas/shinobi", "pirates/first_mate", "pirates/cannon"]],
              bases=[("base/the_homeworld", ["dinosaurs/king_rex"] * 3 + ["dinosaurs/armor_stego"]),
                     ("base/tar_pits", [])],
              base_actions={0: ["tricksters/pay_the_piper"]})
    t.finish().play("shinobi", "the_homeworld")
    w = open_table(qtbot, t, ["Ann", "Ben"])
    assert w.game.pending.kind == "order" and w.viewer == 0
    base = w.scene.bases[t.id("the_homeworld")]
    piper = w.scene.cards[t.id("pay_the_piper")]
    assert base.lit == CHOICE and piper.lit == CHOICE
    assert w.scene.off_table_options() == []  # nothing to choose in a dialog
    click(w, base)
    d = w.game.pending
    assert d.player == 1 and d.source == t.id("the_homeworld") and w.smashup.choice_dialog is None


# --- language --------------------------------------------------------------------------------------
TINY_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context><name>MainWindow</name>
<message><source>&amp;File</source><translation>&amp;Fichier</translation></message>
<message><source>A game for {n} players begins.</source><translation>Une partie à {n} joueurs commence.</translation></message>
<message><source>{file} can't be opened: {reason}</source><translation>{file} ne peut pas être ouvert : {reason}</translation></message>
</context>
<context><name>rules</name>
<message><source>the file is not valid JSON (truncated or corrupted)</source><translation>le fichier n'est pas du JSON valide (tronqué ou corrompu)</translation></message>
</context>
<context><name>cards</name>
<message><source>King Rex</source><translation>Roi Rex</translation></message>
</context>
</TS>
"""


@pytest.fixture
def tiny_french(tmp_path, monkeypatch):
    """A catalogue of three strings, so the test doesn't depend on the translation in progress."""
    ts = tmp_path / "smashup_fr.ts"
    ts.write_text(TINY_TS, encoding="utf-8")
    monkeypatch.setattr(qm, "QM_DIR", tmp_path)
    [built] = qm.build([ts])
    monkeypatch.setattr(i18n, "qm_path", lambda lang: built if lang == "fr" else tmp_path / f"smashup_{lang}.qm")
    yield
    i18n.install_language("en")


def wait_for_language_change() -> None:
    QApplication.processEvents()  # LanguageChange is posted to every widget


def test_the_language_menu_switches_at_once_and_is_remembered(qtbot, tiny_french) -> None:
    t = Table(factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"]],
              bases=[("base/tar_pits", [("dinosaurs/king_rex", 0)]), ("base/jungle_oasis", [])])
    w = open_table(qtbot, t, ["Ann", "Ben"])
    rex = w.scene.cards[t.id("king_rex")]
    assert w.file_menu.title() == "&File" and i18n.card_name("dinosaurs/king_rex") == "King Rex"
    before = render(w, rex.sceneBoundingRect())

    w.lang_actions["fr"].trigger()
    wait_for_language_change()
    assert w.file_menu.title() == "&Fichier"
    assert i18n.card_name("dinosaurs/king_rex") == "Roi Rex"
    assert render(w, rex.sceneBoundingRect()) != before  # the card on the table now reads Roi Rex
    assert log_lines(w)[0] == "Une partie à 2 joueurs commence."  # the log is rewritten too
    assert w.lang_actions["fr"].isChecked()
    assert storage.load_settings()["language"] == "fr"

    w.lang_actions["en"].trigger()
    wait_for_language_change()
    assert w.file_menu.title() == "&File" and log_lines(w)[0] == "A game for 2 players begins."
    assert render(w, rex.sceneBoundingRect()) == before
    assert storage.load_settings()["language"] == "en"


def test_a_bad_file_is_explained_in_the_chosen_language(qtbot, tiny_french, tmp_path, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
    w = open_table(qtbot, Table(), ["Ann", "Ben"])
    w.set_language("fr")
    bad = tmp_path / "cut.smashup"
    bad.write_text('{"format": "smashup-save", "ver', encoding="utf-8")
    assert not w.open_path(bad)
    assert shown == ["cut.smashup ne peut pas être ouvert : le fichier n'est pas du JSON valide (tronqué ou corrompu)"]


def render(w: MainWindow, rect: QRectF) -> bytes:
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    w.scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return bytes(image.constBits())


# --- layout ----------------------------------------------------------------------------------------
def busy_table() -> Table:
    """Four players, ten cards in hand, crowded bases: the most the table has to fit."""
    hand = ["dinosaurs/king_rex", "dinosaurs/laseratops", "dinosaurs/armor_stego", "dinosaurs/war_raptor",
            "dinosaurs/upgrade", "pirates/full_sail", "pirates/pirate_king", "pirates/buccaneer",
            "pirates/saucy_wench", "pirates/first_mate"]
    crowd = [("dinosaurs/war_raptor", 0)] * 6 + [("aliens/invader", 1)] * 3 + [("robots/zapbot", 2)] * 3 \
        + [("wizards/neophyte", 3)] * 3
    return Table(factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"], ["robots", "tricksters"],
                           ["wizards", "zombies"]],
                 hands=[hand, [], [], []],
                 bases=[("base/the_homeworld", crowd), ("base/the_mothership", crowd[:8]),
                        ("base/factory_436_1337", []), ("base/rhodes_plaza_mall", crowd[6:]),
                        ("base/the_great_library", [("dinosaurs/king_rex", 0)])])


@pytest.mark.parametrize("size", [(3840, 2160), (1280, 720)])
def test_the_table_fits_the_window_without_overlaps(qtbot, size) -> None:
    w = open_table(qtbot, busy_table(), ["Ann", "Ben", "Cat", "Dan"], size)
    QApplication.processEvents()
    assert w.size().width() == size[0]
    view = w.view.viewport().rect()
    s = w.scene
    bases = [b.sceneBoundingRect() for b in s.bases.values()]
    hand = [c.sceneBoundingRect() for c in s.cards.values() if c.zone == "hand"]
    minions = [c.sceneBoundingRect() for c in s.cards.values() if c.zone == "minion"]
    panels = [p.sceneBoundingRect() for p in s.panels.values()]
    assert len(bases) == 5 and len(hand) == 10 and len(minions) == 33
    for r in bases + hand + minions + panels:
        on_screen = w.view.mapFromScene(r).boundingRect()
        assert view.contains(on_screen.adjusted(1, 1, -1, -1)), (r, on_screen, view)
    for a, b in itertools.combinations(bases, 2):
        assert not a.intersects(b)
    for base in bases:
        assert not any(base.intersects(r) for r in hand + minions + panels)
    for card in hand + minions:
        assert not any(card.intersects(r) for r in panels)
    for card in hand:
        assert not any(card.intersects(r) for r in minions)
    for a, b in itertools.combinations(panels, 2):
        assert not a.intersects(b)
    assert w.bar.isVisible() and not w.view.geometry().intersects(w.bar.geometry())
    assert w.bar.geometry().bottom() < w.centralWidget().height()


def test_minions_on_bases_are_drawn_large_enough_to_read_at_1280x720(qtbot) -> None:
    t = Table(factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"]],
              bases=[("base/jungle_oasis", [("dinosaurs/war_raptor", 0, ["dinosaurs/upgrade"]),
                                            ("aliens/invader", 1)]),
                     ("base/tar_pits", [("dinosaurs/armor_stego", 0)]), ("base/the_central_brain", [])])
    w = open_table(qtbot, t, ["Ann", "Ben"], (1280, 720))
    QApplication.processEvents()

    def on_screen(label: str):
        return w.view.mapFromScene(w.scene.cards[t.id(label)].sceneBoundingRect()).boundingRect()

    assert on_screen("armor_stego").width() >= 80  # alone on its side: as large as a card in hand
    assert on_screen("war_raptor").width() >= 60 and on_screen("invader").width() >= 60
    upgrade, raptor = on_screen("upgrade"), on_screen("war_raptor")
    assert upgrade.bottom() - raptor.bottom() >= 15  # the attached action shows its name under its host


def test_an_opponent_alone_at_a_base_gets_the_whole_side_above_it(qtbot) -> None:
    t = Table(factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"], ["robots", "tricksters"],
                        ["wizards", "zombies"]],
              bases=[("base/jungle_oasis", [("aliens/invader", 2)]),
                     ("base/tar_pits", [("aliens/collector", 1), ("robots/zapbot", 2), ("wizards/neophyte", 3)]),
                     ("base/the_central_brain", []), ("base/the_homeworld", []), ("base/the_mothership", [])])
    w = open_table(qtbot, t, ["Ann", "Ben", "Cat", "Dan"], (1280, 720))
    QApplication.processEvents()

    def width(label: str) -> int:
        return w.view.mapFromScene(w.scene.cards[t.id(label)].sceneBoundingRect()).boundingRect().width()

    assert width("invader") >= 60  # readable: the side above Jungle Oasis is all Cat's
    assert width("invader") > 1.3 * width("zapbot")  # three players share Tar Pits' side

"""The FZZZT! table in the window: no position grows the window (the rows wrap, the gifts are a
list), a game of Smash Up after it gets every minimum size back, the window opens no wider than its
screen; a hotseat bot's bid hides the last person's hand; the game ends in a game-over dialog."""

from __future__ import annotations

import pytest
from fzzzt_table import position
from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication, QLabel
from test_app_saves import make_window

import app.main_window as main_window
from app import i18n
from app.end_dialogs import FzzztOverDialog, WinnerDialog
from app.fzzzt.cards import CardWidget, DropZone, paint_card
from app.main_window import MainWindow
from app.seats import Seat
from rules.actions import FINISH
from rules.fzzzt.cards import card, cards
from rules.fzzzt.game import FzzztGame
from rules.fzzzt.game import new_game as new_fzzzt
from rules.fzzzt.scoring import breakdown, score
from rules.setup import new_game as new_smashup

SCREEN = QSize(1366, 740)  # a 1366×768 screen less its panel


def crowded_build() -> FzzztGame:
    """Alice (seat 0) gives Robots: twelve Robots in her workshop, six Production Units, 60 gifts."""
    robots = ["robot_1_nbc", "robot_1_bc", "robot_1_bo", "robot_1_co", "robot_1_nb", "robot_1_nc", "robot_1_no",
              "robot_2_b", "robot_2_c", "robot_2_n", "robot_2_o", "robot_upgrade"]
    units = [("unit_nbco", ["robot_3_n"]), ("unit_nbc", []), ("unit_bc", []), ("unit_co", ["robot_3_c"]),
             ("unit_no", []), ("unit_nb", [])]
    return position([[], [], []], workshops=[robots, ["robot_3_b"] * 4, ["robot_4_o"] * 3],
                    units=[units, units[:4], units[:3]], phase="build", chief=0)


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.fixture
def laptop(qtbot) -> MainWindow:
    w = make_window(qtbot)
    w.resize(SCREEN)
    w.show()
    settle()
    return w


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_build_phase_with_many_gifts_keeps_the_windows_size(laptop, lang):
    try:
        assert i18n.install_language(lang)
        laptop.start_any(crowded_build(), [Seat("Alice"), Seat("Bob"), Seat("Carol")], None)
        laptop.tables["fzzzt"]._ready()
        settle()
        assert laptop.tables["fzzzt"].give_list.count() == 59  # every gift but Done
        assert laptop.size() == SCREEN
        hint = laptop.minimumSizeHint()
        assert hint.width() <= SCREEN.width() and hint.height() <= SCREEN.height()
    finally:
        i18n.install_language("en")


def test_a_smash_up_game_after_fzzzt_gets_every_minimum_size_back(laptop):
    before = laptop.minimumSizeHint()
    laptop.start_any(crowded_build(), [Seat("Alice"), Seat("Bob"), Seat("Carol")], None)
    laptop.tables["fzzzt"]._ready()
    settle()
    laptop.start(new_smashup([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=7, first=0),
                 [Seat("Alice"), Seat("Bob")], None)
    settle()
    assert laptop.minimumSizeHint() == before and laptop.size() == SCREEN


def test_the_window_opens_no_wider_than_a_1366_pixel_screen(qtbot, monkeypatch):
    monkeypatch.setattr(main_window, "available_area", lambda _w: QRect(0, 0, 1366, 768))
    w = MainWindow({"speed": "off"}, autosaving=False)
    qtbot.addWidget(w)
    assert w.width() <= 1366 and w.height() <= 768 - 40


def test_a_gift_is_given_from_the_list(laptop):
    laptop.start_any(crowded_build(), [Seat("Alice"), Seat("Bob"), Seat("Carol")], None)
    t = laptop.tables["fzzzt"]
    t._ready()
    item = t.give_list.item(3)
    robot_count = len(t.game.state.players[0].workshop)
    t.give_list.itemActivated.emit(item)
    assert len(t.game.state.players[0].workshop) == robot_count - 1


def test_a_bot_bidding_after_a_person_in_hotseat_hides_that_persons_hand(qtbot, monkeypatch):
    import app.fzzzt.table as table

    monkeypatch.setattr(table, "BOT_PAUSE_MS", 60_000)  # the bot stays on its move while we look
    hands = [["robot_1_n", "robot_2_b", "robot_3_c"], ["robot_1_o", "robot_2_n"], ["robot_1_b", "robot_2_o"]]
    g = position(hands, conveyor=["robot_5_n", "robot_4_b"], factory=["fzzzt"] * 8, chief=0)
    w = make_window(qtbot)
    w.start_any(g, [Seat("Alice"), Seat("Robotron", "bot", "normal"), Seat("Bob")], None)
    t = w.tables["fzzzt"]
    t._ready()
    alice = set(g.state.players[0].hand)
    t.bid_card(min(alice))
    assert alice & shown_cards(t)
    t.act(FINISH)
    assert g.decider == 1 and t.hidden and not alice & shown_cards(t)
    assert any(label.text() == "Robotron is playing… Hands are hidden." for label in t.findChildren(QLabel)
               if label.isVisibleTo(t))


def shown_cards(t) -> set[int]:
    return {c.iid for c in t.findChildren(CardWidget) if c.iid is not None and c.isVisibleTo(t)}


def test_the_breakdown_adds_up_to_the_score():
    g = position([[], []], workshops=[["robot_2_n", "fzzzt", "robot_1_bc"], ["fzzzt", "fzzzt"]],
                 units=[[("unit_nb", ["robot_3_n", "robot_2_b"]), ("unit_co", [])], [("unit_o", ["robot_4_o"])]],
                 phase="final")
    alice = breakdown(g.state, g.state.players[0])
    vp = {c: card(f"fzzzt/{c}").vp for c in ("robot_2_n", "robot_1_bc", "robot_3_n", "robot_2_b", "unit_nb", "unit_co")}
    assert alice.robots == vp["robot_2_n"] + vp["robot_1_bc"] + vp["robot_3_n"] + vp["robot_2_b"]
    assert (alice.fzzzt, alice.gadgets, alice.missing, alice.robot_count) == (-1, vp["unit_nb"], -vp["unit_co"], 4)
    assert alice.total == score(g.state, g.state.players[0])


def finish_final_count(qtbot, workshops: list[list[str]]) -> tuple[MainWindow, FzzztOverDialog]:
    """Alice and Bob (hotseat) each end the final count; the game-over dialog opens."""
    w = make_window(qtbot)
    w.start_any(position([[], []], workshops=workshops, phase="final"), [Seat("Alice"), Seat("Bob")], None)
    t = w.tables["fzzzt"]
    for _ in range(2):
        t._proceed()
        t._ready()
        t.act(FINISH)
    qtbot.waitUntil(lambda: bool(w.findChildren(FzzztOverDialog)))
    return w, w.findChildren(FzzztOverDialog)[0]


def texts(dialog) -> list[str]:
    return [label.text() for label in dialog.findChildren(QLabel)]


def test_fzzzt_ends_in_a_game_over_dialog_with_each_players_breakdown(qtbot):
    w, dialog = finish_final_count(qtbot, [["robot_4_o", "fzzzt"], ["robot_1_n"]])
    assert w.tables["fzzzt"].game.over and "Alice wins!" in texts(dialog)
    assert {"Robots", "Fzzzt", "Gadgets", "Missing gadgets", "Total"} <= set(texts(dialog))
    dialog.done(WinnerDialog.REMATCH)
    assert not w.tables["fzzzt"].game.over and w.tables["fzzzt"].game.state.round == 1 and w.names == ["Alice", "Bob"]


def test_a_shared_victory_shows_the_tie(qtbot):
    _, dialog = finish_final_count(qtbot, [["robot_2_n"], ["robot_2_b"]])
    assert "Alice and Bob share the victory!" in texts(dialog)
    assert texts(dialog).count("1= (tie)") == 2


def test_the_window_title_names_the_game(laptop):
    laptop.start_any(crowded_build(), [Seat("Alice"), Seat("Bob"), Seat("Carol")], None)
    assert laptop.windowTitle().startswith("FZZZT! — ")
    laptop.start(new_smashup([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=7, first=0),
                 [Seat("Alice"), Seat("Bob")], None)
    assert laptop.windowTitle().startswith("Smash Up — ")


def test_the_hand_and_the_bid_area_stay_in_place_after_an_auction(laptop):
    """Bob wins a Production Unit from Alice's bid: on her next bid, her hand and bid area are where
    they were."""
    hands = [["robot_1_n", "robot_2_b", "robot_1_o"], ["robot_3_c", "robot_2_n", "robot_1_b"]]
    g = position(hands, conveyor=["unit_nb", "robot_2_o", "robot_4_c"], factory=["fzzzt"] * 8, chief=0)
    laptop.start_any(g, [Seat("Alice"), Seat("Bob")], None)
    t = laptop.tables["fzzzt"]

    def places() -> list[tuple[int, int]]:
        settle()
        zone = next(z for z in t.findChildren(DropZone) if z.isVisibleTo(t) and z.accepts(g.state.players[0].hand[0]))
        row = next(c for c in t.findChildren(CardWidget) if c.iid == g.state.players[0].hand[0]).parentWidget()
        return [(w.mapTo(laptop, QPoint(0, 0)).x(), w.mapTo(laptop, QPoint(0, 0)).y()) for w in (zone, row)]

    t._ready()
    before = places()
    for cid in ("robot_1_n", "robot_3_c"):  # Alice, then Bob
        t.bid_card(next(c for c in g.state.players[t.viewer].hand if g.state.cards[c] == f"fzzzt/{cid}"))
        t.act(FINISH)
        t._proceed()
        t._ready()
    assert g.state.last.winner == 1 and g.state.players[1].units and t.viewer == 0
    assert places() == before


def test_a_workshop_of_one_card_says_one_card(laptop):
    g = position([["robot_1_n"], ["robot_1_o"]], conveyor=["robot_2_b"], workshops=[["robot_3_c"], []],
                 factory=["fzzzt"] * 8)
    laptop.start_any(g, [Seat("Alice"), Seat("Bob")], None)
    laptop.tables["fzzzt"]._ready()
    assert "Workshop: 1 card, face down" in [label.text() for label in laptop.tables["fzzzt"].findChildren(QLabel)]


def test_a_hotseat_game_with_a_bot_plays_to_the_end(qtbot, monkeypatch):
    """Alice and Bob at one screen with a bot between them, to the game-over dialog."""
    import app.fzzzt.table as table
    from rules.fzzzt.bot import GreedyBot

    monkeypatch.setattr(table, "BOT_PAUSE_MS", 0)
    monkeypatch.setattr(table, "REVEAL_MS", 0)
    w = make_window(qtbot)
    w.start_any(new_fzzzt(3, seed=21), [Seat("Alice"), Seat("Robby", "bot", "normal"), Seat("Bob")], None)
    t, people = w.tables["fzzzt"], {0: GreedyBot(5), 2: GreedyBot(6)}

    def step() -> bool:
        if t.cover.covering:
            t._ready()
        if t.acting:
            t.act(people[t.viewer].decide(t.game.clone(), t.viewer))
        return bool(w.findChildren(FzzztOverDialog))

    qtbot.waitUntil(step, timeout=120_000)
    assert t.game.over and not t.hidden


def test_a_face_down_card_carries_no_word():
    """A word on the back of a conveyor card would read as a card type ("FZZZT!" looks like "Fzzzt")."""
    words: list[tuple] = []

    class Recorder(QPainter):
        def drawText(self, *args) -> None:
            words.append(args)

    image = QImage(86, 120, QImage.Format.Format_ARGB32)
    painter = Recorder(image)
    paint_card(painter, QRectF(2, 2, 82, 116), None, False)
    painter.end()
    assert words == []
    painter = Recorder(image)
    paint_card(painter, QRectF(2, 2, 82, 116), "fzzzt/fzzzt", False)  # a face up does say what it is
    painter.end()
    assert words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_robot_under_an_opponents_unit_shows_its_header_and_name_whole(qtbot, lang):
    """The smallest faces (a Robot given to an opponent's Production Unit: 0.7 of the 0.65 scale)
    once drew « ⚡2 » over « 2 PV » and cut « Amélioration » to « mélioratio »: every word fits its
    place, the power and the VP sit side by side on the band, and the symbols stay on the card."""
    drawn: list[tuple[QRectF, int, str, QFont]] = []
    symbols: list[QRectF] = []

    class Recorder(QPainter):
        def drawText(self, rect, flags, text) -> None:
            drawn.append((QRectF(rect), int(flags), text, QFont(self.font())))

        def drawEllipse(self, rect) -> None:
            symbols.append(QRectF(rect))

    try:
        assert i18n.install_language(lang)
        size = CardWidget(None, None, scale=0.65 * 0.7).size()
        image = QImage(size, QImage.Format.Format_ARGB32)
        for cid in cards():
            drawn.clear()
            symbols.clear()
            face = QRectF(image.rect()).adjusted(2, 2, -2, -2)
            painter = Recorder(image)
            paint_card(painter, face, cid, False)
            painter.end()
            assert all(face.contains(circle) for circle in symbols), cid
            for rect, flags, text, font in drawn:
                words = text.split() if flags & Qt.TextFlag.TextWordWrap else [text]
                assert max(QFontMetricsF(font).horizontalAdvance(w) for w in words) <= rect.width(), (cid, text)
            (power_rect, _, power, f1), (vp_rect, _, vp, f2) = drawn[:2]
            if power.startswith("⚡"):  # left and right on the same band: together they fit between its margins
                used = QFontMetricsF(f1).horizontalAdvance(power) + QFontMetricsF(f2).horizontalAdvance(vp)
                assert used < vp_rect.right() - power_rect.left(), (cid, power, vp)
    finally:
        i18n.install_language("en")

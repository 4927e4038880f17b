"""Hot-seat Me First! rounds tell nothing (rulebook, « Moi d'abord ! »: each player in turn, starting
with the current player, may play a Special or pass, until all have passed in a row). The rules ask
only a player who can use one; at one computer every person is handed it in the round's order, and
the hand-over screens and the log are the same whoever holds the card."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from table import Table
from test_app_every_decision import key
from test_app_net import drag
from window import open_window

from app.main_window import MainWindow
from app.seats import Seat
from rules.actions import PASS

SAIL = "pirates/full_sail"  # Special: played before a base scores
NAMES = ("Ann", "Ben", "Cat")


def oasis_about_to_score(holder: int) -> Table:
    """Ann's turn; the Jungle Oasis is over its breakpoint; only ``holder`` has Full Sail."""
    return Table(factions=[["dinosaurs", "pirates"], ["ninjas", "pirates"], ["robots", "pirates"]],
                 hands=[[SAIL] if p == holder else ["dinosaurs/war_raptor"] for p in range(3)],
                 decks=[["dinosaurs/war_raptor"] * 4] * 3,
                 bases=[("base/jungle_oasis", [("dinosaurs/king_rex", 0), ("dinosaurs/king_rex", 1)]),
                        ("base/tar_pits", []), ("base/the_central_brain", [])])


def log_text(w: MainWindow) -> list[str]:
    return [text for text, _, _ in w.log.rows]


def ready(qtbot, w: MainWindow) -> None:
    """The person the cover names takes the screen, by its button."""
    QTest.mouseClick(w.cover.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not w.cover.covering)


def handed(qtbot, w: MainWindow) -> None:
    """The table has settled and handed the decision on: to the person at the screen, through the
    cover, or to a bot."""
    qtbot.waitUntil(lambda: w.cover.covering or w.acting or w.seats[w.game.decider].is_bot)


def end_turn(qtbot, w: MainWindow) -> None:
    """Ctrl+Enter, the key of End turn and of Pass; its button is clicked a moment later."""
    def now() -> tuple:
        return w.game.pending, w.answering.seat, w.viewer, w.cover.covering

    before = now()
    key(w.smashup, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: now() != before)


def through_the_round(qtbot, w: MainWindow, play_sail: bool = False) -> list[tuple[str, ...]]:
    """Ann ends her turn; each person handed the computer takes it and passes (or plays Full Sail),
    until Ben's turn. What everyone at the computer sees: each hand-over screen, with the log then."""
    end_turn(qtbot, w)
    seen: list[tuple[str, ...]] = []
    for _ in range(12):
        handed(qtbot, w)
        if w.cover.covering:
            seen.append((w.cover.title.text(), w.cover.note.text(), *log_text(w)))
            ready(qtbot, w)
        if w.game.pending.kind == "main":
            return seen
        assert w.acting and w.bar.labels() == ["Pass"] or w.game.decider == w.viewer
        sail = next((iid for iid, item in w.scene.cards.items() if item.card_id == SAIL and item.zone == "hand"),
                    None)
        if play_sail and sail is not None:
            drag(w.smashup, w.scene.cards[sail], w.scene._base_item(0))
        else:
            end_turn(qtbot, w)
    raise AssertionError(f"the round never ended: {seen}")


@pytest.mark.parametrize("holder", [0, 1])
def test_everyone_at_the_computer_is_handed_the_round_alike_whoever_holds_the_special(qtbot, holder):
    cat_holds = through_the_round(qtbot, open_window(qtbot, oasis_about_to_score(2).g))
    w = open_window(qtbot, oasis_about_to_score(holder).g)
    assert through_the_round(qtbot, w) == cat_holds


def test_three_people_where_only_the_third_holds_one_are_handed_the_computer_in_the_rounds_order(qtbot):
    t = oasis_about_to_score(2)
    w = open_window(qtbot, t.g)
    end_turn(qtbot, w)
    handed(qtbot, w)
    # Ann, the current player, first: she has the screen already, and Pass alone.
    assert not w.cover.covering and w.viewer == 0 and w.acting and w.bar.labels() == ["Pass"]
    assert all(item.lit is None for item in w.scene.cards.values())
    assert w.bar.prompt.text() == "Me First! before Jungle Oasis scores: Ann has nothing to play here, pass."
    assert not w.hints.bar.button.isEnabled() and not w.a_undo.isEnabled()  # nothing to hint, nothing to undo
    assert w.game.decider == 2  # the rules ask Cat alone
    end_turn(qtbot, w)
    assert w.cover.covering and w.cover.name == "Ben"
    assert w.game.decider == 2 and w.game.pending.kind == "me_first"  # Ann's pass never reached the rules
    ready(qtbot, w)
    assert w.viewer == 1 and w.bar.labels() == ["Pass"]
    end_turn(qtbot, w)
    assert w.cover.covering and w.cover.name == "Cat"
    ready(qtbot, w)
    assert w.viewer == 2 and set(w.bar.labels()) == {"Pass"} and t.id("full_sail") in w.scene.cards
    assert "Full Sail" in w.bar.prompt.text()


def test_the_holders_special_still_plays_and_the_game_goes_on(qtbot):
    t = oasis_about_to_score(2)
    w = open_window(qtbot, t.g)
    seen = through_the_round(qtbot, w, play_sail=True)
    assert [title for title, *_ in seen] == ["Ben, your turn to decide", "Cat, your turn to decide",
                                             "Ben, your turn to decide"]
    assert t.id("full_sail") in w.game.state.players[2].discard
    assert w.game.state.active == 1


def test_one_person_with_bots_is_handed_nothing(qtbot, monkeypatch):
    monkeypatch.setattr(MainWindow, "_schedule_bot", lambda self, player: None)
    t = oasis_about_to_score(2)
    w = open_window(qtbot, t.g, [Seat("Ann"), Seat("Ben", "bot"), Seat("Cat", "bot")])
    end_turn(qtbot, w)
    handed(qtbot, w)
    assert w.game.decider == 2 and w.answering.seat is None and not w.acting and not w.cover.covering


def test_a_bots_pass_that_ends_the_round_waits_for_the_people_after_it(qtbot, monkeypatch):
    """Ann, then Ben (a bot with Full Sail), then Cat: the rules end the round on Ben's pass; Cat is
    handed the computer first, and only then does the base score."""
    monkeypatch.setattr(MainWindow, "_schedule_bot", lambda self, player: None)
    t = oasis_about_to_score(1)
    w = open_window(qtbot, t.g, [Seat("Ann"), Seat("Ben", "bot"), Seat("Cat")])
    end_turn(qtbot, w)
    qtbot.waitUntil(lambda: w.acting)
    assert w.viewer == 0 and w.bar.labels() == ["Pass"]  # Ann stands in first
    end_turn(qtbot, w)
    assert w.hidden and not w.acting and w.game.decider == 1  # the bot's turn in the round: hands away
    w._play_for_bot(PASS)  # as Ben's bot answers
    assert w.cover.covering and w.cover.name == "Cat"
    assert w.game.pending.kind == "me_first" and w.game.state.bases[0].card == t.id("jungle_oasis")  # not scored yet
    ready(qtbot, w)
    end_turn(qtbot, w)
    handed(qtbot, w)
    assert w.game.state.bases[0].card != t.id("jungle_oasis")  # scored, once Cat passed

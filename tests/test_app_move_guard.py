"""A move the rules engine fails on costs that move, not the game: the position before it comes
back, the person is told, a bot plays another legal move, and the position is kept for a report."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from table import Table
from test_app_log import lines, open_table

from app import move_guard
from app.main_window import MainWindow
from app.seats import Seat
from rules.actions import FINISH, Action, Play
from rules.fzzzt.game import FzzztGame
from rules.fzzzt.game import new_game as new_fzzzt
from rules.game import Game


@pytest.fixture
def shown(monkeypatch) -> list[tuple[str, str]]:
    """The message boxes' titles and texts."""
    boxes: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, text: boxes.append((title, text)))
    return boxes


def break_rules_on(monkeypatch, game_class: type, broken) -> None:
    """The engine raises on every move ``broken(action)`` is true for, after changing the position
    halfway (a card leaves its player's hand), as a bug deep in an effect would."""
    real = game_class.apply

    def apply(self, action: Action):
        if broken(action):
            self.state.players[0].hand.pop()
            raise RuntimeError("broken rule")
        return real(self, action)

    monkeypatch.setattr(game_class, "apply", apply)


def three_players(seats: list[Seat] | None = None, qtbot=None) -> tuple[Table, MainWindow]:
    t = Table(factions=[["dinosaurs", "pirates"], ["aliens", "ninjas"], ["robots", "wizards"]],
              hands=[["pirates/first_mate"], ["dinosaurs/war_raptor", "aliens/invader"], []], active=1)
    w = open_table(qtbot, t, ["Ann", "Ben", "Cat"])
    if seats is not None:
        w.start(t.g, seats, None)
    return t, w


def test_a_move_the_rules_fail_on_is_taken_back_and_the_player_told(qtbot, monkeypatch, shown, data_dir) -> None:
    t, w = three_players(qtbot=qtbot)
    raptor = Play(t.id("war_raptor"), 0)
    break_rules_on(monkeypatch, Game, lambda a: a == raptor)
    w.act(raptor)
    assert [p.hand for p in w.game.state.players] == [[t.id("first_mate")], [t.id("war_raptor"), t.id("invader")], []]
    assert w.game.read.slot_of(t.id("war_raptor")) is None
    [(title, text)] = shown
    assert title == "Move not played"
    assert text.startswith("The rules failed on this move (RuntimeError: broken rule). The game is back where")
    w.act(Play(t.id("invader"), 1))  # the game goes on from the position before the failed move
    assert w.game.read.slot_of(t.id("invader")) == 1 and not w.undo_chain.can_undo(0)


def test_the_failed_move_leaves_a_report_that_opens_as_the_position_before_it(qtbot, monkeypatch, shown,
                                                                              data_dir) -> None:
    t, w = three_players(qtbot=qtbot)
    raptor = Play(t.id("war_raptor"), 0)
    break_rules_on(monkeypatch, Game, lambda a: a == raptor)
    w.act(raptor)
    [save] = (data_dir / "errors").glob("*.smashup")
    assert str(save) in shown[0][1]
    game, seats, _, _ = w.load(save)
    assert game.state.players[1].hand == [t.id("war_raptor"), t.id("invader")] and game.state.active == 1
    assert [s.name for s in seats] == ["Ann", "Ben", "Cat"]
    trace = save.with_suffix(".txt").read_text(encoding="utf-8")
    assert trace.startswith(f"move: {raptor!r}") and "RuntimeError: broken rule" in trace


def test_only_the_newest_reports_are_kept(qtbot, monkeypatch, shown, data_dir) -> None:
    monkeypatch.setattr(move_guard, "ERRORS_KEPT", 2)
    t, w = three_players(qtbot=qtbot)
    break_rules_on(monkeypatch, Game, lambda a: isinstance(a, Play))
    for _ in range(3):
        w.act(Play(t.id("invader"), 1))
    assert len(shown) == 3
    assert len(list((data_dir / "errors").glob("*.smashup"))) == 2
    assert len(list((data_dir / "errors").glob("*.txt"))) == 2


def test_a_report_that_cannot_be_written_changes_nothing_but_the_message(qtbot, monkeypatch, shown, data_dir) -> None:
    (data_dir / "errors").write_text("a file where the folder should be")
    t, w = three_players(qtbot=qtbot)
    break_rules_on(monkeypatch, Game, lambda a: isinstance(a, Play))
    w.act(Play(t.id("invader"), 1))
    assert shown == [("Move not played", "The rules failed on this move (RuntimeError: broken rule). "
                                          "The game is back where it was before it.")]
    assert w.game.state.players[1].hand == [t.id("war_raptor"), t.id("invader")]


def bot_seats() -> list[Seat]:
    return [Seat("Ann"), Seat("Ben", "bot", "easy"), Seat("Cat")]


def test_a_bot_whose_move_fails_plays_another_and_the_game_goes_on(qtbot, monkeypatch, shown) -> None:
    t, w = three_players(bot_seats(), qtbot)
    break_rules_on(monkeypatch, Game, lambda a: isinstance(a, Play))
    w._bot_decided(w.token, Play(t.id("war_raptor"), 0))  # as the bot's worker answers
    assert w.game.state.active == 2  # its fallback, Finish, ended its turn
    assert w.game.state.players[1].hand[:2] == [t.id("war_raptor"), t.id("invader")]
    assert "The rules failed on Ben's move (RuntimeError: broken rule); Ben plays another move." in lines(w)
    assert shown == []


def test_a_bot_whose_search_fails_plays_a_plain_move(qtbot, shown) -> None:
    t, w = three_players(bot_seats(), qtbot)
    w._bot_failed(w.token, "ValueError: no tree")
    assert w.game.state.active == 2
    assert "Ben could not choose a move (ValueError: no tree) and plays a plain one." in lines(w)
    assert shown == []


def test_a_bot_tries_every_legal_move_before_the_game_is_declared_stuck(qtbot, monkeypatch, shown) -> None:
    t, w = three_players(bot_seats(), qtbot)
    tried: list[Action] = []
    break_rules_on(monkeypatch, Game, lambda a: tried.append(a) or True)
    legal = list(w.game.legal_actions())
    w._bot_decided(w.token, Play(t.id("invader"), 1))
    assert sorted(tried, key=repr) == sorted(legal, key=repr)
    assert [title for title, _ in shown] == ["The game cannot go on"]
    assert "every move Ben could make" in shown[0][1]
    assert w.game.state.active == 1 and w.game.state.players[1].hand[:2] == [t.id("war_raptor"), t.id("invader")]


def test_a_fallback_prefers_ending_the_turn() -> None:
    t = Table(hands=[["dinosaurs/war_raptor"], []])
    assert move_guard.fallback(t.g, set()) == FINISH
    assert isinstance(move_guard.fallback(t.g, {FINISH}), Play)


def fzzzt_window(qtbot, seats: list[Seat]) -> MainWindow:
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    w.start_any(new_fzzzt(3, seed=5), seats, None)
    w.tables["fzzzt"]._ready()
    return w


def test_fzzzt_a_move_the_rules_fail_on_is_taken_back(qtbot, monkeypatch, shown) -> None:
    w = fzzzt_window(qtbot, [Seat("Ann"), Seat("Ben"), Seat("Cat")])
    game = w.tables["fzzzt"].game
    chief = game.decider  # the Chief bids first: whoever the deal made Mechanic 1
    hand = list(game.state.players[chief].hand)
    break_rules_on(monkeypatch, FzzztGame, lambda a: a != FINISH)
    w.tables["fzzzt"].bid_card(hand[0])
    assert w.tables["fzzzt"].game.state.players[chief].hand == hand
    assert [title for title, _ in shown] == ["Move not played"]


def test_fzzzt_a_bot_whose_search_fails_still_bids(qtbot, shown) -> None:
    chief = new_fzzzt(3, seed=5).state.chief  # the Chief bids first: the bot sits there
    seats = [Seat("Ann"), Seat("Ben"), Seat("Cat")]
    seats[chief] = Seat(seats[chief].name, "bot", "easy")
    w = fzzzt_window(qtbot, seats)
    table = w.tables["fzzzt"]
    table.token += 1  # the scheduled bot decision is dropped: its failure is what is tested
    first = table.game.legal_actions()[0]
    table._bot_failed(table.token, "ValueError: no tree")
    assert table.game.state.players[chief].bid == [first.value]  # no Finish yet: its first card goes in the bid
    assert any(f"{seats[chief].name} could not choose a move" in line[0]() for line in table.log_lines)
    assert shown == []


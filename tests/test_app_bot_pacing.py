"""A bot's turn at the table: it thinks while the table pauses for people to follow (the two
overlap rather than add up), a move with nothing to choose is played at once, and at the default
speed the pauses of a Normal turn's moves come to about 2 s."""

from __future__ import annotations

import time

from table import Table
from window import open_window

import app.bot_worker as bot_worker
import app.main_window as main_window
from app.main_window import SPEEDS, MainWindow
from app.seats import Seat
from rules.actions import FINISH

THINK_S = 0.6


class SlowBot:
    """Thinks for THINK_S, then ends its turn."""

    def decide(self, game, player):
        time.sleep(THINK_S)
        return FINISH


def bot_to_move(qtbot, monkeypatch, hand: list[str], ann: tuple[str, ...] = ("dinosaurs/war_raptor",),
                ) -> tuple[MainWindow, list[float]]:
    """Ann (seat 0, holding ``ann``) watches; it is the bot's turn (seat 1), with ``hand``. Returns
    the window and the times the table handed the bot its decisions."""
    asked: list[float] = []
    schedule = MainWindow._schedule_bot
    monkeypatch.setattr(MainWindow, "_schedule_bot", lambda w, p: asked.append(time.monotonic()) or schedule(w, p))
    monkeypatch.setattr(bot_worker, "make_bot", lambda *args: SlowBot())
    t = Table(hands=[list(ann), hand], decks=[["dinosaurs/war_raptor"] * 4, ["ninjas/shinobi"] * 4],
              active=1)
    return open_window(qtbot, t.g, [Seat("Ann"), Seat("Bot", "bot", "normal")], ready=False), asked


def test_the_bot_thinks_during_the_pause_not_after_it(qtbot, monkeypatch):
    monkeypatch.setattr(main_window, "BOT_PAUSE_MS", int(THINK_S * 1000))
    w, asked = bot_to_move(qtbot, monkeypatch, ["ninjas/shinobi", "ninjas/ninja_master"])
    w.scene.speed = SPEEDS["normal"]
    turn = w.game.state.turn
    qtbot.waitUntil(lambda: w.game.state.turn > turn, timeout=5000)
    assert time.monotonic() - asked[0] < 2 * THINK_S - 0.2  # one wait, not the pause and then the thinking
    w.runner.wait()


def test_a_move_with_nothing_to_choose_is_played_at_once(qtbot, monkeypatch):
    w, asked = bot_to_move(qtbot, monkeypatch, [])
    assert w.game.legal_actions() == (FINISH,)
    thinking = []
    monkeypatch.setattr(w.runner, "think", lambda *args: thinking.append(args))
    turn = w.game.state.turn
    qtbot.waitUntil(lambda: bool(asked))
    assert w.game.state.turn > turn and not thinking


def test_a_normal_turn_paces_about_two_seconds_at_the_default_speed():
    moves = 5  # a Normal turn: 4.5 moves on average, measured in the window (README, Bots)
    assert moves * main_window.BOT_PAUSE_MS * SPEEDS["normal"] <= 2000
    assert moves * main_window.BOT_PAUSE_MS * SPEEDS["fast"] <= 1000


def test_the_persons_hand_stays_put_when_the_bot_hands_the_turn_back(qtbot, monkeypatch):
    # Their plays-left note's room is kept beside the hand on every turn: were the hand to slide
    # over to make room as their turn begins, they would wait for that slide after every bot turn.
    monkeypatch.setattr(main_window, "BOT_PAUSE_MS", 0)
    w, _ = bot_to_move(qtbot, monkeypatch, ["ninjas/shinobi"], ann=("dinosaurs/war_raptor",) * 7)
    hand = {iid: item.pos() for iid, item in w.scene.cards.items() if item.zone == "hand"}
    assert len(hand) == 7 and not w.scene.plays_note.lines  # the bot's turn: Ann has no plays to be told
    qtbot.waitUntil(lambda: w.game.decider == 0 and not w.scene.busy, timeout=5000)
    assert w.scene.plays_note.lines  # her turn: her plays left, beside her hand
    assert {iid: w.scene.cards[iid].pos() for iid in hand} == hand
    w.runner.wait()

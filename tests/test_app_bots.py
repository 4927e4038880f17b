"""Bots at the table: a whole game of two bots runs through the window, in worker threads, to the
winner screen, and the window keeps answering all along."""

from __future__ import annotations

from PySide6.QtCore import QTimer

import app.main_window as main_window
from app.bot_worker import hard_workers
from app.main_window import MainWindow
from app.seats import Seat
from rules.setup import new_game


def test_two_bots_play_a_whole_game_in_the_window(qtbot, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("SMASHUP_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(main_window, "BOT_PAUSE_MS", 0)
    shown = []
    monkeypatch.setattr(MainWindow, "_show_winner", lambda self: shown.append(self.game.winner))
    w = MainWindow({"speed": "off"}, autosaving=False)
    qtbot.addWidget(w)
    w.start(new_game([["aliens", "robots"], ["zombies", "pirates"]], seed=11, first=0),
            [Seat("Easy", "bot", "easy"), Seat("Normal", "bot", "normal")], None)
    ticks = []
    timer = QTimer(w)
    timer.timeout.connect(lambda: ticks.append(1))  # the event loop keeps turning while bots think
    timer.start(50)
    qtbot.waitUntil(lambda: bool(shown), timeout=120_000)
    w.runner.wait()
    assert w.game.over and shown == [w.game.winner]
    assert len(ticks) > 5


def test_hard_at_the_table_searches_on_the_runners_worker_processes_and_closing_stops_them(
        qtbot, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("SMASHUP_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(main_window, "BOT_PAUSE_MS", 0)
    w = MainWindow({"speed": "off", "hard_workers": 2}, autosaving=False)
    qtbot.addWidget(w)
    w.start(new_game([["aliens", "robots"], ["zombies", "pirates"]], seed=11, first=0),
            [Seat("Hard", "bot", "hard"), Seat("Ann")], None)
    pool = w.runner._pool
    assert w.bots[0].pool is pool and pool.workers == 2
    searched: list[int] = []
    search = pool.search

    def counted(*args):
        visits, n = search(*args)
        searched.append(n)
        return visits, n

    monkeypatch.setattr(pool, "search", counted)
    qtbot.waitUntil(lambda: w.game.decider == 1, timeout=60_000)  # Hard's first turn is over
    w.runner.wait()
    assert searched and min(searched) > 0
    workers = list(pool._procs)
    w.close()
    assert not pool.alive and not any(p.is_alive() for p in workers)


def test_the_hard_workers_setting_is_used_only_when_it_is_a_count_from_1_to_64() -> None:
    assert [hard_workers({"hard_workers": n}) for n in (1, 3, 64)] == [1, 3, 64]
    assert {hard_workers(s) for s in ({}, {"hard_workers": 0}, {"hard_workers": 65}, {"hard_workers": True},
                                      {"hard_workers": "2"}, {"hard_workers": 2.0})} == {None}

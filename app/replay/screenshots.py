"""Screenshots of Replay, Review and Hint, in English and French:
``python -m app.replay.screenshots [folder]`` (docs/screenshots by default; run under Xvfb or with
QT_QPA_PLATFORM=offscreen)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from app import i18n
from app.main import make_app
from app.main_window import MainWindow
from app.replay import window as replay_window
from app.replay.window import ReplayWindow
from app.screenshots import settle, shoot
from app.seats import Seat
from rules.ai.bots import GreedyBot
from rules.game import Game, history_of
from rules.scenario import build
from rules.setup import new_game

SIZE = (1400, 860)
NAMES = ["Alice", "Bob"]
SHOT_REVIEW_ITERATIONS = 300  # the app reviews with 2000; fewer keep this script quick, the marks look alike


def both(app: QApplication, widget: QWidget, out: Path, stem: str) -> None:
    for lang in ("en", "fr"):
        i18n.install_language(lang)
        for _ in range(5):
            app.processEvents()
            QTest.qWait(40)
        shoot(widget, out, f"{stem}-{lang}.png")
    i18n.install_language("en")


def played_game(seed: int = 3) -> Game:
    """A game Normal plays against itself to its end, recorded from the deal."""
    g = new_game([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=seed, first=0)
    bots = [GreedyBot(1), GreedyBot(2)]
    while not g.over:
        g.apply(bots[g.decider].decide(g, g.decider))
    return g


def replay_scoring(app: QApplication, out: Path) -> None:
    """A replay sought to the answer that made a base score: the banner, the timeline's ticks."""
    g = played_game()
    r = ReplayWindow(history_of(g), [Seat(n) for n in NAMES], 1.0, "Alice, Bob")
    r.resize(*SIZE)
    r.show()
    scored = [i for i, s in enumerate(r.timeline.steps) if s.scored]
    r.seek(scored[len(scored) // 2] + 1)
    QTest.qWait(300)
    both(app, r, out, "30-replay-scoring")
    r.close()


def review_marks(app: QApplication, out: Path) -> None:
    """A finished game's review: its marks on the timeline, the first one shown with Hard's choice."""
    replay_window.REVIEW_ITERATIONS = SHOT_REVIEW_ITERATIONS
    g = played_game()
    r = ReplayWindow(history_of(g), [Seat(n) for n in NAMES], 0.0, "Alice, Bob")
    r.resize(*SIZE)
    r.show()
    r.start_review(0)
    while r.task is not None:
        QTest.qWait(100)
    both(app, r, out, "31-review-marks")
    r.close()


def hint_lit(app: QApplication, out: Path) -> None:
    """Alice asks for a hint on her last turn: King Rex onto the Central Brain wins the game."""
    data = {"format": "smashup-scenario/1", "seed": 1, "players": [
        {"factions": ["aliens", "dinosaurs"], "vp": 12, "hand": [{"card": "dinosaurs/king_rex"},
                                                                 {"card": "aliens/collector"}],
         "deck": [{"card": "aliens/invader"}]},
        {"factions": ["ninjas", "pirates"], "vp": 13, "hand": [{"card": "ninjas/shinobi"}],
         "deck": [{"card": "pirates/dinghy"}]}],
        "bases": [{"card": "base/the_central_brain", "minions": [
            {"card": "dinosaurs/armor_stego", "controller": 0}, {"card": "aliens/invader", "controller": 0},
            {"card": "aliens/scout", "controller": 0}, {"card": "pirates/first_mate", "controller": 1}]},
            {"card": "base/tar_pits", "minions": [{"card": "pirates/pirate_king", "controller": 1},
                                                  {"card": "ninjas/ninja_master", "controller": 1}]},
            {"card": "base/jungle_oasis", "minions": []}],
        "base_deck": [{"card": "base/the_mothership"}]}
    g, _ = build(data)
    w = MainWindow({"speed": "off"}, autosaving=False)
    w.resize(*SIZE)
    w.show()
    w.start(g, [Seat("Alice"), Seat("Bob", "bot", "hard")], None)
    w._ready()
    settle(app, w)
    for lang in ("en", "fr"):
        w.set_language(lang)
        settle(app, w)
        w.hints._drop()
        w.hints.ask()
        while w.hints.shown is None:
            QTest.qWait(50)
        settle(app, w)
        shoot(w, out, f"32-hint-lit-{lang}.png")
    w.set_language("en")
    w.close()


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    target.mkdir(parents=True, exist_ok=True)
    random.seed(0)
    application, _settings, _ = make_app(sys.argv[:1], "en")
    replay_scoring(application, target)
    review_marks(application, target)
    hint_lit(application, target)

"""FZZZT! screenshots: `python -m app.fzzzt_screenshots OUTDIR` (run under Xvfb): a bid being made
(cards dragged into the bid area), the reveal in French, a build phase, the hotseat cover."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app import i18n
from app.fzzzt_cards import DropZone
from app.main import make_app
from app.main_window import MainWindow
from app.seats import Seat
from rules.actions import FINISH
from rules.ai import make_bot
from rules.fzzzt.game import FzzztGame, new_game

SIZE = (1500, 900)


def window(app: QApplication, settings: dict) -> MainWindow:
    w = MainWindow(settings, autosaving=False)
    w.resize(*SIZE)
    w.show()
    app.processEvents()
    return w


def shoot(w: MainWindow, out: Path, name: str) -> None:
    QTest.qWait(900)  # the reveal's fade and the bot's pause
    w.grab().save(str(out / name))
    print(out / name)


def chief_game(first: int) -> FzzztGame:
    """A fresh game where seat 0 is the Chief Mechanic (so a person bids first)."""
    seed = first
    while new_game(2, seed).state.chief != 0:
        seed += 1
    return new_game(2, seed)


def drop_into_bid(w: MainWindow, cards: list[int]) -> None:
    for c in cards:
        QApplication.processEvents()
        zone = next(z for z in w.fzzzt.findChildren(DropZone) if z.isVisible() and z.accepts(c))
        zone.dropped.emit(c)
        QApplication.processEvents()


def build_position() -> FzzztGame:
    """Greedy bots play until seat 0, holding Production Units, gives Robots after a round."""
    for seed in range(1, 200):
        g = new_game(2, seed)
        bots = [make_bot("greedy", seed=k, game="fzzzt") for k in range(2)]
        while not g.over:
            if g.state.phase == "build" and g.decider == 0 and g.state.players[0].units:
                return g
            g.apply(bots[g.decider].decide(g, g.decider))
    raise RuntimeError("no build position found")


def shots(out: Path) -> None:
    app, settings, _problems = make_app([], "en")
    settings = {**settings, "speed": "normal"}
    out.mkdir(parents=True, exist_ok=True)
    w = window(app, settings)
    g = chief_game(7)
    w.start_fzzzt(g, [Seat("Alice"), Seat("Robotron", "bot", "hard")], None)
    hand = g.state.players[0].hand
    drop_into_bid(w, sorted(hand, key=lambda c: -len(g.state.cards[c]))[:2])
    shoot(w, out, "fzzzt-01-bid-en.png")
    i18n.install_language("fr")
    w.fzzzt.act(FINISH)
    for _ in range(150):  # the bot thinks, then the bids are revealed
        if w.fzzzt.game.state.last is not None:
            break
        QTest.qWait(100)
    shoot(w, out, "fzzzt-02-reveal-fr.png")
    i18n.install_language("en")
    w.start_fzzzt(build_position(), [Seat("Alice"), Seat("Robotron", "bot", "normal")], None)
    shoot(w, out, "fzzzt-03-build-en.png")
    w.start_fzzzt(chief_game(3), [Seat("Alice"), Seat("Bob")], None)
    shoot(w, out, "fzzzt-04-hotseat-cover-en.png")
    w.close()


if __name__ == "__main__":
    shots(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))

"""FZZZT! screenshots: `python -m app.fzzzt.screenshots OUTDIR` (run under Xvfb): a bid being made
(cards dragged into the bid area), the reveal in French, a build phase, the hotseat cover, the final
count with its many gifts, the game-over dialog and a bot bidding after a person in hotseat, in English
and French — all in a window the size of a 1366×768 laptop screen."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app import i18n
from app.end_dialogs import FzzztOverDialog
from app.fzzzt.cards import DropZone
from app.main import make_app
from app.main_window import MainWindow
from app.seats import Seat
from rules.actions import FINISH
from rules.ai import make_bot
from rules.fzzzt.game import FzzztGame, new_game

SIZE = (1366, 740)  # a 1366×768 screen less its panel: the table must fit it


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
    return chief_game_for(2, first)


def chief_game_for(players: int, first: int) -> FzzztGame:
    """A fresh game for ``players`` where seat 0 is the Chief Mechanic, from seed ``first`` on."""
    seed = first
    while new_game(players, seed).state.chief != 0:
        seed += 1
    return new_game(players, seed)


def drop_into_bid(w: MainWindow, cards: list[int]) -> None:
    for c in cards:
        QApplication.processEvents()
        zone = next(z for z in w.tables["fzzzt"].findChildren(DropZone) if z.isVisible() and z.accepts(c))
        zone.dropped.emit(c)
        QApplication.processEvents()


def greedy_until(phase: str, seed: int = 1) -> FzzztGame:
    """Greedy bots play until seat 0, holding Production Units, gives Robots in ``phase`` (build:
    after a round; final: the final count, every Robot it has against every unit)."""
    for s in range(seed, seed + 200):
        g = new_game(2, s)
        bots = [make_bot("greedy", seed=k, game="fzzzt") for k in range(2)]
        while not g.over:
            if g.state.phase == phase and g.decider == 0 and g.state.players[0].units:
                return g
            g.apply(bots[g.decider].decide(g, g.decider))
    raise RuntimeError(f"no {phase} position found")


def played_out(seed: int) -> FzzztGame:
    """A whole game between greedy bots."""
    g = new_game(2, seed)
    bots = [make_bot("greedy", seed=k, game="fzzzt") for k in range(2)]
    while not g.over:
        g.apply(bots[g.decider].decide(g, g.decider))
    return g


def final_count_and_game_over(app: QApplication, settings: dict, out: Path) -> None:
    """The final count's list of gifts, then the game-over dialog, in English and in French."""
    for lang in ("en", "fr"):
        i18n.install_language(lang)
        w = window(app, settings)
        w.start_any(greedy_until("final", 3), [Seat("Alice"), Seat("Robotron", "bot", "normal")], None)
        shoot(w, out, f"fzzzt-05-final-count-{lang}.png")
        w.start_any(played_out(5), [Seat("Alice"), Seat("Robotron")], None)
        QTest.qWait(300)
        dialog = next(d for d in w.findChildren(FzzztOverDialog) if d.isVisible())
        dialog.grab().save(str(out / f"fzzzt-06-game-over-{lang}.png"))
        print(out / f"fzzzt-06-game-over-{lang}.png")
        dialog.reject()
        w.close()
    i18n.install_language("en")


def bot_after_a_person(app: QApplication, settings: dict, out: Path) -> None:
    """Alice, Robotron (a bot) and Bob at one screen: Alice has sealed her bid, Robotron bids, and
    her hand is put away at once (English and French)."""
    for lang in ("en", "fr"):
        i18n.install_language(lang)
        w = window(app, settings)
        table = w._own_table_for("fzzzt")  # made at the first FZZZT! game: made now, to be held still
        table._think_paced = lambda player, pause_ms: None  # the bot stays on its bid while it is photographed
        w.start_any(chief_game_for(3, 11), [Seat("Alice"), Seat("Robotron", "bot", "hard"), Seat("Bob")], None)
        w.tables["fzzzt"]._ready()
        hand = w.tables["fzzzt"].game.state.players[0].hand
        drop_into_bid(w, hand[:1])
        w.tables["fzzzt"].act(FINISH)
        shoot(w, out, f"fzzzt-07-bot-bids-after-a-person-{lang}.png")
        w.close()
    i18n.install_language("en")


def shots(out: Path) -> None:
    app, settings, _problems = make_app([], "en")
    settings = {**settings, "speed": "normal"}
    out.mkdir(parents=True, exist_ok=True)
    w = window(app, settings)
    g = chief_game(7)
    w.start_any(g, [Seat("Alice"), Seat("Robotron", "bot", "hard")], None)
    hand = g.state.players[0].hand
    drop_into_bid(w, sorted(hand, key=lambda c: -len(g.state.cards[c]))[:2])
    shoot(w, out, "fzzzt-01-bid-en.png")
    i18n.install_language("fr")
    w.tables["fzzzt"].act(FINISH)
    for _ in range(150):  # the bot thinks, then the bids are revealed
        if w.tables["fzzzt"].game.state.last is not None:
            break
        QTest.qWait(100)
    shoot(w, out, "fzzzt-02-reveal-fr.png")
    i18n.install_language("en")
    w.start_any(greedy_until("build"), [Seat("Alice"), Seat("Robotron", "bot", "normal")], None)
    shoot(w, out, "fzzzt-03-build-en.png")
    w.start_any(chief_game(3), [Seat("Alice"), Seat("Bob")], None)
    shoot(w, out, "fzzzt-04-hotseat-cover-en.png")
    w.close()
    final_count_and_game_over(app, settings, out)
    bot_after_a_person(app, settings, out)


if __name__ == "__main__":
    shots(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))

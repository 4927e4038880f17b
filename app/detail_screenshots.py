"""Screenshots of the table's details that a playtest asked for (issue 34): a dropped action's
target, the question that names its card, a run of picks, the log's causes, the answer keys, the
titan's zoom, FZZZT!'s kept selection, the empty table, the save note, the zoom in keyboard
targeting, a titan's confirmation, Fan over the open table. `python -m app.detail_screenshots OUTDIR` (offscreen or under Xvfb).

Each position is set up in a few lines and played through the window as a person would."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from app.main import make_app
from app.main_window import MainWindow
from app.screenshots import SIZE, settle, shoot
from app.seats import Seat
from rules.actions import FINISH, Play
from rules.fzzzt.game import new_game as new_fzzzt
from rules.game import Game, engine_of
from rules.scenario import build

Labels = dict[str, int]


def card(cid: str, label: str, controller: int | None = None, counters: int = 0) -> dict:
    spec: dict = {"card": cid, "label": label}
    if controller is not None:
        spec["controller"] = controller
    if counters:
        spec["power_counters"] = counters
    return spec


def position(factions: list[list[str]], hands: list[list[dict]], bases: list[tuple[dict, list[dict]]],
             active: int, decks: list[list[dict]] | None = None, discards: list[list[dict]] | None = None,
             titans: list[list[dict]] | None = None, base_titans: dict[int, list[dict]] | None = None,
             seed: int = 3) -> tuple[Game, Labels]:
    n = len(factions)
    players = [{"factions": factions[i], "vp": 0, "hand": hands[i], "deck": (decks or [[]] * n)[i],
                "discard": (discards or [[]] * n)[i], "titans": (titans or [[]] * n)[i]} for i in range(n)]
    base_specs = [{**b, "minions": minions, "actions": [], "titans": (base_titans or {}).get(k, [])}
                  for k, (b, minions) in enumerate(bases)]
    g, built = build({"format": "smashup-scenario/1", "seed": seed, "players": players, "bases": base_specs,
                      "base_deck": [card("base/the_mothership", "next base")], "active": active, "phase": "play_cards"})
    return g, built.labels


def open_on(settings: dict, g: Game, names: list[str]) -> MainWindow:
    window = MainWindow({**settings, "speed": "off"}, autosaving=False)
    window.resize(*SIZE)
    window.show()
    window.start(g, [Seat(name) for name in names], None)
    window._ready()
    return window


def both(app: QApplication, widget: Callable[[], QWidget], window: MainWindow, out: Path, stem: str,
         prepare: Callable[[], None] | None = None) -> None:
    """``stem``-en.png and ``stem``-fr.png of ``widget()`` (the window, a dialog...), the language
    switched as the View menu does; ``prepare``: what to show again after the switch (a zoom)."""
    for lang in ("en", "fr"):
        window.set_language(lang)
        settle(app, window)
        QTest.qWait(50)
        if prepare is not None:
            prepare()
        shoot(widget(), out, f"{stem}-{lang}.png")
    window.set_language("en")


def drag(window: MainWindow, start: QPointF, end: QPointF, release: bool = True) -> None:
    vp = window.view.viewport()
    a, b = window.view.mapFromScene(start), window.view.mapFromScene(end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 9):
        QTest.mouseMove(vp, a + (b - a) * k / 8)
    if release:
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


MARVEL = [["kree", "hydra"], ["avengers", "spider_verse"], ["shield", "ultimates"]]
NAMES = ["Alice", "Bob", "Carol"]


def dropped_on_a_minion(app: QApplication, settings: dict, out: Path) -> None:
    """Tactical Advantage dropped on Carol's Spider-Man: no question, Spider-Man has +3."""
    g, ids = position(MARVEL, [[], [card("avengers/tactical_advantage", "ta"), card("avengers/hulk", "hulk")], []],
                      [(card("base/jungle_oasis", "oasis"), [card("spider_verse/spider_man", "spidey", 2),
                                                             card("kree/kree_sentry", "sentry", 0)]),
                       (card("base/the_central_brain", "brain"), [])], active=1)
    window = open_on(settings, g, NAMES)
    scene = window.scene
    drag(window, scene.cards[ids["ta"]].sceneBoundingRect().center(),
         scene.cards[ids["spidey"]].sceneBoundingRect().center(), release=False)
    shoot(window, out, "detail-01-drop-on-a-minion-dragging-en.png")
    QTest.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       window.view.mapFromScene(scene.cards[ids["spidey"]].sceneBoundingRect().center()))
    settle(app, window)
    both(app, lambda: window, window, out, "detail-01-drop-on-a-minion-done")
    window.close()


def top_or_under(app: QApplication, settings: dict, out: Path) -> None:
    """Ghost-Spider: the card drawn is ticked, the one put back is lit and named with the question."""
    deck = [card(c, c.split("/")[1]) for c in ("avengers/hulk", "avengers/thor", "avengers/jarvis", "avengers/mjolnir")]
    g, ids = position(MARVEL, [[], [card("spider_verse/ghost_spider", "ghost")], []],
                      [(card("base/jungle_oasis", "oasis"), []), (card("base/the_central_brain", "brain"), [])],
                      active=1, decks=[[], deck, []])
    window = open_on(settings, g, NAMES)
    window.act(Play(ids["ghost"], 0))
    settle(app, window)
    for cid in ("avengers/hulk", "avengers/jarvis"):  # Hulk drawn, J.A.R.V.I.S. the first put back
        QTest.mouseClick(next(t for t in window.smashup.choice_dialog.tiles if t.card_id == cid), Qt.MouseButton.LeftButton)
        settle(app, window)
    both(app, lambda: window.smashup.choice_dialog, window, out, "detail-02-top-or-under")
    window.close()


def run_of_picks(app: QApplication, settings: dict, out: Path) -> None:
    """Avengers Assemble after one pick: Thor ticked in its place, "card 2 of 2"."""
    discard = [card(c, c.split("/")[1]) for c in ("avengers/hulk", "avengers/thor", "spider_verse/miles_morales",
                                                   "avengers/black_widow")]
    g, ids = position(MARVEL, [[], [card("avengers/avengers_assemble", "assemble")], []],
                      [(card("base/jungle_oasis", "oasis"), []), (card("base/the_central_brain", "brain"), [])],
                      active=1, discards=[[], discard, []])
    window = open_on(settings, g, NAMES)
    window.act(Play(ids["assemble"]))
    settle(app, window)
    QTest.mouseClick(next(t for t in window.smashup.choice_dialog.tiles if t.card_id == "avengers/thor"),
                     Qt.MouseButton.LeftButton)
    settle(app, window)
    both(app, lambda: window.smashup.choice_dialog, window, out, "detail-03-run-of-picks")
    window.close()


def log_causes(app: QApplication, settings: dict, out: Path) -> None:
    """Cards revealed from other decks, a random discard by Brownie, counters with their owner, and
    Portal Room's extra turn, in the log."""
    factions = [["tricksters", "cyborg_apes"], ["ninjas", "super_spies"], ["wizards", "robots"]]
    g, ids = position(
        factions,
        [[], [card("super_spies/discards_are_forever", "forever"), card("ninjas/ninja_master", "master"),
              card("ninjas/shinobi", "shinobi"), card("super_spies/secret_agent", "agent"),
              card("ninjas/tiger_assassin", "tiger2")], []],
        [(card("base/jungle_oasis", "oasis"), []),
         (card("base/portal_room", "portal"), [card("cyborg_apes/cyberback", "cb", 0), card("cyborg_apes/clyde_2_0", "clyde", 0),
                                               card("tricksters/brownie", "brownie", 0),
                                               card("robots/warbot", "warbot", 2), card("robots/zapbot", "zapbot", 2),
                                               card("ninjas/tiger_assassin", "tiger", 1, counters=2)])],
        active=1, decks=[[card("tricksters/gnome", "gnome")], [], [card("wizards/summon", "summon")]])
    window = open_on(settings, g, NAMES)
    window.act(Play(ids["forever"]))
    settle(app, window)
    window.act(Play(ids["master"], 1))
    settle(app, window)
    window.act(window.game.option_for("card", ids["brownie"]))
    settle(app, window)
    engine_of(window.game).add_counters(ids["master"], 1)  # as a card would: one counter, told with its owner
    window.act(FINISH)
    for _ in range(20):
        settle(app, window)
        QTest.qWait(200)
    both(app, lambda: window, window, out, "detail-04-log-names-causes")
    window.close()


def answer_keys(app: QApplication, settings: dict, out: Path) -> None:
    """The Great Library asks "Draw 1 card?": Yes (Y) and No (N) under the table."""
    factions = [["dinosaurs", "aliens"], ["wizards", "ninjas"], ["robots", "zombies"]]
    g, ids = position(factions, [[], [], []],
                      [(card("base/the_great_library", "library"),
                        [card("dinosaurs/king_rex", "rex1", 0), card("dinosaurs/king_rex", "rex2", 0),
                         card("wizards/archmage", "archmage", 1), card("ninjas/ninja_master", "master", 1)]),
                       (card("base/jungle_oasis", "oasis"), [])],
                      active=1, decks=[[], [card("wizards/summon", "summon")], []])
    window = open_on(settings, g, NAMES)
    shoot(window.bar, out, "detail-05-answer-keys-end-turn-en.png")
    window.act(FINISH)
    settle(app, window)
    QTest.qWait(3000)
    settle(app, window)
    both(app, lambda: window.bar, window, out, "detail-05-answer-keys-yes-no")
    window.close()


def titan_zoom(app: QApplication, settings: dict, out: Path) -> None:
    """The Fort Titanosaurus zoomed, its keywords whole; a minion of power 10 with its counters."""
    factions = [["pirates", "wizards"], ["dinosaurs", "ninjas"], ["tricksters", "robots"]]
    g, ids = position(factions, [[card("pirates/first_mate", "mate")], [], []],
                      [(card("base/jungle_oasis", "oasis"), [card("dinosaurs/king_rex", "rex", 1, counters=3),
                                                             card("robots/warbot", "warbot", 2)]),
                       (card("base/tar_pits", "pits"), [card("pirates/saucy_wench", "wench", 0)])],
                      active=0, titans=[[], [], [card("tricksters/big_funny_giant", "giant")]],
                      base_titans={0: [{**card("dinosaurs/fort_titanosaurus", "fort", 1), "power_counters": 3}]})
    window = open_on(settings, g, NAMES)
    both(app, lambda: window, window, out, "detail-06-titan-zoom-and-power-10",
         lambda: window.scene._hover(window.scene.cards[ids["fort"]]))
    window.close()


def fzzzt_selection(app: QApplication, settings: dict, out: Path) -> None:
    """FZZZT!: after an auction, a card of the hand is still selected (the orange outline)."""
    window = MainWindow({**settings, "speed": "off"}, autosaving=False)
    window.resize(*SIZE)
    window.show()
    window.activateWindow()
    window.start_any(new_fzzzt(2, seed=3), [Seat("Alice"), Seat("Bob")], None)
    t = window.tables["fzzzt"]
    t._ready()
    for _ in range(2):
        t.bid_card(t.game.state.players[t.viewer].hand[0])
        t._enter()
        t._proceed()
        t._ready()
        app.processEvents()
    QTest.qWait(800)
    shoot(window, out, "detail-07-fzzzt-selection-kept-en.png")
    window.close()


def no_game(app: QApplication, settings: dict, out: Path) -> None:
    """The first New game cancelled: no Undo, a New game button."""
    window = MainWindow({**settings, "speed": "off"}, autosaving=False)
    window.resize(*SIZE)
    window.show()
    settle(app, window)
    both(app, lambda: window, window, out, "detail-08-no-game")
    window.close()


def saved_note(app: QApplication, settings: dict, out: Path) -> None:
    g, _ = position(MARVEL, [[], [card("avengers/hulk", "hulk")], []],
                    [(card("base/jungle_oasis", "oasis"), []), (card("base/the_central_brain", "brain"), [])], active=1)
    window = open_on(settings, g, NAMES)
    window._saved(Path("friday night.smashup"))
    shoot(window.bar, out, "detail-09-saved-note-en.png")
    window.close()


def keyboard_targeting(app: QApplication, settings: dict, out: Path) -> None:
    """A minion chosen with the keyboard: its places lit, the zoom of the selected one off them."""
    g, ids = position(MARVEL, [[], [card("avengers/hulk", "hulk"), card("avengers/thor", "thor")], []],
                      [(card("base/jungle_oasis", "oasis"), [card("kree/kree_sentry", "sentry", 0)]),
                       (card("base/the_central_brain", "brain"), [card("avengers/iron_man", "iron", 1)]),
                       (card("base/tar_pits", "pits"), []), (card("base/the_homeworld", "home"), [])], active=1)
    window = open_on(settings, g, NAMES)
    window.view.setFocus()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Right)  # Hulk selected, zoomed
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)  # its places light up
    settle(app, window)
    shoot(window, out, "detail-10-keyboard-targeting-zoom-en.png")
    window.close()


def titan_confirmed(app: QApplication, settings: dict, out: Path) -> None:
    """A titan dragged from beside the deck onto a base: the table asks first, with its text."""
    factions = [["pirates", "wizards"], ["dinosaurs", "ninjas"], ["tricksters", "robots"]]
    g, ids = position(factions, [[], [], []],
                      [(card("base/jungle_oasis", "oasis"), [card("robots/warbot", "warbot", 2)]),
                       (card("base/tar_pits", "pits"), [card("pirates/saucy_wench", "wench", 0)])],
                      active=2, titans=[[], [], [card("tricksters/big_funny_giant", "giant")]])
    window = open_on(settings, g, NAMES)
    for lang in ("en", "fr"):
        window.set_language(lang)
        settle(app, window)

        def answer(name: str = f"detail-11-titan-confirmed-{lang}.png") -> None:
            box = QApplication.activeModalWidget()
            shoot(box, out, name)
            box.reject()

        QTimer.singleShot(400, answer)
        drag(window, window.scene.cards[ids["giant"]].sceneBoundingRect().center(),
             window.scene._base_item(1).sceneBoundingRect().center())
        settle(app, window)
    window.set_language("en")
    window.close()


def fan_on_the_table(app: QApplication, settings: dict, out: Path) -> None:
    """Fan dragged over the open table: the table lights up to take its Special."""
    factions = [["dinosaurs", "pirates"], ["all_stars", "ninjas"], ["robots", "wizards"]]
    g, ids = position(factions, [[], [card("all_stars/fan", "fan")], []],
                      [(card("base/jungle_oasis", "oasis"), []), (card("base/tar_pits", "pits"), [])],
                      active=1, decks=[[], [card("ninjas/shinobi", "shinobi")], []])
    window = open_on(settings, g, NAMES)
    for lang in ("en", "fr"):
        window.set_language(lang)
        settle(app, window)
        zone = window.scene.drop_zone.sceneBoundingRect()
        spot = QPointF(window.scene._base_item(1).sceneBoundingRect().center().x(), zone.top() + 60)
        drag(window, window.scene.cards[ids["fan"]].sceneBoundingRect().center(), spot, release=False)
        shoot(window, out, f"detail-12-fan-on-the-table-{lang}.png")
        QTest.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           window.view.mapFromScene(window.scene.cards[ids["fan"]].pos()))
        settle(app, window)
        window.bar.say("")  # the refusal of that drop back in the hand, not part of the next shot
    window.set_language("en")
    window.close()


SHOTS = [dropped_on_a_minion, top_or_under, run_of_picks, log_causes, answer_keys, titan_zoom, fzzzt_selection,
         no_game, saved_note, keyboard_targeting, titan_confirmed, fan_on_the_table]

if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    target.mkdir(parents=True, exist_ok=True)
    app, settings, _ = make_app(sys.argv[:1], "en")
    wanted = set(sys.argv[2:])
    for shot in SHOTS:
        if not wanted or shot.__name__ in wanted:
            shot(app, settings, target)

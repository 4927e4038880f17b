"""Store-page screenshots of the main states: `python -m app.screenshots OUTDIR` (run under Xvfb;
`python -m app.screenshots OUTDIR titans|marvel|faces|hotseat_bot|new_game|joined|joined_fzzzt|lobby|
wrong_certificate` makes only that one).

Each state is reached by playing through the window as a person would (drag, click), or, for the
end of the game, by letting two bots play a whole game."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from app import i18n
from app.main import demo_window, make_app
from app.main_window import MainWindow
from app.seats import Seat
from app.smashup.card_face import CARD_H, CARD_W, paint_card
from rules.actions import FINISH, PASS, Play
from rules.catalogue import catalogue
from rules.decision import DecisionKind
from rules.game import Game, engine_of
from rules.scenario import build

SIZE = (1600, 900)


def settle(app: QApplication, window: MainWindow) -> None:
    for _ in range(200):
        app.processEvents()
        if not window.scene.busy:
            break
        QTest.qWait(20)
    app.processEvents()


def point(window: MainWindow, scene_point: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_point)


def shoot(widget: QWidget, out: Path, name: str) -> None:
    QApplication.processEvents()
    widget.grab().save(str(out / name))
    print(out / name)


def in_both_languages(app: QApplication, window: MainWindow, out: Path, stem: str) -> None:
    """``stem``-en.png and ``stem``-fr.png of the same table, switched at run time as the Language
    menu does; then the window closes."""
    settle(app, window)
    for lang in ("en", "fr"):
        window.set_language(lang)
        settle(app, window)
        shoot(window, out, f"{stem}-{lang}.png")
    window.set_language("en")
    window.close()


def scoring_position() -> dict:
    def card(cid: str, k: int, controller: int | None = None) -> dict:
        spec = {"card": cid, "label": "{}{}".format(cid.split("/")[1], k)}
        if controller is not None:
            spec["controller"] = controller
        return spec

    return {
        "format": "smashup-scenario/1", "seed": 11, "active": 0, "phase": "play_cards",
        "players": [
            {"factions": ["dinosaurs", "pirates"], "vp": 6,
             "hand": [card("dinosaurs/king_rex", 1), card("pirates/full_sail", 1), card("dinosaurs/upgrade", 1)],
             "deck": [card("dinosaurs/war_raptor", k) for k in range(5)], "discard": []},
            {"factions": ["aliens", "ninjas"], "vp": 4, "hand": [card("aliens/collector", 1)],
             "deck": [card("aliens/invader", k) for k in range(5)], "discard": []},
        ],
        "bases": [
            {**card("base/jungle_oasis", 1), "minions": [card("dinosaurs/war_raptor", 9, 0),
                                                         card("aliens/invader", 9, 1)], "actions": []},
            {**card("base/tar_pits", 1), "minions": [card("dinosaurs/armor_stego", 9, 0),
                                                     card("ninjas/shinobi", 9, 1)], "actions": []},
            {**card("base/the_central_brain", 1), "minions": [card("aliens/supreme_overlord", 9, 1)],
             "actions": []},
        ],
        "base_deck": [card("base/mushroom_kingdom", 1)],
    }


def shots(out: Path) -> None:
    app, settings, _ = make_app(sys.argv[:1], "en")
    settings = {**settings, "speed": "normal"}
    window = demo_window(settings)
    window.resize(*SIZE)
    window.show()
    shoot(window, out, "01-cover.png")
    window._ready()
    settle(app, window)
    shoot(window, out, "02-start-of-game.png")
    scene, vp = window.scene, window.view.viewport()
    hand = [c for c in scene.cards.values() if c.zone == "hand" and scene.plays_of(c.iid)]
    minion = next(c for c in hand if window.game.read.ctype(c.iid) == "minion")
    start = point(window, minion.sceneBoundingRect().center())
    target = point(window, scene._base_item(1).sceneBoundingRect().center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(vp, start + (target - start) * k / 10)
    shoot(window, out, "03-drag-with-targets-lit.png")
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    settle(app, window)

    g, labels = build(scoring_position())
    window.start(g, [Seat("Alice"), Seat("Bob")], None)
    window._ready()
    settle(app, window)
    window.act(Play(labels.labels["king_rex1"], 1))
    settle(app, window)
    window.act(Play(labels.labels["full_sail1"]))
    settle(app, window)
    shoot(window, out, "04-choice.png")
    window.act(window.game.option_for("card", labels.labels["king_rex1"]))
    settle(app, window)
    window.act(window.game.option_for("base", 0))
    settle(app, window)
    window.act(window.game.legal_actions()[-1])  # Done: nothing else moves
    settle(app, window)
    window.scene.speed = 4.0  # hold the banner long enough to be photographed
    window.act(FINISH)
    QTest.qWait(2200)  # the cards have reached the discard piles; the banner is still up
    shoot(window, out, "05-scoring.png")
    window.close()
    end_of_game(app, settings, out)
    both_languages(app, settings, out)
    series_b(app, settings, out)
    following(app, settings, out)
    titans(app, settings, out)
    marvel(app, settings, out)
    hotseat_bot(app, settings, out)
    new_game(app, settings, out)
    joined_table(app, settings, out)
    joined_fzzzt(app, settings, out)
    lobby(app, settings, out)


def both_languages(app: QApplication, settings: dict, out: Path) -> None:
    """The same table in English and in French, switched at run time as the Language menu does."""
    window = demo_window({**settings, "speed": "off"})
    window.resize(*SIZE)
    window.show()
    window._ready()
    in_both_languages(app, window, out, "08-table")


def following(app: QApplication, settings: dict, out: Path) -> None:
    """After a bot's turn: what it played glows in its colour; the plays left sit next to the hand."""
    from rules.setup import new_game

    window = MainWindow({**settings, "speed": "fast"}, autosaving=False)
    window.resize(*SIZE)
    window.show()
    window.start(new_game([["aliens", "dinosaurs"], ["ninjas", "robots"]], seed=7, first=0),
                 [Seat("Alice"), Seat("Bot", "bot", "easy")], None)
    window._ready()
    settle(app, window)
    window.act(FINISH)
    for _ in range(500):  # the bot's turn, animated
        QTest.qWait(20)
        if window.acting and not window.scene.busy:
            break
    QTest.qWait(300)
    shoot(window, out, "10-following-a-bot.png")
    window.close()


def end_of_game(app: QApplication, settings: dict, out: Path) -> None:
    """Two Normal bots play a whole game; the winner screen is what people see at the end."""
    from app.bot_worker import make_bot
    from rules.setup import new_game

    game = new_game([["aliens", "robots"], ["zombies", "dinosaurs"]], seed=3, first=0)
    bots = [make_bot("normal", 1), make_bot("normal", 2)]
    while not game.over:
        game.apply(bots[game.decider].decide(game, game.decider))
    window = MainWindow({**settings, "speed": "off"}, autosaving=False)
    window.resize(*SIZE)
    window.show()
    window.start(game, [Seat("Alice"), Seat("Bob")], None)
    settle(app, window)
    window._proceed()
    QTest.qWait(200)
    dialog = next(w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window
                  and w.windowTitle() == QCoreApplication.translate("WinnerDialog", "Game over"))
    shoot(window, out, "06-end-table.png")
    shoot(dialog, out, "07-winner.png")


def position_in_both_languages(app: QApplication, settings: dict, out: Path, g: Game, names: list[str],
                               stem: str) -> None:
    """A prepared position on the table, shot in English and in French."""
    window = MainWindow({**settings, "speed": "off"}, autosaving=False)
    window.resize(*SIZE)
    window.show()
    window.start(g, [Seat(name) for name in names], None)
    window._ready()
    in_both_languages(app, window, out, stem)


def series_b_position() -> tuple:
    """A Séries B table: Talents ready, +1 power counters, cards buried on both sides."""
    data = {
        "format": "smashup-scenario/1", "seed": 5, "active": 0,
        "players": [
            {"factions": ["cyborg_apes", "super_spies"], "vp": 7,
             "hand": ["super_spies/live_and_let_chum", "super_spies/for_my_eyes_only", "super_spies/operative",
                      "cyborg_apes/juiced_up", "super_spies/mole"],
             "deck": ["cyborg_apes/baboom"] * 6 + ["super_spies/informant"], "discard": ["cyborg_apes/going_bananas"]},
            {"factions": ["ninjas", "aliens"], "vp": 9, "hand": ["aliens/collector"] * 4,
             "deck": ["aliens/invader"] * 6, "discard": []},
        ],
        "bases": [
            {"card": "base/monkey_lab", "minions": [
                {"card": "cyborg_apes/furious_george", "attached": ["cyborg_apes/cyberevolution", "cyborg_apes/shielding"]},
                {"card": "ninjas/ninja_master", "label": "master"}]},
            {"card": "base/portal_room", "minions": [
                {"card": "super_spies/secret_agent", "power_counters": 2},
                {"card": "cyborg_apes/baboom", "label": "baboom"}, {"card": "aliens/invader"}]},
            {"card": "base/isis_swingin_pad", "minions": [{"card": "ninjas/shinobi"}, {"card": "aliens/scout"}]},
        ],
        "base_deck": ["base/the_nexus", "base/primate_park"],
    }
    g, b = build(data)
    e = engine_of(g)  # the scenario format has no buried cards: bury them as a card would
    e.bury(0, g.state.players[0].deck[-1], 1)  # the Informant, face down at the Portal Room
    e.bury(1, g.state.players[1].deck[-1], 2)  # Bob's card: a card back for Alice
    return g, b


def series_b(app: QApplication, settings: dict, out: Path) -> None:
    """The Séries B table in English and in French."""
    position_in_both_languages(app, settings, out, series_b_position()[0], ["Alice", "Bob"], "09-series-b")


def titans_position() -> tuple:
    """Titans on (Big Geek Box): the Kraken and Fort Titanosaurus in play with +1 power counters,
    Big Funny Giant and the Invisible Ninja waiting beside their owners' decks."""
    data = {
        "format": "smashup-scenario/1", "seed": 5, "active": 0,
        "players": [
            {"factions": ["pirates", "wizards"], "vp": 6,
             "hand": ["pirates/full_sail", "wizards/summon", "pirates/first_mate", "wizards/enchantress"],
             "deck": ["pirates/buccaneer"] * 5, "discard": ["pirates/cannon"],
             "titans": ["wizards/arcane_protector"]},
            {"factions": ["dinosaurs", "ninjas"], "vp": 8, "hand": ["dinosaurs/howl"] * 4,
             "deck": ["dinosaurs/war_raptor"] * 5, "discard": [], "titans": ["ninjas/invisible_ninja"]},
            {"factions": ["tricksters", "robots"], "vp": 5, "hand": ["robots/zapbot"] * 5,
             "deck": ["robots/warbot"] * 5, "discard": [], "titans": ["tricksters/big_funny_giant"]},
        ],
        "bases": [
            {"card": "base/jungle_oasis", "minions": ["pirates/saucy_wench", "dinosaurs/war_raptor"],
             "titans": [{"card": "pirates/the_kraken", "power_counters": 2}]},
            {"card": "base/tar_pits", "minions": ["dinosaurs/laseratops", "robots/microbot_guard", "pirates/pirate_king"],
             "titans": [{"card": "dinosaurs/fort_titanosaurus", "power_counters": 5}]},
            {"card": "base/the_central_brain", "minions": ["robots/hoverbot", "tricksters/gnome"]},
        ],
        "base_deck": ["base/ninja_dojo"],
    }
    return build(data)


def titans(app: QApplication, settings: dict, out: Path) -> None:
    """Titans in play with their counters, and beside their owners' decks, in English and French."""
    position_in_both_languages(app, settings, out, titans_position()[0], ["Alice", "Bob", "Carol"], "11-titans")


def marvel_position() -> tuple:
    """A Smash Up: Marvel table on Big Geek Box and core bases (Marvel's own bases are unknown):
    modifiers on a base and on characters, a Talent ready, +1 power counters."""
    data = {
        "format": "smashup-scenario/1", "seed": 5, "active": 0,
        "players": [
            {"factions": ["avengers", "shield"], "vp": 9,
             "hand": ["avengers/hulk_smash", "shield/nick_fury", "avengers/hawkeye", "shield/troop_drop",
                      "avengers/modular_tech"],
             "deck": ["shield/shield_agent"] * 5, "discard": ["avengers/avengers_assemble"]},
            {"factions": ["hydra", "kree"], "vp": 7, "hand": ["hydra/hail_hydra"] * 4,
             "deck": ["kree/kree_sentry"] * 5, "discard": ["hydra/hydra_agent"]},
            {"factions": ["masters_of_evil", "kree"], "vp": 11, "hand": ["masters_of_evil/sonic_shockwave"] * 5,
             "deck": ["masters_of_evil/black_mamba"] * 5, "discard": []},
        ],
        "bases": [
            {"card": "base/the_con", "minions": [
                {"card": "avengers/captain_america", "attached": ["avengers/caps_shield"]},
                "avengers/iron_man", {"card": "hydra/red_skull", "power_counters": 1}],
             "actions": ["hydra/fanatical_devotion"]},
            {"card": "base/tabletop", "minions": [
                "kree/supreme_intelligence", {"card": "masters_of_evil/baron_zemo", "attached": ["kree/righteous_fury"]},
                "shield/maria_hill"]},
            {"card": "base/the_central_brain", "minions": [
                "avengers/thor", {"card": "masters_of_evil/absorbing_man", "power_counters": 2}],
             "actions": ["masters_of_evil/world_domination"]},
        ],
        "base_deck": ["base/stadium"],
    }
    return build(data)


def marvel(app: QApplication, settings: dict, out: Path) -> None:
    """The Marvel table in English and French."""
    position_in_both_languages(app, settings, out, marvel_position()[0], ["Alice", "Bob", "Carol"], "12-marvel")


# Marvel card faces (their type words: character, base and character modifier) beside core ones.
FACES = ("avengers/hulk", "shield/nick_fury", "avengers/mjolnir", "hydra/fanatical_devotion", "aliens/invader",
         "dinosaurs/upgrade", "ninjas/infiltrate")


def faces(app: QApplication, settings: dict, out: Path) -> None:
    """Card faces as the hand and the zoom draw them, in English and French."""
    scale = 1.4
    w, h = CARD_W * scale, CARD_H * scale
    for lang in ("en", "fr"):
        i18n.install_language(lang)
        image = QImage(int((w + 12) * len(FACES) + 12), int(h + 24), QImage.Format.Format_ARGB32)
        image.fill(QColor("#2b3a2f"))
        painter = QPainter(image)
        for k, card_id in enumerate(FACES):
            paint_card(painter, QRectF(12 + k * (w + 12), 12, w, h), card_id)
        painter.end()
        image.save(str(out / f"13-card-faces-{lang}.png"))
        print(out / f"13-card-faces-{lang}.png")
    i18n.install_language("en")


def hotseat_bot(app: QApplication, settings: dict, out: Path) -> None:
    """Alice and Bob share the screen with a Hard bot: Bob has ended his turn, the bot plays, and
    Bob's hand is put away at once (English and French)."""
    data = {
        "format": "smashup-scenario/1", "seed": 5, "active": 1,
        "players": [
            {"factions": ["aliens", "dinosaurs"], "vp": 4, "hand": ["aliens/collector"] * 5,
             "deck": ["aliens/invader"] * 5, "discard": []},
            {"factions": ["pirates", "ninjas"], "vp": 6,
             "hand": ["pirates/full_sail", "ninjas/shinobi", "pirates/buccaneer", "ninjas/disguise"],
             "deck": ["pirates/first_mate", "ninjas/ninja_master", "pirates/cannon"], "discard": []},
            {"factions": ["robots", "tricksters"], "vp": 5, "hand": ["robots/warbot"] * 5,
             "deck": ["robots/zapbot"] * 5, "discard": []},
        ],
        "bases": [
            {"card": "base/jungle_oasis", "minions": ["dinosaurs/king_rex", "ninjas/shinobi"]},
            {"card": "base/tar_pits", "minions": ["robots/hoverbot", "pirates/saucy_wench"]},
            {"card": "base/the_central_brain", "minions": ["tricksters/gnome"]},
        ],
        "base_deck": ["base/ninja_dojo"],
    }
    window = MainWindow({**settings, "speed": "off"}, autosaving=False)
    window._schedule_bot = lambda player: None  # the bot stays on its move while it is photographed
    window.resize(*SIZE)
    window.show()
    window.start(build(data)[0], [Seat("Alice"), Seat("Bob"), Seat("Hard Bot", "bot", "hard")], None)
    window._ready()
    window.act(FINISH)
    in_both_languages(app, window, out, "13-hotseat-bot-playing")


def new_game(app: QApplication, settings: dict, out: Path) -> None:
    """The New game dialog, then its draft page (the player picking for the bot too), in English and
    French, on a 1366×768 screen (run Xvfb with that screen to see it fit)."""
    from app.new_game_dialog import NewGameDialog

    for lang in ("en", "fr"):
        i18n.install_language(lang)
        dialog = NewGameDialog([Seat("Alice"), Seat("Bob"), Seat("Robby", "bot", "normal")], None, None,
                               {"mode": "draft", "pick_for_bots": True, "titans": True})
        dialog.show()
        shoot(dialog, out, f"14-new-game-{lang}.png")
        dialog.seed.setText("3")
        dialog._next()
        for _ in range(3):
            next(b for b in dialog.faction_buttons.buttons() if b.isEnabled()).click()
        QTest.qWait(300)  # the window system has resized the dialog to the draft
        shoot(dialog, out, f"15-draft-{lang}.png")
        dialog.reject()
    i18n.install_language("en")


def joined_table(app: QApplication, settings: dict, out: Path) -> None:
    """A joined network table: Ann's window on a host in a thread of this process (loopback, Bob
    a bot), once she has played a minion: the round over the prompt, the plays left by her hand,
    the answer keys on the buttons."""
    import random
    import tempfile

    from app.net_window import JoinedWindow
    from rules.net.background import BackgroundHost
    from rules.net.table import Table
    from rules.selection import setup_game

    with tempfile.TemporaryDirectory() as folder:
        host = BackgroundHost(Table(setup_game(random.Random(3), 3, 2)), Path(folder) / "host.pem")
        host.start("127.0.0.1", 0)
        invite = host.wait_invite()
        host.seat_bot(1, "random", "Bob")
        window = JoinedWindow(invite, "Ann")
        window.resize(1400, 900)
        window.show()
        window.start()
        _joined_main_decision(app, window)
        minion = next(a for a in window.table.legal_actions() if isinstance(a, Play) and a.slot is not None
                      and catalogue().cards[window.table.cid(a.card)].type == "minion")
        step = window.state.step
        window.act(minion)
        _joined_main_decision(app, window, after=step)
        shoot(window, out, "network-joined-table.png")
        window.close()
        host.stop()


def joined_fzzzt(app: QApplication, settings: dict, out: Path) -> None:
    """A joined FZZZT! table in its second round: Ann's window on a host in a thread of this
    process (Bob and Cleo its bots), a card in her bid, the last auction beside its bids."""
    import tempfile

    from app.net_window import JoinedWindow
    from rules.fzzzt.game import new_game as new_fzzzt
    from rules.net.background import BackgroundHost
    from rules.net.table import Table

    with tempfile.TemporaryDirectory() as folder:
        host = BackgroundHost(Table(new_fzzzt(3, 4)), Path(folder) / "host.pem")
        host.start("127.0.0.1", 0)
        invite = host.wait_invite()
        host.seat_bot(1, "random", "Bob")
        host.seat_bot(2, "random", "Cleo")
        window = JoinedWindow(invite, "Ann")
        window.resize(1366, 740)
        window.show()
        window.start()
        table = _joined_fzzzt_bid(app, window, lambda v: v.round >= 2)
        table.act(next(a for a in table.game.legal_actions() if a.id in table.decide.options and a.id != "seal"))
        _joined_fzzzt_bid(app, window, lambda v: True)
        QTest.qWait(500)  # the last auction's reveal has settled
        shoot(window, out, "network-joined-fzzzt.png")
        window.close()
        host.stop()


def _joined_fzzzt_bid(app: QApplication, window: QWidget, until: Callable[[object], bool]) -> QWidget:
    """Waits for the joined seat's next decision, once ``until`` holds for the seat's view; before
    that, answers each with its last option (a bid sealed with a card or two in it)."""
    for _ in range(3000):
        app.processEvents()
        table = window.fzzzt
        if table is not None and table.acting:
            if until(window.state.fzzzt):
                return table
            table.act([a for a in table.game.legal_actions() if a.id in table.decide.options][-1])
        QTest.qWait(20)
    raise TimeoutError("the joined FZZZT! seat was never asked to bid")


def _joined_main_decision(app: QApplication, window: QWidget, after: int = -1) -> None:
    """Waits for the joined seat's Play Cards decision, drawn and settled, passing any other question;
    ``after``: a step of the host's game it comes after (the answer to that step has come back)."""
    for _ in range(1500):
        app.processEvents()
        table = window.table
        fresh = window.state is not None and window.state.step > after
        options = table.legal_actions() if fresh and table is not None and not window.scene.busy else ()
        if options and table.pending.kind == DecisionKind.MAIN:
            return
        if options:
            window.act(PASS if PASS in options else options[0])
        QTest.qWait(20)
    raise TimeoutError("the joined seat was never asked to play cards")


def lobby(app: QApplication, settings: dict, out: Path, gateway: tuple[str, int] | None = None) -> None:
    """The host's lobby and a joined friend's window waiting in it, in English and in French: Ann
    hosts three seats on loopback (``gateway``: a router to ask for the port, else none is), Bea
    has joined, seat 3 still free; then Ann removes Bea (the question, and Bea's window told). A data folder of its own: the user's network autosave is kept."""
    import os
    import tempfile

    from app import i18n
    from app.net_host_dialog import HostDialog
    from app.net_window import JoinedWindow
    from rules.net import protocol as P

    kept = os.environ.get("SMASHUP_DATA_DIR")
    for lang in ("en", "fr"):
        i18n.install_language(lang)
        with tempfile.TemporaryDirectory() as folder:
            os.environ["SMASHUP_DATA_DIR"] = folder
            d = HostDialog()
            d.bind, d.gateway = "127.0.0.1", gateway
            d.port.setValue(_free_port())
            d.players.setValue(3)
            d.name.setText("Ann")
            d.show()
            d.host_button.click()
            _wait(app, d.copy.isEnabled)
            bea = JoinedWindow(P.parse_invite(d.invite.text()), "Bea")
            bea.resize(1366, 740)
            bea.show()
            bea.start()
            _wait(app, lambda bea=bea, d=d: bea.state is not None and "Bea" in d.joined.text())
            d.adjustSize()
            shoot(d, out, f"network-lobby-host-{lang}.png")
            shoot(bea, out, f"network-lobby-joined-{lang}.png")
            d.joined.buttons[1].click()  # Remove, beside Bea's seat: the host is asked first
            _wait(app, lambda d=d: d.removing is not None and d.removing.isVisible())
            shoot(d.removing, out, f"network-remove-ask-{lang}.png")
            d.removing.button(QMessageBox.StandardButton.Yes).click()
            _wait(app, lambda bea=bea: bool(bea.ended))
            shoot(bea, out, f"network-removed-joined-{lang}.png")
            bea.close()
            d.done(0)
    i18n.install_language("en")
    if kept is None:
        os.environ.pop("SMASHUP_DATA_DIR", None)
    else:
        os.environ["SMASHUP_DATA_DIR"] = kept


def wrong_certificate(app: QApplication, settings: dict, out: Path) -> None:
    """A joined window whose invite names another certificate than the host's (a man in the middle,
    or an old invite), in English and in French: refused before a byte is sent, said in the joined
    player's own language."""
    import random
    import tempfile

    from app import i18n
    from app.net_window import JoinedWindow
    from rules.net import protocol as P
    from rules.net.background import BackgroundHost
    from rules.net.table import Table
    from rules.selection import setup_game

    with tempfile.TemporaryDirectory() as folder:
        host = BackgroundHost(Table(setup_game(random.Random(3), 3, 2)), Path(folder) / "host.pem")
        host.start("127.0.0.1", 0)
        invite = host.wait_invite()
        for lang in ("en", "fr"):
            i18n.install_language(lang)
            window = JoinedWindow(P.Invite(invite.host, invite.port, invite.code, "0" * 64), "Dan")
            window.resize(1366, 740)
            window.show()
            window.start()
            _wait(app, lambda window=window: window.problem is not None)
            shoot(window, out, f"network-wrong-certificate-{lang}.png")
            window.close()
        host.stop()
    i18n.install_language("en")


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(app: QApplication, until: Callable[[], bool], seconds: float = 20) -> None:
    for _ in range(int(seconds / 0.02)):
        app.processEvents()
        if until():
            QTest.qWait(300)  # the next refresh has drawn it
            return
        QTest.qWait(20)
    raise TimeoutError("the lobby never showed it")


ONLY = {"titans": titans, "marvel": marvel, "faces": faces, "hotseat_bot": hotseat_bot, "new_game": new_game,
        "joined": joined_table, "joined_fzzzt": joined_fzzzt, "lobby": lobby,
        "wrong_certificate": wrong_certificate}

if __name__ == "__main__":
    target_dir = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    target_dir.mkdir(parents=True, exist_ok=True)
    if sys.argv[2:3] and sys.argv[2] in ONLY:  # only that one: the others stay as they are
        app, settings, _ = make_app(sys.argv[:1], "en")
        ONLY[sys.argv[2]](app, {**settings, "speed": "normal"}, target_dir)
    else:
        shots(target_dir)

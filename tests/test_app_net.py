"""A joined network table in the app: drawn from what the host sent, played with the pointer."""

from __future__ import annotations

import asyncio
import contextlib
import random
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from table import Table as Position

from app.net_window import JoinedWindow
from rules.actions import FINISH, PASS, Pick, Play
from rules.catalogue import catalogue
from rules.net import protocol as P
from rules.net.client import Player
from rules.net.host import Host
from rules.net.table import Table
from rules.net.viewbot import make_view_bot
from rules.selection import setup_game

LOOPBACK = "127.0.0.1"


class HostThread:
    """A host on loopback in a thread of its own, as another computer would be."""

    def __init__(self, table: Table, cert: Path) -> None:
        self.table = table
        self.lines: list[str] = []
        self.players: list = []  # kept: the loop holds its tasks only weakly
        self.loop = asyncio.new_event_loop()
        self.host = Host(table, cert, say=self.lines.append, say_log=self.lines.append)
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        port = self.call(self.host.start(LOOPBACK, 0))
        self.invite = self.host.invite(LOOPBACK, port)

    def call(self, coro):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(20)

    def seat_bot(self, name: str) -> None:
        player = Player(self.invite, make_view_bot("random", 1), name)
        self.players.append((player, asyncio.run_coroutine_threadsafe(player.play(), self.loop)))

    def leave(self, name: str) -> None:
        """That player goes away for good (its client stops, its connection closes)."""
        for player, running in self.players:
            if player.name == name:
                running.cancel()

    def stop(self) -> None:
        for _, running in self.players:
            running.cancel()
        self.call(self.host.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)


@pytest.fixture
def hosted(tmp_path):
    h = HostThread(Table(setup_game(random.Random(3), 3, 2)), tmp_path / "host.pem")
    yield h
    h.stop()


def opened(qtbot, invite: P.Invite, name: str, reconnect_seconds: float = 30.0) -> JoinedWindow:
    """A joined window, shown and started, as the Join menu opens it."""
    w = JoinedWindow(invite, name)
    qtbot.addWidget(w)
    w.session.reconnect_seconds = reconnect_seconds
    w.resize(1400, 900)
    w.show()
    w.start()
    return w


def joined(qtbot, hosted: HostThread) -> JoinedWindow:
    w = opened(qtbot, hosted.invite, "Ann")
    qtbot.waitUntil(lambda: w.state is not None, timeout=20000)
    hosted.seat_bot("Bob")
    return w


def my_play_cards_decision(qtbot, w: JoinedWindow) -> None:
    """Waits for this seat's Play Cards decision, answering any other question on the way (pass, or
    the first option)."""
    def ready() -> bool:
        options = w.table.legal_actions() if w.table is not None and not w.scene.locked else ()
        if options and w.table.decide.kind != "main":
            w.act(PASS if PASS in options else options[0])
            return False
        return bool(options)  # drawn, its moves shown, as a player sees them
    qtbot.waitUntil(ready, timeout=30000)


@contextlib.contextmanager
def at_my_play_cards(qtbot, t: Position, tmp_path: Path) -> Iterator[tuple[HostThread, JoinedWindow]]:
    """A host of position ``t`` and a joined window at its seat's Play Cards decision; the host stops after."""
    h = HostThread(Table(t.g), tmp_path / "host.pem")
    try:
        w = joined(qtbot, h)
        my_play_cards_decision(qtbot, w)
        yield h, w
    finally:
        h.stop()


def drag(w: JoinedWindow, item, target) -> None:
    vp = w.view.viewport()
    start, end = (w.view.mapFromScene(i.sceneBoundingRect().center()) for i in (item, target))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 11):
        p = QPointF(start + (end - start) * k / 10)
        QApplication.sendEvent(vp, QMouseEvent(QEvent.Type.MouseMove, p, vp.mapToGlobal(p), Qt.MouseButton.LeftButton,
                                               Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_a_drag_on_the_joined_table_plays_the_card_on_the_hosts_table(qtbot, hosted: HostThread):
    w = joined(qtbot, hosted)
    my_play_cards_decision(qtbot, w)
    play = next(a for a in w.table.legal_actions() if isinstance(a, Play) and a.slot is not None
                and a.card in w.scene.cards)
    drag(w, w.scene.cards[play.card], w.scene._base_item(play.slot))
    qtbot.waitUntil(lambda: play.id in hosted.table.history, timeout=20000)


def test_the_joined_table_answers_from_the_keyboard_as_the_local_table_does(qtbot, hosted: HostThread):
    """Its buttons show the local table's keys, and Ctrl+Enter ends the turn on the host's table."""
    w = joined(qtbot, hosted)
    my_play_cards_decision(qtbot, w)
    texts = [w.buttons.itemAt(i).widget().text() for i in range(w.buttons.count())]
    assert "End turn  (Ctrl+Enter)" in texts
    step = hosted.table.step
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    QTest.keyClick(w.view.viewport(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: hosted.table.step > step, timeout=20000)
    assert hosted.table.history[step] == FINISH.id


def test_the_joined_table_names_the_seats_and_whose_turn_it_is(qtbot, hosted: HostThread):
    w = joined(qtbot, hosted)
    qtbot.waitUntil(lambda: "Bob" in w.seats_line.text(), timeout=20000)
    assert "Ann" in w.seats_line.text()
    my_play_cards_decision(qtbot, w)
    assert w.prompt.text() and not w.prompt.text().startswith("Waiting")


def test_the_joined_table_shows_the_round_and_the_plays_left_as_the_local_table_does(qtbot, hosted: HostThread):
    w = joined(qtbot, hosted)
    my_play_cards_decision(qtbot, w)
    v = hosted.table.game.view(w.table.me)
    assert w.turn.text().startswith(f"Round {v.round} — ") and ">Ann</b> is playing" in w.turn.text()
    assert w.scene.plays_note.isVisible() and w.scene.plays_note.lines[0] == "Plays left: 1 minion, 1 action"
    play = next(a for a in w.table.legal_actions() if isinstance(a, Play) and a.slot is not None
                and catalogue().cards[w.table.cid(a.card)].type == "minion")
    drag(w, w.scene.cards[play.card], w.scene._base_item(play.slot))
    qtbot.waitUntil(lambda: w.scene.plays_note.lines[:1] == ["Plays left: 1 action"], timeout=20000)


def test_a_seat_that_dropped_is_shown_waiting_for_it(qtbot, hosted: HostThread):
    w = joined(qtbot, hosted)
    my_play_cards_decision(qtbot, w)
    hosted.leave("Bob")
    qtbot.waitUntil(lambda: "Bob (disconnected)" in w.seats_line.text(), timeout=20000)


def test_the_joined_tables_log_is_the_seats_own_log_as_the_host_keeps_it(qtbot, hosted: HostThread):
    from app import i18n

    w = joined(qtbot, hosted)
    my_play_cards_decision(qtbot, w)  # the host waits for this seat: its game is at rest
    game = hosted.table.game
    expected = [t for ev in game.log_for(0) if ev.kind != "turn_start"  # a heading says whose turn begins
                and (t := i18n.log_line(game, ev, ["Ann", "Bob"])) is not None]
    shown = [text for text, _, heading in w.log.rows if not heading]
    assert shown == expected and len(shown) > 5
    assert any(text.startswith("Round") for text, _, heading in w.log.rows if heading)


def test_a_joined_fzzzt_table_plays_a_whole_game_from_what_the_host_sends(qtbot, tmp_path):
    from rules.fzzzt.game import new_game as new_fzzzt

    hosted = HostThread(Table(new_fzzzt(2, 4)), tmp_path / "host.pem")
    try:
        w = joined(qtbot, hosted)
        table = w.fzzzt
        v = w.state.fzzzt  # the round is shown as the local FZZZT! table shows it: the same table
        assert f"Round {v.round} of {v.rounds}" in [label.text() for label in table.findChildren(QLabel)]
        played: list[str] = []

        def answer() -> bool:
            if table.acting:
                options = [a for a in table.game.legal_actions() if a.id in table.decide.options]
                played.append(options[-1].id)
                table.act(options[-1])  # the last: a bid is sealed with a card or two in it
            return w.state is not None and w.state.over

        qtbot.waitUntil(answer, timeout=90000)
        assert w.stack.currentWidget() is table and hosted.table.game.over
        mine = [a for a, who in zip(hosted.table.history, hosted_deciders(hosted), strict=True) if who == 0]
        assert played and mine == played  # every answer the window gave is what the host played for seat 0
        assert table.log.count() > 10 and "FZZZT!" in w.windowTitle()
    finally:
        hosted.stop()


def test_a_joined_fzzzt_table_counts_in_french(qtbot, tmp_path):
    """The joined table is a subclass of the FZZZT! table: its plural strings (« Usine : 32 cartes »)
    are looked up under the FZZZT! table's name, as its other strings are, not left in English."""
    from app import i18n
    from rules.fzzzt.game import new_game as new_fzzzt

    hosted = HostThread(Table(new_fzzzt(2, 4)), tmp_path / "host.pem")
    try:
        assert i18n.install_language("fr")
        w = joined(qtbot, hosted)
        qtbot.waitUntil(lambda: w.fzzzt is not None and w.fzzzt.acting, timeout=20000)
        labels = [label.text().replace("\xa0", " ") for label in w.fzzzt.findChildren(QLabel)]
        assert f"Usine : {w.state.fzzzt.factory} cartes" in labels
        assert "Atelier : 0 carte, face cachée" in labels
    finally:
        hosted.stop()
        i18n.install_language("en")


def test_a_joined_fzzzt_table_leaves_no_empty_rows_under_it(qtbot, tmp_path):
    """FZZZT!'s table has its own round line and prompt: the Smash Up table's, empty, and an empty
    chat took 70 pixels from it, pushing the hand off a 1366×768 screen."""
    from rules.fzzzt.game import new_game as new_fzzzt

    hosted = HostThread(Table(new_fzzzt(2, 4)), tmp_path / "host.pem")
    try:
        w = joined(qtbot, hosted)
        qtbot.waitUntil(lambda: w.fzzzt is not None and w.fzzzt.acting, timeout=20000)
        assert not w.turn.isVisible() and not w.prompt.isVisible() and not w.chat_shown.isVisible()
        assert w.chat.isVisible()
    finally:
        hosted.stop()


def hosted_deciders(hosted: HostThread) -> list[int]:
    """Who decided each action of the hosted game, replayed from its history."""
    from rules.actions import parse_action
    from rules.fzzzt.game import new_game as new_fzzzt

    g, out = new_fzzzt(2, 4), []
    for action in hosted.table.history:
        out.append(g.decider)
        g.apply(parse_action(action))
    return out


def test_a_chat_line_reaches_the_table_as_plain_text(qtbot, hosted: HostThread):
    w = joined(qtbot, hosted)
    qtbot.waitUntil(lambda: "Bob" in w.seats_line.text(), timeout=20000)
    w.chat.setText("<b>hello</b>")
    QTest.keyClick(w.chat, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Ann: <b>hello</b>" in w.chat_shown.text(), timeout=20000)
    assert w.chat_shown.textFormat() == Qt.TextFormat.PlainText and w.chat_shown.isVisible()


def test_an_invite_that_is_not_one_is_refused_in_the_dialog(qtbot):
    from app.net_window import JoinDialog

    d = JoinDialog(lan_bind=(LOOPBACK, free_udp_port()))
    qtbot.addWidget(d)
    d.invite.setText("smashup://nowhere")
    d.name.setText("Ann")
    d._check()
    assert d.chosen is None and d.problem.text()




def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return s.getsockname()[1]


def test_hosting_from_the_app_seats_me_and_a_bot_and_shows_the_invite(qtbot):
    from app.net_host_dialog import HostDialog

    d = HostDialog()
    qtbot.addWidget(d)
    d.bind, d.announce_to = LOOPBACK, (LOOPBACK, free_udp_port())
    d.players.setValue(2)
    d.name.setText("Ann")
    d.kinds[0].setCurrentIndex(d.kinds[0].findData("greedy"))
    d.port.setValue(free_port())
    d.start_hosting()
    assert P.parse_invite(d.invite.text()).code == d.background.table.code
    qtbot.waitUntil(lambda: "Seat 1: Ann — connected" in d.joined.text(), timeout=20000)
    assert "Seat 2: Bot (Normal) — a bot plays" in d.joined.text()
    me = d.table_window
    my_play_cards_decision(qtbot, me)
    turn = me.state.smashup.turn
    me.act(FINISH)  # my turn ends; the host's bot plays its own, and it is mine again
    qtbot.waitUntil(lambda: me.state.smashup.turn >= turn + 2, timeout=30000)
    d.done(0)


def hosting(qtbot, port: int, announce_to: int | None = None):
    """The host dialog on loopback: it listens there and announces its table there."""
    from app.net_host_dialog import HostDialog

    d = HostDialog()
    qtbot.addWidget(d)
    d.bind, d.announce_to = LOOPBACK, (LOOPBACK, announce_to or free_udp_port())
    d.port.setValue(port)
    return d


def test_the_host_chooses_the_game_and_factions_as_a_new_game_does(qtbot):
    d = hosting(qtbot, free_port())
    d.players.setValue(3)
    d.kinds[1].setCurrentIndex(d.kinds[1].findData("ismcts"))
    d.choose_game()
    chooser = d.new_game
    assert [row.kind.currentData() for row in chooser.rows[:3]] == ["human", "human", "bot"]
    assert chooser.rows[2].level.currentData() == "hard"  # the host's seats come into the dialog
    chooser.rows[0].name.setText("Ann")
    chooser.random.setChecked(True)
    for box, check in chooser.box_checks.items():
        check.setChecked(box == "core")
    chooser.titans.setChecked(True)
    chooser.seed.setText("11")
    chooser._next()
    factions = d.config.factions
    assert d.name.text() == "Ann" and d.kinds[1].currentData() == "ismcts" and "Smash Up:" in d.game_line.text()
    d.start_hosting()
    state = d.background.table.game.state
    assert [pl.factions for pl in state.players] == factions and all(pl.titans for pl in state.players)
    qtbot.waitUntil(lambda: "Seat 1: Ann — connected" in d.joined.text(), timeout=20000)
    d.done(0)


def test_the_host_is_told_when_titans_are_on_but_no_faction_chosen_has_one(qtbot):
    from app.new_game_dialog import GameConfig
    from app.seats import Seat

    d = hosting(qtbot, free_port())
    seats = [Seat("Ann"), Seat("Ben")]
    d.config = GameConfig(seats, [["aliens", "robots"], ["zombies", "wizards"]], 7, 1, titans=True)
    d._show_game()
    assert "titan" not in d.game_line.text()  # the Wizards' Arcane Protector
    d.config = GameConfig(seats, [["aliens", "robots"], ["zombies", "geeks"]], 7, 1, titans=True)
    d._show_game()
    assert "no titan" in d.game_line.text()


def test_a_player_at_the_host_computer_gets_a_table_window_of_their_own(qtbot):
    port = free_port()
    d = hosting(qtbot, port)
    d.players.setValue(3)
    d.name.setText("Ann")
    d.kinds[0].setCurrentIndex(d.kinds[0].findData("here"))
    d.start_hosting()
    qtbot.waitUntil(lambda: "Seat 2: Player 2 — connected" in d.joined.text(), timeout=20000)
    (here,) = d.here_windows
    qtbot.waitUntil(lambda: here.state is not None and here.table is not None, timeout=20000)
    assert here.table.me == 1 and d.table_window.state.smashup.me == 0
    assert "Seat 3: waiting for a player" in d.joined.text()  # the network player's seat is still free
    d.done(0)
    again = hosting(qtbot, port)
    again.host_again()  # their window opens again and takes their seat back
    qtbot.waitUntil(lambda: "Seat 2: Player 2 — connected" in again.joined.text(), timeout=20000)
    assert [w.session.token for w in again.here_windows] == [here.session.token]
    again.done(0)


def test_the_host_app_hosts_fzzzt_and_its_own_table_is_a_fzzzt_table(qtbot):
    from rules.fzzzt.game import FzzztGame

    d = hosting(qtbot, free_port())
    d.players.setValue(2)
    d.kinds[0].setCurrentIndex(d.kinds[0].findData("greedy"))
    d.choose_game()
    d.new_game.game_choice.setCurrentIndex(d.new_game.game_choice.findData("fzzzt"))
    d.new_game._next()
    assert d.game_line.text() == "FZZZT!"
    d.start_hosting()
    assert isinstance(d.background.table.game, FzzztGame)
    me = d.table_window
    qtbot.waitUntil(lambda: me.fzzzt is not None and me.fzzzt.acting, timeout=20000)
    assert me.stack.currentWidget() is me.fzzzt
    qtbot.waitUntil(lambda: "Seat 2: Bot (Normal) — a bot plays" in d.joined.text(), timeout=20000)
    d.done(0)


def free_udp_port() -> int:
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind((LOOPBACK, 0))
        return s.getsockname()[1]


def test_the_join_dialog_lists_a_table_announced_on_the_network(qtbot):
    from app.net_window import JoinDialog

    lan_port = free_udp_port()
    joining = JoinDialog(lan_bind=(LOOPBACK, lan_port))
    qtbot.addWidget(joining)
    d = hosting(qtbot, free_port(), lan_port)
    d.players.setValue(2)
    d.name.setText("Ann")
    d.start_hosting()
    qtbot.waitUntil(lambda: joining.tables.count() == 1, timeout=15000)
    assert joining.tables.item(0).text().startswith("Ann — Smash Up, 1 free seat(s) of 2")
    assert d.background.table.code not in joining.tables.item(0).text()
    joining.done(0)
    d.done(0)


def test_picking_a_table_on_the_network_gives_the_address_and_port_the_invite_gives_the_rest(qtbot):
    from app.net_window import JoinDialog

    lan_port, port = free_udp_port(), free_port()
    joining = JoinDialog(lan_bind=(LOOPBACK, lan_port))
    qtbot.addWidget(joining)
    d = hosting(qtbot, port, lan_port)
    d.name.setText("Ann")
    d.start_hosting()
    qtbot.waitUntil(lambda: joining.tables.count() == 1, timeout=15000)
    joining.tables.setCurrentRow(0)
    assert (joining.address.text(), joining.port.value()) == (LOOPBACK, port)
    invite = d.background.invite
    public = P.Invite("192.0.2.9", 45000, invite.code, invite.fingerprint)  # as sent to players elsewhere
    joining.invite.setText(str(public))
    joining.name.setText("Bob")
    joining._check()
    assert joining.chosen == P.Invite(LOOPBACK, port, invite.code, invite.fingerprint)
    d.done(0)


def test_a_pasted_invite_fills_the_address_and_port(qtbot):
    from app.net_window import JoinDialog

    joining = JoinDialog(lan_bind=(LOOPBACK, free_udp_port()))
    qtbot.addWidget(joining)
    joining.invite.setText(f"smashup://192.0.2.9:45000/{'a' * 22}/{'0' * 64}")
    assert (joining.address.text(), joining.port.value()) == ("192.0.2.9", 45000)
    joining.done(0)


def test_the_host_app_hosts_its_last_game_again_and_takes_its_own_seat_back(qtbot):
    port = free_port()
    first = hosting(qtbot, port)
    first.players.setValue(2)
    first.name.setText("Ann")
    first.kinds[0].setCurrentIndex(first.kinds[0].findData("random"))
    first.start_hosting()
    my_play_cards_decision(qtbot, first.table_window)
    first.table_window.act(FINISH)
    qtbot.waitUntil(lambda: first.background.table.step >= 2, timeout=20000)
    code, step = first.background.table.code, first.background.table.step
    first.done(0)  # the host app closes
    again = hosting(qtbot, port)
    assert not again.again_button.isHidden()  # offered, since an autosave exists
    again.host_again()
    assert P.parse_invite(again.invite.text()).code == code  # the invite the others hold still works
    qtbot.waitUntil(lambda: "Seat 1: Ann — connected" in again.joined.text(), timeout=20000)
    assert "Seat 2: Bot (Easy) — a bot plays" in again.joined.text()
    me = again.table_window
    qtbot.waitUntil(lambda: me.state is not None and me.state.step >= step, timeout=20000)
    again.done(0)


def two_windows_and_a_drag(qtbot):
    """The host app (its own table included) and another app window joined by the invite; a card
    dragged on the joined window's table is played on the host's. The host's dialog and the two
    tables, still open."""
    d = hosting(qtbot, free_port())
    d.players.setValue(2)
    d.name.setText("Ann")
    d.start_hosting()
    ann = d.table_window
    qtbot.waitUntil(lambda: ann.state is not None, timeout=20000)
    bob = JoinedWindow(P.parse_invite(d.invite.text().replace(d.background.invite.host, LOOPBACK)), "Bob")
    qtbot.addWidget(bob)
    bob.resize(1400, 900)
    bob.show()
    bob.start()

    def bobs_turn() -> bool:
        for w in (ann, bob):
            options = w.table.legal_actions() if w.table is not None and not w.scene.locked else ()
            if options and (w is ann or w.table.decide.kind != "main"):
                w.act(FINISH if FINISH in options else PASS if PASS in options else options[0])
                return False
        return bob.table is not None and bool(bob.table.legal_actions())
    qtbot.waitUntil(bobs_turn, timeout=30000)
    play = next(a for a in bob.table.legal_actions() if isinstance(a, Play) and a.slot is not None
                and a.card in bob.scene.cards)
    drag(bob, bob.scene.cards[play.card], bob.scene._base_item(play.slot))
    qtbot.waitUntil(lambda: play.id in d.background.table.history, timeout=20000)
    return d, ann, bob


def test_two_app_windows_a_drag_on_the_joiners_table_plays_on_the_hosts(qtbot):
    d, _, bob = two_windows_and_a_drag(qtbot)
    bob.close()
    d.done(0)


def test_the_hosts_own_table_opens_within_its_screen(qtbot):
    from app.screen_fit import available_area

    d = hosting(qtbot, free_port())
    d.players.setValue(2)
    d.name.setText("Ann")
    d.start_hosting()
    me = d.table_window
    area = available_area(me)  # offscreen: 800×600, smaller than the table's 1400×900
    assert me.width() <= area.width() and me.height() <= area.height()
    d.done(0)


def test_the_joined_table_names_the_pass_of_an_optional_choice_as_the_local_one_does(qtbot, tmp_path):
    t = Position(factions=[["pirates", "dinosaurs"], ["aliens", "ninjas"]], hands=[["pirates/saucy_wench"], []],
                 bases=[("base/jungle_oasis", [("aliens/collector", 1)]), ("base/tar_pits", [])])
    with at_my_play_cards(qtbot, t, tmp_path) as (_h, w):
        w.act(Play(t.id("saucy_wench"), t.slot("jungle_oasis")))
        qtbot.waitUntil(lambda: "destroy" in w.prompt.text(), timeout=20000)
        assert w.prompt.text() == "Choose a minion to destroy, or pass"


def test_a_player_who_closed_their_window_joins_again_by_the_same_invite_and_takes_their_seat_back(
        qtbot, hosted: HostThread):
    """The app keeps the seat's token for the invite: joining again by it (File → Join a network game…)
    takes the seat back, rather than the host refusing a full table."""
    from app import storage
    from app.main_window import MainWindow

    app = MainWindow({"speed": "off"})
    qtbot.addWidget(app)
    first = app.join(hosted.invite, "Ann")
    qtbot.waitUntil(lambda: first.state is not None, timeout=20000)
    hosted.seat_bot("Bob")
    my_play_cards_decision(qtbot, first)
    first.close()
    qtbot.waitUntil(lambda: not hosted.table.connected[0], timeout=20000)
    restarted = MainWindow(storage.load_settings())  # the app started again
    qtbot.addWidget(restarted)
    again = restarted.join(hosted.invite, "Ann")  # closes and deletes itself, as from the menu
    qtbot.waitUntil(lambda: again.table is not None or again.problem is not None, timeout=20000)
    assert again.problem is None and again.table.me == 0 and hosted.table.connected[0]
    again.close()


def test_a_second_move_made_before_the_host_answers_the_first_is_not_sent(qtbot, hosted: HostThread):
    """Until the host's next decision comes, the table still shows the last one's options: a second
    drag or key (a double click, a slow network) must not go out as an answer to a decision already
    answered, which the host refuses with a message about states."""
    w = joined(qtbot, hosted)
    my_play_cards_decision(qtbot, w)
    play = next(a for a in w.table.legal_actions() if isinstance(a, Play) and a.slot is not None)
    step = hosted.table.step
    w.act(play)
    w.act(FINISH)
    qtbot.waitUntil(lambda: hosted.table.step > step, timeout=20000)
    QTest.qWait(500)  # the host's refusal would have come back by now
    assert hosted.table.history[step:step + 2] != [play.id, FINISH.id] and w.session.refusals == []


def test_a_full_table_says_so_in_the_players_words(qtbot, hosted: HostThread):
    hosted.seat_bot("Bob")
    hosted.seat_bot("Cleo")
    qtbot.waitUntil(lambda: all(hosted.table.connected), timeout=20000)  # both seats taken
    w = opened(qtbot, hosted.invite, "Dan")
    qtbot.waitUntil(lambda: w.problem is not None, timeout=20000)
    assert w.prompt.text() == "Can't join: this table is full (every seat is taken)."


def test_a_wrong_invite_says_to_ask_the_host_for_it_again(qtbot, hosted: HostThread):
    w = opened(qtbot, P.Invite(LOOPBACK, hosted.invite.port, "A" * 22, hosted.invite.fingerprint), "Dan")
    qtbot.waitUntil(lambda: w.problem is not None, timeout=20000)
    assert w.prompt.text() == "Can't join: this invite's code is not the table's. Ask the host to copy the invite again."


def test_a_host_gone_for_good_says_how_to_take_the_seat_back_when_it_hosts_again(qtbot, tmp_path):
    h = HostThread(Table(setup_game(random.Random(3), 2, 2)), tmp_path / "host.pem")
    w = opened(qtbot, h.invite, "Ann", reconnect_seconds=0.5)  # instead of 30 s
    qtbot.waitUntil(lambda: w.state is not None, timeout=20000)
    h.stop()
    qtbot.waitUntil(lambda: w.problem is not None, timeout=20000)
    assert w.prompt.text() == ("The host can't be reached any more. When it hosts this game again, join by the "
                               "same invite (File → Join a network game…) to take your seat back.")


def test_the_joined_table_counts_an_extra_play_a_card_gave_as_the_local_one_does(qtbot, tmp_path):
    """Zapbot's extra minion is named with its card (the table asked the game for the card's box,
    which a joined table reads from the view: it went with a traceback)."""
    t = Position(factions=[["robots", "dinosaurs"], ["aliens", "ninjas"]], hands=[["robots/zapbot"], []],
                 bases=[("base/tar_pits", []), ("base/jungle_oasis", [])])
    with at_my_play_cards(qtbot, t, tmp_path) as (_h, w):
        w.act(Play(t.id("zapbot"), t.slot("tar_pits")))
        qtbot.waitUntil(lambda: w.scene.plays_note.lines[1:] == ["+1 extra minion of power 2 or less (Zapbot)"],
                        timeout=20000)


def buttons(w: JoinedWindow) -> list[str]:
    """The answers' buttons, without the keys they show."""
    return [w.buttons.itemAt(i).widget().text().split("  (")[0] for i in range(w.buttons.count())]


def test_a_card_revealed_off_the_table_can_be_played_from_the_joined_table(qtbot, tmp_path):
    """Neophyte reveals Mystic Studies: the local table offers it in a dialog; the joined one names it
    on a button (its name, sent with the reveal, was forgotten by the next question: only Pass)."""
    t = Position(factions=[["wizards", "dinosaurs"], ["aliens", "ninjas"]], hands=[["wizards/neophyte"], []],
                 decks=[["wizards/mystic_studies", "wizards/enchantress", "wizards/enchantress"], []],
                 bases=[("base/tar_pits", []), ("base/jungle_oasis", [])])
    with at_my_play_cards(qtbot, t, tmp_path) as (h, w):
        w.act(Play(t.id("neophyte"), t.slot("tar_pits")))
        qtbot.waitUntil(lambda: w.decide is not None and "Mystic Studies" in buttons(w), timeout=20000)
        w.act(PASS)  # not to hand: played
        qtbot.waitUntil(lambda: w.decide is not None and "extra action" in w.prompt.text(), timeout=20000)
        assert buttons(w) == ["Mystic Studies", "Pass"]
        step = h.table.step
        w.buttons.itemAt(0).widget().click()
        qtbot.waitUntil(lambda: h.table.step > step, timeout=20000)
        assert h.table.history[step] == Pick("card", t.id("mystic_studies")).id


def test_a_minion_played_from_the_discard_pile_is_offered_on_the_joined_table(qtbot, tmp_path):
    """Tenacious Z, played from the discard pile: nowhere on the table to drag it from, the local table
    offers it in a dialog; the joined one on a button for each base."""
    t = Position(factions=[["zombies", "dinosaurs"], ["aliens", "ninjas"]], discards=[["zombies/tenacious_z"], []],
                 bases=[("base/tar_pits", []), ("base/jungle_oasis", [])])
    with at_my_play_cards(qtbot, t, tmp_path) as (h, w):
        assert buttons(w)[:2] == ["Tenacious Z on Tar Pits", "Tenacious Z on Jungle Oasis"]
        step = h.table.step
        w.buttons.itemAt(1).widget().click()
        qtbot.waitUntil(lambda: h.table.step > step, timeout=20000)
        assert h.table.history[step] == Play(t.id("tenacious_z"), t.slot("jungle_oasis")).id


def test_a_table_whose_host_is_gone_offers_no_move(qtbot, tmp_path):
    """Its last question's options stayed lit and its End turn button shown, doing nothing."""
    h = HostThread(Table(setup_game(random.Random(3), 3, 2)), tmp_path / "host.pem")
    w = opened(qtbot, h.invite, "Ann", reconnect_seconds=0.5)
    h.seat_bot("Bob")
    my_play_cards_decision(qtbot, w)
    h.stop()
    qtbot.waitUntil(lambda: w.problem is not None, timeout=20000)
    assert buttons(w) == [] and not w.scene.legal and w.prompt.text().startswith("The host can't be reached")


def test_the_host_chooses_a_turn_timer_and_may_change_it_while_hosting(qtbot):
    d = hosting(qtbot, free_port())
    d.players.setValue(2)
    d.kinds[0].setCurrentIndex(d.kinds[0].findData("greedy"))
    qtbot.mouseClick(d.turn_timer, Qt.MouseButton.LeftButton)
    qtbot.keyClick(d.turn_timer.view(), Qt.Key.Key_Down)  # none -> 1 minute
    qtbot.keyClick(d.turn_timer.view(), Qt.Key.Key_Return)
    assert d.turn_timer.currentData() == 1
    d.start_hosting()
    qtbot.waitUntil(lambda: d.background.host.turn_timer == 60.0, timeout=5000)
    d.turn_timer.setCurrentIndex(d.turn_timer.findData(5))
    qtbot.waitUntil(lambda: d.background.host.turn_timer == 300.0, timeout=5000)
    d.turn_timer.setCurrentIndex(d.turn_timer.findData(0))
    qtbot.waitUntil(lambda: d.background.host.turn_timer is None, timeout=5000)
    d.done(0)

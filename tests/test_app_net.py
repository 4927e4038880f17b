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
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QPushButton, QWidget
from table import Table as Position

from app.net_window import JoinedWindow
from app.smashup.table import SmashUpTable
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
        if options and w.table.pending.kind != "main":
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


def drag(w: JoinedWindow | SmashUpTable, item, target) -> None:
    """``item`` dragged onto ``target`` on a window's Smash Up table (or that table itself)."""
    view = (w.smashup if isinstance(w, JoinedWindow) else w).view
    vp = view.viewport()
    start, end = (view.mapFromScene(i.sceneBoundingRect().center()) for i in (item, target))
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
    assert w.smashup.bar.button("End turn").text() == "End turn  (Ctrl+Enter)"
    step = hosted.table.step
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    QTest.keyClick(w.smashup.view.viewport(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: hosted.table.step > step, timeout=20000)
    assert hosted.table.history[step] == FINISH.id


def test_the_joined_table_names_the_seats_and_whose_turn_it_is(qtbot, hosted: HostThread):
    w = joined(qtbot, hosted)
    qtbot.waitUntil(lambda: "Bob" in w.seats_line.text(), timeout=20000)
    assert "Ann" in w.seats_line.text()
    my_play_cards_decision(qtbot, w)
    prompt = w.smashup.bar.prompt.text()
    assert prompt.startswith("Ann, play cards") and not w.prompt.isVisible()


def test_the_joined_table_shows_the_round_and_the_plays_left_as_the_local_table_does(qtbot, hosted: HostThread):
    w = joined(qtbot, hosted)
    my_play_cards_decision(qtbot, w)
    v = hosted.table.game.view(w.table.me)
    turn = w.smashup.bar.turn.text()
    assert turn.startswith(f"Round {v.round} — ") and ">Ann</b> is playing" in turn
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
    shown = [text for text, _, heading in w.smashup.log.rows if not heading]
    assert shown == expected and len(shown) > 5
    assert any(text.startswith("Round") for text, _, heading in w.smashup.log.rows if heading)


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
        assert not w.prompt.isVisible() and not w.chat_shown.isVisible()
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
    qtbot.waitUntil(lambda: "Ann: <b>hello</b>" in w.chat_shown.toPlainText(), timeout=20000)
    assert w.chat_shown.isVisible()  # plain text: the tags are shown, not obeyed


def test_the_chat_keeps_its_history(qtbot, hosted: HostThread):
    w = joined(qtbot, hosted)
    qtbot.waitUntil(lambda: "Bob" in w.seats_line.text(), timeout=20000)
    for n in range(6):
        w.chat.setText(f"line {n}")
        QTest.keyClick(w.chat, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda n=n: f"Ann: line {n}" in w.chat_shown.toPlainText(), timeout=20000)
    assert w.chat_shown.toPlainText().splitlines() == [f"Ann: line {n}" for n in range(6)]


def test_an_invite_that_is_not_one_is_refused_in_the_dialog(qtbot):
    from app.join_dialog import JoinDialog

    d = JoinDialog(interfaces=[LOOPBACK])
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


def host_and_start(qtbot, d) -> None:
    """Host, wait for the invite, and click Start: the host's own table opens."""
    d.start_hosting()
    qtbot.waitUntil(d.copy.isEnabled, timeout=20000)
    qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)


def test_hosting_from_the_app_seats_me_and_a_bot_and_shows_the_invite(qtbot):
    d = hosting(qtbot, free_port())
    d.players.setValue(2)
    d.name.setText("Ann")
    d.kinds[0].setCurrentIndex(d.kinds[0].findData("greedy"))
    host_and_start(qtbot, d)
    assert P.parse_invite(d.invite.text()).code == d.background.table.code
    qtbot.waitUntil(lambda: "Seat 1: Ann — connected" in d.joined.text(), timeout=20000)
    assert "Seat 2: Bot 2 (Normal) — a bot plays" in d.joined.text()
    me = d.table_window
    my_play_cards_decision(qtbot, me)
    turn = me.state.smashup.turn
    me.act(FINISH)  # my turn ends; the host's bot plays its own, and it is mine again
    qtbot.waitUntil(lambda: me.state.smashup.turn >= turn + 2, timeout=30000)
    d.done(0)


def hosting(qtbot, port: int, announce: bool = False):
    """The host dialog on loopback: it listens there (and announces its table there, if asked)."""
    from app.net_host_dialog import HostDialog

    d = HostDialog()
    qtbot.addWidget(d)
    d.bind = LOOPBACK
    if announce:
        d.announcing = ([LOOPBACK], [LOOPBACK])
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
    host_and_start(qtbot, d)
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
    qtbot.waitUntil(lambda: "Seat 2: Player 2 — at this computer" in d.joined.text(), timeout=20000)
    assert "Seat 3: waiting for a player" in d.joined.text() and d.here_windows == []
    qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Seat 2: Player 2 — connected" in d.joined.text(), timeout=20000)
    (here,) = d.here_windows
    qtbot.waitUntil(lambda: here.state is not None and here.table is not None, timeout=20000)
    assert here.table.me == 1 and d.table_window.state.smashup.me == 0
    assert "Seat 3: Bot 3 (Normal) — a bot plays" in d.joined.text()  # no one joined: a bot took it
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
    host_and_start(qtbot, d)
    assert isinstance(d.background.table.game, FzzztGame)
    me = d.table_window
    qtbot.waitUntil(lambda: me.fzzzt is not None and me.fzzzt.acting, timeout=20000)
    assert me.stack.currentWidget() is me.fzzzt
    qtbot.waitUntil(lambda: "Seat 2: Bot 2 (Normal) — a bot plays" in d.joined.text(), timeout=20000)
    d.done(0)


def listed(joining) -> list[str]:
    """The tables the join dialog lists (other tests' tables, announced on loopback too, may be among them)."""
    return [joining.tables.item(i).text() for i in range(joining.tables.count())]


def test_the_join_dialog_lists_a_table_announced_on_the_network(qtbot):
    from app.join_dialog import JoinDialog

    port = free_port()
    joining = JoinDialog(interfaces=[LOOPBACK])
    qtbot.addWidget(joining)
    d = hosting(qtbot, port, announce=True)
    d.players.setValue(2)
    d.name.setText("Ann")
    d.start_hosting()
    # The table's name and free seats as they are once the host sits (the announcement follows them).
    qtbot.waitUntil(lambda: f"Ann — Smash Up, 1 free seat of 2 ({LOOPBACK}:{port})" in listed(joining), timeout=30000)
    assert all(d.background.table.code not in line for line in listed(joining))
    joining.done(0)
    d.done(0)


def test_picking_a_table_on_the_network_tries_its_address_first_the_invite_gives_the_rest(qtbot):
    from app.join_dialog import JoinDialog

    port = free_port()
    joining = JoinDialog(interfaces=[LOOPBACK])
    qtbot.addWidget(joining)
    d = hosting(qtbot, port, announce=True)
    d.name.setText("Ann")
    d.start_hosting()
    qtbot.waitUntil(lambda: any(f"({LOOPBACK}:{port})" in line for line in listed(joining)), timeout=30000)
    joining.tables.setCurrentRow(next(i for i, line in enumerate(listed(joining)) if f"({LOOPBACK}:{port})" in line))
    assert (joining.address.text(), joining.port.value()) == (LOOPBACK, port)
    invite = d.background.table.code, d.background.host.fingerprint
    public = P.Invite("192.0.2.9", 45000, *invite)  # as sent to players elsewhere
    joining.invite.setText(str(public))
    joining.name.setText("Bob")
    joining._check()
    assert joining.chosen == P.Invite(LOOPBACK, port, *invite, (("192.0.2.9", 45000),))
    d.done(0)


def test_a_pasted_invite_shows_the_addresses_tried_in_order_and_no_port_of_its_own(qtbot):
    from app.join_dialog import JoinDialog

    joining = JoinDialog(interfaces=[LOOPBACK])
    qtbot.addWidget(joining)
    assert joining.port.text() == "the invite's"  # no port typed: not a "1"
    joining.invite.setText(f"smashup://192.0.2.9:45000,[2001:db8::5]:45000/{'a' * 22}/{'0' * 64}")
    assert joining.addresses.text() == "Tried in order: 192.0.2.9:45000, [2001:db8::5]:45000"
    assert joining.address.text() == ""
    joining.done(0)


def test_the_join_dialog_remembers_the_last_invites_and_the_name(qtbot):
    from app.join_dialog import JoinDialog

    settings: dict = {}
    invites = [f"smashup://192.0.2.{n}:45000/{'a' * 22}/{'0' * 64}" for n in (1, 2)]
    for invite in invites:
        first = JoinDialog(settings=settings, interfaces=[LOOPBACK])
        qtbot.addWidget(first)
        first.invite.setText(invite)
        first.name.setText("Bea")
        qtbot.mouseClick(first.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)
        assert first.result() == JoinDialog.DialogCode.Accepted
    again = JoinDialog(settings=settings, interfaces=[LOOPBACK])
    qtbot.addWidget(again)
    assert again.name.text() == "Bea" and again.invite.text() == invites[1]  # the last one first
    assert [again.invites.itemText(i) for i in range(again.invites.count())] == invites[::-1]
    again.done(0)


def test_the_host_app_hosts_its_last_game_again_and_takes_its_own_seat_back(qtbot):
    port = free_port()
    first = hosting(qtbot, port)
    first.players.setValue(2)
    first.name.setText("Ann")
    first.kinds[0].setCurrentIndex(first.kinds[0].findData("random"))
    host_and_start(qtbot, first)
    my_play_cards_decision(qtbot, first.table_window)
    first.table_window.act(FINISH)
    qtbot.waitUntil(lambda: first.background.table.step >= 2, timeout=20000)
    code, step = first.background.table.code, first.background.table.step
    first.done(0)  # the host app closes
    again = hosting(qtbot, port)
    assert not again.again_button.isHidden()  # offered, since an autosave exists
    again.host_again()
    qtbot.waitUntil(again.copy.isEnabled, timeout=20000)
    assert P.parse_invite(again.invite.text()).code == code  # the invite the others hold still works
    qtbot.waitUntil(lambda: "Seat 1: Ann — connected" in again.joined.text(), timeout=20000)
    assert "Seat 2: Bot 2 (Easy) — a bot plays" in again.joined.text()
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
    qtbot.waitUntil(d.copy.isEnabled, timeout=20000)
    bob = JoinedWindow(P.parse_invite(d.invite.text()), "Bob")
    qtbot.addWidget(bob)
    bob.resize(1400, 900)
    bob.show()
    bob.start()
    qtbot.waitUntil(lambda: "Seat 2: Bob — connected" in d.joined.text(), timeout=20000)  # the lobby fills
    qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)
    ann = d.table_window
    qtbot.waitUntil(lambda: ann.state is not None, timeout=20000)

    def bobs_turn() -> bool:
        for w in (ann, bob):
            options = w.table.legal_actions() if w.table is not None and not w.scene.locked else ()
            if options and (w is ann or w.table.pending.kind != "main"):
                w.act(FINISH if FINISH in options else PASS if PASS in options else options[0])
                return False
        return bob.table is not None and bob.smashup.acting and not bob.scene.locked  # drawn, still
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
    host_and_start(qtbot, d)
    me = d.table_window
    area = available_area(me)  # offscreen: 800×600, smaller than the table's 1400×900
    assert me.width() <= area.width() and me.height() <= area.height()
    d.done(0)


def test_the_joined_table_names_the_pass_of_an_optional_choice_as_the_local_one_does(qtbot, tmp_path):
    t = Position(factions=[["pirates", "dinosaurs"], ["aliens", "ninjas"]], hands=[["pirates/saucy_wench"], []],
                 bases=[("base/jungle_oasis", [("aliens/collector", 1)]), ("base/tar_pits", [])])
    with at_my_play_cards(qtbot, t, tmp_path) as (_h, w):
        w.act(Play(t.id("saucy_wench"), t.slot("jungle_oasis")))
        qtbot.waitUntil(lambda: "destroy" in w.smashup.bar.prompt.text(), timeout=20000)
        assert w.smashup.bar.prompt.text() == "Saucy Wench: Choose a minion to destroy, or pass"


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
    assert w.prompt.text() == "This table is full: every seat is taken. Ask the host whether a seat can be freed."


def test_a_wrong_invite_says_to_ask_the_host_for_it_again(qtbot, hosted: HostThread):
    w = opened(qtbot, P.Invite(LOOPBACK, hosted.invite.port, "A" * 22, hosted.invite.fingerprint), "Dan")
    qtbot.waitUntil(lambda: w.problem is not None, timeout=20000)
    assert w.prompt.text() == "This invite's code is not the table's: ask the host to copy the invite again."


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
    """The answers' buttons under the table, without the keys they show."""
    return w.smashup.bar.labels()


def tile(w: JoinedWindow, card_id: str):
    dialog = w.smashup.choice_dialog
    return None if dialog is None else next((t for t in dialog.tiles if t.card_id == card_id), None)


def test_a_card_revealed_off_the_table_can_be_played_from_the_joined_table(qtbot, tmp_path):
    """Neophyte reveals Mystic Studies: the joined table offers it in the dialog of cards, as the local
    one does (its name, sent with the reveal, was forgotten by the next question: only Pass)."""
    t = Position(factions=[["wizards", "dinosaurs"], ["aliens", "ninjas"]], hands=[["wizards/neophyte"], []],
                 decks=[["wizards/mystic_studies", "wizards/enchantress", "wizards/enchantress"], []],
                 bases=[("base/tar_pits", []), ("base/jungle_oasis", [])])
    with at_my_play_cards(qtbot, t, tmp_path) as (h, w):
        w.act(Play(t.id("neophyte"), t.slot("tar_pits")))
        qtbot.waitUntil(lambda: tile(w, "wizards/mystic_studies") is not None, timeout=20000)
        w.act(PASS)  # not to hand: played
        qtbot.waitUntil(lambda: "extra action" in w.smashup.bar.prompt.text()
                        and tile(w, "wizards/mystic_studies") is not None, timeout=20000)
        step = h.table.step
        QTest.mouseClick(tile(w, "wizards/mystic_studies"), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: h.table.step > step, timeout=20000)
        assert h.table.history[step] == Pick("card", t.id("mystic_studies")).id


def test_a_minion_played_from_the_discard_pile_is_offered_on_the_joined_table(qtbot, tmp_path):
    """Tenacious Z, played from the discard pile: nowhere on the table to drag it from, the joined
    table offers it in the dialog of cards as the local one does, then lights the bases it may go to."""
    t = Position(factions=[["zombies", "dinosaurs"], ["aliens", "ninjas"]], discards=[["zombies/tenacious_z"], []],
                 bases=[("base/tar_pits", []), ("base/jungle_oasis", [])])
    with at_my_play_cards(qtbot, t, tmp_path) as (h, w):
        qtbot.waitUntil(lambda: tile(w, "zombies/tenacious_z") is not None, timeout=20000)
        step = h.table.step
        QTest.mouseClick(tile(w, "zombies/tenacious_z"), Qt.MouseButton.LeftButton)
        oasis = w.scene._base_item(t.slot("jungle_oasis"))
        assert oasis.lit is not None
        QTest.mouseClick(w.smashup.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         w.smashup.view.mapFromScene(oasis.sceneBoundingRect().center()))
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


def test_a_wrong_certificate_is_said_in_the_joined_players_french_though_the_host_speaks_english(
        qtbot, hosted: HostThread):
    from app import i18n

    assert i18n.install_language("fr")
    try:
        w = opened(qtbot, P.Invite(LOOPBACK, hosted.invite.port, hosted.invite.code, "0" * 64), "Dan")
        qtbot.waitUntil(lambda: w.problem is not None, timeout=20000)
        said = ("La table à 127.0.0.1 n'est pas celle à laquelle vous êtes invité (son certificat n'est pas celui de "
                "l'invitation)\u00a0: redemandez l'invitation à l'hôte.")
        assert w.prompt.text() == said
        # never seated: said in the middle of the window, with a way out, not on an empty table's last line
        assert w.stack.currentWidget() is w.refused_page and w.refused_reason.text() == said
        assert w.prompt.isHidden() and "Fermer" in [b.text() for b in w.refused_page.findChildren(QPushButton)]
    finally:
        i18n.install_language("en")


def test_a_table_autosave_that_cant_be_hosted_again_says_why_in_the_hosts_french(qtbot):
    from app import i18n
    from app.net_host_dialog import HostDialog

    HostDialog.autosave().write_text('{"format": "smashup-net-table", "version": 0}', encoding="utf-8")
    assert i18n.install_language("fr")
    try:
        d = hosting(qtbot, free_port())
        d.show()
        qtbot.mouseClick(d.again_button, Qt.MouseButton.LeftButton)
        assert d.problem.text().startswith("La dernière partie en réseau ne peut pas être hébergée à nouveau\u00a0: ")
        assert d.problem.text().endswith("ce n'est pas une sauvegarde de table de cette version")
    finally:
        i18n.install_language("en")
        HostDialog.autosave().unlink()


def test_every_failure_and_refusal_has_its_french_sentence(qapp):
    from app import i18n
    from rules.net import refusals as R

    fields = {"address": "203.0.113.7", "port": "45678", "seconds": "10", "theirs": "1", "ours": "2", "name": "Ève",
              "seat": "2"}
    assert i18n.install_language("fr")
    try:
        for code in R.SENTENCES:
            french = R.sentence(code, fields, i18n.rules)
            assert french != R.sentence(code, fields) and "{" not in french, code
    finally:
        i18n.install_language("en")


def buttons_of(w: JoinedWindow) -> dict[str, QPushButton]:
    return {b.text(): b for b in w.findChildren(QPushButton) if b.isVisible()}


def test_the_host_dialog_is_a_lobby_that_waits_for_its_players_and_gives_the_empty_seats_to_bots(qtbot):
    d = hosting(qtbot, free_port())
    d.show()
    d.players.setValue(3)
    d.name.setText("Ann")
    qtbot.mouseClick(d.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(d.copy.isEnabled, timeout=20000)
    assert d.table_window is None and d.invite.isVisible()  # no game yet: the invite in sight
    bea = opened(qtbot, P.parse_invite(d.invite.text()), "Bea")
    qtbot.waitUntil(lambda: "Seat 2: Bea — connected" in d.joined.text(), timeout=20000)
    qtbot.waitUntil(lambda: "Take seat 3" in buttons_of(bea), timeout=20000)
    assert bea.prompt.text() == "Waiting for the host to start the game. You may take another free seat."
    assert bea.decide is None  # no one plays before the host starts
    qtbot.mouseClick(buttons_of(bea)["Take seat 3"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Seat 3: Bea — connected" in d.joined.text(), timeout=20000)
    assert "Seat 2: waiting for a player" in d.joined.text()
    d.empty_level.setCurrentIndex(d.empty_level.findData("ismcts"))
    qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Seat 2: Bot 2 (Hard) — a bot plays" in d.joined.text(), timeout=20000)
    qtbot.waitUntil(lambda: bea.state is not None and not bea.state.lobby, timeout=20000)
    assert bea.state.smashup.me == 2 and "(empty seat)" not in bea.seats_line.text()
    assert "Take seat 2" not in buttons_of(bea) and d.invite.isVisible()
    d.done(0)


def test_a_window_in_the_background_flashes_when_it_is_asked_to_play(qtbot, hosted: HostThread, monkeypatch):
    flashed: list[QWidget] = []
    monkeypatch.setattr(QApplication, "alert", lambda widget, msec=0: flashed.append(widget))
    w = opened(qtbot, hosted.invite, "Ann")
    other = QWidget()  # the player is in another window meanwhile
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: other.isActiveWindow() and not w.isActiveWindow(), timeout=5000)
    hosted.seat_bot("Bob")
    qtbot.waitUntil(lambda: w.decide is not None, timeout=20000)
    assert flashed and all(f is w for f in flashed)


def test_a_rematch_keeps_the_table_its_invite_and_its_seats_in_the_app(qtbot):
    d = hosting(qtbot, free_port())
    d.show()
    d.players.setValue(2)
    d.name.setText("Ann")
    d.kinds[0].setCurrentIndex(d.kinds[0].findData("random"))
    d.choose_game()
    d.new_game.game_choice.setCurrentIndex(d.new_game.game_choice.findData("fzzzt"))
    d.new_game._next()
    host_and_start(qtbot, d)
    me = d.table_window
    qtbot.waitUntil(lambda: me.state is not None, timeout=20000)
    invite, table = d.invite.text(), d.background.table

    async def play_to_the_end() -> None:  # Ann's seat played by a bot, as if she had
        table.hand_to_bot(0, "random")
        d.background.host._changed()
        table.take_back(0)

    d.background.call(play_to_the_end())
    qtbot.waitUntil(lambda: me.state.over and d.rematch_button.isVisible(), timeout=30000)
    qtbot.mouseClick(d.rematch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not me.state.over, timeout=20000)  # the same window, at the new game
    assert d.invite.text() == invite and me.state.fzzzt.me == 0 and "Bot 2 (Easy)" in me.seats_line.text()
    assert not d.rematch_button.isVisible()
    d.done(0)


def test_the_lobby_says_friends_elsewhere_can_reach_it_once_the_router_opened_the_port(qtbot):
    from test_net_reach import Router
    from upnp_gateway import PUBLIC

    router = Router()
    try:
        d = hosting(qtbot, free_port())
        d.gateway = router.gateway.ssdp
        d.players.setValue(2)
        d.name.setText("Ann")
        d.start_hosting()
        qtbot.waitUntil(d.copy.isEnabled, timeout=20000)
        (external, _), = router.gateway.mappings.items()
        assert P.parse_invite(d.invite.text()).addresses[0] == (PUBLIC, external)  # the public address first
        assert d.reach_line.text() == (f"Friends elsewhere can reach this table: the router opened TCP port "
                                       f"{external} at {PUBLIC}.")
        d.done(0)  # hosting stops: the router's port is closed again
        assert router.gateway.mappings == {}
    finally:
        router.stop()


def test_the_joined_window_says_which_of_the_invites_addresses_answered(qtbot, hosted: HostThread):
    closed = free_port()
    invite = hosted.invite.at([(LOOPBACK, closed), (LOOPBACK, hosted.invite.port)])
    w = opened(qtbot, invite, "Ann")
    qtbot.waitUntil(lambda: w.state is not None, timeout=20000)
    assert w.windowTitle() == f"Smash Up — network game — connected to 127.0.0.1:{hosted.invite.port}"


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


def test_the_joined_tables_log_says_why_a_lit_target_was_left_untouched(qtbot, tmp_path):
    """Issue 44: Microbot Guard dropped on the base, Spider-Man 2099 clicked as its target on the
    joined table; the seat's log, as the host sends it, says which card kept him in play."""
    from test_app_every_decision import click

    t = Position(factions=[["robots", "aliens"], ["spider_verse", "ninjas"]], hands=[["robots/microbot_guard"], []],
                 bases=[("base/the_mothership", ["robots/zapbot", "robots/microbot_alpha", "spider_verse/spider_man_2099"]),
                        ("base/jungle_oasis", [])])
    with at_my_play_cards(qtbot, t, tmp_path) as (_h, w):
        drag(w, w.scene.cards[t.id("microbot_guard")], w.scene._base_item(t.slot("the_mothership")))
        spidey = w.scene.cards[t.id("spider_man_2099")]
        qtbot.waitUntil(lambda: spidey.lit is not None and not w.scene.locked, timeout=20000)  # lit as a target
        click(w.smashup, spidey)
        said = "Microbot Guard has no effect on Spider-Man 2099, whose own ability keeps it from being destroyed"
        qtbot.waitUntil(lambda: said in [text for text, _, _ in w.smashup.log.rows], timeout=20000)

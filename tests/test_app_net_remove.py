"""The host removes a player from its dialog (issue 47: a player who holds the table hostage): a
Remove button beside each seat a player joined by the invite, a question first, then the player's
token is revoked and their window told why. Before the game starts the seat stays open for the
invite; once it has started, a bot of the empty seats' level plays it, so nobody waits."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from test_app_net import free_port, hosting, opened

from rules.net import protocol as P

REMOVED = "The host removed you from the table: ask the host before joining again."


def lobby_with_bea(qtbot, players: int = 3):
    """Ann hosts; Bea joins by the invite and sits in seat 2."""
    d = hosting(qtbot, free_port())
    d.show()
    d.players.setValue(players)
    d.name.setText("Ann")
    qtbot.mouseClick(d.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(d.copy.isEnabled, timeout=20000)
    bea = opened(qtbot, P.parse_invite(d.invite.text()), "Bea")
    qtbot.waitUntil(lambda: "Seat 2: Bea — connected" in d.joined.text(), timeout=20000)
    return d, bea


def remove_seat_2(qtbot, d) -> str:
    """The host clicks Remove beside seat 2 and says Yes; the question it was asked."""
    qtbot.waitUntil(lambda: d.joined.buttons[1].isVisible(), timeout=20000)
    assert not d.joined.buttons[0].isVisible()  # the host's own seat has none
    qtbot.mouseClick(d.joined.buttons[1], Qt.MouseButton.LeftButton)
    box = d.removing
    assert box is not None and box.isVisible()
    question = box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    return question


def test_before_the_game_starts_a_removed_players_seat_stays_open_for_the_invite(qtbot):
    d, bea = lobby_with_bea(qtbot)
    token = d.background.table.seats[1].token
    question = remove_seat_2(qtbot, d)
    assert question == "Remove Bea from the table? Their seat stays open for the invite: someone else may take it."
    qtbot.waitUntil(lambda: bea.prompt.text() == REMOVED, timeout=20000)
    qtbot.waitUntil(lambda: "Seat 2: waiting for a player" in d.joined.text(), timeout=20000)
    assert all(s is None or s.token != token for s in d.background.table.seats)  # her token opens nothing
    cid = opened(qtbot, P.parse_invite(d.invite.text()), "Cid")
    qtbot.waitUntil(lambda: "Seat 2: Cid — connected" in d.joined.text(), timeout=20000)
    assert cid.state is not None
    d.done(0)


def test_once_the_game_has_started_a_bot_plays_the_removed_players_seat(qtbot):
    d, bea = lobby_with_bea(qtbot, players=2)
    qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bea.state is not None and not bea.state.lobby, timeout=20000)
    question = remove_seat_2(qtbot, d)
    assert question == "Remove Bea from the table? A bot (Normal) plays their seat from now on."
    qtbot.waitUntil(lambda: bea.prompt.text() == REMOVED, timeout=20000)
    qtbot.waitUntil(lambda: "Seat 2: Bot 2 (Normal) — a bot plays" in d.joined.text(), timeout=20000)
    assert not d.joined.buttons[1].isVisible()  # a bot is nobody to remove
    d.done(0)


def test_saying_no_keeps_the_player(qtbot):
    d, bea = lobby_with_bea(qtbot)
    qtbot.waitUntil(lambda: d.joined.buttons[1].isVisible(), timeout=20000)
    qtbot.mouseClick(d.joined.buttons[1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(d.removing.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    qtbot.wait(300)
    assert "Seat 2: Bea — connected" in d.joined.text() and bea.prompt.text() != REMOVED
    d.done(0)

"""A table that waits for its players: seats fill as friends join (each may pick a free seat; names
unique), no one is asked to play until the host starts, and the empty seats then go to bots — the
game never starts with an empty seat playing."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest

from rules.net import protocol as P
from rules.net import refusals as R
from rules.net.client import Link
from rules.net.host import Host
from rules.net.table import Table
from rules.selection import setup_game

LOOPBACK = "127.0.0.1"


@pytest.fixture
def lobby(tmp_path: Path) -> Any:
    """A three-seat Smash Up table waiting for its players, on loopback."""
    async def open_lobby() -> tuple[Host, P.Invite]:
        host = Host(Table(setup_game(random.Random(4), 4, 3), started=False), tmp_path / "c.pem",
                    say=lambda _: None, say_log=lambda _: None)
        port = await host.start(LOOPBACK, 0)
        return host, host.invite(LOOPBACK, port)
    return open_lobby


async def hello(invite: P.Invite, name: str, seat: int | None = None) -> tuple[Link, P.Message]:
    link = await Link.open(invite)
    link.send(P.Hello(P.PROTOCOL, P.VERSION, invite.code, name, seat))
    return link, await link.receive()


async def latest_state(link: Link) -> P.State:
    """The last state sent so far (the host sends one after every change)."""
    state = None
    while True:
        try:
            msg = await asyncio.wait_for(link.receive(), 0.3)
        except TimeoutError:
            return state
        if isinstance(msg, P.State):
            state = msg
        assert not isinstance(msg, P.Decide) or not state.lobby, "asked to play before the host started"


def test_no_one_is_asked_to_play_until_the_host_starts_and_bots_then_take_the_empty_seats(lobby):
    async def go() -> tuple[P.State, P.State, Any]:
        host, invite = await lobby()
        ann, _ = await hello(invite, "Ann")
        waiting = await latest_state(ann)
        host.start_game("greedy", lambda seat: f"Bot {seat + 1}")
        started = await latest_state(ann)
        ann.close()
        await host.stop()
        return waiting, started, host.table

    waiting, started, table = asyncio.run(go())
    assert waiting.lobby and [s.name for s in waiting.seats] == ["Ann", "", ""]
    assert not started.lobby and [(s.name, s.bot) for s in started.seats] == [
        ("Ann", None), ("Bot 2", "greedy"), ("Bot 3", "greedy")]
    assert table.seats.count(None) == 0


def test_a_move_sent_before_the_host_starts_is_refused(lobby):
    async def go() -> P.Message:
        host, invite = await lobby()
        ann, _ = await hello(invite, "Ann")
        ann.send(P.Act(0, "finish"))
        reply = await asyncio.wait_for(_next_refusal(ann), 5)
        ann.close()
        await host.stop()
        return reply

    assert asyncio.run(go()) == P.Refusal(R.NOT_STARTED)


async def _next_refusal(link: Link) -> P.Refusal:
    while not isinstance(msg := await link.receive(), P.Refusal):
        pass
    return msg


def test_names_are_unique_at_a_table_whatever_their_case(lobby):
    async def go() -> P.Message:
        host, invite = await lobby()
        ann, _ = await hello(invite, "Ann")
        other, reply = await hello(invite, "ANN")
        ann.close()
        other.close()
        await host.stop()
        return reply

    assert asyncio.run(go()) == P.Refusal(R.NAME_TAKEN, {"name": "ANN"}, closing=True)
    assert R.sentence(R.NAME_TAKEN, {"name": "ANN"}) == ("Someone at this table is already called ANN: join again "
                                                         "under another name.")


def test_a_friend_picks_a_free_seat_and_a_taken_one_is_refused(lobby):
    async def go() -> tuple[P.Message, P.Message]:
        host, invite = await lobby()
        bea, welcome = await hello(invite, "Bea", seat=2)
        cal, refused = await hello(invite, "Cal", seat=2)
        bea.close()
        cal.close()
        await host.stop()
        return welcome, refused

    welcome, refused = asyncio.run(go())
    assert isinstance(welcome, P.Welcome) and welcome.seat == 2
    assert refused == P.Refusal(R.SEAT_TAKEN, {"seat": "3"}, closing=True)


def test_a_seated_friend_moves_to_a_free_seat_until_the_game_starts(lobby):
    async def go() -> tuple[P.Message, P.State, P.Message]:
        host, invite = await lobby()
        ann, _ = await hello(invite, "Ann")
        await latest_state(ann)
        ann.send(P.Sit(2))
        moved = await ann.receive()
        after = await latest_state(ann)
        host.start_game("random", lambda seat: f"Bot {seat + 1}")
        await latest_state(ann)
        ann.send(P.Sit(1))
        refused = await asyncio.wait_for(_next_refusal(ann), 5)
        ann.close()
        await host.stop()
        return moved, after, refused

    moved, after, refused = asyncio.run(go())
    assert isinstance(moved, P.Welcome) and moved.seat == 2
    assert [s.name for s in after.seats] == ["", "", "Ann"] and after.smashup.me == 2
    assert refused == P.Refusal(R.STARTED)


def test_a_rematch_keeps_the_table_its_invite_and_its_seats(tmp_path: Path):
    from rules.fzzzt.game import new_game as new_fzzzt

    async def go() -> tuple[list[P.Message], Table, str, list]:
        host = Host(Table(new_fzzzt(2, 1)), tmp_path / "c.pem", say=lambda _: None, say_log=lambda _: None)
        port = await host.start(LOOPBACK, 0)
        invite = host.invite(LOOPBACK, port)
        ann, welcome = await hello(invite, "Ann")
        await latest_state(ann)
        host.table.seat_bot(1, "random", "Bob")
        host.table.hand_to_bot(0, "random")  # Ann's seat played to the end at once
        host.table.run_bots()
        host.table.take_back(0)  # and Ann plays the next one herself
        assert host.table.over
        code, seats = host.table.code, [(s.name, s.token) for s in host.table.seats]
        host.rematch(new_fzzzt(2, 2))
        after = [await ann.receive(), await ann.receive()]
        ann.close()
        await host.stop()
        return [welcome, *after], host.table, code, seats

    (welcome, again, state), table, code, seats = asyncio.run(go())
    assert isinstance(again, P.Welcome) and (again.seat, again.token) == (welcome.seat, welcome.token)
    assert isinstance(state, P.State) and not state.over and state.step <= 2  # the new game's first states
    assert table.code == code and [(s.name, s.token) for s in table.seats] == seats

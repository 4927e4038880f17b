"""Absent and hostile players at a real host on loopback: the turn timer the host chooses, removing a
player, a seat that reconnects over and over."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from test_net import Run, new, next_of, run, seated_raw, until

from rules.net import host as host_module
from rules.net import protocol as P
from rules.net import refusals as R
from rules.net.client import JoinError, Link, Player
from rules.net.table import Table
from rules.net.viewbot import make_view_bot


@pytest.fixture(scope="module")
def cert(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("tls") / "host.pem"


async def listen(link: Link, got: list[P.Message]) -> None:
    """A connected seat that reads everything and answers nothing (a frozen program)."""
    try:
        while True:
            got.append(await link.receive())
    except (ConnectionError, JoinError):
        return


def test_a_paused_player_costs_the_table_one_timer_a_decision(cert):
    timer = 0.15

    async def go() -> tuple[Run, int, float]:
        r = Run(Table(new("fzzzt", 5, 2)), cert, turn_timer=timer)
        inv = await r.start()
        silent, seat = await seated_raw(inv, "Frozen")
        got: list[P.Message] = []
        reading = asyncio.create_task(listen(silent, got))
        t0 = time.monotonic()
        honest = Player(inv, make_view_bot("random", 1), "Honest")
        result = await honest.play()
        took = time.monotonic() - t0
        assert result.game_over and seat == 0
        assert r.host.table.seats[0].name == "Frozen" and 0 not in r.host.table.bots  # still theirs
        assert any(isinstance(m, P.Decide) for m in got)  # asked, and silent
        silent.close()
        reading.cancel()
        await r.host.stop()
        return r, sum("turn timer" in line for line in r.closings), took

    r, timed_out, took = run(go())
    assert timed_out > 5
    assert timed_out * timer <= took < timed_out * timer + 30  # one timer a decision, no more


def test_a_changed_turn_timer_applies_from_the_next_decision(cert):
    async def go() -> None:
        r = Run(Table(new("fzzzt", 5, 2)), cert)
        inv = await r.start()
        a, _ = await seated_raw(inv, "Ann")
        b, _ = await seated_raw(inv, "Bob")
        got: list[P.Message] = []
        tasks = [asyncio.create_task(listen(link, got)) for link in (a, b)]
        await asyncio.sleep(0.3)
        step = r.host.table.step
        assert r.host.turn_timer is None and r.host.table.step == step  # no timer: the table waits
        r.host.turn_timer = 0.1
        r.host._changed()  # the next decision (the host's own refresh, as after any action)
        await until(lambda: r.host.table.step > step + 2)
        for t in tasks:
            t.cancel()
        await r.host.stop()

    run(go())


def test_the_host_removes_a_player_and_their_token_opens_nothing_any_more(cert):
    async def go() -> None:
        r = Run(Table(new("smashup", 3, 2)), cert)
        inv = await r.start()
        mallory, seat = await seated_raw(inv, "Mallory")
        other, _ = await seated_raw(inv, "Ann")
        token = r.host.table.seats[seat].token
        r.host.remove(seat)
        bye = await next_of(mallory, P.Refusal)
        assert bye.closing and bye.code == R.REMOVED
        back = await Link.open(inv)
        back.send(P.Resume(P.PROTOCOL, P.VERSION, inv.code, token))
        refused = await next_of(back, P.Refusal)
        assert refused.closing and refused.code == R.NO_TOKEN
        newcomer, new_seat = await seated_raw(inv, "Bob")  # the invite opens the free seat
        assert new_seat == seat and r.host.table.seats[seat].name == "Bob"
        r.host.remove(seat, bot="greedy")  # or a bot plays it from now on
        assert seat in r.host.table.bots and r.host.table.seats[seat].bot == "greedy"
        for link in (other, newcomer, back):
            link.close()
        await r.host.stop()

    run(go())


def test_a_seat_reconnecting_over_and_over_is_slowed_and_redraws_nobody_else(cert):
    async def go() -> tuple[list[P.Message], list[P.Refusal]]:
        r = Run(Table(new("smashup", 3, 2)), cert)
        inv = await r.start()
        _, seat = await seated_raw(inv, "Flaky")
        watcher, _ = await seated_raw(inv, "Ann")
        seen: list[P.Message] = []
        watching = asyncio.create_task(listen(watcher, seen))
        await asyncio.sleep(1.5)
        seen.clear()
        token = r.host.table.seats[seat].token
        refusals: list[P.Refusal] = []
        for _ in range(20):  # 20 reconnections in two seconds
            link = await Link.open(inv)
            link.send(P.Resume(P.PROTOCOL, P.VERSION, inv.code, token))
            msg = await link.receive()
            if isinstance(msg, P.Refusal):
                refusals.append(msg)
            link.close()
            await asyncio.sleep(0.1)
        await asyncio.sleep(1.5)
        watching.cancel()
        watcher.close()
        await r.host.stop()
        return seen, refusals

    seen, refusals = run(go())
    assert refusals and all(m.code == R.TOO_OFTEN for m in refusals)
    states = [m for m in seen if isinstance(m, P.State)]
    assert len(states) <= 5, f"the other seat was redrawn {len(states)} times"


def test_a_resume_the_door_turned_away_after_reading_it_costs_the_seat_nothing(cert, monkeypatch):
    """A crowded door can turn a connection away between its hello's arrival and the host's
    reading it: that connection gets no seat, and its seat's allowance of reconnections is untouched
    (CI saw a seated player refused as "too often" after the flood had reset its lines)."""
    real_read = host_module.Connection.read

    async def read_then_crowded(conn: host_module.Connection, idle: float | None) -> P.Message:
        msg = await real_read(conn, idle)
        if isinstance(msg, P.Resume):
            for s in list(conn.host.door.waiting):
                conn.host.door._evict([s])
        return msg

    async def go() -> tuple[list[str], P.Message]:
        r = Run(Table(new("smashup", 3, 2)), cert)
        inv = await r.start()
        link, seat = await seated_raw(inv, "Ann")
        link.close()
        token = r.host.table.seats[seat].token
        with monkeypatch.context() as m:
            m.setattr(host_module.Connection, "read", read_then_crowded)
            for _ in range(host_module.REJOIN_BURST + 2):
                turned = await Link.open(inv)
                turned.send(P.Resume(P.PROTOCOL, P.VERSION, inv.code, token))
                with pytest.raises(ConnectionError):
                    await asyncio.wait_for(turned.receive(), 10)
                turned.close()
        back = await Link.open(inv)
        back.send(P.Resume(P.PROTOCOL, P.VERSION, inv.code, token))
        msg = await back.receive()
        back.close()
        await r.host.stop()
        return r.lines, msg

    lines, msg = run(go())
    assert isinstance(msg, P.Welcome) and msg.seat == 0, msg
    assert lines.count("REJOIN seat 0 Ann") == 1


def test_a_crowded_door_is_tried_again_after_a_pause_that_grows(cert, monkeypatch):
    """A host that says it is busy twice (an older host's door): the join waits and
    tries again, and sits down; a refusal that means no (a wrong code) ends it at once."""
    from rules.net import client
    from rules.net.host import Host
    from rules.net.table import Refused

    monkeypatch.setattr(client, "BUSY_FIRST_PAUSE", 0.05, raising=False)
    admit = Host._admit
    refused: list[float] = []

    def crowded(self: Host, conn, msg) -> None:
        if len(refused) < 2:
            refused.append(time.monotonic())
            raise Refused(R.BUSY)
        admit(self, conn, msg)

    monkeypatch.setattr(Host, "_admit", crowded)

    async def go() -> None:
        r = Run(Table(new("fzzzt", 5, 2)), cert)
        inv = await r.start()
        player = Player(inv, make_view_bot("random", 1), "Patient")
        task = asyncio.create_task(player.play())
        await until(lambda: player.seat is not None)
        assert len(refused) == 2 and refused[1] - refused[0] >= 0.05
        wrong = Player(P.Invite(inv.host, inv.port, "x" * 22, inv.fingerprint), make_view_bot("random", 2), "Wrong")
        with pytest.raises(JoinError, match="code"):
            await wrong.play()
        task.cancel()
        await r.host.stop()

    run(go())

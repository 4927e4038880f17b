"""The host's door against a flood, with a real ``serve`` in its own process on loopback: strangers
who never say hello, TLS handshakes left pending, the open-files limit. A seated player always
gets back in; the host's memory stays small and comes back; its log stays one line a problem."""

from __future__ import annotations

import asyncio
import contextlib
import resource
import ssl
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules.net import protocol as P
from rules.net.client import JoinError, Link
from rules.net.door import Door, DoorLimits

LOOPBACK = "127.0.0.1"


@contextlib.contextmanager
def serving(tmp_path: Path, *extra: str, limit_files: int | None = None) -> Iterator[tuple[subprocess.Popen, P.Invite]]:
    def limited() -> None:
        if limit_files is not None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (limit_files, limit_files))

    # The host's log goes to a file: a flood's log lines in a pipe nobody reads would fill it and
    # block the host on its next line (it could then never stop).
    log = (tmp_path / "host.log").open("w")
    host = subprocess.Popen([sys.executable, "-m", "rules", "serve", "--game", "fzzzt", "--bind", LOOPBACK,
                             "--port", "0", "--cert", str(tmp_path / "c.pem"), "--autosave",
                             str(tmp_path / "t.json"), *extra],
                            stdout=subprocess.PIPE, stderr=log, text=True, preexec_fn=limited)
    try:
        line = host.stdout.readline().split()
        assert line and line[0] == "INVITE", (tmp_path / "host.log").read_text()
        yield host, P.parse_invite(line[1])
    finally:
        host.terminate()
        try:
            host.wait(30)
        except subprocess.TimeoutExpired:
            host.kill()  # a host that can't stop fails the test, and leaves nothing running
            host.wait(10)
            raise
        finally:
            log.close()


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


async def seat(inv: P.Invite, name: str) -> str:
    """Sits down and leaves at once: the seat's token."""
    link = await Link.open(inv)
    link.send(P.Hello(P.PROTOCOL, P.VERSION, inv.code, name))
    welcome = await link.receive()
    link.close()
    return welcome.token


async def hammer(inv: P.Invite, stop: asyncio.Event) -> None:
    """A stranger that connects, finishes its TLS handshake, says nothing, and connects again as
    soon as it is put out (the issue's silent connections that blocked every join)."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.check_hostname, ctx.verify_mode = False, ssl.CERT_NONE
    while not stop.is_set():
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(inv.host, inv.port, ssl=ctx, server_hostname=""), 5)
        except (OSError, ssl.SSLError, TimeoutError):
            await asyncio.sleep(0.01)
            continue
        with contextlib.suppress(Exception):
            await asyncio.wait_for(reader.read(1), 2.0)
        writer.transport.abort()


async def hammering(port: int, seconds: float, strangers: int = 40) -> None:
    stop = asyncio.Event()
    inv = P.Invite(LOOPBACK, port, "", "")
    tasks = [asyncio.create_task(hammer(inv, stop)) for _ in range(strangers)]
    await asyncio.sleep(seconds)
    stop.set()
    await asyncio.gather(*tasks)


async def back_in(inv: P.Invite, token: str) -> Link:
    """The seat taken back with its token; a connection reset on the way is tried again at once."""
    for _ in range(20):
        try:
            link = await Link.open(inv)
        except JoinError:
            continue
        link.send(P.Resume(P.PROTOCOL, P.VERSION, inv.code, token))
        try:
            msg = await asyncio.wait_for(link.receive(), 10)
        except ConnectionError:
            continue
        assert isinstance(msg, P.Welcome) and msg.seat == 0, msg
        return link
    raise AssertionError("never got back in")


def test_a_seated_player_takes_its_seat_back_while_40_strangers_hammer_the_port(tmp_path):
    """The strangers in a process of their own, as they would be on another machine."""
    async def go(inv: P.Invite) -> list[float]:
        token = await seat(inv, "Ann")
        strangers = subprocess.Popen([sys.executable, __file__, str(inv.port), "8"])
        try:
            await asyncio.sleep(1.5)  # the door is full of them
            took: list[float] = []
            for _ in range(3):  # within the seat's allowance of reconnections
                t0 = time.monotonic()
                link = await back_in(inv, token)  # as the client does: a reset line is tried again
                took.append(time.monotonic() - t0)
                link.close()
                await asyncio.sleep(0.5)
            assert strangers.poll() is None  # they were still at it
        finally:
            strangers.wait(30)
        return took

    with serving(tmp_path) as (_host, inv):
        took = asyncio.run(asyncio.wait_for(go(inv), 120))
    assert max(took) < 5


def client_hello() -> bytes:
    """A real TLS ClientHello: the host answers it and then waits for the rest of the handshake."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.check_hostname, ctx.verify_mode = False, ssl.CERT_NONE
    incoming, outgoing = ssl.MemoryBIO(), ssl.MemoryBIO()
    obj = ctx.wrap_bio(incoming, outgoing)
    with contextlib.suppress(ssl.SSLWantReadError):
        obj.do_handshake()
    return outgoing.read()


def test_a_thousand_pending_handshakes_cost_the_host_less_than_100_mb_and_it_comes_back(tmp_path):
    hello = client_hello()

    async def flood(inv: P.Invite, pid: int) -> tuple[float, float, float]:
        before = rss_mb(pid)
        writers = []
        for _ in range(1000):
            with contextlib.suppress(OSError):
                _reader, writer = await asyncio.open_connection(inv.host, inv.port)
                writer.write(hello)
                writers.append(writer)
        await asyncio.sleep(1.0)
        during = rss_mb(pid)
        for w in writers:
            w.transport.abort()
        await asyncio.sleep(6.0)  # past every stranger's deadline
        return before, during, rss_mb(pid)

    with serving(tmp_path) as (host, inv):
        before, during, after = asyncio.run(asyncio.wait_for(flood(inv, host.pid), 120))
    assert during - before < 100, (before, during)
    assert after <= during + 5, (before, during, after)  # the flood's cost stops with it


def test_at_the_open_files_limit_the_host_says_so_in_one_line_and_goes_on(tmp_path):
    async def flood(inv: P.Invite) -> None:
        writers = []
        for _ in range(60):  # more than the host may open: it holds 16 strangers and its own files
            with contextlib.suppress(OSError):
                _reader, writer = await asyncio.open_connection(inv.host, inv.port)
                writers.append(writer)
        await asyncio.sleep(1.5)
        for w in writers:
            w.transport.abort()
        await asyncio.sleep(1.0)
        await seat(inv, "Ann")  # the door works again

    with serving(tmp_path, limit_files=22) as (host, inv):
        asyncio.run(asyncio.wait_for(flood(inv), 60))
        host.terminate()
        host.communicate(timeout=30)
    err = (tmp_path / "host.log").read_text()
    assert "Traceback" not in err
    assert "can't accept a connection now" in err


# --- the door's own rules ---------------------------------------------------------------------------
def test_a_newcomer_is_never_turned_away_the_longest_waiting_stranger_goes():
    door = Door(DoorLimits(per_address=2, most=3))
    out: list[str] = []
    a1 = door.enter("a", lambda: out.append("a1"))
    door.enter("a", lambda: out.append("a2"))
    door.enter("a", lambda: out.append("a3"))  # a1 goes: two at most from one address
    assert out == ["a1"] and a1.gone
    door.enter("b", lambda: out.append("b1"))
    door.enter("c", lambda: out.append("c1"))  # three in all: the crowded address gives way
    assert out == ["a1", "a2"] and len(door.waiting) == 3


def test_a_silent_stranger_goes_before_one_that_has_begun_its_handshake():
    door = Door(DoorLimits(per_address=3, most=3))
    out: list[str] = []
    door.enter("a", lambda: out.append("speaks"), speaks=lambda: True)  # a seated player coming back
    door.enter("a", lambda: out.append("silent"))
    door.enter("a", lambda: out.append("silent too"))
    door.enter("a", lambda: out.append("newcomer"))
    assert out == ["silent"]


@pytest.mark.parametrize("n", [1])
def test_a_stranger_that_leaves_frees_its_place(n):
    door = Door(DoorLimits(per_address=1, most=1))
    s = door.enter("a", lambda: None)
    door.leave(s)
    door.leave(s)  # twice is harmless (it said hello, then its connection closed)
    assert door.waiting == [] and door.turned_away == 0


if __name__ == "__main__":  # the strangers of the hammering test: PORT SECONDS
    asyncio.run(hammering(int(sys.argv[1]), float(sys.argv[2])))

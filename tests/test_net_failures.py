"""When a player can't join: one sentence saying what to check, in the player's language (the host
sends a code, never a sentence); and an invite's addresses tried in order."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import ssl
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from rules.fzzzt.game import new_game as new_fzzzt
from rules.net import protocol as P
from rules.net import refusals as R
from rules.net.client import JoinError, Link, Player, _failure
from rules.net.host import Host
from rules.net.table import Table
from rules.net.viewbot import make_view_bot

LOOPBACK = "127.0.0.1"
CODE, PRINT = "c" * 22, "0" * 64


def free_port() -> int:
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return s.getsockname()[1]


@contextlib.asynccontextmanager
async def table(cert: Path, bind: str = LOOPBACK) -> AsyncIterator[Host]:
    host = Host(Table(new_fzzzt(2, 1)), cert, say=lambda _: None, say_log=lambda _: None)
    await host.start(bind, 0)
    try:
        yield host
    finally:
        await host.stop()


@contextlib.asynccontextmanager
async def listening(answer: bytes | None) -> AsyncIterator[int]:
    """A TCP port that is not a table: it accepts and says nothing (``None``), or says ``answer``
    and hangs up."""
    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if answer is None:
            await asyncio.sleep(30)
        else:
            writer.write(answer)
            await writer.drain()
        writer.close()

    server = await asyncio.start_server(handle, LOOPBACK, 0)
    try:
        yield server.sockets[0].getsockname()[1]
    finally:
        server.close()


async def failure(invite: P.Invite, timeout: float = 10.0) -> JoinError:
    with pytest.raises(JoinError) as e:
        await Link.open(invite, timeout)
    return e.value


def test_no_answer_in_time_says_to_check_the_routers_forwarding_and_the_firewall():
    async def go() -> JoinError:
        async with listening(None) as port:
            return await failure(P.Invite(LOOPBACK, port, CODE, PRINT), timeout=0.5)

    e = asyncio.run(go())
    assert e.code == R.TIMEOUT and e.unreachable
    assert str(e) == (f"No answer from 127.0.0.1 within 0.5 seconds: check that the host's router forwards TCP port "
                      f"{e.fields['port']} to the host's computer and that its firewall allows the app.")


def test_a_closed_port_says_nothing_listens_there():
    port = free_port()
    e = asyncio.run(failure(P.Invite(LOOPBACK, port, CODE, PRINT)))
    assert str(e) == (f"127.0.0.1 answered but nothing listens on port {port}: check that the game is still hosted "
                      "and the invite's port.")


def test_something_else_on_the_port_is_not_a_smash_up_table():
    async def go() -> JoinError:
        async with listening(b"HTTP/1.1 400 Bad Request\r\n\r\n") as port:
            return await failure(P.Invite(LOOPBACK, port, CODE, PRINT))

    e = asyncio.run(go())
    assert e.code == R.NOT_A_TABLE and "is not a Smash Up table: check the invite's port." in str(e)


def test_another_certificate_says_it_is_not_the_invited_table(tmp_path):
    async def go() -> JoinError:
        async with table(tmp_path / "c.pem") as host:
            port = host._server.sockets[0].getsockname()[1]
            return await failure(P.Invite(LOOPBACK, port, host.table.code, PRINT))

    assert str(asyncio.run(go())) == ("The table at 127.0.0.1 is not the one you were invited to (its certificate is "
                                      "not the invite's): ask the host for the invite again.")


def test_another_version_says_both_need_the_same_version_of_the_app(tmp_path):
    async def go() -> P.Message:
        async with table(tmp_path / "c.pem") as host:
            port = host._server.sockets[0].getsockname()[1]
            link = await Link.open(host.invite(LOOPBACK, port))
            link.send(P.Hello(P.PROTOCOL, P.VERSION + 1, host.table.code, "Eve"))
            reply = await link.receive()
            link.close()
            return reply

    reply = asyncio.run(go())
    assert reply == P.Refusal(R.VERSION, {"theirs": str(P.VERSION), "ours": str(P.VERSION + 1)}, closing=True)
    assert R.sentence(reply.code, reply.fields) == (f"The host plays version {P.VERSION} of the network game and this "
                                                    f"app version {P.VERSION + 1}: both of you need the same version "
                                                    "of the app.")


def test_a_name_that_cant_be_found_and_a_network_that_cant_reach_say_what_to_check():
    """(Without asking a name server: the failures Python raises, as the connection would.)"""
    lookup = _failure(socket.gaierror(-2, "Name or service not known"), "tabel.example", 45678, 10)
    route = _failure(OSError(101, "Network is unreachable"), "2001:db8::1", 45678, 10)
    assert str(lookup) == "The address tabel.example can't be found: check the invite, and this computer's connection."
    assert str(route) == ("[2001:db8::1] can't be reached from this network: check this computer's connection to the "
                          "internet.")
    assert _failure(ssl.SSLError(1, "wrong version number"), LOOPBACK, 1, 10).code == R.NOT_A_TABLE


def test_no_sentence_ends_on_a_colon_or_holds_a_python_error():
    for code in R.SENTENCES:
        fields = {name: "x" for name in ("address", "port", "seconds", "theirs", "ours", "name", "seat", "rule")}
        said = R.sentence(code, fields)
        assert said.endswith(".") and "Error" not in said and "errno" not in said.lower(), code


def test_an_unknown_code_from_a_later_host_gets_a_sentence_not_the_code():
    assert R.sentence("cosmic_rays", {}) == R.SENTENCES[R.PROTOCOL]
    assert R.sentence(R.TIMEOUT, {}) == R.SENTENCES[R.PROTOCOL]  # its fields missing


# --- an invite's addresses ------------------------------------------------------------------------
def test_an_invite_of_one_address_reads_as_before_and_one_of_several_keeps_their_order():
    old = P.parse_invite(f"smashup://192.168.1.5:45678/{CODE}/{PRINT}")
    assert old.addresses == (("192.168.1.5", 45678),) and str(old) == f"smashup://192.168.1.5:45678/{CODE}/{PRINT}"
    many = old.at([("203.0.113.7", 45000), ("2001:db8::5", 45678), ("192.168.1.5", 45678), ("203.0.113.7", 45000)])
    assert str(many) == f"smashup://203.0.113.7:45000,[2001:db8::5]:45678,192.168.1.5:45678/{CODE}/{PRINT}"
    assert P.parse_invite(str(many)) == many


def test_join_tries_the_invites_addresses_in_order_and_says_which_one_worked(tmp_path):
    async def go() -> tuple[list[tuple[str, int]], int]:
        async with table(tmp_path / "c.pem") as host:
            port = host._server.sockets[0].getsockname()[1]
            closed = free_port()
            invite = host.invite(LOOPBACK, port).at([(LOOPBACK, closed), ("127.0.0.1", port)])
            reached: list[tuple[str, int]] = []
            player = Player(invite, make_view_bot("random", 1), "Eve", reached=reached.append)
            task = asyncio.create_task(player.play())
            for _ in range(200):
                if host.table.seats[0] is not None:
                    break
                await asyncio.sleep(0.02)
            task.cancel()
            return reached, port

    reached, port = asyncio.run(go())
    assert reached == [(LOOPBACK, port)]


def test_when_every_address_fails_the_one_that_got_furthest_is_told(tmp_path):
    async def go() -> JoinError:
        async with table(tmp_path / "c.pem") as host:
            port = host._server.sockets[0].getsockname()[1]
            invite = P.Invite(LOOPBACK, free_port(), host.table.code, PRINT, ((LOOPBACK, port),))
            return await failure(invite)

    assert asyncio.run(go()).code == R.CERTIFICATE

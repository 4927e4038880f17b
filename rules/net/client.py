"""The headless client: joins a table by its invite and plays its seat from what it is sent.

The host's certificate must have the invite's fingerprint (checked before anything is sent).
A dropped connection is taken up again with the seat's token for ``reconnect_seconds``.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import ssl
from collections.abc import Callable, Mapping

from attrs import define

from rules.fzzzt.view import FSeatView
from rules.net import protocol as P
from rules.net import refusals as R
from rules.net.table import Table
from rules.net.tls import client_context, pinned
from rules.net.viewbot import ViewBot
from rules.view import SeatView

RETRY_SECONDS = 0.3
MIN_SECONDS_EACH = 4.0  # an invite's address given less is often a slow network, not a wrong address
# Refusals that say "not now" (a crowded door, a seat reconnecting too fast): tried again after a
# pause that doubles each time, for BUSY_SECONDS in all.
BUSY_REFUSALS = (R.BUSY, R.TOO_OFTEN)
BUSY_FIRST_PAUSE, BUSY_LAST_PAUSE, BUSY_SECONDS = 0.25, 8.0, 60.0


class JoinError(R.Problem):
    """Can't join (refused, unreachable, not the invited table): a code and its fields, worded for
    people by rules/net/refusals.py (``str()``: English). ``unreachable``: no address of the invite
    answered as the table; ``refusal``: the host's code, when it refused us."""

    def __init__(self, code: str, fields: Mapping[str, object] | None = None, *, unreachable: bool = False,
                 refusal: str | None = None) -> None:
        super().__init__(code, **(fields or {}))
        self.unreachable, self.refusal = unreachable, refusal


# The failure told when every address failed: the one that got furthest (a table that answered with
# another certificate says more than a timeout at another address).
_TOLD_FIRST = (R.CERTIFICATE, R.NOT_A_TABLE, R.PORT_CLOSED, R.TIMEOUT, R.NO_ROUTE, R.NO_ADDRESS)


def shown(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def _failure(e: BaseException, host: str, port: int, seconds: float) -> JoinError:
    where: dict[str, object] = {"address": shown(host), "port": port}
    if isinstance(e, TimeoutError):
        return JoinError(R.TIMEOUT, {**where, "seconds": f"{seconds:g}"}, unreachable=True)
    if isinstance(e, ConnectionRefusedError):
        return JoinError(R.PORT_CLOSED, where, unreachable=True)
    if isinstance(e, socket.gaierror):
        return JoinError(R.NO_ADDRESS, where, unreachable=True)
    if isinstance(e, ssl.SSLError | ConnectionResetError | asyncio.IncompleteReadError):
        return JoinError(R.NOT_A_TABLE, where, unreachable=True)
    return JoinError(R.NO_ROUTE, where, unreachable=True)


@define
class Result:
    seat: int
    vp: list[int]  # FZZZT!: the scores
    winner: int | None
    game_over: bool


class Link:
    """One TLS connection to the host, its certificate checked against the invite; ``address``:
    the invite's address that answered."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, address: tuple[str, int]) -> None:
        self.reader, self.writer, self.address = reader, writer, address

    @classmethod
    async def open(cls, invite: P.Invite, timeout: float = 10.0) -> Link:
        """The first of the invite's addresses, in order, that answers as the invited table."""
        each = timeout if len(invite.addresses) == 1 else max(MIN_SECONDS_EACH, timeout / len(invite.addresses))
        failures = []
        for host, port in invite.addresses:
            try:
                return await cls._open_one(invite, host, port, each)
            except JoinError as e:
                failures.append(e)
        raise min(failures, key=lambda e: _TOLD_FIRST.index(e.code))

    @classmethod
    async def _open_one(cls, invite: P.Invite, host: str, port: int, timeout: float) -> Link:
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(host, port, ssl=client_context(), server_hostname=""), timeout)
        except (OSError, ssl.SSLError, TimeoutError, asyncio.IncompleteReadError) as e:
            raise _failure(e, host, port, timeout) from None
        if not pinned(writer.get_extra_info("ssl_object"), invite.fingerprint):
            writer.transport.abort()
            raise JoinError(R.CERTIFICATE, {"address": shown(host)})
        return cls(reader, writer, (host, port))

    def send(self, msg: P.Message) -> None:
        self.writer.write(P.encode(msg))

    async def receive(self) -> P.Message:
        """The next message; ConnectionError when the connection ends."""
        try:
            header = await self.reader.readexactly(P.HEADER)
            body = await self.reader.readexactly(P.frame_length(header, P.MAX_FROM_HOST))
        except (asyncio.IncompleteReadError, ssl.SSLError, OSError) as e:
            raise ConnectionError("the connection ended") from e
        except P.ProtocolError:
            raise JoinError(R.UNREADABLE) from None
        try:
            return P.decode(body, P.FROM_HOST)
        except P.ProtocolError:
            raise JoinError(R.UNREADABLE) from None

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.writer.close()


class Player:
    """Plays one seat with ``bot``; ``seen`` gets every message received (tests scan them)."""

    leave_at_end = True  # join leaves when the game ends; a person's seat (remote.Session) stays for a rematch

    def __init__(self, invite: P.Invite, bot: ViewBot, name: str, token: str | None = None,
                 seen: Callable[[P.Message], None] | None = None, reconnect_seconds: float = 30.0,
                 reached: Callable[[tuple[str, int]], None] | None = None,
                 seated: Callable[[int, str], None] | None = None) -> None:
        """``reached``: told the invite's address that answered, at each connection; ``seated``: told
        the seat and its token as soon as the host gives them (to keep the token)."""
        self.invite, self.bot, self.name, self.token = invite, bot, name, token
        self.seen = seen or (lambda _msg: None)
        self.reached = reached or (lambda _address: None)
        self.address: tuple[str, int] | None = None
        self.seated = seated or (lambda _seat, _token: None)
        self.reconnect_seconds = reconnect_seconds
        self.seat: int | None = None
        self.state: P.State | None = None
        self.link: Link | None = None
        self.refusals: list[str] = []
        self._answered: tuple[int, str] | None = None  # the last decision answered, and how

    async def play(self) -> Result:
        loop = asyncio.get_running_loop()
        pause, give_up = BUSY_FIRST_PAUSE, loop.time() + BUSY_SECONDS
        while True:
            try:
                self.link = await self._connect()
                result = await self._session(self.link)
            except ConnectionError:
                if self.token is None:
                    raise JoinError(R.LOST) from None
                continue
            except JoinError as e:
                if not busy(e) or loop.time() + pause > give_up:
                    raise
                await asyncio.sleep(pause)
                pause = min(BUSY_LAST_PAUSE, 2 * pause)
                continue
            finally:
                if self.link is not None:
                    self.link.close()
            return result

    async def _connect(self) -> Link:
        """A link, retried while a seated player's host is away (restarting, or a network drop)."""
        deadline = asyncio.get_running_loop().time() + (self.reconnect_seconds if self.token else 0)
        while True:
            try:
                link = await Link.open(self.invite)
            except JoinError:
                if asyncio.get_running_loop().time() >= deadline:
                    raise
                await asyncio.sleep(RETRY_SECONDS)
                continue
            self.address = link.address
            self.reached(link.address)
            if self.token is None:
                link.send(P.Hello(P.PROTOCOL, P.VERSION, self.invite.code, self.name))
            else:
                link.send(P.Resume(P.PROTOCOL, P.VERSION, self.invite.code, self.token))
            return link

    async def _session(self, link: Link) -> Result:
        while True:
            msg = await link.receive()
            self.seen(msg)
            if isinstance(msg, P.Welcome):
                self.seat, self.token = msg.seat, msg.token
                self.seated(msg.seat, msg.token)
            elif isinstance(msg, P.Refusal):
                if msg.closing:
                    raise JoinError(msg.code, msg.fields, refusal=msg.code)
                self.refusals.append(msg.code)
            elif isinstance(msg, P.State):
                self.state = msg
                if msg.over and self.leave_at_end:
                    link.send(P.Leave())
                    return self.result()
            elif isinstance(msg, P.Decide) and self.state is not None and msg.step == self.state.step:
                self.decide(link, msg)

    def decide(self, link: Link, d: P.Decide) -> None:
        link.send(P.Act(d.step, self._answer(d)))

    def _answer(self, d: P.Decide) -> str:
        """The bot's answer; the same one again when a decision is asked again (the answer was
        lost with a connection or a host that restarted), so the game goes on as it would have."""
        if self._answered is None or self._answered[0] != d.step or self._answered[1] not in d.options:
            self._answered = (d.step, self.bot.decide(self.view, d))
        return self._answered[1]

    @property
    def view(self) -> SeatView | FSeatView:
        return self.state.smashup or self.state.fzzzt

    def result(self) -> Result:
        v = self.view
        if isinstance(v, FSeatView):
            winner = v.winners[0] if len(v.winners) == 1 else None
            return Result(v.me, list(v.scores or ()), winner, self.state.over)
        return Result(v.me, [p.vp for p in v.players], v.winner, self.state.over)


def busy(e: JoinError) -> bool:
    """A refusal that says "not now", not "no"."""
    return e.refusal in BUSY_REFUSALS


def play_locally(table: Table, bots: list[ViewBot]) -> None:
    """The same game on one machine: each seat's bot decides from exactly what a joined seat is
    sent (for checking that the network changes nothing)."""
    while (d := table.game.pending) is not None:
        state, decide = table.state_for(d.player)
        view = state.smashup or state.fzzzt
        table.act(d.player, P.Act(table.step, bots[d.player].decide(view, decide)))

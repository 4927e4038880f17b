"""The headless client: joins a table by its invite and plays its seat from what it is sent.

The host's certificate must have the invite's fingerprint (checked before anything is sent).
A dropped connection is taken up again with the seat's token for ``reconnect_seconds``.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
from collections.abc import Callable

from attrs import define

from rules.fzzzt.view import FSeatView
from rules.net import protocol as P
from rules.net.table import Table
from rules.net.tls import client_context, pinned
from rules.net.viewbot import ViewBot
from rules.view import SeatView

RETRY_SECONDS = 0.3
# Refusals that say "not now" (a crowded door, a seat reconnecting too fast): tried again after a
# pause that doubles each time, for BUSY_SECONDS in all.
BUSY_REFUSALS = ("too many connections", "reconnecting too often")
BUSY_FIRST_PAUSE, BUSY_LAST_PAUSE, BUSY_SECONDS = 0.25, 8.0, 60.0


class JoinError(Exception):
    """Can't join (bad invite, refused, unreachable): one line for people. ``unreachable``: the host
    can't be reached; ``refusal``: the host's reason, when it refused us."""

    def __init__(self, line: str, unreachable: bool = False, refusal: str | None = None) -> None:
        super().__init__(line)
        self.unreachable, self.refusal = unreachable, refusal


@define
class Result:
    seat: int
    vp: list[int]  # FZZZT!: the scores
    winner: int | None
    game_over: bool


class Link:
    """One TLS connection to the host, its certificate checked against the invite."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer

    @classmethod
    async def open(cls, invite: P.Invite, timeout: float = 10.0) -> Link:
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(invite.host, invite.port, ssl=client_context(), server_hostname=""), timeout)
        except (OSError, ssl.SSLError, TimeoutError) as e:
            raise JoinError(f"can't reach {invite.host}:{invite.port}: {getattr(e, 'strerror', None) or e}",
                            unreachable=True) from None
        if not pinned(writer.get_extra_info("ssl_object"), invite.fingerprint):
            writer.transport.abort()
            raise JoinError("the host's certificate is not the invite's: not the table you were invited to")
        return cls(reader, writer)

    def send(self, msg: P.Message) -> None:
        self.writer.write(P.encode(msg))

    async def receive(self) -> P.Message:
        """The next message; ConnectionError when the connection ends."""
        try:
            header = await self.reader.readexactly(P.HEADER)
            body = await self.reader.readexactly(P.frame_length(header, P.MAX_FROM_HOST))
        except (asyncio.IncompleteReadError, ssl.SSLError, OSError) as e:
            raise ConnectionError("the connection ended") from e
        except P.ProtocolError as e:
            raise JoinError(f"the host sent what this client can't read: {e}") from None
        try:
            return P.decode(body, P.FROM_HOST)
        except P.ProtocolError as e:
            raise JoinError(f"the host sent what this client can't read: {e}") from None

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.writer.close()


class Player:
    """Plays one seat with ``bot``; ``seen`` gets every message received (tests scan them)."""

    def __init__(self, invite: P.Invite, bot: ViewBot, name: str, token: str | None = None,
                 seen: Callable[[P.Message], None] | None = None, reconnect_seconds: float = 30.0,
                 seated: Callable[[int, str], None] | None = None) -> None:
        """``seated``: told the seat and its token as soon as the host gives them (to keep the token)."""
        self.invite, self.bot, self.name, self.token = invite, bot, name, token
        self.seen = seen or (lambda _msg: None)
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
                    raise JoinError("the host closed the connection before seating us") from None
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
                    raise JoinError(f"refused: {msg.reason}", refusal=msg.reason)
                self.refusals.append(msg.reason)
            elif isinstance(msg, P.State):
                self.state = msg
                if msg.over:
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
    return e.refusal is not None and any(e.refusal.startswith(b) for b in BUSY_REFUSALS)


def play_locally(table: Table, bots: list[ViewBot]) -> None:
    """The same game on one machine: each seat's bot decides from exactly what a joined seat is
    sent (for checking that the network changes nothing)."""
    while (d := table.game.pending) is not None:
        state, decide = table.state_for(d.player)
        view = state.smashup or state.fzzzt
        table.act(d.player, P.Act(table.step, bots[d.player].decide(view, decide)))

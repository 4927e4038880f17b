"""The host's server: TLS over asyncio, one table, each connection one seat.

Every connection is held to limits so that no client can stall or crash the host: until it says
hello it is a stranger at the door (rules/net/door.py: a short deadline, handshake included, and
room made for newcomers); a frame, once begun, must arrive whole within ``frame_seconds``
(a frame trickled byte by byte is dropped); a frame is at most ``max_frame`` bytes, read after
its length is checked (a 100 MB header costs nothing); messages beyond ``rate`` a second on
average (``burst`` at once), beyond one answer to each decision asked, close the connection; a client that leaves more than
``unread_bytes`` unread is dropped instead of buffered for. Each closing is logged with its
reason, and the table goes on for the others.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import ssl
import time
from collections.abc import Callable
from pathlib import Path

from attrs import define

from rules.games import kind_of
from rules.net import protocol as P
from rules.net import refusals as R
from rules.net.door import Door, DoorLimits, Stranger, has_bytes
from rules.net.reach import dual_stack_socket
from rules.net.table import Refused, Table
from rules.net.timer import TurnTimer
from rules.net.tls import certificate_fingerprint, server_context
from rules.protocol import TurnGame

# A seat may come back REJOIN_BURST times at once, then once every 1/REJOIN_RATE seconds; the
# others hear of seats leaving and coming back at most once every SEAT_NEWS_SECONDS.
REJOIN_RATE, REJOIN_BURST = 0.5, 4
SEAT_NEWS_SECONDS = 1.0
LISTEN_SECONDS = 0.02  # how often a silent stranger is looked at for its first bytes


@define
class Limits:
    frame_seconds: float = 10.0
    rate: float = 20.0
    burst: int = 40
    unread_bytes: int = 2 * 1024 * 1024
    max_frame: int = P.MAX_FROM_CLIENT


def refusal(why: str | Exception, closing: bool = False) -> P.Refusal:
    if isinstance(why, R.Problem):
        return P.Refusal(why.code, why.fields, closing)
    return P.Refusal(R.PROTOCOL, {}, closing)


class Closed(Exception):
    """The connection is closed (by us, with a reason already logged, or by the peer)."""


class Doorstep(asyncio.StreamReaderProtocol):
    """A connection just accepted, not read from: its first byte is the TLS handshake's."""

    def __init__(self, host: Host) -> None:
        self.reader = asyncio.StreamReader()  # the protocol holds it weakly
        super().__init__(self.reader)
        self.host = host

    def connection_made(self, transport: asyncio.BaseTransport) -> None:  # the TCP connection
        transport.pause_reading()  # type: ignore[attr-defined]  # start_tls reads it
        self.host.arrived(self, transport)  # type: ignore[arg-type]

    def secured(self, tls: asyncio.Transport) -> asyncio.StreamWriter:
        """The stream over the TLS connection, once its handshake is done."""
        super().connection_made(tls)
        return asyncio.StreamWriter(tls, self, self.reader, asyncio.get_running_loop())


class Connection:
    def __init__(self, host: Host, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.host, self.reader, self.writer = host, reader, writer
        self.seat: int | None = None
        self.closed = False
        peer = writer.get_extra_info("peername")
        self.peer = f"{peer[0]}:{peer[1]}" if isinstance(peer, tuple) else "?"
        self._tokens, self._stamp = float(host.limits.burst), time.monotonic()

    def send(self, *msgs: P.Message) -> None:
        """``msgs`` in one write (a state and its decision make one TLS record, not two)."""
        if self.closed:
            return
        self.writer.write(b"".join(P.encode(m) for m in msgs))
        if any(isinstance(m, P.Decide) for m in msgs):  # an answer asked for is never a flood
            self._tokens = min(self.host.limits.burst, self._tokens + 1)
        if self.writer.transport.get_write_buffer_size() > self.host.limits.unread_bytes:
            self.close("not reading: too much left unread", tell=False)

    def close(self, reason: str | Exception, tell: bool = True) -> None:
        """``reason``: a Problem is told as its code (a protocol error, as PROTOCOL: its English
        details are for the log only)."""
        if self.closed:
            return
        if tell:
            with contextlib.suppress(Exception):
                self.writer.write(P.encode(refusal(reason, closing=True)))
        self.closed = True
        who = self.peer if self.seat is None else f"seat {self.seat} ({self.peer})"
        self.host.say_log(f"closed {who}: {reason}")
        # abort, not close: a peer that never reads would hold a graceful close open for ever
        (self.writer.transport.close if tell else self.writer.transport.abort)()

    async def read(self, idle: float | None) -> P.Message:
        """The next message; ``idle``: how long to wait for its first byte (None: as long as it takes)."""
        lim = self.host.limits
        try:
            first = await asyncio.wait_for(self.reader.readexactly(1), idle)
            body = await asyncio.wait_for(self._rest(first), lim.frame_seconds)
        except TimeoutError:
            raise P.ProtocolError("too slow: a message did not arrive in time") from None
        except (asyncio.IncompleteReadError, ConnectionError, ssl.SSLError, OSError):
            raise Closed from None
        self._count()
        return P.decode(body, P.FROM_CLIENT)

    async def _rest(self, first: bytes) -> bytes:
        header = first + await self.reader.readexactly(P.HEADER - 1)
        return await self.reader.readexactly(P.frame_length(header, self.host.limits.max_frame))

    def _count(self) -> None:
        """A token bucket: ``rate`` messages a second, ``burst`` at once."""
        lim = self.host.limits
        now = time.monotonic()
        self._tokens = min(lim.burst, self._tokens + (now - self._stamp) * lim.rate)
        self._stamp = now
        if self._tokens < 1:
            raise P.ProtocolError(f"flooding: more than {lim.rate:g} messages a second")
        self._tokens -= 1


class Host:
    """Serves ``table``; ``say`` gets the lines ``serve`` prints (joins, leaves, the end),
    ``say_log`` the reasons connections were closed."""

    def __init__(self, table: Table, cert: Path, autosave: Path | None = None,
                 say: Callable[[str], None] = print, say_log: Callable[[str], None] = print,
                 limits: Limits | None = None, drop_bot: float | None = None, door: DoorLimits | None = None,
                 turn_timer: float | None = None) -> None:
        """``turn_timer``: seconds a person's seat has for each decision (None: no timer)."""
        self.table, self.cert, self.autosave = table, cert, autosave
        self.say, self.say_log = say, say_log
        self.limits = limits or Limits()
        self.door = Door(door)
        self.drop_bot = drop_bot
        self.fingerprint = ""
        self.seated: dict[int, Connection] = {}
        self.ended = asyncio.Event()
        self._server: asyncio.Server | None = None
        self._ctx: ssl.SSLContext | None = None
        self._greetings: set[asyncio.Task[None]] = set()
        self.timer = TurnTimer(turn_timer)
        self._rejoins: dict[int, Bucket] = {}
        self._seat_news: asyncio.TimerHandle | None = None
        self._stopped = False

    @property
    def turn_timer(self) -> float | None:
        """Seconds a person's seat has for each decision; None: no timer (the app's host dialog
        sets it, ``serve --turn-timer`` too). A change applies from the next decision."""
        return self.timer.seconds

    @turn_timer.setter
    def turn_timer(self, seconds: float | None) -> None:
        self.timer.seconds = seconds or None

    async def start(self, bind: str, port: int) -> int:
        """Listens; the port (``port`` 0 picks a free one). OSError when it can't bind."""
        self._ctx = server_context(self.cert)
        self.fingerprint = certificate_fingerprint(self.cert)
        loop = asyncio.get_running_loop()
        quiet_at_the_fd_limit(loop, self.say_log)
        # TLS begins after the door has made room (start_tls), so that a pending handshake is a
        # stranger too, counted and capped, not a buffer the server holds before we hear of it.
        # Every address ("" or "::"): one socket for IPv6 and IPv4 alike (rules/net/reach.py).
        where = {"sock": dual_stack_socket(port)} if bind in ("", "::") else {"host": bind, "port": port}
        self._server = await loop.create_server(lambda: Doorstep(self), **where)
        if self.table.over:
            self.ended.set()
        if self.autosave is not None:
            self.table.save(self.autosave)  # the whole table once: the journal follows from it
        return self._server.sockets[0].getsockname()[1]

    def invite(self, address: str, port: int, more: tuple[tuple[str, int], ...] = ()) -> P.Invite:
        return P.Invite(address, port, self.table.code, self.fingerprint, more)

    async def stop(self) -> None:
        self._stopped = True  # nothing runs on a stopped host's table (a timer, news of seats)
        if self._server is not None:
            self._server.close()
        for task in list(self._greetings):
            task.cancel()
        self.timer.cancel()
        if self._seat_news is not None:
            self._seat_news.cancel()
        for conn in list(self.seated.values()):
            conn.close("the host is closing", tell=False)
        if self._server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2)

    # --- one connection ---------------------------------------------------------------------------
    def arrived(self, proto: Doorstep, transport: asyncio.Transport) -> None:
        peer = transport.get_extra_info("peername")
        fd = transport.get_extra_info("socket").fileno()
        stranger = self.door.enter(peer[0] if isinstance(peer, tuple) else "?", transport.abort,
                                   lambda: not transport.is_closing() and has_bytes(fd))
        task = asyncio.ensure_future(self._greet(proto, transport, stranger))
        # Turned away: its handshake's buffers go with it, now, not at its deadline.

        def turn_away() -> None:
            task.cancel()
            transport.abort()

        stranger.turn_away = turn_away
        self._greetings.add(task)
        task.add_done_callback(self._greetings.discard)

    async def _greet(self, proto: Doorstep, raw: asyncio.Transport, stranger: Stranger) -> None:
        """The handshake and the hello, within the stranger's time; then the seat's whole stay."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.door.limits.stranger_seconds
        fd = raw.get_extra_info("socket").fileno()
        try:
            while not has_bytes(fd):  # no TLS buffers for a connection that says nothing
                if raw.is_closing() or loop.time() > deadline:
                    raise TimeoutError
                await asyncio.sleep(LISTEN_SECONDS)
            stranger.heard = True
            tls = await asyncio.wait_for(loop.start_tls(raw, proto, self._ctx, server_side=True,
                                                        ssl_handshake_timeout=self.door.limits.stranger_seconds),
                                         max(0.01, deadline - loop.time()))
        except (Exception, asyncio.CancelledError):  # turned away, a failed or slow handshake: nothing to tell
            self.door.leave(stranger)
            raw.abort()
            return
        stranger.turn_away = tls.abort
        conn = Connection(self, proto.reader, proto.secured(tls))
        try:
            try:
                msg = await conn.read(max(0.0, deadline - loop.time()))
            finally:
                self.door.leave(stranger)
            if tls.is_closing():  # turned away with its hello read: no seat and no charge for it
                raise Closed
            self._admit(conn, msg)
            await self._serve(conn)
        except (Refused, P.ProtocolError) as e:
            conn.close(e)
        except Closed:
            conn.close("connection lost", tell=False)
        finally:
            self._gone(conn)

    def _admit(self, conn: Connection, msg: P.Message) -> None:
        t = self.table
        if isinstance(msg, P.Hello):
            seat, token = t.join(msg)
        elif isinstance(msg, P.Resume):
            seat, token = t.resume(msg), None
            if not self._rejoins.setdefault(seat, Bucket(REJOIN_RATE, REJOIN_BURST)).take():
                raise Refused(R.TOO_OFTEN)
        else:
            raise P.ProtocolError("say hello first")
        old = self.seated.get(seat)
        if old is not None:
            old.close(R.Problem(R.TAKEN_BACK))
        conn.seat = seat
        self.seated[seat] = conn
        t.connected[seat] = True
        bot_stood_up = t.take_back(seat)
        t.rewind(seat)
        if (token is not None or bot_stood_up) and self.autosave is not None:
            t.save(self.autosave)  # a new seat and its token, a seat's bot: the journal holds actions only
        conn.send(P.Welcome(seat, token or t.seats[seat].token, t.kind, t.players))
        self.say(f"{'JOIN' if token else 'REJOIN'} seat {seat} {t.name(seat)}")
        if token is None and not bot_stood_up:  # nothing changed but a connection: the others hear later
            self._send(seat, conn)
            self._tell_seats_soon()
        else:
            self._changed()

    async def _serve(self, conn: Connection) -> None:
        while not conn.closed:
            msg = await conn.read(None)
            if isinstance(msg, P.Act):
                try:
                    self.table.act(conn.seat, msg)
                except Refused as e:
                    conn.send(refusal(e))
                    continue
                self._changed()
            elif isinstance(msg, P.Sit):
                try:
                    self._move(conn, msg.seat)
                except Refused as e:
                    conn.send(refusal(e))
            elif isinstance(msg, P.Say):
                for other in list(self.seated.values()):
                    other.send(P.ChatLine(conn.seat, self.table.name(conn.seat), msg.text))
            elif isinstance(msg, P.Leave):
                conn.close("left the table", tell=False)
            else:
                raise P.ProtocolError("already seated")

    def _move(self, conn: Connection, to: int) -> None:
        """A player changes seats while the table waits for its players."""
        t, seat = self.table, conn.seat
        t.sit(seat, to)
        del self.seated[seat]
        self.seated[to], conn.seat = conn, to
        t.rewind(to)
        conn.send(P.Welcome(to, t.seats[to].token, t.kind, t.players))
        self.say(f"SIT seat {to} {t.name(to)}")
        self._changed()

    def start_game(self, level: str, name: Callable[[int], str]) -> None:
        """The host starts the game: its bots take the empty seats and the first decision is asked."""
        self.table.start(level, name)
        if self.autosave is not None:
            self.table.save(self.autosave)
        self._changed()

    def rematch(self, game: TurnGame) -> None:
        """Another game at the same table: every seated player is welcomed to it again (same seat,
        same token) and sent its first state."""
        t = self.table
        t.rematch(game)
        self.ended.clear()
        for seat, conn in list(self.seated.items()):
            conn.send(P.Welcome(seat, t.seats[seat].token, t.kind, t.players))
        if self.autosave is not None:
            t.save(self.autosave)
        self.say("REMATCH")
        self._changed()

    def _gone(self, conn: Connection) -> None:
        seat = conn.seat
        if seat is None or self.seated.get(seat) is not conn:
            return
        del self.seated[seat]
        self.table.connected[seat] = False
        self.say(f"LEAVE seat {seat} {self.table.name(seat)}")
        if self.drop_bot is not None and not self.table.over:
            asyncio.get_running_loop().call_later(self.drop_bot, self.bot_sits, seat)
        self._tell_seats_soon()  # a line that drops and comes back redraws nobody else

    def _tell_seats_soon(self) -> None:
        """The others learn who is connected at most once every SEAT_NEWS_SECONDS."""
        if self._seat_news is None and not self._stopped:
            self._seat_news = asyncio.get_running_loop().call_later(SEAT_NEWS_SECONDS, self._seats_news)

    def _seats_news(self) -> None:
        self._seat_news = None
        self._changed()

    # --- the host's hand: a turn timer, removing a player ---------------------------------------
    def _follow_timer(self) -> None:
        t = self.table
        d = t.game.pending
        self.timer.follow(t.step if d is not None and d.player not in t.bots else None, self._timed_out)

    def _timed_out(self, step: int) -> None:
        t = self.table
        d = t.game.pending
        if self._stopped or t.step != step or d is None or d.player in t.bots:
            return
        t.play_once(d.player)
        self.say_log(f"turn timer: the host's bot made a decision for seat {d.player} ({t.name(d.player)})")
        self._changed()

    def remove(self, seat: int, bot: str | None = None, bot_name: str | None = None) -> None:
        """The host removes ``seat``'s player: its connection closed, its token revoked; the seat
        is free for the invite, or ``bot`` plays it (named ``bot_name``)."""
        name = self.table.name(seat)
        conn = self.seated.pop(seat, None)
        if conn is not None:
            conn.close(R.Problem(R.REMOVED))
        self.table.remove(seat, bot, bot_name)
        if self.autosave is not None:
            self.table.save(self.autosave)  # the revoked token must not come back with a restart
        self.say(f"LEAVE seat {seat} {name}")
        self._changed()

    def bot_sits(self, seat: int, level: str = "greedy") -> None:
        """The host's bot plays ``seat`` while its player is away (given back when they return)."""
        if self.table.connected[seat] or self.table.over or seat in self.table.bots:
            return
        self.table.hand_to_bot(seat, level)
        if self.autosave is not None:
            self.table.save(self.autosave)  # a restarted host's bot plays on for them
        self.say(f"BOT seat {seat} plays for {self.table.name(seat)}")
        self._changed()

    # --- after every change -----------------------------------------------------------------------
    def _changed(self) -> None:
        """The host's bots answer, the game is saved, every seat gets its state."""
        t = self.table
        t.run_bots()
        if self.autosave is not None:
            t.autosave(self.autosave)
        seats = t.seat_list()
        for seat, conn in list(self.seated.items()):
            self._send(seat, conn, seats)
        self._follow_timer()
        if t.over and not self.ended.is_set():
            self.ended.set()
            self.say(f"END {end_line(t.game)}")


    def _send(self, seat: int, conn: Connection, seats: tuple[P.Seat, ...] | None = None) -> None:
        state, decide = self.table.state_for(seat, seats)
        conn.send(*((state,) if decide is None else (state, decide)))


class Bucket:
    """A token bucket: ``rate`` a second, ``burst`` at once."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.tokens, self.stamp = float(burst), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


def quiet_at_the_fd_limit(loop: asyncio.AbstractEventLoop, say_log: Callable[[str], None]) -> None:
    """At the open-files limit asyncio can't accept and logs a traceback each time; the host says
    it in one line instead (asyncio pauses accepting for a moment by itself)."""
    default = loop.get_exception_handler()

    def handler(lp: asyncio.AbstractEventLoop, context: dict) -> None:
        exc = context.get("exception")
        if isinstance(exc, OSError) and exc.errno in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
            say_log(f"can't accept a connection now: {exc.strerror or exc}")
        elif default is not None:
            default(lp, context)
        else:
            lp.default_exception_handler(context)

    loop.set_exception_handler(handler)


def end_line(game: TurnGame) -> str:
    return kind_of(game).ended(game)

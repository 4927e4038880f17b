"""A host running in a thread of its own, for a program whose main thread is busy elsewhere (the
app's window): its asyncio loop, its table, and a thread-safe way to read who sits where."""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from rules.net import mdns
from rules.net import protocol as P
from rules.net.host import Host
from rules.net.reach import Reach, find_reach
from rules.net.table import Table

START_SECONDS = 20.0


class BackgroundHost:
    def __init__(self, table: Table, cert: Path, autosave: Path | None = None) -> None:
        self.table = table
        self.lines: list[str] = []  # appended in the host's thread; read a copy
        self.loop = asyncio.new_event_loop()
        self.host = Host(table, cert, autosave, say=self.lines.append, say_log=self.lines.append)
        self._thread = threading.Thread(target=self.loop.run_forever, name="smashup-host", daemon=True)
        self._thread.start()
        self.invite: P.Invite | None = None
        self.port = 0
        self.reach: Reach | None = None
        self._finding: Any = None
        self.announcer: mdns.Announcer | None = None

    def call(self, coro: Coroutine[Any, Any, Any], seconds: float = START_SECONDS) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(seconds)

    def start(self, bind: str, port: int, announcing: tuple[Any, list[str]] | None = None,
              gateway: tuple[str, int] | None = None, upnp: bool = True) -> int:
        """Listens (OSError when it can't): the port. Then, without waiting, asks the router to open
        it and finds how the table can be reached: ``reach`` and ``invite`` are None until then (a
        few seconds when no router answers). ``announcing``: the interfaces (None: every one) and
        addresses the table is announced at by mDNS (none: mdns.NotAnnounced), from ``announce``."""
        port = self.port = self.call(self.host.start(bind, port))
        if announcing is not None:
            interfaces, addresses = announcing
            self.announcer = mdns.Announcer(lambda: self._announcement(port), addresses, interfaces)
        self._finding = asyncio.run_coroutine_threadsafe(self._find_reach(bind, port, gateway, upnp), self.loop)
        return port

    def announce(self) -> None:
        """The table announced on the local network, once its first seats are taken (its name is
        the host's)."""
        if self.announcer is not None:
            self.loop.call_soon_threadsafe(self.announcer.start)

    def wait_invite(self, seconds: float = START_SECONDS) -> P.Invite:
        """The invite, once found (for a program with nothing else to do meanwhile)."""
        self._finding.result(seconds)
        return self.invite

    async def _find_reach(self, bind: str, port: int, gateway: tuple[str, int] | None, upnp: bool) -> None:
        reach = await find_reach(bind, port, gateway=gateway, upnp=upnp)
        (first, first_port), *more = reach.addresses
        self.invite = self.host.invite(first, first_port, tuple(more))
        self.reach = reach  # last: a reader that sees the reach sees the invite

    def _announcement(self, port: int) -> mdns.Announcement | None:
        t = self.table
        if t.over:
            return None
        name = (t.seats[0].name if t.seats[0] is not None else "") or socket.gethostname()[: P.NAME_LEN] or "table"
        return mdns.Announcement(P.PROTOCOL, P.VERSION, t.kind, name, port, t.players, t.seats.count(None))

    def start_game(self, level: str, name: Callable[[int], str]) -> None:
        """The host starts: its bots of ``level`` take the empty seats (``name(seat)``)."""
        self.loop.call_soon_threadsafe(self.host.start_game, level, name)

    def rematch(self, game: Any) -> None:
        """Another game at the same table, invite and seats."""
        self.loop.call_soon_threadsafe(self.host.rematch, game)

    def seat_bot(self, seat: int, level: str, name: str) -> None:
        """``seat`` is played by the host's bot (it sees only what that seat may see)."""
        self.loop.call_soon_threadsafe(self.table.seat_bot, seat, level, name)

    def seat_person(self, seat: int, name: str) -> str:
        """``seat`` kept for a person at this computer: the token their window takes it with."""
        return asyncio.run_coroutine_threadsafe(self._reserve(seat, name), self.loop).result(START_SECONDS)

    async def _reserve(self, seat: int, name: str) -> str:
        return self.table.reserve(seat, name)

    def bot_plays_for(self, seat: int) -> None:
        """A disconnected player's seat is played by the host's Normal bot until they come back."""
        self.loop.call_soon_threadsafe(self.host.bot_sits, seat)

    def set_turn_timer(self, seconds: float | None) -> None:
        """Seconds a person's seat has for each decision (None: no timer), from the next decision."""
        self.loop.call_soon_threadsafe(setattr, self.host, "turn_timer", seconds)

    def remove(self, seat: int, bot: str | None = None, bot_name: str | None = None) -> None:
        """The host removes ``seat``'s player (its token revoked): the seat is free, or ``bot`` plays
        it (named ``bot_name``)."""
        self.loop.call_soon_threadsafe(self.host.remove, seat, bot, bot_name)

    def seats(self) -> tuple[P.Seat, ...]:
        return asyncio.run_coroutine_threadsafe(self._seats(), self.loop).result(START_SECONDS)

    async def _seats(self) -> tuple[P.Seat, ...]:
        return self.table.seat_list()

    def stop(self) -> None:
        """Stops hosting: the announcement withdrawn, the router's port closed again."""
        if self.loop.is_running():
            if self.announcer is not None:
                self.call(self.announcer.stop())
            if self._finding is not None:
                self._finding.cancel()
            if self.reach is not None:
                self.call(self.reach.close())
            self.call(self.host.stop())
            self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(START_SECONDS)

"""A host running in a thread of its own, for a program whose main thread is busy elsewhere (the
app's window): its asyncio loop, its table, and a thread-safe way to read who sits where."""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from rules.net import lan
from rules.net import protocol as P
from rules.net.host import Host
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
        self.announcer: lan.Announcer | None = None

    def call(self, coro: Coroutine[Any, Any, Any]) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(START_SECONDS)

    def start(self, bind: str, port: int, address: str, announce_to: tuple[str, int] | None = None) -> P.Invite:
        """Listens (OSError when it can't); the invite to give the other players. ``announce_to``:
        where the table is announced (rules/net/lan.py: the LAN's broadcast address), if anywhere."""
        port = self.call(self.host.start(bind, port))
        self.invite = self.host.invite(address, port)
        if announce_to is not None:
            self.announcer = lan.Announcer(lambda: self._announcement(port), announce_to)
            self.loop.call_soon_threadsafe(self.announcer.start)
        return self.invite

    def _announcement(self, port: int) -> lan.Announcement | None:
        t = self.table
        if t.over:
            return None
        name = (t.seats[0].name if t.seats[0] is not None else "") or socket.gethostname()[: P.NAME_LEN] or "table"
        return lan.Announcement(P.PROTOCOL, P.VERSION, t.kind, name, port, t.players, t.seats.count(None))

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

    def remove(self, seat: int, bot: str | None = None) -> None:
        """The host removes ``seat``'s player (its token revoked): the seat is free, or ``bot`` plays it."""
        self.loop.call_soon_threadsafe(self.host.remove, seat, bot)

    def seats(self) -> tuple[P.Seat, ...]:
        return asyncio.run_coroutine_threadsafe(self._seats(), self.loop).result(START_SECONDS)

    async def _seats(self) -> tuple[P.Seat, ...]:
        return self.table.seat_list()

    def stop(self) -> None:
        if self.announcer is not None:
            self.loop.call_soon_threadsafe(self.announcer.stop)
        if self.loop.is_running():
            self.call(self.host.stop())
            self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(START_SECONDS)

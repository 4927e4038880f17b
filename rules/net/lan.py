"""Tables announced on the local network, so that a join dialog can list them.

The host sends a small datagram every ``EVERY`` seconds to the limited broadcast address
(255.255.255.255, which routers never forward) with a time-to-live of 1: the local subnet only.
It says which game, whose table, the TCP port and the free seats — never the join code nor the
certificate's fingerprint: joining still takes the invite. A listener reads datagrams as strictly
as the protocol's messages and ignores any other.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import threading
import time
from collections.abc import Callable

from attrs import define, field

from rules.files import parse_json
from rules.net import protocol as P

PORT = 45679
EVERY = 2.0
MAX_DATAGRAM = 512
BROADCAST = ("255.255.255.255", PORT)


@define(frozen=True)
class Announcement:
    protocol: str = field(validator=P.bounded_text(32))
    version: int = field(validator=P.bounded_count())
    game: str = field(validator=P.bounded_text(16))
    name: str = field(validator=P.bounded_text(P.NAME_LEN))
    port: int = field(validator=P.bounded_count())
    players: int = field(validator=P.bounded_count())
    free: int = field(validator=P.bounded_count())


@define(frozen=True)
class Found:
    """A table seen on the network: where it is and what its announcement said."""

    address: str
    announcement: Announcement
    seen: float  # time.monotonic() of its last announcement


def encode(a: Announcement) -> bytes:
    return json.dumps(P.CONVERTER.unstructure(a), separators=(",", ":")).encode()


def decode(data: bytes) -> Announcement | None:
    """The announcement in a datagram; None for anything else (any datagram can arrive)."""
    if len(data) > MAX_DATAGRAM:
        return None
    try:
        a = P.CONVERTER.structure(parse_json(data.decode("utf-8")), Announcement)
    except Exception:  # not JSON, not ours, malformed: all ignored alike
        return None
    return a if a.protocol == P.PROTOCOL and a.version == P.VERSION else None


class Announcer:
    """Sends ``announce()``'s announcement every ``EVERY`` seconds to ``target`` until stopped."""

    def __init__(self, announce: Callable[[], Announcement | None], target: tuple[str, int] = BROADCAST) -> None:
        self.announce, self.target = announce, target
        self._task: asyncio.Task | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _run(self) -> None:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
            s.setsockopt(socket.IPPROTO_IP, socket.IP_TTL, 1)  # one hop: never past the local network
            s.setblocking(False)
            while True:
                a = self.announce()
                if a is not None:
                    with contextlib.suppress(OSError):  # no network now: try again next time
                        s.sendto(encode(a), self.target)
                await asyncio.sleep(EVERY)


class _Listener(asyncio.DatagramProtocol):
    def __init__(self) -> None:
        self.found: dict[tuple[str, int], Found] = {}

    def datagram_received(self, data: bytes, addr: tuple[str, int]) -> None:
        a = decode(data)
        if a is not None:
            self.found[(addr[0], a.port)] = Found(addr[0], a, time.monotonic())


async def listen(seconds: float, bind: tuple[str, int] = ("0.0.0.0", PORT)) -> list[Found]:
    """The tables announced during ``seconds`` (a host announces every ``EVERY`` seconds)."""
    loop = asyncio.get_running_loop()
    transport, listener = await loop.create_datagram_endpoint(_Listener, local_addr=bind, reuse_port=True)
    try:
        await asyncio.sleep(seconds)
    finally:
        transport.close()
    return sorted(listener.found.values(), key=lambda f: (f.announcement.name, f.address))


class Watcher:
    """Listens for tables in a thread of its own; ``found()`` is the latest round's list."""

    ROUND = EVERY + 0.5  # a round hears every host at least once

    def __init__(self, bind: tuple[str, int] = ("0.0.0.0", PORT)) -> None:
        self.bind = bind
        self._found: list[Found] = []
        self.problem: str | None = None  # why nothing can be heard (the port is taken...)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="smashup-lan", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def found(self) -> list[Found]:
        return list(self._found)

    def stop(self, wait: bool = False) -> None:
        """The thread ends with its round (the port is shared: a new watcher may start at once)."""
        self._stop.set()
        if wait:
            self._thread.join(self.ROUND + 1)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self._found = asyncio.run(listen(self.ROUND, self.bind))
            except OSError as e:
                self.problem = e.strerror or str(e)
                return

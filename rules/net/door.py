"""The host's door: connections that have not said hello yet ("strangers").

A stranger costs the host a socket, and once its TLS handshake begins, the TLS buffers (some
300 kB each in asyncio): so strangers are few and short-lived. Each has ``stranger_seconds`` from
its first byte to its hello, handshake included; at most ``per_address`` wait from one address and
``most`` in all. A newcomer is never turned away for lack of room: a stranger that has waited
longest goes instead, from the address with the most strangers waiting, a silent one first (not
a byte sent: the TLS handshake begins only once the client speaks) — so a flood only shortens its
own waits, and a seated player coming back with its token (its handshake and hello take a few
milliseconds) always gets in.
"""

from __future__ import annotations

import itertools
import select
from collections.abc import Callable

from attrs import define, field


@define
class DoorLimits:
    stranger_seconds: float = 5.0  # from the connection to its hello, TLS handshake included
    per_address: int = 16  # strangers waiting from one address
    most: int = 128  # strangers waiting in all (the handshakes pending are among them: < 40 MB)


@define(eq=False)
class Stranger:
    address: str
    turn_away: Callable[[], None]  # closes the connection at once
    order: int
    speaks: Callable[[], bool] = lambda: False  # whether its first bytes are there (not read)
    heard: bool = False  # it has sent something: its TLS handshake has begun
    gone: bool = field(default=False)


class Door:
    def __init__(self, limits: DoorLimits | None = None) -> None:
        self.limits = limits or DoorLimits()
        self.waiting: list[Stranger] = []
        self.turned_away = 0
        self._order = itertools.count()

    def enter(self, address: str, turn_away: Callable[[], None],
              speaks: Callable[[], bool] = lambda: False) -> Stranger:
        """A new connection from ``address``; room is made for it first. ``speaks``: whether it
        has sent something yet."""
        lim = self.limits
        while self._from(address) >= lim.per_address:
            self._evict([s for s in self.waiting if s.address == address])
        while len(self.waiting) >= lim.most:
            counts = {a: self._from(a) for a in {s.address for s in self.waiting}}
            crowded = max(counts.values())
            self._evict([s for s in self.waiting if counts[s.address] == crowded])
        s = Stranger(address, turn_away, next(self._order), speaks)
        self.waiting.append(s)
        return s

    def leave(self, s: Stranger) -> None:
        """``s`` said hello, or went away: no longer a stranger."""
        if not s.gone:
            s.gone = True
            self.waiting.remove(s)

    def _from(self, address: str) -> int:
        return sum(1 for s in self.waiting if s.address == address)

    def _evict(self, among: list[Stranger]) -> None:
        for x in among:  # looked at now: a flood arrives faster than any polling
            x.heard = x.heard or x.speaks()
        s = min(among, key=lambda x: (x.heard, x.order))
        self.leave(s)
        self.turned_away += 1
        s.turn_away()


def has_bytes(fd: int) -> bool:
    """Whether bytes (or the end) wait on socket ``fd``, without reading them (poll: any fd number)."""
    p = select.poll()
    p.register(fd, select.POLLIN)
    return bool(p.poll(0))

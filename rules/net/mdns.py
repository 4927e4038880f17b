"""Tables announced on the local network by DNS-SD over multicast DNS (``zeroconf``): what printers
and game consoles use, so a firewall that lets them through lets tables through too.

A host registers one ``_smashup._tcp`` service: its addresses that others can reach (never a
loopback or link-local one: a table listening on loopback only is not announced at all), the TCP
port, and in its TXT record which game, whose table and the free seats — never the join code nor
the certificate's fingerprint: joining still takes the invite. A listener reads the records as
strictly as the protocol's messages and ignores any other.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import socket
import time
from collections.abc import Callable
from typing import Any

from attrs import define, field

from rules.net import protocol as P

SERVICE = "_smashup._tcp.local."
EVERY = 2.0  # how often a host looks whether its free seats changed
ANY_V4, ANY_V6 = ("0.0.0.0",), ("", "::")


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
    seen: float  # time.monotonic() when it was last heard of


class NotAnnounced(Exception):
    """Nobody else could reach this table's addresses: one line saying why."""


def reachable_addresses(bind: str) -> list[str]:
    """The addresses of this computer others on the network can reach a table bound to ``bind`` at:
    ``bind`` itself, or every interface's for an "any" address; never loopback nor link-local."""
    import ifaddr

    if bind not in ANY_V4 + ANY_V6:
        candidates = [bind]
    else:
        candidates = [str(ip.ip[0] if isinstance(ip.ip, tuple) else ip.ip)
                      for adapter in ifaddr.get_adapters() for ip in adapter.ips]
    out = []
    for text in candidates:
        try:
            ip = ipaddress.ip_address(text)
        except ValueError:
            continue
        if ip.is_loopback or ip.is_link_local or ip.is_unspecified or (ip.version == 6 and bind in ANY_V4):
            continue
        out.append(text)
    return out


def _txt(a: Announcement) -> dict[str, str]:
    return {k: str(v) for k, v in P.CONVERTER.unstructure(a).items()}


def decode(properties: dict[bytes, bytes | None], port: int) -> Announcement | None:
    """The announcement in a service's TXT record; None for anything else."""
    try:
        text = {k.decode("utf-8"): (v or b"").decode("utf-8") for k, v in properties.items()}
        counts = {k: int(text[k]) for k in ("version", "players", "free") if text[k].isdigit() and len(text[k]) < 4}
        a = P.CONVERTER.structure({"protocol": text["protocol"], "game": text["game"], "name": text["name"],
                                   "port": port, **counts}, Announcement)
    except Exception:  # not UTF-8, a field missing or malformed: all ignored alike
        return None
    return a if a.protocol == P.PROTOCOL and a.version == P.VERSION else None


class Announcer:
    """Keeps ``announce()``'s announcement registered (re-registered when it changes, withdrawn when
    it is None) at ``addresses``, from the running asyncio loop. ``interfaces``: where to multicast
    (default every interface; a test names loopback)."""

    def __init__(self, announce: Callable[[], Announcement | None], addresses: list[str],
                 interfaces: Any = None) -> None:
        if not addresses:
            raise NotAnnounced("not announced on the network: this table listens on this computer only")
        self.announce, self.addresses, self.interfaces = announce, addresses, interfaces
        self._task: asyncio.Task | None = None
        self._zc: Any = None
        self._info: Any = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        from zeroconf import InterfaceChoice
        from zeroconf.asyncio import AsyncZeroconf

        self._zc = AsyncZeroconf(interfaces=self.interfaces or InterfaceChoice.All)
        shown: Announcement | None = None
        while True:
            a = self.announce()
            if a != shown:
                with contextlib.suppress(Exception):  # no network now: tried again next time
                    await self._show(a)
                    shown = a
            await asyncio.sleep(EVERY)

    async def _show(self, a: Announcement | None) -> None:
        from zeroconf import ServiceInfo

        if self._info is not None and a is None:
            await self._zc.async_unregister_service(self._info)
            self._info = None
            return
        if a is None:
            return
        info = ServiceInfo(SERVICE, f"{a.name} ({a.port}).{SERVICE}", port=a.port, properties=_txt(a),
                           parsed_addresses=self.addresses, server=f"smashup-{socket.gethostname()[:40]}.local.")
        if self._info is None:
            await (await self._zc.async_register_service(info, allow_name_change=True))
        else:
            info.name = self._info.name  # the name it was registered under, renamed if it was taken
            await (await self._zc.async_update_service(info))
        self._info = info

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
        if self._zc is not None:
            with contextlib.suppress(Exception):
                if self._info is not None:
                    await self._zc.async_unregister_service(self._info)
                await self._zc.async_close()


class Watcher:
    """Browses the network's tables in zeroconf's own thread; ``found()`` is the tables heard of
    and still announced."""

    def __init__(self, interfaces: Any = None) -> None:
        self.interfaces = interfaces
        self._found: dict[str, Found] = {}
        self.problem: str | None = None  # why nothing can be heard (no network...)
        self._zc: Any = None

    def start(self) -> None:
        from zeroconf import InterfaceChoice, ServiceBrowser, Zeroconf

        try:
            self._zc = Zeroconf(interfaces=self.interfaces or InterfaceChoice.All)
            self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed])
        except OSError as e:
            self.problem = e.strerror or str(e)

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, 1500)
        a = None if info is None else decode(info.properties, info.port or 0)
        addresses = [] if info is None else info.parsed_scoped_addresses()
        if a is not None and addresses:
            self._found[name] = Found(addresses[0], a, time.monotonic())

    def found(self) -> list[Found]:
        return sorted(self._found.values(), key=lambda f: (f.announcement.name, f.address))

    def stop(self) -> None:
        if self._zc is not None:
            zc, self._zc = self._zc, None
            # Closing waits for zeroconf's goodbyes: in a thread of its own, a dialog closes at once.
            import threading

            threading.Thread(target=zc.close, name="smashup-mdns-close", daemon=True).start()

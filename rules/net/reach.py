"""How friends on other networks reach a hosted table: the router's port opened by UPnP IGD (through
``async-upnp-client``), the public address it reports, a global IPv6 address, the local network's;
and one plain sentence when none of them will do, saying the one thing to do (docs/network.md).

The invite carries every address found, the most likely first: the public one, then IPv6, then the
local network's (a friend on the same network reaches that one). The port mapping is leased and
renewed while hosting, and removed when hosting stops.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import socket
from collections.abc import Callable
from typing import Any
from urllib.parse import urlparse

from attrs import define, field

from rules.i18n import N_

SSDP = ("239.255.255.250", 1900)
GATEWAY_TYPES = ("urn:schemas-upnp-org:device:InternetGatewayDevice:2",
                 "urn:schemas-upnp-org:device:InternetGatewayDevice:1")
CONNECTIONS = ("WANIPConnection", "WANPPPConnection")
SEARCH_SECONDS = 3.0  # a router answers an SSDP search within its MX (we ask for 2 s)
LEASE_SECONDS = 3600  # a crashed host's mapping lapses; a running host renews it at half-time
OTHER_PORTS = 8  # another computer may hold the same external port: the next few are tried
CGNAT = ipaddress.ip_network("100.64.0.0/10")
ANY = ("", "::", "0.0.0.0")

# Kinds (the REACH line's words).
UPNP, IPV6, LAN, UNKNOWN = "upnp", "ipv6", "lan", "unknown"

ADVICE: dict[str, str] = {
    UPNP: N_("Friends elsewhere can reach this table: the router opened TCP port {port} at {public}."),
    IPV6: N_("Friends with IPv6 can reach this table at {public} unless the router's firewall blocks it; for the "
             "others, forward TCP port {port} of the router to this computer ({lan})."),
    LAN: N_("Only players on this local network can reach this table: your internet provider shares its public "
            "address between homes. Host on a small server or join an overlay network (see the network help)."),
    UNKNOWN: N_("Friends elsewhere can reach this table only if you forward TCP port {port} of your router to this "
                "computer ({lan}) and allow the app through the firewall (see the network help)."),
    "local": N_("This table listens on this computer only: host on every address for others to reach it."),
}


def _ip(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        return None


def is_loopback(bind: str) -> bool:
    ip = _ip(bind)
    return bind == "localhost" or (ip is not None and ip.is_loopback)


def local_address_toward(host: str, family: int = socket.AF_INET) -> str | None:
    """This computer's address on the route to ``host`` (no packet is sent: a UDP connect only picks
    the route); None without one."""
    with socket.socket(family, socket.SOCK_DGRAM) as s:
        try:
            s.connect((host, 9))
            return s.getsockname()[0]
        except OSError:
            return None


def lan_address() -> str:
    """This machine's address on its default route; loopback when there is none."""
    return local_address_toward("192.0.2.1") or "127.0.0.1"  # TEST-NET-1: never routed anywhere


def global_ipv6() -> str | None:
    """This machine's global IPv6 address on its default route, if it has one."""
    address = local_address_toward("2001:db8::1", socket.AF_INET6) if socket.has_ipv6 else None
    ip = _ip(address or "")
    return address if ip is not None and ip.is_global else None


def behind_shared_address(public: str) -> bool:
    """The router's "public" address is itself private (carrier-grade NAT, a router behind a router):
    a port opened there opens nothing on the internet. A gateway on loopback (a test's) is its own
    internet."""
    ip = _ip(public)
    return ip is not None and not ip.is_loopback and (ip in CGNAT or ip.is_private)


def dual_stack_socket(port: int) -> socket.socket:
    """One socket listening on every IPv6 and IPv4 address (asyncio's own sets IPv6-only, and two
    sockets on port 0 would get two ports); IPv4 only where the system has no IPv6."""
    try:
        s = socket.socket(socket.AF_INET6, socket.SOCK_STREAM)
        s.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
        address: tuple[Any, ...] = ("::", port)
    except (OSError, AttributeError):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        address = ("0.0.0.0", port)
    if hasattr(socket, "SO_REUSEADDR") and socket.SO_REUSEADDR and not hasattr(socket, "SO_EXCLUSIVEADDRUSE"):
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # a restarted host takes its port back
    try:
        s.bind(address)
    except OSError:
        s.close()
        raise
    return s


# --- UPnP IGD -----------------------------------------------------------------------------------------
async def find_gateway(target: tuple[str, int] = SSDP, seconds: float = SEARCH_SECONDS) -> str | None:
    """The description URL of the first Internet gateway that answers an SSDP search sent to
    ``target`` (the multicast group; a router's own address to ask it alone)."""
    from async_upnp_client.search import SsdpSearchListener

    found: asyncio.Future[str] = asyncio.get_running_loop().create_future()

    async def heard(headers: Any) -> None:
        if headers.get("st") in GATEWAY_TYPES and headers.get("location") and not found.done():
            found.set_result(headers["location"])

    listeners = []
    for kind in GATEWAY_TYPES:
        listener = SsdpSearchListener(async_callback=heard, target=target, timeout=2, search_target=kind)
        await listener.async_start()
        listener.async_search()
        listeners.append(listener)
    try:
        return await asyncio.wait_for(found, seconds)
    except TimeoutError:
        return None
    finally:
        for listener in listeners:
            listener.async_stop()


@define
class PortMapping:
    """TCP ``public``'s port forwarded by the router to this computer's ``port``, renewed until
    ``close``."""

    service: Any
    public: tuple[str, int]
    internal: tuple[str, int]
    _renewal: asyncio.Task | None = field(default=None, init=False)

    @classmethod
    async def open(cls, port: int, target: tuple[str, int] = SSDP, seconds: float = SEARCH_SECONDS,
                   description: str = "Smash Up table") -> PortMapping | None:
        """Asks the gateway to forward ``port`` (or one of the next few) to this computer; None when
        no gateway answers or it refuses."""
        from async_upnp_client.aiohttp import AiohttpRequester
        from async_upnp_client.client_factory import UpnpFactory
        from async_upnp_client.exceptions import UpnpError

        location = await find_gateway(target, seconds)
        if location is None:
            return None
        requester = AiohttpRequester(timeout=int(seconds) + 1)
        try:
            device = await UpnpFactory(requester).async_create_device(location)
            service = next((s for s in device.all_services if any(c in s.service_type for c in CONNECTIONS)), None)
            if service is None:
                return None
            public = (await service.action("GetExternalIPAddress").async_call())["NewExternalIPAddress"]
            internal = local_address_toward(urlparse(location).hostname or "")
            if not public or internal is None:
                return None
            for external in range(port, port + OTHER_PORTS):
                mapping = cls(service, (public, external), (internal, port))
                with contextlib.suppress(UpnpError):
                    await mapping._add(description)
                    mapping._renewal = asyncio.get_running_loop().create_task(mapping._renew(description))
                    return mapping
        except (UpnpError, OSError, TimeoutError, KeyError, ValueError):
            return None
        return None

    async def _add(self, description: str) -> None:
        from async_upnp_client.exceptions import UpnpActionError

        args = dict(NewRemoteHost="", NewExternalPort=self.public[1], NewProtocol="TCP",
                    NewInternalPort=self.internal[1], NewInternalClient=self.internal[0], NewEnabled=True,
                    NewPortMappingDescription=description)
        add = self.service.action("AddPortMapping")
        try:
            await add.async_call(**args, NewLeaseDuration=LEASE_SECONDS)
        except UpnpActionError as e:
            if e.error_code != 725:  # OnlyPermanentLeasesSupported: an IGDv1 router
                raise
            await add.async_call(**args, NewLeaseDuration=0)

    async def _renew(self, description: str) -> None:
        while True:
            await asyncio.sleep(LEASE_SECONDS / 2)
            with contextlib.suppress(Exception):  # the router restarting: asked again next time
                await self._add(description)

    async def close(self) -> None:
        """Removes the mapping (hosting stopped): the router's port is closed again."""
        if self._renewal is not None:
            self._renewal.cancel()
        with contextlib.suppress(Exception):  # a router gone meanwhile has no mapping left to remove
            await self.service.action("DeletePortMapping").async_call(
                NewRemoteHost="", NewExternalPort=self.public[1], NewProtocol="TCP")


# --- how this table can be reached ------------------------------------------------------------------------
@define
class Reach:
    """The invite's addresses, most likely first; ``kind`` (UPNP, IPV6, LAN, UNKNOWN, or "local"), the
    fields of its advice; the port mapping to remove when hosting stops."""

    kind: str
    addresses: list[tuple[str, int]]
    fields: dict[str, str]
    mapping: PortMapping | None = None

    def line(self) -> str:
        """``serve``'s REACH line (the contract's)."""
        if self.kind == UPNP:
            return f"REACH internet upnp {self.fields['public']}"
        if self.kind == IPV6:
            return f"REACH internet ipv6 {self.fields['public']}"
        if self.kind == LAN:
            return "REACH lan"
        return f"REACH unknown {self.advice()}"

    def advice(self, translate: Callable[[str], str] = lambda t: t) -> str:
        """The one sentence a host reads about it, in ``translate``'s language."""
        return translate(ADVICE[self.kind]).format(**self.fields)

    async def close(self) -> None:
        if self.mapping is not None:
            await self.mapping.close()


def _shown(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


async def find_reach(bind: str, port: int, address: str | None = None, upnp: bool = True,
                     gateway: tuple[str, int] | None = None) -> Reach:
    """How the table listening on ``bind``:``port`` can be reached. ``address``: one the host named
    (its domain name, a forwarded address), first in the invite; ``gateway``: where to ask for UPnP
    (default: every gateway on the network, by multicast). A host on loopback asks no router, unless
    ``gateway`` names one (a test's)."""
    lan = bind if bind not in ANY and not is_loopback(bind) else lan_address()
    if is_loopback(bind):
        lan = bind if bind != "localhost" else "127.0.0.1"
    named = [(address, port)] if address else []
    mapping = None
    if upnp and (gateway is not None or not is_loopback(bind)):
        mapping = await PortMapping.open(port, gateway or SSDP)
    v6 = global_ipv6() if bind in ("", "::") else None
    local = [(lan, port)]
    fields = {"port": str(port), "lan": lan}
    if mapping is not None and behind_shared_address(mapping.public[0]):
        await mapping.close()
        return Reach(LAN, [*named, *([(v6, port)] if v6 else []), *local], fields)
    if mapping is not None:
        fields["public"] = _shown(*mapping.public)
        return Reach(UPNP, [*named, mapping.public, *([(v6, port)] if v6 else []), *local], fields, mapping)
    if v6 is not None:
        fields["public"] = _shown(v6, port)
        return Reach(IPV6, [*named, (v6, port), *local], fields)
    if is_loopback(bind) and not named:
        return Reach("local", local, fields)
    return Reach(UNKNOWN, [*named, *local], fields)

"""How friends on other networks reach a hosted table: the router's port opened by UPnP IGD (through
``async-upnp-client``) or else PCP or NAT-PMP, the public address it reports, a global IPv6 address, the local network's;
and one plain sentence when none of them will do, saying the one thing to do (docs/internet.md).

The invite carries every address found, the most likely first: the public one, then IPv6, then the
local network's (a friend on the same network reaches that one). The port mapping is leased and
renewed while hosting, and removed when hosting stops.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import ipaddress
import secrets
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
    UPNP: N_("Friends elsewhere can reach this table: the router opened TCP port {port} at {address}."),
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
    sockets on port 0 would get two ports); IPv4 only where the system has no IPv6. OSError when the
    port is taken."""
    try:
        return _bound(socket.AF_INET6, ("::", port))
    except OSError as e:
        if e.errno == errno.EADDRINUSE:
            raise
    return _bound(socket.AF_INET, ("0.0.0.0", port))


def _bound(family: int, address: tuple[str, int]) -> socket.socket:
    s = socket.socket(family, socket.SOCK_STREAM)
    try:
        if family == socket.AF_INET6:
            s.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
        if not hasattr(socket, "SO_EXCLUSIVEADDRUSE"):  # Windows: reusing would let another host take it
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # a restarted host takes its port back
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


# --- NAT-PMP (RFC 6886) -------------------------------------------------------------------------------
NATPMP_PORT = 5351
NATPMP_TRIES = (0.25, 0.5, 1.0)  # the RFC's doubling retries, cut short: a host waits for none of them


def default_gateway() -> str | None:
    """The IPv4 default gateway (Linux's routing table); None elsewhere or without one. Other systems:
    the router is usually the local network's first address, which is tried instead."""
    try:
        with open("/proc/net/route", encoding="ascii") as f:
            for line in f.read().splitlines()[1:]:
                fields = line.split()
                if len(fields) > 2 and fields[1] == "00000000" and int(fields[3], 16) & 2:
                    return socket.inet_ntoa(int(fields[2], 16).to_bytes(4, "little"))
    except (OSError, ValueError):
        pass
    lan = local_address_toward("192.0.2.1")
    return None if lan is None else lan.rsplit(".", 1)[0] + ".1"


class _NatPmp(asyncio.DatagramProtocol):
    def __init__(self) -> None:
        self.answers: asyncio.Queue[bytes] = asyncio.Queue()

    def datagram_received(self, data: bytes, addr: Any) -> None:
        self.answers.put_nowait(data)


async def router_ask(gateway: tuple[str, int], request: bytes, read: Callable[[bytes], bool | None]) -> bytes | None:
    """The gateway's answer to ``request`` over UDP (NAT-PMP and PCP share port 5351): the first
    that ``read`` takes (True); None when ``read`` says the router refuses (None) or nothing answers."""
    loop = asyncio.get_running_loop()
    try:
        transport, proto = await loop.create_datagram_endpoint(_NatPmp, remote_addr=gateway)
    except OSError:
        return None
    try:
        for wait in NATPMP_TRIES:
            transport.sendto(request)
            try:
                while True:
                    answer = await asyncio.wait_for(proto.answers.get(), wait)
                    taken = read(answer)
                    if taken is None:
                        return None
                    if taken:
                        return answer
            except TimeoutError:
                continue
        return None
    finally:
        transport.close()


async def natpmp_ask(gateway: tuple[str, int], request: bytes, size: int) -> bytes | None:
    """The gateway's NAT-PMP answer (of ``size`` bytes, result 0) to ``request``; None without one."""
    def read(answer: bytes) -> bool | None:
        if len(answer) < size or answer[0] != 0 or answer[1] != request[1] + 128:
            return False  # not the answer to this request
        return True if int.from_bytes(answer[2:4], "big") == 0 else None
    return await router_ask(gateway, request, read)


class _LeasedMapping:
    """A mapping asked of the router for a lease, renewed at half of it, and given back (NAT-PMP, PCP)."""

    _renewal: asyncio.Task | None

    async def _map(self, lifetime: int) -> object:
        raise NotImplementedError

    async def _renew(self) -> None:
        while True:
            await asyncio.sleep(LEASE_SECONDS / 2)
            await self._map(LEASE_SECONDS)

    async def close(self) -> None:
        if self._renewal is not None:
            self._renewal.cancel()
        await self._map(0)  # lifetime 0: the mapping removed


@define
class NatPmpMapping(_LeasedMapping):
    """A TCP port mapping asked of the router by NAT-PMP (the routers without UPnP, Apple's first)."""

    gateway: tuple[str, int]
    public: tuple[str, int]
    internal: tuple[str, int]
    _renewal: asyncio.Task | None = field(default=None, init=False)

    @classmethod
    async def open(cls, port: int, gateway: tuple[str, int]) -> NatPmpMapping | None:
        address = await natpmp_ask(gateway, bytes([0, 0]), 12)
        if address is None:
            return None
        mapping = cls(gateway, (socket.inet_ntoa(address[8:12]), port), (local_address_toward(gateway[0]) or "", port))
        external = await mapping._map(LEASE_SECONDS)
        if external is None:
            return None
        mapping.public = (mapping.public[0], external)
        mapping._renewal = asyncio.get_running_loop().create_task(mapping._renew())
        return mapping

    async def _map(self, lifetime: int) -> int | None:
        request = (bytes([0, 2, 0, 0]) + self.internal[1].to_bytes(2, "big")
                   + (self.public[1] if lifetime else 0).to_bytes(2, "big") + lifetime.to_bytes(4, "big"))
        answer = await natpmp_ask(self.gateway, request, 16)
        return None if answer is None else int.from_bytes(answer[10:12], "big")



# --- PCP (RFC 6887), NAT-PMP's successor --------------------------------------------------------------------
PCP_MAP, PCP_TCP = 1, 6


def _v4_mapped(address: str) -> bytes:
    return bytes(10) + b"\xff\xff" + socket.inet_aton(address)


@define
class PcpMapping(_LeasedMapping):
    """A TCP port mapping asked of the router by PCP's MAP (a router that answers NAT-PMP's version 0
    to it speaks NAT-PMP only: asked that way next)."""

    gateway: tuple[str, int]
    public: tuple[str, int]
    internal: tuple[str, int]
    nonce: bytes = field(factory=lambda: secrets.token_bytes(12))
    _renewal: asyncio.Task | None = field(default=None, init=False)

    @classmethod
    async def open(cls, port: int, gateway: tuple[str, int]) -> PcpMapping | None:
        internal = local_address_toward(gateway[0])
        if internal is None:
            return None
        mapping = cls(gateway, ("", port), (internal, port))
        if not await mapping._map(LEASE_SECONDS):
            return None
        mapping._renewal = asyncio.get_running_loop().create_task(mapping._renew())
        return mapping

    async def _map(self, lifetime: int) -> bool:
        header = bytes([2, PCP_MAP, 0, 0]) + lifetime.to_bytes(4, "big") + _v4_mapped(self.internal[0])
        payload = (self.nonce + bytes([PCP_TCP, 0, 0, 0]) + self.internal[1].to_bytes(2, "big")
                   + (self.public[1] if lifetime else 0).to_bytes(2, "big") + _v4_mapped("0.0.0.0"))

        def read(answer: bytes) -> bool | None:
            if answer[:1] == b"\x00":
                return None  # NAT-PMP's "unsupported version": no PCP here
            if len(answer) < 60 or answer[0] != 2 or answer[1] != 128 + PCP_MAP or answer[24:36] != self.nonce:
                return False
            return True if answer[3] == 0 else None

        answer = await router_ask(self.gateway, header + payload, read)
        if answer is None:
            return False
        if lifetime:
            self.public = (socket.inet_ntoa(answer[56:60]), int.from_bytes(answer[42:44], "big"))
        return True



# --- how this table can be reached ------------------------------------------------------------------------
@define
class Reach:
    """The invite's addresses, most likely first; ``kind`` (UPNP, IPV6, LAN, UNKNOWN, or "local"), the
    fields of its advice; the port mapping to remove when hosting stops."""

    kind: str
    addresses: list[tuple[str, int]]
    fields: dict[str, str]
    mapping: Any = None  # a PortMapping or a NatPmpMapping

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
                     gateway: tuple[str, int] | None = None, natpmp: tuple[str, int] | None = None) -> Reach:
    """How the table listening on ``bind``:``port`` can be reached. ``address``: one the host named
    (its domain name, a forwarded address), first in the invite; ``gateway``: where to ask for UPnP
    (default: every gateway on the network, by multicast), ``natpmp`` for PCP, then NAT-PMP, when
    UPnP gets no mapping (default: the default gateway). A host on loopback asks no router, unless one is named
    (a test's)."""
    lan = bind if bind not in ANY and not is_loopback(bind) else lan_address()
    if is_loopback(bind):
        lan = bind if bind != "localhost" else "127.0.0.1"
    named = [(address, port)] if address else []
    mapping: PortMapping | PcpMapping | NatPmpMapping | None = None
    if upnp and (gateway is not None or not is_loopback(bind)):
        mapping = await PortMapping.open(port, gateway or SSDP)
    if upnp and mapping is None and (natpmp is not None or not is_loopback(bind)):
        router = natpmp or ((g, NATPMP_PORT) if (g := default_gateway()) else None)
        if router is not None:
            mapping = await PcpMapping.open(port, router) or await NatPmpMapping.open(port, router)
    v6 = global_ipv6() if bind in ("", "::") else None
    local = [(lan, port)]
    fields = {"port": str(port), "lan": lan}
    if mapping is not None and behind_shared_address(mapping.public[0]):
        await mapping.close()
        return Reach(LAN, [*named, *([(v6, port)] if v6 else []), *local], fields)
    if mapping is not None:
        fields.update(public=_shown(*mapping.public), address=mapping.public[0], port=str(mapping.public[1]))
        return Reach(UPNP, [*named, mapping.public, *([(v6, port)] if v6 else []), *local], fields, mapping)
    if v6 is not None:
        fields["public"] = _shown(v6, port)
        return Reach(IPV6, [*named, (v6, port), *local], fields)
    if is_loopback(bind) and not named:
        return Reach("local", local, fields)
    return Reach(UNKNOWN, [*named, *local], fields)

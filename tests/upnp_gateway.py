"""A home router for the tests, on loopback: it answers SSDP searches for an Internet gateway,
serves its UPnP IGD description and WANIPConnection's SOAP actions (the device and service built
with async-upnp-client's own server side, so the SOAP is the library's, not ours), and really
forwards each TCP port mapping asked of it: from its "public" address (127.0.0.2, another loopback
address: another network as far as the table knows) to the host's.
"""

# No ``from __future__ import annotations``: the library reads the actions' parameter types.
import asyncio
import contextlib
import socket
import xml.etree.ElementTree as ET
from functools import partial
from typing import Any

from aiohttp.web import Application, AppRunner, SockSite
from async_upnp_client.const import DeviceInfo, ServiceInfo
from async_upnp_client.exceptions import UpnpActionError
from async_upnp_client.server import (
    NopRequester,
    UpnpServerDevice,
    UpnpServerService,
    action_handler,
    callable_action,
    create_state_var,
    to_xml,
)

LOOPBACK = "127.0.0.1"
PUBLIC = "127.0.0.2"
IGD = "urn:schemas-upnp-org:device:InternetGatewayDevice:1"
WAN_IP = "urn:schemas-upnp-org:service:WANIPConnection:1"


class WanIpConnection(UpnpServerService):
    SERVICE_DEFINITION = ServiceInfo(
        service_id="urn:upnp-org:serviceId:WANIPConn1", service_type=WAN_IP, control_url="/upnp/control/WANIPConn1",
        event_sub_url="/upnp/event/WANIPConn1", scpd_url="/WANIPCn.xml", xml=ET.Element("server_service"))
    STATE_VARIABLE_DEFINITIONS = {
        "ExternalIPAddress": create_state_var("string"),
        "RemoteHost": create_state_var("string"),
        "ExternalPort": create_state_var("ui2"),
        "InternalPort": create_state_var("ui2"),
        "PortMappingProtocol": create_state_var("string", allowed=["TCP", "UDP"]),
        "InternalClient": create_state_var("string"),
        "PortMappingEnabled": create_state_var("boolean"),
        "PortMappingDescription": create_state_var("string"),
        "PortMappingLeaseDuration": create_state_var("ui4"),
    }
    gateway: "Gateway"

    @callable_action(name="GetExternalIPAddress", in_args={}, out_args={"NewExternalIPAddress": "ExternalIPAddress"})
    async def get_external_ip_address(self) -> dict[str, Any]:
        return {"NewExternalIPAddress": self.gateway.public}

    @callable_action(name="AddPortMapping", in_args={
        "NewRemoteHost": "RemoteHost", "NewExternalPort": "ExternalPort", "NewProtocol": "PortMappingProtocol",
        "NewInternalPort": "InternalPort", "NewInternalClient": "InternalClient", "NewEnabled": "PortMappingEnabled",
        "NewPortMappingDescription": "PortMappingDescription", "NewLeaseDuration": "PortMappingLeaseDuration"},
        out_args={})
    async def add_port_mapping(self, NewRemoteHost: str, NewExternalPort: int, NewProtocol: str,  # noqa: N803
                               NewInternalPort: int, NewInternalClient: str, NewEnabled: bool,  # noqa: N803
                               NewPortMappingDescription: str, NewLeaseDuration: int) -> dict[str, Any]:  # noqa: N803
        await self.gateway.add(NewExternalPort, NewProtocol, (NewInternalClient, NewInternalPort),
                               NewPortMappingDescription, NewLeaseDuration)
        return {}

    @callable_action(name="DeletePortMapping", in_args={
        "NewRemoteHost": "RemoteHost", "NewExternalPort": "ExternalPort", "NewProtocol": "PortMappingProtocol"},
        out_args={})
    async def delete_port_mapping(self, NewRemoteHost: str, NewExternalPort: int,  # noqa: N803
                                  NewProtocol: str) -> dict[str, Any]:  # noqa: N803
        await self.gateway.delete(NewExternalPort, NewProtocol)
        return {}


def _device(kind: str, name: str, udn: str, url: str) -> DeviceInfo:
    return DeviceInfo(device_type=kind, friendly_name=name, manufacturer="Tests", manufacturer_url=None,
                      model_description=None, model_name=name, model_number=None, model_url=None, serial_number=None,
                      udn=udn, upc=None, presentation_url=None, url=url, icons=[], xml=ET.Element("server_device"))


class WanConnectionDevice(UpnpServerDevice):
    DEVICE_DEFINITION = _device("urn:schemas-upnp-org:device:WANConnectionDevice:1", "WAN connection",
                                "uuid:5e1f7c3a-0000-4000-8000-000000000003", "/wcd.xml")
    EMBEDDED_DEVICES = []
    SERVICES = [WanIpConnection]


class WanDevice(UpnpServerDevice):
    DEVICE_DEFINITION = _device("urn:schemas-upnp-org:device:WANDevice:1", "WAN",
                                "uuid:5e1f7c3a-0000-4000-8000-000000000002", "/wd.xml")
    EMBEDDED_DEVICES = [WanConnectionDevice]
    SERVICES = []


class GatewayDevice(UpnpServerDevice):
    DEVICE_DEFINITION = _device(IGD, "Test router", "uuid:5e1f7c3a-0000-4000-8000-000000000001", "/rootDesc.xml")
    EMBEDDED_DEVICES = [WanDevice]
    SERVICES = []


class _Ssdp(asyncio.DatagramProtocol):
    """Answers an M-SEARCH for the gateway (or all devices) as a router does, by unicast."""

    def __init__(self, location: str) -> None:
        self.location = location
        self.searches = 0

    def connection_made(self, transport: Any) -> None:
        self.transport = transport

    def datagram_received(self, data: bytes, addr: Any) -> None:
        text = data.decode("utf-8", "replace")
        if not text.startswith("M-SEARCH * HTTP/1.1"):
            return
        headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in text.split("\r\n")[1:])}
        st = headers.get("st", "")
        if st not in (IGD, "ssdp:all", "upnp:rootdevice"):
            return
        self.searches += 1
        answer = IGD if st == "ssdp:all" else st
        self.transport.sendto((
            "HTTP/1.1 200 OK\r\nCACHE-CONTROL: max-age=120\r\nEXT:\r\n"
            f"LOCATION: {self.location}\r\nSERVER: Tests/1.0 UPnP/1.1 Gateway/1.0\r\nST: {answer}\r\n"
            f"USN: {GatewayDevice.DEVICE_DEFINITION.udn}::{answer}\r\n\r\n").encode(), addr)


class Gateway:
    """The router: ``ssdp`` is where to search for it; ``mappings`` external port -> (internal
    address, description, lease); each mapping a live TCP forwarder on ``PUBLIC``."""

    def __init__(self, public: str = PUBLIC) -> None:
        self.public = public  # another address: a router behind a provider's NAT (not forwarded to)
        self.mappings: dict[int, tuple[tuple[str, int], str, int]] = {}
        self.added: list[int] = []  # every external port ever mapped
        self._forwarders: dict[int, asyncio.Server] = {}
        self.ssdp: tuple[str, int] = (LOOPBACK, 0)

    async def start(self) -> None:
        sock = socket.socket()
        sock.bind((LOOPBACK, 0))  # its port first: the device's description names its own URLs
        base = f"http://{LOOPBACK}:{sock.getsockname()[1]}"
        self.device = GatewayDevice(NopRequester(), base)
        app = Application()
        app.router.add_get(self.device.device_url, partial(to_xml, self.device))
        for service in self.device.all_services:
            service.gateway = self
            app.router.add_get(service.SERVICE_DEFINITION.scpd_url, partial(to_xml, service))
            app.router.add_post(service.SERVICE_DEFINITION.control_url, partial(action_handler, service))
        self._runner = AppRunner(app)
        await self._runner.setup()
        await SockSite(self._runner, sock).start()
        self._udp, self.searches = await asyncio.get_running_loop().create_datagram_endpoint(
            lambda: _Ssdp(base + self.device.device_url), local_addr=(LOOPBACK, 0))
        self.ssdp = self._udp.get_extra_info("sockname")[:2]

    async def add(self, external: int, protocol: str, internal: tuple[str, int], description: str, lease: int) -> None:
        if protocol != "TCP":
            raise UpnpActionError(error_code=706, error_desc="ProtocolNotSupported")
        if external in self.mappings and self.mappings[external][0] != internal:
            raise UpnpActionError(error_code=718, error_desc="ConflictInMappingEntry")
        if external not in self._forwarders and self.public == PUBLIC:
            self._forwarders[external] = await asyncio.start_server(partial(_forward, internal), PUBLIC, external)
        self.mappings[external] = (internal, description, lease)
        self.added.append(external)

    async def delete(self, external: int, protocol: str) -> None:
        if external not in self.mappings:
            raise UpnpActionError(error_code=714, error_desc="NoSuchEntryInArray")
        del self.mappings[external]
        if external in self._forwarders:
            self._forwarders.pop(external).close()

    async def stop(self) -> None:
        for server in self._forwarders.values():
            server.close()
        self._udp.close()
        await self._runner.cleanup()


async def _forward(internal: tuple[str, int], reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        inner_reader, inner_writer = await asyncio.open_connection(*internal)
    except OSError:
        writer.close()
        return

    async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
        with contextlib.suppress(OSError, asyncio.CancelledError):
            while data := await src.read(65536):
                dst.write(data)
                await dst.drain()
        with contextlib.suppress(OSError):
            dst.close()

    await asyncio.gather(pipe(reader, inner_writer), pipe(inner_reader, writer))


class NatPmpRouter(asyncio.DatagramProtocol):
    """A router that speaks NAT-PMP (RFC 6886) only, on loopback: its external address, and TCP
    mappings really forwarded from ``PUBLIC`` (lifetime 0 removes one)."""

    def __init__(self) -> None:
        self.mappings: dict[int, tuple[int, int]] = {}  # external port -> (internal port, lifetime)
        self._forwarders: dict[int, asyncio.Server] = {}
        self.address: tuple[str, int] = (LOOPBACK, 0)

    async def start(self) -> None:
        self._udp, _ = await asyncio.get_running_loop().create_datagram_endpoint(lambda: self,
                                                                              local_addr=(LOOPBACK, 0))
        self.address = self._udp.get_extra_info("sockname")[:2]

    def datagram_received(self, data: bytes, addr: Any) -> None:
        asyncio.get_running_loop().create_task(self._answer(data, addr))

    async def _answer(self, data: bytes, addr: Any) -> None:
        epoch = (1234).to_bytes(4, "big")
        if data[:1] != b"\x00":  # PCP, say: "unsupported version", as RFC 6886 says to answer
            self._udp.sendto(bytes([0, 128 + data[1] % 128, 0, 1]) + epoch, addr)
        elif data[:2] == bytes([0, 0]):
            self._udp.sendto(bytes([0, 128, 0, 0]) + epoch + socket.inet_aton(PUBLIC), addr)
        elif len(data) == 12 and data[:2] == bytes([0, 2]):
            internal, external = int.from_bytes(data[4:6], "big"), int.from_bytes(data[6:8], "big")
            lifetime = int.from_bytes(data[8:12], "big")
            await self._map(addr, internal, external, lifetime)
            self._udp.sendto(bytes([0, 130, 0, 0]) + epoch + data[4:12], addr)

    async def _map(self, addr: Any, internal: int, external: int, lifetime: int) -> None:
        """A mapping really forwarded from ``PUBLIC``; lifetime 0 removes the internal port's."""
        if lifetime == 0:
            for ext, (inner, _) in list(self.mappings.items()):
                if inner == internal:
                    del self.mappings[ext]
                    self._forwarders.pop(ext).close()
        else:
            if external not in self._forwarders:
                self._forwarders[external] = await asyncio.start_server(
                    partial(_forward, (addr[0], internal)), PUBLIC, external)
            self.mappings[external] = (internal, lifetime)

    async def stop(self) -> None:
        for server in self._forwarders.values():
            server.close()
        self._udp.close()


class PcpRouter(NatPmpRouter):
    """A router that speaks PCP (RFC 6887) MAP, on loopback: mappings really forwarded from
    ``PUBLIC``, lifetime 0 removes one; anything else is answered "unsupported version"."""

    async def _answer(self, data: bytes, addr: Any) -> None:
        if len(data) < 60 or data[0] != 2 or data[1] != 1:
            self._udp.sendto(bytes([2, 128 + data[1] % 128, 0, 1]) + bytes(20), addr)
            return
        lifetime = int.from_bytes(data[4:8], "big")
        nonce, internal, external = data[24:36], int.from_bytes(data[40:42], "big"), int.from_bytes(data[42:44], "big")
        await self._map(addr, internal, external, lifetime)
        header = bytes([2, 129, 0, 0]) + lifetime.to_bytes(4, "big") + (1234).to_bytes(4, "big") + bytes(12)
        mapped = bytes(10) + b"\xff\xff" + socket.inet_aton(PUBLIC)
        self._udp.sendto(header + nonce + bytes([6, 0, 0, 0]) + data[40:44] + mapped, addr)

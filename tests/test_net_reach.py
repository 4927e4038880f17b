"""Friends on other networks: the host asks its router (the test's UPnP gateway, on loopback) to
open its port, hands out an invite with every address a friend might use, says on its REACH line
how it can be reached, and closes the port when it stops; tables announced by DNS-SD over mDNS,
never at an address nobody else can reach."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_net_failures import table
from upnp_gateway import PUBLIC, Gateway, NatPmpRouter, PcpRouter

from rules.net import mdns
from rules.net import protocol as P
from rules.net.client import Link
from rules.net.reach import LAN, NATPMP_TRIES, SEARCH_SECONDS, UPNP, behind_shared_address, find_reach

LOOPBACK = "127.0.0.1"


def popen(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "rules", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


class Router:
    """The test's gateway, running in a thread of its own as a router runs beside the computers."""

    def __init__(self, public: str = PUBLIC) -> None:
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        self.gateway = Gateway(public)
        self.call(self.gateway.start())

    def call(self, coro):  # noqa: ANN001, ANN201
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(20)

    @property
    def ssdp(self) -> str:
        return f"{self.gateway.ssdp[0]}:{self.gateway.ssdp[1]}"

    def stop(self) -> None:
        self.call(self.gateway.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)


@pytest.fixture
def router() -> Iterator[Router]:
    r = Router()
    yield r
    r.stop()


def serve(tmp_path: Path, router: Router, *more: str) -> tuple[subprocess.Popen, str, str]:
    host = popen("serve", "--players", "2", "--seed", "5", "--bind", LOOPBACK, "--port", "0", "--gateway",
                 router.ssdp, "--cert", str(tmp_path / "c.pem"), "--autosave", str(tmp_path / "t.json"), *more)
    invite, reach = host.stdout.readline().split(maxsplit=1), host.stdout.readline().strip()
    assert invite[0] == "INVITE", host.stderr.read()
    return host, invite[1].strip(), reach


def test_a_host_behind_a_upnp_router_hands_out_an_invite_a_friend_elsewhere_joins(tmp_path, router: Router):
    host, invite, reach = serve(tmp_path, router, "--once")
    (external, mapped), = router.gateway.mappings.items()
    assert mapped[0][0] == LOOPBACK and reach == f"REACH internet upnp {PUBLIC}:{external}"
    parsed = P.parse_invite(invite)
    assert parsed.addresses == ((PUBLIC, external), (LOOPBACK, mapped[0][1]))  # the public address first
    joins = [popen("join", invite, "--bot", "random", "--name", name, "--seed", "1") for name in ("Ann", "Bob")]
    outs = [j.communicate(timeout=120) for j in joins]
    host.communicate(timeout=60)
    assert [j.returncode for j in joins] == [0, 0] and host.returncode == 0
    for _, err in outs:  # through the router's forwarded port, with no setting touched
        assert f"connected to {PUBLIC}:{external} (the invite's address 1 of 2)" in err
    assert router.gateway.mappings == {}  # hosting stopped: the router's port is closed again


def test_a_host_stopped_by_a_signal_closes_the_routers_port(tmp_path, router: Router):
    host, _, reach = serve(tmp_path, router)
    assert reach.startswith("REACH internet upnp") and len(router.gateway.mappings) == 1
    host.send_signal(signal.SIGTERM)
    host.communicate(timeout=60)
    assert host.returncode == 0 and router.gateway.mappings == {}


def test_a_router_whose_public_address_is_shared_says_only_the_local_network_can_reach():
    r = Router(public="100.64.12.34")  # a provider's carrier-grade NAT
    try:
        reach = asyncio.run(find_reach(LOOPBACK, 45000, gateway=r.gateway.ssdp))
    finally:
        r.stop()
    assert reach.kind == LAN and reach.line() == "REACH lan" and r.gateway.mappings == {}
    assert "small server or join an overlay network" in reach.advice()
    assert behind_shared_address("192.168.0.1") and not behind_shared_address("81.56.100.20")


def test_without_a_router_the_reach_line_says_the_one_thing_to_do(tmp_path):
    free = Router()
    address = free.gateway.ssdp
    free.stop()  # nobody answers there now
    reach = asyncio.run(find_reach("192.0.2.10", 45000, gateway=address, natpmp=address))
    assert reach.kind not in (UPNP, LAN) and reach.addresses == [("192.0.2.10", 45000)]
    assert reach.line() == ("REACH unknown Friends elsewhere can reach this table only if you forward TCP port 45000 "
                            "of your router to this computer (192.0.2.10) and allow the app through the firewall "
                            "(see the network help).")


def test_a_host_on_loopback_asks_no_router_and_says_so(tmp_path):
    host = popen("serve", "--players", "2", "--bind", LOOPBACK, "--port", "0", "--announce",
                 "--cert", str(tmp_path / "c.pem"), "--autosave", str(tmp_path / "t.json"))
    assert host.stdout.readline().startswith("INVITE smashup://127.0.0.1:")
    assert host.stdout.readline().strip() == ("REACH unknown This table listens on this computer only: host on every "
                                              "address for others to reach it.")
    assert host.stderr.readline().startswith("autosave: ")
    assert host.stderr.readline().strip() == "not announced on the network: this table listens on this computer only"
    host.send_signal(signal.SIGTERM)
    host.communicate(timeout=60)


# --- DNS-SD over mDNS -----------------------------------------------------------------------------
def test_a_table_is_never_announced_at_an_address_nobody_else_can_reach():
    assert mdns.reachable_addresses("127.0.0.1") == [] and mdns.reachable_addresses("::1") == []
    assert mdns.reachable_addresses("192.168.1.5") == ["192.168.1.5"]
    assert all(not a.startswith(("127.", "fe80")) and a != "::1" for a in mdns.reachable_addresses(""))
    with pytest.raises(mdns.NotAnnounced):
        mdns.Announcer(lambda: None, [])


def test_a_table_announced_by_mdns_is_found_with_its_game_and_free_seats():
    a = mdns.Announcement(P.PROTOCOL, P.VERSION, "smashup", "Ann", 45123, 3, 2)
    watcher = mdns.Watcher(interfaces=[LOOPBACK])

    async def announce() -> list[mdns.Found]:
        announcer = mdns.Announcer(lambda: a, [LOOPBACK], interfaces=[LOOPBACK])
        announcer.start()
        watcher.start()
        found: list[mdns.Found] = []
        for _ in range(100):
            await asyncio.sleep(0.1)
            if found := watcher.found():
                break
        await announcer.stop()
        return found

    try:
        found = asyncio.run(announce())
    finally:
        watcher.stop()
    assert [(f.address, f.announcement) for f in found] == [(LOOPBACK, a)]


def test_a_record_that_is_not_a_tables_is_ignored():
    good = {b"protocol": P.PROTOCOL.encode(), b"version": str(P.VERSION).encode(), b"game": b"smashup",
            b"name": b"Ann", b"players": b"3", b"free": b"1"}
    assert mdns.decode(good, 45000) == mdns.Announcement(P.PROTOCOL, P.VERSION, "smashup", "Ann", 45000, 3, 1)
    assert mdns.decode({**good, b"free": b"-1"}, 45000) is None
    assert mdns.decode({**good, b"name": b"\xff"}, 45000) is None
    assert mdns.decode({**good, b"version": b"99"}, 45000) is None
    assert mdns.decode({k: v for k, v in good.items() if k != b"game"}, 45000) is None


def test_with_no_router_answering_the_reach_waits_only_for_its_searches(tmp_path):
    start = time.monotonic()
    asyncio.run(find_reach("192.0.2.10", 45000, gateway=(LOOPBACK, 9), natpmp=(LOOPBACK, 9)))
    assert time.monotonic() - start < SEARCH_SECONDS + sum(NATPMP_TRIES) + 2  # the SSDP search, NAT-PMP's tries


@pytest.mark.parametrize("speaks", [NatPmpRouter, PcpRouter])
def test_a_router_without_upnp_opens_the_port_by_pcp_or_nat_pmp_and_closes_it_when_hosting_stops(tmp_path, speaks):
    async def go() -> tuple[Any, dict, dict, tuple[str, int], float]:
        router = speaks()
        await router.start()
        no_upnp = Gateway()
        await no_upnp.start()
        silent = no_upnp.ssdp
        await no_upnp.stop()  # no UPnP answer: PCP, then NAT-PMP, is asked
        async with table(tmp_path / "c.pem") as host:
            port = host._server.sockets[0].getsockname()[1]
            start = time.monotonic()
            reach = await find_reach(LOOPBACK, port, gateway=silent, natpmp=router.address)
            took = time.monotonic() - start
            opened = dict(router.mappings)
            link = await Link.open(host.invite(*reach.addresses[0], tuple(reach.addresses[1:])))  # through the router
            answered = link.address
            link.close()
            await reach.close()
        await router.stop()
        return reach, opened, router.mappings, answered, took

    reach, opened, left, answered, took = asyncio.run(go())
    assert reach.line().startswith(f"REACH internet upnp {PUBLIC}:") and answered[0] == PUBLIC
    assert len(opened) == 1 and left == {}
    assert took < SEARCH_SECONDS + 1.5  # a NAT-PMP router says at once it speaks no PCP: no PCP timeout


def test_a_host_on_every_address_is_reached_over_ipv4_and_ipv6_at_one_port(tmp_path):
    async def go() -> list[tuple[str, int]]:
        async with table(tmp_path / "c.pem", bind="") as host:
            port = host._server.sockets[0].getsockname()[1]
            answered = []
            for address in ("127.0.0.1", "::1"):
                link = await Link.open(host.invite(address, port))
                answered.append(link.address)
                link.close()
            return answered

    assert [a[0] for a in asyncio.run(go())] == ["127.0.0.1", "::1"]

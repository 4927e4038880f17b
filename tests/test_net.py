"""Network play with real sockets on 127.0.0.1: a host, headless clients, and clients that misbehave.

Every game here is also played locally with the same seed and the same bots deciding from the
same seat views: the network must change nothing but where the players sit.
"""

from __future__ import annotations

import asyncio
import random
import ssl
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rules.fzzzt.game import new_game as new_fzzzt
from rules.games import FZZZT, kind_of
from rules.net import protocol as P
from rules.net import refusals as R
from rules.net.client import JoinError, Link, Player, play_locally
from rules.net.host import Host, Limits
from rules.net.table import Table, load_table
from rules.net.viewbot import make_view_bot
from rules.selection import setup_game

LOOPBACK = "127.0.0.1"


@pytest.fixture(scope="module")
def cert(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("tls") / "host.pem"


def new(kind: str, seed: int, players: int) -> Any:
    return new_fzzzt(players, seed) if kind == "fzzzt" else setup_game(random.Random(seed), seed, players)


def bots(seed: int, players: int) -> list[Any]:
    return [make_view_bot("greedy", seed * 10 + i) for i in range(players)]


def local_result(kind: str, seed: int, players: int) -> Table:
    t = Table(new(kind, seed, players))
    play_locally(t, bots(seed, players))
    return t


class Run:
    """A host on loopback and its log lines (joins, leaves, the end; the reasons of closings)."""

    def __init__(self, table: Table, cert: Path, **kw: Any) -> None:
        self.lines: list[str] = []
        self.closings: list[str] = []
        self.host = Host(table, cert, say=self.lines.append, say_log=self.closings.append, **kw)
        self.invite: P.Invite | None = None

    async def start(self, port: int = 0) -> P.Invite:
        port = await self.host.start(LOOPBACK, port)
        self.invite = self.host.invite(LOOPBACK, port)
        return self.invite

    async def seat_players(self, players: int, seed: int, seen: Callable[[int], Any] | None = None,
                           **kw: Any) -> list[asyncio.Task]:
        """Players joining one after the other (seat i is player i), each with its own bot."""
        tasks = []
        for i, bot in enumerate(bots(seed, players)):
            p = Player(self.invite, bot, f"P{i}", seen=seen(i) if seen else None, **kw)
            tasks.append(asyncio.create_task(p.play()))
            while p.seat is None:
                await asyncio.sleep(0.005)
        return tasks


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 120))


# --- whole games ------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["smashup", "fzzzt"])
def test_three_seats_over_the_network_end_as_the_same_seed_played_locally(kind, cert):
    seed = 3
    received: dict[int, list[P.Message]] = {0: [], 1: [], 2: []}

    async def game() -> tuple[list[Any], Table]:
        r = Run(Table(new(kind, seed, 3)), cert)
        await r.start()
        tasks = await r.seat_players(3, seed, seen=lambda i: received[i].append)
        results = await asyncio.gather(*tasks)
        await r.host.stop()
        return results, r.host.table

    results, table = run(game())
    local = local_result(kind, seed, 3)
    final = [p.vp for p in local.game.state.players] if kind == "smashup" else list(local.game.state.scores)
    assert local.game.over and table.history == local.history
    assert [(x.winner, x.vp) for x in results] == [(local.game.winner, final)] * 3
    scan_every_message(kind, seed, received, table.history)


def hidden_from(game: Any, seat: int) -> set[int]:
    """The instance ids ``seat`` may not see now: hands and bids of others, every deck."""
    s = game.state
    if kind_of(game) is FZZZT:
        out = set(s.factory) | set(s.conveyor[s.shown:])
        for p, pl in enumerate(s.players):
            if p != seat:
                out |= set(pl.hand) | set(pl.bid) | set(pl.workshop)
            elif s.phase == "bidding":
                out |= set(pl.workshop)
        return out
    out = set(s.base_deck)
    for p, pl in enumerate(s.players):
        out |= set(pl.deck)
        if p != seat:
            out |= set(pl.hand) | {c for b in s.bases for c in b.buried if s.owner[c] == p}
    return out


def card_pairs(data: Any) -> list[tuple[int, str]]:
    """Every (instance id, card id) a message names, wherever it sits."""
    out, stack = [], [P.CONVERTER.unstructure(data)]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            if set(v) >= {"iid", "card"} and isinstance(v["card"], str):
                out.append((v["iid"], v["card"]))
            stack.extend(v.values())
        elif isinstance(v, list | tuple):
            stack.extend(v)
    return out


def scan_every_message(kind: str, seed: int, received: dict[int, list[P.Message]], history: list[str]) -> None:
    """Replays the game and checks each state a seat received against the position it was sent at:
    no card of a hand, deck or sealed bid the seat may not see, unless the seat's own events showed
    it (a reveal, a card returned to a hand)."""
    from rules.actions import parse_action

    game = new(kind, seed, 3)
    by_step: dict[int, list[tuple[int, P.State]]] = {}
    for seat, msgs in received.items():
        for m in msgs:
            if isinstance(m, P.State):
                by_step.setdefault(m.step, []).append((seat, m))
    shown: dict[int, set[int]] = {0: set(), 1: set(), 2: set()}
    checked = 0
    for step in range(len(history) + 1):
        for seat, m in by_step.get(step, []):
            shown[seat] |= {c.iid for c in m.names}
            secret = hidden_from(game, seat) - shown[seat]
            leaked = [pair for pair in card_pairs(m) if pair[0] in secret]
            assert not leaked, f"seat {seat} was sent hidden cards {leaked} at step {step}"
            checked += 1
            if kind == "fzzzt":
                for p, pl in enumerate(m.fzzzt.players):
                    assert p == seat or pl.bid is None  # a sealed bid never shows before its reveal
        if step < len(history):
            game.apply(parse_action(history[step]))
    assert checked > len(history)  # every seat got states all game long


def test_fzzzt_bids_are_shown_at_the_reveal(cert):
    """The other side of the scan: once an auction is revealed, every seat sees all its bids."""
    seen: list[P.Message] = []

    async def game() -> None:
        r = Run(Table(new("fzzzt", 5, 3)), cert)
        await r.start()
        tasks = await r.seat_players(3, 5, seen=lambda i: seen.append if i == 1 else None)
        await asyncio.gather(*tasks)
        await r.host.stop()

    run(game())
    revealed = [m.fzzzt.last for m in seen if isinstance(m, P.State) and m.fzzzt.last is not None]
    assert revealed and all(len(a.bids) == 3 for a in revealed)
    assert any(b and p != 1 for a in revealed for p, b in enumerate(a.bids))


# --- drops and restarts ---------------------------------------------------------------------------
class DropsMidEffect:
    """Seat 1's bot, whose connection drops once while it answers a choice in the middle of an
    effect (before the answer leaves)."""

    def __init__(self, r: Run) -> None:
        self.r, self.player, self.dropped_at = r, None, None

    def seen(self, seat: int) -> Callable[[P.Message], None] | None:
        def watch(msg: P.Message) -> None:
            pending = self.r.host.table.game.pending
            if (isinstance(msg, P.Decide) and self.dropped_at is None and pending is not None
                    and not pending.quiescent):
                self.dropped_at = msg.step
                self.r.host.seated[seat].writer.transport.abort()  # the line goes dead
        return watch if seat == 1 else None


def test_a_client_dropped_mid_effect_takes_its_seat_back_and_the_game_ends_as_locally(cert):
    seed = 3

    async def game() -> tuple[list[Any], Run, DropsMidEffect]:
        r = Run(Table(new("smashup", seed, 3)), cert)
        await r.start()
        drop = DropsMidEffect(r)
        tasks = await r.seat_players(3, seed, seen=drop.seen)
        results = await asyncio.gather(*tasks)
        await r.host.stop()
        return results, r, drop

    results, r, drop = run(game())
    local = local_result("smashup", seed, 3)
    assert drop.dropped_at is not None and "REJOIN seat 1 P1" in r.lines
    assert r.host.table.history == local.history
    assert results[1].vp == [p.vp for p in local.game.state.players]


def test_a_host_killed_and_restarted_from_its_autosave_goes_on_identically(cert, tmp_path):
    seed = 3
    autosave = tmp_path / "table.json"

    async def game() -> tuple[list[Any], Table, list[str]]:
        first = Run(Table(new("smashup", seed, 3)), cert, autosave=autosave)
        inv = await first.start()
        tasks = await first.seat_players(3, seed)
        await until(lambda: first.host.table.step >= 60)
        await first.host.stop()  # killed: the players lose their connections at once
        second = Run(load_table(autosave), cert, autosave=autosave)
        await second.start(inv.port)
        assert second.invite == inv  # the same code and certificate: the same invite works
        results = await asyncio.gather(*tasks)
        await second.host.stop()
        return results, second.host.table, second.lines

    results, table, lines = run(game())
    local = local_result("smashup", seed, 3)
    assert {"REJOIN seat 0 P0", "REJOIN seat 1 P1", "REJOIN seat 2 P2"} <= set(lines)
    assert table.history == local.history
    assert [x.vp for x in results] == [[p.vp for p in local.game.state.players]] * 3


def test_a_dropped_seat_is_played_by_the_hosts_bot_until_its_player_takes_it_back(cert):
    seen_by_0: list[P.Message] = []

    async def game() -> Run:
        r = Run(Table(new("fzzzt", 2, 2)), cert, drop_bot=0.0)
        await r.start()
        tasks = await r.seat_players(2, 2, seen=lambda i: seen_by_0.append if i == 0 else None)
        await until(lambda: r.host.table.step >= 10)
        r.host.seated[1].writer.transport.abort()  # seat 1's line goes dead; its client comes back
        await asyncio.gather(*tasks)
        await r.host.stop()
        return r

    r = run(game())
    assert r.lines.index("BOT seat 1 plays for P1") < r.lines.index("REJOIN seat 1 P1")
    bots_seen = [m.seats[1].bot for m in seen_by_0 if isinstance(m, P.State)]
    assert "greedy" in bots_seen and bots_seen[-1] is None  # shown while it played, gone once back
    assert r.host.table.over


def test_a_dropped_seats_bot_is_in_the_autosave_and_plays_on_after_a_restart(cert, tmp_path):
    autosave = tmp_path / "table.json"

    async def game() -> tuple[Any, Table, Table, list[str]]:
        first = Run(Table(new("fzzzt", 2, 2)), cert, autosave=autosave, drop_bot=0.0)
        inv = await first.start()
        tasks = await first.seat_players(2, 2)
        await until(lambda: first.host.table.step >= 10)
        tasks[1].cancel()  # seat 1's player goes away for good
        await until(lambda: "BOT seat 1 plays for P1" in first.lines)
        await first.host.stop()
        restarted = load_table(autosave)
        second = Run(restarted, cert, autosave=autosave)
        await second.start(inv.port)
        result = await tasks[0]  # seat 0 comes back by itself; nobody ever comes back to seat 1
        await second.host.stop()
        return result, restarted, load_table(autosave), second.lines

    result, restarted, final, lines = run(game())
    assert 1 in restarted.bots and restarted.seats[1].away_bot == "greedy"
    assert result.game_over and final.over and "REJOIN seat 0 P0" in lines
    assert not any(line.startswith("REJOIN seat 1") for line in lines)
    assert final.seats[0].away_bot is None  # its player is back: no bot plays it after a restart


# --- joining --------------------------------------------------------------------------------------
def test_a_wrong_join_code_is_refused(cert):
    async def go() -> str:
        r = Run(Table(new("fzzzt", 1, 2)), cert)
        inv = await r.start()
        bad = P.Invite(inv.host, inv.port, "x" * 22, inv.fingerprint)
        with pytest.raises(JoinError) as e:
            await Player(bad, make_view_bot("random"), "Eve", reconnect_seconds=0).play()
        await r.host.stop()
        return e.value.code

    assert run(go()) == R.WRONG_CODE


def test_another_certificate_is_not_the_invited_host(cert):
    async def go() -> str:
        r = Run(Table(new("fzzzt", 1, 2)), cert)
        inv = await r.start()
        bad = P.Invite(inv.host, inv.port, inv.code, "0" * 64)
        with pytest.raises(JoinError) as e:
            await Player(bad, make_view_bot("random"), "Eve").play()
        await r.host.stop()
        return e.value.code

    assert run(go()) == R.CERTIFICATE


def test_a_full_table_refuses_a_third_player(cert):
    async def go() -> str:
        r = Run(Table(new("fzzzt", 1, 2)), cert)
        inv = await r.start()
        seated = await r.seat_players(2, 1)
        with pytest.raises(JoinError) as e:
            await Player(inv, make_view_bot("random"), "Eve").play()
        await asyncio.gather(*seated)
        await r.host.stop()
        return e.value.code

    assert run(go()) == R.FULL


def test_a_seat_is_taken_back_only_with_its_token(cert):
    async def go() -> Table:
        r = Run(Table(new("fzzzt", 1, 2)), cert)
        inv = await r.start()
        link = await Link.open(inv)
        link.send(P.Resume(P.PROTOCOL, P.VERSION, inv.code, "not-the-token-of-anyone"))
        reply = await link.receive()
        link.close()
        await r.host.stop()
        assert isinstance(reply, P.Refusal) and reply.closing and reply.code == R.NO_TOKEN
        return r.host.table

    assert run(go()).seats == [None, None]


# --- clients that misbehave -----------------------------------------------------------------------
async def seated_raw(inv: P.Invite, name: str = "Mallory") -> tuple[Link, int]:
    link = await Link.open(inv)
    link.send(P.Hello(P.PROTOCOL, P.VERSION, inv.code, name))
    welcome = await link.receive()
    return link, welcome.seat


async def until(pred: Callable[[], bool], seconds: float = 10) -> None:
    for _ in range(int(seconds / 0.01)):
        if pred():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("timed out")


async def next_of(link: Link, kind: type) -> Any:
    while not isinstance(msg := await link.receive(), kind):
        pass
    return msg


def misbehave(cert: Path, attack: Callable[[Run, P.Invite], Any], limits: Limits | None = None) -> Run:
    """A client misbehaves as ``attack`` says; the game must then go on to its end: an honest
    player takes a free seat, and the host's bot plays any seat whose connection was closed."""
    async def go() -> Run:
        r = Run(Table(new("fzzzt", 2, 2)), cert, limits=limits, drop_bot=0.0)
        inv = await r.start()
        await attack(r, inv)
        honest = await r.seat_players(r.host.table.seats.count(None), 1)
        assert all(result.game_over for result in await asyncio.gather(*honest))
        await until(lambda: r.host.table.over)
        await r.host.stop()
        return r

    return run(go())


def test_an_illegal_action_is_refused_and_the_game_is_untouched(cert):
    async def attack(r: Run, inv: P.Invite) -> None:
        link, seat = await seated_raw(inv)
        d = await next_of(link, P.Decide) if r.host.table.game.decider == seat else None
        step = r.host.table.step
        link.send(P.Act(step, "pick:card:999"))
        reply = await next_of(link, P.Refusal)
        assert not reply.closing and r.host.table.step == step
        assert d is None or "pick:card:999" not in d.options
        link.close()

    r = misbehave(cert, attack)
    assert r.host.table.over


def test_an_action_for_another_seat_is_refused(cert):
    async def attack(r: Run, inv: P.Invite) -> None:
        link, seat = await seated_raw(inv)
        other, other_seat = await seated_raw(inv, "Victim")
        mine, theirs = (link, other) if r.host.table.game.decider != seat else (other, link)
        d = await next_of(theirs, P.Decide)
        mine.send(P.Act(d.step, d.options[0]))  # the decider's option, sent by the other seat
        reply = await next_of(mine, P.Refusal)
        assert reply.code == R.NOT_YOURS and r.host.table.step == d.step
        other.close()
        link.close()

    misbehave(cert, attack)


async def raw_tls(inv: P.Invite) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.check_hostname, ctx.verify_mode = False, ssl.CERT_NONE
    return await asyncio.open_connection(inv.host, inv.port, ssl=ctx, server_hostname="")


def closing_attack(payload: Callable[[asyncio.StreamWriter, P.Invite], Any]) -> Callable[[Run, P.Invite], Any]:
    async def attack(r: Run, inv: P.Invite) -> None:
        reader, writer = await raw_tls(inv)
        await payload(writer, inv)
        await until(lambda: r.closings)
        writer.close()
    return attack


def test_garbage_bytes_close_that_connection(cert):
    async def garbage(w: asyncio.StreamWriter, inv: P.Invite) -> None:
        w.write(b"\x00\x00\x00\x10not json at all!")

    r = misbehave(cert, closing_attack(garbage))
    assert "not valid JSON" in r.closings[0]


def test_a_100_mb_frame_is_refused_before_it_is_read(cert):
    async def huge(w: asyncio.StreamWriter, inv: P.Invite) -> None:
        w.write((100 * 1024 * 1024).to_bytes(4, "big") + b"{" * 1000)

    r = misbehave(cert, closing_attack(huge))
    assert "frame of 104857600 bytes" in r.closings[0]


def test_a_frame_sent_one_byte_at_a_time_too_slowly_is_dropped(cert):
    async def trickle(w: asyncio.StreamWriter, inv: P.Invite) -> None:
        for b in P.encode(P.Hello(P.PROTOCOL, P.VERSION, inv.code, "Slow")):
            w.write(bytes([b]))
            await asyncio.sleep(0.02)
            if w.is_closing():
                return

    r = misbehave(cert, closing_attack(trickle), Limits(frame_seconds=0.3))
    assert "too slow" in r.closings[0]


def test_ten_thousand_messages_a_second_close_that_connection(cert):
    async def attack(r: Run, inv: P.Invite) -> None:
        link, _ = await seated_raw(inv)
        frame = P.encode(P.Say("spam"))
        for _ in range(10):
            link.writer.write(frame * 1000)
            await asyncio.sleep(0.1)
        await until(lambda: r.closings)

    r = misbehave(cert, attack)
    assert "flooding" in r.closings[0]


def test_a_client_that_never_reads_is_dropped(cert):
    async def attack(r: Run, inv: P.Invite) -> None:
        link, _ = await seated_raw(inv)  # and reads nothing from now on
        talker, _ = await seated_raw(inv, "Talker")
        line = P.encode(P.Say("x" * P.CHAT_LEN))
        while not r.closings:  # every line is sent to both seats; the reader takes its own
            talker.writer.write(line * 50)
            await asyncio.sleep(0.01)
        talker.close()
        link.close()

    r = misbehave(cert, attack, Limits(rate=100_000, burst=100_000, unread_bytes=64 * 1024))
    assert "not reading" in r.closings[0]

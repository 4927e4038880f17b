"""``python -m rules serve`` and ``python -m rules join`` (the contract fixes their options, the
``INVITE`` line and the exit codes)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import secrets
import signal
import socket
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the command line builds its parser without loading the network code
    from collections.abc import Callable

    from rules.net import mdns
    from rules.net.host import Host
    from rules.net.table import Table
    from rules.selection import Selection

LEAVE_GRACE = 5.0  # seconds ``--once`` waits for the players to take the final state and go


def data_dir() -> Path:
    """The app's user data folder (SMASHUP_DATA_DIR overrides it, as for the app), ``serve`` in it."""
    import platformdirs

    override = os.environ.get("SMASHUP_DATA_DIR")
    return (Path(override) if override else Path(platformdirs.user_data_dir("SmashUp", appauthor=False))) / "serve"


def new_table(args: argparse.Namespace, selection: Selection | None) -> Table:
    from rules.games import game_kind
    from rules.net.table import Table
    from rules.rng import secret_seed

    # A typed --seed draws the factions only (they are public); the deal is always secret.
    deal = secret_seed()
    return Table(game_kind(args.game).new(args.players, deal if args.seed is None else args.seed, selection, deal))


def _line(text: str) -> None:
    print(text, flush=True)


def _log(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


async def _serve(table: Table, args: argparse.Namespace) -> int:
    from rules.net.host import Host
    from rules.net.reach import find_reach
    # Caught from the start: a signal while the router opens the port still closes it afterwards.
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    autosave = Path(args.autosave) if args.autosave else None
    host = Host(table, Path(args.cert) if args.cert else data_dir() / "certificate.pem", autosave,
                say=_line, say_log=_log, drop_bot=args.drop_bot, turn_timer=60.0 * args.turn_timer or None)
    try:
        port = await host.start(args.bind, args.port)
    except OSError as e:
        _log(f"error: can't listen on {args.bind or 'every address'}:{args.port}: {e.strerror or e}")
        return 2
    if autosave is None:
        host.autosave = data_dir() / f"table-{port}.json"
        host.autosave.parent.mkdir(parents=True, exist_ok=True)
        table.save(host.autosave)
    reach = await find_reach(args.bind, port, args.address, upnp=not args.no_upnp, gateway=args.gateway)
    (first, first_port), *more = reach.addresses
    _line(f"INVITE {host.invite(first, first_port, tuple(more))}")
    _line(reach.line())
    _log(f"autosave: {host.autosave}")
    announcer = _announcer(table, args.bind, port) if args.announce else None
    waits = [asyncio.create_task(stop.wait())]
    if args.once:
        waits.append(asyncio.create_task(host.ended.wait()))
    await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
    if host.ended.is_set() and not stop.is_set():
        await _players_gone(host)
    table.save(host.autosave)
    if announcer is not None:
        await announcer.stop()
    await reach.close()
    await host.stop()
    for w in waits:
        w.cancel()
    return 0


def _announcer(table: Table, bind: str, port: int) -> mdns.Announcer | None:
    """The table announced on the local network (rules/net/mdns.py), at the addresses others can
    reach it at; None, with a line saying why, when there are none."""
    from rules.net import mdns
    from rules.net import protocol as P

    name = socket.gethostname()[: P.NAME_LEN] or "table"

    def announcement() -> mdns.Announcement | None:
        if table.over:
            return None
        return mdns.Announcement(P.PROTOCOL, P.VERSION, table.kind, name, port, table.players, table.seats.count(None))

    try:
        announcer = mdns.Announcer(announcement, mdns.reachable_addresses(bind))
    except mdns.NotAnnounced as e:
        _log(str(e))
        return None
    announcer.start()
    return announcer


async def _players_gone(host: Host) -> None:
    for _ in range(int(LEAVE_GRACE / 0.05)):
        if not host.seated:
            return
        await asyncio.sleep(0.05)


def cmd_serve(args: argparse.Namespace, selection: Selection | None) -> int:
    from rules.net.table import BadTable, load_table
    if args.save:
        try:
            table = load_table(Path(args.save))
        except BadTable as e:
            return _fail(str(e))
        if args.autosave is None:
            args.autosave = args.save  # re-hosted: the same file goes on holding the table
        table.started = True  # every seat a network player's: the game goes on as they join
    else:
        table = new_table(args, selection)
    return asyncio.run(_serve(table, args))


def cmd_join(args: argparse.Namespace) -> int:
    from rules.net import protocol as P
    from rules.net import refusals as R
    from rules.net.client import JoinError, Player
    from rules.net.viewbot import make_view_bot
    try:
        invite = P.parse_invite(args.invite)
        bot = make_view_bot(args.bot, args.seed if args.seed is not None else secrets.randbits(32))
        if not 0 < len(args.name) <= P.NAME_LEN:
            raise ValueError(f"a name has 1 to {P.NAME_LEN} characters")
        where = len(invite.addresses)

        def reached(address: tuple[str, int]) -> None:
            n = invite.addresses.index(address) + 1
            _log(f"connected to {P.address_text(*address)} (the invite's address {n} of {where})")

        kept = token_file(invite.code, args.name)
        token = args.token or (kept.read_text().strip() if kept.is_file() else None)
        try:
            result = asyncio.run(Player(invite, bot, args.name, token, reached=reached,
                                        seated=lambda _s, t: keep_token(kept, t)).play())
        except JoinError as e:
            if args.token or token is None or e.refusal != R.NO_TOKEN:
                raise
            kept.unlink(missing_ok=True)  # a kept token of a seat that is gone: sit down afresh
            result = asyncio.run(Player(invite, bot, args.name, reached=reached,
                                        seated=lambda _s, t: keep_token(kept, t)).play())
    except (P.ProtocolError, ValueError, JoinError) as e:
        return _fail(str(e))
    if args.json:
        print(json.dumps({"seat": result.seat, "vp": result.vp, "winner": result.winner,
                          "game_over": result.game_over}))
    else:
        print(f"seat {result.seat}: game over, winner {result.winner}, VP {result.vp}")
    return 0


def _address(text: str) -> tuple[str, int]:
    host, _, port = text.rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise argparse.ArgumentTypeError(f"not ADDRESS:PORT: {text!r}")
    return host.strip("[]"), int(port)


def token_file(code: str, name: str) -> Path:
    """Where ``join`` keeps its seat's token: under the invite's code, one a player's name (a
    crashed join takes its seat back by joining again; two players joining from one machine keep
    their own seats)."""
    import hashlib

    return data_dir().parent / "seats" / code / f"{hashlib.sha256(name.encode()).hexdigest()[:16]}.token"


def keep_token(path: Path, token: str) -> None:
    """Written whole or not at all: a join killed mid-write, or one read while it writes, must never
    leave or find an empty token (the next join would then sit down afresh at a full table)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(path.name + ".part")
    fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # a token opens the seat: the owner's only
    with os.fdopen(fd, "w") as f:
        f.write(token)
    os.replace(part, path)


def _fail(message: str) -> int:
    from rules.files import one_line

    print(f"error: {one_line(message, limit=400)}", file=sys.stderr)
    return 2


def add_commands(sub: argparse._SubParsersAction, add_selection: Callable[[argparse.ArgumentParser], None],
                 seconds: Callable[[str], float]) -> None:
    from rules.net.timer import CHOICES_MINUTES  # asyncio only: the network code stays unloaded
    c = sub.add_parser("serve", help="host a network game")
    add_selection(c)
    c.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    c.add_argument("--seed", type=int, default=None,
                   help="the factions drawn (default: random); the deal is always from 128 secret bits")
    c.add_argument("--bind", default="", help="the address to listen on (default every one, IPv4 and IPv6)")
    c.add_argument("--port", type=int, default=45678, help="0 picks a free port")
    c.add_argument("--once", action="store_true", help="exit when the game ends")
    c.add_argument("--save", help="host this saved game (or this server's autosave) again")
    c.add_argument("--address", help="the address written in the invite (default: this machine's)")
    c.add_argument("--cert", help="the host's certificate (made if missing; default in the user data folder)")
    c.add_argument("--autosave", help="where the table is saved (a journal line after every action; default: --save's file, "
                   "else table-PORT.json in the user data folder)")
    c.add_argument("--announce", action="store_true",
                   help="announce the table on the local network by DNS-SD/mDNS (no code nor fingerprint in it)")
    c.add_argument("--no-upnp", action="store_true", help="don't ask the router to open the port (UPnP, PCP, NAT-PMP)")
    c.add_argument("--gateway", type=_address, default=None, metavar="ADDRESS:PORT",
                   help="ask this router for the port by UPnP (default: any router on the network, by multicast)")
    c.add_argument("--drop-bot", type=seconds, default=None, metavar="SECONDS",
                   help="a disconnected seat is played by the host's Normal bot after this long")
    c.add_argument("--turn-timer", type=int, default=0, choices=CHOICES_MINUTES, metavar="MINUTES",
                   help="minutes a player has for each decision, then the host's bot makes it for them "
                        "(0, the default: no timer; 1, 2 or 5)")
    c = sub.add_parser("join", help="join a network game with a bot")
    c.add_argument("invite")
    c.add_argument("--bot", default="greedy", choices=("random", "greedy", "ismcts"))
    c.add_argument("--token", help="the seat's token, to take the seat back after a crash (every join keeps its "
                   "token in the user data folder under the invite's code, and uses it when none is given)")
    c.add_argument("--name", default="Bot")
    c.add_argument("--seed", type=int, default=None, help="the bot's random seed (default: random)")
    c.add_argument("--json", action="store_true")

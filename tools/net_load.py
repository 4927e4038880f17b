"""Load measurement of network play (a benchmark, not a test): many tables of headless bot players
on loopback, every table a real TLS host, the hosts in one process (or ``--hosts`` processes, the
tables shared among them) and the players in another (or ``--player-processes``).

    python tools/net_load.py --tables 50 --players 4 --pace 0.4 --hosts 2 --player-processes 2

Each player answers its decision ``--pace`` seconds after its state arrived (its bot thinks within
that pause; 0.4 s is the app's own bots' pause, a brisk person takes longer), so the tables play as
people and bots at a table do; ``--pace 0`` answers at once, every table flat out (a stress test
of the host's throughput, not of play). Reports actions a second (all tables, from the first join
until every game ended or ``--seconds`` is up), the hosts' memory per table (resident memory
once every table is seated and playing, less the same process before its first table), and
the round trip from a player's action leaving it to the moment every player of its table has the
state that follows (the bot's thinking and the pace are not in it): mean, p95, max; the CPU time
per action of the hosts' processes and of the players'. Every table autosaves as ``serve`` does.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.net import protocol as P  # noqa: E402
from rules.net.client import Link, Player  # noqa: E402
from rules.net.viewbot import make_view_bot  # noqa: E402

LOOPBACK = "127.0.0.1"


def rss_bytes() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


class Trips:
    """One table's round trips: from an action leaving its player until every player of the table
    has read the state that follows it."""

    def __init__(self, players: int, out: list[float]) -> None:
        self.players, self.out = players, out
        self.waiting: tuple[int, float, set[int]] | None = None  # the step answered, when, who has not seen it

    def sent(self, step: int) -> None:
        self.waiting = (step, time.perf_counter(), set(range(self.players)))

    def seen(self, seat: int, step: int) -> None:
        if self.waiting is None or step <= self.waiting[0]:
            return
        self.waiting[2].discard(seat)
        if not self.waiting[2]:
            self.out.append(time.perf_counter() - self.waiting[1])
            self.waiting = None


class PacedPlayer(Player):
    """A player that answers ``pace`` seconds after its state came (its bot thinks meanwhile) and
    notes its table's round trips."""

    def __init__(self, *a, trips: Trips, pace: float, **kw) -> None:
        super().__init__(*a, **kw)
        self.trips, self.pace = trips, pace
        self.arrived = time.perf_counter()
        self.seen = self._note

    def _note(self, msg: P.Message) -> None:
        if isinstance(msg, P.State) and self.seat is not None:
            self.arrived = time.perf_counter()
            self.trips.seen(self.seat, msg.step)

    def decide(self, link: Link, d: P.Decide) -> None:
        answer = self._answer(d)
        pause = max(0.0, self.pace - (time.perf_counter() - self.arrived))
        asyncio.get_running_loop().call_later(pause, self._send, link, P.Act(d.step, answer))

    def _send(self, link: Link, act: P.Act) -> None:
        self.trips.sent(act.step)
        with contextlib.suppress(Exception):  # the connection may have ended meanwhile
            link.send(act)


def run_players(invites: dict[str, str], players: int, seconds: float, pace: float) -> dict:
    """A players' process: every seat of its tables (``invites``: by table number), until the time
    is up."""
    async def main() -> dict:
        cpu0 = time.process_time()
        trips: list[float] = []
        tasks = []
        for number, text in invites.items():
            t, inv = int(number), P.parse_invite(text)
            table = Trips(players, trips)
            for i in range(players):
                p = PacedPlayer(inv, make_view_bot("greedy", t * 10 + i), f"B{t}.{i}", trips=table, pace=pace)
                tasks.append(asyncio.create_task(p.play()))
                while p.seat is None:
                    await asyncio.sleep(0.001)
        await asyncio.wait(tasks, timeout=seconds)
        for task in tasks:
            task.cancel()
        return {"trips": sorted(trips), "cpu": time.process_time() - cpu0}

    return asyncio.run(main())


async def host_share(args: argparse.Namespace) -> None:
    """A hosts' process: the tables numbered ``--share`` modulo ``--hosts``. Prints their invites,
    then, once a line on stdin says the players are done, what its tables did."""
    from rules.games import game_kind
    from rules.net.host import Host
    from rules.net.table import Table

    folder = Path(tempfile.mkdtemp())
    cert = folder / "host.pem"
    base = rss_bytes()
    hosts, invites = [], []
    for t in range(args.share, args.tables, args.hosts):
        seed = args.seed + t
        game = game_kind(args.game).new(args.players, seed, None)
        h = Host(Table(game), cert, folder / f"table-{t}.json", say=lambda _s: None,
                 say_log=lambda s: print(s, file=sys.stderr))
        port = await h.start(LOOPBACK, 0)
        hosts.append(h)
        invites.append(str(h.invite(LOOPBACK, port)))
    print(json.dumps(invites), flush=True)
    cpu0 = time.process_time()
    while any(None in h.table.seats for h in hosts):  # an early table may be over before the last sits
        await asyncio.sleep(0.05)
    memory = rss_bytes() - base
    await asyncio.to_thread(sys.stdin.readline)
    report = {"actions": sum(h.table.step for h in hosts), "over": sum(h.table.over for h in hosts),
              "memory": memory, "cpu": time.process_time() - cpu0}
    for h in hosts:
        await h.stop()
    print(json.dumps(report), flush=True)


async def measure(args: argparse.Namespace) -> dict:
    """Starts the hosts' processes, then the players', and gathers what they report."""
    same = ["--tables", str(args.tables), "--players", str(args.players), "--game", args.game, "--seed",
            str(args.seed), "--hosts", str(args.hosts)]
    pipes = {"stdin": asyncio.subprocess.PIPE, "stdout": asyncio.subprocess.PIPE}
    hosts = [await asyncio.create_subprocess_exec(sys.executable, __file__, *same, "--share", str(i), **pipes)
             for i in range(args.hosts)]
    invites = {}  # by table number: host i holds tables i, i + hosts, ...
    for i, h in enumerate(hosts):
        invites.update(zip(range(i, args.tables, args.hosts), json.loads(await h.stdout.readline()), strict=True))
    start = time.perf_counter()
    n = args.player_processes
    groups = [await asyncio.create_subprocess_exec(
        sys.executable, __file__, *same, "--players-of", json.dumps({t: v for t, v in invites.items() if t % n == j}),
        "--seconds", str(args.seconds), "--pace", str(args.pace), stdout=asyncio.subprocess.PIPE)
        for j in range(n)]
    reports = [json.loads(await g.stdout.read()) for g in groups]
    for g in groups:
        await g.wait()
    elapsed = time.perf_counter() - start
    played = {"trips": sorted(x for r in reports for x in r["trips"]), "cpu": sum(r["cpu"] for r in reports)}
    shares = []
    for h in hosts:
        h.stdin.write(b"done\n")
        await h.stdin.drain()
        shares.append(json.loads(await h.stdout.readline()))
        await h.wait()
    actions = sum(s["actions"] for s in shares)
    ms = [x * 1000 for x in played["trips"]]
    return {"tables": args.tables, "players": args.players, "game": args.game, "pace": args.pace,
            "host_processes": args.hosts, "player_processes": args.player_processes, "load_average": Path("/proc/loadavg").read_text().split()[:3],
            "seconds": round(elapsed, 1), "games_over": sum(s["over"] for s in shares),
            "actions": actions, "actions_per_second": round(actions / elapsed, 1),
            "memory_per_table_kb": round(sum(s["memory"] for s in shares) / args.tables / 1024),
            "host_cpu_ms_per_action": round(1000 * sum(s["cpu"] for s in shares) / max(1, actions), 2),
            "players_cpu_ms_per_action": round(1000 * played["cpu"] / max(1, actions), 2),
            "round_trip_ms": {"mean": round(statistics.fmean(ms), 1) if ms else None,
                              "p95": round(ms[int(0.95 * (len(ms) - 1))], 1) if ms else None,
                              "max": round(ms[-1], 1) if ms else None}}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=50)
    p.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    p.add_argument("--game", default="smashup", choices=("smashup", "fzzzt"))
    p.add_argument("--seconds", type=float, default=60.0, help="how long the players play")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--pace", type=float, default=0.4, help="seconds from a state to its seat's answer")
    p.add_argument("--hosts", type=int, default=1, help="processes hosting the tables (one per core, say)")
    p.add_argument("--player-processes", type=int, default=1, help="processes playing the seats (a table's "
                   "seats in one of them)")
    p.add_argument("--share", type=int, help=argparse.SUPPRESS)  # a hosts' process: its tables' number modulo --hosts
    p.add_argument("--players-of", help=argparse.SUPPRESS)  # the players' process: the invites, as JSON
    args = p.parse_args()
    if args.players_of:
        print(json.dumps(run_players(json.loads(args.players_of), args.players, args.seconds, args.pace)))
    elif args.share is not None:
        asyncio.run(host_share(args))
    else:
        print(json.dumps(asyncio.run(measure(args))))


if __name__ == "__main__":
    main()

"""Load measurement of network play (a benchmark, not a test): many tables of headless bot players
on loopback, every table a real TLS host, all hosts in one process and all players in another.

    python tools/net_load.py --tables 50 --players 4 --seconds 60

Reports actions a second (all tables, from the first join until every game ended or the time is
up), the host process's memory per table (resident memory once every table is seated and playing,
less the same process before the first table), and the round trip from a player's action to that
player's next state (the host sends every seat its state in the same step, so the others' arrive
with it): mean, p95, max; the CPU time per action of the hosts' process and of the players'.
Every table autosaves as ``serve`` does.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.net import protocol as P  # noqa: E402
from rules.net.client import Player  # noqa: E402
from rules.net.viewbot import make_view_bot  # noqa: E402

LOOPBACK = "127.0.0.1"


def rss_bytes() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


class TimedPlayer(Player):
    """A player that notes when each of its actions left and when its next state came."""

    def __init__(self, *a, **kw) -> None:
        super().__init__(*a, **kw)
        self.sent: tuple[int, float] | None = None
        self.trips: list[float] = []
        self.seen = self._note

    def _answer(self, d: P.Decide) -> str:
        self.sent = (d.step, time.perf_counter())
        return super()._answer(d)

    def _note(self, msg: P.Message) -> None:
        if isinstance(msg, P.State) and self.sent is not None and msg.step > self.sent[0]:
            self.trips.append(time.perf_counter() - self.sent[1])
            self.sent = None


def run_players(invites: list[str], players: int, seconds: float) -> dict:
    """The players' process: every seat of every table, until the time is up."""
    async def main() -> dict:
        everyone: list[TimedPlayer] = []
        tasks = []
        for t, text in enumerate(invites):
            inv = P.parse_invite(text)
            for i in range(players):
                p = TimedPlayer(inv, make_view_bot("greedy", t * 10 + i), f"B{t}.{i}")
                everyone.append(p)
                tasks.append(asyncio.create_task(p.play()))
                while p.seat is None:
                    await asyncio.sleep(0.001)
        await asyncio.wait(tasks, timeout=seconds)
        for task in tasks:
            task.cancel()
        trips = sorted(x for p in everyone for x in p.trips)
        return {"trips": trips}

    return asyncio.run(main())


async def host_tables(args: argparse.Namespace) -> dict:
    from rules.fzzzt.game import new_game
    from rules.net.host import Host
    from rules.net.table import Table
    from rules.selection import setup_game

    folder = Path(tempfile.mkdtemp())
    cert = folder / "host.pem"
    base = rss_bytes()
    hosts, invites = [], []
    for t in range(args.tables):
        seed = args.seed + t
        game = new_game(args.players, seed) if args.game == "fzzzt" else setup_game(random.Random(seed), seed,
                                                                                     args.players)
        h = Host(Table(game), cert, folder / f"table-{t}.json", say=lambda _s: None, say_log=lambda s: print(s, file=sys.stderr))
        port = await h.start(LOOPBACK, 0)
        hosts.append(h)
        invites.append(str(h.invite(LOOPBACK, port)))
    proc = await asyncio.create_subprocess_exec(
        sys.executable, __file__, "--players-of", json.dumps(invites), "--players", str(args.players),
        "--seconds", str(args.seconds), stdout=asyncio.subprocess.PIPE)
    start, cpu0 = time.perf_counter(), time.process_time()
    while any(None in h.table.seats for h in hosts):  # an early table may be over before the last sits
        await asyncio.sleep(0.05)
    per_table = (rss_bytes() - base) / args.tables
    report = await proc.stdout.read()
    elapsed = time.perf_counter() - start
    actions = sum(h.table.step for h in hosts)
    await proc.wait()
    host_cpu = time.process_time() - cpu0
    players_cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    res = json.loads(report)
    for h in hosts:
        await h.stop()
    trips = res["trips"]
    ms = [x * 1000 for x in trips]
    return {"tables": args.tables, "players": args.players, "game": args.game, "seconds": round(elapsed, 1), "games_over": sum(h.table.over for h in hosts),
            "actions": actions, "actions_per_second": round(actions / elapsed, 1),
            "memory_per_table_kb": round(per_table / 1024),
            "host_cpu_ms_per_action": round(1000 * host_cpu / max(1, actions), 2),
            "players_cpu_ms_per_action": round(1000 * (players_cpu.ru_utime + players_cpu.ru_stime) / max(1, actions), 2),
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
    p.add_argument("--players-of", help=argparse.SUPPRESS)  # the players' process: the invites, as JSON
    args = p.parse_args()
    if args.players_of:
        print(json.dumps(run_players(json.loads(args.players_of), args.players, args.seconds)))
        return
    print(json.dumps(asyncio.run(host_tables(args))))


if __name__ == "__main__":
    main()

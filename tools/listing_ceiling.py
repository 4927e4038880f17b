"""What issue 39's updated play listing and kept power totals could buy at most: the same seeded
random games timed (CPU time) with the Play Cards listing and/or the "which bases are ready" check
served free, from a recording of the same games played first. The games are exactly the same (a
replayed answer for every call, checked to be used up), so the difference is those two costs.

    python tools/listing_ceiling.py --players 2 --games 60 [--check] [--free listing,scoring]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Iterator
from typing import Any

import rules.flow as flow
from rules.games import game_kind

FREE = {"listing": "main_options", "scoring": "ready_bases"}
DIVERGED = "the replayed games were not the recorded ones"


def play(players: int, games: int, check: bool) -> None:
    kind = game_kind("smashup")
    for k in range(games):
        kind.random_game(1 + k, players, None, check)


def recorded(name: str, into: list[Any]) -> Callable[[Any], Any]:
    real = getattr(flow, name)

    def call(g: Any) -> Any:
        into.append(real(g))
        return into[-1]
    return call


def replayed(answers: Iterator[Any]) -> Callable[[Any], Any]:
    def call(_g: Any) -> Any:
        got = next(answers, None)
        if got is None:  # the listing and the check always answer a list
            raise SystemExit(DIVERGED)
        return got
    return call


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--check", action="store_true", help="invariants checked after every action")
    ap.add_argument("--free", default="", help="comma-separated: listing, scoring")
    a = ap.parse_args()
    free = [FREE[f] for f in a.free.split(",") if f]
    real = {name: getattr(flow, name) for name in FREE.values()}
    play(a.players, a.games, a.check)  # warm-up: card modules compiled, caches made
    records: dict[str, list[Any]] = {name: [] for name in free}
    for name in free:
        setattr(flow, name, recorded(name, records[name]))
    play(a.players, a.games, a.check)
    answers = {name: iter(records[name]) for name in free}
    for name in free:
        setattr(flow, name, replayed(answers[name]))
    t = time.process_time()
    play(a.players, a.games, a.check)
    took = time.process_time() - t
    for name, fn in real.items():
        setattr(flow, name, fn)
    if any(next(it, None) is not None for it in answers.values()):
        raise SystemExit(DIVERGED)
    print(f"{a.players} players, {'invariants' if a.check else 'no check'}, free: {a.free or 'nothing'}: "
          f"{a.games / took:.1f} games/s (CPU time)")


if __name__ == "__main__":
    main()

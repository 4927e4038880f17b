"""Hard's search on several processes: root parallelism (Chaslot, Winands, van den Herik 2008).

Each worker process keeps its own search tree for every Hard bot it serves and, asked for a
decision, searches its own re-dealt worlds for the whole budget; the caller sums the root's visit
counts and plays the most visited option. Worker ``i`` draws from the bot's seed (``i`` = 0) or a
stream derived from it, so one worker answers exactly as the in-process search does.

Workers are started once (``spawn``: the same on Linux, Windows and macOS, and safe in a process
that runs Qt threads) and stay warm across decisions and games. The caller's thread only waits on
pipes while they think, so a GUI thread never competes with the search for the interpreter lock.
What the kept subtrees must learn between searches (the choice made, a decision answered outside
the search, a bot gone) is queued and sent with the next search: one round trip per decision.
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import os
import threading
from collections.abc import Hashable
from multiprocessing.connection import Connection, wait
from typing import Any

from rules.ai.ismcts import Searcher, WorkerLost
from rules.game import Game

Op = tuple[Any, ...]  # (verb, bot token, arguments...): see ``_apply``


def default_workers() -> int:
    """The machine's cores minus one (left to the window and the other seats), at least one."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # macOS and Windows have no affinity call
        cores = os.cpu_count() or 1
    return max(1, cores - 1)


class SearchPool:
    """Worker processes that search for Hard bots, owned by whoever outlives the bots (the app's
    bot runner, an arena run) or by one bot. ``close()`` stops them; a closed pool searches no more."""

    def __init__(self, workers: int) -> None:
        if workers < 1:
            raise ValueError("a search pool needs at least one worker")
        ctx = multiprocessing.get_context("spawn")
        self._conns: list[Connection] = []
        self._procs: list[multiprocessing.process.BaseProcess] = []
        for index in range(workers):
            mine, theirs = ctx.Pipe()
            proc = ctx.Process(target=serve, args=(theirs, index), name=f"hard-search-{index}", daemon=True)
            proc.start()
            theirs.close()  # only the worker holds its end: its death reads as end of file here
            self._conns.append(mine)
            self._procs.append(proc)
        self._queued: list[Op] = []
        self._tokens = itertools.count(1)
        self._warming = True  # each worker's first message says it has loaded the engine
        # Bots are made and dropped on the GUI thread while one searches on the bot thread: the
        # queue has its own short lock, so that noting an operation never waits for a search.
        self._queue_lock = threading.Lock()
        self._search_lock = threading.Lock()

    @property
    def workers(self) -> int:
        return len(self._procs)

    @property
    def alive(self) -> bool:
        return bool(self._procs)

    def register(self, seed: int) -> int:
        with self._queue_lock:
            token = next(self._tokens)
            self._queued.append(("new", token, seed))
        return token

    def note(self, op: Op) -> None:
        """An operation on a bot's kept tree, delivered before the next search."""
        with self._queue_lock:
            self._queued.append(op)

    def wait_ready(self) -> None:
        """Wait until every worker has loaded the engine (else the first search waits for it)."""
        with self._search_lock:
            self._warm()

    def _warm(self) -> None:
        if self._warming:
            try:
                for conn, proc in zip(self._conns, self._procs, strict=True):
                    self._reply(conn, proc)
            except (OSError, EOFError) as e:
                raise WorkerLost(f"a search worker is gone: {e}") from e
            self._warming = False

    def search(self, token: int, game: Game, player: int, budget: float,
               iterations: int | None, floor: int = 0) -> tuple[dict[Hashable, int], int]:
        """Every worker searches ``game`` for ``budget`` seconds (or ``iterations`` each): the root's
        visits summed over the workers, and the iterations they ran together."""
        with self._search_lock:
            if not self._procs:
                raise WorkerLost("the search pool is closed")
            self._warm()
            with self._queue_lock:
                ops, self._queued = [*self._queued, ("search", token, game.state, player, budget, iterations, floor)], []
            try:
                for conn in self._conns:
                    conn.send(ops)
                replies = [self._reply(conn, proc) for conn, proc in zip(self._conns, self._procs, strict=True)]
            except (OSError, EOFError) as e:
                raise WorkerLost(f"a search worker is gone: {e}") from e
        visits: dict[Hashable, int] = {}
        for counts, _ in replies:
            for key, n in counts.items():
                visits[key] = visits.get(key, 0) + n
        return visits, sum(n for _, n in replies)

    @staticmethod
    def _reply(conn: Connection, proc: multiprocessing.process.BaseProcess) -> Any:
        ready = wait([conn, proc.sentinel])
        if conn not in ready:
            proc.join(timeout=1)  # its exit code is known once it is reaped
            raise WorkerLost(f"search worker {proc.name} exited with code {proc.exitcode}")
        status, value = conn.recv()
        if status != "ok":
            raise WorkerLost(f"search worker {proc.name} failed: {value}")
        return value

    def close(self) -> None:
        """Stop the workers, once the search under way (if any) has answered."""
        with self._search_lock:
            self._stop()

    def _stop(self) -> None:
        for conn in self._conns:
            with contextlib.suppress(OSError):  # a worker already gone needs no asking
                conn.send(None)  # asks the worker to return
            conn.close()
        for proc in self._procs:
            proc.join(timeout=0 if self._warming else 2)  # one still loading the engine has nothing to finish
            if proc.is_alive():
                proc.kill()
                proc.join()
        self._conns, self._procs, self._queued = [], [], []

    def __enter__(self) -> SearchPool:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


def worker_seed(seed: int, index: int) -> int | str:
    """Worker 0 follows the bot's own seed (the in-process answer); the others their own streams."""
    return seed if index == 0 else f"{seed}/{index}"


def serve(conn: Connection, index: int) -> None:
    """A worker's loop: apply the queued operations, answer each search, return on ``None``."""
    from rules.cards import load_all

    load_all()
    conn.send(("ok", None))  # warm: the owner's first search need not wait for the imports
    searchers: dict[int, Searcher] = {}
    while True:
        try:
            ops = conn.recv()
        except EOFError:  # the owner is gone
            return
        if ops is None:
            return
        try:
            reply: Any = None
            for op in ops:
                reply = _apply(searchers, index, op)
            conn.send(("ok", reply))
        except Exception as e:  # reported to the caller, who searches in its own process instead
            conn.send(("error", f"{type(e).__name__}: {e}"))


def _apply(searchers: dict[int, Searcher], index: int, op: Op) -> Any:
    verb, token, *args = op
    if verb == "new":
        searchers[token] = Searcher(worker_seed(args[0], index))
    elif verb == "drop":
        searchers.pop(token, None)
    elif verb == "search":
        state, player, budget, iterations, floor = args
        return searchers[token].search(Game(state), player, budget, iterations, floor)
    else:
        getattr(searchers[token], verb)(*args)
    return None

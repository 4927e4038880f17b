"""Hard: single-observer information-set Monte Carlo tree search (Cowling, Powley, Whitehouse 2012).

Every iteration samples a world consistent with what the seat sees (``Determinizer``), walks one
tree shared by all worlds (options missing in a world are simply unavailable there: UCB counts
availability), expands one node, plays a fast rollout until the searching player's own turn is over
(its scoring and draw included), and scores it with the heuristic evaluation once the players due
to move before the searcher's next turn are credited their best minion play, each decider's
node crediting that decider's share. The root's options start with Normal's settled scores.

Options are keyed by card id rather than instance id when the card sits in a hand or a deck, so
"the opponent plays a Pirate King" is one node whatever instance the world dealt, and two copies
in hand are one choice. The search is anytime: it stops when the time budget is spent, or sooner
when the most visited option can no longer be overtaken.
"""

from __future__ import annotations

import logging
import math
import random
import time
from collections.abc import Hashable
from typing import Any, Protocol

from rules.actions import Action, Pick, PickKind, Play
from rules.ai.bots import option_values
from rules.ai.determinize import Determinizer
from rules.ai.evaluate import base_tables, shares
from rules.ai.policy import rollout_action, stop_answer
from rules.decision import DecisionKind
from rules.game import Game

HARD_BUDGET = 0.25  # seconds per decision: the app's Hard setting (p95 stays far under 1 s)
# On a slow or busy computer Hard's budget bought 28 iterations and Hard played little better than
# Normal: at Hard's own setting a search runs at least this many iterations, unless TIME_CAP is spent.
HARD_FLOOR = 100
TIME_CAP = 1.0  # seconds: a decision never waits longer than this for the floor
EXPLORATION = 0.1
PRIOR_VISITS = 4  # the root options start with Normal's settled score, worth this many visits
MAX_STEPS = 400  # a rollout stops after this many actions in any case (some card loops never end a turn)


log = logging.getLogger(__name__)


class WorkerLost(Exception):
    """A search worker died or broke the protocol: the bot searches in its own process instead."""


class Pool(Protocol):
    """Worker processes Hard searches on (``rules.ai.parallel.SearchPool``): each runs a Searcher
    per bot, driven by the operations noted and the searches asked."""

    def register(self, seed: int) -> int: ...

    def note(self, op: tuple[Any, ...]) -> None: ...

    def search(self, token: int, game: Game, player: int, budget: float,
               iterations: int | None, floor: int = 0) -> tuple[dict[Hashable, int], int]: ...

    def close(self) -> None: ...

UNSEEN, MIXED = -2, -1  # a node's decider before any world reached it, and once two seats answered there


class Child:
    __slots__ = ("visits", "total", "avail", "children", "decider")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.avail = 1
        self.children: dict[Hashable, Child] = {}
        self.decider = UNSEEN  # who answers the decisions below this node: a seat, UNSEEN or MIXED

    def seen_decider(self, player: int) -> None:
        if self.decider != player:
            self.decider = player if self.decider == UNSEEN else MIXED

    def ucb(self) -> float:
        return self.total / self.visits + EXPLORATION * math.sqrt(math.log(self.avail) / self.visits)


def _hidden_ids(g: Game) -> set[int]:
    out: set[int] = set()
    for pl in g.state.players:
        out.update(pl.hand)
        out.update(pl.deck)
    return out


def option_key(g: Game, a: Action, hidden: set[int]) -> Hashable:
    cards = g.state.cards
    if isinstance(a, Play):
        return ("play", cards[a.card] if a.card in hidden else a.card, a.slot, a.target)
    if isinstance(a, Pick) and a.kind == PickKind.CARD and a.value in hidden:
        return ("pick", cards[a.value])
    return a


def _keyed(g: Game) -> dict[Hashable, Action]:
    hidden = _hidden_ids(g)
    out: dict[Hashable, Action] = {}
    for a in g.pending.options:
        out.setdefault(option_key(g, a, hidden), a)
    return out


class Searcher:
    """One search tree's owner: its random stream and the subtree kept from its last choice. The
    bot drives it in its own process, or a worker process does (``rules.ai.parallel``)."""

    def __init__(self, seed: int | str) -> None:
        self.r = random.Random(seed)
        self.kept: tuple[Child, int] | None = None  # the subtree under this seat's last choice, and its turn
        self.root: Child | None = None  # the last search's root, until its choice is known

    def forget(self) -> None:
        """A decision was answered outside the search: the kept tree does not lead here."""
        self.kept = None

    def follow(self, turn: int, player: int, key: Hashable) -> None:
        """A decision with one option key was answered: keep the subtree under it."""
        kept = self._reusable(turn, player)
        self._keep(kept.children.get(key) if kept else None, turn)

    def chose(self, key: Hashable, turn: int) -> None:
        """The last search's decision was answered with ``key``: keep the subtree under it."""
        root, self.root = self.root, None
        self._keep(root.children.get(key) if root else None, turn)

    def search(self, game: Game, player: int, budget: float, iterations: int | None,
               floor: int = 0) -> tuple[dict[Hashable, int], int]:
        """Visits of the root's options after ``budget`` seconds (or ``iterations``), and the
        iterations run. ``floor``: a timed search runs at least this many iterations, unless
        TIME_CAP seconds have passed."""
        start = time.perf_counter()
        deadline = start + budget
        cap = start + max(budget, TIME_CAP)
        root_keys = _keyed(game)
        kept = self._reusable(game.state.turn, player)
        det = Determinizer(game, player)
        root = self.root = self._root(game, det, player, root_keys, kept or Child())
        stop_turn = _stop_turn(game, player)
        n = 0
        while True:
            self._iterate(root, det.sample(self.r), player, stop_turn)
            n += 1
            if iterations is not None:
                if n >= iterations:
                    break
            elif self._spent(root, n, start, deadline, cap, floor):
                break
        return {k: c.visits for k, c in root.children.items()}, n

    def _keep(self, child: Child | None, turn: int) -> None:
        self.kept = None if child is None else (child, turn)

    def _reusable(self, turn: int, player: int) -> Child | None:
        """The subtree under this seat's last choice, when the search that made it saw this seat
        answer next in every world, in the same turn: its statistics carry over. (Decisions with one
        option never enter the tree, so those answered in between don't break the chain.)"""
        if self.kept is None:
            return None
        child, kept_turn = self.kept
        self.kept = None
        return child if kept_turn == turn and child.decider == player else None

    def _root(self, game: Game, det: Determinizer, player: int, keys: dict[Hashable, Action], root: Child) -> Child:
        """The root (``root``: fresh, or the subtree kept from the last decision), its options not
        yet searched seeded with what Normal thinks of them (on one re-dealt world), so that a
        search with few iterations plays at least as Normal does."""
        if game.pending.kind == DecisionKind.DISCARD:  # Normal discards its cheapest card without looking ahead
            return root
        world = det.sample(self.r)
        hidden = _hidden_ids(game)
        for value, a in option_values(world, player, self.r):
            k = option_key(game, a, hidden)
            if k in keys and k not in root.children:
                child = root.children[k] = Child()
                child.visits, child.total = PRIOR_VISITS, PRIOR_VISITS * value
        return root

    @staticmethod
    def _spent(root: Child, n: int, start: float, deadline: float, cap: float, floor: int) -> bool:
        """True when a timed search is over: its budget spent and its floor reached (or the cap
        spent), or the runner-up could not catch the leader in the iterations it has left."""
        now = time.perf_counter()
        if now >= cap or (now >= deadline and n >= floor):
            return True
        if n < 32:
            return False
        left = max(floor - n, n * (deadline - now) / max(now - start, 1e-9))
        visits = sorted((c.visits for c in root.children.values()), reverse=True)
        return len(visits) < 2 or visits[0] - visits[1] > left

    def _iterate(self, root: Child, world: Game, player: int, stop_turn: int) -> None:
        node = root
        path: list[tuple[Child, int]] = []
        expanded = False
        for _ in range(MAX_STEPS):
            if world.over or _cut(world, stop_turn):
                break
            d = world.pending
            if len(d.options) == 1:
                world.apply(d.options[0])
                continue
            if expanded:
                world.apply(rollout_action(world, self.r))
                continue
            keyed = _keyed(world)
            node.seen_decider(d.player)
            fresh = [k for k in keyed if k not in node.children]
            if fresh:
                k = fresh[self.r.randrange(len(fresh))]
                child = node.children[k] = Child()
                expanded = True
            else:
                for k in keyed:
                    node.children[k].avail += 1
                k = max(keyed, key=lambda key: node.children[key].ucb())
                child = node.children[k]
            world.apply(keyed[k])
            path.append((child, d.player))
            node = child
        reward = cut_shares(world, player)
        for child, p in path:
            child.visits += 1
            child.total += reward[p]


class ISMCTSBot:
    name = "ismcts"

    def __init__(self, seed: int = 0, budget: float | None = None, iterations: int | None = None,
                 pool: Pool | None = None) -> None:
        """``budget``: seconds per decision (Hard by default, with its iteration floor);
        ``iterations``: a fixed count instead (reproducible, for tests; each worker runs that many);
        ``pool``: worker processes to search on (``close()`` releases this bot's trees there), else
        the search runs here."""
        self.budget = HARD_BUDGET if budget is None else budget
        self.floor = HARD_FLOOR if budget is None else 0
        self.iterations = iterations
        self.last_iterations = 0
        self.searcher = Searcher(seed)  # searches here without a pool, or once a worker is lost
        self.pool = pool
        self.token = pool.register(seed) if pool is not None else 0

    def decide(self, game: Game, player: int) -> Action:
        self.last_iterations = 0  # stays 0 when nothing needs searching
        opts = game.legal_actions()
        if len(opts) == 1:
            return opts[0]
        stop = stop_answer(game)
        if stop is not None:
            self._tell("forget")
            return stop
        root_keys = _keyed(game)
        turn = game.state.turn
        if len(root_keys) == 1:
            self._tell("follow", turn, player, next(iter(root_keys)))
            return opts[0]
        visits, self.last_iterations = self._search(game, player)
        best = max(root_keys, key=lambda k: visits.get(k, -1))
        self._tell("chose", best, turn)
        return root_keys[best]

    def _tell(self, verb: str, *args: Any) -> None:
        if self.pool is not None:
            self.pool.note((verb, self.token, *args))
        else:
            getattr(self.searcher, verb)(*args)

    def _search(self, game: Game, player: int) -> tuple[dict[Hashable, int], int]:
        if self.pool is not None:
            try:
                return self.pool.search(self.token, game, player, self.budget, self.iterations, self.floor)
            except WorkerLost as e:
                # A lost worker costs its speed, not the game: from now on the search runs here.
                log.warning("Hard searches in its own process from now on: %s", e)
                self.pool.close()
                self.pool = None
        return self.searcher.search(game, player, self.budget, self.iterations, self.floor)

    def close(self) -> None:
        """Drop this bot's trees in the pool's workers (the pool stays up for other bots)."""
        if self.pool is not None:
            self.pool.note(("drop", self.token))
            self.pool = None


def _stop_turn(game: Game, player: int) -> int:
    """The turn after the searching player's own (this one, or its next): rollouts stop at its first
    quiet point. Scoring the position there, not a round later, fits several times the iterations."""
    s = game.state
    return s.turn + (player - s.active) % len(s.players) + 1


def _cut(world: Game, stop_turn: int) -> bool:
    d = world.pending
    return d is not None and d.quiescent and world.state.turn >= stop_turn


def cut_shares(world: Game, player: int) -> list[float]:
    """The rollout's reward. At the cut, the players up to the searcher's next turn still play
    before it can answer: each is credited the minion from its hand (in this world) and the base
    that gain it most, so a base the searcher leads by a little is not counted as won."""
    if world.over:
        return shares(world)
    s = world.state
    tables = base_tables(world)
    q = s.active
    while q != player:
        minions = {world.read.printed_power(c) for c in s.players[q].hand if world.read.ctype(c) == "minion"}
        if minions:
            gain, bi, power = max((t.gain(q, pw), bi, pw) for bi, t in enumerate(tables) for pw in minions)
            if gain > 0:
                tables[bi].add(q, power)
        q = (q + 1) % len(s.players)
    return shares(world, tables=tables)


def root_statistics(game: Game, player: int, iterations: int,
                    seed: int | str = 0) -> list[tuple[Hashable, Action, int, float]]:
    """Hard's search of ``game``'s pending decision from ``player``'s view (what that seat may see,
    nothing more), exactly ``iterations`` iterations from ``seed``: each option's key and action
    with its visits and its estimated share of wins (Normal's prior included), most visited (Hard's
    choice) first. For hints and reviews; a search in its own tree, so the bots' play is untouched."""
    searcher = Searcher(seed)
    searcher.search(game, player, math.inf, iterations)
    children = searcher.root.children if searcher.root is not None else {}
    out = []
    for key, action in _keyed(game).items():
        c = children.get(key)
        out.append((key, action, c.visits if c else 0, c.total / c.visits if c and c.visits else 0.0))
    out.sort(key=lambda row: -row[2])  # stable: ties keep the options' order, as the bot's max does
    return out


def answer_key(game: Game, a: Action) -> Hashable:
    """The search's key of ``a`` at ``game``'s pending decision (copies of one hidden card share one)."""
    return option_key(game, a, _hidden_ids(game))

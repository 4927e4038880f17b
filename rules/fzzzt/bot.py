"""FZZZT! bots: Easy (``random``), Normal (``greedy``), Hard (``ismcts``).

They answer ``decide(game, player)`` like the Smash Up bots. A bid is chosen whole (a set of
cards) and then put down one card at a time, so the search compares bids, not card orders. Bots
read only what their seat sees: the search re-deals every hidden card (the other players' hands,
workshops and sealed bids, the Factory, the face-down conveyor) from what the seat knows, and a
sealed bid of another player is replaced by one the seat's model of that player would make.
"""

from __future__ import annotations

import math
import random
import time
from itertools import combinations

from rules import rng
from rules.actions import FINISH, Action, Assign, Pick
from rules.ai.bots import Bot, by_level
from rules.ai.parallel import SearchPool
from rules.fzzzt import flow
from rules.fzzzt.cards import FCard, card
from rules.fzzzt.game import FzzztGame, assign_action
from rules.fzzzt.scoring import gadgets, slots_filled
from rules.fzzzt.state import FPlayer, FState

POWER_VP = 0.35  # a card's bidding power, in VP, while the game goes on
SYMBOL_VP = 0.6  # a Robot that helps one of your units towards a gadget
WORTH_BIDDING = 0.5  # VP: a head worth less gets the smallest bid
RIVAL_SHARE = 0.5  # the share of the strongest rival hand a bid tries to beat
HARD_BUDGET = 0.25  # seconds per bid for the app's Hard setting
EXPLORATION = 0.7
TEMPERATURE = 3.0  # VP lead that makes a player about e times likelier to win


# --- valuation ----------------------------------------------------------------------------------
def _free_robots(s: FState, pl: FPlayer) -> list[frozenset[str]]:
    return [card(s.cards[c]).symbols for c in pl.hand + pl.workshop + pl.bid if card(s.cards[c]).is_robot]


def unit_value(s: FState, pl: FPlayer, unit: FCard, built: list[int]) -> float:
    """What a unit should be worth at the end: its gadgets' VP, or minus its VP without one."""
    robots = [card(s.cards[r]).symbols for r in built] + _free_robots(s, pl)
    supply: float = gadgets(unit.symbols, robots)
    if supply == 0:
        supply = slots_filled(unit.symbols, robots, 1) / len(unit.symbols)
    expected = min(2.0, supply + 0.5 * (s.rounds - s.round))
    return unit.vp * (expected if expected >= 1 else 2 * expected - 1)


def card_value(s: FState, p: int, c: int) -> float:
    """How much winning card ``c`` is worth to player ``p`` (VP and bidding power)."""
    k = card(s.cards[c])
    pl = s.players[p]
    if k.is_unit:
        return unit_value(s, pl, k, [])
    v = k.vp + POWER_VP * k.power
    if k.is_robot:
        needs = [card(s.cards[u]).symbols for u in pl.units]
        v += SYMBOL_VP * sum(1 for n in needs if n & k.symbols)
    return v


def position_value(s: FState, p: int) -> float:
    """A player's expected final VP: cards' VP and units' outlook."""
    pl = s.players[p]
    v = sum(card(s.cards[c]).vp for c in pl.hand + pl.workshop + pl.bid)
    v += sum(card(s.cards[r]).vp for b in pl.built for r in b)
    return v + sum(unit_value(s, pl, card(s.cards[u]), b) for u, b in zip(pl.units, pl.built, strict=True))


def shares(s: FState) -> list[float]:
    """Each player's chance of winning as the evaluation sees it (final scores once over)."""
    vals = [float(x) for x in s.scores] if s.scores is not None else \
        [position_value(s, p) for p in range(len(s.players))]
    best = max(vals)
    ws = [math.exp((v - best) / TEMPERATURE) for v in vals]
    total = sum(ws)
    return [w / total for w in ws]


# --- bids ---------------------------------------------------------------------------------------
def bid_options(s: FState, p: int) -> dict[int, tuple[int, ...]]:
    """Each bid value the hand can make, with the fewest cards that make it (cards worth nothing
    in a bid are bid only alone)."""
    hand = s.players[p].hand
    power = {c: card(s.cards[c]).power for c in hand}
    out: dict[int, tuple[int, ...]] = {}
    zero = [c for c in hand if power[c] == 0]
    if zero:
        out[0] = (zero[0],)
    strong = sorted((c for c in hand if power[c] > 0), key=lambda c: (power[c], c))
    for k in range(1, len(strong) + 1):
        for combo in combinations(strong, k):
            out.setdefault(sum(power[c] for c in combo), combo)
    return out


def target_bid(options: dict[int, tuple[int, ...]], target: float) -> tuple[int, ...]:
    """The smallest bid at least ``target``; the largest when none reaches it."""
    ok = [v for v in options if v >= target]
    return options[min(ok) if ok else max(options)]


def rival_power(s: FState, p: int) -> float:
    """The strongest hand another player may bid from, as ``p`` can tell: the average power of the
    cards they own outside their units (known: every card won was seen) times their hand size."""
    best = 0.0
    for q, pl in enumerate(s.players):
        pool = pl.hand + pl.bid + pl.workshop
        if q != p and pool:
            best = max(best, sum(card(s.cards[c]).power for c in pool) / len(pool) * (len(pl.hand) + len(pl.bid)))
    return best


def greedy_bid(s: FState, p: int, noise: float = 1.0) -> tuple[int, ...]:
    """A head worth having gets a bid just above half the strongest rival hand; anything else the
    smallest bid."""
    options = bid_options(s, p)
    if card_value(s, p, s.conveyor[0]) <= WORTH_BIDDING:
        return target_bid(options, 0)
    return target_bid(options, noise * (RIVAL_SHARE * rival_power(s, p) + 1))


def _bid_step(g: FzzztGame, p: int, plan: tuple[int, ...]) -> Action:
    pl = g.state.players[p]
    rest = [c for c in plan if c not in pl.bid and c in pl.hand]
    return Pick("card", rest[0]) if rest else FINISH


def _plan_fits(pl: FPlayer, plan: tuple[int, ...] | None) -> bool:
    return plan is not None and set(pl.bid) <= set(plan) <= set(pl.bid) | set(pl.hand)


# --- building -----------------------------------------------------------------------------------
def best_assignment(s: FState, p: int) -> Action:
    """Give a Robot where it brings a unit's next gadget closer, the weakest bidder first (a Robot
    on a unit bids no more); finish when no Robot helps."""
    pl = s.players[p]
    best: Action = FINISH
    best_key = None
    for r, u in flow.assignments(s, p):
        built = pl.built[pl.units.index(u)]
        unit = card(s.cards[u])
        robots = [card(s.cards[x]).symbols for x in built]
        nxt = gadgets(unit.symbols, robots) + 1
        gain = slots_filled(unit.symbols, robots + [card(s.cards[r]).symbols], nxt) - \
            slots_filled(unit.symbols, robots, nxt)
        if gain <= 0:
            continue
        rc = card(s.cards[r])
        key = (unit.vp, -rc.power, -len(rc.symbols))
        if best_key is None or key > best_key:
            best, best_key = assign_action(r, u), key
    return best


# --- the bots -----------------------------------------------------------------------------------
class RandomBot:
    """Easy: any legal action."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.r = random.Random(seed)

    def decide(self, game: FzzztGame, player: int) -> Action:
        opts = game.legal_actions()
        return opts[self.r.randrange(len(opts))]


class _Planner:
    """Keeps the bid a bot chose while it puts it down card by card."""

    def __init__(self) -> None:
        self.plan: tuple[int, ...] | None = None

    def decide(self, game: FzzztGame, player: int) -> Action:
        s = game.state
        if s.phase != "bidding":
            return best_assignment(s, player)
        pl = s.players[player]
        if pl.bid and not _plan_fits(pl, self.plan):
            self.plan = tuple(pl.bid)  # resumed mid-bid: keep what is down
        if not pl.bid:
            self.plan = self.choose_bid(game, player)
        return _bid_step(game, player, self.plan)

    def choose_bid(self, game: FzzztGame, player: int) -> tuple[int, ...]:
        raise NotImplementedError


class GreedyBot(_Planner):
    """Normal: bids in proportion to what the head card is worth to it."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.r = random.Random(seed)

    def choose_bid(self, game: FzzztGame, player: int) -> tuple[int, ...]:
        return greedy_bid(game.state, player)


# --- search -------------------------------------------------------------------------------------
def determinize(s: FState, me: int, r: random.Random) -> FState:
    """A world consistent with what ``me`` sees: the other players' cards outside their units
    re-dealt (hand size as seen: hand and sealed bid together), their sealed bids re-chosen by
    the model, the Factory and the face-down conveyor shuffled together."""
    w = s.copy()
    cards = list(w.cards)
    for q, pl in enumerate(w.players):
        if q == me:
            continue
        ids = sorted(pl.hand + pl.bid + pl.workshop)
        labels = [cards[i] for i in ids]
        r.shuffle(labels)
        for i, lab in zip(ids, labels, strict=True):
            cards[i] = lab
        h = len(pl.hand) + len(pl.bid)
        pl.hand, pl.workshop, pl.bid = ids[:h], ids[h:], []
    hidden = sorted(w.conveyor[w.shown:] + w.factory)
    labels = [cards[i] for i in hidden]
    r.shuffle(labels)
    for i, lab in zip(hidden, labels, strict=True):
        cards[i] = lab
    w.conveyor = w.conveyor[: w.shown] + hidden[: len(w.conveyor) - w.shown]
    w.factory = hidden[len(w.conveyor) - w.shown:] if w.conveyor else hidden
    w.cards = tuple(cards)
    w.rng = rng.redrawn(w.rng, r.getrandbits(rng.SEED_BITS))
    for q, pl in enumerate(w.players):
        if q != me and s.players[q].sealed:
            pl.bid = list(model_bid(w, q, r))
            pl.hand = [c for c in pl.hand if c not in pl.bid]
    return w


def model_bid(s: FState, p: int, r: random.Random) -> tuple[int, ...]:
    """How the search expects a player to bid: greedy, with noise."""
    return greedy_bid(s, p, r.uniform(0.5, 1.6))


def play_bid(s: FState, p: int, bid: tuple[int, ...]) -> None:
    events: list = []
    whole = len(bid) == len(s.players[p].hand)  # a bid of the whole hand seals itself
    for c in bid:
        flow.add_to_bid(s, p, c, events)
    if not whole:
        flow.seal(s, p, events)


def rollout(s: FState, r: random.Random, round_end: int) -> None:
    """Fast play until the end of round ``round_end`` (or of the game)."""
    events: list = []
    while s.phase != "over" and s.round <= round_end:
        if s.phase == "bidding":
            p = flow.bidders(s)[0]
            play_bid(s, p, model_bid(s, p, r))
            continue
        a = best_assignment(s, s.builder)
        if a is FINISH:
            flow.done_building(s, s.builder, events)
        else:
            assert isinstance(a, Assign)
            flow.assign(s, s.builder, a.robot, a.unit, events)


class ISMCTSBot(_Planner):
    """Hard: information-set Monte Carlo search over whole bids. Each iteration samples a world
    from the seat's information set, lets the players who still have to bid choose by the model,
    plays the rest of the round (and the next), and credits the root bid with the seat's share
    of the evaluation; UCB1 spreads the iterations over the bids."""

    name = "ismcts"

    def __init__(self, seed: int = 0, budget: float | None = None, iterations: int | None = None) -> None:
        super().__init__()
        self.r = random.Random(seed)
        self.budget = HARD_BUDGET if budget is None else budget
        self.iterations = iterations
        self.last_iterations = 0

    def choose_bid(self, game: FzzztGame, player: int) -> tuple[int, ...]:
        s = game.state
        options = bid_options(s, player)
        bids = sorted(options)
        if len(bids) == 1:
            return options[bids[0]]
        visits = [0] * len(bids)
        totals = [0.0] * len(bids)
        deadline = time.perf_counter() + self.budget
        n = 0
        while True:
            k = self._select(visits, totals, n)
            w = determinize(s, player, self.r)
            play_bid(w, player, options[bids[k]])
            rollout(w, self.r, s.round + 1)
            visits[k] += 1
            totals[k] += shares(w)[player]
            n += 1
            if (self.iterations is not None and n >= self.iterations) or \
                    (self.iterations is None and time.perf_counter() >= deadline):
                break
        self.last_iterations = n
        best = max(range(len(bids)), key=lambda i: (visits[i], totals[i]))
        return options[bids[best]]

    def _select(self, visits: list[int], totals: list[float], n: int) -> int:
        fresh = [i for i, v in enumerate(visits) if v == 0]
        if fresh:
            return fresh[self.r.randrange(len(fresh))]
        log_n = math.log(n)
        return max(range(len(visits)),
                   key=lambda i: totals[i] / visits[i] + EXPLORATION * math.sqrt(log_n / visits[i]))



def make(name: str, seed: int, budget: float | None, pool: SearchPool | None) -> Bot:
    """FZZZT!'s bot of level ``name``; its search runs in the calling thread (``pool`` is for
    Smash Up's, whose decisions cost far more)."""
    return by_level(name, {"random": lambda: RandomBot(seed), "greedy": lambda: GreedyBot(seed),
                           "ismcts": lambda: ISMCTSBot(seed, budget)})

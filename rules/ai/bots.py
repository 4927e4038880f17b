"""Easy (random) and Normal (greedy) bots. Every bot answers ``decide(game, player)`` with one of
``game.legal_actions()``, reads only what ``player`` may see, and never changes ``game``."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from rules.actions import FINISH, Action, Finish, Pick
from rules.ai.determinize import Determinizer
from rules.ai.evaluate import FORFEIT_VP, forfeited_plays, shares
from rules.ai.policy import TurnCounter, quick_action, stop_answer
from rules.decision import Decision, DecisionKind
from rules.game import Game

SETTLE_STEPS = 6  # follow-up decisions resolved before a candidate's outcome is scored
SETTLE_WIDTH = 8  # wider follow-ups are answered at random, not one-ply
MINION_VALUE_PER_POWER = 1.0
ACTION_VALUE = 2.5  # an action card in hand, on the same scale as a minion's printed power
BOT_NAMES = ("random", "greedy", "ismcts")  # Easy, Normal, Hard: the levels of every game's bots


class Bot(Protocol):
    name: str

    def decide(self, game: Any, player: int) -> Action: ...  # the game of its kind: GameKind pairs them


def by_level(name: str, levels: dict[str, Callable[[], Bot]]) -> Bot:
    """The bot of level ``name`` among a game's ``levels`` (made only once chosen)."""
    if name not in levels:
        raise ValueError(f"unknown bot: {name} (choose from {', '.join(BOT_NAMES)})")
    return levels[name]()


class RandomBot:
    """Easy: any sane legal action (it plays its cards before it finishes)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.r = random.Random(seed)
        self.turns = TurnCounter()

    def decide(self, game: Game, player: int) -> Action:
        if self.turns.over_cap(game):
            return FINISH
        return quick_action(game, self.r)


def card_value(g: Game, iid: int) -> float:
    """How much a card is worth keeping in hand (for discards: drop the cheapest)."""
    if g.read.ctype(iid) == "minion":
        return MINION_VALUE_PER_POWER * g.read.printed_power(iid)
    return ACTION_VALUE


def _pick_best(values: list[tuple[float, Action]], r: random.Random) -> Action:
    best = max(v for v, _ in values)
    ties = [a for v, a in values if v >= best - 1e-9]
    return ties[r.randrange(len(ties))]


def one_ply(world: Game, player: int, d: Decision, r: random.Random) -> Action:
    """The option whose immediate outcome evaluates best for ``player`` (no follow-ups)."""
    if d.kind == DecisionKind.DISCARD:
        return min(d.options, key=lambda a: card_value(world, int(a.value)) if isinstance(a, Pick) else 99)
    vals = []
    for a in d.options:
        w = world.clone()
        w.apply(a)
        vals.append((shares(w)[player], a))
    return _pick_best(vals, r)


def settle(w: Game, r: random.Random) -> None:
    """Resolve the decisions an action led to (each decider answering one-ply) until the game is
    quiet again or the step budget runs out, so that an effect's outcome is what gets scored."""
    for _ in range(SETTLE_STEPS):
        d = w.pending
        if d is None or d.quiescent:
            return
        if len(d.options) > SETTLE_WIDTH:  # a long "any number of cards" loop: one-ply at every step costs seconds
            w.apply(d.options[r.randrange(len(d.options))])
        else:
            w.apply(d.options[0] if len(d.options) == 1 else one_ply(w, d.player, d, r))


def greedy_choice(world: Game, player: int, r: random.Random) -> Action:
    """Normal: score each option's settled outcome; in the Play Cards phase, finishing is worth the
    position as it stands (the turn's scoring and draw happen whatever was played) less the
    plays it throws away."""
    d = world.pending
    if d.kind == DecisionKind.DISCARD:
        return one_ply(world, player, d, r)
    stop = stop_answer(world)
    if stop is not None:
        return stop
    return _pick_best(option_values(world, player, r), r)


def option_values(world: Game, player: int, r: random.Random) -> list[tuple[float, Action]]:
    """Each option of ``world``'s decision with ``player``'s share once its outcome settles."""
    vals: list[tuple[float, Action]] = []
    for a in world.pending.options:
        if isinstance(a, Finish):
            vals.append((shares(world, (player, FORFEIT_VP * forfeited_plays(world)))[player], a))
            continue
        w = world.clone()
        w.apply(a)
        settle(w, r)
        vals.append((shares(w)[player], a))
    return vals


class GreedyBot:
    """Normal: one ply on a determinized copy (so hidden cards never show through the outcome)."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.r = random.Random(seed)
        self.turns = TurnCounter()

    def decide(self, game: Game, player: int) -> Action:
        opts = game.legal_actions()
        if len(opts) == 1:
            return opts[0]
        if self.turns.over_cap(game):
            return FINISH
        world = Determinizer(game, player).sample(self.r)
        return greedy_choice(world, player, self.r)

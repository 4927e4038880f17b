"""Fast policies without look-ahead: the Easy bot, and the rollout policy of the search."""

from __future__ import annotations

import random

from rules.actions import Action, Finish, Pass, Play, Talent, Use
from rules.ai.evaluate import BaseTable, base_table
from rules.decision import DecisionKind
from rules.game import Game

ROLLOUT_GREED = 0.75  # how often a rollout places its minion where it helps most (else at random)
# Some card combinations let a turn go on for ever (a minion that returns and gives a replay):
# past this many cards played in one turn, the bots finish.
TURN_PLAY_CAP = 30


TURN_DECISION_CAP = 60  # and past this many of its own Play Cards decisions (a no-op ability used again and again)


def turn_too_long(g: Game) -> bool:
    return len(g.state.played) >= TURN_PLAY_CAP


class TurnCounter:
    """A bot's Play Cards decisions in the current turn, for the cap above."""

    def __init__(self) -> None:
        self.turn, self.count = -1, 0

    def over_cap(self, g: Game) -> bool:
        if g.pending.kind != DecisionKind.MAIN:
            return False
        if g.state.turn != self.turn:
            self.turn, self.count = g.state.turn, 0
        self.count += 1
        return self.count > TURN_DECISION_CAP


def stop_answer(g: Game) -> Action | None:
    """Past the cap of cards played in one turn, the answer that ends the loop: Finish, or a pass
    where one is allowed (a loop outside the active player's Play Cards phase is all optional
    extra plays); None below the cap."""
    if not turn_too_long(g):
        return None
    return next((a for a in g.pending.options if isinstance(a, Finish | Pass)), None)


def sane_options(g: Game) -> tuple[Action, ...]:
    """The options a beginner would consider: in the Play Cards phase, nothing is left unplayed
    (Finish only when no card play or talent is left); elsewhere, any legal answer."""
    d = g.pending
    stop = stop_answer(g)
    if stop is not None:
        return (stop,)
    if d.kind != DecisionKind.MAIN:
        return d.options
    finish = tuple(a for a in d.options if isinstance(a, Finish))
    plays = tuple(a for a in d.options if isinstance(a, Play | Talent | Use))
    return plays or finish


def quick_action(g: Game, r: random.Random) -> Action:
    d = g.pending
    opts = sane_options(g)
    if d.kind == DecisionKind.ME_FIRST and r.random() < 0.5:
        # Specials are worth keeping for the right moment about half the time.
        return next((a for a in d.options if isinstance(a, Pass)), opts[0])
    return opts[r.randrange(len(opts))]


def best_minion_play(g: Game, plays: list[Play]) -> Play:
    """The minion play that raises the player's base outlook most, from printed power alone
    (no cloning: this runs at every rollout step)."""
    me = g.state.active
    auras = g.read.auras()
    tables: dict[int, BaseTable] = {}
    gains: dict[tuple[int, int], float] = {}
    best, best_gain = plays[0], -1e9
    for a in plays:
        key = (a.slot, g.read.printed_power(a.card))
        if key not in gains:
            t = tables.get(a.slot)
            if t is None:
                t = tables[a.slot] = base_table(g, a.slot, auras)
            gains[key] = t.gain(me, key[1])
        if gains[key] > best_gain:
            best, best_gain = a, gains[key]
    return best


def rollout_action(g: Game, r: random.Random) -> Action:
    d = g.pending
    if d.kind == DecisionKind.MAIN and r.random() < ROLLOUT_GREED:
        minion_plays = [a for a in d.options if isinstance(a, Play) and a.slot is not None
                        and g.read.ctype(a.card) == "minion"]
        if minion_plays:
            return best_minion_play(g, minion_plays)
    return quick_action(g, r)

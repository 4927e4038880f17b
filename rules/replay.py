"""A recorded game's timeline: any point of it at once, and what happened where.

A game's history (``history_of(game)``: its start and every answer since) is played once through;
a copy of the game is kept every ``EVERY`` answers, so seeking anywhere replays at most that many
answers from the nearest copy. Each step (the position before answer ``step``; the last one is where
the history ends) is described for the timeline: its turn, who decided, whether a base scored or VP
changed on the way to the next one.
"""

from __future__ import annotations

from attrs import frozen

from rules.game import Game, History, adopt_history

EVERY = 8  # answers between kept positions: seeking replays at most this many


@frozen
class Step:
    """What the timeline shows at one step (the position before that step's answer)."""

    turn: int
    active: int
    decider: int | None  #: who answers at this step (None at the end of a finished game)
    options: int  #: how many answers were offered
    scored: bool  #: a base scored on the way to the next step
    vp_changed: bool  #: someone's VP changed on the way to the next step


class Timeline:
    def __init__(self, history: History, every: int = EVERY) -> None:
        self.history = history
        self.every = every
        self.kept: list[Game] = []
        self.steps: list[Step] = []
        g = Game(history.start.copy())
        adopt_history(g, History(history.start, ()))  # a position played from here has its past
        for i, a in enumerate(history.answers):
            if i % every == 0:
                self.kept.append(g.clone())
            vp, turn, active, d = [p.vp for p in g.state.players], g.state.turn, g.state.active, g.pending
            assert d is not None  # a history's answers answer the decisions pending when given
            events = g.apply(a)
            self.steps.append(Step(turn, active, d.player, len(d.options), any(ev.kind == "scored" for ev in events),
                                   vp != [p.vp for p in g.state.players]))
        if len(history.answers) % every == 0:
            self.kept.append(g.clone())
        self.steps.append(Step(g.state.turn, g.state.active, g.decider, len(g.legal_actions()), False, False))
        self.final = g

    def __len__(self) -> int:
        """Steps, the end included: ``at(len(self) - 1)`` is where the history ends."""
        return len(self.steps)

    def at(self, step: int) -> Game:
        """The game before answer ``step`` (a fresh copy: play on from it freely)."""
        if not 0 <= step < len(self.steps):
            raise IndexError(step)
        base = step // self.every
        g = self.kept[base].clone()
        for a in self.history.answers[base * self.every:step]:
            g.apply(a)
        return g

    def turn_starts(self) -> list[int]:
        """The first step of each turn."""
        return [i for i, s in enumerate(self.steps) if i == 0 or s.turn != self.steps[i - 1].turn]

    def decisions(self, seat: int | None = None) -> list[int]:
        """Steps where a choice was made (more than one answer offered), by ``seat`` if given."""
        return [i for i, s in enumerate(self.steps[:-1]) if s.options > 1 and (seat is None or s.decider == seat)]


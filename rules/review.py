"""A review: Hard's search at each of one seat's decisions of a recorded game, and the few where the
answer given was furthest below Hard's choice.

Each decision is searched as a hint is (``rules.ai.hint``: the seat's view only, a fixed number of
iterations from a fixed seed), so a review gives the same marks on any machine.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator

from attrs import frozen

from rules.actions import Action
from rules.ai.hint import DEFAULT_ITERATIONS, Fact, Hint, Option, facts, hint
from rules.ai.ismcts import answer_key
from rules.game import Game, History

MARKS = 5  # decisions marked at most: the few worth looking at again
MIN_LOSS = 0.05  # a smaller gap in share of wins is within the search's noise at these iterations


@frozen
class Decision:
    """One searched decision: its index in the history, its turn, the answer given, the search."""

    step: int
    turn: int
    answer: Action
    hint: Hint
    key: Hashable  #: the answer's search key (two copies of a card in hand are one option)

    @property
    def chosen(self) -> Option:
        found = self.hint.option(self.key)
        return found if found is not None else self.hint.best

    @property
    def loss(self) -> float:
        return max(0.0, self.hint.best.share - self.chosen.share)


@frozen
class Mark:
    step: int
    turn: int
    chosen: Option
    best: Option
    loss: float
    facts: tuple[Fact, ...]  #: what the answer given did, then the position (as a hint's facts)


@frozen
class Review:
    seat: int
    decisions: int  #: the seat's decisions searched (those with more than one option)
    marks: tuple[Mark, ...]  #: by step


def positions(history: History) -> Iterator[tuple[int, Game, Action]]:
    """Each step of ``history``: its index, the game just before its answer, the answer."""
    g = Game(history.start.copy())
    for step, a in enumerate(history.answers):
        yield step, g, a
        g.apply(a)


def decisions_of(history: History, seat: int) -> list[int]:
    """The steps where ``seat`` chose among more than one option (what a review searches)."""
    return [step for step, g, _ in positions(history) if _searched(g, seat)]


def _searched(g: Game, seat: int) -> bool:
    d = g.pending
    return d is not None and d.player == seat and len({answer_key(g, a) for a in d.options}) > 1


def review(history: History, seat: int, iterations: int = DEFAULT_ITERATIONS,
           progress: Callable[[int, int], bool] | None = None) -> Review:
    """``progress(done, total)`` is told after each decision searched; it returns False to stop
    (the review is then of the decisions done so far)."""
    todo = set(decisions_of(history, seat))
    done: list[Decision] = []
    for step, g, a in positions(history):
        if step not in todo:
            continue
        done.append(Decision(step, g.state.turn, a, hint(g, seat, iterations), answer_key(g, a)))
        if progress is not None and progress(len(done), len(todo)) is False:
            break
    return Review(seat, len(done), tuple(marks(history, done)))


def marks(history: History, searched: list[Decision]) -> list[Mark]:
    """The MARKS decisions whose answer lost most share of wins (at least MIN_LOSS), by step; each
    with the facts of the answer given."""
    worst = sorted((d for d in searched if d.loss >= MIN_LOSS), key=lambda d: -d.loss)[:MARKS]
    at = {d.step: d for d in worst}
    out = []
    for step, g, a in positions(history):
        d = at.get(step)
        if d is not None:
            out.append(Mark(step, d.turn, d.chosen, d.hint.best, d.loss, tuple(facts(g, d.hint.seat, a))))
        if len(out) == len(at):
            break
    return out

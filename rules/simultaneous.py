"""Whether the order of simultaneous effects can matter (contract, "How decisions come").

The active player chooses the order only when it can change something: two or more of the
effects ask a question, or resolving them in different orders leaves a different game (or asks
the one question with different options). This is decided by trying every order on copies of
the game, each question answered with its first option; at most MAX_TRIED sources are tried
(beyond that the player is asked).
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING, Any

from rules.eventlog import EMPTY

if TYPE_CHECKING:
    from rules.game import Game
    from rules.state import State

MAX_TRIED = 4
# A probe answering "first option" may never end (The Homeworld's immediate extra minion played onto
# itself again and again, a Collector returning the one before): past this many answers the order is
# deemed to matter, and the player is asked.
MAX_ANSWERS = 60


class _Endless(Exception):
    pass


def _drive(gen: Any, trace: list) -> bool:
    """Run an effect to its end, answering each question with its first option; True if it asked."""
    try:
        d = next(gen)
        while True:
            trace.append((d.player, d.kind, d.options))
            if len(trace) > MAX_ANSWERS:
                raise _Endless
            d = gen.send(d.options[0])
    except StopIteration:
        return bool(trace)


def _unordered(s: State) -> State:
    """The state with the piles whose order no rule reads (hands, discard piles) sorted, and
    without the event log (the events differ in order by definition)."""
    s.log = EMPTY
    for pl in s.players:
        pl.hand.sort()
        pl.discard.sort()
    s.base_discard.sort()
    return s


def order_matters(g: Game, frame: list[tuple[int, Any, Any, bool]], owed: frozenset[int] = frozenset()) -> bool:
    """``frame``: the queued reactions; ``owed``: the cards among them that resolve though the
    effect that triggered them took them out of play."""
    sources = list(dict.fromkeys(e[0] for e in frame))
    if len(sources) > MAX_TRIED:
        return True
    try:
        return _tried(g, frame, sources, owed)
    except _Endless:
        return True


def _tried(g: Game, frame: list[tuple[int, Any, Any, bool]], sources: list[int], owed: frozenset[int]) -> bool:
    askers: set[int] = set()
    first = None
    for order in permutations(sources):
        w = g.clone()
        w._probing, w._events, w._frames, w.scoring = True, None, [], g.scoring
        trace: list = []
        for src in order:
            for c, r, ev, _ in frame:
                if c != src or not w.may_resolve(c, r, owed):
                    continue
                asked: list = []
                if _drive(w.resolving(r.run(w, c, ev)), asked):
                    askers.add(c)
                trace.extend(asked)
        if len(askers) >= 2:
            return True
        outcome = (trace, _unordered(w.state))
        if first is None:
            first = outcome
        elif outcome != first:
            return True
    return False

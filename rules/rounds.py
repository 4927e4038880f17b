"""Where a Me First!/response round stands, read from the running rules: the hot-seat table asks
every person in the round's order, and needs the positions the rules passed over without asking
(a player with nothing to use) to hand those people the screen too (app/smashup/answering.py)."""

from __future__ import annotations

from typing import Any

from attrs import frozen

from rules.engine.windows import Windows

_ROUND = Windows.me_first_round.__code__


@frozen
class RoundAt:
    """The innermost response round under way (rules/engine/windows.py, ``me_first_round``)."""

    depth: int  #: how many rounds are under way, this one included (a Special may open another)
    order: tuple[int, ...]  #: the seats in the round's order: the active player first, then clockwise
    reached: int  #: positions of the order reached so far (the one asked now included), counting on
    passes: int  #: passes in a row before the answer awaited (a Special used sets it back to 0)
    window: str
    slot: int | None
    source: int | None

    @property
    def key(self) -> tuple[Any, ...]:
        """The round's identity as the table follows it, the same across copies of the game."""
        return self.depth, self.order, self.window, self.slot, self.source

    def seat_at(self, position: int) -> int:
        return self.order[position % len(self.order)]

    def last_position(self, passes: int) -> int:
        """The position after which the round ends, from position ``reached`` with ``passes`` in a
        row: it ends when every seat has passed in a row."""
        return self.reached + len(self.order) - passes


def round_at(gen: Any) -> RoundAt | None:
    """The innermost response round in the running flow ``gen`` (a generator and those it yields
    from); None outside any."""
    found, depth = None, 0
    while gen is not None:
        if gen.gi_code is _ROUND:
            depth += 1
            found = (depth, gen.gi_frame.f_locals)
        gen = gen.gi_yieldfrom
    if found is None:
        return None
    depth, local = found
    return RoundAt(depth, tuple(local["order"]), local["k"], local["passes"], local["window"], local["bi"],
                   local["source"])

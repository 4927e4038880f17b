"""Pirates."""

from __future__ import annotations

from rules.behaviour import Gen, on_play, special
from rules.game import Game
from rules.i18n import N_


@on_play("pirates/full_sail")
def full_sail(g: Game, me: int) -> Gen:
    p = g.ctrl(me)
    moved: set[int] = set()
    while True:
        left = [m for m in g.minions(controller=p) if m not in moved]
        m = yield from g.choose(p, left, N_("Choose a minion of yours to move, or pass"), me, optional=True)
        if m is None:
            return
        moved.add(m)
        dest = yield from g.choose_base(p, [b for b in g.base_indices() if b != g.base_of(m)],
                                        N_("Choose the base to move it to"), me)
        g.move_minion(m, dest, me)


@special("pirates/full_sail", "before_scoring")
def full_sail_before_scoring(g: Game, me: int, bi: int) -> Gen:
    yield from g.play(g.owner(me), me)

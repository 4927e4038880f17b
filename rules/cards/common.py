"""Patterns several factions share, written once (cards call these instead of copying them)."""

from __future__ import annotations

from collections.abc import Callable

from rules.behaviour import Gen
from rules.game import Game
from rules.i18n import N_


def here(g: Game, me: int) -> int | None:
    """The base index the card ``me`` is on (a minion, or an action attached there)."""
    return g.base_of(me)


def destroy_one(g: Game, me: int, candidates: list[int], optional: bool,
                prompt: str = N_("Choose a minion to destroy")) -> Gen:
    """Choose one of ``candidates`` (not protected from ``me``) and destroy it."""
    p = g.ctrl(me)
    targets = [m for m in candidates if not g.protected(m, me, p)]
    m = yield from g.choose(p, targets, prompt, me, optional=optional)
    if m is not None:
        yield from g.destroy(m, me)
    return m


def destroy_here(g: Game, me: int, optional: bool, power_le: int | None = None,
                 power_lt: int | None = None) -> Gen:
    """On-play: destroy a minion on this minion's base (other than itself) within a power limit."""
    bi = here(g, me)
    if bi is None:
        return None
    cands = g.minions(at=bi, other_than=me, power_le=power_le, power_lt=power_lt)
    return (yield from destroy_one(g, me, cands, optional))


def return_one(g: Game, me: int, candidates: list[int], optional: bool,
               prompt: str = N_("Choose a minion to return to its owner's hand")) -> Gen:
    p = g.ctrl(me)
    targets = [m for m in candidates if not g.protected(m, me, p)]
    m = yield from g.choose(p, targets, prompt, me, optional=optional)
    if m is not None:
        g.return_to_hand(m, me)
    return m


def move_one(g: Game, me: int, candidates: list[int], optional: bool = False,
             prompt: str = N_("Choose a minion to move"), to: Callable[[int], list[int]] | None = None) -> Gen:
    """Choose a minion, then a different base (or one of ``to(minion)``), and move it there."""
    p = g.ctrl(me)
    targets = [m for m in candidates if not g.protected(m, me, p)]
    m = yield from g.choose(p, targets, prompt, me, optional=optional)
    if m is None:
        return None
    dests = to(m) if to is not None else [b for b in g.base_indices() if b != g.base_of(m)]
    dest = yield from g.choose_base(p, dests, N_("Choose the base to move it to"), me)
    if dest is not None:
        g.move_minion(m, dest, me)
    return m


def minion_count_here(g: Game, player: int, bi: int) -> int:
    return len(g.minions(at=bi, controller=player))

"""Bots: Easy (``random``), Normal (``greedy``), Hard (``ismcts``).

``make_bot(name, seed=0, budget=None).decide(game, player)`` returns one of
``game.legal_actions()``; bots see only what their seat may see and never change the game.
"""

from __future__ import annotations

from rules.ai.bots import BOT_NAMES, Bot
from rules.ai.parallel import SearchPool, default_workers

BOT_SEARCHES = {"random": False, "greedy": False, "ismcts": True}  # reports iterations per decision


def make_bot(name: str, seed: int = 0, budget: float | None = None, game: str = "smashup",
             pool: SearchPool | None = None) -> Bot:
    """``budget``: seconds per decision, for ``ismcts`` only (None: the Hard setting); ``game``:
    one of rules/games.py's; ``pool``: the worker processes Smash Up's ``ismcts`` searches on
    (None: it searches in the calling thread)."""
    from rules.games import game_kind

    return game_kind(game).bot(name, seed, budget, pool)


__all__ = ["BOT_NAMES", "BOT_SEARCHES", "Bot", "SearchPool", "default_workers", "make_bot"]

"""Bots: Easy (``random``), Normal (``greedy``), Hard (``ismcts``).

``make_bot(name, seed=0, budget=None).decide(game, player)`` returns one of
``game.legal_actions()``; bots see only what their seat may see and never change the game.
"""

from __future__ import annotations

from rules.ai.bots import Bot, GreedyBot, RandomBot
from rules.ai.ismcts import ISMCTSBot
from rules.ai.parallel import SearchPool, default_workers

BOT_NAMES = ("random", "greedy", "ismcts")
BOT_SEARCHES = {"random": False, "greedy": False, "ismcts": True}  # reports iterations per decision


def make_bot(name: str, seed: int = 0, budget: float | None = None, game: str = "smashup",
             pool: SearchPool | None = None) -> Bot:
    """``budget``: seconds per decision, for ``ismcts`` only (None: the Hard setting); ``game``:
    smashup or fzzzt; ``pool``: the worker processes Smash Up's ``ismcts`` searches on (None: it
    searches in the calling thread)."""
    if game == "fzzzt":
        from rules.fzzzt import bot as fzzzt

        kinds = {"random": fzzzt.RandomBot, "greedy": fzzzt.GreedyBot, "ismcts": fzzzt.ISMCTSBot}
    else:
        kinds = {"random": RandomBot, "greedy": GreedyBot, "ismcts": ISMCTSBot}
    if name == "ismcts" and game != "fzzzt":
        return ISMCTSBot(seed, budget, pool=pool)
    if name in kinds:
        return kinds[name](seed, budget) if name == "ismcts" else kinds[name](seed)
    raise ValueError(f"unknown bot: {name} (choose from {', '.join(BOT_NAMES)})")


__all__ = ["BOT_NAMES", "BOT_SEARCHES", "Bot", "SearchPool", "default_workers", "make_bot"]

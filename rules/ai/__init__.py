"""Bots: Easy (``random``), Normal (``greedy``), Hard (``ismcts``).

``make_bot(name, seed=0, budget=None).decide(game, player)`` returns one of
``game.legal_actions()``; bots see only what their seat may see and never change the game.
"""

from __future__ import annotations

from rules.ai.bots import Bot, GreedyBot, RandomBot
from rules.ai.ismcts import ISMCTSBot

BOT_NAMES = ("random", "greedy", "ismcts")
BOT_SEARCHES = {"random": False, "greedy": False, "ismcts": True}  # reports iterations per decision


def make_bot(name: str, seed: int = 0, budget: float | None = None) -> Bot:
    """``budget``: seconds per decision, for ``ismcts`` only (None: the Hard setting)."""
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        return GreedyBot(seed)
    if name == "ismcts":
        return ISMCTSBot(seed, budget)
    raise ValueError(f"unknown bot: {name} (choose from {', '.join(BOT_NAMES)})")


__all__ = ["BOT_NAMES", "BOT_SEARCHES", "Bot", "make_bot"]

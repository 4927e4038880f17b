"""Smash Up's bot for each level, as rules/games.py declares it (FZZZT!'s is in rules/fzzzt/bot.py)."""

from __future__ import annotations

from rules.ai.bots import Bot, GreedyBot, RandomBot, by_level
from rules.ai.ismcts import ISMCTSBot
from rules.ai.parallel import SearchPool


def smashup_bot(name: str, seed: int, budget: float | None, pool: SearchPool | None) -> Bot:
    """``budget``: Hard's seconds per decision (None: the app's setting); ``pool``: the worker
    processes Hard searches on (None: the calling thread)."""
    return by_level(name, {"random": lambda: RandomBot(seed), "greedy": lambda: GreedyBot(seed),
                           "ismcts": lambda: ISMCTSBot(seed, budget, pool=pool)})

"""The games this program plays, each declared once: what the harnesses (the app, the bots, the
command line, the network host) need to know of a game beyond the ``TurnGame`` protocol. Adding a
game is one entry in ``GAMES`` here, and one in app/games.py for its table."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from attrs import frozen

from rules import fzzzt
from rules.eventlog import EventLog
from rules.game import Game
from rules.i18n import N_
from rules.lazy import later
from rules.protocol import TurnGame
from rules.selection import Selection, setup_game
from rules.setup import MAX_PLAYERS, MIN_PLAYERS
from rules.view import round_of

if TYPE_CHECKING:
    from rules.ai.bots import Bot
    from rules.ai.parallel import SearchPool


@frozen
class GameKind:
    key: str  # its name on the command line (--game), in a network announcement, in the app's settings
    title: str  # its name for people (marked for translation)
    # What its games are: a class, asked for when a game is told apart (FZZZT!'s loads its rules).
    cls: Callable[[], type]
    # A game dealt for the harnesses: players, seed, and Smash Up's factions (None: the core box's).
    # A new game: players, seed, selection, and the deal's seed when it is not the same (a network
    # game's secret one, when the public draw of factions comes from a typed seed).
    new: Callable[..., TurnGame]  # (players, seed, selection, deal=None)
    # Its bot of a level: name, seed, seconds per Hard decision (None: the app's), worker processes.
    bot: Callable[[str, int, float | None, SearchPool | None], Bot]
    pooled: bool  # its Hard bot searches on the worker processes (worth starting them for it)
    round: Callable[[Any], int]  # the round people are told it is in
    # Its events so far, when its state keeps them (Smash Up's log); None: who shows them keeps them.
    log: Callable[[Any], EventLog] | None
    players: range  # how many may play it
    factions: bool  # players choose factions before it starts (the New game dialog's pages)
    turns: bool  # players take turns (``state.active``, ``state.turn``): the arena counts each turn's plays
    position: Callable[[Any], dict[str, Any]]  # the game as JSON (check-save --json)
    described: Callable[[Any], str]  # one line on a valid save of it (check-save)
    ended: Callable[[Any], str]  # one line on its end: who won, with what (the network host's END)
    # Its random state now, a number: what its bots and a rematch are seeded from. Not a seat's
    # business (it would tell the decks' order), so not in a view: the app asks it here.
    seed: Callable[[Any], int]
    # The game is a position built by a scenario file, not one dealt by the rules (the app says so).
    constructed: Callable[[Any], bool]
    save_format: str  # the format its saves are written in (rules/saves.py writes and reads each)
    # ``bench``: one random-legal-move game to its end (seed, players, Smash Up's factions, invariants
    # checked or not): the game, the actions taken, the failure or None ...
    random_game: Callable[[int, int, Selection | None, bool], tuple[Any, int, str | None]]
    # ... and the mean clone and legal-action times over every decision of the first games
    # (seed, players, factions, games).
    decision_times: Callable[[int, int, Selection | None, int], dict[str, float]]


def smashup_round(g: Game) -> int:
    """The round a seat's view says (``rules/view.py``), read without making a whole view."""
    return round_of(g.state)


# The bots load with the first one asked for: the table runs without them (app/bot_worker.py).
def _smashup_bot(name: str, seed: int, budget: float | None, pool: SearchPool | None) -> Bot:
    from rules.ai.levels import smashup_bot

    return smashup_bot(name, seed, budget, pool)


def _fzzzt_class() -> type:
    from rules.fzzzt.game import FzzztGame

    return FzzztGame


def _fzzzt_bot(name: str, seed: int, budget: float | None, pool: SearchPool | None) -> Bot:
    from rules.fzzzt.bot import make

    return make(name, seed, budget, pool)


SMASH_UP = GameKind(
    key="smashup", title=N_("Smash Up"), cls=lambda: Game,
    new=lambda players, seed, selection, deal=None: setup_game(
        random.Random(seed), seed if deal is None else deal, players, selection),
    bot=_smashup_bot, pooled=True,
    round=smashup_round, log=lambda g: g.state.log,
    players=range(MIN_PLAYERS, MAX_PLAYERS + 1), factions=True, turns=True,
    position=later("rules.scenario", "position"),
    described=lambda g: f"valid save: {len(g.state.players)} players, turn {g.state.turn}, "
                        f"VP {[p.vp for p in g.state.players]}",
    ended=lambda g: f"winner {g.winner} vp {[p.vp for p in g.state.players]}",
    seed=lambda g: g.state.rng, constructed=lambda g: g.state.scenario, save_format="smashup-save",
    random_game=later("rules.random_games", "play_random_game"),
    decision_times=later("rules.random_games", "decision_times"))

FZZZT = GameKind(
    key="fzzzt", title=N_("FZZZT!"), cls=_fzzzt_class,
    new=lambda players, seed, _selection, deal=None: later("rules.fzzzt.game", "new_game")(
        players, seed if deal is None else deal),
    bot=_fzzzt_bot, pooled=False,
    round=lambda g: g.state.round, log=None,
    players=fzzzt.PLAYERS, factions=False, turns=False,
    position=later("rules.fzzzt.view", "position"),
    described=lambda g: f"valid FZZZT! save: {len(g.state.players)} players, round {g.state.round}, "
                        f"phase {g.state.phase}",
    ended=lambda g: f"winners {list(g.state.winners)} scores {list(g.state.scores or [])}",
    seed=lambda g: g.state.rng, constructed=lambda g: False, save_format=fzzzt.SAVE_FORMAT,
    random_game=lambda seed, players, _selection, check: later("rules.fzzzt.bench", "play_random_game")(
        seed, players, check),
    decision_times=lambda seed, players, _selection, games: later("rules.fzzzt.bench", "decision_times")(
        seed, players, games))

GAMES: dict[str, GameKind] = {k.key: k for k in (SMASH_UP, FZZZT)}


def game_kind(key: str) -> GameKind:
    if key not in GAMES:
        raise ValueError(f"unknown game: {key} (choose from {', '.join(GAMES)})")
    return GAMES[key]


def kind_of(game: TurnGame) -> GameKind:
    """The kind ``game`` is: the one place a game is told apart by its class. Smash Up's is asked
    first, so that a Smash Up game never loads FZZZT!'s rules."""
    return next(k for k in GAMES.values() if isinstance(game, k.cls()))

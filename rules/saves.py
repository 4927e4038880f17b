"""Save files: cattrs-unstructured JSON with a format name, a version and a checksum.

Loading never executes anything from the file, and never half-loads. The file is read only if it
is a regular file of sane size; the data is structured strictly (rules/envelope.py); every field is
checked against the rules (rules/validate.py); a mid-effect replay is run again answer by answer,
each checked against the options pending when it was given, and must lead to the stored state.
Only then is the Game handed out. A FZZZT! save (its own format name) loads through the same calls.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rules.actions import Action, parse_action
from rules.decision import Illegal
from rules.envelope import (
    RULES_VERSION,
    SaveError,
    check_version,
    checksum,
    continued,
    converter,
    parse,
    read,
    structured,
    unwrap,
    wrap,
)
from rules.fzzzt import saves as fsaves
from rules.game import CheckedGame, Game, History, Refused, adopt_history, history_of
from rules.games import SMASH_UP, kind_of
from rules.i18n import N_
from rules.state import State
from rules.validate import state_problem

VERSION = 1
CONVERTER = converter()

__all__ = ["CONVERTER", "RULES_VERSION", "VERSION", "SaveError", "checksum", "dumps", "from_data", "load", "loads",
           "read", "to_data"]


def to_data(g: Any) -> dict[str, Any]:
    """The save of a game of any kind, in the format its entry in the registry names."""
    return FORMATS[kind_of(g).save_format][0](g)


def dumps(g: Any) -> str:
    return json.dumps(to_data(g), separators=(",", ":"))


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older save up to VERSION one step at a time (version 1 is the first)."""
    check_version(data, VERSION)
    return data


def from_data(data: Any) -> Any:
    """The game a save holds, read in the format the file names."""
    form = data.get("format") if isinstance(data, dict) else None
    if not isinstance(form, str) or form not in FORMATS:
        raise SaveError(N_("not a Smash Up save file"))
    return FORMATS[form][1](data)


MAX_ANSWERS = 200_000  # a long four-player game gives a few thousand


def _smashup_data(g: Game) -> dict[str, Any]:
    data = wrap(SMASH_UP.save_format, VERSION, g.state, CONVERTER)
    h = history_of(g)
    if h is not None:
        # The start and every answer since: a replay or a review rebuilds any point of the game.
        data["history"] = {"start": json.loads(json.dumps(CONVERTER.unstructure(h.start))),
                           "answers": [a.id for a in h.answers]}
    return data


def _smashup_game(data: dict[str, Any]) -> Game:
    state = unwrap(upgrade(data), State, CONVERTER)
    _who_played(state)
    g = continued(_checked_game, state)
    if "history" in data:
        adopt_history(g, continued(lambda raw: _history(raw, state), data["history"]))
    return g


def _history(raw: Any, state: State) -> History:
    """The save's history, replayed answer by answer: each must be among the options pending when it
    was given, and they must lead to the saved game itself."""
    if not isinstance(raw, dict) or set(raw) != {"start", "answers"} or not isinstance(raw["answers"], list) \
            or len(raw["answers"]) > MAX_ANSWERS or not all(isinstance(a, str) for a in raw["answers"]):
        raise SaveError(N_("the save's history is malformed"))
    start = structured(raw["start"], State, CONVERTER, "history.start")
    validate_state(start)
    answers: list[Action] = []
    for text in raw["answers"]:
        try:
            answers.append(parse_action(text))
        except ValueError:
            raise SaveError(N_("the save's history is malformed")) from None
    g = Game(start.copy())
    for a in answers:
        try:
            g.apply(a)
        except Illegal:
            raise SaveError(N_("the save's history is inconsistent: {problem}"),
                            problem=f"{a.id} was not among the options when it was given") from None
    if g.state != state:
        raise SaveError(N_("the save's history is inconsistent: {problem}"),
                        problem="its answers do not lead to the saved game")
    return History(start, tuple(answers))


def _who_played(state: State) -> None:
    """A save from before ``played_by`` was kept: each card of the turn counts for its owner, as
    those versions counted it."""
    for s in (state, *((state.replay.snapshot,) if state.replay is not None else ())):
        if s.played and not s.played_by:
            s.played_by = [s.owner[c] for c in s.played]


def loads(text: str) -> Any:
    return from_data(parse(text))


def load(path: str | Path) -> Any:
    return loads(read(path))


def validate_state(state: State) -> None:
    """SaveError unless ``state`` (and its replay's start) is one the rules could reach."""
    problem = state_problem(state)
    if problem:
        raise SaveError(N_("the save is inconsistent: {problem}"), problem=problem)


def replayed(state: State) -> Game:
    """The game ``state`` stands for. Its answers are replayed one by one, each checked against
    the options pending when it was given, and where they lead must be the stored state itself."""
    if state.replay is not None:
        try:
            probe = CheckedGame(state.copy())
            if probe.over:
                probe.replay_answers()
        except Refused as e:
            raise SaveError(N_("the save's replay is inconsistent: {problem}"),
                            problem=f"{e.answer.id} was not among the options when it was given") from None
        if probe.state != state:
            raise SaveError(N_("the save's replay is inconsistent: {problem}"),
                            problem="the stored game is not where its answers lead")
    g = Game(state)
    if g.pending is None and not g.over:
        raise SaveError(N_("the save's replay is inconsistent: {problem}"), problem="nobody has anything to decide")
    return g


def _checked_game(state: State) -> Game:
    validate_state(state)
    return replayed(state)


# Each save format: how a game is written in it, how it is read back. A game's entry in the
# registry (rules/games.py) names the format its saves are written in; a file names its own.
FORMATS: dict[str, tuple[Callable[[Any], dict[str, Any]], Callable[[dict[str, Any]], Any]]] = {
    SMASH_UP.save_format: (_smashup_data, _smashup_game),
    fsaves.FORMAT: (fsaves.to_data, fsaves.from_data),
}

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

import attrs

from rules import fzzzt
from rules.actions import Action, parse_action
from rules.decision import Illegal
from rules.envelope import (
    RULES_VERSION,
    SaveError,
    check_version,
    checksum,
    continued,
    parse,
    read,
    saves_converter,
    structured,
    unwrap,
    wrap,
)
from rules.game import CheckedGame, Game, History, Refused, adopt_history, history_of
from rules.games import SMASH_UP, kind_of
from rules.i18n import N_
from rules.lazy import later
from rules.state import State
from rules.upgrades import Step, Unfinishable, upgraded
from rules.validate import state_problem

VERSION = 1


def __getattr__(name: str) -> Any:
    if name == "CONVERTER":  # the converter saves are written with, for those who read them raw
        return saves_converter()
    raise AttributeError(name)


__all__ = ["RULES_VERSION", "VERSION", "SaveError", "checksum", "dumps", "from_data", "load", "loads",
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
    data = wrap(SMASH_UP.save_format, VERSION, g.state, saves_converter())
    h = history_of(g)
    if h is not None:
        # The start and every answer since: a replay or a review rebuilds any point of the game.
        data["history"] = {"start": json.loads(json.dumps(saves_converter().unstructure(h.start))),
                           "answers": [a.id for a in h.answers]}
    return data


def _smashup_game(data: dict[str, Any]) -> Game:
    data = upgrade(data)
    try:
        data = upgraded(data, SMASHUP_STEPS)
    except Unfinishable as e:
        if e.fallback is None:
            raise
        raise OlderSave(e, continued(_checked_game, structured(e.fallback, State, saves_converter()))) from None
    state = unwrap(data, State, saves_converter())
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
    start = structured(raw["start"], State, saves_converter(), "history.start")
    validate_state(start)
    problem = _origin_problem(start, state)
    if problem:
        raise SaveError(N_("the save's history is inconsistent: {problem}"), problem=problem)
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


def _origin_problem(start: State, state: State) -> str | None:
    """Play never turns a dealt game into a scenario's position (or back), and no card creates a
    card: the instance table is written at the start only (rules/setup.py, rules/scenario.py). So
    the game claims the flag exactly when its start did, and holds the cards the start held. (The
    replay would end elsewhere too; this names why.)"""
    if state.scenario and not start.scenario:
        return "the game started from a deal, yet claims to be a scenario's position"
    if start.scenario and not state.scenario:
        return "the game started from a scenario, yet claims to have been dealt"
    if state.cards != start.cards or state.owner != start.owner:
        return "the game holds cards its start did not"
    return None


class OlderSave(SaveError):
    """A save of an earlier version that can't be continued where it stands; ``fallback`` is the
    last position of it that can (checked like any save), for the player to take or leave."""

    def __init__(self, cause: SaveError, fallback: Game) -> None:
        super().__init__(cause.template, **cause.fields)
        self.fallback = fallback


# --- rules 0.1.0 -> 0.2.0: every save written before the versions were counted ------------------
# Those saves differ from today's in bookkeeping only: who played each card of the turn was not
# kept (older than d327c1c); a copy of another card's abilities outlived its card leaving play
# (older than ff50ad7); once-per-turn keys the engine has added since (the Play Cards phase's start,
# a Special's use, a scoring's winners) and the events it has added to the log are missing from the
# position a move in progress stands at. The first two are recomputed as those versions counted
# them; the last is recomputed by replaying the move from its start, which must lead to the stored
# position in everything but that bookkeeping.
_RECOMPUTED_BY_REPLAY = ("used", "log")


def _bookkeeping_0_2(raw: dict[str, Any]) -> dict[str, Any]:
    state = structured(raw, State, saves_converter())
    snapshot = state.replay.snapshot if state.replay is not None else None
    for s in (state, *((snapshot,) if snapshot is not None else ())):
        _who_played(s)
        _copies_leave_play(s)
    if state.replay is not None:
        state = _replayed_bookkeeping(state)
    return json.loads(json.dumps(saves_converter().unstructure(state)))


def _who_played(s: State) -> None:
    """Each card of the turn counts for its owner, as those versions counted it."""
    if s.played and not s.played_by:
        s.played_by = [s.owner[c] for c in s.played]


def _copies_leave_play(s: State) -> None:
    """A card's copied abilities end when it leaves play (they used to stay recorded)."""
    on_table = {c for b in s.bases for c in (*b.minions, *b.titans, *b.actions)}
    on_table |= {a for acts in s.attached.values() for a in acts}
    for copies in (s.abilities, s.eot_abilities):
        for c in [c for c in copies if c not in on_table]:
            del copies[c]


def _replayed_bookkeeping(state: State) -> State:
    """The position the move in progress leads to under today's engine, from its start and the
    answers given since; it must be the stored one but for _RECOMPUTED_BY_REPLAY."""
    assert state.replay is not None  # called for a save made in the middle of a move only
    fallback = json.loads(json.dumps(saves_converter().unstructure(state.replay.snapshot)))
    try:
        probe = CheckedGame(state.copy())
        if probe.over:
            probe.replay_answers()
    except Refused as e:
        raise Unfinishable(N_("the save's replay is inconsistent: {problem}"), fallback,
                           problem=f"{e.answer.id} was not among the options when it was given") from None
    except Exception as e:  # an older engine's position today's can't run: the move's start still can
        raise Unfinishable(N_("the save's game can't be continued ({error})"), fallback,
                           error=f"{type(e).__name__}: {e}") from None
    now = probe.state.copy()  # the probe's effects, closed when it goes, may still write to its own
    if attrs.evolve(now, **{f: getattr(state, f) for f in _RECOMPUTED_BY_REPLAY}) != state:
        raise Unfinishable(N_("the save's replay is inconsistent: {problem}"), fallback,
                           problem="the stored game is not where its answers lead")
    return now


SMASHUP_STEPS: dict[str, Step] = {"0.1.0": _bookkeeping_0_2}


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
    fzzzt.SAVE_FORMAT: (later("rules.fzzzt.saves", "to_data"), later("rules.fzzzt.saves", "from_data")),
}

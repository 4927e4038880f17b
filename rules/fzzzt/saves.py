"""FZZZT! saves: the shared envelope with the format name ``fzzzt-save``."""

from __future__ import annotations

from typing import Any

from rules.envelope import SaveError, check_version, continued, saves_converter, unwrap, wrap
from rules.fzzzt import SAVE_FORMAT
from rules.fzzzt.game import FzzztGame
from rules.fzzzt.state import FState
from rules.fzzzt.validate import state_problem
from rules.i18n import N_

FORMAT = SAVE_FORMAT
VERSION = 1


def to_data(g: FzzztGame) -> dict[str, Any]:
    return wrap(FORMAT, VERSION, g.state, saves_converter())


def from_data(data: dict[str, Any]) -> FzzztGame:
    if data.get("format") != FORMAT:
        raise SaveError(N_("not a FZZZT! save file"))
    check_version(data, VERSION)
    state = unwrap(data, FState, saves_converter())
    problem = state_problem(state)
    if problem:
        raise SaveError(N_("the save is inconsistent: {problem}"), problem=problem)
    return continued(_shown, state)


def _shown(state: FState) -> FzzztGame:
    """The game, once what every seat would be shown of it has been worked out (the table draws it)."""
    g = FzzztGame(state)
    for p in range(len(state.players)):
        g.view(p)
    return g

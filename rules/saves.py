"""Save files: cattrs-unstructured JSON with a format name, a version and a checksum.

Loading never executes anything from the file, and never half-loads: the data is structured,
then checked (every card id known, every card in exactly one place, a consistent replay), and
only then handed out as a Game. A FZZZT! save (its own format name) loads through the same calls.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rules.catalogue import catalogue
from rules.envelope import (
    RULES_VERSION,
    SaveError,
    check_version,
    checksum,
    continued,
    converter,
    parse,
    read,
    unwrap,
    wrap,
)
from rules.game import Game
from rules.i18n import N_
from rules.state import State

FORMAT = "smashup-save"
VERSION = 1
CONVERTER = converter()

__all__ = ["CONVERTER", "FORMAT", "RULES_VERSION", "VERSION", "SaveError", "checksum", "dumps", "from_data", "load",
           "loads", "read", "to_data"]


def to_data(g: Any) -> dict[str, Any]:
    """The save of a game of either kind."""
    if getattr(g, "game", None) == "fzzzt":
        from rules.fzzzt import saves as fsaves

        return fsaves.to_data(g)
    return wrap(FORMAT, VERSION, g.state, CONVERTER)


def dumps(g: Any) -> str:
    return json.dumps(to_data(g), separators=(",", ":"))


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older save up to VERSION one step at a time (version 1 is the first)."""
    check_version(data, VERSION)
    return data


def from_data(data: Any) -> Any:
    if isinstance(data, dict) and data.get("format") == "fzzzt-save":
        from rules.fzzzt import saves as fsaves

        return fsaves.from_data(data)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(N_("not a Smash Up save file"))
    state = unwrap(upgrade(data), State, CONVERTER)
    validate_state(state)
    return continued(Game, state)


def loads(text: str) -> Any:
    return from_data(parse(text))


def load(path: str | Path) -> Any:
    return loads(read(path))


def validate_state(state: State) -> None:
    from rules.invariants import check_log, check_state

    cat = catalogue()
    for cid in state.cards:
        if cid not in cat.cards:
            raise SaveError(N_("unknown card id: {card}"), card=cid)
    problem = check_state(state) or check_log(state)
    if problem:
        raise SaveError(N_("the save is inconsistent: {problem}"), problem=problem)
    if state.replay is not None:
        problem = check_state(state.replay.snapshot) or check_log(state.replay.snapshot)
        if problem:
            raise SaveError(N_("the save's replay is inconsistent: {problem}"), problem=problem)

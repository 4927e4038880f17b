"""Save files: cattrs-unstructured JSON with a format name, a version and a checksum.

Loading never executes anything from the file, and never half-loads: the data is structured,
then checked (every card id known, every card in exactly one place, a consistent replay), and
only then handed out as a Game.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import cattrs
from cattrs.gen import make_dict_unstructure_fn
from cattrs.preconf.json import make_converter

from rules.actions import Action, parse_action
from rules.catalogue import catalogue
from rules.decision import Ev
from rules.game import Game
from rules.i18n import N_
from rules.state import State

FORMAT = "smashup-save"
VERSION = 1
RULES_VERSION = "0.1.0"
MAX_BYTES = 16 * 1024 * 1024  # real saves are a few dozen KB; reading more is not worth it
# Not a secret: it only makes a hand-edited file stand out (tamper evidence, not security).
_SALT = b"smashup-save-v1"


class SaveError(ValueError):
    """A save file that can't be used; the message is one line for people. ``template`` is marked
    for translation and ``fields`` fill it, so the app shows tr(template).format(**fields)."""

    def __init__(self, template: str, **fields: object) -> None:
        super().__init__(template.format(**fields))
        self.template, self.fields = template, fields


def _converter() -> cattrs.Converter:
    conv = make_converter()  # sets become sorted-able lists, int dict keys survive JSON
    conv.register_unstructure_hook(set, lambda s: sorted(s))
    conv.register_unstructure_hook(Action, lambda a: a.id)
    conv.register_structure_hook(Action, lambda v, _: parse_action(v))
    # The event log is most of a save: an event keeps only the fields it uses.
    conv.register_unstructure_hook(Ev, make_dict_unstructure_fn(Ev, conv, _cattrs_omit_if_default=True))
    return conv


CONVERTER = _converter()


def checksum(state_data: Any) -> str:
    blob = json.dumps(state_data, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(_SALT + blob).hexdigest()


def to_data(g: Game) -> dict[str, Any]:
    # Through JSON once, so the checksum sees exactly what a reader will (string dict keys).
    data = json.loads(json.dumps(CONVERTER.unstructure(g.state)))
    return {"format": FORMAT, "version": VERSION, "rules_version": RULES_VERSION,
            "state": data, "checksum": checksum(data)}


def dumps(g: Game) -> str:
    return json.dumps(to_data(g), separators=(",", ":"))


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older save up to VERSION one step at a time (version 1 is the first)."""
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError(N_("the save has no version number"))
    if version > VERSION:
        raise SaveError(N_("the save was made by a newer version (format {version}; this one reads up to {supported})"),
                        version=version, supported=VERSION)
    if version < 1:
        raise SaveError(N_("unknown save version {version}"), version=version)
    return data


def from_data(data: Any) -> Game:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(N_("not a Smash Up save file"))
    data = upgrade(data)
    raw = data.get("state")
    if not isinstance(raw, dict):
        raise SaveError(N_("the save holds no game"))
    if data.get("checksum") != checksum(raw):
        raise SaveError(N_("the save has been modified outside the game (checksum mismatch)"))
    try:
        state = CONVERTER.structure(raw, State)
    except Exception as e:  # cattrs raises many kinds; all mean the same thing here
        raise SaveError(N_("the save's game data is malformed ({error})"), error=type(e).__name__) from None
    validate_state(state)
    try:
        g = Game(state)
    except Exception as e:
        raise SaveError(N_("the save's game can't be continued ({error})"), error=f"{type(e).__name__}: {e}") from None
    return g


def loads(text: str) -> Game:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise SaveError(N_("the file is not valid JSON (truncated or corrupted)")) from None
    return from_data(data)


def read(path: str | Path) -> str:
    """A save file's text; SaveError when it can't be read or is far too big to be a save."""
    try:
        if Path(path).stat().st_size > MAX_BYTES:
            raise SaveError(N_("the file is too large to be a saved game"))
        return Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(N_("no such file: {path}"), path=str(path)) from None
    except (OSError, UnicodeDecodeError) as e:
        raise SaveError(N_("can't read {path}: {error}"), path=str(path), error=e) from None


def load(path: str | Path) -> Game:
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
        problem = check_state(state.replay.snapshot)
        if problem:
            raise SaveError(N_("the save's replay is inconsistent: {problem}"), problem=problem)

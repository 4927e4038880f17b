"""The save file envelope both games share: JSON with a format name, a version and a checksum.

Each game gives its own format name and structures its own state; reading the file (a regular file,
bounded: rules/files.py), checking the envelope, structuring strictly (no coercion, no unknown key)
and reporting a bad file in one translatable line are the same for both. The checksum is tamper
evidence, not a lock: anyone can recompute it, so no check relies on it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, get_origin

from rules.actions import Action, parse_action
from rules.decision import Ev
from rules.files import FileProblem, parse_json, read_text
from rules.i18n import N_

if TYPE_CHECKING:
    import cattrs

# The rules version of the saves this program writes, and every one a commit of it ever wrote,
# oldest first: a save of any of them is upgraded one step at a time (rules/upgrades.py); bump it
# whenever the engine's bookkeeping changes (docs/saves.md).
RULES_HISTORY = ("0.1.0", "0.2.0", "0.3.0")
RULES_VERSION = RULES_HISTORY[-1]
MAX_BYTES = 16 * 1024 * 1024  # real saves are a few dozen KB; reading more is not worth it
# Not a secret: it only makes a hand-edited file stand out (tamper evidence, not security).
_SALT = b"smashup-save-v1"


class SaveError(FileProblem):
    """A save file that can't be used; the message is one line for people. ``template`` is marked
    for translation and ``fields`` fill it (file text made one line), so the app shows
    tr(template).format(**fields)."""


def converter() -> cattrs.Converter:
    # cattrs is imported by the first save read or written: a tenth of the app's start-up otherwise.
    from cattrs.gen import make_dict_unstructure_fn
    from cattrs.preconf.json import make_converter

    conv = make_converter()  # sets become sorted-able lists, int dict keys survive JSON
    # Any set, typed (set[str]) or bare, is written sorted: the same game always writes the same bytes
    # whatever the hash seed.
    conv.register_unstructure_hook_func(lambda t: t is set or get_origin(t) is set, lambda s: sorted(s))
    conv.register_unstructure_hook(Action, lambda a: a.id)
    conv.register_structure_hook(Action, lambda v, _: parse_action(v))
    # The event log is most of a save: an event keeps only the fields it uses.
    conv.register_unstructure_hook(Ev, make_dict_unstructure_fn(Ev, conv, _cattrs_omit_if_default=True))
    return conv


@cache
def saves_converter() -> cattrs.Converter:
    """The converter games are saved with, made by the first save read or written."""
    return converter()


def checksum(state_data: Any) -> str:
    blob = json.dumps(state_data, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(_SALT + blob).hexdigest()


def wrap(fmt: str, version: int, state: Any, conv: cattrs.Converter) -> dict[str, Any]:
    # Through JSON once, so the checksum sees exactly what a reader will (string dict keys).
    data = json.loads(json.dumps(conv.unstructure(state)))
    return {"format": fmt, "version": version, "rules_version": RULES_VERSION,
            "state": data, "checksum": checksum(data)}


def resealed(data: dict[str, Any], rules_version: str, state: Any) -> dict[str, Any]:
    """``data`` with its game replaced by ``state`` (raw JSON data) under ``rules_version``: an
    upgrade step's result, sealed again as the program would have written it."""
    return {**data, "rules_version": rules_version, "state": state, "checksum": checksum(state)}


def check_version(data: dict[str, Any], supported: int) -> None:
    """Refuse a save from a newer program or with no usable version (version 1 is the first)."""
    version = data.get("version")
    if type(version) is not int:
        raise SaveError(N_("the save has no version number"))
    if version > supported:
        raise SaveError(N_("the save was made by a newer version (format {version}; this one reads up to {supported})"),
                        version=version, supported=supported)
    if version < 1:
        raise SaveError(N_("unknown save version {version}"), version=version)
    _check_rules_version(data)


def _version_key(text: Any) -> tuple[int, ...] | None:
    parts = text.split(".") if isinstance(text, str) else []
    if not 1 <= len(parts) <= 4 or not all(p.isascii() and p.isdigit() and len(p) <= 6 for p in parts):
        return None
    return tuple(int(p) for p in parts)


def _check_rules_version(data: dict[str, Any]) -> None:
    """A save from newer rules may hold what these rules don't know: refused, not guessed at."""
    theirs = _version_key(data.get("rules_version"))
    if theirs is None:
        raise SaveError(N_("the save's rules version is unreadable"))
    ours = _version_key(RULES_VERSION)
    assert ours is not None, "RULES_VERSION is a version"
    if theirs > ours:
        raise SaveError(N_("the save was made by newer rules ({version}; these are {supported})"),
                        version=data["rules_version"], supported=RULES_VERSION)


def sealed_state(data: dict[str, Any]) -> dict[str, Any]:
    """The raw game of an envelope, once its checksum is found right."""
    raw = data.get("state")
    if not isinstance(raw, dict):
        raise SaveError(N_("the save holds no game"))
    if data.get("checksum") != checksum(raw):
        raise SaveError(N_("the save has been modified outside the game (checksum mismatch)"))
    return raw


def unwrap(data: dict[str, Any], state_type: type, conv: cattrs.Converter) -> Any:
    """The structured state of an envelope whose format and version were checked."""
    return structured(sealed_state(data), state_type, conv, "state")


def structured(raw: Any, state_type: type, conv: cattrs.Converter, where: str = "state") -> Any:
    """``raw`` (a save's JSON, found at ``where``) structured strictly: no value coerced, no key
    unknown to ``state_type``."""
    try:
        state: Any = conv.structure(raw, state_type)
    except Exception as e:  # cattrs raises many kinds; all mean the same thing here
        raise SaveError(N_("the save's game data is malformed ({error})"), error=_cattrs_where(e, where)) from None
    problem = _mismatch(raw, json.loads(json.dumps(conv.unstructure(state))), where)
    if problem:
        raise SaveError(N_("the save's game data is malformed ({error})"), error=problem)
    return state


def _cattrs_where(e: Exception, where: str) -> str:
    import cattrs

    if isinstance(e, cattrs.BaseValidationError):
        notes = cattrs.transform_error(e, path=where)
        if notes:
            return notes[0]
    return type(e).__name__


def _mismatch(raw: Any, back: Any, where: str) -> str | None:
    """Where ``raw`` (the file) differs from ``back`` (what was understood of it, unstructured
    again): a value cattrs would have coerced (1.5 -> 1, true -> 1, "01" -> 1), an unknown key."""
    if isinstance(raw, dict) and isinstance(back, dict):
        for k, v in raw.items():
            if k not in back:
                return f"{where}.{k}"
            problem = _mismatch(v, back[k], f"{where}.{k}")
            if problem:
                return problem
        return None  # keys missing from the file took their defaults
    if isinstance(raw, list) and isinstance(back, list):
        if len(raw) != len(back):
            return where
        return next((p for i, (a, b) in enumerate(zip(raw, back, strict=True))
                     if (p := _mismatch(a, b, f"{where}[{i}]"))), None)
    return None if type(raw) is type(back) and raw == back else where


def continued(make: Callable[[Any], Any], state: Any) -> Any:
    """The game for a checked state; a state the rules can't go on from is a bad save too."""
    try:
        return make(state)
    except SaveError:
        raise
    except Exception as e:
        raise SaveError(N_("the save's game can't be continued ({error})"), error=f"{type(e).__name__}: {e}") from None


def parse(text: str) -> Any:
    """The JSON in a save's text: SaveError when it is not JSON or beyond any save's size."""
    try:
        return parse_json(text)
    except FileProblem as e:
        raise SaveError(e.template, **e.fields) from None


def read(path: str | Path) -> str:
    """A save file's text; SaveError when it can't be read, is not a regular file or is far too big."""
    try:
        return read_text(path, MAX_BYTES, N_("the file is too large to be a saved game"))
    except FileProblem as e:
        raise SaveError(e.template, **e.fields) from None

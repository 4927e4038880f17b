"""The save file envelope both games share: JSON with a format name, a version and a checksum.

Each game gives its own format name and structures its own state; reading the file, checking the
envelope and reporting a bad file in one translatable line are the same for both.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, get_origin

import cattrs
from cattrs.gen import make_dict_unstructure_fn
from cattrs.preconf.json import make_converter

from rules.actions import Action, parse_action
from rules.decision import Ev
from rules.i18n import N_

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


def converter() -> cattrs.Converter:
    conv = make_converter()  # sets become sorted-able lists, int dict keys survive JSON
    # Any set, typed (set[str]) or bare, is written sorted: the same game always writes the same bytes
    # whatever the hash seed.
    conv.register_unstructure_hook_func(lambda t: t is set or get_origin(t) is set, lambda s: sorted(s))
    conv.register_unstructure_hook(Action, lambda a: a.id)
    conv.register_structure_hook(Action, lambda v, _: parse_action(v))
    # The event log is most of a save: an event keeps only the fields it uses.
    conv.register_unstructure_hook(Ev, make_dict_unstructure_fn(Ev, conv, _cattrs_omit_if_default=True))
    return conv


def checksum(state_data: Any) -> str:
    blob = json.dumps(state_data, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(_SALT + blob).hexdigest()


def wrap(fmt: str, version: int, state: Any, conv: cattrs.Converter) -> dict[str, Any]:
    # Through JSON once, so the checksum sees exactly what a reader will (string dict keys).
    data = json.loads(json.dumps(conv.unstructure(state)))
    return {"format": fmt, "version": version, "rules_version": RULES_VERSION,
            "state": data, "checksum": checksum(data)}


def check_version(data: dict[str, Any], supported: int) -> None:
    """Refuse a save from a newer program or with no usable version (version 1 is the first)."""
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError(N_("the save has no version number"))
    if version > supported:
        raise SaveError(N_("the save was made by a newer version (format {version}; this one reads up to {supported})"),
                        version=version, supported=supported)
    if version < 1:
        raise SaveError(N_("unknown save version {version}"), version=version)


def unwrap(data: dict[str, Any], state_type: type, conv: cattrs.Converter) -> Any:
    """The structured state of an envelope whose format and version were checked."""
    raw = data.get("state")
    if not isinstance(raw, dict):
        raise SaveError(N_("the save holds no game"))
    if data.get("checksum") != checksum(raw):
        raise SaveError(N_("the save has been modified outside the game (checksum mismatch)"))
    try:
        return conv.structure(raw, state_type)
    except Exception as e:  # cattrs raises many kinds; all mean the same thing here
        raise SaveError(N_("the save's game data is malformed ({error})"), error=type(e).__name__) from None


def continued(make: Callable[[Any], Any], state: Any) -> Any:
    """The game for a checked state; a state the rules can't go on from is a bad save too."""
    try:
        return make(state)
    except Exception as e:
        raise SaveError(N_("the save's game can't be continued ({error})"), error=f"{type(e).__name__}: {e}") from None


def parse(text: str) -> Any:
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise SaveError(N_("the file is not valid JSON (truncated or corrupted)")) from None


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

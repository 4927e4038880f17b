"""Saves written by earlier versions of the program, brought up to today's rules one step at a time.

A save names the rules version it was written under (``rules_version``, rules/envelope.py). Each game
keeps, by the version a step starts from, how its saves change when the version after it came:
bookkeeping the engine has since begun to keep is recomputed, bookkeeping it no longer keeps is
dropped. A step never trusts the file more than a save of today would be trusted: its result is
sealed again and then read like any other save (strict structure, every field against the rules,
the replay answer by answer). A version that no step leads from is refused in the player's words.
docs/saves.md says when to add a version and a step.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules.envelope import RULES_HISTORY, RULES_VERSION, SaveError, resealed, sealed_state
from rules.i18n import N_

Step = Callable[[dict[str, Any]], dict[str, Any]]
"""The raw game of a save at one rules version -> the same game at the next (RULES_HISTORY)."""


class Unfinishable(SaveError):
    """A save of an earlier version whose game can't be brought to today's rules where it stands;
    ``fallback`` is the raw game of the last position of it that can be (the start of the move in
    progress), to be read like any save."""

    def __init__(self, template: str, fallback: dict[str, Any] | None, **fields: object) -> None:
        super().__init__(template, **fields)
        self.fallback = fallback


def upgraded(data: dict[str, Any], steps: Mapping[str, Step]) -> dict[str, Any]:
    """``data`` (an envelope whose version was checked) as the program writes it today: each step
    from its rules version on, in order; ``steps`` lacks the versions where its game's saves did
    not change."""
    version = data.get("rules_version")
    if version == RULES_VERSION:
        return data
    if version not in RULES_HISTORY:
        raise SaveError(N_("the save was made by a version of Smash Up this one does not know (rules {version})"),
                        version=str(version))
    raw = sealed_state(data)
    start = RULES_HISTORY.index(version)
    for older in RULES_HISTORY[start:-1]:
        step = steps.get(older)
        if step is not None:
            raw = step(raw)
    return resealed(data, RULES_VERSION, raw)

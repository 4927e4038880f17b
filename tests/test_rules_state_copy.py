"""State.copy() sets every field by name: a field added to State is copied with the others, equal
and independent, without anyone remembering to list it."""

from __future__ import annotations

from copy import deepcopy
from typing import Any

import attrs
import pytest
from attrs import define, field

from rules.actions import PASS
from rules.decision import Ev
from rules.eventlog import EMPTY
from rules.state import STATE_COPY, BaseSlot, Extra, Player, Replay, State, declared_type, field_copier

# A value other than the default for each type a State field has; a field of a new type needs one here.
SAMPLES: dict[str, Any] = {
    "tuple[str, ...]": ("base/x", "aliens/y"), "tuple[int, ...]": (-1, 0), "int": 7, "bool": True, "str": "draw",
    "int | None": 1, "list[int]": [3, 4], "set[str]": {"talent:3", "used:4"}, "dict[int, int]": {3: 1},
    "dict[str, int]": {"mark:3": 2}, "dict[int, list[int]]": {3: [4]}, "list[list[int]]": [[1, 2]],
    "list[Extra]": [Extra("minion", power_le=2)], "list[tuple[Extra, ...]]": [(Extra("action"),)],
    "list[Player]": [Player(["aliens", "ninjas"], hand=[3])], "list[BaseSlot]": [BaseSlot(0, minions=[3])],
    "EventLog": EMPTY.add(Ev("draw", 3, 0)), "Replay | None": Replay(State((), (), [], []), [PASS]),
}

ROWS_NEVER_CHANGED = {"vp_history"}  # a turn's row, once written: copies share the rows


def _every_field_set() -> State:
    s = State((), (), [], [])
    for f in attrs.fields(State):
        kind = declared_type(State, f.name)
        assert kind in SAMPLES, f"State.{f.name}: add a sample of {kind} to SAMPLES"
        setattr(s, f.name, deepcopy(SAMPLES[kind]))
    return s


def _change(value: Any, deep: bool = True) -> None:
    """Change a mutable value in place, down to the containers it holds (``deep``)."""
    if isinstance(value, list):
        for v in value if deep else ():
            _change(v)
        value.append(99)
    elif isinstance(value, dict):
        for v in value.values():
            _change(v)
        value[99] = 99
    elif isinstance(value, set):
        value.add("changed")
    elif isinstance(value, Player | BaseSlot):
        for f in attrs.fields(type(value)):
            _change(getattr(value, f.name))
    elif isinstance(value, Replay):
        value.answers.append(PASS)


@pytest.mark.parametrize("name", [f.name for f in attrs.fields(State)])
def test_every_field_of_the_state_is_copied_equal_and_independent(name):
    s = _every_field_set()
    c = s.copy()
    sample = SAMPLES[declared_type(State, name)]
    assert getattr(c, name) == getattr(s, name) == sample
    _change(getattr(c, name), deep=name not in ROWS_NEVER_CHANGED)
    assert getattr(s, name) == sample


@define(slots=True)
class _WiderState(State):
    """State with one more field, as someone might add one."""

    saved_for_later: dict[int, int] = field(factory=dict)


def test_a_new_field_is_copied_with_the_others():
    attrs.resolve_types(State)  # as cattrs may have done: the copier reads the types as written
    copy = field_copier(_WiderState, STATE_COPY)
    s = _WiderState((), (), [], [], saved_for_later={5: 1}, turn=4)
    c = copy(s)
    assert (type(c), c.saved_for_later, c.turn) == (_WiderState, {5: 1}, 4)
    c.saved_for_later[6] = 2
    assert s.saved_for_later == {5: 1}


def test_a_field_whose_copy_the_type_cant_tell_is_refused_when_the_class_is_made():
    @define(slots=True)
    class Nested:
        rows: list[list[int]] = field(factory=list)

    with pytest.raises(TypeError, match="Nested.rows: list\\[list\\[int\\]\\]"):
        field_copier(Nested, {})

"""Hook names are declared once (rules.behaviour.HOOKS): a card can't register a name the engine
never reads, and the engine reads no name that isn't declared."""

from __future__ import annotations

import re
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest
from table import DEFAULT_FACTIONS, Table

from rules.behaviour import HOOKS, INDEXED_HOOKS, REGISTRY, UnknownHook, hook, set_hook
from rules.cards import load_all

RULES = Path(__file__).resolve().parent.parent / "rules"
# How the engine reads a hook: from one card's behaviour, or through the index of cards in play.
READS = (r'hooks\.get\("(\w+)"', r'hooks\["(\w+)"\]', r'"(\w+)" in [\w.()\[\]]*hooks\b', r'holders\("(\w+)"\)',
         r'live_hook\([^,()]+, "(\w+)"\)', r'hooked_ids\("(\w+)"\)')


def _read_by_the_engine() -> set[str]:
    names: set[str] = set()
    for path in RULES.rglob("*.py"):
        if path.name != "behaviour.py":
            text = path.read_text(encoding="utf-8")
            for pattern in READS:
                names.update(re.findall(pattern, text))
    return names


@pytest.mark.parametrize("name, hint", [("on_plya", "did you mean 'on_play'?"),
                                         ("keep_on_score", "did you mean 'on_score'?")])
def test_registering_an_unknown_hook_name_is_refused_and_registers_nothing(name, hint):
    load_all()
    before = dict(REGISTRY["aliens/collector"].hooks)
    with pytest.raises(UnknownHook, match=re.escape(hint)):
        hook("aliens/collector", name)(lambda g, me: None)
    with pytest.raises(UnknownHook, match="rules.behaviour.HOOKS"):
        set_hook("aliens/collector", name, True)
    assert REGISTRY["aliens/collector"].hooks == before


def test_every_declared_hook_is_read_by_the_engine_and_every_hook_it_reads_is_declared():
    read = _read_by_the_engine()
    assert sorted(set(HOOKS) - read) == []  # declared, used nowhere (keep_on_score was)
    assert sorted(read - set(HOOKS)) == []


def test_every_hook_the_cards_register_is_declared():
    load_all()
    registered = {name for b in REGISTRY.values() for name in b.hooks}
    assert registered <= set(HOOKS)
    assert registered >= INDEXED_HOOKS  # the index holds hooks some card has



class _CompiledGenerator:
    """A generator as a compiled module makes one (Cython): the generator protocol, but not a
    ``types.GeneratorType``."""

    def __init__(self, gen: Generator) -> None:
        self.gen = gen

    def __iter__(self) -> _CompiledGenerator:
        return self

    def __next__(self) -> Any:
        return next(self.gen)

    def send(self, value: Any) -> Any:
        return self.gen.send(value)

    def throw(self, *args: Any) -> Any:
        return self.gen.throw(*args)

    def close(self) -> None:
        self.gen.close()


def test_an_effect_written_as_a_compiled_generator_still_asks_and_resolves(monkeypatch):
    # Disintegrator's effect, as a compiled card module would return it: it must still ask for the
    # minion and put it under its owner's deck.
    load_all()
    hooks = REGISTRY["aliens/disintegrator"].hooks
    written = hooks["on_play"]
    monkeypatch.setitem(hooks, "on_play", lambda g, me: _CompiledGenerator(written(g, me)))
    t = Table(factions=DEFAULT_FACTIONS[:3], hands=[[], ["aliens/disintegrator"], []], decks=[["aliens/invader"], [], []],
              bases=[("base/jungle_oasis", [("aliens/collector", 0), ("robots/zapbot", 2)]),
                     ("base/tar_pits", [])], active=1)
    t.play("disintegrator")
    t.choose("collector")
    assert t.g.state.players[0].deck == [t.id("invader"), t.id("collector")]
    assert t.slot_of("zapbot") == "jungle_oasis"

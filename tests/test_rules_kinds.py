"""Event kinds and Special windows are declared once (rules/event_kinds.py), like the hooks: a card
can't react to an event nobody emits nor wait in a window nobody opens, the engine emits no
undeclared kind, and the app and the network name decision and pick kinds by their declared names."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from table import Table

from rules.actions import PickKind
from rules.behaviour import REGISTRY, react, special
from rules.cards import load_all
from rules.decision import DecisionKind, Ev
from rules.event_kinds import EVENTS, WINDOWS, ZONE_EVENTS, Undeclared

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "rules"


def _emitted_literals() -> set[str]:
    """Every kind written as ``Ev("kind"...)`` in the Smash Up engine, the flow and the cards."""
    kinds: set[str] = set()
    for path in RULES.rglob("*.py"):
        if "fzzzt" in path.parts:  # FZZZT!'s events are its own flow's, never emitted by the engine
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Ev"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                kinds.add(node.args[0].value)
    return kinds


@pytest.mark.parametrize("kind, hint", [("destory", "did you mean 'destroy'?"), ("base_replace", "'base_replaced'")])
def test_reacting_to_an_undeclared_event_is_refused_at_registration(kind, hint):
    load_all()
    before = list(REGISTRY["robots/nukebot"].reactions)
    with pytest.raises(Undeclared, match=re.escape(hint)):
        react("robots/nukebot", kind)(lambda g, me, ev: None)
    assert REGISTRY["robots/nukebot"].reactions == before


def test_a_special_in_an_undeclared_window_is_refused_at_registration():
    load_all()
    before = list(REGISTRY["ninjas/shinobi"].specials)
    with pytest.raises(Undeclared, match=re.escape("did you mean 'before_scoring'?")):
        special("ninjas/shinobi", "befor_scoring")(lambda g, me, bi: None)
    assert REGISTRY["ninjas/shinobi"].specials == before


def test_the_engine_refuses_to_emit_an_undeclared_event():
    t = Table()
    with pytest.raises(Undeclared, match="destory"):
        t.e.emit(Ev("destory"))


def test_every_event_the_engine_writes_is_declared_and_every_declared_one_is_written():
    written = _emitted_literals()
    # Emitted under a name computed from its zone (look) or by the flow's helper for the scoring steps.
    computed = {"look_hand", "look_deck", "look_cards"}
    assert written - set(EVENTS) == set()
    assert set(EVENTS) - written - computed == set()
    assert set(ZONE_EVENTS) <= set(EVENTS)


def test_every_special_and_reaction_registered_is_in_a_declared_window_or_kind():
    load_all()
    for card, b in REGISTRY.items():
        assert all(sp.window in WINDOWS for sp in b.specials), card
        assert all(r.kind in EVENTS for r in b.reactions), card


KIND_NAMES = {v for k, v in vars(DecisionKind).items() if k.isupper()} | {
    v for k, v in vars(PickKind).items() if k.isupper()} | set(WINDOWS)


def _kind_literals(path: Path) -> list[str]:
    """Where ``path`` compares a kind or a window with a literal, or builds a Pick of a literal kind."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            named = any(isinstance(s, ast.Attribute) and s.attr in ("kind", "window")
                        or isinstance(s, ast.Name) and s.id in ("kind", "window") for s in sides)
            literal = [s.value for s in sides if isinstance(s, ast.Constant) and s.value in KIND_NAMES]
            if named and literal:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {literal[0]!r}")
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Pick"
                and node.args and isinstance(node.args[0], ast.Constant)):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: Pick({node.args[0].value!r})")
    return found


def test_the_app_and_the_network_name_decision_and_pick_kinds_by_their_declared_names():
    paths = sorted((ROOT / "app").rglob("*.py")) + sorted((RULES / "net").rglob("*.py"))
    assert [hit for p in paths for hit in _kind_literals(p)] == []

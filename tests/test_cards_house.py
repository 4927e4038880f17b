"""The card side of the house (docs/engine.md): one folder per box, holding one module per faction
and one for the box's bases; a card module changes zones only through the engine's primitives (a
base in its slot only through ``put_base``, anywhere in rules/) and imports no other card module than
rules/cards/common.py."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from rules.catalogue import catalogue
from rules.event_kinds import ZONE_EVENTS
from rules.setup import has_facts, playable_factions

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "rules" / "cards"
# The titans of the core factions ship in the Big Geek Box; titans.json is a set of its own because
# playing with them is optional.
TITANS_BOX = "geeks"
# The piles a card may change only through the engine (put_base, base_to_deck, draw_card, put_in_deck...).
ZONES = frozenset({"hand", "deck", "discard", "base_deck", "base_discard", "limbo", "removed", "titans",
                   "minions", "actions", "buried", "card", "bases", "attached"})
EDITS = frozenset({"append", "remove", "insert", "pop", "extend", "clear", "sort", "reverse"})


def _chain(node: ast.AST) -> Iterator[ast.AST]:
    """The receiver chain of ``a.b[c].d``: d's attribute, the subscript, b's attribute, a."""
    while isinstance(node, ast.Attribute | ast.Subscript):
        yield node
        node = node.value
    yield node


def _zone_edits(tree: ast.AST) -> Iterator[int]:
    """Lines that edit a zone of the state in place: through ``....state...zone`` or a name bound
    to such a chain (``deck = g.state.players[p].deck``; ``pl = g.state.players[p]``)."""
    aliases: dict[str, bool] = {}  # name bound to a piece of the state -> whether that piece is a zone

    def reach(node: ast.AST) -> tuple[bool, bool]:
        """(comes from the state, is or is inside a zone)."""
        state = zone = False
        for n in _chain(node):
            if isinstance(n, ast.Attribute):
                state |= n.attr == "state"
                zone |= n.attr in ZONES
            elif isinstance(n, ast.Name) and n.id in aliases:
                state, zone = True, zone or aliases[n.id]
        return state, zone

    nodes = list(ast.walk(tree))
    for node in nodes:  # ast.walk is breadth-first: an alias is bound before it is used below it
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute | ast.Subscript | ast.Name):
            state, zone = reach(node.value)
            for target in node.targets:
                if state and isinstance(target, ast.Name):
                    aliases[target.id] = zone
    for node in nodes:
        edit = isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in EDITS
        if edit and reach(node.func.value) == (True, True):
            yield node.lineno
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, ast.AugAssign) else []
        for target in targets:
            if isinstance(target, ast.Attribute | ast.Subscript) and reach(target) == (True, True):
                yield node.lineno


def _card_modules() -> Iterator[Path]:
    return (p for p in sorted(CARDS.rglob("*.py")) if p.name != "__init__.py")


def _modules_by_box() -> set[str]:
    """What the data asks for: ``box/faction`` for each faction offered, ``box/bases`` for each box
    with a base that may be dealt, ``geeks/titans`` for the titans."""
    cat = catalogue()
    factions = {f"{cat.box(cat.faction_set[f])}/{f}" for f in playable_factions()}
    bases = {f"{cat.box(s)}/bases" for s, ids in cat.bases_by_set.items() if any(has_facts(b) for b in ids)}
    titans = {f"{TITANS_BOX}/titans"} if any(c.type == "titan" for c in cat.cards.values()) else set()
    return factions | bases | titans


def test_each_faction_and_each_boxs_bases_have_a_module_in_the_boxs_folder():
    boxed = {p.relative_to(CARDS).with_suffix("").as_posix() for p in _card_modules() if p.parent != CARDS}
    assert boxed == _modules_by_box()
    assert sorted(p.name for p in CARDS.glob("*.py")) == ["__init__.py", "common.py"]


def test_no_card_module_edits_a_zone_by_hand():
    found = [f"{p.relative_to(ROOT)}:{line}" for p in _card_modules()
             for line in _zone_edits(ast.parse(p.read_text(encoding="utf-8")))]
    assert found == []


SHARED = "rules.cards.common"


def _card_imports(tree: ast.AST) -> Iterator[str]:
    """What a module imports from the card packages, wherever in it: ``package.name`` for a
    ``from ... import name``, the module for an ``import``."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[:2] == ["rules", "cards"]:
            yield from (f"{node.module}.{a.name}" for a in node.names if f"{node.module}.{a.name}" != "rules.cards.load_all")
        elif isinstance(node, ast.Import):
            yield from (a.name for a in node.names if a.name.startswith("rules.cards."))


def test_no_card_module_imports_another_but_the_shared_helpers():
    found = [f"{p.relative_to(ROOT)} imports {m}" for p in _card_modules()
             for m in _card_imports(ast.parse(p.read_text(encoding="utf-8"))) if m.rpartition(".")[0] != SHARED]
    assert found == []


def test_the_import_walk_sees_each_way_of_importing_a_card_module():
    source = """
from rules.cards.core import dinosaurs
from rules.cards.common import pick_minion
from rules.cards.sfdf.shapeshifters import deck_minions
import rules.cards.core.ninjas
def f():
    from rules.cards import load_all
"""
    assert list(_card_imports(ast.parse(source))) == [
        "rules.cards.core.dinosaurs", "rules.cards.common.pick_minion", "rules.cards.sfdf.shapeshifters.deck_minions",
        "rules.cards.core.ninjas"]


def _zone_events(tree: ast.AST) -> Iterator[int]:
    """Lines building an event of a zone kind (``Ev("discard", ...)``, ``Ev(kind="move")``)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Ev":
            kinds = [*node.args[:1], *(k.value for k in node.keywords if k.arg == "kind")]
            if any(isinstance(k, ast.Constant) and k.value in ZONE_EVENTS for k in kinds):
                yield node.lineno


def test_no_card_module_tells_a_zone_change_by_hand():
    """The primitive that moves a card tells it (rules/event_kinds.py): a card that forgot would
    leave Jumper or The Kraken waiting."""
    found = [f"{p.relative_to(ROOT)}:{line}" for p in _card_modules()
             for line in _zone_events(ast.parse(p.read_text(encoding="utf-8")))]
    assert found == []
    assert len(list(_zone_events(ast.parse('g.emit(Ev("discard", c, p))\nEv(kind="move")\nEv("extra_turn")')))) == 2


def _turn_imports(tree: ast.AST) -> Iterator[int]:
    """Lines importing the turn (rules/flow.py), by any spelling."""
    for node in ast.walk(tree):
        names = [a.name for a in node.names] if isinstance(node, ast.Import | ast.ImportFrom) else []
        module = node.module if isinstance(node, ast.ImportFrom) else None
        if module == "rules.flow" or module == "rules" and "flow" in names or module is None and "rules.flow" in names:
            yield node.lineno


def test_no_card_module_imports_the_turn():
    """What a card needs of the turn (the ranking at a base, refilling the base deck) is the engine's."""
    found = [f"{p.relative_to(ROOT)}:{line}" for p in _card_modules()
             for line in _turn_imports(ast.parse(p.read_text(encoding="utf-8")))]
    assert found == []
    assert len(list(_turn_imports(ast.parse("from rules.flow import WIN_VP\nfrom rules import flow\n"
                                            "import rules.flow\nfrom rules.fzzzt import flow\n")))) == 3


def _slot_changes(tree: ast.AST) -> Iterator[str]:
    """The functions that set a base slot's card (``<slot>.card = ...``)."""
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            for node in ast.walk(fn):
                if isinstance(node, ast.Assign) and any(
                        isinstance(t, ast.Attribute) and t.attr == "card" for t in node.targets):
                    yield fn.name


def test_put_base_is_the_only_way_a_base_changes_in_its_slot():
    """Titans leave with their base (Big Geek Box, "Titans") in one place, whatever replaces it."""
    found = {f"{p.relative_to(ROOT)}:{name}" for p in (ROOT / "rules").rglob("*.py") if "fzzzt" not in p.parts
             for name in _slot_changes(ast.parse(p.read_text(encoding="utf-8")))}
    assert {f.rpartition(":")[2] for f in found} == {"put_base"}, found


def test_the_zone_walk_sees_an_edit_through_the_state_and_through_a_name_bound_to_it():
    source = """
def f(g, s, p, c):
    g.state.base_deck.insert(0, c)
    deck = g.state.players[p].deck
    deck.remove(c)
    pl = g.state.players[p]
    pl.hand.append(c)
    g.state.bases[0].card = c
    g.state.marks["k"] = 1
    left = list(deck)
    left.remove(c)
"""
    assert sorted(_zone_edits(ast.parse(source))) == [3, 5, 7, 8]

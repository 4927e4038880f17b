"""The house's walls: no import circle in rules/ or app/; the façade only a façade, the engine reached
from outside only through its queries; no method of the engine defined twice (the second of two
silently loses, as a second ``_set_controller`` did)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from rules.engine import READ, Engine
from rules.game import Game

ROOT = Path(__file__).resolve().parent.parent
# What everyone but card code may call on a Smash Up game.
FACADE = {"state", "pending", "decider", "over", "winner", "legal_actions", "apply", "why_not", "clone",
          "with_state", "view", "log_for", "option_for", "read", "snapshot_options"}
# Those who may hold the engine itself to build or examine a position from the inside (``engine_of``).
INSIDERS = {"rules.game", "rules.invariants", "rules.random_games", "app.screenshots",
            "app.detail_screenshots", "app.readable_screenshots"}


def _modules(root: Path) -> dict[str, Path]:
    found = {}
    for package in ("rules", "app"):
        for path in (root / package).rglob("*.py"):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _imports(name: str, path: Path, modules: dict[str, Path], typing_too: bool) -> Iterator[str]:
    """The modules of rules/ and app/ that ``name`` imports, anywhere in it (inside functions too);
    with ``typing_too``, also those imported under ``if TYPE_CHECKING:``. (The card modules that
    ``load_all()`` imports by name, once rules.game is loaded, are plug-ins: not edges here.)"""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]

    def walk(node: ast.AST) -> Iterator[str]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test) and not typing_too:
                yield from (m for sub in child.orelse for m in walk(sub))
                continue
            if isinstance(child, ast.Import):
                yield from (a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    up = package.split(".")[: len(package.split(".")) - child.level + 1]
                    base = ".".join([*up, base] if base else up)
                # ``from package import module`` runs the package's __init__, which is no circle
                for a in child.names:
                    yield f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
            yield from walk(child)

    for target in walk(ast.parse(path.read_text(encoding="utf-8"))):
        while target and target not in modules:
            target = target.rpartition(".")[0]
        if target and target != name:
            yield target


def _circles(typing_too: bool, root: Path = ROOT) -> list[frozenset[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    modules = _modules(root)
    graph = {m: sorted(set(_imports(m, p, modules, typing_too))) for m, p in modules.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[frozenset[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while not group or group[-1] != v:
                group.append(stack.pop())
            if len(group) > 1:
                out.append(frozenset(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_module_of_rules_or_app_imports_itself_back_when_it_runs():
    assert _circles(typing_too=False) == []


def test_not_even_for_type_checking():
    assert _circles(typing_too=True) == []


def test_the_walk_sees_a_circle_through_a_function_level_import_and_one_for_type_checking(tmp_path):
    files = {"rules/a.py": "import rules.b\n", "rules/b.py": "def f():\n    from rules import a\n",
             "app/c.py": "from app.d import x\n", "app/d.py": "from typing import TYPE_CHECKING\n"
                                                   "if TYPE_CHECKING:\n    from . import c\n"}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text(text)
    assert _circles(typing_too=False, root=tmp_path) == [frozenset({"rules.a", "rules.b"})]
    assert sorted(map(sorted, _circles(typing_too=True, root=tmp_path))) == [["app.c", "app.d"],
                                                                              ["rules.a", "rules.b"]]


def test_the_facade_is_only_a_facade():
    assert {n for n in dir(Game) if not n.startswith("_")} == FACADE
    assert len(FACADE) <= 15


def _outside() -> Iterator[tuple[str, ast.AST]]:
    """Every module but the engine, the flow, the rules' own readers and the card code."""
    inside = ("rules.engine", "rules.cards", "rules.flow", "rules.view", "rules.explain")
    for name, path in sorted(_modules(ROOT).items()):
        if name.startswith(("rules", "app")) and not name.startswith(inside) and name != "rules.game":
            yield name, ast.parse(path.read_text(encoding="utf-8"))


def test_outside_the_engine_the_board_is_only_read_and_the_engine_held_only_by_insiders():
    misread, holders = [], []
    for name, tree in _outside():
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) \
                    and node.value.attr == "read" and node.attr not in READ:
                misread.append(f"{name}: {ast.unparse(node)}")
            if isinstance(node, ast.Name) and node.id == "engine_of" and name not in INSIDERS:
                holders.append(name)
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("rules.engine") \
                    and name.startswith("app"):
                holders.append(name)
    assert misread == [] and holders == []


def test_the_readable_names_are_queries_of_the_engine():
    assert {n for n in dir(Engine) if not n.startswith("_")} >= READ
    assert {"power", "total_power", "cid"} <= READ and not {"destroy", "play", "emit", "free_extras"} & READ


def test_no_method_of_the_engine_is_defined_in_two_of_its_classes():
    where: dict[str, list[str]] = {}
    for cls in Engine.__mro__[:-1]:
        for name in vars(cls):
            if not (name.startswith("__") and name.endswith("__")):
                where.setdefault(name, []).append(cls.__name__)
    assert {name: classes for name, classes in where.items() if len(classes) > 1} == {}


def test_the_engine_writes_its_used_and_marks_keys_only_through_rules_engine_keys():
    """Each family of ``state.used`` / ``state.marks`` keys is spelt once, with its lifetime, in
    keys.py: no key is built by hand where the engine or the flow reads or writes those."""
    spelt = []
    for path in [*(ROOT / "rules" / "engine").glob("*.py"), ROOT / "rules" / "flow.py"]:
        if path.name == "keys.py":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if ("used" in line or "marks" in line) and ('f"' in line or "f'" in line):
                spelt.append(f"{path.name}:{n}: {line.strip()}")
    assert spelt == []


KEY_TEXT = re.compile(r"^[a-z][a-z0-9_]*:")  # how every used / marks key begins: its family's name
STORES = ("used", "marks")
KEYS_MODULE = "rules.engine.keys"


def _is_store(node: ast.AST) -> bool:
    """``….used`` / ``….marks``, or a local holding one (``marks = g.state.marks``)."""
    return (isinstance(node, ast.Attribute) and node.attr in STORES) or (isinstance(node, ast.Name) and node.id in STORES)


def _keys_used_as(tree: ast.AST) -> Iterator[ast.expr]:
    """Every expression a module uses as a key of ``state.used`` / ``state.marks``: set, taken,
    read, tested."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and _is_store(node.value):
            yield node.slice
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and _is_store(node.func.value) \
                and node.func.attr in ("add", "discard", "remove", "get", "pop", "setdefault") and node.args:
            yield node.args[0]
        elif isinstance(node, ast.Compare) and any(isinstance(op, ast.In | ast.NotIn) for op in node.ops) \
                and any(_is_store(c) for c in node.comparators):
            yield node.left


def _literal_keys(text: str) -> list[str]:
    """The keys of ``state.used`` / ``state.marks`` a module spells itself: each key it uses must be
    made by a function of rules/engine/keys.py (called there, or a name bound to such a call or
    looped over one), and no string of a key's shape is built anywhere in it."""
    tree = ast.parse(text)
    made_by = {a.asname or a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module == KEYS_MODULE
               for a in n.names}

    def from_keys(e: ast.AST) -> bool:
        return isinstance(e, ast.Call) and isinstance(e.func, ast.Name) and e.func.id in made_by

    named: set[str] = set()
    for n in ast.walk(tree):
        pairs = []
        if isinstance(n, ast.Assign):
            for target in n.targets:
                if isinstance(target, ast.Tuple) and isinstance(n.value, ast.Tuple):
                    pairs += zip(target.elts, n.value.elts, strict=False)
                else:
                    pairs.append((target, n.value))
        elif isinstance(n, ast.For | ast.comprehension):
            pairs.append((n.target, n.iter))
        named |= {t.id for t, v in pairs if isinstance(t, ast.Name) and from_keys(v)}
    found = [ast.unparse(k) for k in _keys_used_as(tree)
             if not (from_keys(k) or (isinstance(k, ast.Name) and k.id in named))]
    parts = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
    for n in ast.walk(tree):
        if id(n) in parts:
            continue  # seen with its f-string
        first = n.values[0] if isinstance(n, ast.JoinedStr) and n.values else n
        if isinstance(first, ast.Constant) and isinstance(first.value, str) and KEY_TEXT.match(first.value):
            found.append(ast.unparse(n))
        elif isinstance(n, ast.BinOp) and isinstance(n.op, ast.Add) and (from_keys(n.left) or from_keys(n.right)):
            found.append(ast.unparse(n))  # a key lengthened by hand
    return found


def test_card_modules_write_no_used_or_marks_key_by_hand():
    """Each key family a card keeps in ``state.used`` / ``state.marks`` is made in keys.py, with
    its lifetime: no card module spells one."""
    spelt = [f"{path.relative_to(ROOT / 'rules' / 'cards')}: {key}"
             for path in sorted((ROOT / "rules" / "cards").rglob("*.py"))
             for key in _literal_keys(path.read_text(encoding="utf-8"))]
    assert spelt == []


def test_the_scan_sees_a_key_spelt_by_hand_however_it_reaches_the_state():
    head = "from rules.engine.keys import talent_key, curse_keys\n"
    fine = ["g.state.used.add(talent_key(me))", "k = talent_key(me)\nif k in g.state.marks: del g.state.marks[k]",
            "for k in curse_keys(marks, me):\n    del marks[k]"]
    spelt = ["g.state.used.add(f'fort:{me}')", "s.marks[KEY] = 1", "ok = key not in g.state.used",
             "marks = g.state.marks\nmarks.pop('x', None)", "k = talent_key(me) + 'x'", "PREFIX = 'block:'"]
    assert [code for code in fine if _literal_keys(head + code)] == []
    assert [code for code in spelt if not _literal_keys(head + code)] == []


def test_nothing_in_rules_or_app_executes_code_or_unpickles():
    """Saves, network messages and data are read as data: no exec, eval or compile, no pickle."""
    root = Path(__file__).resolve().parent.parent
    found = []
    for path in [*(root / "rules").rglob("*.py"), *(root / "app").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in ("exec", "eval", "compile", "__import__"):
                found.append(f"{path.name}: {node.func.id}")
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            found += [f"{path.name}: import {n}" for n in names if n.split(".")[0] in ("pickle", "marshal", "shelve")]
    assert found == []


ENGINE = ROOT / "rules" / "engine"
PARTS = {"Reading": "reading", "Events": "events", "Zones": "zones", "Plays": "plays", "Windows": "windows",
         "Titans": "titans"}


def _members(cls: ast.ClassDef) -> set[str]:
    return {n.name for n in cls.body if isinstance(n, ast.FunctionDef)} | {
        n.target.id for n in cls.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}


def _classes(path: Path) -> dict[str, ast.ClassDef]:
    return {n.name: n for n in ast.parse(path.read_text(encoding="utf-8")).body if isinstance(n, ast.ClassDef)}


def _undeclared(part: ast.ClassDef, declared: set[str]) -> set[str]:
    """What ``part`` reads on ``self`` that is neither its own nor declared as used."""
    read = {n.attr for n in ast.walk(part)
            if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "self"}
    return read - _members(part) - declared


def test_each_part_of_the_engine_declares_what_it_uses_of_the_others():
    """rules/engine/uses.py: a part calls another's method only as its protocol says (mypy then
    checks the signatures against the part that has it)."""
    uses = _classes(ENGINE / "uses.py")
    data = _members(uses["EngineData"])
    found = {cls: _undeclared(_classes(ENGINE / f"{mod}.py")[cls], data | _members(uses[f"{cls}Uses"]))
             for cls, mod in PARTS.items()}
    assert {cls: names for cls, names in found.items() if names} == {}
    # Every declared use is a method some part has: no promise nobody keeps.
    everything = set().union(*(_members(_classes(ENGINE / f"{mod}.py")[cls]) for cls, mod in PARTS.items()))
    declared = set().union(*(_members(uses[f"{cls}Uses"]) for cls in PARTS))
    assert declared - everything == set()


def test_the_uses_walk_sees_a_method_of_another_part_called_undeclared():
    part = ast.parse("class Zones:\n    def f(self):\n        self.power(1)\n        self.f()\n").body[0]
    assert isinstance(part, ast.ClassDef)
    assert _undeclared(part, {"state"}) == {"power"}

"""Each game declared once (rules/games.py, app/games.py): the app and the harnesses rely on the
``TurnGame`` protocol and on the registry, never on which class a game is."""

from __future__ import annotations

import ast
from pathlib import Path

import attrs
import pytest

import app.main_window
import rules.games
from app.fzzzt.table import FzzztTable
from app.games import TABLES, WINDOW_GAME, TableKind
from app.seats import Seat
from rules import saves
from rules.ai import BOT_NAMES, make_bot
from rules.fzzzt.game import FzzztGame
from rules.fzzzt.game import new_game as new_fzzzt
from rules.games import FZZZT, GAMES, SMASH_UP, game_kind, kind_of
from rules.net import protocol as P
from rules.protocol import TurnGame
from rules.setup import new_game as new_smashup
from tests.test_app_saves import make_window

ROOT = Path(__file__).resolve().parent.parent
# The harnesses: the app, the bots, the command line, the bench and the perft, the network. A game's own package (rules/fzzzt/,
# app/fzzzt/) and the registries themselves may name its classes and its key.
HARNESSES = ("app", "rules/ai", "rules/net", "rules/__main__.py", "rules/bench.py", "rules/perft.py")
OWN = ("app/fzzzt", "rules/fzzzt", "app/games.py", "rules/games.py")


def _game_classes() -> set[str]:
    found, todo = set(), [k.cls() for k in GAMES.values()]
    while todo:
        cls = todo.pop()
        found.add(cls.__name__)
        todo += cls.__subclasses__()
    return found


def _harness_files() -> list[Path]:
    files = []
    for place in HARNESSES:
        path = ROOT / place
        files += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    return [f for f in files if not str(f.relative_to(ROOT)).startswith(OWN)]


def _names(node: ast.AST) -> set[str]:
    return {n.id if isinstance(n, ast.Name) else n.attr for n in ast.walk(node) if isinstance(n, ast.Name | ast.Attribute)}


def _is_telling(node: ast.AST, classes: set[str], keys: set[str]) -> bool:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        args = node.args
        by_class = node.func.id == "isinstance" and len(args) == 2 and bool(_names(args[1]) & classes)
        sniffing = node.func.id == "getattr" and len(args) >= 2 and isinstance(args[1], ast.Constant) \
            and args[1].value == "game"
        return by_class or sniffing
    if isinstance(node, ast.Compare):
        sides = [node.left, *node.comparators]
        by_type = any(isinstance(s, ast.Call) and _names(s.func) == {"type"} for s in sides) \
            and any(_names(s) & classes for s in sides)
        by_key = any(isinstance(s, ast.Constant) and s.value in keys for s in sides)
        return by_type or by_key
    return False


def _telling_apart(tree: ast.AST, classes: set[str], keys: set[str]) -> list[str]:
    """Each place ``tree`` tells a game by its class (isinstance, type(...)), sniffs a ``game``
    attribute, or compares with a game's key."""
    return [ast.unparse(node) for node in ast.walk(tree) if _is_telling(node, classes, keys)]


def test_the_app_and_the_harnesses_never_tell_a_game_by_its_class_or_its_key():
    classes, keys = _game_classes(), set(GAMES)
    assert {"Game", "CheckedGame", "FzzztGame"} <= classes
    found = []
    for path in _harness_files():
        rel = str(path.relative_to(ROOT))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [f"{rel}: {line}" for line in _telling_apart(tree, classes, keys)]
    assert found == []


@pytest.mark.parametrize("test", ["isinstance(game, FzzztGame)", "isinstance(game, Game | FzzztGame)",
                                  "type(game) is CheckedGame", "getattr(game, 'game', None)", "cfg.game == 'fzzzt'"])
def test_the_walk_sees_each_way_of_telling_games_apart(test):
    assert _telling_apart(ast.parse(f"if {test}:\n    pass"), _game_classes(), set(GAMES)) == [test]


# Scripts that build positions to photograph them (they stand where a test would, not at a table).
BUILDERS = ("app/screenshots.py", "app/detail_screenshots.py", "app/fzzzt/screenshots.py", "app/readable_screenshots.py")
# A ``.state`` that is not a game's: the joined window's last state message from its host.
NOT_A_GAME = {("app/net_window.py", "self.state")}


def _state_reads(tree: ast.AST) -> list[str]:
    """Each ``x.state`` read in ``tree`` but calls (Qt's ``state()``)."""
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    return [ast.unparse(n) for n in ast.walk(tree)
            if isinstance(n, ast.Attribute) and n.attr == "state" and id(n) not in called]


def test_the_app_reads_a_game_through_its_view_and_the_registry_never_its_state():
    """A joined table has no state at all: what the app reads of a game, a remote seat can be sent."""
    found = []
    for path in sorted((ROOT / "app").rglob("*.py")):
        rel = str(path.relative_to(ROOT))
        if rel not in BUILDERS:
            found += [f"{rel}: {read}" for read in _state_reads(ast.parse(path.read_text(encoding="utf-8")))
                      if (rel, read) not in NOT_A_GAME]
    assert found == []


@pytest.mark.parametrize(("code", "read"), [("n = len(game.state.players)", "game.state"), ("s = g.state", "g.state"),
                                          ("f(self.game.state.log)", "self.game.state")])
def test_the_walk_sees_each_read_of_a_state_but_not_a_qt_state_call(code, read):
    assert _state_reads(ast.parse(f"{code}\nif self._glow.state() == 2:\n    pass")) == [read]


def test_the_registry_holds_both_games_the_app_a_table_for_each_the_state_message_a_field_for_each():
    assert list(GAMES) == ["smashup", "fzzzt"] and [k.key for k in (SMASH_UP, FZZZT)] == list(GAMES)
    assert set(TABLES) == set(GAMES) and all(TABLES[key].kind is GAMES[key] for key in GAMES)
    assert set(GAMES) <= set(attrs.fields_dict(P.State))
    assert WINDOW_GAME is SMASH_UP and TABLES["smashup"].table is None
    assert TABLES["fzzzt"].table is not None and TABLES["fzzzt"].over is not None


@pytest.mark.parametrize("key", list(GAMES))
def test_each_game_is_dealt_known_played_by_its_bots_and_saved_through_the_registry(key):
    kind = game_kind(key)
    g = kind.new(3, 7, None)
    assert isinstance(g, TurnGame) and kind_of(g) is kind and kind_of(g.clone()) is kind
    assert kind.round(g) == 1 and 3 in kind.players
    bots = [make_bot(name, seed=p, budget=0.02, game=key) for p, name in enumerate(BOT_NAMES)]
    for _ in range(12):
        d = g.pending
        g.apply(bots[d.player].decide(g, d.player))
    again = saves.loads(saves.dumps(g))
    assert kind_of(again) is kind and again.state == g.state
    assert kind.described(again).startswith("valid") and kind.position(again)


def test_the_registry_tells_the_games_apart_as_dealt_anywhere():
    assert kind_of(new_smashup([["aliens", "dinosaurs"], ["ninjas", "pirates"]], 3)) is SMASH_UP
    assert kind_of(new_fzzzt(2, 3)) is FZZZT
    assert kind_of(SMASH_UP.new(2, 3, None)) is not kind_of(FZZZT.new(2, 3, None))


def test_an_unknown_game_or_bot_is_one_clear_message():
    with pytest.raises(ValueError, match="unknown game: chess"):
        game_kind("chess")
    with pytest.raises(ValueError, match="unknown bot: wizard"):
        make_bot("wizard", game="fzzzt")
    with pytest.raises(ValueError, match="unknown bot: wizard"):
        make_bot("wizard")


class ThirdGame(FzzztGame):
    """A third game for the window: FZZZT!'s rules under another class and key."""

    def clone(self) -> ThirdGame:
        return ThirdGame(self.state.copy())


class ThirdTable(FzzztTable):
    pass


def test_a_third_game_at_a_table_of_its_own_is_one_entry_in_each_registry(qtbot, monkeypatch):
    third = attrs.evolve(FZZZT, key="third", title="Third", cls=lambda: ThirdGame)
    monkeypatch.setattr(rules.games, "GAMES", {"third": third, **GAMES})  # before FZZZT!, its base class
    monkeypatch.setattr(app.main_window, "TABLES", {**TABLES, "third": TableKind(third, ThirdTable, None)})
    w = make_window(qtbot)
    w.start_any(ThirdGame(new_fzzzt(2, 3).state), [Seat("Alice"), Seat("Bob")], None)
    assert isinstance(w.own_table, ThirdTable) and w.playing is third and w.windowTitle() == "Third — New game"
    w.start_any(new_fzzzt(2, 4), [Seat("Alice"), Seat("Bob")], None)
    assert w.playing is FZZZT and w.tables["third"].game is None  # the table left keeps nothing
    assert w.own_table is w.tables["fzzzt"] and isinstance(w.saved_game, FzzztGame)

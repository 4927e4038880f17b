"""The rules module never imports Qt; view(player) hides what that player may not see."""

import ast
from pathlib import Path

from rules.actions import FINISH
from rules.setup import new_game
from rules.view import Plays, cards_of

RULES = Path(__file__).resolve().parent.parent / "rules"


def test_nothing_under_rules_imports_qt():
    offenders = []
    for path in RULES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            if any(n.split(".")[0] in ("PySide6", "PyQt5", "PyQt6", "shiboken6", "qtpy") for n in names):
                offenders.append(str(path))
    assert offenders == []


def test_a_view_shows_your_hand_and_only_counts_of_other_hands_and_decks():
    g = new_game([["aliens", "ninjas"], ["robots", "zombies"]], 3)
    v = g.view(0)
    assert v.players[0].hand == cards_of(g.state.cards, g.state.players[0].hand) and len(v.players[0].hand) == 5
    assert v.players[1].hand is None and v.players[1].hand_size == 5
    assert v.players[0].deck == 35 and v.players[1].deck == 35


def test_the_legal_options_of_another_player_are_not_in_your_view():
    g = new_game([["aliens", "ninjas"], ["robots", "zombies"]], 3, first=0)
    assert g.view(1).pending.options is None
    assert g.view(0).pending.options


def test_the_plays_left_are_in_the_view_of_the_seat_playing_cards_only():
    g = new_game([["aliens", "ninjas"], ["robots", "zombies"], ["pirates", "wizards"]], 3, first=1)
    assert g.view(1).plays == Plays(1, 1, ()) and g.view(0).plays is None and g.view(2).plays is None
    g.apply(FINISH)
    assert g.view(1).plays is None and g.view(2).plays == Plays(1, 1, ())


def test_every_field_of_a_view_is_frozen_and_says_on_its_line_what_it_is_and_who_sees_it():
    undocumented = []
    for path in (RULES / "view.py", RULES / "fzzzt" / "view.py"):
        lines = path.read_text(encoding="utf-8").splitlines()
        for cls in (n for n in ast.parse("\n".join(lines)).body if isinstance(n, ast.ClassDef)):
            assert [ast.unparse(d) for d in cls.decorator_list] == ["frozen"], cls.name
            for f in (n for n in cls.body if isinstance(n, ast.AnnAssign)):
                comment = lines[f.end_lineno - 1].partition("#:")[2].strip()
                if len(comment) < 8:
                    undocumented.append(f"{path.name} {cls.name}.{ast.unparse(f.target)}")
    assert undocumented == []

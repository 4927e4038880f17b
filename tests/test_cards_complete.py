"""Completeness: every core card and base has behaviour (or is declared vanilla) and a test named
after it; every registered behaviour belongs to a card in the data."""

import ast
from pathlib import Path

import pytest

from rules.behaviour import REGISTRY, implemented
from rules.cards import load_all
from rules.catalogue import catalogue

TESTS = Path(__file__).parent


def core_cards() -> list[str]:
    return [c.id for c in catalogue().cards.values() if c.set == "core"]


def names_of_tests() -> set[str]:
    names = set()
    for path in list(TESTS.glob("test_cards_*.py")) + list(TESTS.glob("test_bases_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                names.add(node.name)
    return names


@pytest.mark.parametrize("card_id", core_cards())
def test_every_core_card_has_behaviour_and_a_test(card_id):
    load_all()
    assert implemented(card_id), f"{card_id} has no behaviour and is not declared vanilla"
    short = card_id.split("/")[1]
    assert any(short in name for name in names_of_tests()), f"no test is named after {card_id}"


def test_every_behaviour_belongs_to_a_card():
    load_all()
    assert sorted(set(REGISTRY) - set(catalogue().cards)) == []

"""Completeness: every deck card of every faction offered for play, each titan of those factions
and every base that setup may put in the base deck has behaviour (or is declared vanilla) and a test
named after it; every registered behaviour belongs to a card in the data. Every faction of core,
Séries B, the Big Geek Box (Geeks, All Stars) and Marvel is offered. A base whose breakpoint and VP
are unknown (Marvel's) is never dealt, so it is not in use."""

import ast
from functools import cache
from pathlib import Path

import pytest

from rules.behaviour import REGISTRY, implemented
from rules.cards import load_all
from rules.catalogue import catalogue
from rules.setup import has_facts, owned_boxes, playable_factions

TESTS = Path(__file__).parent
CHECKED_SETS = ("core", "sfdf", "geeks", "marvel")  # boxes: every faction of these is checked once it is offered
WHOLE_SETS = ("core", "sfdf", "geeks", "allstars", "marvel")  # sets whose every faction is offered


def cards_in_use() -> list[str]:
    """Cards of offered factions and the dealable bases of the boxes those factions come from."""
    cat = catalogue()
    offered = set(playable_factions())
    boxes = set(owned_boxes())
    return [c.id for c in cat.cards.values()
            if (c.type in ("minion", "action", "titan") and c.faction in offered)
            or (c.type == "base" and cat.box(c.set) in boxes and has_facts(c.id))]


@cache  # parsed once per run: parsing the ~40 card test files for each of ~300 cases was a fifth of the suite
def names_of_tests() -> frozenset[str]:
    names = set()
    for path in list(TESTS.glob("test_cards_*.py")) + list(TESTS.glob("test_bases_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                names.add(node.name)
    return frozenset(names)


@pytest.mark.parametrize("card_id", cards_in_use())
def test_every_card_in_use_has_behaviour_and_a_test(card_id):
    load_all()
    assert implemented(card_id), f"{card_id} has no behaviour and is not declared vanilla"
    short = card_id.split("/")[1]
    assert any(short in name for name in names_of_tests()), f"no test is named after {card_id}"


def test_the_checked_sets_are_offered():
    cat = catalogue()
    assert [f for f, s in cat.faction_set.items() if s in WHOLE_SETS and f not in playable_factions()] == []
    for s in CHECKED_SETS:
        assert s in owned_boxes(), f"no faction of {s} is offered"
    # Every dealable base of a checked set is in use, so each has behaviour and a test (above).
    assert all(b in cards_in_use() for s in CHECKED_SETS for b in cat.bases_by_set[s] if has_facts(b))


def test_every_behaviour_belongs_to_a_card():
    load_all()
    assert sorted(set(REGISTRY) - set(catalogue().cards)) == []

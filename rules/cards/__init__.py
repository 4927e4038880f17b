"""Card behaviour, one package per box (core, sfdf, geeks, marvel) holding one module per faction
and one for the box's bases; helpers shared by factions live in common.py. Importing a module
registers its cards; a reprint takes its original's behaviour once both are registered.

A game loads the modules of its own cards only (``load_for``: a start with four core factions
reads 9 of 28 modules); what asks about every card (the factions offered, a save's check) loads
them all."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Iterable
from functools import cache

from rules.behaviour import REPRINTS, resolve_reprints
from rules.catalogue import catalogue

# Where each data file's cards are registered: its box's package (the titans have a module of
# their own in the Big Geek Box's; the madness card has no behaviour).
_PACKAGE = {"core": "core", "sfdf": "sfdf", "marvel": "marvel", "geeks": "geeks", "allstars": "geeks",
            "titans": "geeks"}
_LOADED: set[str] = set()  # card ids whose modules are loaded (a determinized world re-deals the same ids)


@cache
def load_all() -> None:
    for box in pkgutil.iter_modules(__path__):
        if box.ispkg:
            package = importlib.import_module(f"{__name__}.{box.name}")
            for mod in pkgutil.iter_modules(package.__path__):
                importlib.import_module(f"{package.__name__}.{mod.name}")
    resolve_reprints()


def module_of(card_id: str) -> str | None:
    """The module that registers ``card_id``'s behaviour; None for a card no module does."""
    card = catalogue().cards.get(card_id)
    package = None if card is None else _PACKAGE.get(card.set)
    if package is None:
        return None
    name = "bases" if card.type == "base" else "titans" if card.set == "titans" else card.faction
    return f"{__name__}.{package}.{name}"


def load_for(card_ids: Iterable[str]) -> None:
    """The modules of ``card_ids`` and of the originals their reprints take their behaviour from."""
    if _LOADED.issuperset(card_ids):  # asked at every Game made: the bots' worlds among them
        return
    ids = set(card_ids)
    wanted = {m for c in ids if (m := module_of(c)) is not None}
    while wanted:
        for name in sorted(wanted):
            importlib.import_module(name)
        wanted = {m for original in REPRINTS.values() if (m := module_of(original)) is not None} \
            - _imported()
    resolve_reprints()
    _LOADED.update(ids)


def _imported() -> set[str]:
    return {name for name in sys.modules if name.startswith(f"{__name__}.")}

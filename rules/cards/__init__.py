"""Card behaviour, one package per box (core, sfdf, geeks, marvel) holding one module per faction
and one for the box's bases; helpers shared by factions live in common.py. Importing a module
registers its cards; a reprint takes its original's behaviour once they all are."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from rules.behaviour import resolve_reprints


@cache
def load_all() -> None:
    for box in pkgutil.iter_modules(__path__):
        if box.ispkg:
            package = importlib.import_module(f"{__name__}.{box.name}")
            for mod in pkgutil.iter_modules(package.__path__):
                importlib.import_module(f"{package.__name__}.{mod.name}")
    resolve_reprints()

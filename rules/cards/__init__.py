"""Card behaviour, one module per faction (and one per set for bases). Importing a module
registers its cards; a reprint takes its original's behaviour once they all are."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from rules.behaviour import resolve_reprints


@cache
def load_all() -> None:
    for mod in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{mod.name}")
    resolve_reprints()

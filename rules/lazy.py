"""A function named by its module, imported at its first call: what start-up does not use (the
other game's rules, the bench's random games, the bots) stays out of a start's imports."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def later(module: str, name: str) -> Callable[..., Any]:
    """``module.name``, called as if imported here; the import happens at the first call."""

    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    call.__qualname__ = call.__name__ = f"{module}.{name}"
    return call

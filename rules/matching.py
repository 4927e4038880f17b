"""Maximum bipartite matching, for the few places where rules ask "can everything be covered at
once" (plays and the Extras they may use, FZZZT! Robots and gadget slots)."""

from __future__ import annotations

from collections.abc import Callable


def max_matching(n_left: int, n_right: int, fits: Callable[[int, int], bool]) -> int:
    """How many left items get a distinct right item they fit, at best (augmenting paths: the
    sizes here are a handful)."""
    owner: list[int | None] = [None] * n_right

    def place(k: int, seen: set[int]) -> bool:
        for i in range(n_right):
            if i not in seen and fits(k, i):
                seen.add(i)
                held = owner[i]
                if held is None or place(held, seen):
                    owner[i] = k
                    return True
        return False

    return sum(place(k, set()) for k in range(n_left))

"""The game's single random generator: a splitmix64 stream whose whole state is one int.

One int makes cloning, saving and comparing the generator free, which the search bots rely on.
"""

from __future__ import annotations

from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


def next_state(state: int) -> tuple[int, int]:
    """Advance ``state``; return (new_state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform-enough integer in [0, n) (64-bit multiply-shift; bias < 2^-50 for game sizes)."""
    state, out = next_state(state)
    return state, (out * n) >> 64


def shuffle(state: int, items: list[T]) -> int:
    """Fisher-Yates in place; returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state

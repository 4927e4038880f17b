"""The game's single random generator; its whole state is one int, so cloning, saving and
comparing it is free (the search bots rely on that).

Two schemes, told apart by the int itself:
- keyed (every game dealt now): ``KEYED | key << 64 | counter``, each output the BLAKE2b of the
  counter under the 128-bit key. Its outputs say nothing of the key, so a player who sees every
  shuffle's result can't compute the next one (a splitmix64 output gives its state away at once).
- splitmix64 (a state below 2^64): the games saved before the keyed scheme, which must replay as
  they were played.
"""

from __future__ import annotations

# hashlib's own blake2b (it never takes OpenSSL's), without loading OpenSSL at start
from _blake2 import blake2b
from functools import lru_cache
from typing import TypeVar

_MASK = (1 << 64) - 1
KEY_BITS = 128
_KEY_MASK = (1 << KEY_BITS) - 1
KEYED = 1 << (64 + KEY_BITS)  # the tag bit of a keyed state, above its key and counter
SEED_BITS = 128  # the secret bits a network game's seed has at least
# A game's deal scheme (``State.deal``, ``FState.deal``). Its absence from a save (0) says the game
# was dealt before the keyed scheme: splitmix64, and instance ids in the catalogue's order. Smash Up
# deals 1: keyed, ids shuffled. FZZZT! dealt 1 with its ids still in the catalogue's order (those
# saves replay so); it now deals 2: keyed, ids shuffled.
DEAL_SPLITMIX, DEAL_KEYED, DEAL_KEYED_IDS = 0, 1, 2
T = TypeVar("T")


def seeded(seed: int) -> int:
    """The keyed state a game dealt from ``seed`` starts in: its key is a hash of the whole seed
    (any size: a typed seed of a local game, or a network game's secret bits)."""
    raw = seed.to_bytes(max(1, (seed.bit_length() + 8) // 8), "little", signed=True)
    key = int.from_bytes(blake2b(raw, digest_size=KEY_BITS // 8, person=b"smashup-deal").digest(), "little")
    return KEYED | key << 64


def secret_seed() -> int:
    """A network game's seed: SEED_BITS from the system's cryptographic source, never typed (a
    seat who could search every seed from its own view would know every hand and deck)."""
    import secrets  # a network game's only: a start needs none

    return secrets.randbits(SEED_BITS)


def is_keyed(state: int) -> bool:
    return state >> (64 + KEY_BITS) == 1


def valid(state: int, deal: int) -> bool:
    """Whether ``state`` is one the generator of scheme ``deal`` can be in."""
    if deal in (DEAL_KEYED, DEAL_KEYED_IDS):
        return is_keyed(state)
    return deal == DEAL_SPLITMIX and 0 <= state < 1 << 64


def redrawn(state: int, bits: int) -> int:
    """A fresh state of ``state``'s scheme from the random ``bits`` (the future a bot imagines)."""
    return seeded(bits) if is_keyed(state) else bits & _MASK


@lru_cache(maxsize=64)
def _hasher(key: int) -> blake2b:
    # Keying BLAKE2b costs a block's compression; a copy of the keyed hasher costs none.
    return blake2b(key=key.to_bytes(KEY_BITS // 8, "little"), digest_size=8)


def next_state(state: int) -> tuple[int, int]:
    """Advance ``state``; return (new_state, 64-bit output)."""
    if state >> 64:
        h = _hasher((state >> 64) & _KEY_MASK).copy()
        counter = state & _MASK
        h.update(counter.to_bytes(8, "little"))
        return (state & ~_MASK) | ((counter + 1) & _MASK), int.from_bytes(h.digest(), "little")
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


def dealt_order(state: int, n: int) -> tuple[int, list[int]]:
    """The instance ids of a game's ``n`` cards in a shuffled order: ``ids[k]`` is the id of the
    k-th card listed in the catalogue's order, so an id that shows says nothing of its card."""
    ids = list(range(n))
    return shuffle(state, ids), ids


def permuted(items: list[T], ids: list[int]) -> tuple[T, ...]:
    """``items`` (in the catalogue's order) listed by instance id: the k-th goes to ``ids[k]``."""
    out: list[T] = list(items)
    for k, item in enumerate(items):
        out[ids[k]] = item
    return tuple(out)

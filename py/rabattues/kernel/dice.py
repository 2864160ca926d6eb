"""Seeded dice: die number n of a game is a pure function of (seed, n).

A counter-based generator (SplitMix64's finaliser) needs no hidden state, so a saved game
continues with the same dice on any machine: the next die is the one after those recorded.
Faces come by rejection sampling, so every face has probability exactly 1/6. The 21 different
throws of two dice and their chances (`THROW_CHANCES`) are here too, for what averages over them.

>>> [die(7, n) for n in range(8)] == [die(7, n) for n in range(8)]
True
"""

from __future__ import annotations

import re
import secrets

FACES = 6
"""A die's faces are 1 to FACES."""
DISTINCT_THROWS: tuple[tuple[tuple[int, int], int], ...] = tuple(
    ((a, b), 1 if a == b else 2) for a in range(1, FACES + 1) for b in range(a, FACES + 1))
"""The 21 different throws of two dice, the smaller die first, each with its ways out of 36."""
THROW_CHANCES: tuple[tuple[tuple[int, int], float], ...] = tuple(
    (dice, ways / 36) for dice, ways in DISTINCT_THROWS)
"""The same throws, each with its chance."""
MASK = (1 << 64) - 1
MAX_SEED = (1 << 53) - 1
"""Seeds stay below 2**53 so that JavaScript numbers hold them exactly."""
_LIMIT = (1 << 64) - (1 << 64) % FACES  # largest multiple of FACES: draws above it are rejected
_SEED_TEXT = re.compile(r"[0-9]{1,16}")
"""ASCII digits only (`int` would take '２', '1_0' or ' 7'); 16 digits hold every seed."""


def _mix(x: int) -> int:
    """SplitMix64's output function: a 64-bit bijection with good avalanche."""
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9 & MASK
    x = (x ^ (x >> 27)) * 0x94D049BB133111EB & MASK
    return x ^ (x >> 31)


def die(seed: int, n: int) -> int:
    """Face 1–6 of the n-th die thrown in the game with this seed."""
    attempt = 0
    while True:
        x = _mix((seed * 0x9E3779B97F4A7C15 + (n << 8) + attempt) & MASK)
        if x < _LIMIT:
            return x % FACES + 1
        attempt += 1


def dice(seed: int, start: int, count: int) -> tuple[int, ...]:
    """`count` dice from position `start` of the seed's sequence."""
    return tuple(die(seed, n) for n in range(start, start + count))


def new_seed() -> int:
    """A fresh random seed."""
    return secrets.randbelow(MAX_SEED + 1)


def check_seed(seed: object) -> int:
    """A seed from untrusted input: a whole number from 0 to 2**53 − 1."""
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"bad seed {str(seed)[:30]!r}: a whole number from 0 to {MAX_SEED}")
    return seed


def parse_seed(text: str) -> int:
    """A seed typed as text (the command line): ASCII digits, from 0 to 2**53 − 1."""
    if not _SEED_TEXT.fullmatch(text):
        raise ValueError(f"bad seed {text[:30]!r}: a whole number from 0 to {MAX_SEED}")
    return check_seed(int(text))

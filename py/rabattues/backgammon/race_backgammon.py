"""The chance of a backgammon in a race whose leader is home: counted, not left to the network.

In a race, a player with checkers still in the other's home board (his points 19–24) has borne
off none, and loses a backgammon if the other bears off his last checker before those checkers
are out. Once the other has every checker home, both sides are one-sided counts of throws: the
bear-off database gives the leader's (the chance of needing exactly n throws), and
`escape_within` the other's: the chance of having every checker out of that board within k
throws, each throw's dice used where they bring the most out, computed exactly on the
checkers' distances to the edge of the board (no checker can block another in a race). The
network's backgammon chance is replaced by this one, as GNU Backgammon does for its race network.

>>> round(escape_within((6,), 1), 9)  # one checker on the 24-point: out unless the dice sum to 5 or less
0.75
"""

from __future__ import annotations

from functools import cache

from ..kernel.dice import THROW_CHANCES
from .bearoff import database, home_of
from .board import Counts, is_all_home
from .movegen import dice_orders

MOST = 6
"""At most this many checkers in the other's home board are counted (more is rare: the network judges)."""

State = tuple[int, ...]
"""The checkers to bring out: each one's distance to the edge of the other's home board, sorted."""


def distances(counts: Counts) -> State | None:
    """A player's checkers in the other's home board as distances (1 on his point 19), or None if too many."""
    found = tuple(sorted(p - 18 for p in range(19, 25) for _ in range(counts[p])))
    return found if len(found) <= MOST else None


def _moved(state: State, die: int) -> set[State]:
    """The states after one die moves one of the checkers (one taken out if it reaches the edge)."""
    return {tuple(sorted(state[:i] + state[i + 1:] + ((r - die,) if r > die else ())))
            for i, r in enumerate(state) if i == 0 or state[i - 1] != r}


def _after(state: State, dice: tuple[int, int]) -> set[State]:
    """The states a throw can leave; a die is never better spent elsewhere, unless none is left to move."""
    found: set[State] = set()
    for order in dice_orders(dice):
        states = {state}
        for die in order:
            states = {t for s in states for t in (_moved(s, die) if s else {s})}
        found |= states
    return found


@cache
def escape_within(state: State, throws: int) -> float:
    """The chance of having every checker of `state` out within `throws` throws, each played best for it."""
    if not state:
        return 1.0
    if throws <= 0:
        return 0.0
    return sum(weight * max(escape_within(s, throws - 1) for s in _after(state, dice))
               for dice, weight in THROW_CHANCES)


def backgammon(trailer: Counts, leader: Counts, trailer_throws_first: bool) -> float | None:
    """The chance that `trailer` loses a backgammon to `leader` in a race, or None if it is not
    counted here (the leader not home, or too many checkers to bring out)."""
    state = distances(trailer)
    if state is None or not is_all_home(leader):
        return None
    if not state:
        return 0.0
    throws = database().throws(home_of(leader))
    first = 0 if trailer_throws_first else 1  # the leader's n-th throw follows n (or n − 1) of the trailer's
    lost = sum(p * (1.0 - escape_within(state, n - first)) for n, p in enumerate(throws) if p)
    return min(max(lost, 0.0), 1.0)  # the sums' rounding kept inside [0, 1]

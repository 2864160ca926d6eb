"""The chance of a gammon in a race whose leader is home: counted, not left to the network.

A player who has borne off no checker loses a gammon if the other bears off his last one first.
Once the other has every checker home, his throws come from the bear-off database; the
trailer's, to bear off his first checker, are counted here when he has few checkers outside his
home board, near it. Each die brings one of those nearer; once all are home, the rest of the
throw bears a checker off if the rules let it, else is played inside, and the database's count
of throws to the first checker off takes over. Each throw is played best for the number of
throws it is judged against, as for backgammons (`race_backgammon`).

One simplification keeps it fast: while a checker is outside, no die is spent inside the home
board. That is sometimes better (a checker moved down to a bare low point, so that more throws
bear one off once all are in): the count is then a little short of the best play's, never
above it, as a test holds against the game's own legal moves. Counting those plays too takes
seconds to minutes a position.

>>> from .board import from_points
>>> trailer = from_points({7: 1, 6: 14}, {}).mover  # in with one die, off with a 6 or the other die
>>> round(first_off_within(outside_of(trailer), home_of(trailer))[1] * 36, 9)
17.0
"""

from __future__ import annotations

from functools import cache

from ..kernel.dice import THROW_CHANCES
from .bearoff import Home, database, home_index, home_of
from .board import BAR, OFF, Counts, is_all_home
from .movegen import dice_orders

MOST = 2
"""At most this many checkers outside the home board are counted ..."""
FARTHEST = 12
"""... together at most this many pips from it (farther, the count takes long and best-for-each-count
play overstates the saves: the network judges)."""
THROWS = 16
"""Throws counted: so near home, needing more is rarer than one in 10**12."""

Outside = tuple[int, ...]
"""The points (7–24) of a player's checkers outside his home board, sorted."""
Outcome = tuple[Outside, tuple[int, ...], tuple[int, ...]]
"""After some dice: the checkers still outside, the points where the others came in, and the dice
left once all are in."""
Distribution = tuple[float, ...]
"""The chance of the first checker off within k throws, k = 0 … THROWS − 1."""

_OFF: Distribution = (1.0,) * THROWS


def outside_of(counts: Counts) -> Outside:
    """The points of a player's checkers outside his home board (on the bar: not counted here)."""
    return tuple(p for p in range(7, BAR) for _ in range(counts[p]))


def _added(home: Home, point: int, count: int) -> Home:
    """The home board with `count` more checkers on `point`."""
    return (*home[: point - 1], home[point - 1] + count, *home[point:])


def _outcomes(outside: Outside, order: tuple[int, ...]) -> set[Outcome]:
    """What dice in this order can do to the checkers outside, each die moving one of them."""
    states: set[tuple[Outside, tuple[int, ...], int]] = {(outside, (), 0)}
    found: set[Outcome] = set()
    while states:
        following = set()
        for still, landed, used in states:
            if not still or used == len(order):
                found.add((still, landed, order[used:]))
                continue
            die = order[used]
            for i, point in enumerate(still):
                if i and still[i - 1] == point:
                    continue  # the same move as the checker before
                rest, to = still[:i] + still[i + 1 :], point - die
                if to > 6:
                    following.add((tuple(sorted((*rest, to))), landed, used + 1))
                else:
                    following.add((rest, tuple(sorted((*landed, to))), used + 1))
        states = following
    return found


@cache
def _throws(outside: Outside) -> tuple[tuple[float, tuple[Outcome, ...]], ...]:
    """Each throw's chance and outcomes (the dice in either order; a double's four times): the
    same whatever the home board, so remembered for every position."""
    return tuple((weight, tuple({o for order in dice_orders(dice) for o in _outcomes(outside, order)}))
                 for dice, weight in THROW_CHANCES)


@cache
def _home_within(home: Home) -> Distribution:
    """All home, on roll: the database's chance of the first checker off within k throws."""
    chances, total, found = database().first_off[home_index(home)], 0.0, []
    for k in range(THROWS):
        total += chances[k]
        found.append(min(total, 1.0))
    return tuple(found)


@cache
def _finish(home: Home, dice: tuple[int, ...]) -> Distribution:
    """All home with these dice of a throw left: off now if the rules let them bear one off, else
    the best of their plays inside, then the database."""
    if not dice:
        return _home_within(home)
    die, rest = dice[0], dice[1:]
    if home[die - 1] or not any(home[die:]):
        return _OFF  # borne off from the die's point, or the highest below it
    best: Distribution | None = None
    for high in range(die + 1, 7):
        if home[high - 1]:
            found = _finish(_added(_added(home, high, -1), high - die, 1), rest)
            best = found if best is None else tuple(map(max, best, found))
    assert best is not None  # a checker above the die's point
    return best


@cache
def first_off_within(outside: Outside, home: Home) -> Distribution:
    """For k = 0, 1, …: the chance of the first checker off within k throws, each played best for k."""
    within = [0.0] * (THROWS - 1)
    for weight, outcomes in _throws(outside):
        best: Distribution | None = None
        for still, landed, left in outcomes:
            after = home
            for point in landed:
                after = _added(after, point, 1)
            found = first_off_within(still, after) if still else _finish(after, left)
            best = found if best is None else tuple(map(max, best, found))
            if best[0] == 1.0:
                break  # off in this throw: nothing is better
        assert best is not None  # a throw always has an outcome
        within = [total + weight * chance for total, chance in zip(within, best, strict=False)]
    return (0.0, *within)


def gammon(trailer: Counts, leader: Counts, trailer_throws_first: bool) -> float | None:
    """The chance that `trailer` loses a gammon to `leader` in a race, or None if it is not counted
    here (a checker off already, the leader not home, the trailer home or too far from it)."""
    if trailer[OFF] or trailer[BAR] or leader[OFF] == 15 or not is_all_home(leader):
        return None  # the cheap refusals first: this is asked twice for every race judged
    outside = outside_of(trailer)
    if not outside or len(outside) > MOST or sum(outside) - 6 * len(outside) > FARTHEST:
        return None
    within = first_off_within(outside, home_of(trailer))
    first = 0 if trailer_throws_first else 1  # the leader's n-th throw follows n (or n − 1) of the trailer's
    throws = database().throws(home_of(leader))
    lost = sum(p * (1.0 - within[min(n - first, THROWS - 1)]) for n, p in enumerate(throws) if p and n)
    return min(max(lost, 0.0), 1.0)  # the sums' rounding kept inside [0, 1]

"""Build the one-sided bear-off database exactly (pure Python, at build time: seconds).

For each of the 54,264 ways to place 0–15 checkers on the six home points, the chances of
needing exactly n throws to bear them all off, playing each throw to make the expected number
of throws least; and for the 15,504 ways with all 15 on the board, the same for taking the
first checker off (the gammon race), playing to make that expectation least.

With all checkers home every die can always be played (exactly, by a checker from a higher
point, or from the highest point), so a throw always uses both dice, four times for a double.
A move never adds pips, so positions are solved in order of pip count, and the best of all
plays of a throw is a minimum over one die at a time: `best[k][d][q]`, the best position after
k more steps of d from q, is known once q's successors are.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ..kernel.dice import THROW_CHANCES
from .bearoff import MAX_THROWS, Home, home_positions


def successors(position: Home, die: int) -> list[Home]:
    """The positions after one checker moves `die` points (or bears off), all different."""
    found = []
    highest = max((p for p in range(6) if position[p]), default=-1)
    for point in range(6):  # point index 0 is the 1-point
        if not position[point]:
            continue
        target = point - die
        if target < -1 and point != highest:
            continue
        after = list(position)
        after[point] -= 1
        if target >= 0:
            after[target] += 1
        found.append(tuple(after))
    return found


def solve(done: Callable[[Home], bool]) -> dict[Home, dict[Home, float]]:
    """Per position not done, the chance of each position after one throw, played best.

    Best: least expected throws until `done` (all off; or, from 15, fewer than 15).
    """
    positions = sorted((p for p in home_positions() if not done(p)), key=pips)
    # Expected throws still needed from each position: none from those done, and the others are
    # filled in pip order, before any position that reaches them. A dict's own lookup as the key
    # of `min`: no Python call a comparison.
    mean: dict[Home, float] = {p: 0.0 for p in home_positions() if done(p)}
    value = mean.__getitem__
    best: list[list[dict[Home, Home]]] = [[{} for _ in range(7)] for _ in range(4)]
    after: dict[Home, dict[Home, float]] = {}

    for position in positions:
        steps = {d: successors(position, d) for d in range(1, 7)}
        for d in range(1, 7):
            _fill(best, position, d, steps[d], value)
        outcome: dict[Home, float] = {}
        for (a, b), chance in THROW_CHANCES:
            if a == b:
                reached = best[3][a][position]
            else:
                options = [best[0][b].get(q, q) for q in steps[a]] + [best[0][a].get(q, q) for q in steps[b]]
                reached = min(options, key=value)
            outcome[reached] = outcome.get(reached, 0.0) + chance
        after[position] = outcome
        mean[position] = 1 + sum(c * value(q) for q, c in outcome.items())
    return after


def pips(position: Home) -> int:
    """Pips of a home-board position."""
    return sum((i + 1) * n for i, n in enumerate(position))


def _fill(best: list[list[dict[Home, Home]]], position: Home, die: int, steps: list[Home],
          value: Callable[[Home], float]) -> None:
    """best[k][die][position]: the best position after k + 1 steps of `die` (done ones stay)."""
    best[0][die][position] = min(steps, key=value)
    for k in range(1, 4):
        best[k][die][position] = min((best[k - 1][die].get(q, q) for q in steps), key=value)


def distributions(after: dict[Home, dict[Home, float]]) -> dict[Home, list[float]]:
    """For each position not done, the chance of finishing in exactly n throws (n < MAX_THROWS)."""
    done = [1.0] + [0.0] * (MAX_THROWS - 1)
    dist: dict[Home, list[float]] = {}
    for position, outcome in after.items():  # in pip order: every q is done or already known
        row = [0.0] * MAX_THROWS
        for q, chance in outcome.items():
            previous = dist.get(q, done)
            for n in range(MAX_THROWS - 1):
                row[n + 1] += chance * previous[n]
        dist[position] = row
    return dist


@cache
def build() -> tuple[dict[Home, list[float]], dict[Home, list[float]]]:
    """The two tables: throws to bear off all, and throws to bear off the first of 15 (built once)."""
    all_off = distributions(solve(lambda q: not any(q)))
    first_off = distributions(solve(lambda q: sum(q) < 15))
    return all_off, first_off

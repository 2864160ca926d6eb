"""Standard errors of what random games measure: a share of games, and a mean a game."""

from __future__ import annotations

import math


def share(count: int, games: int) -> tuple[float, float]:
    """The share `count / games` and its standard error (a binomial proportion)."""
    p = count / games
    return p, math.sqrt(p * (1 - p) / games)


def mean(total: int, total_sq: int, games: int) -> tuple[float, float]:
    """The mean a game of a count summed (`total`) and summed squared (`total_sq`), and its standard error."""
    average = total / games
    variance = total_sq / games - average**2
    return average, math.sqrt(max(variance, 0.0) / games)

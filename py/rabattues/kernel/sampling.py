"""What random games measure, with standard errors: a share of games, and a mean a game."""

from __future__ import annotations

import math
from dataclasses import dataclass


def share(count: int, games: int) -> tuple[float, float]:
    """The share `count / games` and its standard error (a binomial proportion)."""
    p = count / games
    return p, math.sqrt(p * (1 - p) / games)


def mean(total: int, total_sq: int, games: int) -> tuple[float, float]:
    """The mean a game of a count summed (`total`) and summed squared (`total_sq`), and its standard error."""
    average = total / games
    variance = total_sq / games - average**2
    return average, math.sqrt(max(variance, 0.0) / games)


@dataclass(frozen=True, slots=True)
class Stats:
    """What a game's `simulate` measured, from the first player's point of view."""

    games: int
    first_wins: int
    turns: int
    """Turns in all games, as the game counts them (the 1699 game: two-dice throws, rerolled
    doubles included, opening throws not; backgammon: turns, a throw with no legal move included)."""
    turns_sq: int
    multipliers: dict[int, int]
    """Games won at each of the game's multipliers (by either player)."""

    @property
    def first_win_share(self) -> float:
        """Share of games won by the player who plays first."""
        return share(self.first_wins, self.games)[0]

    @property
    def first_win_error(self) -> float:
        """Standard error of `first_win_share`."""
        return share(self.first_wins, self.games)[1]

    @property
    def mean_turns(self) -> float:
        """Mean number of turns a game."""
        return mean(self.turns, self.turns_sq, self.games)[0]

    @property
    def mean_turns_error(self) -> float:
        """Standard error of `mean_turns`."""
        return mean(self.turns, self.turns_sq, self.games)[1]

    def share(self, times: int) -> tuple[float, float]:
        """Share of games won ×`times`, and its standard error."""
        return share(self.multipliers.get(times, 0), self.games)

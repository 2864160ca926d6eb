"""Match winning chances at a score, from the Kazaross-XG2 match equity table (RULES.md §12.11).

`equity(match, player)` is the chance that `player` wins the match from its score before a
game, read in the published table (met_data.py): the pre-Crawford table until a player needs
one point, whose first row is the Crawford game; the post-Crawford table after it. The table
is symmetric: a player's chance and his opponent's add up to 1.

>>> from ..kernel.match import Match
>>> equity(Match(5), "w"), round(equity(Match(5, (4, 1), crawford=True), "b"), 5)
(0.5, 0.18564)
"""

from __future__ import annotations

from functools import cache, lru_cache

from ..kernel.colors import Color, other
from ..kernel.match import LENGTHS, Match
from .met_data import POST_CRAWFORD, PRE_CRAWFORD

SIZE = LENGTHS[-1]
"""The table's size: scores up to 25 points away."""


def _numbers(text: str) -> list[float]:
    """The numbers of a block of the data module."""
    return [float(word) for word in text.split()]


@cache
def tables() -> tuple[tuple[tuple[float, ...], ...], tuple[float, ...]]:
    """The pre-Crawford table (rows by the points the player needs) and the post-Crawford row."""
    pre, post = _numbers(PRE_CRAWFORD), _numbers(POST_CRAWFORD)
    assert len(pre) == SIZE * SIZE and len(post) == SIZE
    return tuple(tuple(pre[i * SIZE:(i + 1) * SIZE]) for i in range(SIZE)), tuple(post)


def table_value(away: int, away_opponent: int, *, post_crawford: bool) -> float:
    """A player's chance who needs `away` points against one who needs `away_opponent` (0: has won)."""
    if away <= 0:
        return 1.0
    if away_opponent <= 0:
        return 0.0
    pre, post = tables()
    if post_crawford and away == 1:
        return 1.0 - post[away_opponent - 1]
    if post_crawford and away_opponent == 1:
        return post[away - 1]
    return pre[away - 1][away_opponent - 1]


def equity(match: Match, player: Color) -> float:
    """`player`'s chance of winning the match from its score before a game (1 or 0 once it is won)."""
    return table_value(match.away(player), match.away(other(player)), post_crawford=match.is_post_crawford())


@lru_cache(maxsize=4096)  # the cube's look ahead asks the same few thousands of times
def after(match: Match, player: Color, winner: Color, points: int) -> float:
    """`player`'s chance once `winner` has won the game being played for `points`."""
    return equity(match.after(winner, points), player)

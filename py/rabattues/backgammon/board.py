"""The checkers on a backgammon board, seen by the player on roll (RULES.md §12).

Each player's checkers are a tuple of 26 counts in his own numbering, as GNU Backgammon keeps
them: index 0 is borne off, 1–24 are his points (he moves from 24 towards 1, his home board
is 1–6) and 25 is the bar. A player's point p is his opponent's point 25 − p.

>>> START.mover[6], START.mover[8], START.mover[13], START.mover[24], pip_count(START.mover)
(5, 3, 5, 2, 167)
"""

from __future__ import annotations

from dataclasses import dataclass

Point = int
"""0 (off), 1–24, or 25 (the bar), in the numbering of the player who owns the checkers."""
Counts = tuple[int, ...]
"""26 checker counts, indexed by `Point`."""

OFF, BAR = 0, 25
POINTS = 24
"""The points of the board, 1 to 24 in each player's numbering."""
CHECKERS = 15
HOME = range(1, 7)
START_COUNTS: Counts = tuple(
    {6: 5, 8: 3, 13: 5, 24: 2}.get(point, 0) for point in range(26))
"""§12: 2 on the 24-point, 5 on the 13, 3 on the 8 and 5 on the 6."""


class BoardError(ValueError):
    """Checker counts that are not a possible backgammon position."""


@dataclass(frozen=True, slots=True)
class Board:
    """Both players' checkers, each in his own numbering; `mover` is the player on roll.

    Build boards with `board_from` (checked); the move generator only makes valid ones.
    """

    mover: Counts
    """The player on roll (or about to roll): [off, points 1–24, bar]."""
    opponent: Counts
    """His opponent, in the opponent's own numbering."""

    def flipped(self) -> Board:
        """The same checkers seen by the other player."""
        return Board(self.opponent, self.mover)

    def opponent_on(self, point: Point) -> int:
        """The opponent's checkers on the mover's point (1–24)."""
        return self.opponent[25 - point]


START = Board(START_COUNTS, START_COUNTS)


def pip_count(counts: Counts) -> int:
    """Pips a player still has to travel: each checker's point number, 25 from the bar."""
    return sum(point * counts[point] for point in range(1, 26))


def borne_off(counts: Counts) -> int:
    """Checkers a player has borne off."""
    return counts[OFF]


def is_all_home(counts: Counts) -> bool:
    """Every checker still in play is in the home board (bearing off is allowed)."""
    return not any(counts[7:26])


def is_race(board: Board) -> bool:
    """Contact is over: every mover checker has passed every opponent checker."""
    mover_back = max((p for p in range(1, 26) if board.mover[p]), default=0)
    opponent_back = max((p for p in range(1, 26) if board.opponent[p]), default=0)
    return mover_back + opponent_back <= 25


def winner_side(board: Board) -> str | None:
    """`mover` or `opponent` if one has borne off all 15, else None."""
    if board.mover[OFF] == CHECKERS:
        return "mover"
    if board.opponent[OFF] == CHECKERS:
        return "opponent"
    return None


def board_problem(board: Board) -> str | None:
    """Why these counts are not a backgammon position, or None."""
    for name, counts in (("player on roll", board.mover), ("opponent", board.opponent)):
        if len(counts) != 26 or any(type(c) is not int or c < 0 for c in counts[1:]):
            return f"the {name} needs 26 counts of 0 or more"
        if sum(counts[1:]) > CHECKERS:
            return f"the {name} has {sum(counts[1:])} checkers on the board, more than {CHECKERS}"
        if sum(counts) != CHECKERS or counts[OFF] < 0:
            return f"the {name} has {sum(counts)} checkers, not {CHECKERS}"
    for point in range(1, 25):
        if board.mover[point] and board.opponent_on(point):
            return f"both players have checkers on point {point} of the player on roll"
    if board.mover[OFF] == CHECKERS and board.opponent[OFF] == CHECKERS:
        return "both players have borne off all 15 checkers"
    return None


def board_from(mover: Counts, opponent: Counts) -> Board:
    """A checked board; BoardError saying what is wrong."""
    board = Board(tuple(mover), tuple(opponent))
    problem = board_problem(board)
    if problem:
        raise BoardError(problem)
    return board


def from_points(mover: dict[Point, int], opponent: dict[Point, int]) -> Board:
    """A checked board from `{point: checkers}` for each player; the rest are borne off."""
    counts = []
    for points in (mover, opponent):
        row = [points.get(p, 0) for p in range(26)]
        row[OFF] = CHECKERS - sum(row[1:])
        counts.append(tuple(row))
    return board_from(counts[0], counts[1])

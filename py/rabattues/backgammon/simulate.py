"""Fast random games: each turn a move chosen uniformly among all legal moves (no cube).

The games use the move generator directly (no state objects), with Python's
`random.Random(seed)` dice, not the records' dice stream: as fair, and faster. The first
player is the opening's winner, who plays the opening throw (two different dice).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..kernel import sampling
from .board import OFF, START, Board
from .game import FROZEN, is_frozen, multiplier
from .movegen import apply_play, generate_plays


@dataclass(frozen=True, slots=True)
class Stats:
    """What `simulate` measured, from the first player's point of view."""

    games: int
    first_wins: int
    plies: int
    """Turns played in all games (a throw with no legal move counts)."""
    plies_sq: int
    multipliers: dict[int, int]
    """Games won single (1), gammon (2) or backgammon (3), by either player."""

    @property
    def first_win_share(self) -> float:
        """Share of games won by the player who moves first."""
        return sampling.share(self.first_wins, self.games)[0]

    @property
    def first_win_error(self) -> float:
        """Standard error of `first_win_share`."""
        return sampling.share(self.first_wins, self.games)[1]

    @property
    def mean_plies(self) -> float:
        """Mean number of turns a game."""
        return sampling.mean(self.plies, self.plies_sq, self.games)[0]

    @property
    def mean_plies_error(self) -> float:
        """Standard error of `mean_plies`."""
        return sampling.mean(self.plies, self.plies_sq, self.games)[1]

    def share(self, times: int) -> tuple[float, float]:
        """Share of games won ×`times`, and its standard error."""
        return sampling.share(self.multipliers.get(times, 0), self.games)


def random_game(rng: random.Random, board: Board = START, *, opening: bool = True) -> tuple[bool, int, int]:
    """One random game: (the first player won, turns played, the win's multiplier)."""
    randint, choice = rng.randint, rng.choice
    first, plies = True, 0
    dice = _opening(rng) if opening else (randint(1, 6), randint(1, 6))
    while True:
        plies += 1
        plays = generate_plays(board, dice)
        if plays:
            board = apply_play(board, choice(plays))
            if board.mover[OFF] == 15:
                return first, plies, multiplier(board.opponent)
        board, first = Board(board.opponent, board.mover), not first
        dice = (randint(1, 6), randint(1, 6))


def random_positions(count: int, seed: int) -> list[Board]:
    """`count` positions met in random games, one after each turn, each seen by the player to move."""
    rng, board = random.Random(seed), START
    found: list[Board] = []
    while len(found) < count:
        plays = generate_plays(board, (rng.randint(1, 6), rng.randint(1, 6)))
        board = apply_play(board, rng.choice(plays)) if plays else board
        board = START if board.mover[OFF] == 15 else board.flipped()
        found.append(board)
    return found


def _opening(rng: random.Random) -> tuple[int, int]:
    """§12.2: two different dice (equal ones are thrown again)."""
    while True:
        dice = rng.randint(1, 6), rng.randint(1, 6)
        if dice[0] != dice[1]:
            return dice


def simulate(games: int, seed: int, board: Board = START, *, opening: bool = True) -> Stats:
    """Play `games` random games from a board (its player on roll moves first); ValueError for a
    board where no one can ever move (its games would never end)."""
    if is_frozen(board):
        raise ValueError(FROZEN)
    rng = random.Random(seed)
    first_wins = plies = plies_sq = 0
    won = {1: 0, 2: 0, 3: 0}
    for _ in range(games):
        first, n, times = random_game(rng, board, opening=opening)
        first_wins += first
        plies += n
        plies_sq += n * n
        won[times] += 1
    return Stats(games, first_wins, plies, plies_sq, won)

"""Fast random games: each turn a move chosen uniformly among all legal moves (no cube).

The games use the move generator directly (no state objects), with Python's
`random.Random(seed)` dice, not the records' dice stream: as fair, and faster. The first
player is the opening's winner, who plays the opening throw (two different dice). A random
match (`random_match`) is a record instead, its dice the seed's, its cube and resignations
random too: every kind of action a match file holds.
"""

from __future__ import annotations

import random
from dataclasses import replace

from ..kernel.actions import DOUBLE, DROP, TAKE, Opening, Throw
from ..kernel.dice import dice
from ..kernel.match import Match
from ..kernel.sampling import Stats
from .actions import Action, Move, Resign
from .board import OFF, START, Board
from .game import FROZEN, is_frozen, multiplier
from .movegen import apply_play, generate_plays
from .record import Record, new_record


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


def random_match(length: int, seed: int, *, double: float = 0.04, resign: float = 0.004) -> Record:
    """A match record played at random (for checking files and replays, not for play): the seed's
    dice; moves chosen uniformly; a double offered with chance `double` when allowed, taken with 0.75;
    a resignation (single, gammon or backgammon alike) with chance `resign` at each turn, before
    its throw (dice thrown and not played are not kept by GNU Backgammon's reading of a file)."""
    rng = random.Random(seed)
    record = new_record(seed=seed, match=Match(length))
    state, actions, drawn = record.initial_state(), [], 0
    while not state.is_terminal():
        action: Action
        if state.offered:
            action = TAKE if rng.random() < 0.75 else DROP
        elif state.can_double() and rng.random() < double:
            action = DOUBLE
        elif state.is_chance_node() and not state.opening and rng.random() < resign:
            action = Resign(rng.randint(1, 3))
        elif state.is_chance_node():
            first, second = dice(seed, drawn, 2)
            drawn += 2
            action = Opening(first, second) if state.opening else Throw((first, second))
        else:
            moves = state.moves()
            assert moves is not None  # dice thrown, with a move (a throw without one passes at once)
            action = Move(rng.choice(moves.moves).text)
        actions.append(action)
        state = state.child(action)
    return replace(record, actions=tuple(actions))

"""The computer's decisions in a backgammon game: its moves and its cube actions.

Moves: the evaluator's best by cubeless equity (0-ply). Cube: Janowski's model (`cube.py`)
from the chances of the player on roll averaged over his 21 throws (1-ply). In match play both
are judged in match winning chances (`match_moves.py`, `match_cube.py`).
"""

from __future__ import annotations

from ..kernel.actions import DOUBLE, DROP, TAKE
from . import evaluate, match_cube, match_moves
from .actions import Action, Move
from .board import Board, is_race, pip_count
from .chances import Chances
from .cube import CubeDecision, Owner, decide, efficiency
from .game import GameState
from .options import Options


def cube_decision(board: Board, options: Options, value: int, owner: Owner, *, plies: int = 1,
                  ) -> tuple[CubeDecision, Chances]:
    """The cube decision of the player on roll, and his chances before his throw.

    plies 1 averages his 21 throws (about 15 ms on CPython, 150 ms in Pyodide); 0 asks the
    network about the position as it stands (one evaluation), as a faster, rougher choice.
    """
    chances = evaluate.before_roll(board) if plies else evaluate.chances(board)
    return cube_from(chances, board, options, value, owner), chances


def cube_from(chances: Chances, board: Board, options: Options, value: int, owner: Owner) -> CubeDecision:
    """The cube decision of the player on roll from his chances before the throw."""
    x = efficiency(is_race(board), pip_count(board.mover))
    return decide(chances, value=value, owner=owner, x=x, jacoby=options.jacoby,
                  can_redouble=value * 4 <= options.cube_max, below_max=value * 2 <= options.cube_max)


def state_cube(state: GameState) -> CubeDecision:
    """The cube decision of the player on roll in this state (in a match, by match_cube.py)."""
    if state.match is not None:
        return match_cube.state_decision(state)
    return cube_decision(state.board, state.options, state.cube.value, cube_owner(state))[0]


def cube_owner(state: GameState) -> Owner:
    """Where the cube is, seen by the player on roll."""
    owner = state.cube.owner
    return "centre" if owner is None else "mover" if owner == state.turn else "opponent"


def decision(state: GameState) -> Action | None:
    """The computer's action for the player who must act, or None when the dice must be thrown."""
    if state.is_terminal():
        return None
    if state.offered:
        return TAKE if state_cube(state).take else DROP
    if state.dice is not None:
        if state.match is not None:
            move = match_moves.best_move(state)
        else:
            move = evaluate.best_move(state.board, state.dice)
        assert move is not None  # a throw with no legal move passes the turn at once
        return Move(move.text)
    if state.can_double() and state_cube(state).double:
        return DOUBLE
    return None

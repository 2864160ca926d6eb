"""The computer's decisions in a backgammon game: its moves and its cube actions.

Moves: as the level chooses (`levels.py`; the default looks one throw further at the best
few within a time budget). Cube: Janowski's model (`cube.py`) from the chances of the player
on roll averaged over his 21 throws (1-ply). In match play both are judged in match winning
chances (`match_moves.py`, `match_cube.py`); there the default level values a close cube
decision two throws ahead, within its time budget (`match_lookahead.py`).
"""

from __future__ import annotations

from ..kernel.actions import DOUBLE, DROP, TAKE
from . import evaluate, match_cube, match_lookahead, match_moves
from .actions import Action, Move
from .board import Board, is_race, pip_count
from .chances import Chances
from .cube import CubeDecision, Owner, decide, efficiency
from .game import GameState
from .levels import DEFAULT, LEVELS, Level, choose
from .lookahead import before_roll_deeper
from .options import Options

CLOSE = 0.12
"""A cube decision is looked at one throw further when its choices are this close (in points a unit)."""


def cube_decision(board: Board, options: Options, value: int, owner: Owner, *, plies: int = 1,
                  seconds: float | None = None, prune: int = 0) -> tuple[CubeDecision, Chances]:
    """The cube decision of the player on roll, and his chances before his throw.

    plies 1 averages his 21 throws (about 15 ms on CPython, 150 ms in Pyodide); 0 asks the
    network about the position as it stands (one evaluation), as a faster, rougher choice; 2
    judges a close decision (`close`) by chances one throw deeper (`before_roll_deeper`), unless
    that takes more than `seconds`. `prune`: plays of a throw judged, the best by the pruning network.
    """
    if plies == 0:
        chances = evaluate.chances(board)
        return cube_from(chances, board, options, value, owner), chances
    chances = evaluate.before_roll(board, prune)
    decision = cube_from(chances, board, options, value, owner)
    if plies >= 2 and close(decision):
        deeper = before_roll_deeper(board, prune or 4, seconds=seconds)
        if deeper is not None:
            chances, decision = deeper, cube_from(deeper, board, options, value, owner)
    return decision, chances


def close(decision: CubeDecision) -> bool:
    """Whether doubling or not, or taking or not, are within `CLOSE` of each other (per unit of cube)."""
    value = decision.double_drop  # the cube's value
    double = min(decision.double_take, decision.double_drop)
    return ((decision.available and abs(double - decision.no_double) < CLOSE * value)
            or abs(decision.double_take - decision.double_drop) < CLOSE * value)


def cube_from(chances: Chances, board: Board, options: Options, value: int, owner: Owner) -> CubeDecision:
    """The cube decision of the player on roll from his chances before the throw."""
    x = efficiency(is_race(board), pip_count(board.mover))
    return decide(chances, value=value, owner=owner, x=x, jacoby=options.jacoby,
                  can_redouble=value * 4 <= options.cube_max, below_max=value * 2 <= options.cube_max)


def state_cube(state: GameState, level: Level | None = None) -> CubeDecision:
    """The cube decision of the player on roll in this state, as the level decides it."""
    level = level or LEVELS[DEFAULT]
    if state.match is not None:
        return match_decision(state, level)
    return cube_decision(state.board, state.options, state.cube.value, cube_owner(state),
                         plies=level.cube_plies, seconds=level.cube_seconds, prune=level.prune)[0]


def match_decision(state: GameState, level: Level) -> CubeDecision:
    """The match cube decision from the chances before the throw (1-ply, `match_cube.py`); with
    cube_plies 2, a close one two throws ahead (`match_lookahead.py`) unless that takes more
    than the level's cube_seconds."""
    found = match_cube.state_decision(state, evaluate.before_roll(state.board, level.prune))
    if level.cube_plies >= 2 and match_lookahead.is_close(state, found):
        deeper = match_lookahead.state_decision(state, level.prune or 4, level.cube_seconds)
        if deeper is not None:
            return deeper
    return found


def cube_owner(state: GameState) -> Owner:
    """Where the cube is, seen by the player on roll."""
    owner = state.cube.owner
    return "centre" if owner is None else "mover" if owner == state.turn else "opponent"


def decision(state: GameState, level: Level | None = None) -> Action | None:
    """The computer's action for the player who must act, or None when the dice must be thrown.

    Its moves are the level's (default: `levels.DEFAULT`)."""
    if state.is_terminal():
        return None
    if state.offered:
        return TAKE if state_cube(state, level).take else DROP
    if state.dice is not None:
        level = level or LEVELS[DEFAULT]
        if state.match is not None:
            move = match_moves.best_move(state, level)
        else:
            move = choose(state.board, state.dice, level)
        assert move is not None  # a throw with no legal move passes the turn at once
        return Move(move.text)
    if state.can_double() and state_cube(state, level).double:
        return DOUBLE
    return None

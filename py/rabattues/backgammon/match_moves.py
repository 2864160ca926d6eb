"""Checker play and the win estimate in match play, in match winning chances (RULES.md §12.11).

A move is judged by the MWC of the position after it with the cube where it is, as if dead (the
chances of each result times the MWC it leads to): at double match point a gammon is worth no
more than a single game, at other scores more or less than twice it, as the table says. For the
marks of a review, a difference of MWC is shown as GNU Backgammon shows it, in normalised money
equity: twice the difference over the MWC between winning and losing a game at the cube's value.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..kernel.colors import Color, other
from . import evaluate
from .chances import Chances
from .game import GameState
from .levels import Level, Value, choose
from .match_cube import dead, position_value, state_decision
from .met import after, equity
from .moves import LegalMove


@dataclass(frozen=True, slots=True)
class MatchJudged:
    """A legal move, the mover's chances after it and his MWC after it."""

    move: LegalMove
    chances: Chances
    mwc: float


def judge(state: GameState) -> list[MatchJudged]:
    """The legal moves of the dice thrown, best first by the mover's MWC after them (cube as it is)."""
    assert state.match is not None and state.dice is not None
    judged = evaluate.judge(state.board, state.dice)
    rows = [MatchJudged(j.move, j.chances, dead(j.chances, state.match, state.turn, state.turn,
                                                 state.cube.value)) for j in judged]
    return sorted(rows, key=lambda row: -row.mwc)


def best_move(state: GameState, level: Level) -> LegalMove | None:
    """The computer's move in a match: the level's choice, each move valued by the mover's MWC."""
    assert state.dice is not None
    return choose(state.board, state.dice, level, value_of(state))


def value_of(state: GameState) -> Value:
    """The mover's chances after a play valued as his MWC (cube as it is), in normalised equity
    (so that the levels' margins and errors, in money equity, keep their size)."""
    assert state.match is not None
    match, mover, cube = state.match, state.turn, state.cube.value
    return lambda chances: normalised(state, mover, dead(chances, match, mover, mover, cube))


def normalised(state: GameState, player: Color, mwc: float) -> float:
    """An MWC of `player` as normalised money equity: −1 losing a game at the cube's value, +1 winning it."""
    assert state.match is not None
    win = after(state.match, player, player, state.cube.value)
    lose = after(state.match, player, other(player), state.cube.value)
    return (2 * mwc - win - lose) / (win - lose) if win > lose else 0.0


def winning_chances(state: GameState) -> float:
    """The MWC of the player on roll now: at the score once the game is over; before his throw, the
    position's worth with his cube action taken as it should be; after it, his best move's."""
    match = state.match
    assert match is not None
    if state.outcome is not None or state.opening:
        return equity(state.match_after(), state.turn)
    if state.dice is not None:
        judged = judge(state)
        if judged:
            return judged[0].mwc
        return 1 - state_decision(_flipped(state)).no_double
    decision = state_decision(state)
    if state.offered:
        return min(decision.double_take, decision.double_drop)
    return position_value(decision) if decision.available else decision.no_double


def _flipped(state: GameState) -> GameState:
    """The opponent on roll before his throw (a throw with no move leaves the board as it was)."""
    from dataclasses import replace

    return replace(state, board=state.board.flipped(), turn=other(state.turn), dice=None)

"""The computer's play: it claims every passed die it can and makes its cube decisions.

Cube decisions are the exact solver's: from the packed tables when the page has loaded them
for the game's rules, else (CPython) from the solver itself. Only in the browser with house
rules that no packed table serves does it fall back on a race estimate: each side's remaining
work is its unstacking moves plus its checkers on the board, and the chance of winning is a
logistic function of the difference, scaled by the square root of the total.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..kernel.colors import Color, other
from .actions import Claim, format_action
from .game import GameState
from .side import Side
from .solver.cube import CubeDecision
from .solver.values import state_values

DOUBLE_AT = 0.70
"""Fallback: double when the estimated chance of winning reaches this."""
TAKE_AT = 0.25
"""Fallback: take when the estimated chance of winning is at least this (money take point)."""


def work(side: Side) -> int:
    """Dice a side still needs: unstacking moves plus checkers to bear off."""
    return sum(side.stacks) + sum(side.counts)


def win_estimate(state: GameState, player: Color) -> float:
    """A rough chance that `player` wins, from the race alone."""
    position = state.position
    mine, theirs = work(position.side(player)), work(position.side(other(player)))
    lead = theirs - mine + (1.0 if position.turn == player else -1.0)
    return 1.0 / (1.0 + math.exp(-1.6 * lead / math.sqrt(mine + theirs + 1.0)))


def exact_cube(state: GameState) -> CubeDecision | None:
    """The exact cube decision of the player to throw: packed tables, else the solver outside a browser."""
    found = state_values(state)
    return found.cube if found is not None else None


def choose(state: GameState, players: Sequence[Color]) -> str | None:
    """The computer's next action for the players it plays: a token, `throw`, or None."""
    for action in state.legal_actions():
        if isinstance(action, Claim) and state.receiver in players:
            return format_action(action)
    if state.is_terminal():
        return None
    actor = state.current_player()
    if actor not in players:
        return None
    if state.offered:
        return _answer_double(state, actor)
    if state.can_double() and _should_double(state, actor):
        return "double"
    return "throw"


def _answer_double(state: GameState, actor: Color) -> str:
    """Take or drop the double offered to `actor`."""
    exact = exact_cube(state)
    if exact is not None and exact.take is not None:
        return "take" if exact.take else "drop"
    return "take" if win_estimate(state, actor) >= TAKE_AT else "drop"


def _should_double(state: GameState, actor: Color) -> bool:
    """Whether doubling now is right for `actor`, the player to throw."""
    exact = exact_cube(state)
    if exact is not None:
        return exact.may_double and exact.double
    return win_estimate(state, actor) >= DOUBLE_AT

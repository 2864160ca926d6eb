"""Automatic play for the command line (kernel/autoplay.py): the computer plays both sides on, one
line of words an action."""

from __future__ import annotations

from ..kernel.actions import Opening, Throw
from ..kernel.autoplay import Autoplay
from ..kernel.colors import NAMES
from .actions import Action, Move
from .computer import decision
from .game import GameState, Step
from .levels import Level
from .position_id import format_position_id


def describe(before: GameState, action: Action, step: Step) -> str | None:
    """One line of the play log (None for a throw: its move's line shows it)."""
    if isinstance(action, Opening):
        if step.state.opening:
            return f"Opening: White {action.white}, Black {action.black}: equal, throw again"
        return f"Opening: White {action.white}, Black {action.black}: {NAMES[step.state.turn]} starts"
    player = NAMES[before.current_player()]
    if isinstance(action, Throw):
        a, b = action.dice
        return f"{player} {a}{b}: no legal move" if step.state.dice is None else None
    if isinstance(action, Move):
        return f"{player} {before.dice[0]}{before.dice[1]}: {action.text}" if before.dice else action.text
    return f"{player} {action.kind}s"


def describe_outcome(state: GameState) -> str:
    """The result of a finished game."""
    outcome = state.outcome
    assert outcome is not None
    kind = {1: "a single game", 2: "a gammon", 3: "a backgammon"}[outcome.multiplier]
    how = "the double was dropped" if outcome.how == "drop" else kind
    return f"{NAMES[outcome.winner]} wins, {how}: {outcome.points} point{'s' * (outcome.points != 1)}"


def autoplay_rules(level: Level | None = None) -> Autoplay:
    """Backgammon's automatic play (kernel/autoplay.py): the computer plays both sides, at `level`."""
    return Autoplay(decide=lambda state: decision(state, level), describe=describe, outcome=describe_outcome,
                    position=lambda state: f"{format_position_id(state.board)} {state.turn}",
                    recorded=lambda action, step: Move(step.move.text) if step.move is not None else action)

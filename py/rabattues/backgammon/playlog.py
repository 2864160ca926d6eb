"""Automatic play for the command line: the computer plays both sides on, one line of words an action."""

from __future__ import annotations

from ..actions import Opening, Throw
from ..position import NAMES
from .actions import Action, Move
from .computer import decision
from .game import GameState, Step
from .levels import Level
from .record import Record


def autoplay(record: Record, typed: list[tuple[int, int]] | None, level: Level | None = None,
             ) -> tuple[Record, GameState, list[str]]:
    """Play on to the end (or until the typed dice run out): the record, the last state, the lines."""
    state, lines = record.initial_state(), []
    while (action := next_action(record, state, typed, level)) is not None:
        step = state.step(action)
        if isinstance(action, Move) and step.move is not None:
            action = Move(step.move.text)
        line = describe(state, action, step)
        if line:
            lines.append(line)
        record, state = record.with_action(action), step.state
    return record, state, lines


def next_action(record: Record, state: GameState, typed: list[tuple[int, int]] | None,
                level: Level | None = None) -> Action | None:
    """The computer's next action, or the next throw; None when over or out of typed dice."""
    if state.is_terminal():
        return None
    action = decision(state, level)
    if action is not None:
        return action
    if state.opening:
        return Opening(*record.next_dice())
    if typed is None:
        return Throw(record.next_dice())
    return Throw(typed.pop(0)) if typed else None


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

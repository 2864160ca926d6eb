"""Automatic play for the command line: a game played on to its end, one line of words an action."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ..kernel.actions import Opening, Throw
from ..kernel.colors import NAMES
from ..kernel.dice import dice
from .actions import Action, Claim
from .describe import describe_clauses
from .game import GameState, Step
from .record import Record, check_room
from .story import clauses


def autoplay(record: Record, typed: list[Throw] | None) -> tuple[Record, GameState, list[str]]:
    """Play on from a record: claim every passed die, leave the cube alone, throw the seed's dice or
    the typed ones until they run out. Linear in the actions; RecordFullError at the record's limit.
    """
    state = record.final_state()
    actions, lines = list(record.actions), []
    drawn = record.dice_drawn()
    throws = iter(typed) if typed is not None else None
    while (action := _next_action(state, record.seed, drawn, throws)) is not None:
        check_room(len(actions))  # never a record that `replay` would refuse
        step = state.step(action)
        lines.append(describe_action(state, action, step))
        actions.append(action)
        drawn += 2 if isinstance(action, Opening | Throw) else 0
        state = step.state
    return replace(record, actions=tuple(actions)), state, lines


def _next_action(state: GameState, seed: int, drawn: int, typed: Iterator[Throw] | None) -> Action | None:
    """Automatic play's next action: claim, then the seed's dice or the next typed throw; None to stop."""
    if state.is_terminal():
        return None
    if state.claimable():
        return Claim(state.claimable()[0])
    first, second = dice(seed, drawn, 2)
    if state.opening:
        return Opening(first, second)
    if typed is None:
        return Throw((first, second))
    return next(typed, None)


def describe_action(before: GameState, action: Action, step: Step) -> str:
    """One line of the play log."""
    if isinstance(action, Opening):
        who = NAMES[step.state.position.turn]
        result = "equal, throw again" if step.state.opening else f"{who} starts"
        return f"Opening: White {action.white}, Black {action.black}: {result}"
    player = NAMES[before.current_player()]
    if isinstance(action, Throw):
        a, b = action.dice
        if action.is_double and before.options.doubles == "reroll":
            return f"{player} {a}-{b}: a double, not played; {player} throws again"
        text = f"{player} {a}-{b}: {describe_clauses(clauses(before, action, step))}"
        if step.state.in_turn and not step.state.is_terminal():
            text += f"; {player} throws again"
        return text
    if isinstance(action, Claim):
        receiver = NAMES[before.receiver or "w"]
        event = step.events[0]
        verb = "unstacks" if event.use == "unstack" else "bears off"
        return f"{receiver} claims the passed {action.die}: {verb} on {action.die}"
    return f"{player} {action.kind}s"


def describe_outcome(state: GameState) -> str:
    """The result of a finished game."""
    outcome = state.outcome
    assert outcome is not None
    how = "bears off all 15" if outcome.how == "bear-off" else "wins: the double was dropped"
    times = f" ×{outcome.multiplier}" if state.options.multipliers else ""
    return f"{NAMES[outcome.winner]} {how}{times}: {outcome.points} point{'s' * (outcome.points != 1)}"

"""Automatic play for the command line (kernel/autoplay.py): claim every passed die, leave the cube
alone; one line of words an action."""

from __future__ import annotations

from ..kernel.actions import Opening, Throw
from ..kernel.autoplay import Autoplay
from ..kernel.colors import NAMES
from .actions import Action, Claim
from .describe import describe_clauses
from .game import GameState, Step
from .notation import format_position
from .story import clauses


def decide(state: GameState) -> Action | None:
    """Automatic play claims every passed die it can and leaves the cube alone."""
    return Claim(state.claimable()[0]) if state.claimable() else None


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


AUTOPLAY = Autoplay(decide=decide, describe=describe_action, outcome=describe_outcome,
                    position=lambda state: format_position(state.position))
"""The 1699 game's automatic play (kernel/autoplay.py)."""

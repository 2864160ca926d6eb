"""Automatic play for the command line (kernel/autoplay.py): the computer plays both sides on, one
line of words an action."""

from __future__ import annotations

from ..kernel.actions import Opening, Throw
from ..kernel.autoplay import Autoplay
from ..kernel.colors import NAMES
from ..kernel.match import describe as describe_match
from .actions import Action, Move, Resign
from .computer import decision
from .game import GameState, Step
from .levels import Level
from .position_id import format_position_id


def describe(before: GameState, action: Action, step: Step) -> str | None:
    """One line of the play log (None for a throw: its move's line shows it); in a match, the action
    that ends a game is followed by the game's result and the score of the next."""
    line = _line(before, action, step)
    after = step.state
    if after.match is None or after.outcome is None or before.outcome is not None or after.is_terminal():
        return line  # the match's last game is told by `result`
    told = f"{describe_outcome(after)}; {describe_match(after.match_after())}"
    return told if line is None else f"{line}\n{told}"


def result(state: GameState) -> str:
    """The last game's result, and in a match who won it and the final score."""
    if state.match is None:
        return describe_outcome(state)
    final = state.match_after()
    winner = final.winner()
    assert winner is not None
    return (f"{describe_outcome(state)}; {NAMES[winner]} wins the {final.length}-point match, "
            f"{final.score[0]}-{final.score[1]}")


def _line(before: GameState, action: Action, step: Step) -> str | None:
    """The action's own line."""
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
    if isinstance(action, Resign):
        return f"{player} resigns ({['a single game', 'a gammon', 'a backgammon'][action.times - 1]})"
    return f"{player} {action.kind}s"


def describe_outcome(state: GameState) -> str:
    """The result of a finished game."""
    outcome = state.outcome
    assert outcome is not None
    kind = {1: "a single game", 2: "a gammon", 3: "a backgammon"}[outcome.multiplier]
    how = {"drop": "the double was dropped", "resign": f"{kind}, resigned"}.get(outcome.how, kind)
    return f"{NAMES[outcome.winner]} wins, {how}: {outcome.points} point{'s' * (outcome.points != 1)}"


def autoplay_rules(level: Level | None = None) -> Autoplay:
    """Backgammon's automatic play (kernel/autoplay.py): the computer plays both sides, at `level`."""
    return Autoplay(decide=lambda state: decision(state, level), describe=describe, outcome=result,
                    position=lambda state: f"{format_position_id(state.board)} {state.turn}",
                    recorded=lambda action, step: Move(step.move.text) if step.move is not None else action)

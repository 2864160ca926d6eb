"""Backgammon's actions and their text in records: the 1699 game's, plus a move of checkers.

>>> [format_action(parse_action(t)) for t in ["o52", "31", "8/5 6/5", "bar/22*", "double", "take"]]
['o52', '31', '8/5 6/5', 'bar/22*', 'double', 'take']
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import actions as common
from ..actions import ActionError, CubeAction, Opening, Throw


@dataclass(frozen=True, slots=True)
class Move:
    """§12.3: the checkers moved with the dice thrown, as written (`8/5 6/5`); checked by the state."""

    text: str


Action = Opening | Throw | CubeAction | Move


def parse_action(text: object) -> Action:
    """An action from its record text (a move is any text with `/`, checked when played)."""
    if isinstance(text, str) and "/" in text:
        if len(text) > 100:
            raise ActionError(f"move too long ({len(text)} characters)")
        return Move(text)
    action = common.parse_action(text)
    if isinstance(action, common.Claim):
        raise ActionError(f"bad action {text!r}: backgammon has no claims")
    return action


def format_action(action: Action) -> str:
    """The record text of an action."""
    return action.text if isinstance(action, Move) else common.format_action(action)

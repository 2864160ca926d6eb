"""Backgammon's actions and their text in records: the shared ones, plus a move of checkers.

>>> [format_action(parse_action(t)) for t in ["o52", "31", "8/5 6/5", "bar/22*", "double", "take"]]
['o52', '31', '8/5 6/5', 'bar/22*', 'double', 'take']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..kernel import actions as shared
from ..kernel.actions import ActionError, CubeAction, Opening, Throw

_CLAIM = re.compile(r"c[1-6]")


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
    if isinstance(text, str) and _CLAIM.fullmatch(text):
        raise ActionError(f"bad action {text!r}: backgammon has no claims")
    return shared.parse_action(text, examples="'31', 'o52', '8/5 6/5', 'double', 'take', 'drop'")


def format_action(action: Action) -> str:
    """The record text of an action."""
    return action.text if isinstance(action, Move) else shared.format_action(action)

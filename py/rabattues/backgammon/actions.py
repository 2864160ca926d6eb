"""Backgammon's actions and their text in records: the shared ones, plus a move of checkers.

>>> [format_action(parse_action(t)) for t in ["o52", "31", "8/5 6/5", "bar/22*", "double", "resign gammon"]]
['o52', '31', '8/5 6/5', 'bar/22*', 'double', 'resign gammon']
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


RESIGNED = {1: "resign", 2: "resign gammon", 3: "resign backgammon"}
"""§12.8: a resignation's text by what the loser concedes: a single game, a gammon, a backgammon."""


@dataclass(frozen=True, slots=True)
class Resign:
    """§12.8: the player who must act concedes the game, worth `times` (1, 2 or 3) times the cube."""

    times: int

    @property
    def text(self) -> str:
        """`resign`, `resign gammon` or `resign backgammon`."""
        return RESIGNED[self.times]


Action = Opening | Throw | CubeAction | Move | Resign


def parse_action(text: object) -> Action:
    """An action from its record text (a move is any text with `/`, checked when played)."""
    if isinstance(text, str) and "/" in text:
        if len(text) > 100:
            raise ActionError(f"move too long ({len(text)} characters)")
        return Move(text)
    if isinstance(text, str) and _CLAIM.fullmatch(text):
        raise ActionError(f"bad action {text!r}: backgammon has no claims")
    times = next((k for k, words in RESIGNED.items() if words == text), None)
    if times is not None:
        return Resign(times)
    return shared.parse_action(text, examples="'31', 'o52', '8/5 6/5', 'double', 'take', 'drop'")


def format_action(action: Action) -> str:
    """The record text of an action."""
    return action.text if isinstance(action, Move | Resign) else shared.format_action(action)

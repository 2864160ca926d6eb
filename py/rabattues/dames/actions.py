"""The 1699 game's actions and their short text form, as written in records: the shared ones, and a claim.

>>> [format_action(parse_action(t)) for t in ["o52", "43", "c1", "double", "take", "drop"]]
['o52', '43', 'c1', 'double', 'take', 'drop']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..kernel import actions as shared
from ..kernel.actions import CubeAction, Opening, Throw

_CLAIM = re.compile(r"c([1-6])")


@dataclass(frozen=True, slots=True)
class Claim:
    """§4 strict claiming: the receiver claims a passed die (`c1`)."""

    die: int


Action = Opening | Throw | Claim | CubeAction


def parse_action(text: object) -> Action:
    """An action from its text form."""
    match = _CLAIM.fullmatch(text) if isinstance(text, str) else None
    if match:
        return Claim(int(match[1]))
    return shared.parse_action(text, examples="'43', 'o52', 'c1', 'double', 'take', 'drop'")


def format_action(action: Action) -> str:
    """The text form of an action."""
    return f"c{action.die}" if isinstance(action, Claim) else shared.format_action(action)

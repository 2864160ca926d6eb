"""The actions of a game and their short text form, as written in records.

>>> [format_action(parse_action(t)) for t in ["o52", "43", "c1", "double", "take", "drop"]]
['o52', '43', 'c1', 'double', 'take', 'drop']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class Opening:
    """§6: each player throws one die to decide who starts (`o52`: White 5, Black 2)."""

    white: int
    black: int


@dataclass(frozen=True, slots=True)
class Throw:
    """§3: a throw of two dice (`43`), in the order they are read."""

    dice: tuple[int, int]

    @property
    def is_double(self) -> bool:
        """Both dice show the same number."""
        return self.dice[0] == self.dice[1]


@dataclass(frozen=True, slots=True)
class Claim:
    """§4 strict claiming: the receiver claims a passed die (`c1`)."""

    die: int


@dataclass(frozen=True, slots=True)
class CubeAction:
    """§8: offer to double, take, or drop."""

    kind: Literal["double", "take", "drop"]


Action = Opening | Throw | Claim | CubeAction
DOUBLE, TAKE, DROP = CubeAction("double"), CubeAction("take"), CubeAction("drop")

_TOKEN = re.compile(r"(o)?([1-6])([1-6])|c([1-6])")


class ActionError(ValueError):
    """Text that is not an action, or an action the rules do not allow now."""


def parse_action(text: object) -> Action:
    """An action from its text form."""
    if not isinstance(text, str):
        raise ActionError(f"an action must be text, not {type(text).__name__}")
    if text in ("double", "take", "drop"):
        return CubeAction(text)  # type: ignore[arg-type]
    match = _TOKEN.fullmatch(text)
    if not match:
        raise ActionError(f"bad action {text[:40]!r} (e.g. '43', 'o52', 'c1', 'double', 'take', 'drop')")
    if match[4]:
        return Claim(int(match[4]))
    first, second = int(match[2]), int(match[3])
    return Opening(first, second) if match[1] else Throw((first, second))


def format_action(action: Action) -> str:
    """The text form of an action."""
    if isinstance(action, Opening):
        return f"o{action.white}{action.black}"
    if isinstance(action, Throw):
        return f"{action.dice[0]}{action.dice[1]}"
    if isinstance(action, Claim):
        return f"c{action.die}"
    return action.kind


def parse_dice(text: str) -> list[Throw]:
    """Throws typed as two digits each, separated by spaces (`"43 11 51"`)."""
    throws = []
    for token in text.split():
        action = parse_action(token) if re.fullmatch(r"[1-6][1-6]", token) else None
        if not isinstance(action, Throw):
            raise ActionError(f"bad throw {token[:20]!r} in dice {text[:60]!r}: two digits 1-6, e.g. 43")
        throws.append(action)
    return throws

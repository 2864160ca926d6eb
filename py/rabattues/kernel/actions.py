"""The actions every game of the family shares, and their text in records: throws and the cube.

>>> [format_action(parse_action(t)) for t in ["o52", "43", "double", "take", "drop"]]
['o52', '43', 'double', 'take', 'drop']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from .limits import MAX_ACTIONS, MAX_CHARS_PER_THROW, check_size, clip


@dataclass(frozen=True, slots=True)
class Opening:
    """Each player throws one die to decide who starts (`o52`: White 5, Black 2)."""

    white: int
    black: int


@dataclass(frozen=True, slots=True)
class Throw:
    """A throw of two dice (`43`), in the order they are read."""

    dice: tuple[int, int]

    @property
    def is_double(self) -> bool:
        """Both dice show the same number."""
        return self.dice[0] == self.dice[1]


@dataclass(frozen=True, slots=True)
class CubeAction:
    """Offer to double, take, or drop."""

    kind: Literal["double", "take", "drop"]


SharedAction = Opening | Throw | CubeAction
DOUBLE, TAKE, DROP = CubeAction("double"), CubeAction("take"), CubeAction("drop")

_THROW = re.compile(r"(o)?([1-6])([1-6])")
_DICE_SEPARATORS = re.compile(r"[ \t\r\n+,;]+")
_TYPED_THROW = re.compile(r"([1-6])-?([1-6])")


class ActionError(ValueError):
    """Text that is not an action, or an action the rules do not allow now."""


def parse_action(text: object, *, examples: str = "'43', 'o52', 'double', 'take', 'drop'") -> SharedAction:
    """A throw, an opening throw or a cube action from its text (`examples`: a game's own, for errors)."""
    if not isinstance(text, str):
        raise ActionError(f"an action must be text, not {type(text).__name__}")
    if text in ("double", "take", "drop"):
        return CubeAction(text)  # type: ignore[arg-type]
    match = _THROW.fullmatch(text)
    if not match:
        raise ActionError(f"bad action {clip(text)!r} (e.g. {examples})")
    first, second = int(match[2]), int(match[3])
    return Opening(first, second) if match[1] else Throw((first, second))


def format_action(action: SharedAction) -> str:
    """The text form of a throw, an opening throw or a cube action."""
    if isinstance(action, Opening):
        return f"o{action.white}{action.black}"
    if isinstance(action, Throw):
        return f"{action.dice[0]}{action.dice[1]}"
    return action.kind


def faces(action: Opening | Throw) -> tuple[int, int]:
    """The two dice of an opening or a throw."""
    return (action.white, action.black) if isinstance(action, Opening) else action.dice


def are_faces(dice: tuple[int, ...]) -> bool:
    """Two dice, each showing a face 1–6 (an impossible throw is never legal)."""
    return len(dice) == 2 and all(type(d) is int and 1 <= d <= 6 for d in dice)


def split_dice(text: str, *, limit: int = MAX_ACTIONS) -> list[str]:
    """The tokens of throws typed as text, at most `limit` (LimitError before any other work)."""
    check_size("dice", len(text), MAX_CHARS_PER_THROW * limit, "characters")
    tokens = [token for token in _DICE_SEPARATORS.split(text) if token]
    check_size("dice", len(tokens), limit, "throws")
    return tokens


def parse_throw(token: str) -> Throw:
    """One typed throw: `43` or `4-3`."""
    match = _TYPED_THROW.fullmatch(token)
    if not match:
        raise ActionError(f"bad throw {clip(token)!r}: two digits 1-6, e.g. 43")
    return Throw((int(match[1]), int(match[2])))


def parse_dice(text: str, *, limit: int = MAX_ACTIONS) -> list[Throw]:
    """Throws typed as text, at most `limit`: `43` or `4-3` each, between spaces, `+`, `,` or `;`.

    >>> parse_dice("43 1-1+51")
    [Throw(dice=(4, 3)), Throw(dice=(1, 1)), Throw(dice=(5, 1))]
    """
    throws = []
    for number, token in enumerate(split_dice(text, limit=limit), start=1):
        try:
            throws.append(parse_throw(token))
        except ActionError as error:
            raise ActionError(f"throw {number} of {clip(text, 60)!r}: {error}") from None
    return throws

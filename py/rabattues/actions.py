"""The actions of a game and their short text form, as written in records.

>>> [format_action(parse_action(t)) for t in ["o52", "43", "c1", "double", "take", "drop"]]
['o52', '43', 'c1', 'double', 'take', 'drop']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from .kernel.limits import MAX_ACTIONS, MAX_CHARS_PER_THROW, check_size, clip


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
_DICE_SEPARATORS = re.compile(r"[ \t\r\n+,;]+")
_TYPED_THROW = re.compile(r"([1-6])-?([1-6])")


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
        raise ActionError(f"bad action {clip(text)!r} (e.g. '43', 'o52', 'c1', 'double', 'take', 'drop')")
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

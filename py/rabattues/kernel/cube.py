"""The doubling cube: its value, who owns it, when a player may double, and the face it shows."""

from __future__ import annotations

from dataclasses import dataclass

from .colors import Color
from .options import CUBE_MAX_VALUES

CENTRED_FACE = max(CUBE_MAX_VALUES)
"""A backgammon cube not yet turned lies in the middle showing its highest face, 64."""


@dataclass(frozen=True, slots=True)
class Cube:
    """The doubling cube's value and who owns it (None: in the middle)."""

    value: int = 1
    owner: Color | None = None


def may_double(cube: Cube, turn: Color, cube_max: int, *, in_turn: bool = False) -> bool:
    """`turn` may double: his cube or the centre, not after a throw this turn, 2 × cube ≤ cube_max."""
    return not in_turn and cube.owner in (None, turn) and cube.value * 2 <= cube_max


def cube_face(cube: Cube, offered: bool, *, unturned: int | None = None) -> int:
    """The number the cube shows: while a double is offered, the value offered, else its value;
    `unturned`: the face a cube still at 1 shows instead (backgammon's 64, CENTRED_FACE)."""
    if offered:
        return cube.value * 2
    return unturned if unturned is not None and cube.value == 1 else cube.value


def cube_json(cube: Cube, *, enabled: bool, offered: bool, cube_max: int, unturned: int | None = None,
              ) -> dict[str, object]:
    """The cube as a view shows it: `{enabled, value, owner, offered, max, face}`."""
    return {"enabled": enabled, "value": cube.value, "owner": cube.owner, "offered": offered,
            "max": cube_max, "face": cube_face(cube, offered, unturned=unturned)}

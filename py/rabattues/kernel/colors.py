"""The two players: White (`w`) and Black (`b`)."""

from __future__ import annotations

from typing import Literal

Color = Literal["w", "b"]
"""A player: White (`w`) or Black (`b`)."""

COLORS: tuple[Color, ...] = ("w", "b")
NAMES: dict[Color, str] = {"w": "White", "b": "Black"}


def other(color: Color) -> Color:
    """The opponent of a player."""
    return "b" if color == "w" else "w"

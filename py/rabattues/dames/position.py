"""A position: both players' sides and who throws next."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..kernel.colors import Color, other
from .side import START, Side


@dataclass(frozen=True, slots=True)
class Position:
    """White's side, Black's side, and the player about to throw (RULES.md §11)."""

    white: Side = START
    black: Side = START
    turn: Color = "w"

    def __post_init__(self) -> None:
        """Refuse a position after the game's end (§11: both players cannot have finished)."""
        if self.white.is_finished and self.black.is_finished:
            raise ValueError("both players cannot have borne off all 15 checkers")

    def side(self, color: Color) -> Side:
        """One player's side."""
        return self.white if color == "w" else self.black

    def with_side(self, color: Color, side: Side) -> Position:
        """This position with one player's side replaced."""
        return replace(self, white=side) if color == "w" else replace(self, black=side)

    def with_turn(self, color: Color) -> Position:
        """This position with another player to throw."""
        return replace(self, turn=color)

    @property
    def winner(self) -> Color | None:
        """The player who has borne off all 15, if any."""
        if self.white.is_finished:
            return "w"
        if self.black.is_finished:
            return "b"
        return None

    def swapped(self) -> Position:
        """The same position with the players' colours exchanged."""
        return Position(self.black, self.white, other(self.turn))


START_POSITION = Position()

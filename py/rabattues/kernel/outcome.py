"""The end of a game, the same for every game of the family."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .colors import Color

How = Literal["bear-off", "drop", "resign"]


@dataclass(frozen=True, slots=True)
class Outcome:
    """Who won, how, and what it is worth."""

    winner: Color
    how: How
    """`bear-off`: the winner bore off all 15; `drop`: the loser refused a double; `resign`: the
    loser conceded the game (backgammon)."""
    multiplier: int
    """What the game's own rules make of the loser's position (1 after a drop)."""
    cube: int
    points: int
    """stake × cube × multiplier."""

    def to_json(self) -> dict[str, object]:
        """A plain object."""
        return {"winner": self.winner, "how": self.how, "multiplier": self.multiplier,
                "cube": self.cube, "points": self.points}

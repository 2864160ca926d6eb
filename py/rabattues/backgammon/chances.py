"""The chances of a position for the player on roll, and their cubeless money equity."""

from __future__ import annotations

from typing import NamedTuple


class Chances(NamedTuple):
    """Cumulative chances for the player on roll: a gammon counts in `win`, a backgammon in both."""

    win: float
    win_gammon: float
    win_backgammon: float
    lose_gammon: float
    lose_backgammon: float

    @property
    def equity(self) -> float:
        """Cubeless money equity per unit stake: +1 a single win, +2 a gammon, +3 a backgammon."""
        return (2 * self.win - 1 + self.win_gammon - self.lose_gammon
                + self.win_backgammon - self.lose_backgammon)

    def flipped(self) -> Chances:
        """The same chances for the other player."""
        return Chances(1 - self.win, self.lose_gammon, self.lose_backgammon, self.win_gammon,
                       self.win_backgammon)

    def consistent(self) -> Chances:
        """Clipped so that backgammons ≤ gammons ≤ wins (a network can disagree slightly)."""
        win = min(max(self.win, 0.0), 1.0)
        wg = min(max(self.win_gammon, 0.0), win)
        lg = min(max(self.lose_gammon, 0.0), 1 - win)
        return Chances(win, wg, min(max(self.win_backgammon, 0.0), wg), lg,
                       min(max(self.lose_backgammon, 0.0), lg))

    def rounded(self, digits: int = 4) -> dict[str, float]:
        """A plain object for JSON."""
        return {k: round(v, digits) for k, v in self._asdict().items()}

"""Match play: games one after another until a player has the match's points (RULES.md §12.10).

A match is the same for any game of the family whose games are worth points, a doubling cube
included: its length, the score before the game being played, and whether that game is the
Crawford game. A record of match play holds its score at the start; the score after each game
follows from the games, so it cannot disagree with them.

>>> match = Match(5, (2, 1))
>>> match.after("w", 2)
Match(length=5, score=(4, 1), crawford=True)
>>> match.after("w", 2).may_double("b", 1), match.after("w", 2).after("b", 1).may_double("b", 1)
(False, True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .colors import COLORS, Color
from .limits import clip
from .record_errors import RecordError

LENGTHS = range(1, 26)
"""The lengths a match may have, 1 to 25 points: the size of backgammon's match equity table."""


@dataclass(frozen=True, slots=True)
class Match:
    """A match's length, the score before the game being played (White's, Black's), and whether
    that game is the Crawford game."""

    length: int
    score: tuple[int, int] = (0, 0)
    crawford: bool = False
    """No double in this game: the first game after a player came within one point of the match."""

    def points(self, color: Color) -> int:
        """A player's score."""
        return self.score[COLORS.index(color)]

    def away(self, color: Color) -> int:
        """The points a player still needs."""
        return self.length - self.points(color)

    def winner(self) -> Color | None:
        """The player who has won the match, if one has."""
        return next((c for c in COLORS if self.away(c) <= 0), None)

    def is_post_crawford(self) -> bool:
        """A game after the Crawford game: one player needs one point, and doubling is allowed again."""
        return not self.crawford and any(self.away(c) == 1 for c in COLORS) and self.length > 1

    def counted(self, winner: Color, points: int) -> int:
        """What a game won counts: no more than the winner needs (no bonus past the match's length)."""
        return min(points, self.away(winner))

    def after(self, winner: Color, points: int) -> Match:
        """The match after a game won for `points`: the score, and whether the next is the Crawford game."""
        gained = self.counted(winner, points)
        score = tuple(s + gained * (c == winner) for c, s in zip(COLORS, self.score, strict=True))
        later = replace(self, score=(score[0], score[1]), crawford=False)
        first_at_match_point = min(self.away(c) for c in COLORS) > 1 and later.away(winner) == 1
        return replace(later, crawford=first_at_match_point)

    def may_double(self, player: Color, cube: int) -> bool:
        """Whether the match lets `player` double a cube of this value: not in the Crawford game, and
        not when winning this game at the cube's value already wins him the match (a dead cube)."""
        return not self.crawford and cube < self.away(player)

    def to_json(self) -> dict[str, Any]:
        """`{"length": 5, "score": {"w": 0, "b": 0}, "crawford": false}`."""
        return {"length": self.length, "score": dict(zip(COLORS, self.score, strict=True)),
                "crawford": self.crawford}


def read_match(value: object) -> Match:
    """A match from JSON: a length (a new match), or `{length, score, crawford}`; RecordError if not one."""
    if type(value) is int:
        return _checked(value, (0, 0), False)
    if not isinstance(value, dict) or set(value) != {"length", "score", "crawford"}:
        raise RecordError("'match' must be a length (1 to 25) or {\"length\", \"score\", \"crawford\"}")
    score = value["score"]
    keyed = isinstance(score, dict) and set(score) == set(COLORS)
    if not keyed or any(type(score[c]) is not int for c in COLORS):
        raise RecordError("a match's 'score' must be {\"w\": points, \"b\": points}")
    if not isinstance(value["crawford"], bool):
        raise RecordError("a match's 'crawford' must be true or false")
    return _checked(value["length"], (score["w"], score["b"]), value["crawford"])


def _checked(length: object, score: tuple[int, int], crawford: bool) -> Match:
    """A match whose numbers are possible: a length of 1 to 25, each score below it, Crawford only
    when exactly one player needs one point."""
    if type(length) is not int or length not in LENGTHS:
        raise RecordError(f"bad match length {clip(repr(length))} (1 to {LENGTHS[-1]} points)")
    if not all(0 <= s < length for s in score):
        raise RecordError(f"bad match score {score[0]}-{score[1]}: each player has 0 to {length - 1} "
                          f"points in a {length}-point match not yet won")
    match = Match(length, score, crawford)
    at_match_point = [c for c in COLORS if match.away(c) == 1]
    if crawford and (len(at_match_point) != 1 or length == 1):
        raise RecordError(f"no Crawford game at {score[0]}-{score[1]} in a {length}-point match: it is the "
                          f"game after one player, and only one, comes within a point of the match")
    return match


def describe(match: Match) -> str:
    """`5-point match, 3-1` (and `, Crawford game`)."""
    crawford = ", Crawford game" if match.crawford else ", post-Crawford" if match.is_post_crawford() else ""
    return f"{match.length}-point match, {match.score[0]}-{match.score[1]}{crawford}"


__all__ = ["LENGTHS", "Match", "describe", "read_match"]

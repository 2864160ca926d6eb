"""Each player's summary of a reviewed backgammon game, added up from the review's rows (GNU's shape).

Per player: moves (and those with a choice), cube decisions (those that count: actual doubles,
takes and drops, errors, and no-doubles closer than GNU's very-bad threshold), errors by mark,
equity lost (per unit of the cube, and in points: times the cube), the error rate per decision
that counts (unforced moves and counted cube decisions, as GNU divides) and its rating; and,
apart (the review's `luck.players`), the luck (per unit of the cube and in points) with the
throws by mark.
"""

from __future__ import annotations

from typing import Any

from ..kernel.colors import COLORS
from ..kernel.marks import ERROR_MARKS, LUCK_MARKS, VERY_BAD, rating

Json = dict[str, Any]


def counts_as_decision(row: Json) -> bool:
    """A cube decision GNU counts: an actual double, take or drop, an error, or a close no-double."""
    return bool(row["kind"] != "no_double" or row["loss"] > 0 or row["margin"] < VERY_BAD)


def summary(decisions: list[Json]) -> dict[str, Json]:
    """Each player's figures on his decisions (his moves, and his cube decisions)."""
    moves = [d for d in decisions if d["kind"] == "move"]
    cube = [d for d in decisions if d["kind"] != "move"]
    return {c: player_summary([m for m in moves if m["player"] == c], [d for d in cube if d["player"] == c])
            for c in COLORS}


def luck_totals(luck: list[Json]) -> dict[str, Json]:
    """Each player's luck, added up from his throws."""
    return {c: player_luck([t for t in luck if t["player"] == c]) for c in COLORS}


def player_summary(moves: list[Json], cube: list[Json]) -> Json:
    """One player's figures from his rows."""
    counted = [d for d in cube if d["counted"]]
    unforced = sum(not m["forced"] for m in moves)
    lost_moves, lost_cube = sum(m["loss"] for m in moves), sum(d["loss"] for d in cube)
    decisions = unforced + len(counted)
    rate = (lost_moves + lost_cube) / decisions if decisions else None
    return {
        "moves": len(moves), "unforced": unforced, "cube_decisions": len(counted),
        "move_marks": _marks(moves, ERROR_MARKS), "cube_marks": _marks(cube, ERROR_MARKS),
        "lost_moves": round(lost_moves, 4), "lost_cube": round(lost_cube, 4),
        "lost": round(lost_moves + lost_cube, 4),
        "lost_points": round(sum(r["loss"] * r["cube"] for r in (*moves, *cube)), 4),
        "rate": None if rate is None else round(rate, 4), "rating": rating(rate),
    }


def player_luck(luck: list[Json]) -> Json:
    """One player's luck from his throws."""
    return {"throws": len(luck), "luck": round(sum(t["luck"] for t in luck), 4),
            "luck_points": round(sum(t["luck"] * t["cube"] for t in luck), 4),
            "luck_marks": _marks(luck, LUCK_MARKS)}


def _marks(rows: list[Json], names: tuple[str, ...]) -> dict[str, int]:
    """How many rows carry each mark."""
    return {name: sum(r["mark"] == name for r in rows) for name in names}

"""A position as text, in the style of Lalanne's diagrams of the 1699 rules (RULES.md §10–§11).

White's points run along the top edge, Black's along the bottom; `2W` is a stack of two
white checkers, ` W` a checker on line; the right half is where the dice are thrown.
Checkers borne off stand in the margin.
"""

from __future__ import annotations

from ..kernel.colors import NAMES, Color
from .notation import format_position
from .position import Position
from .side import Side

ROWS = 4
_EDGE = "   +-1--2--3--4--5--6---------------------+"
_EMPTY_HALF = " |  |  |  |  |  | "


def _column(side: Side, point: int, letter: str) -> list[str]:
    """The cells of one point, from the edge inwards: the stack first, then checkers on line."""
    count, stacks = side.counts[point - 1], side.stacks[point - 1]
    cells = []
    if stacks:
        cells.append(f"{stacks + 1}{letter} ")
        count -= stacks + 1
    cells += [f" {letter} "] * count
    return cells + [" | "] * (ROWS - len(cells))


def _half(side: Side, letter: str, margin: str) -> list[str]:
    """The rows of one player's half, from his edge inwards."""
    columns = [_column(side, point, letter) for point in range(1, 7)]
    rows = []
    for row in range(ROWS):
        left = margin if row == 0 else "   "
        rows.append(f"{left}|{''.join(c[row] for c in columns)}||{_EMPTY_HALF}|")
    return rows


def diagram(position: Position) -> str:
    """The 1699-style picture of a position, with its notation and who throws next."""
    white, black = position.white, position.black
    top = _half(white, "W", _off(white, "W"))
    bottom = list(reversed(_half(black, "B", _off(black, "B"))))
    middle = ["   |                  ||                  |"] * 3
    turn: Color = position.turn
    lines = ["WHITE", _EDGE, *top, *middle, *bottom, _EDGE, "BLACK",
             f"{NAMES[turn]} to throw.  {format_position(position)}"]
    return "\n".join(lines)


def _off(side: Side, letter: str) -> str:
    """The margin: how many checkers this player has borne off."""
    return f"{side.borne_off:>2}{letter}" if side.borne_off else "   "

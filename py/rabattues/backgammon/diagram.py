"""A backgammon position as plain text, drawn like GNU Backgammon's board.

The player on roll sits at the bottom, his points numbered for him (1–12 along the bottom,
his home board on the right); White's checkers are `X`, Black's `O`. A point with more than
five checkers shows its count in the fifth row; the bar is the middle column.
"""

from __future__ import annotations

from ..kernel.colors import NAMES, Color, other
from .board import BAR, OFF, Board, pip_count
from .position_id import format_position_id

LETTERS: dict[Color, str] = {"w": "X", "b": "O"}
ROWS = 5
TOP = " +13-14-15-16-17-18------19-20-21-22-23-24-+"
BOTTOM = " +12-11-10--9--8--7-------6--5--4--3--2--1-+"


def diagram(board: Board, turn: Color, *, cube: str = "1", dice: tuple[int, int] | None = None) -> str:
    """The board seen by `turn`, the player on roll, with a legend on the right."""
    me, you = LETTERS[turn], LETTERS[other(turn)]
    top = [_row(board, range(13, 25), row, me, you, board.opponent[BAR], you) for row in range(ROWS)]
    bottom = [_row(board, range(12, 0, -1), row, me, you, board.mover[BAR], me)
              for row in reversed(range(ROWS))]
    legend_top = [f"{you}: {NAMES[other(turn)]}", _count(board.opponent)]
    legend_bottom = [_count(board.mover), f"{me}: {NAMES[turn]} (on roll)"]
    if dice:
        legend_bottom.insert(0, f"dice {dice[0]}{dice[1]}")
    lines = [f" Position ID: {format_position_id(board)}", _with(TOP, legend_top[0])]
    lines += [_with(text, legend_top[i + 1] if i + 1 < len(legend_top) else "") for i, text in enumerate(top)]
    lines.append(_with(" |                  |BAR|                  |", f"cube {cube}"))
    tail = [""] * (ROWS - len(legend_bottom) + 1) + legend_bottom
    lines += [_with(text, tail[i]) for i, text in enumerate(bottom)]
    lines.append(_with(BOTTOM, tail[-1] if len(tail) > ROWS else ""))
    return "\n".join(line.rstrip() for line in lines)


def _count(counts: tuple[int, ...]) -> str:
    """A player's pip count and checkers borne off."""
    return f"pips {pip_count(counts)}, off {counts[OFF]}"


def _with(text: str, legend: str) -> str:
    """A board line with a legend to its right."""
    return f"{text:46}   {legend}" if legend else text


def _row(board: Board, points: range, row: int, me: str, you: str, bar: int, bar_letter: str) -> str:
    """One row of one half of the board (points left to right), the bar in the middle."""
    cells = [_cell(board, p, row, me, you) for p in points]
    middle = f" {_stack(bar, row, bar_letter)} "
    return f" |{''.join(cells[:6])}|{middle}|{''.join(cells[6:])}|"


def _cell(board: Board, point: int, row: int, me: str, you: str) -> str:
    """Three characters for one point's row, counted from the edge."""
    mine, theirs = board.mover[point], board.opponent_on(point)
    return f" {_stack(mine, row, me) if mine else _stack(theirs, row, you)} "


def _stack(count: int, row: int, letter: str) -> str:
    """The letter if the point has a checker in this row; its count in the last row if over five."""
    if row == ROWS - 1 and count > ROWS:
        return str(count) if count < 10 else "+"
    return letter if count > row else " "

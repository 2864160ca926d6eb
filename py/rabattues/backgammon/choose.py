"""The move list the page chooses from, and what it draws meanwhile (docs/PROTOCOL.md, "chosen moves").

The page builds a move one step at a time by matching the steps chosen against each legal
move's `paths` (js/backgammon/choose.js), and draws the board the engine gives for them, so it never
moves a checker itself: a move played whole has its `board`, a path begun has one in `after`,
keyed by its steps (`from-to` in White's numbering, joined by spaces: `"8-5"`, `"bar-22 22-16"`).
Both are indexes into `boards`, each distinct board once: many orders reach the same checkers.

>>> from ..kernel.actions import Opening
>>> from .game import new_game
>>> from .options import Options
>>> choice = move_choice(new_game(Options()).child(Opening(3, 1)))
>>> choice["boards"][choice["after"]["8-5"]]["pips"]
{'w': 164, 'b': 167}
>>> point = next(m for m in choice["moves"] if m["move"] == "8/5 6/5")
>>> choice["boards"][point["board"]]["checkers"][4], choice["boards"][point["board"]]["pips"]["w"]
(2, 163)
>>> dice_faces((1, 1)), dice_faces((3, 5))
([1, 1, 1, 1], [5, 3])
"""

from __future__ import annotations

from typing import Any

from ..kernel.colors import Color
from .board import BAR, OFF, Board, pip_count
from .game import GameState
from .movegen import apply_play
from .paths import Path, first_path, orders

Json = dict[str, Any]
PagePoint = int | str
"""1–24 in White's numbering, `bar` or `off`."""


def page_point(point: int, color: Color) -> PagePoint:
    """A player's own point as the page numbers it (White's numbering)."""
    if point == BAR:
        return "bar"
    if point == OFF:
        return "off"
    return point if color == "w" else 25 - point


def page_path(path: Path, color: Color) -> list[Json]:
    """Single steps as the page names their points."""
    return [{"from": page_point(s.source, color), "to": page_point(s.target, color), "die": s.die,
             "hit": s.hit} for s in path]


def step_key(steps: list[Json]) -> str:
    """The key of a sequence of page steps in `after` (js/backgammon/choose.js builds the same)."""
    return " ".join(f"{s['from']}-{s['to']}" for s in steps)


def page_board(board: Board, mover: Color) -> Json:
    """A board as the page draws it: each of White's points 1–24 as a count (White's checkers
    positive, Black's negative), the bars, the trays and the pip counts."""
    white, black = (board.mover, board.opponent) if mover == "w" else (board.opponent, board.mover)
    return {"checkers": [white[p] - black[25 - p] for p in range(1, 25)],
            "bar": {"w": white[BAR], "b": black[BAR]}, "off": {"w": white[OFF], "b": black[OFF]},
            "pips": {"w": pip_count(white), "b": pip_count(black)}}


def dice_faces(dice: tuple[int, int] | None) -> list[int]:
    """The dice to draw, higher first; a double plays its number four times (§12.4): four dice."""
    if dice is None:
        return []
    high, low = max(dice), min(dice)
    return [high] * 4 if high == low else [high, low]


class _Boards:
    """The distinct boards drawn, in the order first met, each with its index."""

    def __init__(self, mover: Color) -> None:
        """No board yet; boards are seen by `mover`, the player on roll."""
        self.mover = mover
        self.boards: list[Json] = []
        self._index: dict[tuple[int, ...], int] = {}

    def index(self, board: Board) -> int:
        """The index of `board` in `boards`, added if new."""
        key = board.mover + board.opponent
        if key not in self._index:
            self._index[key] = len(self.boards)
            self.boards.append(page_board(board, self.mover))
        return self._index[key]


COMPACT_PATHS = 1_000
"""Past this many paths in all, steps are sent as indexes into `singles` (docs/PROTOCOL.md): a
double in a crowded position has tens of thousands of paths, megabytes written out in full."""


def move_choice(state: GameState, only: str | None = None, every_order: bool = True) -> Json:
    """The legal moves of the dice thrown (`moves`, each with its step orders and the board after
    it), the board after each path begun (`after`) and the boards both name (`boards`). With
    `only`, a move's notation, that move alone with its first path (what a replay draws as it
    plays it; "": no move at all). Without `every_order` (the computer's move: nobody chooses its
    steps), each move with its first path alone. Past COMPACT_PATHS paths, each step is an index
    into `singles`."""
    moves = state.moves()
    if moves is None or state.is_terminal() or only == "":
        return {"moves": [], "boards": [], "after": {}}
    if only is None and every_order:
        found = orders(state.board, moves.dice, moves)
    else:
        found = {m.text: [first_path(state.board, moves.dice, moves, m)] for m in moves
                 if only is None or m.text == only}
    table = _Boards(state.turn)
    out: list[Json] = []
    after: dict[str, int] = {}
    for move in moves:
        if only is not None and move.text != only:
            continue
        paths = found[move.text]
        shown = [page_path(p, state.turn) for p in paths]
        for path, steps in zip(paths, shown, strict=True):
            for k in range(1, len(path)):  # the whole path is the move: its own board
                key = step_key(steps[:k])
                if key not in after:
                    begun = tuple((s.source, s.target) for s in path[:k])
                    after[key] = table.index(apply_play(state.board, begun))
        out.append({"move": move.text, "position_id": move.after_id, "board": table.index(move.after),
                    "steps": shown[0], "paths": shown})
    choice: Json = {"moves": out, "boards": table.boards, "after": after}
    if sum(len(m["paths"]) for m in out) > COMPACT_PATHS:
        choice["singles"] = _compact(out)
    return choice


def _compact(moves: list[Json]) -> list[Json]:
    """Write each move's steps and paths as indexes into a list of the distinct single steps (a
    few dozen at most), and answer that list."""
    singles: list[Json] = []
    index: dict[tuple[Any, ...], int] = {}

    def ref(single: Json) -> int:
        """The index of a single step, added if new."""
        key = (single["from"], single["to"], single["die"], single["hit"])
        if key not in index:
            index[key] = len(singles)
            singles.append(single)
        return index[key]

    for move in moves:
        move["steps"] = [ref(s) for s in move["steps"]]
        move["paths"] = [[ref(s) for s in path] for path in move["paths"]]
    return singles

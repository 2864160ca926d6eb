"""Every order in which a legal move's single steps can be played, for the page's checker-by-checker
choice (docs/PROTOCOL.md, "chosen moves").

The move generator keeps one play per resulting position; a player on the page may play its
steps in another order (the 2 before the 6), or another way to the same position (24/18/13 as
24/19/13). For each legal move this finds every sequence of single steps, each legal when it is
made (a checker on the bar first, bearing off only with all home, a closed point never), that
uses as many dice as the move and ends in its position.

>>> from .board import START
>>> from .moves import legal_moves
>>> found = orders(START, (3, 1), legal_moves(START, (3, 1)))
>>> [[(s.source, s.target, s.die) for s in path] for path in found["8/5 6/5"]]
[[(8, 5, 3), (6, 5, 1)], [(6, 5, 1), (8, 5, 3)]]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import permutations

from .board import Board
from .movegen import dice_orders, sources_for, step
from .moves import LegalMove, LegalMoves


@dataclass(frozen=True, slots=True)
class Single:
    """One checker moved by one die, in the mover's numbering (0 off, 25 the bar)."""

    source: int
    target: int
    die: int
    hit: bool


Path = tuple[Single, ...]


def orders(board: Board, dice: tuple[int, int], moves: LegalMoves) -> dict[str, list[Path]]:
    """For each legal move's notation, every order of single steps that plays it (its own first)."""
    if not moves:
        return {}
    by_position = {_key(m.after): m.text for m in moves}
    found: dict[str, list[Path]] = {m.text: [] for m in moves}
    length = len(moves.moves[0].play)
    leave = _leave(board, dice)
    if dice[0] == dice[1]:
        candidates = [p for m in moves for p in _permutations(board, m.play, dice[0], leave)]
    else:
        candidates = _sequences(board, [dice[0], dice[1]], length, leave)
    for after, path in candidates:
        text = by_position.get(after)
        if text is not None and path not in found[text]:
            found[text].append(path)
    for m in moves:  # the generator's own order first, so `steps` reads as the notation does
        own = [p for p in found[m.text] if tuple((s.source, s.target) for s in p) == m.play]
        found[m.text] = own + [p for p in found[m.text] if p not in own]
    return found


def first_path(board: Board, dice: tuple[int, int], moves: LegalMoves, move: LegalMove) -> Path:
    """A legal move's first order in `orders` (its own: as its notation reads), found without the
    other moves' orders: what a history entry and a replay draw. The dice are tried in the order
    `orders` tries them, so the path is the same."""
    leave = _leave(board, dice)
    for dice_order in dice_orders(dice):
        me, you = _lists(board)
        path: list[Single] = []
        for (source, target), die in zip(move.play, dice_order, strict=False):
            if target != max(source - die, 0) or source not in leave[die](me):
                break
            path.append(Single(source, target, die, step(me, you, source, target)))
        else:
            return tuple(path)
    return orders(board, dice, moves)[move.text][0]


Sources = dict[int, Callable[[list[int]], list[int]]]
"""For each die, the points a checker may leave with it now, given the mover's counts."""


def _leave(board: Board, dice: tuple[int, int]) -> Sources:
    """Where a checker may leave from with each die, in this turn's position."""
    you = _lists(board)[1]
    return {die: sources_for(you, die) for die in set(dice)}


def _key(board: Board) -> tuple[int, ...]:
    """A board as one tuple (mover, then opponent)."""
    return board.mover + board.opponent


def _lists(board: Board) -> tuple[list[int], list[int]]:
    """The mover's counts and the opponent's on the mover's points (movegen's numbering)."""
    return list(board.mover), list(board.opponent[::-1])


def _board(me: list[int], you: list[int]) -> tuple[int, ...]:
    """The key of the board these lists hold."""
    return tuple(me) + tuple(you[::-1])


def _sequences(board: Board, dice: list[int], length: int, leave: Sources,
               ) -> list[tuple[tuple[int, ...], Path]]:
    """Every sequence of `length` legal single steps with two different dice, each die once."""
    out: list[tuple[tuple[int, ...], Path]] = []

    def search(me: list[int], you: list[int], left: list[int], path: Path) -> None:
        """Extend `path` by one step of each die left."""
        if len(path) == length:
            out.append((_board(me, you), path))
            return
        for die in left:
            for source in leave[die](me):
                me2, you2 = me[:], you[:]
                target = max(source - die, 0)
                hit = step(me2, you2, source, target)
                search(me2, you2, [d for d in left if d != die], (*path, Single(source, target, die, hit)))

    search(*_lists(board), dice, ())
    return out


def _permutations(board: Board, play: tuple[tuple[int, int], ...], die: int, leave: Sources,
                  ) -> list[tuple[tuple[int, ...], Path]]:
    """A double's play in each order of its steps that is legal step by step (same steps, same position)."""
    out: list[tuple[tuple[int, ...], Path]] = []
    for order in dict.fromkeys(permutations(play)):
        me, you = _lists(board)
        path: list[Single] = []
        for source, target in order:
            if source not in leave[die](me):
                break
            path.append(Single(source, target, die, step(me, you, source, target)))
        else:
            out.append((_board(me, you), tuple(path)))
    return out

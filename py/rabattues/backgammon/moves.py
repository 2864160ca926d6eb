"""Legal moves as values: each play with its notation and the board after it.

>>> from .board import START
>>> moves = legal_moves(START, (3, 1))
>>> len(moves), "8/5 6/5" in moves, "24/22" in moves
(16, True, False)
>>> moves.find("8/5 6/5").after_id
'sGfwATDgc/ABMA'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from .board import BAR, OFF, Board, is_all_home
from .movegen import Play, apply_play, generate_plays, is_hit
from .notation import MoveError, Path, format_play, format_point, parse_move, written_change
from .position_id import format_position_id


@dataclass(frozen=True, slots=True)
class LegalMove:
    """A legal move: its steps (one per die used), its notation and the board after it."""

    play: Play
    text: str
    after: Board
    """Seen by the player who moved (flip it for his opponent, next on roll)."""

    @property
    def after_id(self) -> str:
        """The Position ID after the move, as the opponent, next on roll, sees it."""
        return format_position_id(self.after.flipped())


class LegalMoves:
    """The legal moves of a throw, in a fixed order (each resulting position once)."""

    __slots__ = ("board", "dice", "moves")

    def __init__(self, board: Board, dice: tuple[int, int]) -> None:
        """Generate every legal move of `dice` from `board`."""
        self.board, self.dice = board, dice
        plays = generate_plays(board, dice)
        found = [LegalMove(p, format_play(board, p), apply_play(board, p)) for p in plays]
        self.moves: tuple[LegalMove, ...] = tuple(sorted(found, key=_order))

    def __iter__(self) -> Iterator[LegalMove]:
        """Each move."""
        return iter(self.moves)

    def __len__(self) -> int:
        """How many moves."""
        return len(self.moves)

    def __bool__(self) -> bool:
        """Whether any move is possible."""
        return bool(self.moves)

    def __contains__(self, text: object) -> bool:
        """Whether a written move is one of these."""
        try:
            self.find(text)
        except MoveError:
            return False
        return True

    def __repr__(self) -> str:
        """`<LegalMoves 31: 8/5 6/5, ...>`."""
        return f"<LegalMoves {self.dice[0]}{self.dice[1]}: {', '.join(m.text for m in self.moves)}>"

    def find(self, text: object) -> LegalMove:
        """The legal move a text names; MoveError saying why none is."""
        paths = parse_move(text)
        change, hits = written_change(paths)
        same = [m for m in self.moves if _change(self.board, m) == change]
        exact = [m for m in same if _hit_points(self.board, m) == hits]
        if len(exact) == 1:
            return exact[0]
        if len(same) == 1 and not hits:
            return same[0]
        if len(same) > 1:
            raise MoveError(f"move {text!r} is ambiguous: mark the hits, e.g. "
                            f"{' or '.join(repr(m.text) for m in same)}")
        dice = f"{self.dice[0]}{self.dice[1]}"
        raise MoveError(f"move {text!r} is not legal with {dice}: {_why(self, paths, same)}")


def legal_moves(board: Board, dice: tuple[int, int]) -> LegalMoves:
    """The legal moves of a throw."""
    return LegalMoves(board, dice)


def _order(move: LegalMove) -> tuple[tuple[int, int], ...]:
    """Moves from the back first (highest sources, then highest targets)."""
    return tuple(sorted(((-s, -t) for s, t in move.play)))


def _change(board: Board, move: LegalMove) -> Counter[int]:
    """Checkers gained and lost per point of the mover."""
    return Counter({p: d for p in range(26) if (d := move.after.mover[p] - board.mover[p])})


def _hit_points(board: Board, move: LegalMove) -> frozenset[int]:
    """The mover's points where the move hits."""
    return frozenset(t for (_, t), h in zip(move.play, is_hit(board, move.play), strict=True) if h)


def _why(moves: LegalMoves, paths: list[Path], same: list[LegalMove]) -> str:
    """A short reason a written move is not legal."""
    board, (a, b) = moves.board, moves.dice
    if not moves:
        return "no move is possible"
    if same:
        return "the hits marked are not those it makes"
    ends = {p.points[-1] for p in paths}
    empty = [p.points[0] for p in paths if not board.mover[p.points[0]] and p.points[0] not in ends]
    if empty:
        return f"there is no checker on {format_point(empty[0])}"
    entering = sum(p.points[0] == BAR for p in paths)
    if board.mover[BAR] and entering < min(board.mover[BAR], len(moves.moves[0].play)):
        return "a checker on the bar must enter first"
    closed = [q for p in paths for q in p.points[1:] if OFF < q < BAR and board.opponent_on(q) >= 2]
    if closed:
        return f"point {closed[0]} is closed (two or more of the opponent's checkers)"
    if any(p.points[-1] == OFF for p in paths) and not is_all_home(board.mover):
        return "a checker may bear off only when all 15 are home"
    used = len(moves.moves[0].play)
    if used > 1 and len(paths) <= 1 and sum(p.points[0] - p.points[-1] for p in paths) in (a, b):
        return "both dice must be played when they can be"
    if used == 1 and a != b:
        return f"only one die can be played: the {_die_used(moves)}"
    return f"it is not one of the {len(moves)} legal moves (e.g. {moves.moves[0].text!r})"


def _die_used(moves: LegalMoves) -> int:
    """The single die the legal moves use: the distance the checker goes, or for a checker borne
    off from below a die's number, the higher die (§12.5: the higher one when either can be used)."""
    source, target = moves.moves[0].play[0]
    return source - target if source - target in moves.dice else max(moves.dice)

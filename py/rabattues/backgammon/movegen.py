"""Every legal play of a throw, each resulting position once (RULES.md §12.3–§12.5).

The search works on two lists in the mover's numbering: `me` (0 off, 1–24, 25 bar) and `you`,
the opponent's checkers on the mover's points (0 is the opponent's bar, 25 his borne-off
checkers), so hitting moves a checker from `you[t]` to `you[0]`. A play is a tuple of
(from, to) steps, one per die used; a step to 0 bears off.

Two plays that end in the same position are the same move: each leaf is keyed by the change
it makes to the base-16 number whose digits are the 52 counts, a key that two different
positions can never share (no count exceeds 15).

Doubles are searched with sources in non-increasing order only: any legal order of four
equal steps can be sorted so (entering first, checkers moved further before bearing off), so
this finds every position, each by exactly one sequence.
"""

from __future__ import annotations

from collections.abc import Callable

from .board import Board, Counts

Step = tuple[int, int]
Play = tuple[Step, ...]

_ME: tuple[int, ...] = tuple(16**i for i in range(26))
_YOU: tuple[int, ...] = tuple(16 ** (26 + i) for i in range(26))


def generate_plays(board: Board, dice: tuple[int, int]) -> list[Play]:
    """The legal plays of a throw, one per resulting position (empty if none is possible)."""
    me, you = list(board.mover), list(board.opponent[::-1])
    first, second = dice
    if first == second:
        return _doubles(me, you, first, _Open(you, first))
    high, low = max(first, second), min(first, second)
    return _non_doubles(me, you, high, low, _Open(you, high), _Open(you, low))


def dice_orders(dice: tuple[int, int]) -> list[tuple[int, ...]]:
    """The orders a throw's dice can be played in: either die first, a double's four times."""
    first, second = dice
    return [(first,) * 4] if first == second else [(first, second), (second, first)]


class _Open:
    """Where a die may go this turn: points are closed only by two or more opponent checkers,
    and a hit removes a single one, so which points are closed never changes during a turn."""

    __slots__ = ("die", "enter", "sources")

    def __init__(self, you: list[int], die: int) -> None:
        """The open targets of `die` against the opponent's checkers `you`."""
        self.die = die
        self.enter = you[25 - die] < 2
        self.sources = [s for s in range(24, die, -1) if you[s - die] < 2]



def apply_play(board: Board, play: Play) -> Board:
    """The board after a play, still seen by the player who moved."""
    me, you = list(board.mover), list(board.opponent[::-1])
    for source, target in play:
        _step(me, you, source, target)
    return Board(tuple(me), tuple(you[::-1]))


def is_hit(board: Board, play: Play) -> tuple[bool, ...]:
    """For each step of a play, whether it hits a blot."""
    me, you = list(board.mover), list(board.opponent[::-1])
    hits = []
    for source, target in play:
        hits.append(_step(me, you, source, target))
    return tuple(hits)


def _step(me: list[int], you: list[int], source: int, target: int) -> bool:
    """Move one checker (no check); True if it hit."""
    me[source] -= 1
    me[target] += 1
    if target and you[target] == 1:
        you[target] = 0
        you[0] += 1
        return True
    return False


def _sources(me: list[int], where: _Open) -> list[int]:
    """The points a checker may leave with this die."""
    if me[25]:
        return [25] if where.enter else []
    die = where.die
    found = [s for s in where.sources if me[s]]
    if any(me[7:25]):
        return found
    # Bearing off: exactly, or from the highest point with a larger die.
    if me[die]:
        found.append(die)
    highest = next((s for s in range(6, 0, -1) if me[s]), 0)
    if 0 < highest < die:
        found.append(highest)
    return found


def step_sources(me: list[int], you: list[int], die: int) -> list[int]:
    """The points a checker may leave with one die now (`me`, `you` as in this module's docstring)."""
    return _sources(me, _Open(you, die))


def sources_for(you: list[int], die: int) -> Callable[[list[int]], list[int]]:
    """`step_sources` for one die, all turn long: which points are closed never changes in a turn,
    so they are found once (a search through thousands of steps asks again and again)."""
    where = _Open(you, die)
    return lambda me: _sources(me, where)


def step(me: list[int], you: list[int], source: int, target: int) -> bool:
    """Move one checker, unchecked (the lists change); True if it hit a blot."""
    return _step(me, you, source, target)


def _move(me: list[int], you: list[int], source: int, die: int) -> tuple[int, int]:
    """Move one checker `die` points from `source`; (target, key change)."""
    target = source - die
    if target < 0:
        target = 0
    me[source] -= 1
    me[target] += 1
    delta = _ME[target] - _ME[source]
    if target and you[target] == 1:
        you[target] = 0
        you[0] += 1
        delta += _YOU[0] - _YOU[target]
    return target, delta


def _undo(me: list[int], you: list[int], source: int, target: int, delta: int) -> None:
    """Take back `_move` (a hit shows in the key change)."""
    me[source] += 1
    me[target] -= 1
    if target and delta != _ME[target] - _ME[source]:
        you[target] = 1
        you[0] -= 1


def _leaf(you: list[int], source: int, target: int) -> int:
    """The key change of a last step, without making it."""
    if target and you[target] == 1:
        return _ME[target] - _ME[source] + _YOU[0] - _YOU[target]
    return _ME[target] - _ME[source]


def _non_doubles(me: list[int], you: list[int], high: int, low: int, open_high: _Open, open_low: _Open,
                 ) -> list[Play]:
    """Both dice if possible (in either order), else the higher die if possible, else the lower."""
    both: dict[int, Play] = {}
    single: dict[int, Play] = {}
    for first, second, where, then in ((high, low, open_high, open_low), (low, high, open_low, open_high)):
        for source in _sources(me, where):
            target, delta = _move(me, you, source, first)
            follow = _sources(me, then)
            for source2 in follow:
                target2 = source2 - second if source2 > second else 0
                key = delta + _leaf(you, source2, target2)
                if key not in both:
                    both[key] = ((source, target), (source2, target2))
            if not follow and not both and first == high:
                single.setdefault(delta, ((source, target),))
            _undo(me, you, source, target, delta)
    if both:
        return list(both.values())
    if single:
        return list(single.values())
    return [((s, max(s - low, 0)),) for s in _sources(me, open_low)]


def _doubles(me: list[int], you: list[int], die: int, where: _Open) -> list[Play]:
    """As many of the four steps as possible; sources never increase along a play."""
    leaves: list[list[Play]] = [[], [], [], [], []]

    def search(top: int, play: Play) -> None:
        """Extend `play` with steps from points no higher than `top`."""
        sources = [s for s in _sources(me, where) if s <= top]
        if not sources:
            leaves[len(play)].append(play)
        elif len(play) == 3:  # the last step: no need to make it
            leaves[4] += [(*play, (s, s - die if s > die else 0)) for s in sources]
        else:
            for source in sources:
                target, delta = _move(me, you, source, die)
                search(source, (*play, (source, target)))
                _undo(me, you, source, target, delta)

    search(25, ())
    most = max(n for n in range(5) if leaves[n] or n == 0)
    return leaves[most] if most else []


def counts_after(board: Board, play: Play) -> Counts:
    """The mover's counts after a play (for quick comparisons)."""
    return apply_play(board, play).mover

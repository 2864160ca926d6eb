"""Properties over random positions and throws (hypothesis), checked by a second, simple move checker.

The reference below is written from RULES.md §12.3–§12.7 alone, deliberately naive: it tries
every order of the dice and every checker for every die, one step at a time, keeps the plays
using the most dice (the higher die if only one die can be played) and compares the sets of
resulting positions. It shares nothing with the engine's generator but the board type.
"""

from __future__ import annotations

from itertools import permutations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from rabattues.backgammon.board import START, Board
from rabattues.backgammon.game import legal_moves, new_game
from rabattues.backgammon.options import Options
from rabattues.backgammon.position_id import format_position_id, parse_position_id
from rabattues.kernel.actions import Opening

DICE = st.tuples(st.integers(1, 6), st.integers(1, 6))


@st.composite
def boards(draw: st.DrawFn, *, home_only: bool = False) -> Board:
    """A valid board: each of the 24 points is the roller's, the opponent's or empty."""
    owner = draw(st.lists(st.sampled_from("mo."), min_size=24, max_size=24))
    mine = [p for p in range(1, 25) if owner[p - 1] == "m" and (not home_only or p <= 6)]
    theirs = [25 - p for p in range(1, 25) if owner[p - 1] == "o"] + [25]
    assume(mine)
    if not home_only:
        mine.append(25)
    counts = []
    for places in (mine, theirs):
        row = [0] * 26
        for place in draw(st.lists(st.sampled_from([*places, 0, 0, 0]), min_size=15, max_size=15)):
            row[place] += 1
        if row[0] == 15:  # keep the game going: one checker back on the board
            row[0] -= 1
            row[places[0]] += 1
        counts.append(tuple(row))
    return Board(counts[0], counts[1])


def reference(board: Board, dice: tuple[int, int]) -> set[tuple[tuple[int, ...], tuple[int, ...]]]:
    """The boards after every legal play, by brute force over orders, checkers and steps."""
    rolls = [dice[0]] * 4 if dice[0] == dice[1] else list(dice)
    found: dict[tuple[tuple[int, ...], tuple[int, ...]], set[int]] = {}
    best = 0

    def walk(me: list[int], you: list[int], left: list[int], used: list[int]) -> None:
        nonlocal best
        moved = False
        if left:
            die = left[0]
            for source in range(25, 0, -1):
                if can_step(me, you, source, die):
                    me2, you2 = step(me, you, source, die)
                    walk(me2, you2, left[1:], [*used, die])
                    moved = True
        if not moved:
            best = max(best, len(used))
            found.setdefault((tuple(me), tuple(you)), set()).add(len(used) * 10 + max(used, default=0))

    for order in set(permutations(rolls)):
        walk(list(board.mover), list(board.opponent), list(order), [])
    if best == 0:
        return set()  # no die can be played: no move
    keep = {key for key, tags in found.items() if any(t // 10 == best for t in tags)}
    if best == 1 and dice[0] != dice[1]:
        high = {key for key in keep if 10 + max(dice) in found[key]}
        keep = high or keep
    return keep


def can_step(me: list[int], you: list[int], source: int, die: int) -> bool:
    """Whether one checker may move `die` from `source` (25 the bar), by the rules as written."""
    if me[source] == 0 or (me[25] and source != 25):
        return False
    target = source - die
    if target >= 1:
        return you[25 - target] < 2  # the opponent's point 25 − t is our t
    if any(me[7:26]):
        return False  # bearing off needs all 15 home
    return target == 0 or not any(me[source + 1: 7])


def step(me: list[int], you: list[int], source: int, die: int) -> tuple[list[int], list[int]]:
    """The counts after one step (a hit blot goes to its bar)."""
    me, you = me[:], you[:]
    target = max(source - die, 0)
    me[source] -= 1
    me[target] += 1
    if target and you[25 - target] == 1:
        you[25 - target] = 0
        you[25] += 1
    return me, you


@settings(max_examples=300, deadline=None)
@given(boards(), DICE)
def test_every_move_is_legal_and_every_legal_move_is_generated(board: Board, dice: tuple[int, int],
                                                               ) -> None:
    """The engine's moves are exactly the reference's, each resulting position once."""
    moves = legal_moves(board, dice)
    afters = [(m.after.mover, m.after.opponent) for m in moves]
    assert len(afters) == len(set(afters))
    assert set(afters) == reference(board, dice)


@settings(max_examples=200, deadline=None)
@given(boards(home_only=True), DICE)
def test_bearing_off_moves_match_the_reference(board: Board, dice: tuple[int, int]) -> None:
    """The same, in bear-off positions (all the roller's checkers home)."""
    assert {(m.after.mover, m.after.opponent) for m in legal_moves(board, dice)} == reference(board, dice)


@settings(max_examples=300, deadline=None)
@given(boards(), DICE)
def test_checkers_are_conserved(board: Board, dice: tuple[int, int]) -> None:
    """After any move each player still has 15 checkers (board, bar and off), and only hits reach a bar."""
    for move in legal_moves(board, dice):
        assert sum(move.after.mover) == sum(move.after.opponent) == 15
        assert move.after.opponent[25] - board.opponent[25] == move.text.count("*")  # `8/5*(2)`: one hit
        assert move.after.mover[0] >= board.mover[0]


@settings(max_examples=500, deadline=None)
@given(boards())
def test_position_id_round_trips(board: Board) -> None:
    """A board's Position ID reads back as the same board, and is 14 base64 characters."""
    text = format_position_id(board)
    assert len(text) == 14 and parse_position_id(text) == board


@settings(max_examples=300, deadline=None)
@given(boards(), DICE)
def test_the_most_dice_and_the_higher_die(board: Board, dice: tuple[int, int]) -> None:
    """Every move uses the same number of dice; one die alone is the higher one if it can be played."""
    moves = legal_moves(board, dice)
    used = {len(m.play) for m in moves}
    assert len(used) <= 1
    if moves and dice[0] != dice[1] and used == {1}:
        high = max(dice)
        me, you = list(board.mover), list(board.opponent)
        if any(can_step(me, you, s, high) for s in range(1, 26)):
            for move in moves:
                ((source, target),) = move.play
                assert can_step(me, you, source, high) and target == max(source - high, 0)


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 6), st.integers(1, 6))
def test_the_opening(white: int, black: int) -> None:
    """§12.2: equal dice are thrown again; otherwise the higher die's player plays both dice."""
    state = new_game(Options()).child(Opening(white, black))
    if white == black:
        assert state.opening and state.dice is None
        return
    assert state.turn == ("w" if white > black else "b") and state.dice == (white, black)
    assert all(sorted(s - t for s, t in m.play) == sorted((white, black))
               for m in legal_moves(START, (white, black)))


@settings(max_examples=200, deadline=None)
@given(boards(), st.integers(1, 6))
def test_doubles_are_played_up_to_four_times(board: Board, die: int) -> None:
    """§12.4: a double gives plays of up to four steps, each of the die (or bearing off with it)."""
    for move in legal_moves(board, (die, die)):
        assert 1 <= len(move.play) <= 4
        assert all(s - t == die or (t == 0 and s < die) for s, t in move.play)

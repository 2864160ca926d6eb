"""A move's first order of single steps, found alone (`first_path`), is the first that the search
through every order (`orders`) finds: in every position of seeded games, for every legal move."""

from __future__ import annotations

import random

import pytest

from rabattues.backgammon.board import START
from rabattues.backgammon.game import legal_moves
from rabattues.backgammon.movegen import apply_play
from rabattues.backgammon.paths import first_path, orders


@pytest.mark.parametrize("seed", range(6))
def test_a_moves_first_path_alone_is_the_first_of_all_its_orders(seed: int) -> None:
    rng = random.Random(seed)
    board, checked = START, 0
    for _ in range(120):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        moves = legal_moves(board, dice)
        if moves:
            every = orders(board, dice, moves)
            for move in moves:
                found = first_path(board, dice, moves, move.text)
                assert found == every[move.text][0], (board, dice, move.text)
                checked += 1
            board = apply_play(board, rng.choice(list(moves)).play)
        board = START if 0 in (sum(board.mover[1:]), sum(board.opponent[1:])) else board.flipped()
    assert checked > 1_000

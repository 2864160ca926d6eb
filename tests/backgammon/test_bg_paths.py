"""A move's first order of single steps, found alone (`first_path`), is the first that the search
through every order (`orders`) finds: in every position of seeded games, for every legal move."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from rabattues import api
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
                found = first_path(board, dice, moves, move)
                assert found == every[move.text][0], (board, dice, move.text)
                checked += 1
            board = apply_play(board, rng.choice(list(moves)).play)
        board = START if 0 in (sum(board.mover[1:]), sum(board.opponent[1:])) else board.flipped()
    assert checked > 1_000


def _view(kind: str) -> dict[str, Any]:
    """The view at the start, White on roll with 3-3 thrown, White played by `kind`."""
    players = {"w": {"name": "W", "kind": kind}, "b": {"name": "B", "kind": "human"}}
    start = {"position_id": "4HPwATDgc/ABMA", "turn": "w", "dice": [3, 3]}
    answer = json.loads(api.new_game(json.dumps({"game": "backgammon", "seed": 1, "players": players,
                                                 "start": start})))
    assert answer["ok"], answer
    view: dict[str, Any] = answer["view"]
    return view


def test_a_computers_moves_come_with_their_own_order_alone_and_a_players_with_every_order() -> None:
    """docs/PROTOCOL.md: the paths are for the player's step-by-step choice; nobody chooses the
    computer's steps. 3-3 at the start: 13/10(2) 6/3(2) can be played in 6 orders."""
    player, computer = _view("human"), _view("computer")
    assert [m["move"] for m in player["moves"]] == [m["move"] for m in computer["moves"]]
    assert all(m["paths"] == [m["steps"]] for m in computer["moves"])
    both = next(m for m in player["moves"] if m["move"] == "13/10(2) 6/3(2)")
    assert len(both["paths"]) == 6 and both["paths"][0] == both["steps"]
    assert [m["steps"] for m in player["moves"]] == [m["steps"] for m in computer["moves"]]

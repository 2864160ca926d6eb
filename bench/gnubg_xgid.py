"""GNU Backgammon's own reading of the XGIDs the engine writes (`tests/backgammon/test_bg_xgid_gnubg.py`).

GNU Backgammon (GPL, the Debian package `gnubg`) only runs beside the engine, never shipped or
imported by it. Inside gnubg's embedded Python, from the repository's root:

    STATES=80 SEED=1 OUT=tests/data/backgammon/gnubg_xgid.json gnubg -q -t -p bench/gnubg_xgid.py

For each state (random checkers from random play, a random turn, cube, dice or double offered,
money play or a match at a random score) it writes the state's own fields, the XGID the engine
formats for it, and what gnubg reads from that XGID (`set xgid`): its Position ID, dice, cube
value and owner, whose turn and move it is (gnubg keeps no pending double: it reads `D` as no
dice), the match length, the score and the Crawford game. The test compares gnubg's reading
with the state's fields.
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(os.getcwd()) / "py"))

import gnubg  # type: ignore[import-not-found]  # only inside GNU Backgammon

from rabattues.backgammon.board import START, Board, winner_side
from rabattues.backgammon.game import GameState
from rabattues.backgammon.moves import legal_moves
from rabattues.backgammon.options import Options
from rabattues.backgammon.position_id import format_position_id
from rabattues.backgammon.xgid import format_xgid
from rabattues.kernel.cube import Cube
from rabattues.kernel.match import Match


def random_board(rng: random.Random) -> Board:
    """The board after a random number of random moves, the game not over."""
    board = START
    for _turn in range(rng.randint(0, 60)):
        moves = legal_moves(board, (rng.randint(1, 6), rng.randint(1, 6))).moves
        after = rng.choice(moves).after.flipped() if moves else board.flipped()
        if winner_side(after) is not None:
            break
        board = after
    return board


def random_state(rng: random.Random) -> GameState:
    """A money game's state with a random turn, cube, and either dice thrown or a double offered."""
    value = rng.choice([1, 2, 4, 8, 16])
    owner = None if value == 1 else rng.choice(["w", "b"])
    turn = rng.choice(["w", "b"])
    offered = owner in (None, turn) and rng.random() < 0.25
    dice = None if offered or rng.random() < 0.3 else (rng.randint(1, 6), rng.randint(1, 6))
    match = random_match(rng) if rng.random() < 0.5 else None
    if match is not None and match.crawford:  # no double in the Crawford game: the cube stays at 1
        value, owner, offered = 1, None, False
    options = Options(cube_max=rng.choice([32, 64]), jacoby=match is None and rng.random() < 0.5)
    return GameState(options, random_board(rng), turn, opening=False, dice=dice,
                     cube=Cube(value, owner), offered=offered, match=match)


def random_match(rng: random.Random) -> Match:
    """A match of 1 to 25 points at a random score, the Crawford game where it may be one."""
    length = rng.randint(1, 25)
    score = (rng.randint(max(0, length - 3), length - 1), rng.randint(0, length - 1))
    if rng.random() < 0.5:
        score = (score[1], score[0])
    crawford = [s == length - 1 for s in score].count(True) == 1 and length > 1 and rng.random() < 0.5
    return Match(length, score, crawford)


def gnubg_reading(xgid: str) -> dict[str, object]:
    """What gnubg reads from an XGID."""
    gnubg.command(f"set xgid {xgid}")
    pos, cube = gnubg.posinfo(), gnubg.cubeinfo()
    return {"position_id": gnubg.positionid(), "dice": list(pos["dice"]), "turn": pos["turn"],
            "move": cube["move"], "cube": cube["cube"], "cube_owner": cube["cubeowner"],
            "jacoby": cube["jacoby"], "match_length": cube["matchto"], "score": list(cube["score"]),
            "crawford": cube["crawford"]}


def main() -> None:
    count, seed = int(os.environ.get("STATES", "80")), int(os.environ.get("SEED", "1"))
    rng = random.Random(seed)
    for command in ("set display off", "set player 0 human", "set player 1 human", "new session"):
        gnubg.command(command)
    rows = []
    for _ in range(count):
        state = random_state(rng)
        xgid = format_xgid(state)
        rows.append({"state": {"position_id": format_position_id(state.board), "turn": state.turn,
                               "dice": list(state.dice) if state.dice else None, "offered": state.offered,
                               "cube": state.cube.value, "owner": state.cube.owner,
                               "jacoby": state.options.jacoby, "cube_max": state.options.cube_max,
                               "match": state.match.to_json() if state.match else None},
                     "xgid": xgid, "gnubg": gnubg_reading(xgid)})
    text = json.dumps({"gnubg": "GNU Backgammon 1.07.001", "seed": seed, "rows": rows}, indent=0)
    Path(os.environ.get("OUT", "gnubg_xgid.json")).write_text(text + "\n", encoding="utf-8")


main()

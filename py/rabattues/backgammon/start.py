"""Where a backgammon record starts when not from the opening: a position, its player on roll and,
as a pasted XGID gives them, the dice he has thrown and the cube.

    "start": {"position_id": "4HPwATDgc/ABMA", "turn": "b", "dice": [3, 1],
              "cube": {"value": 2, "owner": "b"}}

`dice` and `cube` are optional: without `dice` the player on roll throws first; without `cube`
it lies in the middle at 1. The dice were thrown before the record began, so they are not the
seed's: the seed's first throw is the next one. Dice that give no legal move pass the turn at
once, as any throw does.

>>> from .options import Options
>>> start = read_start({"position_id": "4HPwATDgc/ABMA", "turn": "b", "dice": [3, 1],
...                     "cube": {"value": 2, "owner": "b"}})
>>> state = start.state(Options())
>>> state.turn, state.dice, state.cube.value, state.cube.owner
('b', (3, 1), 2, 'b')
>>> read_start(start.to_json()) == start
True
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ..kernel.actions import Throw, are_faces
from ..kernel.colors import COLORS, Color
from ..kernel.cube import Cube
from ..kernel.limits import clip
from ..kernel.match import Match
from ..kernel.record_errors import RecordError
from .board import Board
from .game import GameState, new_game
from .options import Options
from .position_id import format_position_id, parse_position_id

KEYS = frozenset({"position_id", "turn", "dice", "cube"})
SHAPE = ("'start' must be {\"position_id\": ..., \"turn\": \"w\" or \"b\"}, with \"dice\": [a, b] and "
         "\"cube\": {\"value\": ..., \"owner\": ...} if the position has them")
CUBE_PROBLEMS = {
    "impossible": "a cube at 1 lies in the middle, and a cube above 1 is owned by the player who took it",
    "off": "this game is played without the cube (rule cube=off)",
    "max": "the cube is past this game's largest (rule cube_max)",
    "crawford": "the cube stays in the middle, at 1, in the Crawford game",
}
"""Why a start's cube cannot be: each by the code the page words (`cube_why` of a pasted report)."""


@dataclass(frozen=True, slots=True)
class Start:
    """A position to start from: the board seen by the player to roll, who he is, the dice he has
    thrown (None: he throws first) and the cube."""

    board: Board
    turn: Color = "w"
    dice: tuple[int, int] | None = None
    cube: Cube = field(default_factory=Cube)

    def to_json(self) -> dict[str, Any]:
        """`{"position_id", "turn"}`, and `dice` and `cube` when there are some."""
        data: dict[str, Any] = {"position_id": format_position_id(self.board), "turn": self.turn}
        if self.dice is not None:
            data["dice"] = list(self.dice)
        if self.cube != Cube():
            data["cube"] = {"value": self.cube.value, "owner": self.cube.owner}
        return data

    def state(self, options: Options, match: Match | None = None) -> GameState:
        """The state the record starts from: the position, its cube, its dice thrown."""
        state = replace(new_game(options, self.board, self.turn, match), cube=self.cube)
        return state if self.dice is None else state.child(Throw(self.dice))


def read_start(value: object) -> Start:
    """A record's `start`, each part checked (RecordError saying which is wrong)."""
    keys = set(value) if isinstance(value, dict) else set()
    if not (isinstance(value, dict) and {"position_id", "turn"} <= keys <= KEYS and value["turn"] in COLORS):
        raise RecordError(SHAPE)
    turn: Color = "w" if value["turn"] == "w" else "b"
    board = parse_position_id(value["position_id"])
    return Start(board, turn, _dice(value.get("dice")), _cube(value.get("cube")))


def _dice(value: object) -> tuple[int, int] | None:
    """The start's dice: two faces, or none."""
    if value is None:
        return None
    faces = tuple(value) if isinstance(value, list) else ()
    if len(faces) != 2 or not all(type(f) is int for f in faces) or not are_faces(faces):
        raise RecordError(f"the start's dice must be two faces from 1 to 6, e.g. [3, 1], "
                          f"not {clip(str(value))}")
    return faces[0], faces[1]


def _cube(value: object) -> Cube:
    """The start's cube: turned, so above 1 and owned (none: in the middle at 1)."""
    if value is None:
        return Cube()
    good = isinstance(value, dict) and set(value) == {"value", "owner"} and value["owner"] in COLORS
    number = value.get("value") if isinstance(value, dict) else None
    if not (good and type(number) is int and 2 <= number <= 64 and number & (number - 1) == 0):
        raise RecordError("the start's cube must be {\"value\": 2, 4, ... or 64, \"owner\": \"w\" or \"b\"}")
    assert isinstance(value, dict)
    return Cube(number, "w" if value["owner"] == "w" else "b")


def cube_problem(cube: Cube, options: Options, match: Match | None) -> str | None:
    """Why a game of these rules cannot start with this cube (a key of CUBE_PROBLEMS), or None."""
    if cube == Cube():
        return None
    if not options.cube:
        return "off"
    if cube.value > options.cube_max:
        return "max"
    return "crawford" if match is not None and match.crawford else None

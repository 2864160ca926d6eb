"""The backgammon game record: the kernel's envelope (kernel/record.py) with `"game": "backgammon"`.

    {"format": 1, "game": "backgammon", "preset": "money", "rules": {...}, "seed": 7,
     "dice": "seeded", "players": {...}, "start": {"position_id": "...", "turn": "w"},
     "actions": ["o31", "8/5 6/5", "64", "24/18 13/9", "double", "take", ...]}

`start` is optional (without it the game begins with the opening throws; with it, the position,
and the dice thrown and the cube if it has them: start.py); so is `match`
(kernel/record.py; without it, money play): a match record holds one game after another, each
new game beginning with its opening throw once the game before is over. A move is written
as GNU Backgammon writes it; a throw with no legal move is followed directly by the next
throw. Replay is a fold of `GameState.step` over the actions, the seed's dice checked.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..kernel import dice as seeded
from ..kernel.record import GameRecord
from ..kernel.record_errors import RecordError
from . import actions as actions_module
from . import options as options_module
from .actions import Action, Move
from .game import GameState, check_match_rules, new_game
from .options import PRESET, Options, preset
from .start import CUBE_PROBLEMS, Start, cube_problem, read_start

GAME = "backgammon"


@dataclass(frozen=True, slots=True, kw_only=True)
class Record(GameRecord[Options, Start, Action, GameState]):
    """A whole backgammon game: its rules, seed, players, start and actions."""

    GAME: ClassVar[str] = GAME
    MATCHES: ClassVar[bool] = True
    LEVELS: ClassVar[tuple[str, ...]] = ("beginner", "intermediate", "expert", "master")
    """`levels.LEVELS`' names, weakest first (a record is read without loading the networks)."""
    DEFAULT_PRESET: ClassVar[str] = PRESET
    RULES: ClassVar[Any] = options_module
    ACTIONS: ClassVar[Any] = actions_module

    options: Options = field(default_factory=Options)
    preset: str = PRESET

    def initial_state(self) -> GameState:
        """The state before the first action."""
        if self.start is None:
            return new_game(self.options, match=self.match)
        return self.start.state(self.options, self.match)

    def check(self) -> None:
        """§12.10: a match's rules (no Jacoby rule, a stake of 1); a start's cube the rules allow."""
        if self.match is not None:
            try:
                check_match_rules(self.options)
            except ValueError as error:
                raise RecordError(str(error)) from None
        problem = None if self.start is None else cube_problem(self.start.cube, self.options, self.match)
        if problem is not None:
            raise RecordError(f"the start's cube cannot be: {CUBE_PROBLEMS[problem]}")

    @classmethod
    def read_start(cls, value: object) -> Start:
        """The optional start: a Position ID, the player to roll, his dice and the cube (start.py)."""
        return read_start(value)

    def start_json(self) -> dict[str, object]:
        """The start as JSON (start.py)."""
        assert self.start is not None
        return self.start.to_json()


def new_record(*, options: Options | None = None, seed: int | None = None, **fields: Any) -> Record:
    """A record of a backgammon game not yet started."""
    seed = seeded.new_seed() if seed is None else seeded.check_seed(seed)
    return Record(options=options or preset(PRESET), preset=PRESET, seed=seed, **fields)


parse, load, loads = Record.parse, Record.load, Record.loads
"""A record from a parsed JSON value (fields checked; loaded: replayed too), or from JSON text."""


__all__ = ["GAME", "Move", "Record", "RecordError", "Start", "load", "loads", "new_record",
           "parse"]

"""The 1699 game's record: the kernel's envelope (kernel/record.py) with this game's options,
its start (a position in the notation of RULES.md §11) and its actions (`43`, `o52`, `c1`, ...).

Records were once written without `game`: such a record is this game's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..kernel import dice as seeded
from ..kernel.actions import ActionError
from ..kernel.envelope import DiceSource, Player
from ..kernel.json_input import decode
from ..kernel.record import GameRecord
from ..kernel.record_errors import RecordError, RecordFullError, check_room
from . import actions as actions_module
from . import options as options_module
from .actions import Action
from .game import GameState, Step, new_game
from .notation import format_position, parse_position
from .options import DEFAULT_PRESET, Options
from .options import preset as preset_options
from .position import Position

GAME = "dames-rabattues"


@dataclass(frozen=True, slots=True, kw_only=True)
class Record(GameRecord[Options, Position, Action, GameState]):
    """A whole game of Dames Rabattues: its rules, seed, players, start and actions."""

    GAME: ClassVar[str] = GAME
    NAMELESS: ClassVar[bool] = True
    REFUSED: ClassVar[type[ValueError]] = ActionError
    DEFAULT_PRESET: ClassVar[str] = DEFAULT_PRESET
    RULES: ClassVar[Any] = options_module
    ACTIONS: ClassVar[Any] = actions_module

    options: Options = field(default_factory=Options)
    preset: str = DEFAULT_PRESET

    def initial_state(self) -> GameState:
        """The state before the first action."""
        return new_game(self.options, self.start)

    @classmethod
    def read_start(cls, value: object) -> Position:
        """A position in notation."""
        return parse_position(value)

    def start_json(self) -> str:
        """The start in notation."""
        assert self.start is not None
        return format_position(self.start)


def new_record(preset: str = DEFAULT_PRESET, *, options: Options | None = None, seed: int | None = None,
               **fields: Any) -> Record:
    """A record of a game not yet started."""
    rules = options if options is not None else preset_options(preset)
    seed = seeded.new_seed() if seed is None else seeded.check_seed(seed)
    return Record(options=rules, preset=preset, seed=seed, **fields)


parse, load, loads = Record.parse, Record.load, Record.loads
"""A record from a parsed JSON value (fields checked; loaded: replayed too), or from JSON text."""


__all__ = ["GAME", "DiceSource", "Player", "Record", "RecordError", "RecordFullError", "Step", "check_room",
           "decode", "load", "loads", "new_record", "parse"]

"""The 1699 game's record: the kernel's envelope (kernel/record.py) with this game's options,
its start (a position in the notation of RULES.md §11) and its actions (`43`, `o52`, `c1`, ...).

Records were once written without `game`: such a record is this game's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..kernel import dice as seeded
from ..kernel.actions import ActionError
from ..kernel.record import DiceSource, GameRecord, Player, decode
from ..kernel.record_errors import RecordError, RecordFullError, check_room
from .actions import Action, format_action, parse_action
from .game import GameState, Step, new_game
from .notation import format_position, parse_position
from .options import DEFAULT_PRESET, Options, from_json
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

    options: Options = field(default_factory=Options)
    preset: str = DEFAULT_PRESET

    def initial_state(self) -> GameState:
        """The state before the first action."""
        return new_game(self.options, self.start)

    @classmethod
    def preset_options(cls, name: str) -> Options:
        """The options of a named preset."""
        return preset_options(name)

    @classmethod
    def options_from_json(cls, rules: object) -> Options:
        """Options from a JSON object naming every option."""
        return from_json(rules)

    @classmethod
    def read_start(cls, value: object) -> Position:
        """A position in notation."""
        return parse_position(value)

    @classmethod
    def read_action(cls, text: object) -> Action:
        """An action's token."""
        return parse_action(text)

    @classmethod
    def write_action(cls, action: Action) -> str:
        """An action's token."""
        return format_action(action)

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


def parse(data: object) -> Record:
    """A record's fields from a parsed JSON value, each checked; its actions are checked by replay."""
    return Record.parse(data)


def load(data: object) -> Record:
    """A record from a parsed JSON value, fully checked and replayed."""
    return Record.load(data)


def loads(text: str) -> Record:
    """A record from JSON text, fully checked and replayed; RecordError if anything is wrong."""
    return Record.loads(text)


__all__ = ["GAME", "DiceSource", "Player", "Record", "RecordError", "RecordFullError", "Step", "check_room",
           "decode", "load", "loads", "new_record", "parse"]

"""The game record (JSON, `"format": 1`): the truth of a game; replay is a fold over it.

A record names its preset and every option, the seed, the players, where the game started
and every action, dice included, so it replays the same on any machine.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from ..kernel import dice as seeded
from ..kernel.actions import ActionError, Opening, Throw
from ..kernel.colors import COLORS, NAMES, Color
from ..kernel.limits import MAX_ACTIONS, MAX_DEPTH, MAX_NAME, MAX_RECORD_CHARS, clip
from ..kernel.options import OptionError
from ..kernel.record_errors import RecordError as RecordError
from ..kernel.record_errors import RecordFullError as RecordFullError
from ..kernel.record_errors import check_room as check_room
from ..kernel.replay import last_state, replay_steps
from .actions import Action, format_action, parse_action
from .game import GameState, Step, new_game
from .notation import format_position, parse_position
from .options import DEFAULT_PRESET, Options, from_json
from .options import preset as preset_options
from .position import Position

FORMAT = 1
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]')
"""A JSON string (its closing quote optional, so a match never fails and never backtracks), or a bracket."""
DiceSource = Literal["seeded", "typed"]
KINDS = ("human", "computer")
_KEYS = {"format", "preset", "rules", "seed", "dice", "players", "start", "actions"}


@dataclass(frozen=True, slots=True)
class Player:
    """A player's name and whether the app plays for him."""

    name: str
    kind: Literal["human", "computer"] = "human"


def default_players() -> dict[Color, Player]:
    """Two people at one device."""
    return {c: Player(NAMES[c]) for c in COLORS}


@dataclass(frozen=True, slots=True)
class Record:
    """A whole game: its rules, seed, players, start and actions."""

    options: Options = field(default_factory=Options)
    preset: str = DEFAULT_PRESET
    seed: int = 0
    dice: DiceSource = "seeded"
    """`seeded`: every die comes from the seed; `typed`: dice thrown at a table, typed in."""
    players: dict[Color, Player] = field(default_factory=default_players)
    start: Position | None = None
    """None: a new game with the opening throws; else the position the game started from."""
    actions: tuple[Action, ...] = ()

    def initial_state(self) -> GameState:
        """The state before the first action."""
        return new_game(self.options, self.start)

    def steps(self) -> Iterator[Step]:
        """Replay: each action's step in turn; RecordError at the first impossible one."""
        seed = self.seed if self.dice == "seeded" else None
        return replay_steps(self.initial_state(), self.actions, seed=seed, name=format_action,
                            refused=ActionError)

    def final_state(self) -> GameState:
        """The state after every action."""
        return last_state(self.initial_state(), self.steps())

    def dice_drawn(self) -> int:
        """How many dice the record has thrown so far (the next die's index in the seed's sequence)."""
        return 2 * sum(isinstance(a, Opening | Throw) for a in self.actions)

    def next_dice(self) -> tuple[int, int]:
        """The two dice the seed gives next."""
        first, second = seeded.dice(self.seed, self.dice_drawn(), 2)
        return first, second

    def with_action(self, action: Action) -> Record:
        """This record with one more action (not checked: replay checks); RecordFullError at the limit."""
        check_room(len(self.actions))
        return replace(self, actions=(*self.actions, action))

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON object."""
        data: dict[str, Any] = {
            "format": FORMAT, "preset": self.preset, "rules": self.options.to_json(),
            "seed": self.seed, "dice": self.dice,
            "players": {c: {"name": p.name, "kind": p.kind} for c, p in self.players.items()},
        }
        if self.start is not None:
            data["start"] = format_position(self.start)
        data["actions"] = [format_action(a) for a in self.actions]
        return data

    def dumps(self) -> str:
        """The record as JSON text."""
        return json.dumps(self.to_json(), ensure_ascii=False)


def new_record(preset: str = DEFAULT_PRESET, *, options: Options | None = None, seed: int | None = None,
               **fields: Any) -> Record:
    """A record of a game not yet started."""
    rules = options if options is not None else preset_options(preset)
    return Record(rules, preset, seeded.new_seed() if seed is None else seeded.check_seed(seed), **fields)


def check_depth(text: str, limit: int = MAX_DEPTH) -> None:
    """Refuse JSON text nested deeper than `limit` before parsing it (RecordError).

    CPython's parser raises RecursionError on deep nesting, but in Pyodide the WebAssembly stack
    overflows first: a fatal error that kills the whole runtime. A record is 3 levels deep.
    """
    if text.count("[") + text.count("{") <= limit:
        return
    depth = 0
    for token in _TOKENS.finditer(text):  # one pass: strings are skipped whole, brackets counted
        mark = token[0]
        if mark in "[{":
            depth += 1
            if depth > limit:
                raise RecordError(f"not JSON this app reads: nested deeper than {limit} levels")
        elif mark in "]}":
            depth -= 1


def loads(text: str) -> Record:
    """A record from JSON text, fully checked and replayed; RecordError if anything is wrong."""
    return load(decode(text))


def decode(text: str) -> object:
    """The JSON value of a record's text, its size and nesting checked first."""
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(f"record too large: {len(text)} characters (at most {MAX_RECORD_CHARS})")
    check_depth(text)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        raise RecordError(f"not JSON: {str(error)[:80]}") from None


def load(data: object) -> Record:
    """A record from a parsed JSON value, fully checked and replayed."""
    record = parse(data)
    try:
        record.final_state()  # every action must be possible
    except RecordError:
        raise
    except ValueError as error:  # e.g. a start position where the game is already over
        raise RecordError(str(error)) from None
    return record


def parse(data: object) -> Record:
    """A record's fields from a parsed JSON value, each checked; its actions are checked by replay."""
    try:
        return _parse(data)
    except RecordError:
        raise
    except ValueError as error:  # option, notation, seed and action errors
        raise RecordError(str(error)) from None


def _parse(data: object) -> Record:
    """The fields of a record, each checked."""
    if not isinstance(data, dict):
        raise RecordError(f"a record must be a JSON object, not {type(data).__name__}")
    if "game" in data:  # a backgammon record is read by backgammon.record; no other game exists
        game = clip(str(data["game"]))
        raise RecordError(f"unknown game {game!r} here (a record of Dames Rabattues has no 'game')")
    unknown = sorted(str(k) for k in set(data) - _KEYS)
    if unknown:
        raise RecordError(f"unknown key {clip(unknown[0])!r} in record")
    version = data.get("format")
    if type(version) is not int:
        raise RecordError("record has no 'format' number")
    if version > FORMAT:
        raise RecordError(f"record format {version} is newer than this app reads ({FORMAT})")
    if version != FORMAT:
        raise RecordError(f"unknown record format {version}")
    for key in ("preset", "rules", "seed", "actions"):
        if key not in data:
            raise RecordError(f"record has no {key!r}")
    name = data["preset"]
    if not isinstance(name, str):
        raise RecordError("'preset' must be text")
    try:
        preset_options(name)
        options = from_json(data["rules"])
    except OptionError as error:
        raise RecordError(str(error)) from None
    actions = data["actions"]
    if not isinstance(actions, list):
        raise RecordError("'actions' must be a list")
    if len(actions) > MAX_ACTIONS:
        raise RecordError(f"too many actions: {len(actions)} (at most {MAX_ACTIONS})")
    start = data.get("start")
    return Record(
        options=options, preset=name, seed=seeded.check_seed(data["seed"]),
        dice=_dice_source(data.get("dice", "seeded")), players=_players(data.get("players")),
        start=None if start is None else parse_position(start),
        actions=tuple(parse_action(a) for a in actions),
    )


def _dice_source(value: object) -> DiceSource:
    """Where the dice came from."""
    if value == "seeded":
        return "seeded"
    if value == "typed":
        return "typed"
    raise RecordError(f"bad 'dice' {clip(str(value))!r} (seeded or typed)")


def _players(value: object) -> dict[Color, Player]:
    """The players object: for `w` and `b`, a name and a kind."""
    if value is None:
        return default_players()
    if not isinstance(value, dict) or set(value) != set(COLORS):
        raise RecordError("'players' must have exactly 'w' and 'b'")
    players: dict[Color, Player] = {}
    for color in COLORS:
        entry = value[color]
        if not isinstance(entry, dict) or set(entry) - {"name", "kind"}:
            raise RecordError(f"player {color!r} must be an object with 'name' and 'kind'")
        name, kind = entry.get("name", NAMES[color]), entry.get("kind", "human")
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
            raise RecordError(f"player {color!r}: a name of 1 to {MAX_NAME} characters")
        if kind not in KINDS:
            raise RecordError(f"player {color!r}: bad kind {clip(str(kind))!r} (human or computer)")
        players[color] = Player(name, "computer" if kind == "computer" else "human")
    return players

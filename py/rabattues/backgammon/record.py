"""The backgammon game record: the 1699 game's JSON record, with `"game": "backgammon"`.

    {"format": 1, "game": "backgammon", "preset": "money", "rules": {...}, "seed": 7,
     "dice": "seeded", "players": {...}, "start": {"position_id": "...", "turn": "w"},
     "actions": ["o31", "8/5 6/5", "64", "24/18 13/9", "double", "take", ...]}

`start` is optional (without it the game begins with the opening throws). A move is written
as GNU Backgammon writes it; a throw with no legal move is followed directly by the next
throw. Replay is a fold of `GameState.step` over the actions, the seed's dice checked.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from ..dames.record import (
    FORMAT,
    DiceSource,
    Player,
    RecordError,
    _dice_source,
    _players,
    check_room,
    decode,
    default_players,
)
from ..kernel import dice as seeded
from ..kernel.actions import Opening, Throw
from ..kernel.colors import COLORS, Color
from ..kernel.limits import MAX_ACTIONS
from ..kernel.options import OptionError
from ..kernel.replay import last_state, replay_steps
from .actions import Action, Move, format_action, parse_action
from .board import Board
from .game import GameState, Step, new_game
from .options import PRESET, Options, from_json, preset
from .position_id import format_position_id, parse_position_id

GAME = "backgammon"
_KEYS = {"format", "game", "preset", "rules", "seed", "dice", "players", "start", "actions"}


@dataclass(frozen=True, slots=True)
class Start:
    """A position to start from: the board seen by the player to roll, and who he is."""

    board: Board
    turn: Color = "w"

    def to_json(self) -> dict[str, str]:
        """`{"position_id": ..., "turn": ...}`."""
        return {"position_id": format_position_id(self.board), "turn": self.turn}


@dataclass(frozen=True, slots=True)
class Record:
    """A whole backgammon game: its rules, seed, players, start and actions."""

    options: Options = field(default_factory=Options)
    preset: str = PRESET
    seed: int = 0
    dice: DiceSource = "seeded"
    players: dict[Color, Player] = field(default_factory=default_players)
    start: Start | None = None
    actions: tuple[Action, ...] = ()

    def initial_state(self) -> GameState:
        """The state before the first action."""
        if self.start is None:
            return new_game(self.options)
        return new_game(self.options, self.start.board, self.start.turn)

    def steps(self) -> Iterator[Step]:
        """Replay: each action's step in turn; RecordError at the first impossible one."""
        seed = self.seed if self.dice == "seeded" else None
        return replay_steps(self.initial_state(), self.actions, seed=seed, name=format_action)

    def final_state(self) -> GameState:
        """The state after every action."""
        return last_state(self.initial_state(), self.steps())

    def next_dice(self) -> tuple[int, int]:
        """The two dice the seed gives next."""
        drawn = 2 * sum(isinstance(a, Opening | Throw) for a in self.actions)
        first, second = seeded.dice(self.seed, drawn, 2)
        return first, second

    def with_action(self, action: Action) -> Record:
        """This record with one more action (not checked: replay checks); refused at the limit."""
        check_room(len(self.actions))
        return replace(self, actions=(*self.actions, action))

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON object."""
        data: dict[str, Any] = {
            "format": FORMAT, "game": GAME, "preset": self.preset, "rules": self.options.to_json(),
            "seed": self.seed, "dice": self.dice,
            "players": {c: {"name": p.name, "kind": p.kind} for c, p in self.players.items()},
        }
        if self.start is not None:
            data["start"] = self.start.to_json()
        data["actions"] = [format_action(a) for a in self.actions]
        return data

    def dumps(self) -> str:
        """The record as JSON text."""
        return json.dumps(self.to_json(), ensure_ascii=False)


def new_record(*, options: Options | None = None, seed: int | None = None, **fields: Any) -> Record:
    """A record of a backgammon game not yet started."""
    seed = seeded.new_seed() if seed is None else seeded.check_seed(seed)
    return Record(options or preset(PRESET), PRESET, seed, **fields)


def is_backgammon(data: object) -> bool:
    """Whether a parsed JSON record says it is a backgammon game (no `game`: Dames Rabattues)."""
    return isinstance(data, dict) and data.get("game") == GAME


def loads(text: str) -> Record:
    """A record from JSON text, fully checked and replayed; RecordError if anything is wrong."""
    return load(decode(text))


def load(data: object) -> Record:
    """A record from a parsed JSON value, fully checked and replayed."""
    try:
        record = _parse(data)
        record.final_state()
    except RecordError:
        raise
    except ValueError as error:  # options, seed, Position ID, action text
        raise RecordError(str(error)) from None
    return record


def parse(data: object) -> Record:
    """The fields of a record, each checked, its actions not replayed (replay checks them)."""
    try:
        return _parse(data)
    except RecordError:
        raise
    except ValueError as error:  # options, seed, Position ID, action text
        raise RecordError(str(error)) from None


def _parse(data: object) -> Record:
    """The fields of a record, each checked."""
    if not isinstance(data, dict):
        raise RecordError(f"a record must be a JSON object, not {type(data).__name__}")
    unknown = sorted(str(k) for k in set(data) - _KEYS)
    if unknown:
        raise RecordError(f"unknown key {unknown[0][:40]!r} in record")
    if data.get("game") != GAME:
        raise RecordError(f"not a backgammon record (game {str(data.get('game'))[:30]!r})")
    version = data.get("format")
    if type(version) is not int or version != FORMAT:
        raise RecordError(f"unknown record format {str(version)[:20]} (this app reads {FORMAT})")
    for key in ("preset", "rules", "seed", "actions"):
        if key not in data:
            raise RecordError(f"record has no {key!r}")
    try:
        preset(data["preset"] if isinstance(data["preset"], str) else "")
        options = from_json(data["rules"])
    except OptionError as error:
        raise RecordError(str(error)) from None
    actions = data["actions"]
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise RecordError(f"'actions' must be a list of at most {MAX_ACTIONS}")
    return Record(options, data["preset"], seeded.check_seed(data["seed"]),
                  _dice_source(data.get("dice", "seeded")), _players(data.get("players")),
                  _start(data.get("start")), tuple(parse_action(a) for a in actions))


def _start(value: object) -> Start | None:
    """The optional start: a Position ID and the player to roll."""
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"position_id", "turn"} or value["turn"] not in COLORS:
        raise RecordError("'start' must be {\"position_id\": ..., \"turn\": \"w\" or \"b\"}")
    return Start(parse_position_id(value["position_id"]), "w" if value["turn"] == "w" else "b")


__all__ = ["GAME", "Move", "Record", "RecordError", "Start", "is_backgammon", "load", "loads", "new_record",
           "parse"]

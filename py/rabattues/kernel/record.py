"""The game record (JSON, `"format": 1`): the truth of a game, one envelope for every game.

    {"format": 1, "game": "backgammon", "preset": "money", "rules": {...}, "seed": 7,
     "dice": "seeded", "players": {"w": {"name": "Anne", "kind": "human"}, "b": {...}},
     "start": ..., "actions": ["o31", "8/5 6/5", "64", ...]}

A record names its game, its preset and every option, the seed, the players, where the game
started (optional), the match it is played in (optional: `"match": {"length": 5, "score":
{"w": 0, "b": 0}, "crawford": false}`, the score at the record's start; without it, a single
game) and every action, dice included, so it replays the same on any machine:
replay is a fold of the game's `step` over the actions, the seed's dice checked. A game's
record class says what is its own: its options, its start, its actions and its first state.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Generic, Self, TypeVar

from . import dice as seeded
from .actions import ActionError, Opening, Throw
from .colors import Color
from .envelope import FORMAT, DiceSource, Player, check_envelope, default_players, dice_source, read_players
from .json_input import decode
from .limits import clip
from .match import Match, read_match
from .options import HasRules, OptionError
from .record_errors import RecordError, check_room
from .replay import Stepped, last_state, replay_steps

OptionsT = TypeVar("OptionsT", bound=HasRules)
StartT = TypeVar("StartT")
ActionT = TypeVar("ActionT")
StateT = TypeVar("StateT")


@dataclass(frozen=True, slots=True, kw_only=True)
class GameRecord(Generic[OptionsT, StartT, ActionT, StateT]):
    """A whole game: its rules, seed, players, start and actions. Each game's record class
    names its game (`GAME`) and says how its options, start and actions are read and written."""

    GAME: ClassVar[str]
    MATCHES: ClassVar[bool] = False
    """Whether the game is played in matches (a record's `match`)."""
    LEVELS: ClassVar[tuple[str, ...]] = ()
    """The levels a computer player may play at (none: one strength)."""
    NAMELESS: ClassVar[bool] = False
    """Whether a record without `game` is this game's (records were once written without it)."""
    REFUSED: ClassVar[type[ValueError]] = ValueError
    """What the game's state raises for an action it cannot take (replay numbers it)."""
    DEFAULT_PRESET: ClassVar[str]
    RULES: ClassVar[Any]
    """The game's options module: `preset(name)` and `from_json(data)`, each raising OptionError."""
    ACTIONS: ClassVar[Any]
    """The game's actions module: `parse_action(text)` and `format_action(action)`."""

    options: OptionsT
    preset: str
    seed: int = 0
    dice: DiceSource = "seeded"
    """`seeded`: every die comes from the seed; `typed`: dice thrown at a table, typed in."""
    players: dict[Color, Player] = field(default_factory=default_players)
    start: StartT | None = None
    """None: a new game with the opening throws; else the position the game started from."""
    actions: tuple[ActionT, ...] = ()
    match: Match | None = None
    """Match play: the match's length and its score when the record starts (None: one game alone)."""

    # --- what each game says --------------------------------------------------------------

    def initial_state(self) -> StateT:
        """The state before the first action."""
        raise NotImplementedError

    @classmethod
    def preset_options(cls, name: str) -> OptionsT:
        """The options of a named preset (OptionError if there is none)."""
        options: OptionsT = cls.RULES.preset(name)
        return options

    @classmethod
    def read_start(cls, value: object) -> StartT:
        """A record's `start`."""
        raise NotImplementedError

    @classmethod
    def read_action(cls, text: object) -> ActionT:
        """One action from its text in a record."""
        action: ActionT = cls.ACTIONS.parse_action(text)
        return action

    @classmethod
    def write_action(cls, action: ActionT) -> str:
        """The text of an action in a record."""
        text: str = cls.ACTIONS.format_action(action)
        return text

    def start_json(self) -> object:
        """The record's `start` as JSON."""
        raise NotImplementedError

    def check(self) -> None:
        """Refuse (RecordError) a record whose fields, each valid, do not go together (none by default)."""

    # --- shared by every game -------------------------------------------------------------

    def steps(self) -> Iterator[Any]:
        """Replay: each action's step in turn; RecordError at the first impossible one."""
        seed = self.seed if self.dice == "seeded" else None
        return replay_steps(self.initial_state(), self.actions, seed=seed,  # type: ignore[arg-type]
                            name=self.write_action, refused=self.REFUSED)

    def final_state(self) -> StateT:
        """The state after every action."""
        steps: Iterator[Stepped] = self.steps()
        return last_state(self.initial_state(), steps)

    def dice_drawn(self) -> int:
        """How many dice the record has thrown so far (the next die's index in the seed's sequence)."""
        return 2 * sum(isinstance(a, Opening | Throw) for a in self.actions)

    def next_dice(self) -> tuple[int, int]:
        """The two dice the seed gives next."""
        first, second = seeded.dice(self.seed, self.dice_drawn(), 2)
        return first, second

    def with_action(self, action: ActionT) -> Self:
        """This record with one more action (not checked: replay checks); RecordFullError at the limit."""
        check_room(len(self.actions))
        return replace(self, actions=(*self.actions, action))

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON object."""
        data: dict[str, Any] = {
            "format": FORMAT, "game": self.GAME, "preset": self.preset,
            "rules": self.options.to_json(),
            **({"match": self.match.to_json()} if self.match is not None else {}),
            "seed": self.seed, "dice": self.dice,
            "players": {c: p.to_json() for c, p in self.players.items()},
        }
        if self.start is not None:
            data["start"] = self.start_json()
        data["actions"] = [self.write_action(a) for a in self.actions]
        return data

    def dumps(self) -> str:
        """The record as JSON text."""
        return json.dumps(self.to_json(), ensure_ascii=False)

    @classmethod
    def parse(cls, data: object) -> Self:
        """A record's fields from a parsed JSON value, each checked; its actions are checked by replay."""
        try:
            return cls._parse(data)
        except RecordError:
            raise
        except ValueError as error:  # option, notation, seed and action errors
            raise RecordError(str(error)) from None

    @classmethod
    def load(cls, data: object) -> Self:
        """A record from a parsed JSON value, fully checked and replayed."""
        record = cls.parse(data)
        try:
            record.final_state()  # every action must be possible
        except RecordError:
            raise
        except ValueError as error:  # e.g. a start position where the game is already over
            raise RecordError(str(error)) from None
        return record

    @classmethod
    def loads(cls, text: str) -> Self:
        """A record from JSON text, fully checked and replayed; RecordError if anything is wrong."""
        return cls.load(decode(text))

    @classmethod
    def read_options(cls, preset: str, rules: object) -> OptionsT:
        """The options of a record: its preset must exist, its rules name every option."""
        try:
            cls.preset_options(preset)
            options: OptionsT = cls.RULES.from_json(rules)
            return options
        except OptionError as error:
            raise RecordError(str(error)) from None

    @classmethod
    def from_settings(cls, settings: dict[str, Any]) -> Self:
        """A game not yet played from the New game settings (`preset`, `rules` changed from the
        preset's, `seed` (none: a new one), `dice`, `players`, `start`, `match`: a length or the
        match's JSON, none or 0 for a game alone), each checked."""
        name = settings.get("preset", cls.DEFAULT_PRESET)
        if not isinstance(name, str):
            raise OptionError("preset must be text")
        rules = settings.get("rules", {})
        if not isinstance(rules, dict):
            raise OptionError("rules must be an object")
        seed = settings.get("seed")
        data: dict[str, Any] = {
            "format": FORMAT, "game": cls.GAME, "preset": name,
            "rules": {**cls.preset_options(name).to_json(), **rules},
            "seed": seeded.new_seed() if seed is None else seeded.check_seed(seed), "actions": []}
        data |= {key: settings[key] for key in ("dice", "players", "start") if settings.get(key) is not None}
        match = settings.get("match")
        if match is not None and not (type(match) is int and match == 0):
            data["match"] = read_match(match).to_json()
        return cls.parse(data)

    @classmethod
    def _parse(cls, data: object) -> Self:
        """The fields of a record, each checked."""
        check_envelope(data, cls.GAME, nameless=cls.NAMELESS)
        assert isinstance(data, dict)
        options = cls.read_options(data["preset"], data["rules"])
        start, match = data.get("start"), data.get("match")
        if match is not None and not cls.MATCHES:
            raise RecordError(f"a record of {cls.GAME} has no 'match': its games are played alone")
        players = read_players(data.get("players"), cls.LEVELS)
        record = cls(options=options, preset=data["preset"], seed=seeded.check_seed(data["seed"]),
                     dice=dice_source(data.get("dice", "seeded")), players=players,
                     start=None if start is None else cls.read_start(start),
                     actions=tuple(cls.read_action(a) for a in data["actions"]),
                     match=None if match is None else read_match(match))
        record.check()
        return record


def asked_action(record: GameRecord[Any, Any, Any, Any], text: str, read: Callable[[str], Any], *,
                 opening: bool, can_throw: bool) -> Any:
    """The action the page asked for: `throw` draws the seed's next dice; typed dice only where
    the game's dice are typed; anything else is read by the game (`read`), for its state to judge."""
    if text == "throw":
        if record.dice != "seeded":
            raise ActionError("this game uses typed dice: send the throw, e.g. '43'")
        if not can_throw:
            raise ActionError("'throw' is not allowed now")
        first, second = record.next_dice()
        return Opening(first, second) if opening else Throw((first, second))
    action = read(text)
    if isinstance(action, Opening | Throw) and record.dice == "seeded":
        raise ActionError("this game's dice come from its seed: send 'throw'")
    return action


def check_step(number: object, actions: int) -> None:
    """A step of a game of `actions` actions: a whole number from 0 to `actions`."""
    if type(number) is not int or not 0 <= number <= actions:
        raise RecordError(f"no step {clip(str(number))!r} in a game of {actions} actions")

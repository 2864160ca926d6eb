"""What every record is, whatever its game: an object of known keys, of one game, of this format,
with its players and the source of its dice."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .colors import COLORS, NAMES, Color
from .limits import MAX_ACTIONS, MAX_NAME, clip
from .record_errors import RecordError

FORMAT = 1
DiceSource = Literal["seeded", "typed"]
KINDS = ("human", "computer")
KEYS = frozenset({"format", "game", "preset", "rules", "match", "seed", "dice", "players", "start",
                  "actions"})


@dataclass(frozen=True, slots=True)
class Player:
    """A player's name, whether the app plays for him, and how strongly (a level of the game's)."""

    name: str
    kind: Literal["human", "computer"] = "human"
    level: str | None = None
    """The computer's level (None: the game's default; a game without levels has none)."""

    def to_json(self) -> dict[str, str]:
        """The player as a record writes him (a level only where there is one)."""
        return {"name": self.name, "kind": self.kind, **({"level": self.level} if self.level else {})}


def default_players() -> dict[Color, Player]:
    """Two people at one device."""
    return {c: Player(NAMES[c]) for c in COLORS}


def check_envelope(data: object, game: str, *, nameless: bool) -> None:
    """What every record must be: an object of known keys, of this game, of this format, complete."""
    if not isinstance(data, dict):
        raise RecordError(f"a record must be a JSON object, not {type(data).__name__}")
    unknown = sorted(str(k) for k in set(data) - KEYS)
    if unknown:
        raise RecordError(f"unknown key {clip(unknown[0])!r} in record")
    if data.get("game", game if nameless else None) != game:
        raise RecordError(f"not a record of {game} (its game: {clip(str(data.get('game')))!r})")
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
    if not isinstance(data["preset"], str):
        raise RecordError("'preset' must be text")
    actions = data["actions"]
    if not isinstance(actions, list):
        raise RecordError("'actions' must be a list")
    if len(actions) > MAX_ACTIONS:
        raise RecordError(f"too many actions: {len(actions)} (at most {MAX_ACTIONS})")


def dice_source(value: object) -> DiceSource:
    """Where the dice came from."""
    if value == "seeded":
        return "seeded"
    if value == "typed":
        return "typed"
    raise RecordError(f"bad 'dice' {clip(str(value))!r} (seeded or typed)")


def read_players(value: object, levels: tuple[str, ...] = ()) -> dict[Color, Player]:
    """The players object: for `w` and `b`, a name, a kind and, for a computer, one of the game's
    `levels` if it has any."""
    if value is None:
        return default_players()
    if not isinstance(value, dict) or set(value) != set(COLORS):
        raise RecordError("'players' must have exactly 'w' and 'b'")
    players: dict[Color, Player] = {}
    for color in COLORS:
        entry = value[color]
        if not isinstance(entry, dict) or set(entry) - {"name", "kind", "level"}:
            raise RecordError(f"player {color!r} must be an object with 'name', 'kind' (and 'level')")
        name, kind = entry.get("name", NAMES[color]), entry.get("kind", "human")
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
            raise RecordError(f"player {color!r}: a name of 1 to {MAX_NAME} characters")
        if kind not in KINDS:
            raise RecordError(f"player {color!r}: bad kind {clip(str(kind))!r} (human or computer)")
        players[color] = Player(name, "computer" if kind == "computer" else "human",
                                read_level(color, entry.get("level"), kind, levels))
    return players


def read_level(color: Color, level: object, kind: object, levels: tuple[str, ...]) -> str | None:
    """A computer's level: one of the game's, or none (its default)."""
    if level is None:
        return None
    if kind != "computer":
        raise RecordError(f"player {color!r}: only a computer player has a level")
    if not levels:
        raise RecordError(f"player {color!r}: this game's computer has no levels")
    if level not in levels:
        raise RecordError(f"player {color!r}: unknown level {clip(str(level))!r} ({', '.join(levels)})")
    return str(level)

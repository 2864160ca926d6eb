"""The registry of games: the one place that knows every game of the family by its name.

The api and the command line reach a game only through here, by the name its records,
settings and requests carry. A record without `game` is of the family's first game, Dames
Rabattues: records were written so before every record named its game. Games are imported
when first asked for, so a command of one game does not load the other.
"""

from __future__ import annotations

from importlib import import_module

from .kernel.game import Game
from .kernel.limits import clip
from .kernel.record_errors import RecordError

DEFAULT = "dames-rabattues"
"""The game of a record, settings or request that names none."""
_MODULES = {"dames-rabattues": "rabattues.dames.api", "backgammon": "rabattues.backgammon.api"}
"""Each game's name and the module whose `GAME_API` implements it (kernel/game.py)."""
_loaded: dict[str, Game] = {}


def names() -> tuple[str, ...]:
    """Every game's name, the default first."""
    return tuple(_MODULES) + tuple(name for name in _loaded if name not in _MODULES)


def game_named(name: object) -> Game:
    """The game of this name; RecordError naming the games there are if there is none."""
    if not isinstance(name, str) or name not in names():
        raise RecordError(f"unknown game {clip(str(name))!r} (choose {' or '.join(names())})")
    if name not in _loaded:
        _loaded[name] = import_module(_MODULES[name]).GAME_API
    return _loaded[name]


def game_of(data: object) -> Game:
    """The game a parsed record, settings or request names (none: DEFAULT)."""
    return game_named(data.get("game", DEFAULT) if isinstance(data, dict) else DEFAULT)


def read_file(text: str) -> object | None:
    """A file in one game's own exchange format read into a record's JSON (the first game that
    knows it), or None when it is none of them (a record, then)."""
    for name in names():
        data = game_named(name).read_file(text)
        if data is not None:
            return data
    return None


def register(game: Game) -> None:
    """Add a game (its `name` must be new): how a test drives a game of its own through the api."""
    if game.name in names():
        raise ValueError(f"a game named {game.name!r} is already registered")
    _loaded[game.name] = game


def unregister(name: str) -> None:
    """Remove a game added by `register`."""
    if name in _MODULES:
        raise ValueError(f"{name!r} is one of the family's games")
    _loaded.pop(name, None)

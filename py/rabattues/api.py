"""JSON in, JSON out: the engine as the page's worker sees it (protocol in docs/PROTOCOL.md).

Every function takes and returns JSON text, so no Python object crosses into JavaScript (but
`analysis_sliced`'s generator, which the worker steps through: its value is that JSON text).
The record is the truth: the page sends the record, the engine replays it, applies the
action and answers with the new record and a view of the game. A failure is never an
exception: the answer is `{"ok": false, "error": "message"}` and nothing is changed. Each
call reaches the game its record, settings or request names through the registry (games.py),
and its answer names that game (`game`).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from . import games
from .constants import constants as published
from .kernel.api_call import api_call, sliced
from .kernel.files import decode_data, decode_file
from .kernel.game import Game
from .kernel.json_input import decode, json_object, only_keys, parse_json
from .kernel.limits import as_json
from .kernel.record_errors import RecordError

Json = dict[str, Any]


@api_call
def presets(request_text: str = "{}") -> Json:
    """A game's presets and their options, for the new-game dialog: `{game?}` (default Dames Rabattues)."""
    request = json_object(request_text, "presets request", frozenset({"game"}))
    game = games.game_of(request)
    return named(game, {"presets": game.presets()})


@api_call
def constants() -> Json:
    """What the page knows before the engine starts (constants.py): presets, choices, the start, limits."""
    return {"constants": published()}


@api_call
def limits() -> Json:
    """The size policy (kernel/limits.py): every limit by name, so the page never copies a number."""
    return {"limits": as_json()}


@api_call
def new_game(config_text: str) -> Json:
    """A new game from `{game?, preset?, rules?, seed?, dice?, players?, start?}`."""
    game, config = _game_request(config_text, "game settings")
    return named(game, game.new_game(config))


def named(game: Game, answer: Json) -> Json:
    """A game's answer, naming its game first (web/PROTOCOL.md: every answer of a game names it)."""
    return {"game": game.name, **answer}


def _record_and_game(record_text: str) -> tuple[Game, object]:
    """A record's game (the registry's, by the name it carries) and the record, parsed."""
    data = decode(record_text)
    return games.game_of(data), data


def _game_request(text: str, what: str, more: frozenset[str] = frozenset()) -> tuple[Game, Json]:
    """A request's game and the request, which may hold only that game's settings and `more`: only
    the game named is imported (a 1699 game's first request does not load backgammon's modules)."""
    value = parse_json(text, what)
    game = games.game_of(value)  # a value that is no object: the default game, which only_keys refuses
    return game, only_keys(value, what, frozenset({"game"}) | game.settings | more)


@api_call
def open_record(record_text: str) -> Json:
    """Check and replay a saved or imported record."""
    game, data = _record_and_game(record_text)
    return named(game, game.open(data))


@api_call
def open_file(data_text: str) -> Json:
    """Check and replay a record file sent as its bytes (base64 or a `data:` address): files.py's rule.
    A game's own exchange format (backgammon's match files, `.mat` or GNU Backgammon's `.sgf`:
    RULES.md §12.12) is read into a record first."""
    text = decode_file(decode_data(data_text))
    data = games.read_file(text)
    if data is None:
        data = decode(text)
    game = games.game_of(data)
    return named(game, game.open(data))


@api_call
def export_file(request_text: str) -> Json:
    """A record in its game's exchange format (backgammon: a `.mat` match file):
    `{"record": …, "number": n}` (number: only that game, from 1) answers `{game, text}`."""
    request = json_object(request_text, "an export request", frozenset({"record", "number"}))
    record = request.get("record")
    game = games.game_of(record)
    return named(game, game.export_file(record, request.get("number")))


@api_call
def act(record_text: str, action_text: str) -> Json:
    """Apply one action: `throw` (the seed's dice), or the action's text as the game's record writes it
    (`43`, `o52`, `c1`, `double`, `take`, `drop`; in backgammon a move such as `8/5 6/5`)."""
    game, data = _record_and_game(record_text)
    return named(game, game.act(data, action_text))


@api_call
def steps(request_text: str) -> Json:
    """Replay once, for stepping through (the embedded board): the request names its game (default
    Dames Rabattues); the answer holds `views` (the view after each number of actions, from 0),
    `history` (each action's entry) and `stopped` (null, or the first action that could not be
    played: `{n, action, error}`). At most MAX_EMBED_STEPS actions, refused before any replay."""
    game, request = _game_request(request_text, "steps request", frozenset({"record", "position", "moves"}))
    return named(game, game.steps(request))


@api_call
def view_at(record_text: str, number_text: str) -> Json:
    """The game as it stood after action `n` (0: before any), for stepping through: `{view, last}`.

    `last` is the entry of action n (the 1699 game's with the steps of its animation; null at 0).
    One replay of the record serves every step (the game's replays keep it).
    """
    data = decode(record_text)
    number = parse_json(number_text, "step")
    if type(number) is not int:
        raise RecordError(f"no step {number_text[:40]!r}: a step is a whole number")
    game = games.game_of(data)
    return named(game, game.view_at(data, number))


@api_call
def computer_action(record_text: str) -> Json:
    """What the computer does now for a player it plays: an action's text, `throw`, or null."""
    game, data = _record_and_game(record_text)
    return named(game, {"action": game.computer_action(data)})


@api_call
def replay(record_text: str) -> Json:
    """Every position of a record, one after each action (for checks and reviews)."""
    game, data = _record_and_game(record_text)
    return named(game, {"positions": game.positions(data)})


@api_call
def position(text: str, game_name: str = games.DEFAULT) -> Json:
    """Check a position as the game writes it (the 1699 notation; a Position ID or an XGID): its
    canonical form and what it holds."""
    game = games.game_named(game_name)
    return named(game, game.position(text))


@api_call
def tables_for(record_text: str) -> Json:
    """Which table file the game's analysis reads (`table`: its name or null) and whether loaded."""
    game, data = _record_and_game(record_text)
    return named(game, game.tables_for(data))


@api_call
def load_tables(request_text: str) -> Json:
    """Read a table file the worker wrote: `{name, path}` (a preset's packed tables, or `bearoff`)."""
    request = parse_json(request_text, "tables request")
    if not isinstance(request, dict) or not all(isinstance(request.get(k), str) for k in ("name", "path")):
        raise RecordError("tables request must be {name, path}")
    owners = [name for name in games.names() if games.game_named(name).owns_table(request["name"])]
    if not owners:
        raise RecordError(f"no tables named {request['name'][:40]!r}")
    try:
        with open(request["path"], "rb") as file:
            data = file.read()
    except OSError as error:
        raise RecordError(f"cannot read the tables: {error.strerror}") from None
    game = games.game_named(owners[0])
    return named(game, game.load_table(request["name"], data))


@api_call
def position_analysis(record_text: str) -> Json:
    """The figures of the game's current position: exact (1699) or estimated (backgammon)."""
    game, data = _record_and_game(record_text)
    return named(game, game.position_analysis(data))


@api_call
def analysis(record_text: str) -> Json:
    """The game's review: every decision judged and every throw's luck."""
    game, data = _record_and_game(record_text)
    return named(game, game.review(data))


@sliced
def analysis_sliced(record_text: str) -> Generator[None, None, Json]:
    """`analysis`, yielding between slices of a long review (the page's worker answers its other
    pages meanwhile); its return value is the same answer."""
    game, data = _record_and_game(record_text)
    return named(game, (yield from game.review_slices(data)))


@api_call
def hint(record_text: str) -> Json:
    """The advice for the player who must act now (a game without choices says so)."""
    game, data = _record_and_game(record_text)
    return named(game, game.hint(data))


__all__ = ["act", "analysis", "analysis_sliced", "computer_action", "constants", "export_file", "hint",
           "limits", "load_tables", "new_game", "open_file", "open_record", "position", "position_analysis",
           "presets", "replay", "steps", "tables_for", "view_at"]

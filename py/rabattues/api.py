"""JSON in, JSON out: the engine as the page's worker sees it (protocol in web/PROTOCOL.md).

Every function takes and returns JSON text, so no Python object crosses into JavaScript (but
`analysis_sliced`'s generator, which the worker steps through: its value is that JSON text).
The record is the truth: the page sends the record, the engine replays it, applies the
action and answers with the new record and a view of the game. A failure is never an
exception: the answer is `{"ok": false, "error": "message"}` and nothing is changed.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from . import computer, page_tables, replays, review
from .actions import Action, ActionError, Opening, Throw, parse_action, parse_throw, split_dice
from .answer import answer, sliced
from .backgammon import embed as bg_embed
from .backgammon import pageapi
from .backgammon import record as bg_record
from .backgammon import review as bg_review
from .constants import constants as published
from .files import decode_data, decode_file
from .game import GameState
from .limits import MAX_EMBED_STEPS, as_json, clip
from .notation import format_position, parse_position
from .options import PRESETS
from .page_input import SETTINGS, json_object, parse_json, record_and_tokens, settings_record
from .position import COLORS, START_POSITION
from .record import Record, RecordError, check_room, decode, parse
from .views import stepped, view

Json = dict[str, Any]


@answer
def presets() -> Json:
    """The presets and their options, for the new-game dialog."""
    return {"presets": {name: options.to_json() for name, options in PRESETS.items()}}


@answer
def constants() -> Json:
    """What the page knows before the engine starts (constants.py): presets, choices, the start, limits."""
    return {"constants": published()}


@answer
def limits() -> Json:
    """The size policy (limits.py): every limit by name, so the page never copies a number."""
    return {"limits": as_json()}


@answer
def new_game(config_text: str) -> Json:
    """A new game from `{game?, preset, rules?, seed?, dice?, players?, start?}` (`game`: backgammon)."""
    config = json_object(config_text, "game settings", SETTINGS | {"game"})
    if config.get("game") == bg_record.GAME:
        return pageapi.start_game(config)
    if config.pop("game", "rabattues") != "rabattues":
        raise RecordError(f"unknown game {clip(str(config_text))!r} (rabattues or backgammon)")
    return _game(settings_record(config))


@answer
def open_record(record_text: str) -> Json:
    """Check and replay a saved or imported record."""
    return _opened(decode(record_text))


@answer
def open_file(data_text: str) -> Json:
    """Check and replay a record file sent as its bytes (base64 or a `data:` address): files.py's rule."""
    return _opened(decode(decode_file(decode_data(data_text))))


def _opened(data: object) -> Json:
    """A decoded record of either game, checked and replayed."""
    if bg_record.is_backgammon(data):
        return pageapi.game(bg_record.parse(data))
    return _game(parse(data))


@answer
def act(record_text: str, action_text: str) -> Json:
    """Apply one action: `throw` (the seed's dice), a token (`43`, `o52`, `c1`, `double`, `take`, `drop`),
    or, in backgammon, a move in GNU Backgammon's notation (`8/5 6/5`)."""
    data = decode(record_text)
    if bg_record.is_backgammon(data):
        return pageapi.act(bg_record.parse(data), action_text)
    record = parse(data)
    check_room(len(record.actions))  # the same limit as on load, before any replay
    game = replays.replay(record)
    game, last = replays.extend(game, _action(record, game.state, action_text))
    return {"record": game.record.to_json(), "view": view(game.record, game.state, game.tables[-1]),
            "history": list(game.history), "last": last}


def _action(record: Record, state: GameState, text: str) -> Action:
    """The action the page asked for; `throw` draws the seed's next dice."""
    if text == "throw":
        if record.dice != "seeded":
            raise ActionError("this game uses typed dice: send the throw, e.g. '43'")
        first, second = record.next_dice()
        return Opening(first, second) if state.opening else Throw((first, second))
    action = parse_action(text)
    if isinstance(action, Opening | Throw) and record.dice == "seeded":
        raise ActionError("this game's dice come from its seed: send 'throw'")
    if not state.is_legal(action):
        raise ActionError(f"{clip(text)!r} is not allowed now")
    return action


@answer
def steps(request_text: str) -> Json:
    """Replay once, for stepping through: `{record}`, or `{preset?, rules?, start?, dice}` (typed throws).

    At most MAX_EMBED_STEPS actions, refused before any replay. The answer holds `views` (the
    view after each number of actions, from 0), `history` (the entry of each action) and
    `stopped` (null, or the first action that could not be played: `{n, action, error}`).
    """
    request = json_object(request_text, "steps request", SETTINGS | {"record"} | bg_embed.KEYS)
    if request.get("game") == bg_record.GAME:
        return bg_embed.steps(request)
    json_object(request_text, "steps request", SETTINGS | {"record"})  # the 1699 embed's keys only
    if "record" in request:
        if len(request) > 1:
            raise RecordError("a steps request with a record has nothing else")
        base, tokens = record_and_tokens(request["record"])
        return stepped(base, tokens, parse_action)
    dice = request.get("dice", "")
    if not isinstance(dice, str):
        raise ActionError("dice must be text, e.g. '43+11+51'")
    tokens = split_dice(dice, limit=MAX_EMBED_STEPS)  # refused before any replay
    settings = {"start": format_position(START_POSITION), "seed": 0, **request, "dice": "typed"}
    return stepped(settings_record(settings), tokens, parse_throw)


@answer
def view_at(record_text: str, number_text: str) -> Json:
    """The game as it stood after action `n` (0: before any), for stepping through: `{view, last}`.

    `last` is the entry of action n with the steps of its animation (null at 0). One replay of
    the record serves every step (replays.py keeps it).
    """
    record = _either(record_text)
    number = parse_json(number_text, "step")
    if type(number) is not int or not 0 <= number <= len(record.actions):
        raise RecordError(f"no step {clip(number_text)!r} in a game of {len(record.actions)} actions")
    if isinstance(record, bg_record.Record):
        return pageapi.view_at(record, number)
    game = replays.replay(record, animate=True)
    last = game.history[number - 1] if number else None
    return {"view": view(record, game.states[number], game.tables[number], number), "last": last}


@answer
def computer_action(record_text: str) -> Json:
    """What the computer does now for a player it plays: an action token, `throw`, or null."""
    record = _either(record_text)
    if isinstance(record, bg_record.Record):
        return {"action": pageapi.computer_action(record)}
    players = [c for c in COLORS if record.players[c].kind == "computer"]
    return {"action": computer.choose(replays.replay(record).state, players)}


@answer
def replay(record_text: str) -> Json:
    """Every position of a record, one after each action (for checks and reviews)."""
    record = _either(record_text)
    if isinstance(record, bg_record.Record):
        return {"positions": pageapi.positions(record)}
    game = replays.replay(record)
    return {"positions": [format_position(state.position) for state in game.states[1:]]}


@answer
def position(text: str) -> Json:
    """Check a position in notation; its canonical form and sides."""
    parsed = parse_position(text)
    return {"position": format_position(parsed),
            "sides": {c: parsed.side(c).to_json() for c in COLORS}, "turn": parsed.turn}


@answer
def tables_for(record_text: str) -> Json:
    """Which packed tables the game's rules use (`table`: a preset's name or null) and whether loaded."""
    return page_tables.tables_for(_either(record_text))


@answer
def load_tables(request_text: str) -> Json:
    """Read a preset's packed tables from a file: `{name, path}` (where the worker wrote them)."""
    return page_tables.load_tables(parse_json(request_text, "tables request"))


@answer
def position_analysis(record_text: str) -> Json:
    """The exact figures of the game's current position: `{available, turn, win, cube}` (see review.py)."""
    record = _either(record_text)
    if isinstance(record, bg_record.Record):
        return pageapi.position_analysis(record)
    return review.position_review(replays.replay(record).state)


@answer
def analysis(record_text: str) -> Json:
    """The game's review: `{available, points, decisions, summary, luck, outcome}` (review.py, luck.py)."""
    record = _either(record_text)
    if isinstance(record, bg_record.Record):
        return pageapi.review(record)
    return review.game_review(replays.replay(record))


@sliced
def analysis_sliced(record_text: str) -> Generator[None, None, Json]:
    """`analysis`, yielding between slices of a backgammon review (the page's worker answers its
    other pages meanwhile); its return value is the same answer."""
    record = _either(record_text)
    if isinstance(record, bg_record.Record):
        return (yield from bg_review.review_slices(record))
    return review.game_review(replays.replay(record))


@answer
def hint(record_text: str) -> Json:
    """Backgammon: the evaluator's advice now, moves ranked with equities or the cube decision."""
    record = _either(record_text)
    if not isinstance(record, bg_record.Record):
        raise RecordError("hints are for backgammon games (Dames Rabattues has no choice of move)")
    return pageapi.hint(record)


def _either(text: str) -> Record | bg_record.Record:
    """A record of either game from the page's JSON text, its fields checked (replay checks its actions)."""
    data = decode(text)
    return bg_record.parse(data) if bg_record.is_backgammon(data) else parse(data)


def _game(record: Record) -> Json:
    """The record, a view of the game after its last action, and the move list (one replay)."""
    game = replays.replay(record)
    return {"record": record.to_json(), "view": view(record, game.state, game.tables[-1]),
            "history": list(game.history)}


__all__ = ["act", "analysis", "analysis_sliced", "computer_action", "constants", "hint", "limits",
           "load_tables", "new_game", "open_file", "open_record", "position", "position_analysis", "presets",
           "replay", "steps", "tables_for", "view_at"]

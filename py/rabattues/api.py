"""JSON in, JSON out: the engine as the page's worker sees it (protocol in web/PROTOCOL.md).

Every function takes and returns JSON text, so no Python object crosses into JavaScript.
The record is the truth: the page sends the record, the engine replays it, applies the
action and answers with the new record and a view of the game. A failure is never an
exception: the answer is `{"ok": false, "error": "message"}` and nothing is changed.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import computer, review
from .actions import Action, ActionError, Claim, Opening, Throw, format_action, parse_action
from .game import GameState, Step
from .notation import format_position, parse_position
from .options import PRESETS, OptionError, Options, from_json
from .options import preset as preset_options
from .position import COLORS
from .record import MAX_RECORD_CHARS, Record, RecordError, check_depth, decode, loads, new_record, parse
from .side import FULL, Side
from .solver import packed

Json = dict[str, Any]


def _answer(handler: Callable[..., Json]) -> Callable[..., str]:
    """Wrap a handler: its result as JSON text with `ok`, or a clear error."""

    def wrapped(*args: str) -> str:
        try:
            if not all(isinstance(arg, str) for arg in args):
                raise ValueError("every argument must be JSON text")
            return json.dumps({"ok": True, **handler(*args)}, ensure_ascii=False)
        except (ValueError, RecursionError) as error:  # every engine error is a ValueError
            return json.dumps({"ok": False, "error": str(error)[:300]}, ensure_ascii=False)

    wrapped.__doc__ = handler.__doc__
    wrapped.__name__ = handler.__name__
    return wrapped


def _parse_json(text: str, what: str) -> Any:
    """JSON text from the page, or a clear error."""
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(f"{what} too large ({len(text)} characters)")
    check_depth(text)  # deep nesting would overflow Pyodide's stack: refused before parsing
    try:
        return json.loads(text)
    except ValueError:
        raise RecordError(f"{what} is not valid JSON") from None


@_answer
def presets() -> Json:
    """The presets and their options, for the new-game dialog."""
    return {"presets": {name: options.to_json() for name, options in PRESETS.items()}}


@_answer
def new_game(config_text: str) -> Json:
    """A new game from `{preset, rules?, seed?, dice?, players?, start?}`."""
    config = _parse_json(config_text, "game settings")
    if not isinstance(config, dict):
        raise RecordError("game settings must be an object")
    unknown = set(config) - {"preset", "rules", "seed", "dice", "players", "start"}
    if unknown:
        raise RecordError(f"unknown setting {sorted(unknown)[0]!r}")
    name = config.get("preset", "charpentier-1699")
    if not isinstance(name, str):
        raise OptionError("preset must be text")
    options = _options(preset_options(name), config.get("rules", {}))
    record = new_record(name, options=options, seed=config.get("seed"))
    data = record.to_json()
    for key in ("dice", "players"):
        if key in config:
            data[key] = config[key]
    if config.get("start") is not None:
        data["start"] = format_position(parse_position(config["start"]))
    return _game(parse(data))


def _options(base: Options, rules: object) -> Options:
    """A preset's options with some rules changed (JSON values, as in a record)."""
    if not isinstance(rules, dict):
        raise OptionError("rules must be an object")
    return from_json({**base.to_json(), **rules})


@_answer
def open_record(record_text: str) -> Json:
    """Check and replay a saved or imported record."""
    return _game(parse(decode(record_text)))


@_answer
def act(record_text: str, action_text: str) -> Json:
    """Apply one action: `throw` (the seed's dice), a token (`43`, `o52`, `c1`, `double`, `take`, `drop`)."""
    record = parse(decode(record_text))
    state, history = _replay(record)
    action = _action(record, state, action_text)
    step = state.step(action)
    record = record.with_action(action)
    last = _entry(len(record.actions), state, action, step)
    return {"record": record.to_json(), "view": _view(record, step.state), "history": [*history, last],
            "last": last}


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
        raise ActionError(f"{text!r} is not allowed now")
    return action


@_answer
def computer_action(record_text: str) -> Json:
    """What the computer does now for a player it plays: an action token, `throw`, or null."""
    record = loads(record_text)
    state = record.final_state()
    players = [c for c in COLORS if record.players[c].kind == "computer"]
    return {"action": computer.choose(state, players)}


@_answer
def replay(record_text: str) -> Json:
    """Every position of a record, one after each action (for checks and reviews)."""
    record = loads(record_text)
    return {"positions": [format_position(step.state.position) for step in record.steps()]}


@_answer
def position(text: str) -> Json:
    """Check a position in notation; its canonical form and sides."""
    parsed = parse_position(text)
    return {"position": format_position(parsed),
            "sides": {c: _side(parsed.side(c)) for c in COLORS}, "turn": parsed.turn}


@_answer
def tables_for(record_text: str) -> Json:
    """Which packed tables the game's rules use (`table`: a preset's name or null) and whether loaded."""
    name = packed.table_name(loads(record_text).options)
    return {"table": name, "loaded": name is not None and packed.loaded(name)}


@_answer
def load_tables(request_text: str) -> Json:
    """Read a preset's packed tables from a file: `{name, path}` (where the worker wrote them)."""
    request = _parse_json(request_text, "tables request")
    if not isinstance(request, dict) or not all(isinstance(request.get(k), str) for k in ("name", "path")):
        raise RecordError("tables request must be {name, path}")
    try:
        with open(request["path"], "rb") as file:
            data = file.read()
    except OSError as error:
        raise RecordError(f"cannot read the tables: {error.strerror}") from None
    try:
        tables = packed.load(request["name"], data)
    except (KeyError, TypeError, ValueError) as error:  # zlib.error is not a ValueError
        raise RecordError(f"bad tables file: {error}") from None
    except Exception as error:
        raise RecordError(f"bad tables file: {type(error).__name__}") from None
    return {"name": tables.preset, "classes": len(tables.keys)}


@_answer
def position_analysis(record_text: str) -> Json:
    """The exact figures of the game's current position: `{available, turn, win, cube}` (see review.py)."""
    return review.position_review(loads(record_text).final_state())


@_answer
def analysis(record_text: str) -> Json:
    """The game's review: `{available, points, decisions, outcome}` (see review.py)."""
    return review.game_review(loads(record_text))


def _replay(record: Record) -> tuple[GameState, list[Json]]:
    """Replay a record once (RecordError at an impossible action): its final state and move list."""
    state = record.initial_state()
    history = []
    for number, (action, step) in enumerate(zip(record.actions, record.steps(), strict=True), start=1):
        history.append(_entry(number, state, action, step))
        state = step.state
    return state, history


def _game(record: Record) -> Json:
    """The record, a view of the game after its last action, and the move list."""
    state, history = _replay(record)
    return {"record": record.to_json(), "view": _view(record, state), "history": history}


def _entry(number: int, before: GameState, action: Action, step: Step) -> Json:
    """One line of the move list, as data: who did what and each die's use."""
    if isinstance(action, Opening):
        starter = None if step.state.opening else step.state.position.turn
        return {"n": number, "action": format_action(action), "kind": "opening",
                "dice": [action.white, action.black], "starter": starter}
    entry: Json = {"n": number, "action": format_action(action), "player": before.current_player(),
                   "events": [e.to_json() for e in step.events]}
    if isinstance(action, Throw):
        entry.update(kind="throw", dice=list(action.dice), again=step.state.in_turn,
                     rerolled=action.is_double and before.options.doubles == "reroll",
                     forfeited=list(before.claimable()))
    elif isinstance(action, Claim):
        entry.update(kind="claim", player=before.receiver, dice=[action.die])
    else:
        entry["kind"] = action.kind
    return entry


def _view(record: Record, state: GameState) -> Json:
    """What the page draws and which controls it offers."""
    position = state.position
    outcome = state.outcome.to_json() if state.outcome else None
    return {
        "position": format_position(position),
        "sides": {c: _side(position.side(c)) for c in COLORS},
        "turn": position.turn, "opening": state.opening, "current": state.current_player(),
        "can_throw": state.can_throw(), "in_turn": state.in_turn,
        "cube": {"enabled": state.options.cube, "value": state.cube.value, "owner": state.cube.owner,
                 "offered": state.offered, "max": state.options.cube_max},
        "pending": {"player": state.receiver, "dice": list(state.pending),
                    "claimable": list(state.claimable())},
        "actions": [{"action": format_action(a), "player": _actor(state, a)} for a in state.legal_actions()],
        "outcome": outcome,
        "players": {c: {"name": p.name, "kind": p.kind} for c, p in record.players.items()},
        "preset": record.preset, "rules": record.options.to_json(), "seed": record.seed, "dice": record.dice,
    }


def _actor(state: GameState, action: Action) -> str:
    """Who takes a legal decision: the receiver claims, the opponent takes or drops."""
    text = format_action(action)
    if text.startswith("c"):
        return state.receiver or ""
    return state.current_player()


def _side(side: Side) -> Json:
    """One side as the board draws it: per point, checkers and those still in the stack."""
    points = [
        {"point": i + 1, "count": count, "stacks": stacks, "full": full,
         "stacked": stacks + 1 if stacks else 0}
        for i, (count, stacks, full) in enumerate(zip(side.counts, side.stacks, FULL, strict=True))
    ]
    return {"points": points, "off": side.borne_off, "has_stacks": side.has_stacks,
            "finished": side.is_finished}


__all__ = ["act", "analysis", "computer_action", "load_tables", "new_game", "open_record", "position",
           "position_analysis", "presets", "replay", "tables_for"]

"""What the page draws for a backgammon game, as plain data (web/PROTOCOL.md, "Backgammon").

The board is seen from a fixed side: points are numbered as White numbers them (his home board
1–6, Black's 19–24), whoever is on roll. A step names a point by that number, or `bar`, `off`.
The legal moves of the dice thrown come from the engine's own list, each with every order of
single steps that plays it (paths.py), and the board after each step (choose.py), so the page
never decides what is legal nor moves a checker itself.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from ..actions import Opening, Throw
from ..limits import MAX_ACTIONS
from ..position import COLORS, Color
from ..record import check_room
from ..views import CENTRED_FACE, cube_face
from .actions import Action, Move, format_action
from .board import BAR, OFF, Counts, pip_count
from .choose import dice_faces, move_choice, page_path
from .game import GameState, Step
from .options import preset
from .paths import orders
from .position_id import format_position_id
from .record import Record, RecordError
from .xgid import format_xgid

Json = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Replay:
    """A record replayed: the state before any action and after each, and each action's entry."""

    record: Record
    states: tuple[GameState, ...]
    history: tuple[Json, ...]

    @property
    def state(self) -> GameState:
        """The state after the last action."""
        return self.states[-1]


_last: list[tuple[str, Replay]] = []
"""The last replay, by its record's canonical JSON: the page asks several questions of one game."""


def replay(record: Record) -> Replay:
    """The record replayed (RecordError at an impossible action); the last one is kept."""
    key = _key(record)
    if _last and _last[0][0] == key:
        return _last[0][1]
    states, history = [record.initial_state()], []
    try:
        for n, (action, step) in enumerate(zip(record.actions, record.steps(), strict=True), start=1):
            history.append(entry(n, states[-1], action, step))
            states.append(step.state)
    except RecordError:
        raise
    except ValueError as error:  # a start that is no position
        raise RecordError(str(error)) from None
    game = Replay(record, tuple(states), tuple(history))
    _last[:] = [(key, game)]
    return game


def extend(game: Replay, action: Action) -> tuple[Replay, Json]:
    """The game after one more action (ActionError if it is not legal now), and its entry."""
    step = game.state.step(action)
    record = game.record.with_action(action)
    line = entry(len(record.actions), game.state, action, step)
    longer = Replay(record, (*game.states, step.state), (*game.history, line))
    _last[:] = [(_key(record), longer)]
    return longer, line


def play_on(game: Replay, actions: Iterable[Action]) -> tuple[Replay, ValueError | None]:
    """The game after each action in turn, up to the first that cannot be played now (its error,
    or the one raised reading it): the record copied once, however many actions (`extend` copies
    it at each)."""
    states, history, played = list(game.states), list(game.history), list(game.record.actions)
    error: ValueError | None = None
    try:
        for action in actions:
            check_room(len(played))
            step = states[-1].step(action)
            history.append(entry(len(played) + 1, states[-1], action, step))
            played.append(action)
            states.append(step.state)
    except ValueError as refused:
        error = refused
    record = replace(game.record, actions=tuple(played))
    longer = Replay(record, tuple(states), tuple(history))
    _last[:] = [(_key(record), longer)]
    return longer, error


def _key(record: Record) -> str:
    """A record's canonical JSON text."""
    return json.dumps(record.to_json(), sort_keys=True, separators=(",", ":"))


def counts(state: GameState) -> dict[Color, Counts]:
    """Each player's checkers in his own numbering."""
    board = state.board
    return {state.turn: board.mover, ("b" if state.turn == "w" else "w"): board.opponent}


def view(record: Record, state: GameState, actions: int | None = None, only: str | None = None) -> Json:
    """What the page draws and which decisions it offers after `actions` of the record's actions;
    with `only` (a move's notation, or ""), the moves are that one alone (choose.move_choice)."""
    mine = counts(state)
    done = len(record.actions) if actions is None else actions
    return {
        "game": "backgammon",
        "position": f"{format_position_id(state.board)}:{state.turn}",
        "position_id": format_position_id(state.board), "xgid": format_xgid(state),
        "points": [_point(mine, p) for p in range(1, 25)],
        "bar": {c: mine[c][BAR] for c in COLORS}, "off": {c: mine[c][OFF] for c in COLORS},
        "pips": {c: pip_count(mine[c]) for c in COLORS},
        "turn": state.turn, "current": state.current_player(), "opening": state.opening,
        "can_throw": state.is_chance_node(), "in_turn": state.dice is not None,
        "thrown": list(state.dice) if state.dice else None, "faces": dice_faces(state.dice),
        "cube": {"enabled": state.options.cube, "value": state.cube.value, "owner": state.cube.owner,
                 "offered": state.offered, "max": state.options.cube_max,
                 "face": cube_face(state.cube, state.offered, unturned=CENTRED_FACE)},
        "actions": [_decision(state, a) for a in state.legal_actions() if not isinstance(a, Move)],
        **move_choice(state, only),  # moves, boards, after (and singles)
        "outcome": state.outcome.to_json() if state.outcome else None,
        "players": {c: {"name": p.name, "kind": p.kind} for c, p in record.players.items()},
        "preset": record.preset, "rules": record.options.to_json(), "seed": record.seed, "dice": record.dice,
        "house": record.options != preset(record.preset), "multiplied": True,  # gammons always count
        "room": MAX_ACTIONS - done,
    }


def _point(mine: dict[Color, Counts], point: int) -> Json:
    """White's point `point`: whose checkers stand there and how many."""
    white, black = mine["w"][point], mine["b"][25 - point]
    player = "w" if white else "b" if black else None
    return {"point": point, "player": player, "count": white or black}


def _decision(state: GameState, action: Action) -> Json:
    """A cube decision open now: its token, its kind and who takes it."""
    token = format_action(action)
    return {"action": token, "kind": token, "player": state.current_player()}


def entry(n: int, before: GameState, action: Action, step: Step) -> Json:
    """The move list's entry for action `n`: what it was, who did it and what it did."""
    token = format_action(action)
    line: Json = {"n": n, "action": token, "player": before.current_player()}
    if isinstance(action, Opening):
        starter = None if action.white == action.black else step.state.turn
        return line | {"kind": "opening", "dice": [action.white, action.black], "starter": starter,
                       "player": starter}
    if isinstance(action, Throw):
        passed = step.state.turn != before.turn  # no legal move: the turn passes at once
        return line | {"kind": "throw", "dice": list(action.dice), "pass": passed}
    if isinstance(action, Move) and step.move is not None and before.dice is not None:
        moves = before.moves()
        path = orders(before.board, before.dice, moves)[step.move.text][0] if moves else ()
        return line | {"kind": "move", "move": step.move.text, "dice": list(before.dice),
                       "steps": page_path(path, before.turn)}
    return line | {"kind": token}


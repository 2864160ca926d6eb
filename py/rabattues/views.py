"""What the page draws, as plain data: a game's view and its move list (see web/PROTOCOL.md)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from .actions import Action, ActionError, Claim, Opening, Throw, format_action
from .game import GameState, Step
from .limits import MAX_ACTIONS, clip
from .notation import format_position
from .position import COLORS
from .record import Record, RecordError
from .side import FULL, Side

Json = dict[str, Any]


def replay_entries(record: Record) -> Iterator[tuple[GameState, Json]]:
    """Replay a record once: after each action, the state and its move-list entry (RecordError: stop)."""
    state = record.initial_state()
    for number, (action, step) in enumerate(zip(record.actions, record.steps(), strict=True), start=1):
        yield step.state, entry(number, state, action, step)
        state = step.state


def stepped(base: Record, tokens: list[Any], read: Callable[[Any], Action]) -> Json:
    """Every step's view of one replay of `base` and the actions `tokens`, for stepping through.

    `views[i]` is the view after i actions, `history[i]` the entry of action i + 1; `stopped`
    is null, or the first token that is not a possible action: `{n, action, error}` (the
    record then holds the actions before it). Time and memory are linear in the tokens.
    """
    actions: list[Action] = []
    stopped: Json | None = None
    for number, token in enumerate(tokens, start=1):
        try:
            actions.append(read(token))
        except ActionError as error:
            stopped = {"n": number, "action": clip(str(token)), "error": str(error)}
            break
    record = replace(base, actions=tuple(actions))
    views, history = [view(record, record.initial_state(), 0)], []
    try:
        for state, line in replay_entries(record):
            history.append(line)
            views.append(view(record, state, len(history)))
    except RecordError as error:
        n = len(history) + 1
        stopped = {"n": n, "action": format_action(record.actions[n - 1]), "error": str(error)}
        record = replace(record, actions=record.actions[: n - 1])
    return {"record": record.to_json(), "views": views, "history": history, "stopped": stopped}


def entry(number: int, before: GameState, action: Action, step: Step) -> Json:
    """One line of the move list, as data: who did what and each die's use."""
    if isinstance(action, Opening):
        starter = None if step.state.opening else step.state.position.turn
        return {"n": number, "action": format_action(action), "kind": "opening",
                "dice": [action.white, action.black], "starter": starter}
    line: Json = {"n": number, "action": format_action(action), "player": before.current_player(),
                  "events": [e.to_json() for e in step.events]}
    if isinstance(action, Throw):
        line.update(kind="throw", dice=list(action.dice), again=step.state.in_turn,
                    rerolled=action.is_double and before.options.doubles == "reroll",
                    forfeited=list(before.claimable()))
    elif isinstance(action, Claim):
        line.update(kind="claim", player=before.receiver, dice=[action.die])
    else:
        line["kind"] = action.kind
    return line


def view(record: Record, state: GameState, actions: int | None = None) -> Json:
    """What the page draws and which controls it offers, after `actions` of the record's actions.

    `room`: how many more actions the record may hold (0: the game has reached the longest
    record the app keeps, and any action is refused).
    """
    position = state.position
    outcome = state.outcome.to_json() if state.outcome else None
    done = len(record.actions) if actions is None else actions
    return {
        "position": format_position(position),
        "sides": {c: side_json(position.side(c)) for c in COLORS},
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
        "room": MAX_ACTIONS - done,
    }


def _actor(state: GameState, action: Action) -> str:
    """Who takes a legal decision: the receiver claims, the opponent takes or drops."""
    if isinstance(action, Claim):
        return state.receiver or ""
    return state.current_player()


def side_json(side: Side) -> Json:
    """One side as the board draws it: per point, checkers and those still in the stack."""
    points = [
        {"point": i + 1, "count": count, "stacks": stacks, "full": full,
         "stacked": stacks + 1 if stacks else 0}
        for i, (count, stacks, full) in enumerate(zip(side.counts, side.stacks, FULL, strict=True))
    ]
    return {"points": points, "off": side.borne_off, "has_stacks": side.has_stacks,
            "finished": side.is_finished}

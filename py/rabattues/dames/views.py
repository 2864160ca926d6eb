"""What the page draws, as plain data: a game's view and its move list (see docs/PROTOCOL.md)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..kernel.actions import ActionError
from ..kernel.colors import COLORS
from ..kernel.cube import cube_json
from ..kernel.limits import MAX_ACTIONS, clip
from .actions import Action, Claim, format_action
from .game import GameState
from .notation import format_position
from .options import preset as preset_options
from .record import GAME, Record
from .replays import replay_playable
from .story import Table, kind

Json = dict[str, Any]


def stepped(base: Record, tokens: list[Any], read: Callable[[Any], Action]) -> Json:
    """Every step's view of one replay of `base` and the actions `tokens`, for stepping through.

    `views[i]` is the view after i actions, `history[i]` the entry of action i + 1 with the
    `steps` of its animation; `stopped` is null, or the first token that is not a possible
    action: `{n, action, error}` (the record then holds the actions before it). Time and
    memory are linear in the tokens.
    """
    actions: list[Action] = []
    stopped: Json | None = None
    for number, token in enumerate(tokens, start=1):
        try:
            actions.append(read(token))
        except ActionError as error:
            stopped = {"n": number, "action": clip(str(token)), "error": str(error)}
            break
    game, refused = replay_playable(replace(base, actions=tuple(actions)), animate=True)
    record = game.record  # the actions before the first that does not play
    if refused is not None:
        n = len(record.actions) + 1
        stopped = {"n": n, "action": format_action(actions[n - 1]), "error": str(refused)}
    views = [view(record, game.states[i], game.notes[i], i) for i in range(len(game.states))]
    return {"record": record.to_json(), "views": views, "history": list(game.history), "stopped": stopped}


def view(record: Record, state: GameState, table: Table, actions: int | None = None) -> Json:
    """What the page draws and which controls it offers, after `actions` of the record's actions.

    `table`: the dice on the board and their caption. `room`: how many more actions the record
    may hold (0: the game has reached the longest record the app keeps; any action is refused).
    """
    position = state.position
    outcome = state.outcome.to_json() if state.outcome else None
    done = len(record.actions) if actions is None else actions
    return {
        "game": GAME,
        "position": format_position(position),
        "sides": {c: position.side(c).to_json() for c in COLORS},
        "turn": position.turn, "opening": state.opening, "current": state.current_player(),
        "can_throw": state.can_throw(), "in_turn": state.in_turn,
        "cube": cube_json(state.cube, enabled=state.options.cube, offered=state.offered,
                          cube_max=state.options.cube_max),
        "pending": {"player": state.receiver, "dice": list(state.pending),
                    "claimable": list(state.claimable())},
        "table": table.to_json(),
        "actions": [_decision(state, a) for a in state.legal_actions()],
        "outcome": outcome,
        "players": {c: p.to_json() for c, p in record.players.items()},
        "preset": record.preset, "rules": record.options.to_json(), "seed": record.seed, "dice": record.dice,
        "house": record.options != preset_options(record.preset), "multiplied": state.options.multipliers,
        "room": MAX_ACTIONS - done,
    }


def _decision(state: GameState, action: Action) -> Json:
    """A decision open now: its token, its kind, who takes it (the receiver claims), a claim's die,
    and the points a drop loses (the page says them before the player drops)."""
    if isinstance(action, Claim):
        return {"action": format_action(action), "kind": "claim", "die": action.die, "player": state.receiver}
    decision = {"action": format_action(action), "kind": kind(action), "player": state.current_player()}
    dropped = state.child(action).outcome if decision["kind"] == "drop" else None
    return decision if dropped is None else decision | {"points": dropped.points}

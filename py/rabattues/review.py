"""A game's review: each player's exact chances throw by throw, and each cube decision judged.

Equities are money equities per unit of the cube's value (normalised, as backgammon programs
show them), from the view of the player who decides. A decision's loss is the equity given up
against the optimal decision, the opponent answering optimally; the optimal decision itself
comes from the exact bits, never from rounded figures.
"""

from __future__ import annotations

import math
import time
from typing import Any

from .actions import Action, Opening, Throw, format_action
from .game import GameState
from .position import COLORS, Color, other
from .replays import Replay
from .solver.cube import CubeDecision
from .solver.packed import Lookup, has_cube_values, table_name
from .solver.values import IN_BROWSER, state_values

Json = dict[str, Any]


def _figure(value: float | None, cube: int = 1) -> float | None:
    """A figure per unit of the cube, rounded for JSON; None when not at hand (NaN)."""
    if value is None or math.isnan(value):
        return None
    return round(value / cube, 6)


def chances(found: Lookup, turn: Color) -> dict[str, float]:
    """Each player's chance of winning, from the thrower's."""
    return {turn: round(found.win, 6), other(turn): round(1 - found.win, 6)}


def cube_json(cube: CubeDecision | None) -> Json | None:
    """A cube decision with its figures per unit of the cube (null where not shipped)."""
    if cube is None:
        return None
    v = cube.value
    return {"value": v, "owner": cube.owner, "may_double": cube.may_double, "double": cube.double,
            "take": cube.take, "no_double": _figure(cube.no_double, v),
            "double_take": _figure(cube.double_take, v),
            "double_drop": _figure(cube.double_drop, v), "equity": _figure(cube.equity, v)}


def availability(state: GameState) -> str:
    """`exact`, `cubeless` (chances only: no cube figures for these rules) or `none`."""
    if not IN_BROWSER:
        return "exact"
    if table_name(state.options) is None:
        return "none"
    return "exact" if not state.options.cube or has_cube_values(state.options) else "cubeless"


def position_review(state: GameState) -> Json:
    """The figures of the game's current position, for the win-chance bar (`lookup_us`: time taken)."""
    started = time.perf_counter()
    found = state_values(state)
    lookup_us = round((time.perf_counter() - started) * 1e6, 1)
    out: Json = {"available": availability(state), "turn": state.position.turn, "win": None, "cube": None,
                 "lookup_us": lookup_us}
    if found is not None:
        out |= {"win": chances(found, state.position.turn), "cube": cube_json(found.cube)}
    return out


def game_review(game: Replay) -> Json:
    """Chances after each throw and every cube decision, judged (from one replay of the game)."""
    state = game.states[0]
    points: list[Json] = []
    decisions: list[Json] = []
    _point(points, 0, state)
    for number, (action, after) in enumerate(zip(game.record.actions, game.states[1:], strict=True), start=1):
        decision = _decision(number, state, action)
        if decision is not None:
            decisions.append(decision)
        state = after
        if isinstance(action, Throw | Opening):
            _point(points, number, state)
    return {"available": availability(state), "points": points, "decisions": decisions,
            "outcome": state.outcome.to_json() if state.outcome else None}


def _point(points: list[Json], number: int, state: GameState) -> None:
    """The chances after action `number` (the game over: 1 or 0; the opening: unknown)."""
    if state.outcome is not None:
        winner = state.outcome.winner
        points.append({"n": number, "win": {c: 1.0 if c == winner else 0.0 for c in COLORS}})
        return
    found = state_values(state)
    if found is not None:
        points.append({"n": number, "win": chances(found, state.position.turn)})


def _decision(number: int, state: GameState, action: Action) -> Json | None:
    """The cube decision taken by `action` in `state`, if it was one; judged."""
    token = format_action(action)
    doubling = state.can_double() and (token == "double" or isinstance(action, Throw))
    answering = state.offered and token in ("take", "drop")
    if not (doubling or answering):
        return None
    found = state_values(state)
    cube = found.cube if found is not None else None
    if cube is None or not cube.may_double or cube.take is None:
        return None
    v = cube.value
    no_double, double_take = _figure(cube.no_double, v), _figure(cube.double_take, v)
    if doubling:
        chose = "double" if token == "double" else "no_double"
        best = "double" if cube.double else "no_double"
        values = None if no_double is None or double_take is None else {
            "no_double": no_double, "double": min(double_take, 1.0)}
        player = state.position.turn
    else:
        chose, best = token, ("take" if cube.take else "drop")
        values = None if double_take is None else {"take": -double_take, "drop": -1.0}
        player = other(state.position.turn)
    loss: float | None = 0.0
    if chose != best:
        loss = None if values is None else round(abs(values[best] - values[chose]), 6)
    return {"n": number, "player": player, "kind": chose, "best": best, "cube": v,
            "equities": values, "loss": loss}

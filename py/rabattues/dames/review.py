"""A game's review: each player's exact chances throw by throw, each decision judged, the luck.

Equities of decisions are money equities per unit of the cube's value (normalised, as
backgammon programs show them), from the view of the player who decides. A decision's loss is
the equity given up against the optimal decision, the opponent answering optimally; the
optimal decision itself comes from the exact bits, never from rounded figures. The decisions
are the cube's (double or not, take or drop) and, with strict claiming, the claims (`claim`:
always right) and passed dice left unclaimed (`forfeit`: always an error, claiming is always
best). Each is marked as GNU
Backgammon 1.07 marks them (its defaults, `marks.py`): an error of at least 0.12 is
`very_bad`, 0.06 `bad`, 0.03 `doubtful`, less `minor`; a right decision is `close` when the
other choice would have cost less than 0.03, else `clear`. The luck of each throw is `luck.py`'s.
The review's shape is the family's (web/PROTOCOL.md, "The review"): decisions and the luck of
the throws listed as backgammon lists them.
"""

from __future__ import annotations

import math
import time
from dataclasses import replace
from typing import Any

from ..kernel.actions import Opening, Throw
from ..kernel.colors import COLORS, Color, other
from ..kernel.marks import BAD, DOUBTFUL, VERY_BAD
from .actions import Action, Claim, format_action
from .game import GameState
from .luck import luck_entries, luck_totals, worth
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


NO_ESTIMATES: Json = {"gammon": None, "backgammon": None, "equity": None}
"""The figures only an estimating evaluator gives (backgammon's): none here, the keys kept."""


def position_review(state: GameState) -> Json:
    """The figures of the game's current position, for the win-chance bar (`lookup_us`: time taken)."""
    started = time.perf_counter()
    claimed = state.claimed()  # a claim still to make may even end the game
    found = None if claimed.outcome else state_values(claimed)
    lookup_us = round((time.perf_counter() - started) * 1e6, 1)
    out: Json = {"available": availability(state), "turn": state.position.turn, "win": None, "cube": None,
                 "match": None, "lookup_us": lookup_us} | NO_ESTIMATES  # the game plays no matches
    if claimed.outcome and not state.outcome:
        out["win"] = {c: 1.0 if c == claimed.outcome.winner else 0.0 for c in COLORS}
    if found is not None:
        out |= {"win": chances(found, state.position.turn), "cube": cube_json(found.cube)}
    return out


def game_review(game: Replay) -> Json:
    """Chances after each throw, every decision judged, each player's summary and luck (one replay)."""
    state = game.states[0]
    points: list[Json] = []
    decisions: list[Json] = []
    luck: list[Json] = []
    _point(points, 0, state)
    for number, (action, after) in enumerate(zip(game.record.actions, game.states[1:], strict=True), start=1):
        judged = (judge(number, state, action) for judge in (_claim, _forfeit, _decision))
        decisions += [d for d in judged if d]
        luck += luck_entries(number, state, action)
        state = after
        if isinstance(action, Throw | Opening) or state.outcome:  # a drop ends the game too
            _point(points, number, state)
    available = availability(state)
    outcome = state.outcome.to_json() if state.outcome else None
    if available == "none":
        return {"available": available, "evaluator": None, "points": [], "decisions": [], "summary": None,
                "luck": None, "outcome": outcome}
    return {"available": available, "evaluator": None, "points": points, "decisions": decisions,
            "summary": _summary(decisions), "luck": {"throws": luck, "players": luck_totals(luck)},
            "outcome": outcome}


def _point(points: list[Json], number: int, state: GameState) -> None:
    """The chances after action `number` (the game over: 1 or 0; the opening: unknown)."""
    state = state.claimed()  # passed dice counted as claimed: a claim may even end the game
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
    margin = None if values is None else round(abs(values["double" if doubling else "take"]
                                                    - values["no_double" if doubling else "drop"]), 6)
    loss = 0.0 if chose == best else margin
    return {"n": number, "player": player, "kind": chose, "best": best, "cube": v,
            "equities": values, "margin": margin, "loss": loss, "mark": decision_mark(chose == best, margin)}


def _claim(number: int, state: GameState, action: Action) -> Json | None:
    """A passed die claimed (strict claiming): a decision, always right (claiming is always best)."""
    if not isinstance(action, Claim) or state.receiver is None:
        return None
    return {"n": number, "player": state.receiver, "kind": "claim", "best": "claim", "cube": state.cube.value,
            "dice": [action.die], "equities": None, "margin": None, "loss": 0.0, "mark": "right"}


def _forfeit(number: int, state: GameState, action: Action) -> Json | None:
    """Passed dice the receiver could have claimed and lets go at this throw: an error, judged."""
    claimable = state.claimable()
    if not isinstance(action, Throw) or not claimable or state.receiver is None:
        return None
    receiver, v = state.receiver, state.cube.value
    claimed = worth(state, receiver, throwing=True)
    lost = worth(replace(state, pending=(), receiver=None), receiver, throwing=True)
    loss = None
    if claimed is not None and lost is not None and claimed.equity is not None and lost.equity is not None:
        loss = round((claimed.equity - lost.equity) / v, 6)
    return {"n": number, "player": receiver, "kind": "forfeit", "best": "claim", "cube": v,
            "dice": list(claimable), "equities": None, "margin": loss, "loss": loss,
            "mark": decision_mark(False, loss)}


CLOSE = DOUBTFUL
"""A right decision is close when the other choice would have cost less than a doubtful error."""


def decision_mark(right: bool, margin: float | None) -> str:
    """The mark: `clear`, `close` if right; `minor` … `very_bad` if not (size unknown: `right`, `error`)."""
    if margin is None:
        return "right" if right else "error"
    if right:
        return "close" if margin < CLOSE else "clear"
    marks = ((VERY_BAD, "very_bad"), (BAD, "bad"), (DOUBTFUL, "doubtful"))
    return next((mark for threshold, mark in marks if margin >= threshold), "minor")


def _summary(decisions: list[Json]) -> dict[Color, Json]:
    """Per player: decisions judged, errors, equity lost (per unit of the cube, and in stakes)."""
    summary: dict[Color, Json] = {}
    for color in COLORS:
        mine = [d for d in decisions if d["player"] == color]
        errors = [d for d in mine if d["kind"] != d["best"]]
        known = [d for d in errors if d["loss"] is not None]
        summary[color] = {"decisions": len(mine), "errors": len(errors),
                          "lost": round(sum(d["loss"] for d in known), 6),
                          "lost_stakes": round(sum(d["loss"] * d["cube"] for d in known), 6),
                          "unknown": len(errors) - len(known)}
    return summary

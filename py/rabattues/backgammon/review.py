"""A backgammon game's review, as GNU Backgammon gives one: every move, cube decision and throw judged.

Estimates, by this engine's evaluator (the network, or the bear-off database at home), never
exact figures. Checker play is judged as the hint judges it (0-ply: each legal move by the
position after it); a cube decision as the computer takes it (Janowski's model from the chances
averaged over the 21 throws, `computer.cube_from`); the luck of a throw as GNU defines it (0-ply):
the equity after the best play of the dice thrown minus the average of that over the 21 distinct
throws, weighted (1/36 a double, 2/36 the others). The opening's luck is the starter's: his
throw against the 15 unequal openings. Equities are cubeless money equities per unit of the
cube (normalised, as GNU shows them), from the view of the player who decides or throws; the
cube's decisions are cubeful (Janowski). In match play every figure is a match winning chance
(`match_moves.py`, `match_cube.py`) shown, as GNU shows it, in normalised money equity.
Marks and the rating of play are GNU's (`marks.py`). The review's shape is the family's
(docs/PROTOCOL.md, "The review"): the moves and the cube decisions are its decisions (a move's
`kind` is `move`), the throws its luck.
"""

from __future__ import annotations

import copy
import json
import time
from collections.abc import Callable, Generator
from functools import lru_cache
from typing import Any

from ..kernel.actions import DOUBLE, DROP, TAKE, Opening, Throw
from ..kernel.colors import COLORS, other
from ..kernel.marks import error_mark, luck_mark
from . import evaluate
from .actions import Action, Move
from .board import START, Board
from .chances import Chances
from .computer import cube_from, cube_owner
from .game import GameState
from .match_cube import state_decision
from .match_moves import judge as match_judge
from .match_moves import normalised
from .match_moves import value_of as match_value
from .page import replay
from .record import Record
from .review_summary import counts_as_decision, luck_totals, summary

Json = dict[str, Any]
Outcomes = list[tuple[tuple[int, int], float, Chances]]
EVALUATOR = {"moves": "0-ply", "cube": "1-ply", "luck": "0-ply"}
"""How deep each kind of decision is looked at (the page says it; docs/BACKGAMMON.md)."""


_last: list[tuple[str, Json]] = []
"""The last review, by its record's canonical JSON: the page asks again when the review is reopened."""


ALTERNATIVES = 5
"""How many of the best moves an error's row ranks (the move played is added when it ranks lower)."""

SLICE_SECONDS = 0.1
"""The longest stretch of a review between two yields of `review_slices` (the page's worker answers
other pages and their pings in between: a long game's review takes tens of seconds in the page)."""


def game_review(record: Record) -> Json:
    """Every move, cube decision and throw of the record judged, and each player's summary (the last kept)."""
    return _drain(review_slices(record))


def review_slices(record: Record) -> Generator[None, None, Json]:
    """`game_review`, yielding after each SLICE_SECONDS of work; its return value is the review."""
    key = json.dumps(record.to_json(), sort_keys=True, separators=(",", ":"))
    if not _last or _last[0][0] != key:
        review = yield from _review(record)
        _last[:] = [(key, review)]
    return copy.deepcopy(_last[0][1])


def _drain(work: Generator[None, None, Json]) -> Json:
    """Run sliced work to its end, at once: its value."""
    while True:
        try:
            next(work)
        except StopIteration as done:
            result: Json = done.value
            return result


def _review(record: Record) -> Generator[None, None, Json]:
    """Every move, cube decision and throw of the record judged, and each player's summary."""
    game = replay(record)
    outcomes = _Outcomes()
    decisions: list[Json] = []  # the moves and the cube decisions, in the order of the game
    luck: list[Json] = []
    points: list[Json] = []  # the chances before each throw (the 21 throws' average) and at each end
    first = game.states[0]
    if first.dice is not None and first.outcome is None:  # a start's dice thrown: no throw before its move
        points.append(point(0, first, thrown_chances(first, outcomes.of(first.board))))
    since = time.monotonic()
    for number, (action, state) in enumerate(zip(record.actions, game.states, strict=False), start=1):
        if time.monotonic() - since > SLICE_SECONDS:
            yield
            since = time.monotonic()
        if isinstance(action, Move):
            decisions.append(move_row(number, state, action))
        elif isinstance(action, Opening):
            luck += opening_luck(number, action, game.states[number])
            points.append(point(number - 1, state, None))
        if isinstance(action, Throw):
            luck.append(throw_luck(number, state, action.dice, outcomes.of(state.board)))
            points.append(point(number - 1, state, evaluate.average(outcomes.of(state.board))))
        if _is_cube_decision(state, action):
            decisions.append(cube_row(number, state, action, outcomes.of(state.board)))
    final = game.state
    if final.outcome is not None:
        points.append(point(len(record.actions), final, None))
    return {"available": "estimate", "evaluator": EVALUATOR, "points": points, "decisions": decisions,
            "summary": summary(decisions), "luck": {"throws": luck, "players": luck_totals(luck)},
            "outcome": final.outcome.to_json() if final.outcome else None}


class _Outcomes:
    """The 21 throws' best plays of each board asked about, computed once (luck and cube share them)."""

    def __init__(self) -> None:
        """No board asked yet."""
        self.known: dict[Board, Outcomes] = {}

    def of(self, board: Board) -> Outcomes:
        """The board's 21 throws, each with its weight and the mover's chances after its best play."""
        if board not in self.known:
            self.known[board] = evaluate.throw_outcomes(board)
        return self.known[board]


def point(number: int, state: GameState, chances: Chances | None) -> Json:
    """Each player's chance of winning the game after action `number`, in `state`: 1 or 0 once it
    is over (also a match's game before the next one's opening), even before an opening, else the
    player on roll's cubeless chances (`chances`: before his throw, or with a start's dice thrown)."""
    if state.outcome is not None:
        return {"n": number, "win": {c: 1.0 if c == state.outcome.winner else 0.0 for c in COLORS}}
    mine = 0.5 if chances is None else round(chances.win, 4)
    return {"n": number, "win": {state.turn: mine, other(state.turn): round(1 - mine, 4)}}


def thrown_chances(state: GameState, outcomes: Outcomes) -> Chances:
    """The chances of the player on roll after his best play of the dice he has thrown."""
    assert state.dice is not None
    faces = (min(state.dice), max(state.dice))
    return next(c for d, _w, c in outcomes if d == faces)


def value_of(state: GameState) -> Callable[[Chances], float]:
    """How the mover's chances after a play are valued: cubeless money equity, or in a match his
    MWC (cube as it is) as normalised equity."""
    return (lambda chances: chances.equity) if state.match is None else match_value(state)


def move_row(number: int, state: GameState, action: Move) -> Json:
    """A checker play: the move played and the evaluator's best, their equities, the loss and its mark."""
    legal = state.moves()
    assert state.dice is not None and legal is not None  # a move is played after a throw
    if state.match is None:
        judged = [(j.move.text, j.equity) for j in evaluate.judge(state.board, state.dice)]
    else:
        judged = [(j.move.text, normalised(state, state.turn, j.mwc)) for j in match_judge(state)]
    played = next(j for j in judged if j[0] == legal.find(action.text).text)
    best = judged[0]
    loss = max(best[1] - played[1], 0.0)
    mark = error_mark(loss)
    return {"n": number, "player": state.turn, "kind": "move", "dice": list(state.dice), "played": played[0],
            "best": best[0], "equity": round(played[1], 4), "best_equity": round(best[1], 4),
            "loss": round(loss, 4), "mark": mark, "forced": len(judged) == 1,
            "choices": len(judged), "cube": state.cube.value,
            "alternatives": ranked(judged, played[0]) if mark else []}


def ranked(judged: list[tuple[str, float]], played: str) -> list[Json]:
    """The best moves, best first, with their rank, equity and loss against the best (GNU's hint
    table), and the move played after them when it ranks lower."""
    rows = [{"rank": rank, "move": move, "equity": round(equity, 4), "loss": round(judged[0][1] - equity, 4)}
            for rank, (move, equity) in enumerate(judged, start=1)]
    return rows[:ALTERNATIVES] + [r for r in rows[ALTERNATIVES:] if r["move"] == played]


def throw_luck(number: int, state: GameState, dice: tuple[int, int], outcomes: Outcomes) -> Json:
    """A throw's luck for its thrower: the equity after its best play minus the average over the 21."""
    faces, value = (min(dice), max(dice)), value_of(state)
    mean = sum(weight * value(c) for _d, weight, c in outcomes)
    got = next(value(c) for d, _w, c in outcomes if d == faces)
    return luck_row(number, state.turn, list(dice), got - mean, state.cube.value)


def opening_luck(number: int, action: Opening, after: GameState) -> list[Json]:
    """The opening's luck for the starter: his throw against the 15 unequal ones (equal ones: again)."""
    if action.white == action.black:
        return []
    value = value_of(after)
    unequal = {d: value(c) for d, c in _opening_chances().items()}
    faces = (min(action.white, action.black), max(action.white, action.black))
    luck = unequal[faces] - sum(unequal.values()) / len(unequal)
    starter = "w" if action.white > action.black else "b"
    return [luck_row(number, starter, [action.white, action.black], luck, 1) | {"opening": True}]


@lru_cache(maxsize=1)
def _opening_chances() -> dict[tuple[int, int], Chances]:
    """The starter's chances after his best play of each unequal opening throw."""
    return {d: c for d, _w, c in evaluate.throw_outcomes(START) if d[0] != d[1]}


def luck_row(number: int, player: str, dice: list[int], luck: float, cube: int) -> Json:
    """One throw's luck, rounded, with its mark."""
    return {"n": number, "player": player, "dice": dice, "luck": round(luck, 4), "mark": luck_mark(luck),
            "opening": False, "cube": cube}


def _is_cube_decision(state: GameState, action: Action) -> bool:
    """The action took a cube decision: a double or a throw when doubling was open, a take or a drop."""
    if state.offered:
        return action in (TAKE, DROP)
    return state.can_double() and (action == DOUBLE or isinstance(action, Throw))


def cube_row(number: int, state: GameState, action: Action, outcomes: Outcomes) -> Json:
    """A cube decision: the choice, the best one, each choice's equity, the loss and its mark."""
    v = state.cube.value
    chances = evaluate.average(outcomes)
    if state.match is None:
        decision = cube_from(chances, state.board, state.options, v, cube_owner(state))
        scale: Callable[[float], float] = lambda figure: figure / v  # noqa: E731
    else:
        decision = state_decision(state, chances)
        scale = lambda figure: normalised(state, state.turn, figure)  # noqa: E731
    if state.offered:
        chose = "take" if action == TAKE else "drop"
        best = "take" if decision.take else "drop"
        equities = {"take": -scale(decision.double_take), "drop": -scale(decision.double_drop)}
        player = state.current_player()
    else:
        chose = "double" if action == DOUBLE else "no_double"
        best = "double" if decision.double else "no_double"
        equities = {"no_double": scale(decision.no_double),
                    "double": scale(min(decision.double_take, decision.double_drop))}
        player = state.turn
    loss = max(equities[best] - equities[chose], 0.0)
    first, second = equities.values()
    margin = abs(first - second)  # how far apart the two choices are
    row = {"n": number, "player": player, "kind": chose, "best": best, "cube": v,
           "equities": {k: round(e, 4) for k, e in equities.items()}, "margin": round(margin, 4),
           "loss": round(loss, 4), "mark": error_mark(loss), "action": decision.action}
    return row | {"counted": counts_as_decision(row)}

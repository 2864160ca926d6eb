"""The evaluator's advice, as the page shows it: the chances now, and a hint (moves ranked, or the
cube decision). Estimates, labelled `"estimate"`, unlike the 1699 game's exact figures. In match
play the figures are match winning chances (`unit`: `mwc`), and moves are ranked by them."""

from __future__ import annotations

import time
from typing import Any

from ..kernel.colors import other
from . import computer, evaluate
from .chances import Chances
from .cube import CubeDecision
from .game import GameState
from .match_moves import judge, normalised, winning_chances
from .page import replay
from .record import Record

Json = dict[str, Any]
HINT_MOVES = 10
"""How many moves a hint lists, best first."""


def position_analysis(record: Record) -> Json:
    """The evaluator's chances for each player now, labelled as estimates (the 1699 game's keys too:
    no cube figures; none at all at the opening or the end); in a match, each player's match
    winning chances (`match`) too; `lookup_us`: the time taken."""
    state = replay(record).state
    started = time.perf_counter()
    mine, theirs = state.turn, other(state.turn)

    def pair(own: float, counterpart: float) -> Json:
        """A figure for the player on roll and its counterpart for his opponent."""
        return {mine: round(own, 4), theirs: round(counterpart, 4)}

    match = None
    if state.match is not None:
        mwc = winning_chances(state)
        match = pair(mwc, 1 - mwc)
    out: Json = {"available": "estimate", "turn": state.turn, "win": None, "gammon": None, "backgammon": None,
                 "equity": None, "cube": None, "match": match}
    if not (state.opening or state.is_terminal()):
        chances = _now(state)
        out |= {"win": pair(chances.win, 1 - chances.win),
                "gammon": pair(chances.win_gammon, chances.lose_gammon),
                "backgammon": pair(chances.win_backgammon, chances.lose_backgammon),
                "equity": pair(chances.equity, -chances.equity)}
    return out | {"lookup_us": round((time.perf_counter() - started) * 1e6, 1)}


def _now(state: GameState) -> Chances:
    """The chances of the player on roll: after his best move once he has thrown, else before his throw."""
    if state.dice is not None:
        best = evaluate.best_after(state.board, state.dice)
        if best is not None:
            return best
        return evaluate.chances(state.board.flipped()).flipped()
    return evaluate.chances(state.board)


def hint(record: Record) -> Json:
    """The evaluator's advice for the player who must act: moves ranked, or the cube decision."""
    state = replay(record).state
    if state.is_terminal() or state.opening:
        return {"kind": "none"}
    if state.dice is not None and state.match is not None:
        return _match_moves(state)
    if state.dice is not None:
        judged = evaluate.judge(state.board, state.dice)[:HINT_MOVES]
        best = judged[0].equity if judged else 0.0
        return {"kind": "moves", "estimate": True, "player": state.turn, "unit": "money",
                "moves": [{"move": j.move.text, "position_id": j.move.after_id,
                           "equity": round(j.equity, 3), "loss": round(best - j.equity, 3),
                           "chances": j.chances.rounded(3)} for j in judged]}
    decision = computer.state_cube(state)
    player = state.current_player()
    unit = {"unit": "money" if state.match is None else "mwc"}
    return {"kind": "cube", "estimate": True, "player": player, **_cube(decision, state.offered), **unit}


def _match_moves(state: GameState) -> Json:
    """The moves ranked by the mover's match winning chances after them, best first."""
    judged = judge(state)[:HINT_MOVES]
    equity = [normalised(state, state.turn, j.mwc) for j in judged]
    return {"kind": "moves", "estimate": True, "player": state.turn, "unit": "mwc",
            "moves": [{"move": j.move.text, "position_id": j.move.after_id, "mwc": round(j.mwc, 4),
                       "equity": round(e, 3), "loss": round(equity[0] - e, 3),
                       "chances": j.chances.rounded(3)}
                      for j, e in zip(judged, equity, strict=True)]}


def _cube(decision: CubeDecision, offered: bool) -> Json:
    """A cube decision's figures and words."""
    return {"action": decision.action, "double": decision.double, "take": decision.take, "offered": offered,
            "no_double": round(decision.no_double, 3), "double_take": round(decision.double_take, 3),
            "double_drop": round(decision.double_drop, 3)}

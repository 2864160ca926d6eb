"""The backgammon half of the page's api (`rabattues.api` hands a backgammon record or game here).

Each function takes parsed JSON and returns a plain object; a refusal is a ValueError with a
message the page shows. Estimates come from the evaluator (network or bear-off database): they
are labelled `"estimate"`, unlike the 1699 game's exact figures.
"""

from __future__ import annotations

from typing import Any

from ..dames.record import RecordError, check_room
from ..kernel.actions import ActionError, Opening, Throw
from ..kernel.limits import clip
from ..kernel.options import OptionError
from . import computer, evaluate
from .actions import Action, format_action, parse_action
from .chances import Chances
from .cube import CubeDecision
from .game import GameState
from .options import PRESET, from_json
from .options import preset as preset_options
from .page import extend, replay, view
from .pasted import read_pasted
from .record import Record, new_record, parse
from .review import game_review

Json = dict[str, Any]
SETTINGS = frozenset({"game", "preset", "rules", "seed", "dice", "players", "start"})
HINT_MOVES = 10
"""How many moves a hint lists, best first."""


def new_game(config: dict[str, Any]) -> Record:
    """A backgammon game not yet played from the New game settings, each checked."""
    unknown = sorted(set(config) - SETTINGS)
    if unknown:
        raise RecordError(f"unknown setting {clip(unknown[0])!r}")
    name = config.get("preset", PRESET)
    if not isinstance(name, str):
        raise OptionError("preset must be text")
    base = preset_options(name)
    rules = config.get("rules", {})
    if not isinstance(rules, dict):
        raise OptionError("rules must be an object")
    options = from_json({**base.to_json(), **rules})
    data = new_record(options=options, seed=config.get("seed")).to_json()
    for key in ("dice", "players", "start"):
        if config.get(key) is not None:
            data[key] = config[key]
    record = parse(data)
    record.initial_state()  # a start that is no position is refused here
    return record


def start_game(config: dict[str, Any]) -> Json:
    """A new game's answer; with a pasted start (`{"pasted": text}`), the report of what was kept of it."""
    start = config.get("start")
    if not (isinstance(start, dict) and set(start) == {"pasted"}):
        return game(new_game(config))
    pasted = read_pasted(start["pasted"], typed=config.get("dice") == "typed")
    record = new_game({**config, "start": pasted.start.to_json()})
    if pasted.throw is not None:
        record = record.with_action(Throw(pasted.throw))
    return game(record) | {"pasted": pasted.report}


def game(record: Record) -> Json:
    """The record, its view after the last action and the move list (one replay, which checks it)."""
    played = replay(record)
    return {"record": record.to_json(), "view": view(record, played.state), "history": list(played.history)}


def act(record: Record, text: str) -> Json:
    """Apply one action: `throw` (the seed's dice), typed dice (`31`), a move (`8/5 6/5`), a cube action."""
    check_room(len(record.actions))
    played = replay(record)
    action = _action(record, played.state, text)
    try:
        played, last = extend(played, action)
    except ValueError as error:
        raise ActionError(str(error)) from None
    return {"record": played.record.to_json(), "view": view(played.record, played.state),
            "history": list(played.history), "last": last}


def _action(record: Record, state: GameState, text: str) -> Action:
    """The action the page asked for; `throw` draws the seed's next dice."""
    if text == "throw":
        if record.dice != "seeded":
            raise ActionError("this game uses typed dice: send the throw, e.g. '31'")
        if not state.is_chance_node():
            raise ActionError("'throw' is not allowed now")
        first, second = record.next_dice()
        return Opening(first, second) if state.opening else Throw((first, second))
    action = parse_action(text)
    if isinstance(action, Opening | Throw) and record.dice == "seeded":
        raise ActionError("this game's dice come from its seed: send 'throw'")
    return action


def view_at(record: Record, number: int) -> Json:
    """The game as it stood after action `number` (0: before any), and that action's entry."""
    played = replay(record)
    last = played.history[number - 1] if number else None
    return {"view": view(record, played.states[number], number), "last": last}


def computer_action(record: Record) -> str | None:
    """What the computer does now for a player it plays: a token, `throw`, or None."""
    state = replay(record).state
    if state.is_terminal() or record.players[state.current_player()].kind != "computer":
        return None
    action = computer.decision(state)
    if action is None:
        return "throw" if state.is_chance_node() else None
    return format_action(action)


def positions(record: Record) -> list[str]:
    """Every position of the record, one after each action (Position ID and the player on roll)."""
    return [view(record, state)["position"] for state in replay(record).states[1:]]


def position_analysis(record: Record) -> Json:
    """The evaluator's chances for each player now, labelled as estimates."""
    state = replay(record).state
    if state.opening or state.is_terminal():
        return {"available": "estimate", "turn": state.turn, "win": None, "gammon": None, "cube": None}
    chances = _now(state)
    mine, theirs = state.turn, ("b" if state.turn == "w" else "w")
    return {"available": "estimate", "turn": state.turn,
            "win": {mine: round(chances.win, 4), theirs: round(1 - chances.win, 4)},
            "gammon": {mine: round(chances.win_gammon, 4), theirs: round(chances.lose_gammon, 4)},
            "backgammon": {mine: round(chances.win_backgammon, 4), theirs: round(chances.lose_backgammon, 4)},
            "equity": {mine: round(chances.equity, 4), theirs: round(-chances.equity, 4)},
            "cube": None}


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
    if state.dice is not None:
        judged = evaluate.judge(state.board, state.dice)[:HINT_MOVES]
        best = judged[0].equity if judged else 0.0
        return {"kind": "moves", "estimate": True, "player": state.turn,
                "moves": [{"move": j.move.text, "position_id": j.move.after_id,
                           "equity": round(j.equity, 3), "loss": round(best - j.equity, 3),
                           "chances": j.chances.rounded(3)} for j in judged]}
    decision = computer.state_cube(state)
    player = state.current_player()
    return {"kind": "cube", "estimate": True, "player": player, **_cube(decision, state.offered)}


def _cube(decision: CubeDecision, offered: bool) -> Json:
    """A cube decision's figures and words."""
    return {"action": decision.action, "double": decision.double, "take": decision.take, "offered": offered,
            "no_double": round(decision.no_double, 3), "double_take": round(decision.double_take, 3),
            "double_drop": round(decision.double_drop, 3)}


def review(record: Record) -> Json:
    """The game's review: every move, cube decision and throw judged, estimates (review.py)."""
    return game_review(record)


__all__ = ["act", "computer_action", "game", "hint", "new_game", "position_analysis",
           "positions", "review", "start_game", "view_at"]

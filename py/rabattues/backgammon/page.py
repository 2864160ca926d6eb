"""What the page draws for a backgammon game, as plain data (docs/PROTOCOL.md, "Backgammon").

The board is seen from a fixed side: points are numbered as White numbers them (his home board
1–6, Black's 19–24), whoever is on roll. A step names a point by that number, or `bar`, `off`.
The legal moves of the dice thrown come from the engine's own list, each with every order of
single steps that plays it (paths.py), and the board after each step (choose.py), so the page
never decides what is legal nor moves a checker itself.
"""

from __future__ import annotations

from typing import Any

from ..kernel import replays
from ..kernel.actions import Opening, Throw
from ..kernel.colors import COLORS, Color
from ..kernel.cube import CENTRED_FACE, cube_json
from ..kernel.limits import MAX_ACTIONS
from ..kernel.match import Match
from ..kernel.replays import Replays
from .actions import Action, Move, Resign, format_action
from .bear_off_move import every_die_off
from .board import BAR, OFF, Counts, pip_count
from .choose import dice_faces, move_choice, page_path
from .game import GameState, Step
from .options import preset
from .paths import first_path
from .position_id import format_position_id
from .record import Record
from .xgid import format_xgid

Json = dict[str, Any]


class Telling:
    """What a backgammon replay tells: each action's entry (no note: the view says it all)."""

    def first_note(self, state: GameState) -> None:
        """No note."""

    def note(self, n: int, note: None, before: GameState, action: Action, step: Step) -> None:
        """No note."""

    def entry(self, n: int, before: GameState, action: Action, step: Step) -> Json:
        """Action n's entry in the move list; in a match, the first action of each game says the
        match before that game."""
        line = entry(n, before, action, step)
        starts = before.match is not None and (n == 1 or before.outcome is not None)
        return line | {"match": game_match(before)} if starts else line

    def joins(self, action: Action) -> bool:
        """A move is written in the line of the throw (or opening) that gave its dice: `62: 13/7 8/6`."""
        return isinstance(action, Move)


REPLAYS: Replays[Record, GameState, None] = Replays(Telling())
Replay = replays.Replay[Record, GameState, None]
replay, extend, play_on = REPLAYS.replay, REPLAYS.extend, REPLAYS.play_on


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
        "cube": cube_json(state.cube, enabled=state.options.cube, offered=state.offered,
                          cube_max=state.options.cube_max, unturned=CENTRED_FACE),
        "actions": [_decision(state, a) for a in state.legal_actions() if not isinstance(a, Move)],
        # moves, boards, after (and singles); a computer's move is not chosen step by step
        **move_choice(state, only, every_order=record.players[state.current_player()].kind == "human"),
        "bear_off_move": every_die_off(state),
        "outcome": state.outcome.to_json() if state.outcome else None, "match": match_json(state),
        "players": {c: p.to_json() for c, p in record.players.items()},
        "preset": record.preset, "rules": record.options.to_json(), "seed": record.seed, "dice": record.dice,
        "house": record.options != preset(record.preset), "multiplied": True,  # gammons always count
        "room": MAX_ACTIONS - done,
    }


def match_json(state: GameState) -> Json | None:
    """§12.10, match play (None: money play): the length, the score before the game shown and
    after it once it is over, whether it is the Crawford game or after it, and the match's winner."""
    match = state.match
    if match is None:
        return None
    later = state.match_after() if state.outcome is not None else None
    return {"length": match.length, "score": _score(match), "crawford": match.crawford,
            "post_crawford": match.is_post_crawford(), "score_after": _score(later) if later else None,
            "winner": later.winner() if later else None}


def game_match(before: GameState) -> Json:
    """§12.10: the match before the game that the action after `before` begins: the score, whether
    it is the Crawford game or after it (the match after the game just ended, if one has)."""
    match = before.match_after() if before.outcome is not None else before.match
    assert match is not None
    return {"score": _score(match), "crawford": match.crawford, "post_crawford": match.is_post_crawford()}


def _score(match: Match) -> dict[Color, int]:
    """`{w, b}`."""
    return {c: match.points(c) for c in COLORS}


def _point(mine: dict[Color, Counts], point: int) -> Json:
    """White's point `point`: whose checkers stand there and how many."""
    white, black = mine["w"][point], mine["b"][25 - point]
    player = "w" if white else "b" if black else None
    return {"point": point, "player": player, "count": white or black}


def _decision(state: GameState, action: Action) -> Json:
    """A cube decision open now: its token, its kind and who takes it, and the points a drop loses
    (the page says them before the player drops)."""
    token = format_action(action)
    decision: Json = {"action": token, "kind": token, "player": state.current_player()}
    dropped = state.child(action).outcome if token == "drop" else None
    return decision if dropped is None else decision | {"points": dropped.points}


def entry(n: int, before: GameState, action: Action, step: Step) -> Json:
    """The move list's entry for action `n`: what it was, who did it and what it did."""
    token = format_action(action)
    line: Json = {"n": n, "action": token, "player": before.current_player()}
    if isinstance(action, Opening):
        starter = None if action.white == action.black else step.state.turn
        return line | {"kind": "opening", "dice": [action.white, action.black], "starter": starter,
                       "player": starter, "new_game": before.outcome is not None}
    if isinstance(action, Throw):
        passed = step.state.turn != before.turn  # no legal move: the turn passes at once
        return line | {"kind": "throw", "dice": list(action.dice), "pass": passed}
    if isinstance(action, Resign):
        return line | {"kind": "resign", "times": action.times}
    if isinstance(action, Move) and step.move is not None and before.dice is not None:
        moves = before.moves()
        path = first_path(before.board, before.dice, moves, step.move) if moves else ()
        return line | {"kind": "move", "move": step.move.text, "dice": list(before.dice),
                       "steps": page_path(path, before.turn)}
    return line | {"kind": token}


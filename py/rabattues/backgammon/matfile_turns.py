"""A match file's turns (matfile_read.py reads the file): each throw, move, cube action and
result of a numbered line, played by the rules as it is read."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..kernel.actions import DOUBLE, DROP, TAKE, Opening, Throw
from ..kernel.colors import Color
from ..kernel.limits import MAX_ACTIONS, clip
from ..kernel.match import Match
from .actions import Action, Move, Resign
from .game import GameState
from .notation import MoveError

_PATH = r"(?:bar|\d{1,2})(?:/(?:off|\d{1,2})\*?)+(?:\(\d\))?"
_EVENT = re.compile(rf"([1-6])([1-6]):((?:[ \t]+{_PATH})*)|doubles\s*=>\s*(\d{{1,4}})|(takes)|(drops)"
                    r"|wins\s+(\d{1,4})\s+points?(?:\s+and\s+the\s+match)?|(beavers|raccoons|resigns)",
                    re.IGNORECASE)
RIGHT_COLUMN = 20
"""A line's first turn that starts this far in (or further) is in the right column: Black's."""


@dataclass
class Reading:
    """The file read so far: the state of play, the actions, the match and the players."""

    length: int | None = None
    names: tuple[str, str] | None = None
    state: GameState | None = None
    start: Match | None = None
    actions: list[Action] = field(default_factory=list)
    turn: int = 0
    """The next turn's column in this game (even: White's, odd: Black's); −1 before a score line."""
    games: int = 0
    unplayed: str | None = None
    """Dice thrown and not played, written alone: only a resignation (or the file's end) may follow."""
    started: int = 0
    """The actions before this game's score line (a game over with more is over in this file)."""
    first_doubled: bool = False
    """A double was made in the first game (so it was not the Crawford game)."""


def turns(reading: Reading, line: str, at: int) -> None:
    """A numbered line: White's turn on the left, Black's on the right."""
    body = line[at:]
    first = _EVENT.search(body)
    if first is not None and reading.turn == 0 and at + first.start() >= RIGHT_COLUMN:
        reading.turn = 1  # the left column is empty: Black starts
    events(reading, body)


def events(reading: Reading, body: str) -> None:
    """Each turn written in `body`, played in order."""
    position = 0
    while True:
        found = _EVENT.search(body, position)
        gap = body[position:found.start() if found else len(body)]
        if gap.strip():
            raise ValueError(f"not a turn of a match file: {clip(gap.strip())!r}")
        if found is None:
            return
        _event(reading, found)
        position = found.end()


def _event(reading: Reading, found: re.Match[str]) -> None:
    """One turn: a throw and its move, a double, a take or a drop; or a game's result."""
    state = reading.state
    assert state is not None
    if found[7] is not None:
        if state.outcome is None:
            resigned(reading, int(found[7]))
        result(reading.state, int(found[7]))
        reading.unplayed = None
        return
    if reading.unplayed is not None:
        raise ValueError(f"the throw {reading.unplayed} has legal moves, and none is written")
    if state.outcome is not None and len(reading.actions) > reading.started:
        raise ValueError("a turn after the game is over (a game begins with ' Game n' and its score line)")
    if found[8] is not None:
        raise ValueError(f"{found[8].lower()!r}: not in these rules")
    player: Color = "w" if reading.turn % 2 == 0 else "b"
    reading.turn += 1
    if found[1] is not None:
        throw(reading, player, (int(found[1]), int(found[2])), found[3].strip())
    elif found[4] is not None:
        if int(found[4]) != state.cube.value * 2:
            raise ValueError(f"a double to {found[4]} with the cube at {state.cube.value}")
        play(reading, player, DOUBLE)
        reading.first_doubled |= reading.games == 1
    else:
        play(reading, player, TAKE if found[5] is not None else DROP)


def throw(reading: Reading, player: Color, dice: tuple[int, int], move: str) -> None:
    """A throw and its move (none when no move is possible); a game's first throw is its opening."""
    state = reading.state
    assert state is not None
    if state.opening:
        if dice[0] == dice[1]:
            raise ValueError(f"an opening throw of a double, {dice[0]}{dice[1]}")
        high, low = max(dice), min(dice)
        play(reading, player, Opening(high, low) if player == "w" else Opening(low, high), who=False)
    else:
        play(reading, player, Throw(dice))
    thrown = reading.state
    assert thrown is not None
    if thrown.dice is None and move:
        raise ValueError(f"no move is possible with {dice[0]}{dice[1]}, but {clip(move)!r} is written")
    if thrown.dice is not None and not move:
        reading.unplayed = f"{dice[0]}{dice[1]}"  # a resignation may follow, as GNU Backgammon writes it
    if move:
        play(reading, player, Move(move))


def play(reading: Reading, player: Color, action: Action, *, who: bool = True) -> None:
    """An action by `player`, played now (the rules refuse what is not allowed)."""
    state = reading.state
    assert state is not None
    if who and state.current_player() != player:
        side, to_play = ("White's (left)", "Black") if player == "w" else ("Black's (right)", "White")
        raise ValueError(f"a turn of {side} when {to_play} is to play")
    if len(reading.actions) >= MAX_ACTIONS:
        raise ValueError(f"more than {MAX_ACTIONS} actions")
    try:
        step = state.step(action)
    except MoveError as error:
        raise ValueError(str(error)) from None
    reading.state = step.state
    reading.actions.append(Move(step.move.text) if step.move is not None else action)  # in the engine's words


def resigned(reading: Reading, points: int) -> None:
    """A `Wins` line before the game is over: the player who must act has resigned for these points."""
    state = reading.state
    assert state is not None
    times, rest = divmod(points, state.cube.value)
    if rest or times not in (1, 2, 3):
        raise ValueError(f"'wins {points}' before the game is over, with the cube at {state.cube.value}: "
                         "a resignation is 1, 2 or 3 times the cube")
    play(reading, state.current_player(), Resign(times))


def result(state: GameState | None, points: int) -> None:
    """A `Wins` line: the game must be over, for its full value or for what its winner needed."""
    outcome = state.outcome if state is not None else None
    if outcome is None:
        raise ValueError("a win before the game is over")
    if points not in (outcome.points, outcome.cube * outcome.multiplier):
        raise ValueError(f"'wins {points}' but the game is won for {outcome.cube * outcome.multiplier}")

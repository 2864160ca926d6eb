"""GNU Backgammon's text match files (`.mat`) read into a record (RULES.md §12.12; the format: matfile.py).

The file is read line by line and played as it is read, so that every throw, move and cube
action is checked by the rules: a line that is not of the format, or an action the game does
not allow, is refused with a message naming the line. What the file does not say is decided
so: the players' names are those of the first score line, White the left column; the dice are
typed (the file's); a match's first game is the Crawford game when one player, alone, needs
one point and nobody doubles in it; the `Wins` lines must agree with the game (its full value,
or what the winner needed); one before the game is over is a resignation (as GNU Backgammon
writes it) by the player who must act, for the points written. Money play (`0 point match`,
or no length; a game alone as GNU Backgammon exports one, its players' names without scores)
is one game. A beaver and a raccoon are refused: these rules have none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ..kernel.actions import DOUBLE, DROP, TAKE, ActionError, Opening, Throw
from ..kernel.colors import COLORS, Color
from ..kernel.limits import MAX_ACTIONS, MAX_FILE_BYTES, MAX_NAME, check_size, clip
from ..kernel.match import Match, read_match
from ..kernel.record_errors import RecordError
from .actions import Action, Move, Resign
from .game import GameState, new_game
from .notation import MoveError
from .options import Options
from .record import Record

_LENGTH = re.compile(r"\s*(\d{1,4})\s+point\s+match\s*", re.IGNORECASE)
_GAME = re.compile(r"\s*game\s+\d{1,6}\s*", re.IGNORECASE)
_SCORE = re.compile(r"\s*(\S.*?)\s*:\s*(\d{1,4})\s+(\S.*?)\s*:\s*(\d{1,4})\s*")
_NAMES = re.compile(r"\s*(\S+)\s+(\S+)\s*")
_NUMBERED = re.compile(r"\s*\d{1,4}\)(.*)")
_PATH = r"(?:bar|\d{1,2})(?:/(?:off|\d{1,2})\*?)+(?:\(\d\))?"
_EVENT = re.compile(rf"([1-6])([1-6]):((?:[ \t]+{_PATH})*)|doubles\s*=>\s*(\d{{1,4}})|(takes)|(drops)"
                    r"|wins\s+(\d{1,4})\s+points?(?:\s+and\s+the\s+match)?|(beavers|raccoons|resigns)",
                    re.IGNORECASE)
MAX_LINE = 400
"""A line's length, in characters (GNU Backgammon's lines are under 80)."""
RIGHT_COLUMN = 20
"""A line's first turn that starts this far in (or further) is in the right column: Black's."""


class MatError(RecordError):
    """A match file that cannot be read: the message names the line."""


@dataclass
class _Reading:
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


def is_match_file(text: str) -> bool:
    """Whether a file's text starts as a match file does (` 5 point match` or ` Game 1` first, after
    blank and `;` lines): a record's JSON never does."""
    for line in text.splitlines()[:50]:
        stripped = line.strip()
        if stripped and not stripped.startswith(";"):
            return bool(_LENGTH.fullmatch(line) or _GAME.fullmatch(line))
    return False


def read_mat(text: str) -> Record:
    """The record of a `.mat` file's text; MatError naming the line of the first thing wrong."""
    check_size("match file", len(text), MAX_FILE_BYTES, "characters")
    reading = _Reading()
    for number, line in enumerate(text.splitlines(), start=1):
        try:
            if len(line) > MAX_LINE:
                raise ValueError(f"a line of {len(line)} characters (at most {MAX_LINE})")
            _line(reading, line)
        except (ValueError, ActionError) as error:
            raise MatError(f"line {number}: {clip(str(error), 200)}") from None
    if reading.state is None:
        raise MatError("not a match file: no game in it (a match file has ' Game 1' and a score line)")
    return _record(reading)


def _line(reading: _Reading, line: str) -> None:
    """Read one line."""
    stripped = line.strip()
    if not stripped or stripped.startswith(";"):
        return
    if (found := _LENGTH.fullmatch(line)) is not None:
        if reading.length is not None or reading.state is not None:
            raise ValueError("a second match length")
        reading.length = int(found[1])
    elif _GAME.fullmatch(line):
        _new_game(reading)
    elif reading.state is None and reading.turn >= 0:
        raise ValueError(f"not a match file: expected ' 5 point match' or ' Game 1': {clip(stripped)!r}")
    elif reading.turn < 0 or reading.state is None:
        _score(reading, line)
    elif (found := _NUMBERED.fullmatch(line)) is not None:
        _turns(reading, line, found.start(1))
    elif stripped.lower().startswith("wins"):
        _events(reading, stripped)
    else:
        raise ValueError(f"not a line of a match file: {clip(stripped)!r}")


def _new_game(reading: _Reading) -> None:
    """` Game n`: the game before must be over (money play has one game)."""
    state = reading.state
    if state is not None:
        if state.outcome is None:
            raise ValueError("a new game before the game above is over")
        if state.match is None:
            raise ValueError("a second game in money play: a record of money play holds one game")
    reading.turn = -1


def _score(reading: _Reading, line: str) -> None:
    """The score line (`Anne : 2   Bob : 1`; a game alone may give the names without scores)."""
    found = _SCORE.fullmatch(line)
    if found is not None:
        _names(reading, found[1], found[3])
        score = (int(found[2]), int(found[4]))
    elif (names := _NAMES.fullmatch(line)) is not None and not reading.length and reading.state is None:
        _names(reading, names[1], names[2])
        score = (0, 0)
    else:
        raise ValueError(f"expected the score line 'name : points   name : points': {clip(line.strip())!r}")
    reading.turn, reading.games, reading.started = 0, reading.games + 1, len(reading.actions)
    if reading.state is None:
        if reading.length:
            reading.start = read_match({"length": reading.length, "crawford": False,
                                        "score": dict(zip(COLORS, score, strict=True))})
        reading.state = new_game(Options(), match=reading.start)
        return
    expected = reading.state.match_after().score
    if score != expected:
        raise ValueError(f"the score {score[0]}-{score[1]} does not follow from the games above "
                         f"({expected[0]}-{expected[1]})")


def _names(reading: _Reading, white: str, black: str) -> None:
    """The players' names, from the first score line."""
    if reading.names is None:
        for name in (white, black):
            if len(name) > MAX_NAME:
                raise ValueError(f"a player's name of more than {MAX_NAME} characters: {clip(name)!r}")
        reading.names = (white, black)


def _turns(reading: _Reading, line: str, at: int) -> None:
    """A numbered line: White's turn on the left, Black's on the right."""
    body = line[at:]
    first = _EVENT.search(body)
    if first is not None and reading.turn == 0 and at + first.start() >= RIGHT_COLUMN:
        reading.turn = 1  # the left column is empty: Black starts
    _events(reading, body)


def _events(reading: _Reading, body: str) -> None:
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


def _event(reading: _Reading, found: re.Match[str]) -> None:
    """One turn: a throw and its move, a double, a take or a drop; or a game's result."""
    state = reading.state
    assert state is not None
    if found[7] is not None:
        if state.outcome is None:
            _resigned(reading, int(found[7]))
        _result(reading.state, int(found[7]))
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
        _throw(reading, player, (int(found[1]), int(found[2])), found[3].strip())
    elif found[4] is not None:
        if int(found[4]) != state.cube.value * 2:
            raise ValueError(f"a double to {found[4]} with the cube at {state.cube.value}")
        _play(reading, player, DOUBLE)
        reading.first_doubled |= reading.games == 1
    else:
        _play(reading, player, TAKE if found[5] is not None else DROP)


def _throw(reading: _Reading, player: Color, dice: tuple[int, int], move: str) -> None:
    """A throw and its move (none when no move is possible); a game's first throw is its opening."""
    state = reading.state
    assert state is not None
    if state.opening:
        if dice[0] == dice[1]:
            raise ValueError(f"an opening throw of a double, {dice[0]}{dice[1]}")
        high, low = max(dice), min(dice)
        _play(reading, player, Opening(high, low) if player == "w" else Opening(low, high), who=False)
    else:
        _play(reading, player, Throw(dice))
    thrown = reading.state
    assert thrown is not None
    if thrown.dice is None and move:
        raise ValueError(f"no move is possible with {dice[0]}{dice[1]}, but {clip(move)!r} is written")
    if thrown.dice is not None and not move:
        reading.unplayed = f"{dice[0]}{dice[1]}"  # a resignation may follow, as GNU Backgammon writes it
    if move:
        _play(reading, player, Move(move))


def _play(reading: _Reading, player: Color, action: Action, *, who: bool = True) -> None:
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


def _resigned(reading: _Reading, points: int) -> None:
    """A `Wins` line before the game is over: the player who must act has resigned for these points."""
    state = reading.state
    assert state is not None
    times, rest = divmod(points, state.cube.value)
    if rest or times not in (1, 2, 3):
        raise ValueError(f"'wins {points}' before the game is over, with the cube at {state.cube.value}: "
                         "a resignation is 1, 2 or 3 times the cube")
    _play(reading, state.current_player(), Resign(times))


def _result(state: GameState | None, points: int) -> None:
    """A `Wins` line: the game must be over, for its full value or for what its winner needed."""
    outcome = state.outcome if state is not None else None
    if outcome is None:
        raise ValueError("a win before the game is over")
    if points not in (outcome.points, outcome.cube * outcome.multiplier):
        raise ValueError(f"'wins {points}' but the game is won for {outcome.cube * outcome.multiplier}")


def _record(reading: _Reading) -> Record:
    """The record of what was read; its first game the Crawford game when it can only be that."""
    names = reading.names or ("White", "Black")
    match = reading.start
    if match is not None and not reading.first_doubled and match.length > 1 \
            and [match.away(c) for c in COLORS].count(1) == 1:
        match = replace(match, crawford=True)
    players = {c: {"name": n, "kind": "human"} for c, n in zip(COLORS, names, strict=True)}
    data = Record(options=Options(), preset="money", dice="typed", actions=tuple(reading.actions),
                  match=match).to_json() | {"players": players}
    return Record.load(data)


__all__ = ["MatError", "is_match_file", "read_mat"]

"""GNU Backgammon's text match files (`.mat`) read into a record (RULES.md §12.12; the format: matfile.py).

The file is read line by line and played as it is read, so that every throw, move and cube
action is checked by the rules: a line that is not of the format, or an action the game does
not allow, is refused with a message naming the line. What the file does not say is decided
so: the players' names are those of the first score line, White the left column; the dice are
typed (the file's); a match's first game is the Crawford game when one player, alone, needs
one point and nobody doubles in it; the `Wins` lines must agree with the game (its full value,
or what the winner needed); one before the game is over is a resignation (as GNU Backgammon
writes it) by the player who must act, for the points written. Money play (`0 point match`,
or no length line; its score line may give the two names alone) is one game (GNU Backgammon
writes a money session of several games as one file: refused, naming the second game's line).
A beaver and a raccoon are refused: these rules have none.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..kernel.actions import ActionError
from ..kernel.colors import COLORS
from ..kernel.limits import MAX_FILE_BYTES, MAX_NAME, check_size, clip
from ..kernel.match import read_match
from ..kernel.record_errors import RecordError
from .game import new_game
from .matfile_turns import Reading, events, turns
from .options import Options
from .record import Record

_LENGTH = re.compile(r"\s*(\d{1,4})\s+point\s+match\s*", re.IGNORECASE)
_GAME = re.compile(r"\s*game\s+\d{1,6}\s*", re.IGNORECASE)
_SCORE = re.compile(r"\s*(\S.*?)\s*:\s*(\d{1,4})\s+(\S.*?)\s*:\s*(\d{1,4})\s*")
_NAMES = re.compile(r"\s*(\S+)\s+(\S+)\s*")
_NUMBERED = re.compile(r"\s*\d{1,4}\)(.*)")
MAX_LINE = 400
"""A line's length, in characters (GNU Backgammon's lines are under 80)."""


class MatError(RecordError):
    """A match file that cannot be read: the message names the line."""


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
    reading = Reading()
    for number, line in enumerate(text.splitlines(), start=1):
        try:
            if len(line) > MAX_LINE:
                raise ValueError(f"a line of {len(line)} characters (at most {MAX_LINE})")
            _line(reading, line)
        except (ValueError, ActionError) as error:
            raise MatError(f"line {number}: {clip(str(error), 200)}") from None
    if reading.state is None:
        raise MatError("not a match file: no game in it (a match file has ' Game 1' and a score line)")
    return record_of(reading)


def _line(reading: Reading, line: str) -> None:
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
        turns(reading, line, found.start(1))
    elif stripped.lower().startswith("wins"):
        events(reading, stripped)
    else:
        raise ValueError(f"not a line of a match file: {clip(stripped)!r}")


def _new_game(reading: Reading) -> None:
    """` Game n`: the game before must be over (money play has one game)."""
    state = reading.state
    if state is not None:
        if state.outcome is None:
            raise ValueError("a new game before the game above is over")
        if state.match is None:
            raise ValueError("a second game in money play: a record of money play holds one game")
    reading.turn = -1


def _score(reading: Reading, line: str) -> None:
    """The score line (`Anne : 2   Bob : 1`; in money play the two names may stand alone)."""
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


def _names(reading: Reading, white: str, black: str) -> None:
    """The players' names, from the first score line."""
    if reading.names is None:
        for name in (white, black):
            if len(name) > MAX_NAME:
                raise ValueError(f"a player's name of more than {MAX_NAME} characters: {clip(name)!r}")
        reading.names = (white, black)


def record_of(reading: Reading) -> Record:
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

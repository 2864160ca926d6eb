"""Reading eXtreme Gammon's XGIDs (`XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10`).

The first field is 26 characters: index 0 is the top player's (O's) bar, 1–24 the points in the
bottom player's (X's) numbering, 25 X's bar; `A`–`O` are 1–15 of X's checkers, `a`–`o` of O's,
`-` an empty point. Then: the cube as a power of 2, its place (1 X's, −1 O's, 0 the middle),
the player on roll (1 X, −1 O), the dice (`00` not thrown yet, `D` a double offered), X's and
O's scores, the Crawford/Jacoby flag (in a match: this is the Crawford game; in money play: the
Jacoby rule), the match length (0: money) and the largest cube.

>>> from .board import START
>>> position = parse_xgid("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10")
>>> position.board == START, position.cube, position.owner, position.dice, position.turn
(True, 1, 'centre', None, 'w')

X, the bottom player, is White here (his home board is 1–6 in both); O is Black.
`format_xgid` writes a game state the same way, read back by GNU Backgammon in the tests.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..kernel.colors import Color
from ..kernel.match import Match, read_match
from ..kernel.options import CUBE_MAX_VALUES
from ..kernel.record_errors import RecordError
from .board import BAR, CHECKERS, Board, BoardError, board_from
from .cube import Owner
from .game import GameState

# ASCII digits only (`\d` would take "٠"); each number's length is checked before any arithmetic.
_XGID = re.compile(r"(?:XGID=)?([-A-Oa-o]{26}):([0-9]+):(-?1|0):(-?1):(00|[1-6]{2}|D|B|R)"
                   r":([0-9]+):([0-9]+):([0-9]):([0-9]+)(?::([0-9]+))?")
NUMBER_DIGITS = 4
"""The longest number an XGID field may hold: a score, match length or cube past it is no game."""
CUBE_LIMIT = max(CUBE_MAX_VALUES)
"""The largest cube an XGID may hold: the largest `cube_max` of the rules (64, 2⁶)."""


class XgidError(ValueError):
    """Text that is not an XGID this engine reads."""


@dataclass(frozen=True, slots=True)
class XgidPosition:
    """What an XGID says: the board seen by the player on roll, the cube, the dice thrown."""

    board: Board
    cube: int
    owner: Owner
    """Relative to the player on roll."""
    dice: tuple[int, int] | None
    jacoby: bool
    turn: Color = "w"
    """The player on roll: X is White, O Black."""
    offered: bool = False
    """The dice field is `D`: the player on roll has doubled (a beaver or raccoon is not read)."""
    match: Match | None = None
    """Match play: the length, the score (X is White) and whether this is the Crawford game."""


def parse_xgid(text: object) -> XgidPosition:
    """The position of an XGID; XgidError quoting the text if it is not one."""
    if not isinstance(text, str):
        raise XgidError(f"an XGID must be text, not {type(text).__name__}")
    match = _XGID.fullmatch(text.strip())
    if not match:
        raise XgidError(f"bad XGID {text[:80]!r}")
    if any(len(number) > NUMBER_DIGITS for number in match.groups()[1:] if number):
        raise XgidError(f"bad XGID {text[:80]!r}: a number of more than {NUMBER_DIGITS} digits")
    game = _match(text, int(match[9]), int(match[6]), int(match[7]), match[8] == "1")
    power = int(match[2])  # the cube's exponent: checked before 2 ** power
    if power > CUBE_LIMIT.bit_length() - 1:
        raise XgidError(f"bad XGID {text[:80]!r}: its cube is 2^{power}, the largest is {CUBE_LIMIT}")
    x_on_roll = match[4] == "1"
    x, o = _counts(match[1])
    try:
        board = board_from(x, o) if x_on_roll else board_from(o, x)
    except BoardError as error:
        raise XgidError(f"bad XGID {text[:80]!r}: {error}") from None
    place = int(match[3]) * (1 if x_on_roll else -1)
    owner: Owner = "centre" if place == 0 else "mover" if place == 1 else "opponent"
    dice = None if match[5] in ("00", "D", "B", "R") else (int(match[5][0]), int(match[5][1]))
    return XgidPosition(board, 2 ** power, owner, dice, game is None and match[8] == "1",
                        "w" if x_on_roll else "b", match[5] == "D", game)


def _match(text: str, length: int, x_score: int, o_score: int, crawford: bool) -> Match | None:
    """The match an XGID's fields give (None: money play), checked as a record's match is."""
    if not length:
        return None
    try:
        return read_match({"length": length, "score": {"w": x_score, "b": o_score}, "crawford": crawford})
    except RecordError as error:
        raise XgidError(f"bad XGID {text[:80]!r}: {error}") from None


def format_xgid(state: GameState) -> str:
    """The XGID of a game's state: White is X; the dice thrown, or `D` when a double is offered; in
    a match, the score before the game, the Crawford flag and the length."""
    counts = {state.turn: state.board.mover, ("b" if state.turn == "w" else "w"): state.board.opponent}
    white, black = counts["w"], counts["b"]
    field = "".join(_char(white[i], "A") or _char(black[25 - i], "a") or "-" for i in range(1, 25))
    field = (_char(black[BAR], "a") or "-") + field + (_char(white[BAR], "A") or "-")
    owner = state.cube.owner
    place = 0 if owner is None else 1 if owner == "w" else -1
    dice = "D" if state.offered else f"{state.dice[0]}{state.dice[1]}" if state.dice else "00"
    game = state.match
    flag = int(state.options.jacoby) if game is None else int(game.crawford)
    scores = "0:0" if game is None else f"{game.score[0]}:{game.score[1]}"
    length = 0 if game is None else game.length
    biggest = state.options.cube_max.bit_length() - 1
    turn, value = 1 if state.turn == "w" else -1, state.cube.value.bit_length() - 1
    return f"XGID={field}:{value}:{place}:{turn}:{dice}:{scores}:{flag}:{length}:{biggest}"


def _char(count: int, first: str) -> str:
    """A point's letter: `A` (or `a`) for one checker, up to `O` for fifteen; empty for none."""
    return chr(ord(first) + count - 1) if count else ""


def _counts(field: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """X's and O's counts, each in his own numbering (0 off, 1–24, 25 bar)."""
    x, o = [0] * 26, [0] * 26
    for index, char in enumerate(field):
        if char == "-":
            continue
        if char.isupper():
            x[index] += ord(char) - ord("A") + 1  # index 25 is X's bar, as in his numbering
        else:
            o[25 - index] += ord(char) - ord("a") + 1  # O's point is 25 − X's; index 0 is O's bar
    for counts in (x, o):
        counts[0] = CHECKERS - sum(counts[1:])
    return tuple(x), tuple(o)

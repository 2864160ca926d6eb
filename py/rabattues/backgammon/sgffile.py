"""GNU Backgammon's own match files (`.sgf`, its `save match`) read into a record (RULES.md §12.12).

The file is SGF (FF[4], GM[6]: backgammon): one game tree a game, `(;FF[4]GM[6]...)`. Its first
node says the match (`MI[length:5][game:0][ws:0][bs:0]`: length, game number, White's and
Black's scores before it), the players (`PW`, `PB`: White is GNU Backgammon's first player, the
left column of its `.mat` export), whether the game is the Crawford game (`RU[Crawford:
CrawfordGame]`) and the result (`RE[W+2R]`: White won 2 points, `R` by resignation). Each later
node is one turn: `B[63aggj]` (the dice, then each step's from and to point: `a`–`x` the points
1–24, counted from White's side for White and from Black's for Black, `y` the bar, `z` off;
nothing after the dice when no move is possible), `W[double]`, `B[take]`, `W[drop]`. The games
are played by the rules as they are read (matfile_turns.py, as a `.mat` file's): an action the
rules refuse is named by its game and node. What else the file holds (comments, analysis) is
not read; a position set up by hand (`AB`, `AW`, `AE`) is refused.
"""

from __future__ import annotations

import re

from ..kernel.actions import DOUBLE, DROP, TAKE, ActionError
from ..kernel.colors import Color, other
from ..kernel.limits import MAX_FILE_BYTES, MAX_NAME, check_size, clip
from ..kernel.match import read_match
from ..kernel.record_errors import RecordError
from .actions import Move
from .board import BAR, OFF
from .game import new_game
from .matfile_read import record_of
from .matfile_turns import Reading, play, resigned, result, throw
from .movegen import Play, apply_play
from .options import Options
from .record import Record

_PROPERTY = re.compile(r"\s*([A-Z]{1,4})((?:\s*\[(?:[^\]\\]|\\.)*\])+)", re.DOTALL)
_VALUE = re.compile(r"\[((?:[^\]\\]|\\.)*)\]", re.DOTALL)
_ESCAPED = re.compile(r"\\(.)", re.DOTALL)
_MATCH_INFO = re.compile(r"length:(\d{1,4})|game:(\d{1,6})|ws:(\d{1,4})|bs:(\d{1,4})")
_RESULT = re.compile(r"([WB])\+(\d{1,4})(R?)")
_MOVE = re.compile(r"([1-6])([1-6])((?:[a-z][a-z]){0,4})")
SETUP = frozenset({"AB", "AW", "AE"})


class SgfError(RecordError):
    """A GNU Backgammon SGF file that cannot be read: the message names the game and node."""


def is_sgf(text: str) -> bool:
    """Whether a file's text is a backgammon SGF file (`(;FF[4]GM[6]`, spaces allowed)."""
    return re.match(r"\s*\(\s*;\s*FF\s*\[4\]\s*GM\s*\[6\]", text) is not None


def read_sgf(text: str) -> Record:
    """The record of a backgammon SGF file's text; SgfError naming the game and node of what is wrong."""
    check_size("SGF file", len(text), MAX_FILE_BYTES, "characters")
    reading = Reading()
    games = _games(text)
    if not games:
        raise SgfError("not a backgammon SGF file: no game in it")
    for number, nodes in enumerate(games, start=1):
        for at, node in enumerate(nodes):
            try:
                _game_start(reading, node) if at == 0 else _node(reading, node)
            except (ValueError, ActionError) as error:
                raise SgfError(f"game {number}, node {at + 1}: {clip(str(error), 200)}") from None
        try:
            _game_end(reading, nodes[0])
        except (ValueError, ActionError) as error:
            raise SgfError(f"game {number}: {clip(str(error), 200)}") from None
    reading.first_doubled = True  # the first game's Crawford flag is the file's, never guessed
    return record_of(reading)


def _games(text: str) -> list[list[dict[str, list[str]]]]:
    """Each game tree's nodes, each a dict of its properties' values (the main line only)."""
    games: list[list[dict[str, list[str]]]] = []
    position, depth = 0, 0
    while position < len(text):
        char = text[position]
        if char == "(":
            depth += 1
            if depth == 1:
                games.append([])
            position += 1
        elif char == ")":
            depth -= 1
            if depth < 0:
                raise SgfError(f"not a backgammon SGF file: a ')' without its '(' at character {position}")
            position += 1
        elif char == ";" and depth == 1:
            node, position = _node_properties(text, position + 1)
            games[-1].append(node)
        elif char.isspace() or depth > 1:
            position = _skip(text, position)  # variations (depth > 1) are not the game played
        else:
            raise SgfError(f"not a backgammon SGF file: {clip(text[position:position + 20])!r} "
                           f"at character {position}")
    return games


def _skip(text: str, position: int) -> int:
    """Past one character, or past a whole bracketed value (which may hold parentheses)."""
    if text[position] != "[":
        return position + 1
    found = _VALUE.match(text, position)
    if found is None:
        raise SgfError(f"not a backgammon SGF file: a value not closed at character {position}")
    return found.end()


def _node_properties(text: str, position: int) -> tuple[dict[str, list[str]], int]:
    """The properties of the node starting at `position`, and where it ends."""
    node: dict[str, list[str]] = {}
    while (found := _PROPERTY.match(text, position)) is not None:
        values = [_ESCAPED.sub(r"\1", v) if "\\" in v else v for v in _VALUE.findall(found[2])]
        node.setdefault(found[1], []).extend(values)
        position = found.end()
    return node, position


def _game_start(reading: Reading, root: dict[str, list[str]]) -> None:
    """A game tree's first node: the match, the score, the players, the Crawford game."""
    if "GM" in root and root["GM"] != ["6"]:
        raise ValueError(f"a game of GM[{clip(root['GM'][0])}], not backgammon (GM[6])")
    info = {k: int(v) for found in _MATCH_INFO.finditer(" ".join(root.get("MI", [])))
            for k, v in zip(("length", "game", "ws", "bs"), found.groups(), strict=True) if v is not None}
    score = (info.get("ws", 0), info.get("bs", 0))
    crawford = any("CrawfordGame" in rule for rule in root.get("RU", []))
    if reading.state is None:
        _names(reading, root)
        reading.length = info.get("length", 0)
        if reading.length:
            reading.start = read_match({"length": reading.length, "crawford": crawford,
                                        "score": {"w": score[0], "b": score[1]}})
        reading.state = new_game(Options(), match=reading.start)
    else:
        state = reading.state
        if state.outcome is None:
            raise ValueError("a new game before the game before it is over")
        if state.match is None:
            raise ValueError("a second game in money play: a record of money play holds one game")
        after = state.match_after()
        if score != after.score or crawford != after.crawford:
            raise ValueError(f"the score {score[0]}-{score[1]}{' (Crawford game)' * crawford} does not "
                             f"follow from the games before ({after.score[0]}-{after.score[1]})")
    reading.games += 1
    reading.started = len(reading.actions)


def _names(reading: Reading, root: dict[str, list[str]]) -> None:
    """The players' names (PW, PB)."""
    names = (root.get("PW", ["White"])[0].strip() or "White", root.get("PB", ["Black"])[0].strip() or "Black")
    for name in names:
        if len(name) > MAX_NAME:
            raise ValueError(f"a player's name of more than {MAX_NAME} characters: {clip(name)!r}")
    reading.names = names


def _node(reading: Reading, node: dict[str, list[str]]) -> None:
    """One turn: `B[...]` or `W[...]`; a node without either is skipped."""
    if SETUP & node.keys():
        raise ValueError("a position set up by hand: these records start every game from the usual start")
    players = [p for p in ("W", "B") if p in node]
    if not players:
        return
    if len(players) > 1 or len(node[players[0]]) != 1:
        raise ValueError("a node with more than one turn")
    player: Color = "w" if players[0] == "W" else "b"
    value = node[players[0]][0].strip()
    state = reading.state
    assert state is not None
    if state.outcome is not None and len(reading.actions) > reading.started:
        raise ValueError("a turn after the game is over")
    cube = {"double": DOUBLE, "take": TAKE, "drop": DROP}.get(value)
    if cube is not None:
        play(reading, player, cube)
        return
    found = _MOVE.fullmatch(value)
    if found is None:
        raise ValueError(f"not a turn of a backgammon SGF file: {clip(value)!r}")
    letters, dice = found[3], (int(found[1]), int(found[2]))
    ends = [_point(letter, player) for letter in letters]
    steps = tuple(zip(ends[::2], ends[1::2], strict=True))
    throw(reading, player, dice, "")
    reading.unplayed = None  # dice thrown and not played are the game's end, told by its result
    if steps:
        play(reading, player, Move(_move_text(reading, steps, dice)))


def _point(letter: str, player: Color) -> int:
    """A step's end in the player's own numbering (25 the bar, 0 off)."""
    if letter in "yz":
        return BAR if letter == "y" else OFF
    index = ord(letter) - ord("a")
    return index + 1 if player == "w" else 24 - index


def _move_text(reading: Reading, steps: Play, dice: tuple[int, int]) -> str:
    """The legal move whose position the steps reach, played one after the other (the file marks no
    hits: the checkers' positions tell them); ValueError if none."""
    state = reading.state
    assert state is not None
    moves = state.moves()
    written = " ".join(f"{'bar' if s == BAR else s}/{'off' if t == OFF else t}" for s, t in steps)
    if moves is None or not moves.moves:
        raise ValueError(f"no move is possible with {dice[0]}{dice[1]}, but {clip(written)!r} is written")
    if any(not 0 <= t < s <= BAR for s, t in steps):
        raise ValueError(f"move {clip(written)!r} goes backwards")
    for order in (steps, tuple(sorted(steps, reverse=True))):
        after = apply_play(state.board, order)
        if min(after.mover) >= 0:
            found = next((m for m in moves.moves if m.after == after), None)
            if found is not None:
                return found.text
    raise ValueError(f"move {clip(written)!r} is not legal with {dice[0]}{dice[1]}")


def _game_end(reading: Reading, root: dict[str, list[str]]) -> None:
    """The game's result (RE): the game is over for it, or was resigned for it."""
    state = reading.state
    assert state is not None
    written = root.get("RE", [""])[0].strip()
    found = _RESULT.fullmatch(written)
    if found is None:
        if state.outcome is None:
            raise ValueError(f"the game is not over and its result is not a resignation: {clip(written)!r}")
        return
    winner: Color = "w" if found[1] == "W" else "b"
    points = int(found[2])
    if state.outcome is None:
        if not found[3] or other(state.current_player()) != winner:
            raise ValueError(f"the game is not over and {written!r} is no resignation by the player to act")
        resigned(reading, points)
    elif state.outcome.winner != winner:
        raise ValueError(f"the result {written!r} names the loser")
    result(reading.state, points)


__all__ = ["SgfError", "is_sgf", "read_sgf"]

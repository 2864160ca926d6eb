"""GNU Backgammon's text match files (`.mat`), written from a record (RULES.md §12.12).

The format (first written by Jellyfish, read by GNU Backgammon, eXtreme Gammon and the servers):

     5 point match

     Game 1
     White : 0                      Black : 0
      1)                             31: 8/5 6/5
      2) 52: 13/8 24/22              Doubles => 2
      3)  Takes                      64: 24/18 13/9

Each game gives the score before it, then one numbered line for each pair of turns, White's in
the left column and Black's in the right: a throw and its move (`dd: from/to ...`, each die's
step apart, a hit marked `*`, 25 the bar and 0 off, in the mover's numbering; nothing after the
dice when no move is possible; the steps from the highest point down, as GNU Backgammon orders
them), `Doubles => n`, `Takes`, `Drops`, then `Wins n points` (the
game's full value, the cube times 1, 2 or 3, as GNU Backgammon writes it; alone after the last
turn, in the winner's column, for a resignation). The layout is GNU
Backgammon's own (its export of a match): left column 27 wide, right column from the 34th
character. Dice thrown and not played (before a resignation, or at the end of an unfinished
game) are written alone, as GNU Backgammon writes them. The format keeps neither equal opening
dice thrown again nor the order of two dice (the higher is written first). Money play is a
`0 point match` of one game. A record started from a position given by hand has no place in
the format and is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..kernel.actions import DOUBLE, TAKE, Opening, Throw
from ..kernel.colors import COLORS, Color, other
from ..kernel.record_errors import RecordError
from .actions import Move, Resign
from .game import GameState
from .movegen import is_hit
from .moves import LegalMove
from .record import Record

LEFT = 27
"""The left column's width; the right column begins 34 characters into the line."""


@dataclass(frozen=True, slots=True)
class Turn:
    """A turn as the file writes it: its text, and whether it is dice thrown and not played."""

    text: str
    unplayed: bool = False


@dataclass
class Game:
    """One game as the file writes it: the score before it, its turns and how it ended."""

    score: tuple[int, int]
    first: Color | None = None
    """The player of the first turn written (the starter)."""
    turns: list[Turn] = field(default_factory=list)
    result: int | None = None
    """The points written after the last turn: the game's full value (None: not finished)."""
    how: str = ""
    """How the game ended: `bear-off`, `drop` or `resign`."""
    loser: Color = "w"


def format_mat(record: Record, only: int | None = None) -> str:
    """The `.mat` text of a record: all its games, or only game `only` (from 1)."""
    if record.start is not None:
        raise RecordError("a game started from a position given by hand cannot be written as a match file")
    games = split_games(record)
    if only is not None:
        if not 1 <= only <= len(games):
            raise RecordError(f"no game {only} in this record of {len(games)} game{'s' * (len(games) != 1)}")
        games = [games[only - 1]]
    names = [_name(record.players[c].name) for c in COLORS]
    length = record.match.length if record.match is not None else 0
    out = [f"\n {length} point match\n\n"]
    for number, game in enumerate(games, start=only or 1):
        out.append(_game_text(number, game, names))
    return "".join(out)


def split_games(record: Record) -> list[Game]:
    """The record's games, each with the score before it and its turns as the file writes them."""
    state = record.initial_state()
    games = [Game(_score(state))]
    actions = list(record.actions)
    for number, (action, step) in enumerate(zip(actions, record.steps(), strict=True)):
        game, after = games[-1], step.state
        if isinstance(action, Opening) and state.outcome is not None:
            game = Game(_score(after))
            games.append(game)
        following = actions[number + 1] if number + 1 < len(actions) else None
        turn = _turn(state, after, action, step.move, following)
        if turn is not None:
            game.first = game.first or (after.turn if isinstance(action, Opening) else state.current_player())
            game.turns.append(turn)
        if after.outcome is not None and state.outcome is None:
            won = after.outcome
            game.result, game.how, game.loser = won.cube * won.multiplier, won.how, other(won.winner)
        state = after
    return games


def _score(state: GameState) -> tuple[int, int]:
    """The score before the state's game (0-0 in money play)."""
    return state.match.score if state.match is not None else (0, 0)


def _turn(before: GameState, after: GameState, action: object, move: LegalMove | None,
          following: object) -> Turn | None:
    """A turn as the file writes it, or None for what it does not write."""
    if isinstance(action, Resign):
        return None  # written as the game's result
    if isinstance(action, Opening | Throw):
        faces = action.dice if isinstance(action, Throw) else (action.white, action.black)
        dice = f"{max(faces)}{min(faces)}: "
        if after.dice is None:  # equal opening dice (thrown again), or no legal move
            return None if isinstance(action, Opening) else Turn(dice)
        return None if isinstance(following, Move) else Turn(dice, unplayed=True)
    if isinstance(action, Move) and move is not None and before.dice is not None:
        hits = is_hit(before.board, move.play)
        ordered = sorted(zip(move.play, hits, strict=True), key=lambda step: (-step[0][0], -step[0][1]))
        steps = [f"{s}/{t}{'*' * h}" for (s, t), h in ordered]
        return Turn(f"{max(before.dice)}{min(before.dice)}: "
                    + "".join(step + (" " if i < 3 else "") for i, step in enumerate(steps)))
    if action == DOUBLE:
        return Turn(f" Doubles => {before.cube.value * 2}")
    return Turn(" Takes" if action == TAKE else " Drops")


def _game_text(number: int, game: Game, names: list[str]) -> str:
    """One game's lines, laid out as GNU Backgammon lays them: turn i is White's (left) when i is even."""
    left = f"{names[0]} : {game.score[0]}"
    out = [f" Game {number}\n", f" {left:<31}{names[1]} : {game.score[1]}\n"]
    i = 1 if game.first == "b" else 0
    if i:
        out.append("  1)" + " " * 29)
    for number_in_game, turn in enumerate(game.turns):
        out.append(_cell(i, turn, game, last=number_in_game == len(game.turns) - 1))
        i += 1
    rolled = bool(game.turns) and game.turns[-1].unplayed
    if game.result is not None and game.how == "bear-off":
        prefix = " " * 34 if (i - 1) % 2 else "\n      "
        out.append(f"{prefix}Wins {_points(game.result)}\n\n")
    elif game.result is not None and game.how == "resign":
        out.append(_resigned(i, game, rolled))
    elif not out[-1].endswith("\n"):
        out.append("\n")
    return "".join(out)


def _cell(i: int, turn: Turn, game: Game, *, last: bool) -> str:
    """Turn i's text in its column; a drop carries the game's result."""
    text = turn.text
    if turn.unplayed:
        return text if i % 2 else f"{i // 2 + 1:3d}) {text:<3}"
    if text == " Drops" and last and game.how == "drop" and game.result is not None:
        text += ("\n      " if i % 2 else " " * 23) + f"Wins {_points(game.result)}"
        return f"{text}\n\n" if i % 2 else f"{i // 2 + 1:3d}) {text:<{LEFT}} \n\n"
    if i % 2:
        return f"{text}\n"
    return f"{i // 2 + 1:3d}) {text:<{LEFT}} "


def _resigned(i: int, game: Game, rolled: bool) -> str:
    """A resignation's result, in the winner's column, turn i being next (`rolled`: the last turn
    written is dice thrown and not played)."""
    assert game.result is not None
    wins, shift = f"Wins {_points(game.result)}\n\n", (i % 2) ^ rolled
    if game.loser == "b":
        return ("\n" if shift else "") + "      " + wins
    if i % 2:
        return (" " if shift else " " * 24) + wins
    return (" " if shift else " " * 34) + wins


def _points(points: int) -> str:
    """`1 point`, `2 points`."""
    return f"{points} point{'s' * (points != 1)}"


def _name(name: str) -> str:
    """A player's name as one word of the file (its spaces and colons would split the score line)."""
    return "_".join(name.replace(":", "_").split()) or "Player"

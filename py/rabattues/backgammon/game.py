"""The backgammon game state: checkers, dice, cube and result; actions fold over it.

The same protocol as the 1699 game (`rabattues.dames.game`): who acts, the legal actions, the dice
that may come (a chance node), the state after an action, so play, replay and the computer
share one transition function.

>>> from ..kernel.actions import Opening
>>> state = new_game(Options()).child(Opening(3, 1))
>>> state.turn, state.dice, len(state.legal_actions())
('w', (3, 1), 16)
>>> state.child(Move("8/5 6/5")).turn
'b'
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import lru_cache

from ..kernel.actions import DOUBLE, DROP, TAKE, ActionError, CubeAction, Opening, Throw, are_faces
from ..kernel.colors import Color, other
from ..kernel.cube import Cube, may_double
from ..kernel.dice import DISTINCT_THROWS
from ..kernel.match import Match
from ..kernel.outcome import Outcome
from .actions import Action, Move, Resign, format_action
from .board import BAR, CHECKERS, OFF, START, Board, board_problem
from .moves import LegalMove, LegalMoves
from .options import Options

ALL_THROWS: tuple[Throw, ...] = tuple(Throw((a, b)) for a in range(1, 7) for b in range(1, 7))
ALL_OPENINGS: tuple[Opening, ...] = tuple(Opening(a, b) for a in range(1, 7) for b in range(1, 7))


@dataclass(frozen=True, slots=True)
class Step:
    """What one action did: the new state, and the move played if it was one."""

    state: GameState
    move: LegalMove | None = None


def multiplier(loser: tuple[int, ...]) -> int:
    """§12.7, from the loser's counts: 2 if he bore off none, 3 if also one is on the bar or in the
    winner's home board, else 1."""
    if loser[OFF]:
        return 1
    return 3 if loser[BAR] or any(loser[19:25]) else 2


@lru_cache(maxsize=256)
def legal_moves(board: Board, dice: tuple[int, int]) -> LegalMoves:
    """The legal moves of a throw (cached: replay and the computer ask twice)."""
    return LegalMoves(board, dice)


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything that decides what may happen next."""

    options: Options = field(default_factory=Options)
    board: Board = START
    """Seen by `turn`."""
    turn: Color = "w"
    """The player on roll, or about to roll."""
    opening: bool = True
    """§12.2: the single dice that decide who starts are still to be thrown."""
    dice: tuple[int, int] | None = None
    """Thrown and still to be played."""
    cube: Cube = field(default_factory=Cube)
    offered: bool = False
    """The player on roll has doubled; his opponent must take or drop."""
    outcome: Outcome | None = None
    match: Match | None = None
    """§12.10, match play: the score before this game (None: money play). Once a game of a match
    not yet won is over, the next game's opening throw is the next action (`opening` is set)."""

    def is_terminal(self) -> bool:
        """The game is over, and in match play the match too."""
        return self.outcome is not None and (self.match is None or self.match_after().winner() is not None)

    def match_after(self) -> Match:
        """In match play, the match after this game: its score counting the game if it is over."""
        assert self.match is not None
        won = self.outcome
        return self.match if won is None else self.match.after(won.winner, won.points)

    def current_player(self) -> Color:
        """Who must act: the opponent after a double, else the player on roll."""
        return other(self.turn) if self.offered else self.turn

    def is_chance_node(self) -> bool:
        """Dice are to be thrown now."""
        return not self.is_terminal() and not self.offered and self.dice is None

    def can_double(self) -> bool:
        """§12.8: before his throw, the player on roll may double if the cube is his or centred."""
        return (self.options.cube and self.is_chance_node() and not self.opening
                and may_double(self.cube, self.turn, self.options.cube_max)
                and (self.match is None or self.match.may_double(self.turn, self.cube.value)))

    def moves(self) -> LegalMoves | None:
        """The legal moves of the dice thrown, if dice are waiting to be played."""
        return None if self.dice is None else legal_moves(self.board, self.dice)

    def legal_actions(self) -> list[Action]:
        """The decisions open now: a move, a double, take or drop (throws are chance outcomes)."""
        if self.is_terminal():
            return []
        if self.offered:
            return [TAKE, DROP]
        moves = self.moves()
        if moves is not None:
            return [Move(m.text) for m in moves]
        return [DOUBLE] if self.can_double() else []

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        """The dice that may come now, each with its probability (36 ordered pairs)."""
        if not self.is_chance_node():
            return []
        return [(t, Fraction(1, 36)) for t in (ALL_OPENINGS if self.opening else ALL_THROWS)]

    def child(self, action: Action) -> GameState:
        """The state after an action."""
        return self.step(action).state

    def step(self, action: Action) -> Step:
        """The state after an action; ActionError (or MoveError) saying why if it is not legal now."""
        if isinstance(action, Opening | Throw):
            return Step(self._throw(action))
        if isinstance(action, Move):
            return self._move(action)
        if isinstance(action, Resign):
            return Step(self._resign(action))
        if action not in self.legal_actions():
            raise ActionError(f"action {format_action(action)!r} is not allowed now")
        return Step(self._cube(action))

    def _throw(self, action: Opening | Throw) -> GameState:
        """§12.2: the opening (equal dice: again), the next game's in a match; a throw with no legal
        move passes the turn."""
        opening = isinstance(action, Opening)
        faces = (action.white, action.black) if isinstance(action, Opening) else action.dice
        if not self.is_chance_node() or opening != self.opening or not are_faces(faces):
            raise ActionError(f"action {format_action(action)!r} is not allowed now")
        if isinstance(action, Opening):
            fresh = self if self.outcome is None else GameState(self.options, match=self.match_after())
            if action.white == action.black:
                return fresh
            starter: Color = "w" if action.white > action.black else "b"
            return replace(fresh, opening=False, turn=starter, dice=faces)
        state = replace(self, dice=faces)
        return state if state.moves() else state._pass()

    def _move(self, action: Move) -> Step:
        """§12.3–§12.6: play the checkers; the game ends when the last one is borne off."""
        moves = self.moves()
        if moves is None or self.is_terminal():
            raise ActionError(f"move {action.text!r} is not allowed now: the dice are not thrown")
        move = moves.find(action.text)
        state = replace(self, board=move.after)
        if move.after.mover[OFF] == CHECKERS:
            return Step(state._won(), move)
        return Step(state._pass(), move)

    def _pass(self) -> GameState:
        """The turn goes to the opponent, who sees the board from his side."""
        return replace(self, board=self.board.flipped(), turn=other(self.turn), dice=None)

    def _won(self) -> GameState:
        """§12.7: the player on roll has borne off his last checker."""
        times = multiplier(self.board.opponent)
        if self.options.jacoby and self.cube.value == 1:
            times = 1
        points = self._points(self.turn, times)
        return self._over(Outcome(self.turn, "bear-off", times, self.cube.value, points))

    def _cube(self, action: CubeAction) -> GameState:
        """§12.8: double, take (the cube doubles, the taker owns it), or drop (lose at the cube's value)."""
        if action == DOUBLE:
            return replace(self, offered=True)
        if action == TAKE:
            return replace(self, offered=False, cube=Cube(self.cube.value * 2, other(self.turn)))
        outcome = Outcome(self.turn, "drop", 1, self.cube.value, self._points(self.turn, 1))
        return replace(self, offered=False)._over(outcome)

    def _resign(self, action: Resign) -> GameState:
        """§12.8: the player who must act concedes the game for 1, 2 or 3 times the cube."""
        if self.outcome is not None:
            raise ActionError(f"action {action.text!r} is not allowed now: the game is over")
        winner = other(self.current_player())
        outcome = Outcome(winner, "resign", action.times, self.cube.value, self._points(winner, action.times))
        return replace(self, offered=False)._over(outcome)

    def _points(self, winner: Color, times: int) -> int:
        """§12.7: stake × cube × multiplier; §12.10: in a match, no more than the winner needs."""
        points = self.options.stake * self.cube.value * times
        return points if self.match is None else self.match.counted(winner, points)

    def _over(self, outcome: Outcome) -> GameState:
        """The game won; in a match not yet won, the next game's opening throw comes next."""
        over = replace(self, dice=None, outcome=outcome)
        return replace(over, opening=not over.is_terminal())


def new_game(options: Options, board: Board | None = None, turn: Color = "w", match: Match | None = None,
             ) -> GameState:
    """A game from the start (opening throws first), or from a board with its player to roll;
    in match play, at the match's score."""
    if match is not None:
        check_match_rules(options)
    if board is None:
        return GameState(options, match=match)
    problem = board_problem(board)
    if problem:
        raise ValueError(problem)
    if board.mover[OFF] == CHECKERS or board.opponent[OFF] == CHECKERS:
        raise ValueError("the game is already over in this position")
    if is_frozen(board):
        raise ValueError(FROZEN)
    return GameState(options, board, turn, opening=False, match=match)


def check_match_rules(options: Options) -> None:
    """§12.10: a match counts a single game 1 point, and knows no Jacoby rule (ValueError if asked)."""
    if options.jacoby:
        raise ValueError("the Jacoby rule is not used in match play: set jacoby=off for a match")
    if options.stake != 1:
        raise ValueError(f"a match counts points, not a stake: set stake=1 for a match (not {options.stake})")


FROZEN = "neither player can ever move in this position, whatever the dice: it is no game"
"""Why a frozen position (`is_frozen`) starts no game."""


def is_frozen(board: Board) -> bool:
    """No throw gives either player a legal move: the position can never change, so a game from it
    would be throws passing forever (both players on the bar, each facing a closed board). Play
    never reaches one (a player on the bar hits nobody): only a start given by hand is refused so."""
    return not any(LegalMoves(side, dice) for side in (board, board.flipped()) for dice, _ in DISTINCT_THROWS)


__all__ = ["DOUBLE", "DROP", "TAKE", "GameState", "Outcome", "Step", "check_match_rules", "is_frozen",
           "new_game"]

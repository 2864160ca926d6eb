"""The match cube decision looked at two throws ahead, as GNU Backgammon's 2-ply cubeful evaluation.

`match_cube.py` turns the chances before the throw into match winning chances (MWC) by Janowski's
model. Here the model is applied two throws later, and the cube actions in between are taken as
they should be: the method of GNU Backgammon's n-ply cubeful evaluations (its manual, "Evaluation
settings"), here at 2 plies. For each of the 21 throws of the player on roll, played best by 0-ply,
and each of his opponent's 21 replies, played best, the position where the player is on roll again
is valued by the model, his own cube action there included. In between, the opponent on roll
doubles when that leaves the player less than not doubling, the player answering as is best for
him. At the root: no double leaves the cube where it is; double-take gives the opponent the cube
at twice its value (he may redouble after the player's throw); double-drop wins its value now.

The values of the 21 × 21 positions cost as much as `lookahead.before_roll_deeper` (about half a
second on CPython); the computer looks this far only at a close decision, and only within its
time budget (`tree`'s `seconds`, the pace judged after each play found, so that a slow device
gives up early).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ..kernel.colors import Color, other
from ..kernel.dice import THROW_CHANCES
from ..kernel.match import Match
from .board import OFF, Board, is_race, pip_count
from .chances import Chances
from .cube import CubeDecision, Owner, efficiency
from .evaluate import Starts, best_board_after, chances
from .game import GameState
from .match_cube import dead, decide, doubles, owner_seen, position_value
from .met import after

CLOSE = 0.12
"""A decision is looked at two throws ahead when its choices are this close, in normalised equity
(the money cube's `computer.CLOSE`, a game won or lost at the cube's value being ±1)."""


def state_decision(state: GameState, prune: int = 4, seconds: float | None = None) -> CubeDecision | None:
    """The match cube decision of the player on roll in this state, two throws ahead; None if
    that would take more than `seconds`."""
    assert state.match is not None
    branches = tree(state.board, prune, seconds)
    if branches is None:
        return None
    rules = Rules(state.match, state.turn, state.options.cube_max if state.options.cube else 0)
    return decision(branches, rules, state.cube.value, owner_seen(state))


def is_close(state: GameState, found: CubeDecision) -> bool:
    """Whether doubling or not, or taking or not, are within `CLOSE` of each other."""
    assert state.match is not None
    value, turn = state.cube.value, state.turn
    unit = (after(state.match, turn, turn, value) - after(state.match, turn, other(turn), value)) / 2
    double = min(found.double_take, found.double_drop)
    return ((found.available and abs(double - found.no_double) < CLOSE * unit)
            or abs(found.double_take - found.double_drop) < CLOSE * unit)


@dataclass(frozen=True, slots=True)
class Leaf:
    """A position after a throw, seen by the player on roll at the root, and its chances for him
    (who is on roll there depends on the depth)."""

    weight: float
    board: Board
    chances: Chances
    over: bool
    """The throw's play ended the game: the chances are its result."""


@dataclass(frozen=True, slots=True)
class Branch:
    """One throw of the player on roll, played best, and the opponent's 21 replies to it (none when
    the play ended the game)."""

    leaf: Leaf
    replies: tuple[Leaf, ...]


class OutOfTime(Exception):
    """Looking ahead would take more than the time allowed."""


@dataclass(slots=True)
class Pace:
    """The time allowed, and the plays found so far: one for each throw of the player on roll and
    one for each reply, 21 × 22 in all."""

    seconds: float | None
    started: float = field(default_factory=time.perf_counter)
    done: int = 0

    def step(self) -> None:
        """One more play found; OutOfTime if all of them would take more than `seconds` at this pace
        (judged from the sixth on: the first ones also compute a board's network sums)."""
        self.done += 1
        spent = time.perf_counter() - self.started
        if self.seconds is not None and self.done >= 6 and spent * 21 * 22 / self.done > self.seconds:
            raise OutOfTime


def tree(board: Board, prune: int = 4, seconds: float | None = None) -> tuple[Branch, ...] | None:
    """The two throws ahead of the player on roll; None if that would take more than `seconds`
    (judged after each play found). `prune`: plays of a throw judged, the best by the pruning network."""
    pace, branches, starts = Pace(seconds), list[Branch](), Starts()
    try:
        for dice, weight in THROW_CHANCES:
            found = best_board_after(board, dice, prune, starts)
            pace.step()
            if found is None:  # he cannot move: the opponent throws from the same board
                leaf = Leaf(weight, board, chances(board.flipped()).flipped(), False)
            else:
                leaf = Leaf(weight, found[0], found[1], found[0].mover[OFF] == 15)
            branches.append(Branch(leaf, () if leaf.over else replies(leaf.board, prune, pace)))
    except OutOfTime:
        return None
    return tuple(branches)


def replies(board: Board, prune: int, pace: Pace) -> tuple[Leaf, ...]:
    """The opponent's 21 throws from `board` (seen by the player who just moved), each played best;
    the boards seen by that player, on roll again."""
    theirs, starts, found = board.flipped(), Starts(), list[Leaf]()
    for dice, weight in THROW_CHANCES:
        reply = best_board_after(theirs, dice, prune, starts)
        pace.step()
        if reply is None:  # he cannot move: the player is on roll on the same board
            found.append(Leaf(weight, board, chances(board), False))
        else:
            found.append(Leaf(weight, reply[0].flipped(), reply[1].flipped(), reply[0].mover[OFF] == 15))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class Rules:
    """The match, the player on roll at the root, and how far the cube may go."""

    match: Match
    player: Color
    cube_max: int
    """The largest cube (0: no cube at all)."""


def decision(branches: tuple[Branch, ...], rules: Rules, value: int, owner: Owner) -> CubeDecision:
    """The cube decision of the player on roll, in his MWC, from the two throws ahead."""
    match, player = rules.match, rules.player
    no_double = sum(b.leaf.weight * _after_throw(b, rules, value, owner) for b in branches)
    double_take = sum(b.leaf.weight * _after_throw(b, rules, 2 * value, "opponent") for b in branches)
    double_drop = after(match, player, player, value)
    available = owner != "opponent" and 2 * value <= rules.cube_max and match.may_double(player, value)
    can_win_gammon = sum(b.leaf.weight * b.leaf.chances.win_gammon for b in branches) > 0
    double = available and doubles(no_double, double_take, double_drop, can_win_gammon)
    return CubeDecision(no_double, double_take, double_drop, double, double_take <= double_drop, available)


def _after_throw(branch: Branch, rules: Rules, value: int, owner: Owner) -> float:
    """The player's MWC after one of his throws, his opponent on roll (`owner` as the player sees it):
    the opponent doubles when the player's best answer leaves him less than no double."""
    match, player, opponent = rules.match, rules.player, other(rules.player)
    if branch.leaf.over:
        return dead(branch.leaf.chances, match, player, player, value)
    no_double = sum(leaf.weight * _on_roll(leaf, rules, value, owner) for leaf in branch.replies)
    if owner == "mover" or 2 * value > rules.cube_max or not match.may_double(opponent, value):
        return no_double
    take = sum(leaf.weight * _on_roll(leaf, rules, 2 * value, "mover") for leaf in branch.replies)
    return min(no_double, max(take, after(match, player, opponent, value)))


def _on_roll(leaf: Leaf, rules: Rules, value: int, owner: Owner) -> float:
    """The player's MWC on roll again two throws ahead: the model's, his cube action taken as it should be."""
    if leaf.over:
        return dead(leaf.chances, rules.match, rules.player, rules.player, value)
    x = efficiency(is_race(leaf.board), pip_count(leaf.board.mover))
    return position_value(decide(leaf.chances, rules.match, rules.player, value=value, owner=owner, x=x,
                                 below_max=2 * value <= rules.cube_max))

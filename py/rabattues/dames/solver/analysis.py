"""`solve`: the exact chances, equity and cube decision of a position, from cached tables.

Values are exact in the sense of float64 solutions of the exact equations of the game's
Markov chain (claiming every passed die, which is always best). Tables are computed once per
combination of the options that matter (`passing`, `doubles`, `multipliers`, and `cube_max`
for the cube) and kept for the life of the process; the command line can also give them
from its disk cache (`remember_tables`, solver/cache.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...kernel.colors import other
from ...kernel.cube import Cube, may_double
from ..game import GameState
from ..options import Doubles, Options, Passing
from ..position import Position
from .cube import TIE as TIE  # the cube's decision and tie have their home in cube.py
from .cube import CubeDecision as CubeDecision
from .cube import levels, owned, state_count
from .cubeful import solve_cubeful
from .cubeless import Outcomes, solve_cubeless
from .symmetry import class_of_sides

OUTCOME_KEYS: tuple[str, ...] = ("win1", "win2", "win4", "lose1", "lose2", "lose4")
"""Names of the six outcomes: the player to throw wins or loses ×1, ×2, ×4."""

@dataclass(frozen=True, slots=True)
class Analysis:
    """Exact values of a position for the player about to throw (`position.turn`)."""

    win: float
    """Probability that he wins."""
    outcomes: tuple[float, ...]
    """Probabilities that he wins ×1, ×2, ×4, then loses ×1, ×2, ×4 (×1 only, without multipliers)."""
    equity: float
    """Cubeless equity per unit stake: Σ m × (P(win ×m) − P(lose ×m)), multipliers counted when on."""
    throws: float
    """Expected number of throws to the end (rerolled doubles count)."""
    cube: CubeDecision | None
    """The cube decision, when the option `cube` is on."""

    def outcome_map(self) -> dict[str, float]:
        """The six outcomes by name (`win1` … `lose4`)."""
        return dict(zip(OUTCOME_KEYS, self.outcomes, strict=True))


_OUTCOMES: dict[tuple[Passing, Doubles, bool], Outcomes] = {}
_CUBES: dict[tuple[Passing, Doubles, bool, int], list[float]] = {}


def outcome_table(passing: Passing, doubles: Doubles, multipliers: bool) -> Outcomes:
    """The cubeless table for one combination of options (computed once)."""
    key = (passing, doubles, multipliers)
    if key not in _OUTCOMES:
        _OUTCOMES[key] = solve_cubeless(passing, doubles, multipliers)
    return _OUTCOMES[key]


def cube_table(passing: Passing, doubles: Doubles, multipliers: bool,
               cube_max: int) -> list[float]:
    """The cubeful no-double table for one combination of options (computed once)."""
    key = (passing, doubles, multipliers, cube_max)
    if key not in _CUBES:
        options = Options(passing=passing, doubles=doubles, multipliers=multipliers, cube_max=cube_max)
        _CUBES[key] = solve_cubeful(options, outcome_table(passing, doubles, multipliers))
    return _CUBES[key]


def remember_tables(options: Options, outcomes: Outcomes, cube: list[float] | None) -> None:
    """Tables computed earlier for these options (the disk cache), so they are not solved again."""
    _OUTCOMES[options.passing, options.doubles, options.multipliers] = outcomes
    if cube is not None:
        _CUBES[options.passing, options.doubles, options.multipliers, options.cube_max] = cube


def check_cube(cube: Cube, options: Options) -> None:
    """Refuse (ValueError) a cube these rules cannot have: a power of 2 up to cube_max, centred at 1."""
    if cube.value < 1 or cube.value & (cube.value - 1) or cube.value > options.cube_max:
        raise ValueError(f"bad cube value {cube.value} (a power of 2 up to {options.cube_max})")
    if (cube.owner is None) != (cube.value == 1):
        raise ValueError("the cube is in the middle exactly when its value is 1")


def position_class(position: Position) -> int:
    """The class of a live position, seen from the player to throw."""
    if position.winner is not None:
        raise ValueError("the game is over in this position: nothing to solve")
    return class_of_sides(position.side(position.turn), position.side(other(position.turn)))


def solve(position: Position, options: Options, cube: Cube | None = None, *,
          in_turn: bool = False) -> Analysis:
    """Exact values for the player to throw; the cube decision too when the option is on.

    `cube` is the cube's value and owner (default: centred); `in_turn` means he already threw
    a double this turn (replayed or rerolled), so he may not double now.
    """
    c = position_class(position)
    table = outcome_table(options.passing, options.doubles, options.multipliers)
    outcomes = tuple(values[c] for values in table[:6])
    if not options.multipliers:
        outcomes = (outcomes[0], 0.0, 0.0, outcomes[3], 0.0, 0.0)
    win = outcomes[0] + outcomes[1] + outcomes[2]
    equity = sum(m * (outcomes[i] - outcomes[3 + i]) for i, m in enumerate((1, 2, 4)))
    decision = _cube_decision(position, options, cube or Cube(), c, equity, in_turn) if options.cube else None
    return Analysis(win, outcomes, equity, table[6][c], decision)


def solve_state(state: GameState) -> Analysis:
    """`solve` for a game in progress: its cube, whether the thrower is in turn, dice to claim.

    Passed dice still to claim (strict claiming) are counted as claimed, which is always best
    (`GameState.claimed_position`).
    Seen from the player to throw, also while his double is offered (then `take` is the answer).
    """
    return solve(state.claimed_position(), state.options, state.cube, in_turn=state.in_turn)


def solve_decision_at(options: Options, c: int, left: int) -> tuple[bool, bool]:
    """Exact double and take decisions of class c where the mover may double, `left` doubles left."""
    table = outcome_table(options.passing, options.doubles, options.multipliers)
    outcomes = tuple(values[c] for values in table[:6])
    if not options.multipliers:
        outcomes = (outcomes[0], 0.0, 0.0, outcomes[3], 0.0, 0.0)
    dead = sum(m * (outcomes[i] - outcomes[3 + i]) for i, m in enumerate((1, 2, 4)))
    no_double, take = _no_double_and_take(options, c, levels(options.cube_max), left, True, dead)
    return min(take, 1.0) >= no_double - TIE, take <= 1.0 + TIE


def _cube_decision(position: Position, options: Options, cube: Cube, c: int, dead: float,
                  in_turn: bool) -> CubeDecision:
    """The cube decision of class c with this cube, in money equity per unit stake."""
    top = levels(options.cube_max)
    check_cube(cube, options)
    left, mine = levels(options.cube_max // cube.value), cube.owner == position.turn
    no_double, take = _no_double_and_take(options, c, top, left, mine, dead)
    value = cube.value
    if not may_double(cube, position.turn, options.cube_max, in_turn=in_turn):
        return CubeDecision(value, cube.owner, False, value * no_double, None, None, False, None,
                            value * no_double)
    doubled = min(take, 1.0)
    double = doubled >= no_double - TIE
    return CubeDecision(value, cube.owner, True, value * no_double, value * take, float(value),
                        double, take <= 1.0 + TIE, value * max(no_double, doubled))


def _no_double_and_take(options: Options, c: int, top: int, left: int, mine: bool,
                        dead: float) -> tuple[float, float]:
    """Per cube value: the no-double equity, and the equity after a double and take."""
    if left == 0:
        return dead, 2 * dead
    nd = cube_table(options.passing, options.doubles, options.multipliers, options.cube_max)
    count = state_count(options.cube_max)
    base = count * c
    j = count - 1 if left == top else owned(left, mine)
    taken = dead if left == 1 else nd[base + owned(left - 1, False)]
    return nd[base + j], 2 * taken

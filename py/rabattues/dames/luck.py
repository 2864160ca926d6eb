"""Luck: what each throw of a game did to its thrower, against what he could expect before it.

The game has no choice of move, so the dice decide everything but the cube and the claims,
and luck is its natural analysis (as GNU Backgammon measures it for backgammon).

What is measured. A player's *worth* in a state is his chance of winning and his equity, both
with best play by both players from there. The worth of a state where a player is about to
throw (without doubling) is exactly the average of his worth after each of the 36 throws: the
solver's equations (tests/test_solver_equations.py, `one_throw`). So a throw's luck is
**worth after it − worth before it, from the thrower's side**: its expectation is zero, and the
luck of every throw of a game, seen from one player, adds up to the whole change of his worth
over the game, except what the players' own decisions changed (the cube, a claim not made).

- `win`: the change of the thrower's chance of winning (0.25 = 25 percentage points);
- `equity`: the change of his money equity in stakes (the cube's value and ×2/×4 results
  counted: a won game ends at +points/stake), cube play optimal from each state; without a
  cube and without multipliers it is 2 × `win`; null where no figures are at hand (the page has
  cube figures for the modern preset only, and not for its highest cubes: solver/packed.py).
- *Before* a throw: the thrower's worth if he throws now without doubling (he did not double,
  or his double was taken), passed dice he did not claim counted as lost (they are, at this
  throw). *After*: his worth in the new state: 1 or 0 and ±points/stake if the game is over,
  his own if he throws again (a double replayed or rerolled: rerolls are luck too, and he may
  not double in turn), else the opponent's worth turned round, the opponent's cube decision
  made at its best.
- The opening throw (one die each, §6) is thrown by both. It only decides who starts; its
  effect is shared between the two dice: each player's luck is what his die added, averaged
  over the two orders of looking at the dice (so the two shares add up to the whole effect).
  A tie changes nothing: both throw again, luck 0.

Which figures. `solver.values.state_values`: in the page, the packed tables (chances to
1/2048; for the modern preset, cube equities on the same grid), so each figure is within about
0.0005 of the exact one and a game's sums within a few thousandths; in CPython (tests, command
line) the exact solver, float64.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..kernel.actions import Opening, Throw
from ..kernel.colors import COLORS, Color
from .actions import Action
from .game import ALL_OPENINGS, GameState
from .solver.packed import Lookup
from .solver.values import state_values

Json = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Worth:
    """A player's figures in a state, with best play from there."""

    win: float
    """His chance of winning."""
    equity: float | None
    """His money equity in stakes (the cube's value counted); None where not at hand."""

    def turned(self) -> Worth:
        """The same figures from the opponent's side."""
        return Worth(1 - self.win, None if self.equity is None else -self.equity)


def worth(state: GameState, player: Color, *, throwing: bool = False) -> Worth | None:
    """`player`'s worth in `state` (`throwing`: the thrower throws now, without doubling).

    Passed dice still to claim count as claimed (`GameState.claimed`): claiming is always best.
    """
    state = state.claimed()
    if state.outcome is not None:
        won = state.outcome.winner == player
        points = state.outcome.points / state.options.stake
        return Worth(1.0 if won else 0.0, points if won else -points)
    if state.opening:
        return _opening_worth(state, player)
    found = state_values(state)
    if found is None:
        return None
    mover = Worth(found.win, _equity(found, state, throwing=throwing))
    return mover if player == state.position.turn else mover.turned()


def _equity(found: Lookup, state: GameState, *, throwing: bool) -> float | None:
    """The mover's equity in stakes: cubeful with the cube; 2p − 1 without cube or multipliers."""
    if not state.options.cube:
        return None if state.options.multipliers else 2 * found.win - 1
    if found.cube is None:
        return None
    value = found.cube.no_double if throwing else found.cube.equity
    return None if value != value else value  # NaN: a figure not shipped


def _opening_worth(state: GameState, player: Color) -> Worth | None:
    """Before the opening throw each player starts half the time (ties are thrown again)."""
    starts = [worth(replace(state, opening=False, position=state.position.with_turn(c)), player)
              for c in COLORS]
    if starts[0] is None or starts[1] is None:
        return None
    return _mean(starts[0], starts[1])


def _mean(*values: Worth) -> Worth:
    """The average of several worths (equity None if any is None)."""
    equities = [v.equity for v in values]
    equity = None if None in equities else sum(e for e in equities if e is not None) / len(values)
    return Worth(sum(v.win for v in values) / len(values), equity)


def _minus(after: Worth, before: Worth) -> Worth:
    """after − before."""
    equity = None if after.equity is None or before.equity is None else after.equity - before.equity
    return Worth(after.win - before.win, equity)


def throw_luck(state: GameState, action: Throw) -> Worth | None:
    """The luck of a throw, for its thrower: his worth after it − his worth before it."""
    thrower = state.position.turn
    before = worth(replace(state, pending=(), receiver=None), thrower, throwing=True)
    after = worth(state.child(action), thrower)
    return None if before is None or after is None else _minus(after, before)


def opening_luck(state: GameState, action: Opening) -> dict[Color, Worth] | None:
    """Each player's share of the opening throw's effect, from his own side (see the module)."""
    grid: dict[tuple[int, int], Worth] = {}
    for throw in ALL_OPENINGS:
        found = worth(state.child(throw), "w")
        if found is None:
            return None
        grid[throw.white, throw.black] = found
    start = worth(state, "w")
    assert start is not None  # the 36 children are known, so both starts are
    faces = range(1, 7)
    white_die = _mean(*(grid[action.white, b] for b in faces))
    black_die = _mean(*(grid[w, action.black] for w in faces))
    both = grid[action.white, action.black]
    white = _mean(_minus(white_die, start), _minus(both, black_die))
    black = _mean(_minus(black_die, start), _minus(both, white_die))
    return {"w": white, "b": Worth(-black.win, None if black.equity is None else -black.equity)}


def luck_entries(number: int, state: GameState, action: Action) -> list[Json]:
    """The luck of action `number` if it is a throw (two entries for the opening, one a player)."""
    if isinstance(action, Throw):
        found = throw_luck(state, action)
        return [] if found is None else [_entry(number, state.position.turn, list(action.dice), found)]
    if isinstance(action, Opening):
        shares = opening_luck(state, action)
        dice: dict[Color, list[int]] = {"w": [action.white], "b": [action.black]}
        return [] if shares is None else [_entry(number, c, dice[c], shares[c], opening=True) for c in COLORS]
    return []


def _entry(number: int, player: Color, dice: list[int], luck: Worth, *, opening: bool = False) -> Json:
    """One throw's luck as JSON (figures rounded to 6 decimals)."""
    equity = None if luck.equity is None else round(luck.equity, 6)
    return {"n": number, "player": player, "dice": dice, "opening": opening,
            "win": round(luck.win, 6), "equity": equity}


def luck_totals(entries: list[Json]) -> dict[Color, Json]:
    """Per player: throws counted, luck summed, the luckiest and unluckiest throw (by chance)."""
    totals: dict[Color, Json] = {}
    for color in COLORS:
        mine = [e for e in entries if e["player"] == color]
        equities = [e["equity"] for e in mine]
        equity = None if None in equities else round(sum(equities), 6)
        totals[color] = {
            "throws": len(mine), "win": round(sum(e["win"] for e in mine), 6), "equity": equity,
            "luckiest": max(mine, key=lambda e: e["win"], default=None),
            "unluckiest": min(mine, key=lambda e: e["win"], default=None)}
    return totals


__all__ = ["Worth", "luck_entries", "luck_totals", "opening_luck", "throw_luck", "worth"]

"""The exact figures of a game in progress, from wherever they are at hand.

In the browser, only the packed tables (loaded by the worker for the presets' rules); in
CPython, the packed tables if loaded, else the solver itself (exact, a few seconds the first
time for a set of rules).
"""

from __future__ import annotations

import sys

from ..game import GameState
from .packed import Lookup, lookup_state

IN_BROWSER = sys.platform == "emscripten"
"""Pyodide: never solve from scratch there (minutes of work and memory)."""


def state_values(state: GameState) -> Lookup | None:
    """The player to throw's chance and cube decision; None where no figures are at hand."""
    if state.is_terminal() or state.opening:
        return None
    claimed = state.claimed_position()
    if claimed.winner is not None:  # the claims still to make end the game: its chances are certain
        return Lookup(1.0 if claimed.winner == state.position.turn else 0.0, None)
    found = lookup_state(state)
    if found is not None and (found.cube is not None or not state.options.cube):
        return found
    if IN_BROWSER:
        return found
    from .analysis import solve_state  # the solver itself, outside the browser only

    exact = solve_state(state)
    return Lookup(exact.win, exact.cube)

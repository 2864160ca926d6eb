"""Exact analysis: the game is a finite Markov chain, so every position has exact values.

`solve(position, options)` gives the chances of the player to throw, his cubeless equity
and, with the cube, his money equity and the optimal double/take decisions.

The names below are imported from their module when first used, so that importing a module
of the package (the page's worker imports packed.py, the reader of the packed tables) never
loads the solver that computes the tables.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .analysis import OUTCOME_KEYS, Analysis, CubeDecision, cube_table, outcome_table, solve, solve_state
    from .symmetry import class_of, classes

__all__ = ["OUTCOME_KEYS", "Analysis", "CubeDecision", "class_of", "classes", "cube_table",
           "outcome_table", "solve", "solve_state"]

_HOME = {"class_of": "symmetry", "classes": "symmetry"}
"""The module of each name above that is not in analysis.py."""


def __getattr__(name: str) -> object:
    """One of the package's names, imported from its module on first use (PEP 562)."""
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{_HOME.get(name, 'analysis')}", __name__), name)
    globals()[name] = value
    return value

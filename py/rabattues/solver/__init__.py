"""Exact analysis: the game is a finite Markov chain, so every position has exact values.

`solve(position, options)` gives the chances of the player to throw, his cubeless equity
and, with the cube, his money equity and the optimal double/take decisions.
"""

from .analysis import OUTCOME_KEYS, Analysis, CubeDecision, cube_table, outcome_table, solve, solve_state
from .symmetry import class_of, classes

__all__ = ["OUTCOME_KEYS", "Analysis", "CubeDecision", "class_of", "classes", "cube_table",
           "outcome_table", "solve", "solve_state"]

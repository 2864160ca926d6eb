"""The exact solver against simulation: the chance, the throws and the outcomes of the
start and of mid-game positions, within three standard errors.

Simulation checks use RABATTUES_SOLVER_GAMES games per position (default 1,000,000, so that
three standard errors are about 0.0015 on a chance; set it lower for a quick local run).
"""

from __future__ import annotations

import os

import pytest

from rabattues.dames import Options, parse_position, preset
from rabattues.dames.simulate import simulate
from rabattues.dames.solver import solve

# The exact solver's tables take seconds to build (once, conftest.py's `solver_tables`):
# `make check` leaves these tests to `make test`.
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("solver_tables")]

GAMES = int(os.environ.get("RABATTUES_SOLVER_GAMES", "1000000"))
OLD, MODERN = preset("charpentier-1699"), preset("modern")
START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
MID_GAME = ["2.2.2.3s.3ss.3/2s.2.2s.3.3s.3ss/b", "1.0.2.2.3.1/2.2.2.3.3.2/w", "0.1.1.0.2.1/1.0.2.1.0.3/b"]


@pytest.mark.parametrize("options", [OLD, MODERN], ids=["1699", "modern"])
@pytest.mark.parametrize("notation", [START, *MID_GAME])
def test_simulation_agrees_within_three_standard_errors(options: Options, notation: str) -> None:
    position = parse_position(notation)
    stats = simulate(options, GAMES, seed=2024, position=position)
    analysis = solve(position, options)
    assert abs(stats.first_win_share - analysis.win) < 3 * stats.first_win_error
    assert abs(stats.mean_turns - analysis.throws) < 3 * stats.mean_turns_error
    if options.multipliers:
        for i, times in enumerate((1, 2, 4)):
            share, error = stats.share(times)
            exact = analysis.outcomes[i] + analysis.outcomes[3 + i]
            assert abs(share - exact) < 3 * max(error, 1 / GAMES)

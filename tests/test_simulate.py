"""The table-driven simulator plays exactly the engine's games (same throws, same ends)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from rabattues.dames.actions import Claim
from rabattues.dames.game import GameState, new_game
from rabattues.dames.notation import parse_position
from rabattues.dames.options import PRESETS, Options
from rabattues.dames.position import START_POSITION, Position
from rabattues.dames.simulate import simulate
from rabattues.dames.tables import THROWS, all_sides, side_index
from rabattues.kernel.actions import Throw

OPTION_SETS = [
    *PRESETS.values(),
    Options(passing="never"),
    Options(passing="bear-off", doubles="replay", multipliers=True),
    Options(passing="always", doubles="reroll", multipliers=True),
    Options(claim="strict"),  # automatic play claims every die, as `simulate` does
]


def test_there_are_1943_sides() -> None:
    """215 sides with a stack (2³·3³ − 1) and 1,728 without (3³·4³), counted by hand."""
    assert len(all_sides()) == 1943
    assert len(side_index()) == 1943
    assert all_sides()[-1].is_finished


def engine_game(options: Options, position: Position, throws: list[int]) -> tuple[bool, int, int]:
    """Play the throws (indices into THROWS) through the engine: (first thrower won, throws, multiplier)."""
    state: GameState = new_game(options, position)
    first = position.turn
    used = 0
    while not state.is_terminal():
        while state.claimable():
            state = state.child(Claim(state.claimable()[0]))
        if state.is_terminal():
            break
        state = state.child(Throw(THROWS[throws[used]]))
        used += 1
    assert state.outcome is not None
    return state.outcome.winner == first, used, state.outcome.multiplier


@pytest.mark.parametrize("options", OPTION_SETS, ids=repr)
@pytest.mark.parametrize("start", [START_POSITION, parse_position("2.2.2.3.3s.3/2.2s.2.3.3s.3s/b")],
                         ids=["start", "example-2"])
def test_simulator_matches_engine_game_by_game(options: Options, start: Position) -> None:
    """For 100 random games, the simulator and the engine agree on winner, length and multiplier."""
    for game in range(100):
        generator = random.Random(game)
        drawn: list[int] = []

        def blocks(generator: random.Random = generator, drawn: list[int] = drawn) -> Iterator[bytes]:
            """Each throw as any of its 7 bytes (k + 36 i), now and then after a skipped byte."""
            while True:
                drawn.append(generator.randrange(36))
                skipped = [252 + generator.randrange(4)] if generator.random() < 0.2 else []
                yield bytes([*skipped, drawn[-1] + 36 * generator.randrange(7)])

        stats = simulate(options, 1, seed=0, position=start, blocks=blocks())
        first_won, throws, times = engine_game(options, start, drawn)
        assert (stats.first_wins == 1, stats.turns) == (first_won, throws)
        assert stats.multipliers[times] == 1

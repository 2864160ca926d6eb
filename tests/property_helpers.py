"""What the property tests share: hypothesis strategies for random option sets and valid positions."""

from __future__ import annotations

from hypothesis import strategies as st

from rabattues.dames import Options, Position, Side
from rabattues.dames.options import CLAIM_VALUES, DOUBLES_VALUES, PASSING_VALUES
from rabattues.kernel.options import CUBE_MAX_VALUES

FULL = (2, 2, 2, 3, 3, 3)

OPTIONS = st.builds(
    Options,
    passing=st.sampled_from(PASSING_VALUES),
    claim=st.sampled_from(CLAIM_VALUES),
    doubles=st.sampled_from(DOUBLES_VALUES),
    cube=st.booleans(),
    cube_max=st.sampled_from(CUBE_MAX_VALUES),
    multipliers=st.booleans(),
    stake=st.integers(1, 1000),
)


@st.composite
def sides(draw):
    """A valid side: all full with some stacks left, or stack-free with any counts."""
    if draw(st.booleans()):
        return Side(FULL, draw(st.tuples(*[st.integers(0, f - 1) for f in FULL])))
    return Side(draw(st.tuples(*[st.integers(0, f) for f in FULL])), (0,) * 6)


@st.composite
def positions(draw, *, playable=True):
    """A valid position (with nobody finished, if `playable`)."""
    white, black = draw(sides()), draw(sides())
    if playable and white.is_finished:
        white = Side()
    if (playable and black.is_finished) or (white.is_finished and black.is_finished):
        black = Side()
    return Position(white, black, draw(st.sampled_from("wb")))

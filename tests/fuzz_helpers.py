"""What the fuzz tests share: their hypothesis settings, and position text from the notation's
own alphabet (so that many inputs are valid and the round trip is really exercised)."""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

FUZZ = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])

SIDE_TEXT = st.text(alphabet="0123s.", min_size=0, max_size=25)
POSITION_TEXT = st.builds(
    lambda w, b, t, pad: f"{pad}{w}/{b}/{t}{pad}", SIDE_TEXT, SIDE_TEXT, st.sampled_from(["w", "b", "x", ""]),
    st.sampled_from(["", " ", "\n"]),
) | st.text(alphabet="0123456s./wb \t", max_size=40)

"""Fuzzing the parsers of untrusted text (hypothesis): any side, position or action token is either
accepted and round-trips, or refused with the engine's own error type — never another exception
(records, and JSON nested too deeply: test_fuzz_records.py).

Not repeated here: test_notation.py (arbitrary text → position or NotationError, generated
valid sides), test_api_input.py (random JSON and text through the page's api never raise). Added:
text drawn from the notation's and the actions' own alphabets (so that many inputs are valid
and the round trip is really exercised), and action tokens.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rabattues.dames import (
    ActionError,
    NotationError,
    Opening,
    RecordError,
    Throw,
    format_action,
    format_position,
    parse_action,
    parse_position,
)
from rabattues.dames.notation import format_side, parse_side

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fuzz_helpers import FUZZ, POSITION_TEXT, SIDE_TEXT


def test_error_types_are_value_errors() -> None:
    """The page's api catches ValueError: every parser error must be one."""
    for error in (NotationError, ActionError, RecordError):
        assert issubclass(error, ValueError)


# ─── Notation ───────────────────────────────────────────────────────────────────────────────

@FUZZ
@given(SIDE_TEXT)
def test_side_text_round_trips_or_is_refused(text: str) -> None:
    """A side's text: parsed and re-formatted it parses to the same side, or NotationError."""
    try:
        side = parse_side(text)
    except NotationError:
        return
    assert parse_side(format_side(side)) == side
    assert format_side(side) == text  # the notation has one spelling per side


@FUZZ
@given(POSITION_TEXT)
def test_position_text_round_trips_or_is_refused(text: str) -> None:
    """A position's text from the notation's alphabet: round-trips, or NotationError."""
    try:
        position = parse_position(text)
    except NotationError:
        return
    again = format_position(position)
    assert parse_position(again) == position
    assert format_position(parse_position(again)) == again


# ─── Actions ────────────────────────────────────────────────────────────────────────────────

ACTION_TEXT = (
    st.text(alphabet="oc0123456789 double takedrop", max_size=8)
    | st.sampled_from(["double", "take", "drop", "o52", "43", "c1", "o00", "c7", " 43", "43 ", "٤٣",
                       "DOUBLE"])
    | st.text(max_size=8)
)


@FUZZ
@given(ACTION_TEXT)
def test_action_text_round_trips_or_is_refused(text: str) -> None:
    """An action token: parse(format(parse(x))) == parse(x) with dice 1–6, or ActionError."""
    try:
        action = parse_action(text)
    except ActionError:
        return
    token = format_action(action)
    assert parse_action(token) == action
    assert format_action(parse_action(token)) == token
    faces = (action.white, action.black) if isinstance(action, Opening) else (
        action.dice if isinstance(action, Throw) else ())
    assert all(1 <= f <= 6 for f in faces), token


@pytest.mark.parametrize("value", [None, 43, 4.3, ["43"], {"a": 1}, b"43"])
def test_action_not_text_is_refused(value: object) -> None:
    with pytest.raises(ActionError):
        parse_action(value)

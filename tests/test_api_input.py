"""api.py on bad input: hostile and huge text, wrong JSON types, arguments that are not text,
random JSON and text; never an exception, always {"ok": false, "error": ...}, and an error never
quotes bidirectional controls raw."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rabattues import api

sys.path.insert(0, str(Path(__file__).resolve().parent))
from api_helpers import call, fails, new

HOSTILE = [
    "", " ", "null", "true", "1", "-1e999", '"text"', "[]", "{}", "[{}]", "{'a': 1}", "\x00", "\ud800",
    "{" * 50_000, "[" * 100_000, '{"a":' * 100_000, "x" * 2_000_000, '"' + "x" * 2_000_000 + '"',
    json.dumps({"format": 1}), json.dumps({"actions": ["43"] * 30_000}),
]
BAD_CONFIGS = [
    {"preset": 5}, {"preset": "tric-trac"}, {"rules": []}, {"rules": {"stake": "2"}},
    {"rules": {"cube_max": 1e300}}, {"rules": {"passing": {}}}, {"rules": {"colour": 1}},
    {"seed": -1}, {"seed": "1"}, {"seed": 1.5}, {"seed": True}, {"seed": 2**80}, {"dice": []},
    {"players": []}, {"players": {"w": {"name": {}}, "b": {}}}, {"start": 5}, {"start": "0/0/w"},
    {"start": "0.0.0.0.0.0/2.2.2.3.3.3/w"}, {"colour": "red"}, {"seed": None, "dice": "loaded"},
]
FUNCTIONS = [api.new_game, api.open_record, api.computer_action, api.replay, api.position]


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
@pytest.mark.parametrize("function", FUNCTIONS, ids=lambda f: f.__name__)
def test_hostile_text(function, text):
    """Hostile and huge strings give ok false (new_game accepts `{}` only: a default game)."""
    answer = call(function, text)
    assert answer["ok"] == (function is api.new_game and text == "{}")


@pytest.mark.parametrize("text", HOSTILE[:14], ids=range(14))
def test_hostile_act(text):
    """act refuses hostile records and hostile actions."""
    fails(api.act, text, "throw")
    fails(api.act, new({"seed": 1}), text)


@pytest.mark.parametrize("config", BAD_CONFIGS, ids=range(len(BAD_CONFIGS)))
def test_wrong_json_types_in_settings(config):
    """new_game refuses settings of the wrong JSON type, with a message."""
    fails(api.new_game, json.dumps(config))


@pytest.mark.parametrize("value", [None, 5, 1.5, b"{}", ["{}"], {"preset": "modern"}])
def test_not_text_arguments(value):
    """Arguments that are not text at all (null or undefined from JavaScript) give ok false."""
    for function in FUNCTIONS:
        fails(function, value)
    fails(api.act, value, "throw")
    fails(api.act, new({"seed": 1}), value)


def test_record_of_wrong_types_refused():
    """Records with wrong JSON types inside are refused, through every record function."""
    record = json.loads(new({"seed": 1}))
    for key, value in [("actions", "o52"), ("seed", "1"), ("rules", []), ("players", 3), ("format", "1")]:
        bad = json.dumps({**record, key: value})
        for function in (api.open_record, api.replay, api.computer_action):
            fails(function, bad)
        fails(api.act, bad, "throw")


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=20,
)
KEYS = st.sampled_from(["format", "preset", "rules", "seed", "dice", "players", "start", "actions"])


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(KEYS, JSON, max_size=8), st.text(max_size=30))
def test_random_json_never_raises(data, action):
    """Random JSON objects with record keys: every function answers, ok or not, never raises."""
    text = json.dumps(data)
    for function in FUNCTIONS:
        call(function, text)
    call(api.act, text, action)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_random_text_never_raises(text):
    """Random text: every function answers, ok or not, never raises."""
    for function in FUNCTIONS:
        call(function, text)
    call(api.act, text, text)


BIDI = "\u202e\u2066\u2067\u2068\u2069\u202a\u202b\u202c\u202d\u200e\u200f\u061c"
BIDI_INPUTS = [
    (api.new_game, json.dumps({"preset": "\u202eabc"})),
    (api.new_game, json.dumps({"rules": {"\u202ex": 1}})),
    (api.position, "2.2.2.3.3.3/2.2.2.3.3.3/\u202ew"), (api.position, "\u2067" + "9." * 5),
    (api.open_record, json.dumps({"format": 1, "preset": "modern", "rules": {}, "seed": 1, "dice": "\u202e",
                                  "actions": []})),
]


@pytest.mark.parametrize(("function", "text"), BIDI_INPUTS, ids=range(len(BIDI_INPUTS)))
def test_an_error_quotes_bidirectional_controls_escaped(function, text):
    """A right-to-left override in input never reaches the page raw inside the engine's
    sentence (quoted with repr: `\\u202e`), so it cannot turn that sentence around."""
    error = fails(function, text)["error"]
    assert not set(error) & set(BIDI), error

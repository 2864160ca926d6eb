"""api.py: JSON text in, JSON text out; `ok` true or false; never an exception on bad input."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rabattues import api, loads

START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
EX3 = "2.0.2.3.3.3/2.2s.2.3.3s.3/w"


def call(function, *args):
    """Call an api function; its answer must be a JSON object with a boolean `ok`."""
    answer = json.loads(function(*args))
    assert isinstance(answer, dict) and isinstance(answer["ok"], bool)
    if not answer["ok"]:
        assert isinstance(answer["error"], str) and 0 < len(answer["error"]) <= 300
    return answer


def ok(function, *args):
    """An answer that must succeed."""
    answer = call(function, *args)
    assert answer["ok"], answer.get("error")
    return answer


def fails(function, *args, fragment=""):
    """An answer that must fail, with a message containing `fragment`."""
    answer = call(function, *args)
    assert not answer["ok"] and fragment in answer["error"]
    return answer


def new(config):
    """A new game's record, as JSON text."""
    return json.dumps(ok(api.new_game, json.dumps(config))["record"])


def test_presets():
    """§9: the two presets with every option."""
    answer = ok(api.presets)
    assert set(answer["presets"]) == {"charpentier-1699", "modern"}
    assert answer["presets"]["modern"]["doubles"] == "reroll"


def test_new_game_defaults_to_1699():
    """A new game: the 1699 preset, the start, the opening to throw, a fresh seed."""
    answer = ok(api.new_game, "{}")
    view = answer["view"]
    assert view["position"] == START and view["opening"] and view["can_throw"]
    assert view["preset"] == "charpentier-1699" and view["rules"]["passing"] == "always"
    assert answer["history"] == [] and answer["record"]["actions"] == []
    assert 0 <= view["seed"] < 2**53


def test_new_game_with_house_rule_and_start():
    """A preset with one rule changed, from a position: no opening, White throws."""
    answer = ok(api.new_game, json.dumps({"preset": "modern", "rules": {"passing": "never"}, "seed": 3,
                                          "start": EX3}))
    view = answer["view"]
    assert view["rules"]["passing"] == "never" and view["rules"]["doubles"] == "reroll"
    assert view["position"] == EX3 and not view["opening"] and view["seed"] == 3
    assert [a["action"] for a in view["actions"]] == ["double"]


def test_typed_dice_game_example_3():
    """§10 Example 3 through the api with typed dice: the 2 passes to Black."""
    record = new({"dice": "typed", "start": EX3, "seed": 1})
    answer = ok(api.act, record, "42")
    assert answer["view"]["position"] == "2.0.2.2.3.3/2.2.2.3.3s.3/b"
    assert answer["last"]["events"] == [
        {"die": 4, "player": "w", "use": "bear-off", "point": 4, "passed": False},
        {"die": 2, "player": "b", "use": "unstack", "point": 2, "passed": True},
    ]
    fails(api.act, record, "throw", fragment="typed dice")


def test_strict_claim_through_the_api():
    """§4 strict: the pending die is shown, claimable, and claimed by the receiver."""
    record = new({"dice": "typed", "start": EX3, "seed": 1, "rules": {"claim": "strict"}})
    answer = ok(api.act, record, "42")
    assert answer["view"]["pending"] == {"player": "b", "dice": [2], "claimable": [2]}
    assert answer["view"]["actions"] == [{"action": "c2", "kind": "claim", "die": 2, "player": "b"}]
    claimed = ok(api.act, json.dumps(answer["record"]), "c2")
    assert claimed["view"]["position"] == "2.0.2.2.3.3/2.2.2.3.3s.3/b"
    forfeited = ok(api.act, json.dumps(answer["record"]), "61")
    assert forfeited["last"]["forfeited"] == [2]


def test_seeded_game_to_the_end():
    """`throw` draws the seed's dice until the game ends; every answer replays from its record."""
    record = new({"preset": "modern", "seed": 99})
    for _ in range(2000):
        answer = ok(api.act, record, "throw")
        record = json.dumps(answer["record"])
        if answer["view"]["outcome"]:
            break
    outcome = answer["view"]["outcome"]
    assert outcome["winner"] in "wb" and outcome["points"] == outcome["multiplier"] * outcome["cube"]
    assert not answer["view"]["can_throw"] and answer["view"]["actions"] == []
    fails(api.act, record, "throw", fragment="not allowed")
    assert loads(record).final_state().is_terminal()
    replayed = ok(api.replay, record)
    assert replayed["positions"][-1] == answer["view"]["position"]
    assert len(replayed["positions"]) == len(answer["history"])
    opened = ok(api.open_record, record)
    assert opened["view"] == answer["view"] and opened["history"] == answer["history"]


def test_seeded_game_refuses_typed_throws():
    """A seeded game takes its dice from the seed only."""
    record = new({"seed": 5})
    fails(api.act, record, "o52", fragment="seed")
    fails(api.act, record, "43", fragment="seed")


def test_cube_through_the_api():
    """§8: double, then the opponent takes; the cube view follows."""
    record = new({"preset": "modern", "seed": 1, "dice": "typed", "start": START})
    doubled = ok(api.act, record, "double")
    assert doubled["view"]["cube"]["offered"] and doubled["view"]["current"] == "b"
    assert [a["action"] for a in doubled["view"]["actions"]] == ["take", "drop"]
    assert all(a["player"] == "b" for a in doubled["view"]["actions"])
    taken = ok(api.act, json.dumps(doubled["record"]), "take")
    assert taken["view"]["cube"] == {"enabled": True, "value": 2, "owner": "b", "offered": False, "max": 64,
                                     "face": 2}


def test_position():
    """A position is checked and returned canonical, with its sides."""
    answer = ok(api.position, " 2.0.2.3.3.3/2.2s.2.3.3s.3/w\n")
    assert answer["position"] == EX3 and answer["turn"] == "w"
    assert answer["sides"]["w"]["off"] == 2 and not answer["sides"]["w"]["has_stacks"]
    assert answer["sides"]["b"]["points"][1] == {"point": 2, "count": 2, "stacks": 1, "stacked": 2, "full": 2}
    fails(api.position, "2.2.2.3.3.3/2.2.2.3.3.3/x", fragment="turn")


def test_computer_action():
    """The computer answers for the players it plays only."""
    config = {"seed": 7, "players": {"w": {"name": "Deep Rabat", "kind": "computer"}, "b": {"name": "Anne"}}}
    record = new(config)
    assert ok(api.computer_action, record)["action"] == "throw"  # the opening: anyone may throw
    config["players"]["w"]["kind"] = "human"
    assert ok(api.computer_action, new(config))["action"] is None


# Bad input: never an exception, always {"ok": false, "error": ...}.

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
    """Issue 13: a right-to-left override in input never reaches the page raw inside the engine's
    sentence (quoted with repr: `\\u202e`), so it cannot turn that sentence around."""
    error = fails(function, text)["error"]
    assert not set(error) & set(BIDI), error

"""The game record's refusals: each is a RecordError (a ValueError) with a clear message."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from rabattues.dames import RecordError, load, loads
from rabattues.kernel.limits import MAX_RECORD_CHARS

sys.path.insert(0, str(Path(__file__).resolve().parent))
from record_helpers import SEED, seeded_game, typed

# Refusals: each is a RecordError (a ValueError) with a clear message.


def refuse(data, *fragments):
    """Loading this JSON value (or text) fails with a RecordError naming each fragment."""
    with pytest.raises(RecordError) as error:
        if isinstance(data, str):
            loads(data)
        else:
            load(data)
    assert isinstance(error.value, ValueError)
    for fragment in fragments:
        assert fragment in str(error.value)


@pytest.mark.parametrize("text", ["", "{", "not json", "{'format': 1}", '{"format": 1,}', "[" * 100_000])
def test_invalid_json(text):
    """Text that is not JSON (or nested too deep) is refused."""
    refuse(text, "not JSON")


@pytest.mark.parametrize("value", [[], "record", 1, None, True])
def test_not_an_object(value):
    """A record must be a JSON object."""
    with pytest.raises(RecordError, match="JSON object"):
        load(value)


def test_too_large():
    """A record over the size limit is refused before parsing."""
    refuse(" " * (MAX_RECORD_CHARS + 1), "too large")


@pytest.mark.parametrize(
    ("key", "value", "fragment"),
    [
        ("format", "1", "'format'"),
        ("format", 1.0, "'format'"),
        ("format", True, "'format'"),
        ("preset", 5, "'preset'"),
        ("rules", ["always"], "rules must be an object"),
        ("rules", None, "rules must be an object"),
        ("seed", "7", "bad seed"),
        ("seed", 1.5, "bad seed"),
        ("actions", "43", "'actions' must be a list"),
        ("actions", {"0": "43"}, "'actions' must be a list"),
        ("actions", [43], "action must be text"),
        ("actions", [["o", 5, 2]], "action must be text"),
        ("start", 5, "must be text"),
        ("dice", 5, "'dice'"),
        ("dice", "loaded", "'dice'"),
        ("players", [], "'players'"),
        ("players", "White", "'players'"),
    ],
)
def test_wrong_types(key, value, fragment):
    """A key with the wrong JSON type is refused, naming it."""
    refuse({**typed([]), key: value}, fragment)


@pytest.mark.parametrize("game", ["chess", 5, None, "dames", "backgammon"])
def test_a_record_of_another_game_says_so(game):
    """A record naming another game is refused by the 1699 game's loader as of that game, not for a key."""
    refuse({**typed([]), "game": game}, "not a record of dames-rabattues")


def test_a_record_of_this_game_may_name_it_or_not():
    """Records once had no `game`: with it or without it, a 1699 record loads the same."""
    named = typed(["o52", "43"])
    nameless = {key: value for key, value in named.items() if key != "game"}
    assert named["game"] == "dames-rabattues" and loads(json.dumps(nameless)) == loads(json.dumps(named))


@pytest.mark.parametrize("where", ["record", "rules", "player"])
def test_unknown_keys(where):
    """Unknown keys anywhere are refused, naming the key."""
    data = typed([])
    if where == "record":
        data["colour"] = "red"
        refuse(data, "unknown key 'colour'")
    elif where == "rules":
        data["rules"]["colour"] = "red"
        refuse(data, "unknown rule 'colour'")
    else:
        data["players"]["w"]["colour"] = "red"
        refuse(data, "player 'w'")


@pytest.mark.parametrize("key", ["format", "preset", "rules", "seed", "actions"])
def test_missing_keys(key):
    """A record without a required key is refused, naming it."""
    data = typed([])
    del data[key]
    refuse(data, repr(key))


def test_missing_rule():
    """Every option must be in the record (so that it replays the same anywhere, §9)."""
    data = typed([])
    del data["rules"]["doubles"]
    refuse(data, "missing rule 'doubles'")


def test_format_from_the_future():
    """A record of format 2 is refused: this app reads format 1."""
    refuse(typed([], format=2), "format 2", "newer")


def test_format_zero():
    """A format that never existed is refused."""
    refuse(typed([], format=0), "format 0")


def test_unknown_preset():
    """A preset name that does not exist is refused."""
    refuse(typed([], preset="tric-trac"), "'tric-trac'")


def test_bad_rule_value():
    """A rule with an impossible value is refused, naming the rule."""
    data = typed([])
    data["rules"]["cube_max"] = 100
    refuse(data, "'cube_max'")


@pytest.mark.parametrize("token", ["71", "17", "o72", "c7", "70", "00", "o00", "c0", "777"])
def test_die_of_seven_or_zero(token):
    """Impossible throws (a die of 7 or 0) are refused, quoting the action."""
    refuse(typed(["o52", token]), repr(token))


@pytest.mark.parametrize(
    ("actions", "number"),
    [
        (["43"], 1),  # a throw before the opening (§6)
        (["o52", "o52"], 2),  # an opening after the opening
        (["o52", "take"], 2),  # a take with no offer
        (["o52", "drop"], 2),  # a drop with no offer
        (["o52", "double"], 2),  # a double with the cube off
        (["o52", "c1"], 2),  # a claim with nothing pending
        (["o52", "11", "c1"], 3),  # a claim under automatic claiming
        (["o52", "double", "43"], 2),  # (cube off: the double itself is refused)
    ],
)
def test_actions_out_of_turn(actions, number):
    """An action the rules do not allow at that point is refused, naming its number and token."""
    refuse(typed(actions), f"action {number}", repr(actions[number - 1]))


def test_double_during_opening_with_cube():
    """§8 with the cube on: no double before the opening is decided."""
    data = typed(["double"])
    data["rules"]["cube"] = True
    refuse(data, "action 1", "'double'")


def test_throw_while_double_offered():
    """§8: after an offer, the dice may not be thrown until take or drop."""
    data = typed(["o52", "double", "43"])
    data["rules"]["cube"] = True
    refuse(data, "action 3", "'43'")


def test_action_after_the_end():
    """Nothing may follow the end of a game."""
    data = typed(["11"], start="1.0.0.0.0.0/2.2.2.3.3.3/w")
    assert loads(json.dumps(data)).final_state().is_terminal()
    data["actions"].append("43")
    refuse(data, "action 2")


def test_start_already_finished():
    """A record cannot start from a finished game."""
    refuse(typed([], start="0.0.0.0.0.0/2.2.2.3.3.3/w"), "over")


def test_bad_start_notation():
    """A bad start position is refused with the notation's message."""
    refuse(typed([], start="2.2.2.3.3.3/2.2.2.3.3/w"), "Black's side", "not 5")


def test_seeded_dice_differ_from_the_seed():
    """A seeded record whose dice are not the seed's is refused (no cheating by editing)."""
    record = seeded_game()
    data = record.to_json()
    number = len(data["actions"])  # the last throw, which won the game
    token = data["actions"][number - 1]
    data["actions"][number - 1] = token[0] + str(int(token[1]) % 6 + 1)
    refuse(data, f"action {number}", "seed's dice")


def test_seeded_record_with_other_seed():
    """The same actions under another seed are refused at the first throw."""
    data = seeded_game().to_json()
    data["seed"] = SEED + 1
    refuse(data, "seed's dice")


@pytest.mark.parametrize("seed", [-1, 2**53, 2**64, True, None])
def test_bad_seed(seed):
    """A seed outside 0…2**53 − 1 or not a whole number is refused."""
    refuse(typed([], seed=seed), "bad seed")


@pytest.mark.parametrize(
    ("players", "fragment"),
    [
        ({"w": {"name": "Anne"}}, "exactly 'w' and 'b'"),
        ({"w": {}, "b": {}, "g": {}}, "exactly 'w' and 'b'"),
        ({"w": "Anne", "b": {}}, "player 'w'"),
        ({"w": {"name": ""}, "b": {}}, "1 to 40"),
        ({"w": {"name": "x" * 41}, "b": {}}, "1 to 40"),
        ({"w": {"name": 5}, "b": {}}, "1 to 40"),
        ({"w": {}, "b": {"kind": "robot"}}, "'robot'"),
        ({"w": {}, "b": {"kind": ["human"]}}, "bad kind"),
    ],
)
def test_bad_players(players, fragment):
    """Players: exactly `w` and `b`, each a name of 1–40 characters and a kind human/computer."""
    refuse(typed([], players=players), fragment)


def test_too_many_actions():
    """A record with absurdly many actions is refused before replay."""
    refuse(typed(["o52"] + ["43"] * 20_001), "too many actions")

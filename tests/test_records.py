"""The game record (JSON, format 1): round trip, replay throw by throw, and every refusal."""

from __future__ import annotations

import json

import pytest

from rabattues import Opening, RecordError, Throw, format_position, load, loads, new_record, parse_position
from rabattues.limits import MAX_RECORD_CHARS

SEED = 4242
START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"


def seeded_game(seed=SEED, preset="charpentier-1699", **fields):
    """A whole game played with the seed's dice (the computer's way: every throw, no cube)."""
    record = new_record(preset, seed=seed, **fields)
    state = record.initial_state()
    while not state.is_terminal():
        first, second = record.next_dice()
        action = Opening(first, second) if state.opening else Throw((first, second))
        record = record.with_action(action)
        state = state.child(action)
    return record


def typed(actions, **changes):
    """A typed-dice record's JSON object with these action tokens."""
    data = new_record(seed=1, dice="typed").to_json()
    data["actions"] = list(actions)
    data.update(changes)
    return data


def test_record_json_shape():
    """A record holds format 1, preset, every option, seed, dice, players and actions."""
    data = new_record("modern", seed=SEED).to_json()
    assert data == {
        "format": 1, "preset": "modern",
        "rules": {"passing": "bear-off", "claim": "automatic", "doubles": "reroll", "cube": True,
                  "cube_max": 64, "multipliers": True, "stake": 1},
        "seed": SEED, "dice": "seeded",
        "players": {"w": {"name": "White", "kind": "human"}, "b": {"name": "Black", "kind": "human"}},
        "actions": [],
    }


@pytest.mark.parametrize("preset", ["charpentier-1699", "modern"])
def test_seeded_game_round_trip(preset):
    """dumps → loads gives the same record, and replay gives the same states, throw by throw."""
    record = seeded_game(preset=preset)
    again = loads(record.dumps())
    assert again == record
    assert [s.state for s in again.steps()] == [s.state for s in record.steps()]
    assert again.final_state().is_terminal()


def test_example_1_as_a_typed_record():
    """§10 Example 1 typed in from a table: the record replays to the hand-written positions."""
    record = loads(json.dumps(typed(["o52", "43", "11", "51", "54"])))
    positions = [format_position(step.state.position) for step in record.steps()]
    assert positions == [
        START,
        "2s.2s.2.3s.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/b",
        "2.2s.2.3s.3ss.3ss/2.2s.2s.3ss.3ss.3ss/b",
        "2.2s.2.3s.3ss.3ss/2.2s.2s.3ss.3s.3ss/w",
        "2.2s.2.3.3s.3ss/2.2s.2s.3ss.3s.3ss/b",
    ]


def test_record_from_a_position():
    """A record may start from a position (§10 Example 3); it has no opening throws."""
    data = typed(["42"], start="2.0.2.3.3.3/2.2s.2.3.3s.3/w")
    record = loads(json.dumps(data))
    assert record.start == parse_position("2.0.2.3.3.3/2.2s.2.3.3s.3/w")
    assert format_position(record.final_state().position) == "2.0.2.2.3.3/2.2.2.3.3s.3/b"
    assert loads(record.dumps()) == record


def test_record_with_cube_and_claims_round_trip():
    """Cube actions and claims are recorded and replayed."""
    rules = {"passing": "always", "claim": "strict", "doubles": "replay", "cube": True,
             "cube_max": 64, "multipliers": True, "stake": 2}
    data = typed(["42", "c2", "double", "take", "61"], start="2.0.2.3.3.3/2.2s.2.3.3s.3/w", rules=rules)
    record = loads(json.dumps(data))
    final = record.final_state()
    assert final.cube.value == 2 and final.cube.owner == "w"
    # Black's 6-1: his 1 and 6 are unstacked but his 5 is not: both pass to White, to claim.
    assert format_position(final.position) == "2.0.2.2.3.3/2.2.2.3.3s.3/w"
    assert final.pending == (6, 1) and final.receiver == "w"
    assert loads(record.dumps()) == record


def test_players_and_optional_keys():
    """Players are optional (White and Black, humans); names and kinds are kept."""
    data = typed(["o52"])
    del data["players"], data["dice"]
    data["actions"] = []
    assert loads(json.dumps(data)).players["w"].name == "White"
    data["players"] = {"w": {"name": "Anne", "kind": "computer"}, "b": {"name": "Bo"}}
    record = loads(json.dumps(data))
    assert record.players["w"].kind == "computer" and record.players["b"].kind == "human"


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


@pytest.mark.parametrize("game", ["chess", 5, None, "dames"])
def test_a_record_of_another_game_says_so(game):
    """A record naming a game that is not backgammon is refused as of an unknown game, not a key."""
    refuse({**typed([]), "game": game}, "unknown game")


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

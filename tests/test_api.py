"""api.py: JSON text in, JSON text out, `ok` true or false: games played through it (bad input:
test_api_input.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from rabattues import api
from rabattues.dames import loads

sys.path.insert(0, str(Path(__file__).resolve().parent))
from api_helpers import fails, new, ok

START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
EX3 = "2.0.2.3.3.3/2.2s.2.3.3s.3/w"


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
    assert doubled["view"]["actions"][1]["points"] == 1  # §8: a drop loses the cube's value before the double
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

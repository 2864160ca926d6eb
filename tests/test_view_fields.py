"""What the view says so that the page need not decide it: the cube's face, who answers a double,
house rules, whether a win is multiplied; and backgammon's preset among the constants."""

from __future__ import annotations

import json
from typing import Any

from rabattues import api
from rabattues.constants import constants

Json = dict[str, Any]


def started(config: Json) -> Json:
    """A new game's answer."""
    answer = json.loads(api.new_game(json.dumps(config)))
    assert answer["ok"], answer.get("error")
    return answer


def played(game: Json, *tokens: str) -> Json:
    """The answer after these actions, one at a time, as the page sends them."""
    for token in tokens:
        game = json.loads(api.act(json.dumps(game["record"]), token))
        assert game["ok"], game.get("error")
    return game


def test_a_double_offered_shows_twice_the_value_toward_the_player_who_answers() -> None:
    """§8: the cube offered shows the value doubled; the opponent of the thrower answers (current)."""
    game = played(started({"preset": "modern", "dice": "typed"}), "o52")
    assert game["view"]["cube"]["enabled"] and not game["view"]["cube"]["offered"]
    assert game["view"]["cube"]["face"] == 1
    offered = played(game, "double")["view"]
    assert offered["cube"]["offered"] and offered["cube"]["value"] == 1 and offered["cube"]["face"] == 2
    assert offered["current"] != offered["turn"]
    assert {a["kind"] for a in offered["actions"]} == {"take", "drop"}
    assert {a["player"] for a in offered["actions"]} == {offered["current"]}
    taken = played(game, "double", "take")["view"]
    assert taken["cube"]["value"] == taken["cube"]["face"] == 2 and not taken["cube"]["offered"]
    assert taken["cube"]["owner"] == offered["current"]


def test_house_rules_are_rules_other_than_the_presets() -> None:
    for preset in ("charpentier-1699", "modern"):
        assert started({"preset": preset})["view"]["house"] is False
        assert started({"preset": preset, "rules": {"stake": 3}})["view"]["house"] is True
    modern = started({"preset": "modern"})["view"]["rules"]
    assert started({"preset": "charpentier-1699", "rules": modern})["view"]["house"] is True
    same = {"passing": "bear-off"}  # the preset's own rule
    assert started({"preset": "modern", "rules": same})["view"]["house"] is False


def test_a_win_is_multiplied_under_the_multipliers_rule_only() -> None:
    """§7: ×2 and ×4 only with multipliers (modern's, or a house rule)."""
    assert started({"preset": "modern"})["view"]["multiplied"] is True
    assert started({"preset": "charpentier-1699"})["view"]["multiplied"] is False
    on, off = {"multipliers": True}, {"multipliers": False}
    assert started({"preset": "charpentier-1699", "rules": on})["view"]["multiplied"] is True
    assert started({"preset": "modern", "rules": off})["view"]["multiplied"] is False


def test_the_backgammon_cube_shows_64_in_the_middle_and_the_double_offered() -> None:
    """A backgammon cube not yet turned shows 64 (its highest face); offered, the value offered."""
    game = started({"game": "backgammon", "dice": "typed"})
    assert game["view"]["cube"]["value"] == 1 and game["view"]["cube"]["face"] == 64
    game = played(game, "o52")
    game = played(game, game["view"]["moves"][0]["move"])
    assert game["view"]["cube"]["face"] == 64 and {a["kind"] for a in game["view"]["actions"]} == {"double"}
    offered = played(game, "double")["view"]
    assert offered["cube"]["face"] == 2 and offered["current"] != offered["turn"]
    taken = played(game, "double", "take")["view"]
    assert taken["cube"]["value"] == taken["cube"]["face"] == 2


def test_backgammon_views_say_house_rules_and_count_gammons() -> None:
    """§12.7: gammons always count in backgammon; house rules are rules other than money play's."""
    preset = constants()["backgammon"]["preset"]
    plain = started({"game": "backgammon", "preset": preset})["view"]
    assert plain["preset"] == preset and plain["house"] is False and plain["multiplied"] is True
    assert started({"game": "backgammon", "rules": {"jacoby": True}})["view"]["house"] is True


def test_the_constants_start_view_has_the_fields_the_page_reads() -> None:
    start = constants()["start"]
    assert start["cube"]["face"] == 1 and start["house"] is False and start["multiplied"] is False


def test_the_constants_give_the_sizes_the_rules_set() -> None:
    """§1: fifteen checkers on six points; §12.1: fifteen each on 24 points; dice of six faces."""
    sizes = constants()
    assert sizes["board"] == {"points": 6, "checkers": 15}
    assert (sizes["backgammon"]["points"], sizes["backgammon"]["checkers"]) == (24, 15)
    assert sizes["backgammon"]["match"] == {"min": 1, "max": 25}  # RULES.md §12.10: matches of 1 to 25 points
    assert sizes["faces"] == 6

"""story.py through the api: what each action did, as the page draws and words it.

Expected clauses and dice come from the rules and from the 1699 text's own account of its
Example 1 (tests/data/diagrams_1699.txt), never from the code's output.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from rabattues import api

START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
STRICT = {"claim": "strict"}


def answer(function: Any, *args: str) -> dict[str, Any]:
    """An api answer that must succeed."""
    result: dict[str, Any] = json.loads(function(*args))
    assert result["ok"], result.get("error")
    return result


def typed(start: str, rules: dict[str, Any] | None = None) -> dict[str, Any]:
    """A new 1699 game with typed dice from a position."""
    settings = {"start": start, "dice": "typed", "seed": 0, "rules": rules or {}}
    return answer(api.new_game, json.dumps(settings))


def play(game: dict[str, Any], *tokens: str) -> dict[str, Any]:
    """The game after some actions."""
    for token in tokens:
        game = answer(api.act, json.dumps(game["record"]), token)
    return game


def dice(game: dict[str, Any]) -> list[tuple[int, str, str]]:
    """The dice on the board: face, half, status."""
    return [(d["value"], d["half"], d["status"]) for d in game["view"]["table"]["dice"]]


def test_example_1_the_second_ace_passes_and_is_used_then_an_ace_is_lost() -> None:
    # 1699, Example 1: Black's 1-1 unstacks on his 1, the second ace passes to White, who
    # unstacks on his 1; Black throws again, 5-1: the ace passes, White cannot use it: lost.
    game = play(typed(START), "43", "11")
    last = game["last"]
    assert last["clauses"] == [
        {"kind": "uses", "player": "b", "unstack": [1], "bear_off": [], "lost": []},
        {"kind": "passes", "to": "w", "dice": [1], "second": True, "unstack": [1], "bear_off": [], "lost": [],
         "claim": False, "to_claim": []},
        {"kind": "again", "player": "b"}]
    assert dice(game) == [(1, "b", "used"), (1, "w", "used")]
    assert (game["view"]["table"]["caption"], game["view"]["table"]["by"]) == ("again", "b")
    game = play(game, "51")
    assert game["last"]["clauses"] == [
        {"kind": "uses", "player": "b", "unstack": [5], "bear_off": [], "lost": []},
        {"kind": "passes", "to": "w", "dice": [1], "second": False, "unstack": [], "bear_off": [],
         "lost": [1], "claim": False, "to_claim": []}]
    assert dice(game) == [(5, "b", "used"), (1, "w", "lost")]
    assert game["view"]["table"]["caption"] is None


def test_example_1_each_event_names_the_point_its_die_acted_on() -> None:
    # The same throws: each die acts on its thrower's (or receiver's) point of its own number
    # (§3), Black's 1 and White's passed 1 on their 1-points; a lost die acted on no point.
    game = play(typed(START), "43", "11")
    assert [(e["player"], e["die"], e["point"], e["passed"]) for e in game["last"]["events"]] == [
        ("b", 1, 1, False), ("w", 1, 1, True)]
    game = play(game, "51")
    assert [(e["player"], e["die"], e["point"], e["passed"]) for e in game["last"]["events"]] == [
        ("b", 5, 5, False), ("w", 1, None, True)]


def test_strict_dice_the_receiver_cannot_use_are_lost_at_once() -> None:
    # Neither side can use a 6 or a 2: a stack remains on 3, so nothing is borne off (§3).
    game = play(typed("2.2.2s.3.3.3/2.2.2s.3.3.3/w", STRICT), "62")
    assert game["last"]["clauses"] == [
        {"kind": "passes", "to": "b", "dice": [6, 2], "second": False, "unstack": [], "bear_off": [],
         "lost": [6, 2], "claim": False, "to_claim": []}]
    assert dice(game) == [(6, "b", "lost"), (2, "b", "lost")]
    assert game["view"]["actions"] == []


def test_strict_a_claim_can_make_the_other_passed_die_usable() -> None:
    # Black's only stack is on 3: the 5 is his only once the 3 has unstacked it (then he bears off).
    game = play(typed("2.2.2.3s.3.3/2.2.2s.3.3.3/w", STRICT), "35")
    assert [c["kind"] for c in game["last"]["clauses"]] == ["passes"]
    assert game["last"]["clauses"][0]["claim"] is True
    assert dice(game) == [(3, "b", "pending"), (5, "b", "pending")]
    assert game["view"]["actions"] == [{"action": "c3", "kind": "claim", "die": 3, "player": "b"}]
    game = play(game, "c3")
    assert game["last"]["clauses"] == [
        {"kind": "claims", "player": "b", "die": 3, "unstack": [3], "bear_off": [], "lost": []}]
    assert dice(game) == [(3, "b", "used"), (5, "b", "pending")]
    game = play(game, "c5")
    assert game["last"]["clauses"][0]["bear_off"] == [5]
    assert dice(game) == [(3, "b", "used"), (5, "b", "used")]


def test_strict_dice_not_claimed_are_forfeited_by_the_next_throw() -> None:
    game = play(typed("2.2.2.3s.3.3/2.2.2s.3.3.3/w", STRICT), "35", "44")
    assert game["last"]["forfeited"] == [3, 5]
    assert game["last"]["player"] == "b"


def test_the_opening_shows_each_players_die_and_a_tie() -> None:
    game = answer(api.new_game, json.dumps({"dice": "typed", "seed": 0}))
    assert game["view"]["table"] == {"key": 0, "dice": [], "caption": "opening", "by": None}
    game = play(game, "o33")
    assert dice(game) == [(3, "w", "idle"), (3, "b", "idle")]
    assert game["view"]["table"]["caption"] == "tie"
    assert typed(START)["view"]["table"]["caption"] is None, "a game from a position has no opening"


@pytest.mark.parametrize("rules", [{}, STRICT, {"passing": "never"}, {"doubles": "reroll"}])
@pytest.mark.parametrize("seed", range(6))
def test_every_animation_ends_on_the_view_and_pending_dice_are_claimable(rules: dict[str, Any],
                                                                        seed: int) -> None:
    game = answer(api.new_game, json.dumps({"seed": seed, "rules": rules}))
    while not game["view"]["outcome"]:
        claims = [a["action"] for a in game["view"]["actions"] if a["kind"] == "claim"]
        game = play(game, claims[0] if claims else "throw")
        steps, view = game["last"]["steps"], game["view"]
        if any(e["use"] for e in game["last"].get("events", [])):
            assert steps[-1]["sides"] == view["sides"]  # the last step lands on the engine's view
        shown = {d["status"] for d in view["table"]["dice"]}
        assert shown <= {"used", "lost", "pending", "rerolled", "idle"}
        assert ("pending" in shown) == bool(view["pending"]["claimable"])
        for step in steps:
            die = view["table"]["dice"][step["die"]]
            assert step["half"] in ("w", "b") and die["value"] in range(1, 7)


def test_view_at_is_the_game_as_it_stood_after_each_action() -> None:
    game = play(typed(START), "43", "11", "51")
    record = json.dumps(game["record"])
    for n, expected in enumerate(["43", "11", "51"], start=1):
        step = answer(api.view_at, record, str(n))
        assert step["last"]["action"] == expected and step["last"]["steps"]
    assert answer(api.view_at, record, "0")["view"]["position"] == START
    assert answer(api.view_at, record, "3")["view"] == game["view"]
    for bad in ("4", "-1", "1.5", '"2"'):
        assert json.loads(api.view_at(record, bad))["ok"] is False


def test_the_chances_of_a_position_count_every_passed_die_claimed() -> None:
    # Strict claiming, Black to claim a passed 5 and 2: the 2 is his only once the 5 has unstacked
    # his last stack (§4). The position is worth what it is once both are claimed.
    from rabattues.dames import new_game, parse_action, parse_position, preset

    options = preset("charpentier-1699").with_rule("claim", "strict")
    state = new_game(options, parse_position("2.2.2.3.3s.3/2.0.2.3.0.3/b")).child(parse_action("52"))
    assert state.pending and state.claimable() != tuple(sorted(state.pending))
    both = state.child(parse_action(f"c{state.claimable()[0]}"))
    while both.claimable():
        both = both.child(parse_action(f"c{both.claimable()[0]}"))
    assert state.claimed_position() == both.position


def test_a_claim_that_ends_the_game_is_a_certain_win() -> None:
    # White can use neither a 2 nor a 6 (nothing on those points, and a die acts on its own point):
    # both pass to Black, whose last checker is on 2; strict claiming, so the game ends at his claim.
    from rabattues.dames import new_game, parse_action, parse_position, preset
    from rabattues.dames.solver.values import state_values

    options = preset("charpentier-1699").with_rule("claim", "strict")
    state = new_game(options, parse_position("2.0.2.3.3.0/0.1.0.0.0.0/w")).child(parse_action("26"))
    assert state.claimable() == (2,) and state.position.turn == "b"
    found = state_values(state)
    assert found is not None and found.win == 1.0

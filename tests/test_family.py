"""The family of games: a game of the tests' own joins through the registry alone, and the api
drives it as it drives the two games of the app (no name of a game is tested anywhere else)."""

from __future__ import annotations

import base64
import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from rabattues import api, games
from rabattues.kernel.game import Game

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tiny_game import NAME, TARGET, RaceToTwenty


@pytest.fixture
def race() -> Iterator[Game]:
    """The tiny game, registered for one test."""
    game = RaceToTwenty()
    games.register(game)
    yield game
    games.unregister(NAME)


def call(function, *args: object) -> dict:
    """An api call with JSON arguments; its answer, which must be ok."""
    answer = json.loads(function(*(a if isinstance(a, str) else json.dumps(a) for a in args)))
    assert answer["ok"], answer
    return answer


def test_a_registered_game_is_played_through_the_api_to_its_end(race: Game) -> None:
    """New game, the seed's throws one by one until someone reaches the target, then reopened."""
    game = call(api.new_game, {"game": NAME, "seed": 7})
    assert game["record"]["game"] == NAME and game["view"]["scores"] == {"w": 0, "b": 0}
    while game["view"]["outcome"] is None:
        game = call(api.act, game["record"], "throw")
    scores, winner = game["view"]["scores"], game["view"]["outcome"]["winner"]
    assert scores[winner] >= TARGET and scores["w" if winner == "b" else "b"] < TARGET
    opened = call(api.open_record, game["record"])
    assert opened["view"] == game["view"] and len(opened["history"]) == len(game["record"]["actions"])
    assert call(api.view_at, game["record"], "0")["view"]["scores"] == {"w": 0, "b": 0}
    assert len(call(api.replay, game["record"])["positions"]) == len(game["record"]["actions"])


def test_the_seed_decides_the_dice_of_a_registered_game(race: Game) -> None:
    """The kernel's seeded dice and its record's checks serve any game: typed dice are refused in a
    seeded game, and a record whose throw is not the seed's is refused with its number."""
    game = call(api.new_game, {"game": NAME, "seed": 7})
    refused = json.loads(api.act(json.dumps(game["record"]), "43"))
    assert not refused["ok"] and "send 'throw'" in refused["error"]
    opened = call(api.act, game["record"], "throw")["record"]
    opened["actions"][0] = "o12" if opened["actions"][0] != "o12" else "o21"
    refused = json.loads(api.open_record(json.dumps(opened)))
    assert not refused["ok"] and "action 1" in refused["error"] and "seed" in refused["error"]


def test_a_game_not_registered_is_an_unknown_game() -> None:
    """Without registration the name is no game, and the answer lists the games there are."""
    refused = json.loads(api.new_game(json.dumps({"game": NAME})))
    assert not refused["ok"] and refused["error"].startswith(f"unknown game {NAME!r}")
    assert "dames-rabattues" in refused["error"] and "backgammon" in refused["error"]


def test_the_games_of_the_app_cannot_be_registered_again_or_removed() -> None:
    """The registry holds its own games."""
    with pytest.raises(ValueError, match="already"):
        games.register(games.game_named("backgammon"))
    with pytest.raises(ValueError, match="one of the family"):
        games.unregister("dames-rabattues")


def test_a_file_is_read_by_the_game_whose_format_it_is(race: Game) -> None:
    """A record of the tiny game comes back through open_file (no game claims it as its own
    format); exported, each game answers for itself: the tiny game and the 1699 game have none."""
    record = call(api.new_game, {"game": NAME, "seed": 3})["record"]
    data = base64.b64encode(json.dumps(record).encode()).decode()
    assert call(api.open_file, data)["record"] == record
    for game_record in (record, call(api.new_game, {})["record"]):
        refused = json.loads(api.export_file(json.dumps({"record": game_record})))
        assert not refused["ok"] and "has no file format but its record" in refused["error"], refused

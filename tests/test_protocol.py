"""The engine's answers have the shapes docs/PROTOCOL.md gives them, in both games: each answer's
keys as the doc's table of answers lists them (read from the doc, so the doc and the engine
cannot drift apart), each game's view with the fields its paragraph names, the review's and the
hint's shapes. A key the engine adds, drops or renames fails here until the doc says so."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from rabattues import api

sys.path.insert(0, str(Path(__file__).resolve().parent))
from api_helpers import ok

# Dames Rabattues' analysis reads the exact solver's tables (conftest.py's `solver_tables`).
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("solver_tables")]

DOC = (Path(__file__).resolve().parents[1] / "docs" / "PROTOCOL.md").read_text(encoding="utf-8")
GAMES = ("dames-rabattues", "backgammon")
ENVELOPE = {"ok", "game"}  # every game's answer: `ok`, and the game it is of

# Each answer's keys when `ok`, as the doc's table of answers lists them (checked against it below).
ANSWERS = {
    "new_game": {"record", "view", "history"},
    "open_record": {"record", "view", "history"},
    "act": {"record", "view", "history", "last"},
    "steps": {"record", "views", "history", "stopped"},
    "view_at": {"view", "last"},
    "computer_action": {"action"},
    "position_analysis": {"available", "turn", "win", "gammon", "backgammon", "equity", "cube", "match",
                          "lookup_us"},
    "analysis": {"available", "evaluator", "points", "decisions", "summary", "luck", "outcome"},
    "export_file": {"game", "text"},
}
# What a game's answer adds, said in the doc's section on that game ("The embedded board").
EXTRA = {("backgammon", "steps"): {"pasted", "given"}}

# Every view's fields, and each game's own (the doc's paragraphs on `view`).
COMMON_VIEW = {"game", "position", "turn", "current", "opening", "can_throw", "in_turn", "cube", "actions",
               "outcome", "players", "preset", "rules", "seed", "dice", "house", "multiplied", "room"}
VIEWS = {
    "dames-rabattues": COMMON_VIEW | {"sides", "pending", "table"},
    "backgammon": COMMON_VIEW | {"position_id", "xgid", "points", "bar", "off", "pips", "thrown", "faces",
                                 "moves", "boards", "after", "match", "bear_off_move"},
}
VIEW_ITEMS = re.compile(r"^- `view\.([a-z_]+)`(?: and `view\.([a-z_]+)`)?", re.MULTILINE)
VIEW_PARAGRAPHS = {
    "dames-rabattues": "- `view` is what the board draws:",
    "backgammon": "- `view` (`backgammon/page.py`):",
}

# The review's shape in both games ("The review"): each decision's and each throw's first fields.
DECISION = {"n", "player", "kind", "best", "cube", "loss", "mark"}
THROW = {"n", "player", "dice", "opening"}
# Backgammon's hint, by its kind ("hint(record)").
HINTS = {
    "moves": {"kind", "estimate", "player", "unit", "moves"},
    "cube": {"kind", "estimate", "player", "unit", "action", "double", "take", "offered", "no_double",
             "double_take", "double_drop"},
}
HINT_MOVE = {"move", "position_id", "equity", "loss", "chances"}


def documented(call: str) -> set[str]:
    """The keys the doc's table of answers gives a call's answer: `{a, b, c}` in its row."""
    row = re.search(rf"^\| `{call}\([^`]*\)` \| `\{{([^`}}]*)\}}`", DOC, re.MULTILINE)
    assert row, f"PROTOCOL.md's table has no answer for {call}"
    return {key.strip() for key in row.group(1).split(",")}


def paragraph(start: str) -> str:
    """The doc's list item that begins with `start`, to the next item."""
    at = DOC.index(start)
    end = DOC.find("\n- ", at + len(start))
    return DOC[at:end]


def keys(answer: dict[str, Any]) -> set[str]:
    """An answer's keys."""
    return set(answer)


def played(game: str) -> dict[str, Any]:
    """A seeded game of `game` between two computers, some actions in (the 1699 game with the cube)."""
    computers = {c: {"name": c, "kind": "computer"} for c in ("w", "b")}
    config: dict[str, Any] = {"game": game, "seed": 11, "players": computers}
    if game == "dames-rabattues":
        config["preset"] = "modern"  # its cube: decisions to review
    answer = ok(api.new_game, json.dumps(config))
    for _ in range(12):
        record = json.dumps(answer["record"])
        action = ok(api.computer_action, record)["action"] or "throw"
        answer = ok(api.act, record, action)
    return answer


@pytest.fixture(scope="module", params=GAMES)
def game(request: pytest.FixtureRequest) -> str:
    """Each game of the family."""
    return str(request.param)


@pytest.mark.parametrize("call", sorted(ANSWERS))
def test_the_docs_table_lists_each_answers_keys(call: str) -> None:
    """The schema here is the doc's: each call's keys as PROTOCOL.md's table gives them."""
    assert documented(call) == ANSWERS[call]


def test_every_answer_has_the_documented_keys(game: str) -> None:
    """new_game, act, open_record, view_at, steps, computer_action and both analyses answer
    exactly the doc's keys, with `ok` and the game's name, in both games."""
    start = ok(api.new_game, json.dumps({"game": game, "seed": 3}))
    now = played(game)
    record = json.dumps(now["record"])
    answers = {
        "new_game": start,
        "act": now,
        "open_record": ok(api.open_record, record),
        "view_at": ok(api.view_at, record, "2"),
        "steps": ok(api.steps, json.dumps({"game": game})),
        "computer_action": ok(api.computer_action, record),
        "analysis": ok(api.analysis, record),
    }
    if game == "backgammon":  # the 1699 game has no exchange format: it refuses (test_family.py)
        answers["export_file"] = ok(api.export_file, json.dumps({"record": now["record"]}))
    for call, answer in answers.items():
        assert keys(answer) == ENVELOPE | ANSWERS[call] | EXTRA.get((game, call), set()), (game, call)
        assert answer["game"] == game, call
    for at in (json.dumps(start["record"]), record):  # at the opening, and later: the same keys
        answer = ok(api.position_analysis, at)
        assert keys(answer) == ENVELOPE | ANSWERS["position_analysis"], game


def test_each_games_view_has_the_fields_its_paragraph_names(game: str) -> None:
    """A view's fields: exactly the schema's, each named in the doc's paragraph on that game's view."""
    named = set(re.findall(r"`([a-z_]+)`", paragraph(VIEW_PARAGRAPHS[game])))
    if game == "backgammon":  # and its items of their own: "- `view.boards` and `view.after`"...
        named |= {name for pair in VIEW_ITEMS.findall(DOC) for name in pair if name}
    view = played(game)["view"]
    assert keys(view) == VIEWS[game]
    assert view["game"] == game
    assert VIEWS[game] - {"game"} <= named, sorted(VIEWS[game] - named)


def test_the_review_has_one_shape_in_both_games(game: str) -> None:
    """Decisions listed alike (each with the doc's first fields), the throws' luck as
    {throws, players} with each throw's first fields, the players' totals by colour."""
    review = ok(api.analysis, json.dumps(played(game)["record"]))
    assert review["available"] in ("exact", "cubeless", "estimate")
    assert all(keys(d) >= DECISION for d in review["decisions"]), review["decisions"][:2]
    luck = review["luck"]
    assert keys(luck) == {"throws", "players"}
    assert luck["throws"] and all(keys(t) >= THROW for t in luck["throws"])
    assert keys(luck["players"]) == {"w", "b"}
    assert review["summary"] is None or keys(review["summary"]) == {"w", "b"}


def test_backgammons_hint_has_the_documented_shapes() -> None:
    """The hint before a throw (the cube's) and after one (the moves'), and the 1699 game's refusal."""
    start = ok(api.new_game, json.dumps({"game": "backgammon", "seed": 5}))
    after_opening = ok(api.act, json.dumps(start["record"]), "throw")
    moves = ok(api.hint, json.dumps(after_opening["record"]))
    assert keys(moves) == ENVELOPE | HINTS["moves"] and moves["kind"] == "moves"
    assert moves["moves"] and all(keys(m) == HINT_MOVE for m in moves["moves"])
    played_on = ok(api.act, json.dumps(after_opening["record"]), moves["moves"][0]["move"])
    cube = ok(api.hint, json.dumps(played_on["record"]))
    assert keys(cube) == ENVELOPE | HINTS["cube"] and cube["kind"] == "cube"
    dames = json.loads(api.hint(json.dumps(ok(api.new_game, json.dumps({"seed": 5}))["record"])))
    assert not dames["ok"] and "backgammon" in dames["error"]

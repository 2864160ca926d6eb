"""What the api tests share: an api call whose answer is checked, one that must succeed or fail,
and a new game's record."""

from __future__ import annotations

import json

from rabattues import api


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

"""Long work in slices (`answer.sliced`): `api.analysis_sliced` yields between slices of a backgammon
review, so that the page's worker answers its other pages meanwhile, and gives the very answer of
`api.analysis`, refusals included."""

from __future__ import annotations

import json
from collections.abc import Generator

import pytest

from rabattues import api
from rabattues.backgammon import review
from rabattues.backgammon.record import new_record

from .backgammon.test_bg_page_api import ok


def run(work: Generator[None, None, str]) -> tuple[int, str]:
    """Step a sliced call to its end: how many times it yielded, and its answer."""
    slices = 0
    while True:
        try:
            next(work)
        except StopIteration as done:
            return slices, str(done.value)
        slices += 1


def short_game() -> str:
    """A typed-dice backgammon game of a few throws and moves, as JSON text."""
    record = new_record(seed=1, dice="typed").to_json()
    for action in ("o31", "8/5 6/5", "64", "24/18 13/9", "22", "6/4(2) 13/11(2)"):
        record = ok("act", record, action)["record"]
    return json.dumps(record)


def test_a_review_in_slices_yields_between_them_and_answers_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    text = short_game()
    whole = api.analysis(text)
    assert json.loads(whole)["ok"]
    review._last.clear()  # the last review is kept: this one is computed again
    monkeypatch.setattr(review, "SLICE_SECONDS", 0.0)  # a yield before each action
    slices, answer = run(api.analysis_sliced(text))
    assert answer == whole
    assert slices == len(json.loads(text)["actions"])
    monkeypatch.setattr(review, "SLICE_SECONDS", 3600.0)
    review._last.clear()
    assert run(api.analysis_sliced(text)) == (0, whole)


@pytest.mark.parametrize("text", ["nonsense", json.dumps({"format": 1, "actions": ["o99"]}), "x" * 2_000_000])
def test_a_refusal_in_slices_is_the_same_refusal(text: str) -> None:
    assert run(api.analysis_sliced(text)) == (0, api.analysis(text))
    assert not json.loads(api.analysis(text))["ok"]


def test_a_1699_game_is_answered_whole() -> None:
    record = json.loads(api.new_game(json.dumps({"preset": "modern", "seed": 3})))["record"]
    record = ok("act", record, "throw")["record"]
    assert run(api.analysis_sliced(json.dumps(record))) == (0, api.analysis(json.dumps(record)))

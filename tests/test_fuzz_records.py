"""Fuzzing the record parser (hypothesis): any JSON value or record text is either accepted and
round-trips, or refused with RecordError — never another exception; JSON nested too deeply is
refused before parsing (sides, positions and action tokens: test_fuzz.py).

The records are random JSON values, valid records with one random mutation, and record text
with random edits.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from rabattues.dames import Opening, Record, RecordError, Throw, load, loads, new_record
from rabattues.dames.options import PRESETS
from rabattues.kernel.json_input import check_depth

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fuzz_helpers import FUZZ, POSITION_TEXT

# ─── Records ────────────────────────────────────────────────────────────────────────────────

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=16,
)
KEYS = ["format", "preset", "rules", "seed", "dice", "players", "start", "actions"]
TOKENS = st.sampled_from(["o52", "o25", "o11", "43", "11", "66", "c1", "c6", "double", "take", "drop",
                          "77", "x"])


def checked(data: object) -> Record | None:
    """Load a JSON value: a Record that round-trips, or None after a RecordError (nothing else)."""
    try:
        record = load(data)
    except RecordError as error:
        assert str(error)
        return None
    assert load(record.to_json()) == record
    assert loads(record.dumps()) == record
    assert loads(record.dumps()).to_json() == record.to_json()
    assert json.loads(record.dumps()) == record.to_json()
    return record


def checked_text(text: str) -> Record | None:
    """Load record text: a Record that round-trips, or None after a RecordError (nothing else)."""
    try:
        record = loads(text)
    except RecordError as error:
        assert str(error)
        return None
    assert loads(record.dumps()) == record
    return record


@FUZZ
@given(JSON)
def test_any_json_value_loads_or_is_refused(value: Any) -> None:
    checked(value)


@FUZZ
@given(st.dictionaries(st.sampled_from(KEYS), JSON, max_size=8))
def test_any_object_with_record_keys_loads_or_is_refused(value: dict[str, Any]) -> None:
    checked(value)


@st.composite
def valid_records(draw: st.DrawFn) -> dict[str, Any]:
    """A valid record: a preset (maybe with typed dice or a start position) and a few seeded throws."""
    preset = draw(st.sampled_from(sorted(PRESETS)))
    seed = draw(st.integers(min_value=0, max_value=2**53 - 1))
    record = new_record(preset, seed=seed)
    state = record.initial_state()
    for _ in range(draw(st.integers(min_value=0, max_value=6))):
        if state.is_terminal() or not state.can_throw():
            break
        first, second = record.next_dice()
        action = Opening(first, second) if state.opening else Throw((first, second))
        record = record.with_action(action)
        state = state.child(action)
    data: dict[str, Any] = record.to_json()
    if draw(st.booleans()):
        data["dice"] = "typed"
    return data


@st.composite
def mutated_records(draw: st.DrawFn) -> dict[str, Any]:
    """A valid record with one random change: a key removed, replaced or added, an action changed."""
    data = draw(valid_records())
    how = draw(st.sampled_from(["remove", "replace", "add", "action", "rule", "player", "start"]))
    if how == "remove":
        del data[draw(st.sampled_from(sorted(data)))]
    elif how == "replace":
        data[draw(st.sampled_from(KEYS))] = draw(JSON)
    elif how == "add":
        data[draw(st.text(max_size=8))] = draw(JSON)
    elif how == "action":
        actions = list(data["actions"])
        at = draw(st.integers(min_value=0, max_value=len(actions)))
        token = draw(TOKENS | st.text(max_size=4))
        if actions and draw(st.booleans()):
            actions[min(at, len(actions) - 1)] = token
        else:
            actions.insert(at, token)
        data["actions"] = actions
    elif how == "rule":
        data["rules"][draw(st.sampled_from([*data["rules"], "colour"]))] = draw(JSON)
    elif how == "player":
        data["players"][draw(st.sampled_from(["w", "b", "g"]))] = draw(JSON)
    else:
        data["start"] = draw(POSITION_TEXT | JSON)
    return data


@FUZZ
@given(valid_records())
def test_valid_records_round_trip(data: dict[str, Any]) -> None:
    """The generator is right: every one of its records loads and round-trips."""
    record = checked(data)
    assert record is not None
    assert record.to_json() == data


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_records())
def test_mutated_records_load_or_are_refused(data: dict[str, Any]) -> None:
    """Hand-edited records: accepted and round-tripping, or RecordError."""
    checked(data)


@FUZZ
@given(valid_records(), st.data())
def test_edited_record_text_loads_or_is_refused(data: dict[str, Any], draw: st.DataObject) -> None:
    """Record text with random characters inserted, deleted or replaced: a record or a RecordError."""
    text = json.dumps(data)
    for _ in range(draw.draw(st.integers(min_value=1, max_value=4))):
        at = draw.draw(st.integers(min_value=0, max_value=len(text)))
        cut = draw.draw(st.integers(min_value=0, max_value=3))
        edit = draw.draw(st.text(alphabet='{}[]":,0123456789abcdeotws.\\ ', max_size=3))
        text = text[:at] + edit + text[at + cut:]
    checked_text(text)


@FUZZ
@given(st.text(max_size=200))
def test_any_text_loads_or_is_refused(text: str) -> None:
    assume(text.strip() != "")
    checked_text(text)


# ─── Nesting: refused before parsing (Pyodide's stack would overflow inside json.loads) ──────


def depth(value: Any) -> int:
    """How deeply a JSON value nests lists and objects (a scalar: 0)."""
    if isinstance(value, list):
        return 1 + max((depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    return 0


BRACKETY = st.recursive(
    st.text(alphabet='[]{}"\\ab', max_size=6) | st.integers(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(alphabet='[{"\\', max_size=3), inner,
                                                                 max_size=3),
    max_leaves=30,
)


@FUZZ
@given(BRACKETY, st.integers(min_value=0, max_value=6))
def test_depth_check_counts_only_real_nesting(value: Any, limit: int) -> None:
    """check_depth refuses exactly the values nested deeper than its limit, whatever brackets,
    quotes and backslashes their strings hold."""
    text = json.dumps(value)
    if depth(value) > limit:
        with pytest.raises(RecordError, match="nested deeper"):
            check_depth(text, limit)
    else:
        check_depth(text, limit)


def test_deep_nesting_is_refused_quickly() -> None:
    """900,000 brackets: a RecordError at once, never json.loads (a fatal stack overflow in Pyodide)."""
    start = time.perf_counter()
    with pytest.raises(RecordError, match="nested deeper"):
        loads("[" * 500_000 + "]" * 400_000)
    assert time.perf_counter() - start < 2


def test_brackets_inside_names_are_not_nesting() -> None:
    """A valid record whose player names are brackets is still accepted."""
    data = new_record(seed=1).to_json()
    data["players"] = {"w": {"name": "[" * 40, "kind": "human"}, "b": {"name": "{" * 40, "kind": "human"}}
    assert checked_text(json.dumps(data)) is not None


def test_unclosed_escaped_quotes_before_brackets_are_refused_as_not_json() -> None:
    """A hostile file (200 KB: a quote, escaped quotes, brackets): the brackets are inside an
    unclosed string, so not nesting; the parser then refuses the text (in one linear pass)."""
    with pytest.raises(RecordError, match="not JSON"):
        loads('"' + '\\"' * 100_000 + "[" * 40)

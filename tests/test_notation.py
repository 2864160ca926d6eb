"""RULES.md §11: the position notation, its round trip, and every kind of invalid input."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rabattues.dames import START_POSITION, NotationError, format_position, parse_position
from rabattues.dames.notation import format_side, parse_side

START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
FULL = (2, 2, 2, 3, 3, 3)


def point_tokens(full):
    """Every valid token of a point holding at most `full`: `0`…`full`, then `full` with s's."""
    return [str(n) for n in range(full + 1)] + [f"{full}{'s' * k}" for k in range(1, full)]


def valid_sides():
    """Every side §11 accepts, by hand: stack-free sides, and all-full sides with some stack."""
    for tokens in itertools.product(*map(point_tokens, FULL)):
        has_stack = any("s" in t for t in tokens)
        on_board = sum(int(t[0]) for t in tokens)
        if not has_stack or on_board == 15:
            yield ".".join(tokens)


def test_s11_start():
    """§11: the start in notation is the §1 position, White to throw."""
    assert parse_position(START) == START_POSITION
    assert format_position(START_POSITION) == START


def test_s11_point_meanings():
    """§11: `3s` three checkers one move left; `3` three on line; `0` empty; off = 15 − on board."""
    position = parse_position("2.2.2.3.3s.3/1.0.2.3.0.3/b")
    assert position.white.counts[4] == 3 and position.white.stacks[4] == 1
    assert position.white.counts[3] == 3 and position.white.stacks[3] == 0
    assert position.black.counts[1] == 0
    assert position.white.borne_off == 0 and position.black.borne_off == 15 - 9
    assert position.turn == "b"


def test_s11_number_of_valid_sides():
    """§11: 1,728 stack-free sides (3³·4³) plus 215 all-full sides with at least one stack
    (2³·3³ − 1) are valid: 1,943, each round-tripping."""
    sides = list(valid_sides())
    assert len(sides) == 1943
    for text in sides:
        assert format_side(parse_side(text)) == text


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # a count above the point's 2 or 3
        ("3.2.2.3.3.3/2.2.2.3.3.3/w", ["point 1", "3 checkers", "at most 2"]),
        ("2.2.2.3.3.3/2.2.2.3.3.4/w", ["point 6", "'4'", "Black"]),
        ("2.2.2.9.3.3/2.2.2.3.3.3/w", ["point 4", "'9'"]),
        # `s` on a point whose count is not its full 2 or 3
        ("1s.2.2.3.3.3/2.2.2.3.3.3/w", ["point 1", "1 checkers"]),
        ("2.2.2.2s.3.3/2.2.2.3.3.3/w", ["point 4"]),
        ("0s.2.2.3.3.3/2.2.2.3.3.3/w", ["point 1"]),
        # more `s` than count − 1
        ("2ss.2.2.3.3.3/2.2.2.3.3.3/w", ["point 1", "2 unstacking moves"]),
        ("2.2.2.3.3.3/2.2.2.3sss.3.3/b", ["point 4", "3 unstacking moves", "Black"]),
        # borne off while a stack remains
        ("2s.2s.2s.3ss.3ss.2/2.2.2.3.3.3/w", ["borne off", "stack", "White"]),
        ("2.2.2.3.3.3/0.2s.2.3.3.3/b", ["borne off", "stack", "Black"]),
        # a turn other than w or b
        ("2.2.2.3.3.3/2.2.2.3.3.3/x", ["turn", "'x'"]),
        ("2.2.2.3.3.3/2.2.2.3.3.3/W", ["turn", "'W'"]),
        ("2.2.2.3.3.3/2.2.2.3.3.3/", ["turn", "''"]),
        ("2.2.2.3.3.3/2.2.2.3.3.3/wb", ["turn", "'wb'"]),
        # both players with all 15 off
        ("0.0.0.0.0.0/0.0.0.0.0.0/w", ["both", "15"]),
    ],
)
def test_s11_invalid_kinds(text, names):
    """§11: each kind of invalid position is a NotationError naming the bad part."""
    with pytest.raises(NotationError) as error:
        parse_position(text)
    assert isinstance(error.value, ValueError)
    for name in names:
        assert name in str(error.value)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("", ["WHITE/BLACK/TURN"]),
        ("2s.2s.2s.3ss.3ss.3ss", ["WHITE/BLACK/TURN"]),
        ("2s.2s.2s.3ss.3ss.3ss/w", ["WHITE/BLACK/TURN"]),
        (START + "/w", ["WHITE/BLACK/TURN"]),
        ("2.2.2.3.3/2.2.2.3.3.3/w", ["6 points", "not 5", "White"]),
        ("2.2.2.3.3.3.0/2.2.2.3.3.3/w", ["6 points", "not 7", "White"]),
        ("2.2.2.3.3.3/2.2.2.3.3.3.3/w", ["not 7", "Black"]),
        ("2.2.2.3.3.xx/2.2.2.3.3.3/w", ["point 6", "'xx'"]),
        ("2S.2.2.3.3.3/2.2.2.3.3.3/w", ["point 1", "'2S'"]),
        ("2.2.2.3.3.3/2.2.2.3.-1.3/w", ["point 5", "'-1'"]),
        ("2.2.2.3.3.3/2.2.2.3. 3.3/w", ["point 5", "' 3'"]),
        ("2..2.3.3.3/2.2.2.3.3.3/w", ["point 2", "''"]),
        ("2.2.2.3.3.3,2.2.2.3.3.3,w", ["WHITE/BLACK/TURN"]),
        ("٢.2.2.3.3.3/2.2.2.3.3.3/w", ["point 1"]),  # an Arabic-Indic two
        ("2" * 201, ["too long"]),
        ("x" * 1_000_000, ["too long", "1000000"]),
    ],
)
def test_s11_garbage(text, names):
    """§11: garbage is a NotationError naming what is wrong, never a crash."""
    with pytest.raises(NotationError) as error:
        parse_position(text)
    for name in names:
        assert name in str(error.value)


@pytest.mark.parametrize("value", [None, 5, b"2.2.2.3.3.3/2.2.2.3.3.3/w", ["w"]])
def test_s11_not_text(value):
    """§11: a position must be text."""
    with pytest.raises(NotationError, match="text"):
        parse_position(value)


def test_s11_surrounding_whitespace_ignored():
    """Text pasted with a newline still parses (the canonical form has none)."""
    assert format_position(parse_position(f" {START}\n")) == START


def test_s11_one_player_finished_is_valid():
    """§11: one player with all 15 off is a valid (final) position; only both is refused."""
    position = parse_position("0.0.0.0.0.0/2.2.2.3.3s.3/b")
    assert position.winner == "w"


TOKENS = st.sampled_from(["0", "1", "2", "3", "4", "2s", "3s", "3ss", "2ss", "1s", "3sss", "0s", "s", ""])


def is_valid(tokens):
    """§11 validity of six tokens, written independently of the engine."""
    counts, stacks = [], []
    for token, full in zip(tokens, FULL, strict=True):
        if not token or not token[0].isdigit() or token[1:] != "s" * (len(token) - 1):
            return False
        count, moves = int(token[0]), len(token) - 1
        if count > full or (moves and count != full) or moves > full - 1:
            return False
        counts.append(count)
        stacks.append(moves)
    return not any(stacks) or sum(counts) == 15


@settings(max_examples=3000, deadline=None)
@given(st.lists(TOKENS, min_size=6, max_size=6))
def test_s11_side_accepted_iff_valid(tokens):
    """§11: a side is accepted exactly when the rules say it is valid, else a NotationError."""
    text = ".".join(tokens)
    if is_valid(tokens):
        assert format_side(parse_side(text)) == text
    else:
        with pytest.raises(NotationError):
            parse_side(text)


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=60))
def test_s11_any_text_parses_or_raises_notation_error(text):
    """§11: arbitrary text never crashes the parser: a Position or a NotationError."""
    try:
        position = parse_position(text)
    except NotationError:
        return
    assert format_position(position) == text.strip()

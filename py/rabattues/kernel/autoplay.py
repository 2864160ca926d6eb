"""Automatic play for the command line, the same for every game: a game played on to its end,
one line of words an action, the seed's dice thrown or the typed ones until they run out.

A game says what is decided at each turn (`decide`: a claim, the computer's move or cube
action; None: the dice are thrown next), how an action is written in its record (`recorded`)
and how it is told (`describe`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from .actions import Opening, Throw
from .dice import dice
from .record import GameRecord
from .record_errors import check_room


@dataclass(frozen=True, slots=True)
class Autoplay:
    """One game's rules of automatic play."""

    decide: Callable[[Any], Any]
    """The action decided now (the state in), or None for the next throw."""
    describe: Callable[[Any, Any, Any], str | None]
    """The line telling an action (the state before, the action, its step), or None for no line."""
    outcome: Callable[[Any], str]
    """The line telling a finished game's result (its last state in)."""
    position: Callable[[Any], str]
    """The last line: the position the game ended in."""
    recorded: Callable[[Any, Any], Any] = lambda action, step: action
    """The action as the record writes it, once played (a move in its canonical words)."""


def autoplay(record: GameRecord[Any, Any, Any, Any], typed: list[Throw] | None, rules: Autoplay,
             ) -> tuple[Any, Any, list[str]]:
    """Play on from a record: the record, the last state and the lines. Linear in the actions;
    RecordFullError at the record's limit (never a record that replay would refuse)."""
    state = record.final_state()
    actions, lines = list(record.actions), []
    drawn = record.dice_drawn()
    throws = iter(typed) if typed is not None else None
    while not state.is_terminal():
        action = rules.decide(state)
        if action is None:
            first, second = dice(record.seed, drawn, 2)
            action = Opening(first, second) if state.opening else next(throws, None) if throws else Throw(
                (first, second))
            if action is None:
                break
            drawn += 2
        check_room(len(actions))
        step = state.step(action)
        line = rules.describe(state, action, step)
        if line:
            lines.append(line)
        actions.append(rules.recorded(action, step))
        state = step.state
    return replace(record, actions=tuple(actions)), state, lines


def play_lines(record: GameRecord[Any, Any, Any, Any], typed: list[Throw] | None, rules: Autoplay, *,
               as_json: bool) -> Iterator[str]:
    """What `play` prints: one line an action, the result and the last position; or the record."""
    record, state, lines = autoplay(record, typed, rules)
    if as_json:
        yield record.dumps()
        return
    yield from lines
    if state.outcome:
        yield rules.outcome(state)
    yield rules.position(state)

"""A record replayed once for all the questions asked of it: the last replay is kept.

The page asks several things of one game in a row (a throw, then the computer's answer, then
the win bar), each sending the record. Kept here, keyed by the record's canonical JSON, the
last replay answers them all, and an action played on it extends it instead of replaying.
Each action's step is kept with it, so an action's animation is told when it is asked for
(stepping to a position tells that one action), never by replaying the record.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, overload

from ..kernel.record_errors import RecordError
from .actions import Action
from .game import GameState, Step
from .record import Record
from .story import Table, entry, told

Json = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Replay:
    """A record replayed: the state and the dice on the board before any action and after each."""

    record: Record
    states: tuple[GameState, ...]
    tables: tuple[Table, ...]
    history: Sequence[Json]
    """One entry an action; with `steps` (its animation) when replayed to animate (`Animated`)."""
    steps: tuple[Step, ...]
    """What each action did (`Record.steps`): the state it led to and each die's events."""

    @property
    def state(self) -> GameState:
        """The state after the last action."""
        return self.states[-1]

    def animated(self, n: int) -> Json:
        """Action n's entry with the steps of its animation: that action told again, nothing replayed."""
        action = self.record.actions[n - 1]
        _, steps = told(n, self.tables[n - 1], self.states[n - 1], action, self.steps[n - 1], animate=True)
        return {**self.history[n - 1], "steps": steps}


class Animated(Sequence[Json]):
    """A replay's entries, each with its animation, told when read: one entry read tells one action."""

    def __init__(self, plain: Replay) -> None:
        """The entries of `plain`, a replay not animated."""
        self.plain = plain

    def __len__(self) -> int:
        """One entry an action."""
        return len(self.plain.steps)

    @overload
    def __getitem__(self, i: int) -> Json: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Json]: ...
    def __getitem__(self, i: int | slice) -> Json | Sequence[Json]:
        """Entry i (0: the first action's), or a slice of them; IndexError past the end."""
        numbers = range(1, len(self) + 1)[i]
        if isinstance(numbers, range):
            return [self.plain.animated(n) for n in numbers]
        return self.plain.animated(numbers)


_last: tuple[str, Replay] | None = None


def replay(record: Record, *, animate: bool = False) -> Replay:
    """The record replayed (RecordError at an impossible action); `animate`: every entry with its steps."""
    game, error = replay_playable(record, animate=animate)
    if error is not None:
        raise error
    return game


def replay_playable(record: Record, *, animate: bool = False) -> tuple[Replay, RecordError | None]:
    """The record replayed as far as it plays, and the error at the first action that does not.

    The replay holds the actions before that one (its `record` too, and it is kept), so a
    caller that stops there replays from the start once, not again to find where it stopped.
    """
    game, error = _replayed(record)
    return (replace(game, history=Animated(game)) if animate else game), error


def _replayed(record: Record) -> tuple[Replay, RecordError | None]:
    """The last replay if it is this record's, else the record replayed as far as it plays (kept)."""
    global _last
    key = _key(record)
    if _last is not None and _last[0] == key:
        return _last[1], None
    first = record.initial_state()
    states, tables, history, steps = [first], [Table(caption="opening" if first.opening else None)], [], []
    error: RecordError | None = None
    try:
        for n, (action, step) in enumerate(zip(record.actions, record.steps(), strict=True), start=1):
            table, _ = told(n, tables[-1], states[-1], action, step)
            history.append(entry(n, states[-1], action, step))
            states.append(step.state)
            tables.append(table)
            steps.append(step)
    except RecordError as refused:
        error = refused
        record = replace(record, actions=record.actions[: len(steps)])
        key = _key(record)
    game = Replay(record, tuple(states), tuple(tables), tuple(history), tuple(steps))
    _last = (key, game)
    return game, error


def extend(game: Replay, action: Action) -> tuple[Replay, Json]:
    """The game after one more (legal) action, kept for the next question; that action's entry, animated."""
    global _last
    if isinstance(game.history, Animated):
        game = game.history.plain  # its entries without their animation
    before = game.state
    step = before.step(action)
    record = game.record.with_action(action)
    n = len(record.actions)
    table, steps = told(n, game.tables[-1], before, action, step, animate=True)
    line = entry(n, before, action, step)
    longer = Replay(record, (*game.states, step.state), (*game.tables, table), (*game.history, line),
                    (*game.steps, step))
    _last = (_key(record), longer)
    return longer, {**line, "steps": steps}


def _key(record: Record) -> str:
    """A record's canonical JSON text."""
    return json.dumps(record.to_json(), sort_keys=True, separators=(",", ":"))

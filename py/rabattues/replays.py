"""A record replayed once for all the questions asked of it: the last replay is kept.

The page asks several things of one game in a row (a throw, then the computer's answer, then
the win bar), each sending the record. Kept here, keyed by the record's canonical JSON, the
last replay answers them all, and an action played on it extends it instead of replaying.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .game import GameState
from .record import Record
from .story import Table, entry, told

Json = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Replay:
    """A record replayed: the state and the dice on the board before any action and after each."""

    record: Record
    states: tuple[GameState, ...]
    tables: tuple[Table, ...]
    history: tuple[Json, ...]
    """One entry an action; with `steps` (its animation) when replayed to animate."""

    @property
    def state(self) -> GameState:
        """The state after the last action."""
        return self.states[-1]


_last: tuple[str, bool, Replay] | None = None


def replay(record: Record, *, animate: bool = False) -> Replay:
    """The record replayed (RecordError at an impossible action); `animate`: every entry with its steps."""
    global _last
    key = _key(record)
    if _last is not None and _last[0] == key and (_last[1] or not animate):
        return _last[2]
    first = record.initial_state()
    states, tables, history = [first], [Table(caption="opening" if first.opening else None)], []
    for n, (action, step) in enumerate(zip(record.actions, record.steps(), strict=True), start=1):
        table, steps = told(n, tables[-1], states[-1], action, step, animate=animate)
        line = entry(n, states[-1], action, step)
        history.append({**line, "steps": steps} if animate else line)
        states.append(step.state)
        tables.append(table)
    game = Replay(record, tuple(states), tuple(tables), tuple(history))
    _last = (key, animate, game)
    return game


def extend(game: Replay, action: Action) -> tuple[Replay, Json]:
    """The game after one more (legal) action, kept for the next question; that action's entry, animated."""
    global _last
    before = game.state
    step = before.step(action)
    record = game.record.with_action(action)
    n = len(record.actions)
    table, steps = told(n, game.tables[-1], before, action, step, animate=True)
    line = entry(n, before, action, step)
    longer = Replay(record, (*game.states, step.state), (*game.tables, table), (*game.history, line))
    _last = (_key(record), False, longer)
    return longer, {**line, "steps": steps}


def _key(record: Record) -> str:
    """A record's canonical JSON text."""
    return json.dumps(record.to_json(), sort_keys=True, separators=(",", ":"))

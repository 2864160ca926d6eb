"""A record replayed once for all the questions asked of it: the last replay is kept, for every game.

The page asks several things of one game in a row (a throw, then the computer's answer, then
the win bar), each sending the record. Kept here, keyed by the record's canonical JSON, the
last replay answers them all, and an action played on it extends it instead of replaying.
A game says what its replay tells (`Telling`): each action's entry in the move list, and a
note after each state (the 1699 game's: the dice lying on the board). Each entry is numbered
with its `line`, the move list's line that writes it: the next line, or the line of the entry
before it when the game says the action completes it (backgammon's move after its throw), so
the page numbers the game's steps as the engine writes them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Generic, Protocol, TypeVar

from .record import GameRecord
from .record_errors import RecordError, check_room

Json = dict[str, Any]
RecordT = TypeVar("RecordT", bound=GameRecord[Any, Any, Any, Any])
StateT = TypeVar("StateT")
NoteT = TypeVar("NoteT")
StateT_contra = TypeVar("StateT_contra", contravariant=True)


class Telling(Protocol[StateT_contra, NoteT]):
    """What a game's replay tells of each action."""

    def first_note(self, state: StateT_contra) -> NoteT:
        """The note of the state before any action."""
        ...

    def note(self, n: int, note: NoteT, before: StateT_contra, action: Any, step: Any) -> NoteT:
        """The note after action n, from the note before it."""
        ...

    def entry(self, n: int, before: StateT_contra, action: Any, step: Any) -> Json:
        """Action n's entry in the move list."""
        ...

    def joins(self, action: Any) -> bool:
        """Whether the action is written in the line of the action before it (completes it)."""
        ...


@dataclass(frozen=True, slots=True)
class Replay(Generic[RecordT, StateT, NoteT]):
    """A record replayed: the state and its note before any action and after each, each action's
    entry and its step (the state it led to and what it did)."""

    record: RecordT
    states: tuple[StateT, ...]
    notes: tuple[NoteT, ...]
    history: Sequence[Json]
    steps: tuple[Any, ...]

    @property
    def state(self) -> StateT:
        """The state after the last action."""
        return self.states[-1]


class Replays(Generic[RecordT, StateT, NoteT]):
    """One game's replays, the last one kept."""

    def __init__(self, telling: Telling[StateT, NoteT]) -> None:
        """Replays told by `telling`."""
        self.telling = telling
        self.last: tuple[str, Replay[RecordT, StateT, NoteT]] | None = None

    def replay(self, record: RecordT) -> Replay[RecordT, StateT, NoteT]:
        """The record replayed (RecordError at an impossible action)."""
        game, error = self.replay_playable(record)
        if error is not None:
            raise error
        return game

    def replay_playable(self, record: RecordT) -> tuple[Replay[RecordT, StateT, NoteT], RecordError | None]:
        """The record replayed as far as it plays, and the error at the first action that does not.

        The replay holds the actions before that one (its `record` too, and it is kept), so a
        caller that stops there replays from the start once, not again to find where it stopped.
        """
        key = canonical(record)
        if self.last is not None and self.last[0] == key:
            return self.last[1], None
        try:
            first = record.initial_state()
        except RecordError:
            raise
        except ValueError as error:  # a start that is no position
            raise RecordError(str(error)) from None
        game = Replay(replace(record, actions=()), (first,), (self.telling.first_note(first),), (), ())
        game, refused = self._told(game, record.actions, record.steps())
        self.last = (canonical(game.record), game)
        if refused is None or isinstance(refused, RecordError):
            return game, refused
        return game, RecordError(str(refused))

    def extend(self, game: Replay[RecordT, StateT, NoteT], action: Any,
               ) -> tuple[Replay[RecordT, StateT, NoteT], Json]:
        """The game after one more action (ActionError if it is not legal now), and its entry."""
        check_room(len(game.record.actions))
        longer, error = self.play_on(game, [action])
        if error is not None:
            raise error
        return longer, longer.history[-1]

    def keep(self, game: Replay[RecordT, StateT, NoteT], action: Any, step: Any, note: NoteT, entry: Json,
             ) -> Replay[RecordT, StateT, NoteT]:
        """`game` after one more action already told (its step, note and entry), kept."""
        entry = numbered(game.history, entry, self.telling.joins(action))
        longer = Replay(game.record.with_action(action), (*game.states, step.state), (*game.notes, note),
                        (*game.history, entry), (*game.steps, step))
        self.last = (canonical(longer.record), longer)
        return longer

    def play_on(self, game: Replay[RecordT, StateT, NoteT], actions: Iterable[Any],
                ) -> tuple[Replay[RecordT, StateT, NoteT], ValueError | None]:
        """The game after each action in turn, up to the first that cannot be played now (its error):
        the record copied once, however many actions."""
        longer, error = self._told(game, actions, None)
        self.last = (canonical(longer.record), longer)
        return longer, error

    def _told(self, game: Replay[RecordT, StateT, NoteT], actions: Iterable[Any], steps: Iterable[Any] | None,
              ) -> tuple[Replay[RecordT, StateT, NoteT], ValueError | None]:
        """`game` with each action told in turn (its step taken from `steps`, else from the state)."""
        states, notes = list(game.states), list(game.notes)
        history, done, played = list(game.history), list(game.steps), list(game.record.actions)
        stepping = iter(steps) if steps is not None else None
        error: ValueError | None = None
        try:
            for action in actions:
                if stepping is None:
                    check_room(len(played))
                step = next(stepping) if stepping is not None else states[-1].step(action)  # type: ignore[attr-defined]
                n = len(played) + 1
                notes.append(self.telling.note(n, notes[-1], states[-1], action, step))
                told = self.telling.entry(n, states[-1], action, step)
                history.append(numbered(history, told, self.telling.joins(action)))
                played.append(action)
                states.append(step.state)
                done.append(step)
        except ValueError as refused:
            error = refused
        record = replace(game.record, actions=tuple(played))
        return Replay(record, tuple(states), tuple(notes), tuple(history), tuple(done)), error


def numbered(history: Sequence[Json], entry: Json, joins: bool) -> Json:
    """The entry with its `line`: the line of the entry before it when it joins it, else the next one."""
    last = int(history[-1]["line"]) if history else 0
    return entry | {"line": last if joins and history else last + 1}


def canonical(record: GameRecord[Any, Any, Any, Any]) -> str:
    """A record's canonical JSON text."""
    return json.dumps(record.to_json(), sort_keys=True, separators=(",", ":"))

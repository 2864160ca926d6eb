"""The 1699 game's replays (kernel/replays.py keeps the last one): each state's note is the dice
lying on the board (story.Table), and an action's animation is told when it is asked for
(stepping to a position tells that one action), never by replaying the record.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, overload

from ..kernel import replays as kernel
from ..kernel.record_errors import RecordError, check_room
from .actions import Action
from .game import GameState, Step
from .record import Record
from .story import Table, entry, told

Json = dict[str, Any]
Replay = kernel.Replay[Record, GameState, Table]
"""A record replayed: its `notes` are the dice on the board before any action and after each."""


class Telling:
    """What a 1699 replay tells: the dice on the board after each action, and its entry."""

    def first_note(self, state: GameState) -> Table:
        """The board before any action: no dice, the opening's caption."""
        return Table(caption="opening" if state.opening else None)

    def note(self, n: int, note: Table, before: GameState, action: Action, step: Step) -> Table:
        """The dice after action n."""
        return told(n, note, before, action, step)[0]

    def entry(self, n: int, before: GameState, action: Action, step: Step) -> Json:
        """Action n's entry in the move list."""
        return entry(n, before, action, step)

    def joins(self, action: Action) -> bool:
        """Every action has a line of its own."""
        return False


REPLAYS: kernel.Replays[Record, GameState, Table] = kernel.Replays(Telling())


def animated(game: Replay, n: int) -> Json:
    """Action n's entry with the steps of its animation: that action told again, nothing replayed."""
    action = game.record.actions[n - 1]
    _, steps = told(n, game.notes[n - 1], game.states[n - 1], action, game.steps[n - 1], animate=True)
    return {**game.history[n - 1], "steps": steps}


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
            return [animated(self.plain, n) for n in numbers]
        return animated(self.plain, numbers)


def replay(record: Record, *, animate: bool = False) -> Replay:
    """The record replayed (RecordError at an impossible action); `animate`: every entry with its steps."""
    game, error = replay_playable(record, animate=animate)
    if error is not None:
        raise error
    return game


def replay_playable(record: Record, *, animate: bool = False) -> tuple[Replay, RecordError | None]:
    """The record replayed as far as it plays, and the error at the first action that does not."""
    game, error = REPLAYS.replay_playable(record)
    return (replace(game, history=Animated(game)) if animate else game), error


def extend(game: Replay, action: Action) -> tuple[Replay, Json]:
    """The game after one more (legal) action, kept for the next question; that action's entry, animated."""
    if isinstance(game.history, Animated):
        game = game.history.plain  # its entries without their animation
    check_room(len(game.record.actions))
    before, n = game.state, len(game.record.actions) + 1
    step = before.step(action)
    table, steps = told(n, game.notes[-1], before, action, step, animate=True)  # told once, animated
    longer = REPLAYS.keep(game, action, step, table, entry(n, before, action, step))
    return longer, {**longer.history[-1], "steps": steps}

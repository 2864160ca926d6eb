"""Replay is a fold: a record's actions stepped one by one from its first state, the seed's dice checked.

Both games' records replay through it (record.py, backgammon/record.py), so they check the
seed's dice and number their refusals alike. A state answers `step(action)` with a step that
holds, at least, the `state` it led to.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any, Protocol, TypeVar

from . import dice as seeded
from .actions import Opening, Throw, faces
from .record_errors import RecordError


class Stepped(Protocol):
    """What one action did: at least the state it led to."""

    @property
    def state(self) -> Any: ...


StepT = TypeVar("StepT", bound=Stepped)
StepT_co = TypeVar("StepT_co", bound=Stepped, covariant=True)
StateT = TypeVar("StateT")


class Steppable(Protocol[StepT_co]):
    """A game state: one action leads to a step."""

    def step(self, action: Any, /) -> StepT_co: ...


def replay_steps(state: Steppable[StepT], actions: Iterable[Any], *, seed: int | None,
                 name: Callable[[Any], str], refused: type[ValueError] = ValueError) -> Iterator[StepT]:
    """Each action's step in turn from `state`; RecordError at the first impossible one.

    With a `seed` (seeded dice), every throw, opening or not, must be the seed's next two dice.
    `refused` is what the state raises for an action it cannot take; `name` writes an action.
    """
    drawn = 0
    for number, action in enumerate(actions, start=1):
        if seed is not None and isinstance(action, Opening | Throw):
            expected = seeded.dice(seed, drawn, 2)
            if faces(action) != expected:
                raise RecordError(f"action {number} ({name(action)!r}) is not the seed's dice "
                                  f"{expected[0]}{expected[1]}")
            drawn += 2
        try:
            step = state.step(action)
        except refused as error:
            raise RecordError(f"action {number} ({name(action)!r}): {error}") from None
        yield step
        state = step.state


def last_state(state: StateT, steps: Iterable[Stepped]) -> StateT:
    """The state after the last of `steps` (`state` itself when there is none)."""
    for step in steps:
        state = step.state
    return state

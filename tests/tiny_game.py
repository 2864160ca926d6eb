"""A tiny game of the tests' own, built on the kernel alone: how a new game joins the family.

Race to twenty: each player throws two dice in turn and adds them to his score; the first to
twenty wins (a single game, 1 point; a drop of the cube loses its value). One folder's worth
of code: a state, a record, a replay's telling, and the `Game` interface (kernel/game.py).
"""

from __future__ import annotations

import argparse
from collections.abc import Generator, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from rabattues.kernel import actions as shared_actions
from rabattues.kernel.actions import ActionError, Opening, Throw, faces, format_action, parse_action
from rabattues.kernel.colors import Color, other
from rabattues.kernel.game import Command, Game, Json
from rabattues.kernel.options import SWITCH, options_from_json, preset_named
from rabattues.kernel.outcome import Outcome
from rabattues.kernel.record import GameRecord, asked_action, check_step
from rabattues.kernel.record_errors import RecordError
from rabattues.kernel.replays import Replays

NAME = "race-to-twenty"
TARGET = 20


@dataclass(frozen=True, slots=True)
class Options:
    """No option but whether the cube is used (off)."""

    cube: bool = False

    def to_json(self) -> dict[str, Any]:
        """Every option by name."""
        return {"cube": self.cube}


@dataclass(frozen=True, slots=True)
class Step:
    """What one throw did."""

    state: State


@dataclass(frozen=True, slots=True)
class State:
    """Both scores, who throws next, and the result."""

    scores: tuple[int, int] = (0, 0)
    turn: Color = "w"
    opening: bool = True
    outcome: Outcome | None = None

    def is_terminal(self) -> bool:
        """The game is over."""
        return self.outcome is not None

    def step(self, action: Any) -> Step:
        """The state after a throw (an opening throw first)."""
        thrown = isinstance(action, Opening | Throw) and isinstance(action, Opening) == self.opening
        if self.is_terminal() or not thrown:
            raise ActionError(f"{format_action(action)!r} is not allowed now")
        first, second = faces(action)
        if isinstance(action, Opening):
            starter: Color = "w" if first > second else "b"
            return Step(self if first == second else replace(self, opening=False, turn=starter))
        mine = self.scores[self.turn == "b"] + first + second
        scores = (mine, self.scores[1]) if self.turn == "w" else (self.scores[0], mine)
        outcome = Outcome(self.turn, "bear-off", 1, 1, 1) if mine >= TARGET else None
        return Step(State(scores, other(self.turn), False, outcome))


class Rules:
    """The race's options: one preset, one rule."""

    @staticmethod
    def preset(name: str) -> Options:
        """The one preset."""
        return preset_named({"plain": Options()}, name)

    @staticmethod
    def from_json(rules: object) -> Options:
        """Options from JSON."""
        return options_from_json(Options, {"cube": SWITCH}, rules)


@dataclass(frozen=True, slots=True, kw_only=True)
class Record(GameRecord[Options, None, Any, State]):
    """A race's record."""

    GAME: ClassVar[str] = NAME
    DEFAULT_PRESET: ClassVar[str] = "plain"
    RULES: ClassVar[Any] = Rules
    ACTIONS: ClassVar[Any] = shared_actions
    options: Options = field(default_factory=Options)
    preset: str = "plain"

    def initial_state(self) -> State:
        """Nobody has thrown."""
        return State()

    @classmethod
    def read_start(cls, value: object) -> None:
        """No start but the beginning."""
        raise RecordError("a race starts at the beginning")


class Telling:
    """Each throw's entry: who threw what."""

    def first_note(self, state: State) -> None:
        """No note."""

    def note(self, n: int, note: None, before: State, action: Any, step: Step) -> None:
        """No note."""

    def entry(self, n: int, before: State, action: Any, step: Step) -> Json:
        """The move list's line."""
        return {"n": n, "action": format_action(action), "player": before.turn}

    def joins(self, action: Any) -> bool:
        """A throw a line."""
        return False


REPLAYS: Replays[Record, State, None] = Replays(Telling())


def view(record: Record, state: State) -> Json:
    """What a page would draw."""
    return {"game": NAME, "scores": {"w": state.scores[0], "b": state.scores[1]}, "turn": state.turn,
            "outcome": state.outcome.to_json() if state.outcome else None}


class RaceToTwenty:
    """The tiny game behind the family's interface."""

    name = NAME
    settings = frozenset({"game", "preset", "rules", "seed", "dice", "players"})
    matches = False

    def constants(self) -> Json:
        """Nothing for a page."""
        return {}

    def presets(self) -> dict[str, Json]:
        """One preset."""
        return {"plain": Options().to_json()}

    def new_game(self, settings: Json) -> Json:
        """A new race."""
        return self.opened(Record.from_settings({k: v for k, v in settings.items() if k != "game"}))

    def open(self, data: object) -> Json:
        """A record replayed."""
        return self.opened(Record.parse(data))

    def opened(self, record: Record) -> Json:
        """The record, its view and its entries."""
        game = REPLAYS.replay(record)
        return {"record": record.to_json(), "view": view(record, game.state), "history": list(game.history)}

    def act(self, data: object, action: str) -> Json:
        """One more throw."""
        game = REPLAYS.replay(Record.parse(data))
        state = game.state
        chosen = asked_action(game.record, action, parse_action, opening=state.opening,
                              can_throw=not state.is_terminal())
        game, last = REPLAYS.extend(game, chosen)
        return {"record": game.record.to_json(), "view": view(game.record, game.state),
                "history": list(game.history), "last": last}

    def view_at(self, data: object, number: object) -> Json:
        """The race after `number` throws."""
        record = Record.parse(data)
        check_step(number, len(record.actions))
        assert isinstance(number, int)
        game = REPLAYS.replay(record)
        last = game.history[number - 1] if number else None
        return {"view": view(record, game.states[number]), "last": last}

    def computer_action(self, data: object) -> str | None:
        """The computer only throws."""
        state = REPLAYS.replay(Record.parse(data)).state
        return None if state.is_terminal() else "throw"

    def positions(self, data: object) -> list[str]:
        """Both scores after each throw."""
        return [f"{s.scores[0]}-{s.scores[1]}" for s in REPLAYS.replay(Record.parse(data)).states[1:]]

    def position_analysis(self, data: object) -> Json:
        """Nothing to analyse."""
        return {"available": None}

    def review(self, data: object) -> Json:
        """No decision to review."""
        return {"available": None}

    def review_slices(self, data: object) -> Generator[None, None, Json]:
        """No decision to review."""
        return self.review(data)
        yield

    def hint(self, data: object) -> Json:
        """No choice to advise."""
        raise RecordError("a race has no choice to advise")

    def steps(self, request: Json) -> Json:
        """No embedded board."""
        raise RecordError("a race has no embedded board")

    def position(self, text: str) -> Json:
        """No notation."""
        raise RecordError("a race has no position notation")

    def tables_for(self, data: object) -> Json:
        """No table."""
        return {"table": None, "loaded": False}

    def owns_table(self, name: str) -> bool:
        """No table."""
        return False

    def load_table(self, name: str, data: bytes) -> Json:
        """No table."""
        raise RecordError("a race has no tables")

    def read_file(self, text: str) -> object | None:
        """No exchange format but the record."""
        return None

    def export_file(self, data: object, number: object) -> Json:
        """No exchange format but the record."""
        raise RecordError("a race has no file format but its record")

    def replay_lines(self, data: object) -> Iterator[str]:
        """Both scores after each throw."""
        return iter(self.positions(data))

    def add_commands(self, commands: Any, parents: list[argparse.ArgumentParser]) -> None:
        """No command of its own."""

    def commands(self) -> dict[str, Command]:
        """No command of its own."""
        return {}


RACE: Game = RaceToTwenty()  # type-checked against the interface: make check's mypy reads this file

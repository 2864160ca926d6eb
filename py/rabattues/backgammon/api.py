"""Backgammon as the api and the command line reach it (the kernel's `Game`, kernel/game.py).

Each call takes parsed JSON and returns a plain object; a refusal is a ValueError with a
message the page shows. Estimates come from the evaluator (network or bear-off database): they
are labelled `"estimate"`, unlike the 1699 game's exact figures.
"""

from __future__ import annotations

import argparse
from collections.abc import Generator, Iterator
from dataclasses import replace
from typing import Any

from ..kernel.actions import ActionError
from ..kernel.cube import Cube
from ..kernel.game import Command, Json
from ..kernel.limits import clip
from ..kernel.match import LENGTHS
from ..kernel.record import asked_action, check_step
from ..kernel.record_errors import RecordError, check_room
from . import advice, bearoff, cli, cli_mat, computer, embed
from .actions import format_action, parse_action
from .board import CHECKERS, POINTS
from .levels import DEFAULT, LEVELS
from .matfile import format_mat
from .matfile_read import is_match_file, read_mat
from .options import PRESET, PRESETS
from .page import extend, replay, view
from .pasted import read_pasted
from .record import GAME, Record
from .review import game_review, review_slices
from .sgffile import is_sgf, read_sgf
from .start import cube_problem

SETTINGS = frozenset({"game", "preset", "rules", "seed", "dice", "players", "start", "match"})


def start_game(config: dict[str, Any]) -> Json:
    """A new game's answer; with a pasted start (`{"pasted": text}`), the report of what was kept of
    it (an XGID's match is the game's match, its dice and cube the start's, if the rules allow the cube)."""
    start = config.get("start")
    if not (isinstance(start, dict) and set(start) == {"pasted"}):
        return game(new_game(config))
    pasted = read_pasted(start["pasted"])
    match = {"match": pasted.match.to_json()} if pasted.match is not None else {}
    record = new_game({**config, "start": replace(pasted.start, cube=Cube()).to_json(), **match})
    report = pasted.report
    if pasted.start.cube != Cube():
        why = cube_problem(pasted.start.cube, record.options, record.match)
        record = record if why else replace(record, start=pasted.start)
        report = report | {"cube_kept": why is None, "cube_why": why}
    return game(record) | {"pasted": report}


def game(record: Record) -> Json:
    """The record, its view after the last action and the move list (one replay, which checks it)."""
    played = replay(record)
    return {"record": record.to_json(), "view": view(record, played.state), "history": list(played.history)}


def act(record: Record, text: str) -> Json:
    """Apply one action: `throw` (the seed's dice), typed dice (`31`), a move (`8/5 6/5`), a cube action."""
    check_room(len(record.actions))
    played = replay(record)
    state = played.state
    action = asked_action(record, text, parse_action, opening=state.opening, can_throw=state.is_chance_node())
    try:
        played, last = extend(played, action)
    except ValueError as error:
        raise ActionError(str(error)) from None
    return {"record": played.record.to_json(), "view": view(played.record, played.state),
            "history": list(played.history), "last": last}


def view_at(record: Record, number: int) -> Json:
    """The game as it stood after action `number` (0: before any), and that action's entry."""
    played = replay(record)
    last = played.history[number - 1] if number else None
    return {"view": view(record, played.states[number], number), "last": last}


def computer_action(record: Record) -> str | None:
    """What the computer does now for a player it plays: a token, `throw`, or None."""
    state = replay(record).state
    player = record.players[state.current_player()]
    if state.is_terminal() or player.kind != "computer":
        return None
    action = computer.decision(state, LEVELS[player.level] if player.level else None)
    if action is None:
        return "throw" if state.is_chance_node() else None
    return format_action(action)


def positions(record: Record) -> list[str]:
    """Every position of the record, one after each action (Position ID and the player on roll)."""
    return [view(record, state)["position"] for state in replay(record).states[1:]]


def review(record: Record) -> Json:
    """The game's review: every move, cube decision and throw judged, estimates (review.py)."""
    return game_review(record)


def new_game(config: dict[str, Any]) -> Record:
    """A backgammon game not yet played from the New game settings, each checked."""
    unknown = sorted(set(config) - SETTINGS)
    if unknown:
        raise RecordError(f"unknown setting {clip(unknown[0])!r}")
    record = Record.from_settings({k: v for k, v in config.items() if k != "game"})
    record.initial_state()  # a start that is no position is refused here
    return record


class Backgammon:
    """Backgammon, money play."""

    name = GAME
    settings = SETTINGS
    matches = Record.MATCHES

    def constants(self) -> Json:
        """Its preset, its board and the lengths a match may have, under its name."""
        lengths = {"min": LENGTHS[0], "max": LENGTHS[-1]}
        levels = {"names": list(Record.LEVELS), "default": DEFAULT}
        return {GAME: {"preset": PRESET, "points": POINTS, "checkers": CHECKERS, "match": lengths,
                       "levels": levels}}

    def presets(self) -> dict[str, Json]:
        """The presets and their options."""
        return {name: options.to_json() for name, options in PRESETS.items()}

    def new_game(self, settings: Json) -> Json:
        """A game not yet played; a pasted start (`{"pasted": text}`) says what was kept of it."""
        return start_game(settings)

    def open(self, data: object) -> Json:
        """A record checked and replayed."""
        return game(Record.parse(data))

    def act(self, data: object, action: str) -> Json:
        """One more action."""
        return act(Record.parse(data), action)

    def view_at(self, data: object, number: object) -> Json:
        """The game after action `number`, and that action's entry."""
        record = Record.parse(data)
        check_step(number, len(record.actions))
        assert isinstance(number, int)
        return view_at(record, number)

    def computer_action(self, data: object) -> str | None:
        """What the computer does now for a player it plays."""
        return computer_action(Record.parse(data))

    def positions(self, data: object) -> list[str]:
        """Every position (Position ID and the player on roll), one after each action."""
        return positions(Record.parse(data))

    def position_analysis(self, data: object) -> Json:
        """The evaluator's chances for each player now."""
        return advice.position_analysis(Record.parse(data))

    def review(self, data: object) -> Json:
        """The game's review (review.py)."""
        return game_review(Record.parse(data))

    def review_slices(self, data: object) -> Generator[None, None, Json]:
        """The review in slices of work (review.py)."""
        return (yield from review_slices(Record.parse(data)))

    def hint(self, data: object) -> Json:
        """Moves ranked, or the cube decision."""
        return advice.hint(Record.parse(data))

    def steps(self, request: Json) -> Json:
        """The embedded board's replay (embed.py)."""
        return embed.steps(request)

    def position(self, text: str) -> Json:
        """A Position ID or an XGID, checked: the Position ID and the player on roll it gives."""
        pasted = read_pasted(text)
        return {"position": pasted.start.to_json()["position_id"], "turn": pasted.start.turn}

    def tables_for(self, data: object) -> Json:
        """The evaluator reads the bear-off database."""
        Record.parse(data)
        return {"table": "bearoff", "loaded": bearoff.installed()}

    def owns_table(self, name: str) -> bool:
        """The bear-off database."""
        return name == "bearoff"

    def load_table(self, name: str, data: bytes) -> Json:
        """Install the bear-off database from its bytes."""
        try:
            bearoff.install(data)
        except Exception as error:
            raise RecordError(f"bad bear-off database: {type(error).__name__}") from None
        return {"name": "bearoff", "classes": len(bearoff.database().all_off)}

    def read_file(self, text: str) -> object | None:
        """A match file (`.mat`, or GNU Backgammon's `.sgf`) read into a record's JSON; else None."""
        if is_sgf(text):
            return read_sgf(text).to_json()
        return read_mat(text).to_json() if is_match_file(text) else None

    def export_file(self, data: object, number: object) -> Json:
        """The record as a `.mat` match file (game `number` alone, if given: RULES.md §12.12)."""
        if number is not None and type(number) is not int:
            raise RecordError("'number' must be a game's number, from 1")
        return {"text": format_mat(Record.load(data), only=number)}

    def replay_lines(self, data: object) -> Iterator[str]:
        """The record replayed for the command line."""
        return cli.replay_lines(data)

    def add_commands(self, commands: Any, parents: list[argparse.ArgumentParser]) -> None:
        """moves, hint, mat-export and mat-import."""
        cli.add_commands(commands, parents)
        cli_mat.add_commands(commands, parents)

    def commands(self) -> dict[str, Command]:
        """show, moves, hint, play, simulate, mat-export, mat-import."""
        return {**cli.COMMANDS, **cli_mat.COMMANDS}


GAME_API = Backgammon()

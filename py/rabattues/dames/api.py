"""Dames Rabattues as the api and the command line reach it (the kernel's `Game`, kernel/game.py).

Every call takes parsed JSON from outside, checks it with this game's parsers, replays the
record once (replays.py keeps it for the next question) and answers a plain object.
"""

from __future__ import annotations

import argparse
from collections.abc import Generator, Iterator
from typing import Any

from ..kernel.actions import ActionError, parse_throw, split_dice
from ..kernel.colors import COLORS
from ..kernel.game import Command, Json
from ..kernel.limits import MAX_EMBED_STEPS, clip
from ..kernel.record import asked_action, check_step
from ..kernel.record_errors import RecordError, check_room
from . import cli, computer, constants, replays, review
from .actions import parse_action
from .notation import format_position, parse_position
from .options import PRESETS
from .page_input import record_and_tokens
from .position import START_POSITION
from .record import GAME, Record
from .solver import packed
from .views import stepped, view

SETTINGS = frozenset({"game", "preset", "rules", "seed", "dice", "players", "start"})


class DamesRabattues:
    """The 1699 game (and its modern preset)."""

    name = GAME
    settings = SETTINGS
    matches = Record.MATCHES

    def constants(self) -> Json:
        """Its presets, options, typed throws, start, kinds of actions and board (constants.py)."""
        return constants.constants()

    def presets(self) -> dict[str, Json]:
        """The presets and their options."""
        return {name: options.to_json() for name, options in PRESETS.items()}

    def new_game(self, settings: Json) -> Json:
        """A game not yet played from the New game settings."""
        return opened(Record.from_settings({k: v for k, v in settings.items() if k != "game"}))

    def open(self, data: object) -> Json:
        """A record checked and replayed."""
        return opened(Record.parse(data))

    def act(self, data: object, action: str) -> Json:
        """One more action: `throw` (the seed's dice) or a token (`43`, `o52`, `c1`, `double`, ...)."""
        record = Record.parse(data)
        check_room(len(record.actions))  # the same limit as on load, before any replay
        game = replays.replay(record)
        state = game.state
        chosen = asked_action(record, action, parse_action, opening=state.opening,
                              can_throw=state.can_throw())
        if not state.is_legal(chosen):
            raise ActionError(f"{clip(action)!r} is not allowed now")
        game, last = replays.extend(game, chosen)
        return {"record": game.record.to_json(), "view": view(game.record, game.state, game.notes[-1]),
                "history": list(game.history), "last": last}

    def view_at(self, data: object, number: object) -> Json:
        """The game after action `number`; `last` is that action's entry with its animation."""
        record = Record.parse(data)
        check_step(number, len(record.actions))
        assert isinstance(number, int)
        game = replays.replay(record, animate=True)
        last = game.history[number - 1] if number else None
        return {"view": view(record, game.states[number], game.notes[number], number), "last": last}

    def computer_action(self, data: object) -> str | None:
        """What the computer does now for a player it plays."""
        record = Record.parse(data)
        players = [c for c in COLORS if record.players[c].kind == "computer"]
        return computer.choose(replays.replay(record).state, players)

    def positions(self, data: object) -> list[str]:
        """Every position in notation, one after each action."""
        game = replays.replay(Record.parse(data))
        return [format_position(state.position) for state in game.states[1:]]

    def position_analysis(self, data: object) -> Json:
        """The exact figures of the current position (review.py)."""
        return review.position_review(replays.replay(Record.parse(data)).state)

    def review(self, data: object) -> Json:
        """The game's review (review.py, luck.py)."""
        return review.game_review(replays.replay(Record.parse(data)))

    def review_slices(self, data: object) -> Generator[None, None, Json]:
        """The review at once: the exact tables make it quick."""
        return self.review(data)
        yield  # a generator that returns at once

    def hint(self, data: object) -> Json:
        """No hint: a throw leaves no choice of move (the only decisions are claims and the cube)."""
        Record.parse(data)
        raise RecordError("hints are for backgammon games (Dames Rabattues has no choice of move)")

    def steps(self, request: Json) -> Json:
        """One replay for stepping through: `{record}`, or `{preset?, rules?, start?, dice}` (typed)."""
        unknown = sorted(set(request) - (SETTINGS | {"record"}))
        if unknown:
            raise RecordError(f"unknown setting {clip(unknown[0])!r}")
        settings = {k: v for k, v in request.items() if k != "game"}
        if "record" in settings:
            if len(settings) > 1:
                raise RecordError("a steps request with a record has nothing else")
            base, tokens = record_and_tokens(settings["record"])
            return stepped(base, tokens, parse_action)
        dice = settings.get("dice", "")
        if not isinstance(dice, str):
            raise ActionError("dice must be text, e.g. '43+11+51'")
        tokens = split_dice(dice, limit=MAX_EMBED_STEPS)  # refused before any replay
        settings = {"start": format_position(START_POSITION), "seed": 0, **settings, "dice": "typed"}
        return stepped(Record.from_settings(settings), tokens, parse_throw)

    def position(self, text: str) -> Json:
        """A position in notation, checked: its canonical form, both sides and who throws next."""
        parsed = parse_position(text)
        return {"position": format_position(parsed),
                "sides": {c: parsed.side(c).to_json() for c in COLORS}, "turn": parsed.turn}

    def tables_for(self, data: object) -> Json:
        """The preset's packed tables its exact analysis reads (the rules alone: no replay)."""
        name = packed.table_name(Record.parse(data).options)
        return {"table": name, "loaded": name is not None and packed.loaded(name)}

    def owns_table(self, name: str) -> bool:
        """A preset's packed tables."""
        return name in PRESETS

    def load_table(self, name: str, data: bytes) -> Json:
        """A preset's packed tables from their bytes."""
        try:
            tables = packed.load(name, data)
        except (KeyError, TypeError, ValueError) as error:  # zlib.error is not a ValueError
            raise RecordError(f"bad tables file: {error}") from None
        except Exception as error:
            raise RecordError(f"bad tables file: {type(error).__name__}") from None
        return {"name": tables.preset, "classes": len(tables.keys)}

    def read_file(self, text: str) -> object | None:
        """No exchange format but the record."""
        return None

    def export_file(self, data: object, number: object) -> Json:
        """No exchange format but the record."""
        raise RecordError("A Dames Rabattues game has no file format but its record")

    def replay_lines(self, data: object) -> Iterator[str]:
        """The record replayed for the command line."""
        return cli.replay_lines(data)

    def add_commands(self, commands: Any, parents: list[argparse.ArgumentParser]) -> None:
        """The 1699 game's commands are the command line's own (cli.py adds them)."""
        cli.add_commands(commands, parents)

    def commands(self) -> dict[str, Command]:
        """show, play, replay, simulate, solve."""
        return cli.COMMANDS


def opened(record: Record) -> Json:
    """The record, a view of the game after its last action, and the move list (one replay)."""
    game = replays.replay(record)
    return {"record": record.to_json(), "view": view(record, game.state, game.notes[-1]),
            "history": list(game.history)}


GAME_API = DamesRabattues()

"""The interface every game of the family implements: what the api and the command line ask of it.

A game is reached only through the registry (`rabattues.games`), by the name its records carry.
Every call takes parsed JSON from outside (a record, settings, a request), checks it with the
game's own parsers, and answers a plain object for the page (docs/PROTOCOL.md); a refusal is a
ValueError whose message says what was wrong.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Generator, Iterator
from typing import Any, Protocol

Json = dict[str, Any]
Command = Callable[[argparse.Namespace], Iterator[str]]
"""A command-line command: its arguments in, the lines it prints out."""


class Game(Protocol):
    """One game of the family."""

    name: str
    """The game's name in records, views and settings (`dames-rabattues`, `backgammon`)."""
    settings: frozenset[str]
    """The keys of a new game's settings (`preset`, `rules`, `seed`, ...), `game` included."""
    matches: bool
    """Whether its records may be matches (a record's `match`: games played to a number of points)."""

    def constants(self) -> Json:
        """What the page knows of this game before the engine starts (rabattues/constants.py)."""
        ...

    def presets(self) -> dict[str, Json]:
        """The presets and their options, by name."""
        ...

    def new_game(self, settings: Json) -> Json:
        """A game not yet played from the New game settings: `{record, view, history}`."""
        ...

    def open(self, data: object) -> Json:
        """A record checked and replayed: `{record, view, history}`."""
        ...

    def act(self, data: object, action: str) -> Json:
        """One more action (`throw` draws the seed's dice): `{record, view, history, last}`."""
        ...

    def view_at(self, data: object, number: object) -> Json:
        """The game as it stood after action `number` (0: before any): `{view, last}`."""
        ...

    def computer_action(self, data: object) -> str | None:
        """What the computer does now for a player it plays: an action's text, `throw`, or None."""
        ...

    def positions(self, data: object) -> list[str]:
        """Every position of the record, one after each action, as the game writes positions."""
        ...

    def position_analysis(self, data: object) -> Json:
        """The figures of the game's current position (exact or estimated, said by `available`)."""
        ...

    def review(self, data: object) -> Json:
        """The game's review: every decision judged, and the luck of every throw."""
        ...

    def review_slices(self, data: object) -> Generator[None, None, Json]:
        """`review`, yielding between slices of long work (the page's worker answers other pages
        meanwhile); its return value is the review."""
        ...

    def hint(self, data: object) -> Json:
        """The advice for the player who must act now."""
        ...

    def steps(self, request: Json) -> Json:
        """One replay for stepping through (the embedded board): `{record, views, history, stopped}`."""
        ...

    def position(self, text: str) -> Json:
        """A position as the game writes it, checked: its canonical form and what it holds."""
        ...

    def tables_for(self, data: object) -> Json:
        """Which table file the game's analysis reads (`table`: its name or null) and whether loaded."""
        ...

    def owns_table(self, name: str) -> bool:
        """Whether a table file of this name is one of this game's."""
        ...

    def load_table(self, name: str, data: bytes) -> Json:
        """Load one of the game's table files from its bytes: `{name, classes}`."""
        ...

    def read_file(self, text: str) -> object | None:
        """A file of the game's own exchange formats (not a record: backgammon's match files) read
        into a record's JSON; None when the text is none of them."""
        ...

    def export_file(self, data: object, number: object) -> Json:
        """The record in the game's exchange format, `{text}` (game `number` alone, if given); a
        RecordError where the game has none."""
        ...

    def replay_lines(self, data: object) -> Iterator[str]:
        """A record replayed for the command line: one position a line, then the result."""
        ...

    def add_commands(self, commands: Any, parents: list[argparse.ArgumentParser]) -> None:
        """Add the game's own command-line commands and options (argparse subparsers)."""
        ...

    def commands(self) -> dict[str, Command]:
        """The game's commands, by name."""
        ...

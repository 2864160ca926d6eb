"""The command line's match files (RULES.md §12.12): a record written as a `.mat` file, and one read.

    python -m rabattues mat-export game.json [--number 2]   # the .mat text of a record (or one game)
    python -m rabattues mat-import match.mat                # the record of a .mat file (or of GNU
                                                            # Backgammon's .sgf), as JSON
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from typing import Any

from ..kernel.files import decode_file, read_limited
from ..kernel.json_input import decode
from .matfile import format_mat
from .matfile_read import read_mat
from .record import load
from .sgffile import is_sgf, read_sgf


def add_commands(commands: Any, parents: list[argparse.ArgumentParser]) -> None:
    """mat-export and mat-import."""
    export = commands.add_parser("mat-export", parents=parents,
                                 help="backgammon: a record written as a GNU Backgammon match file (.mat)")
    export.add_argument("file", help="a backgammon record (JSON)")
    export.add_argument("--number", type=int, help="only this game of the match (from 1)")
    read = commands.add_parser("mat-import", parents=parents,
                               help="backgammon: a match file (.mat, or gnubg's .sgf) read into a record")
    read.add_argument("file", help="a .mat file (GNU Backgammon, XG, the servers) or a GNU Backgammon .sgf")


def cmd_export(args: argparse.Namespace) -> Iterator[str]:
    """The `.mat` text of a record file, exactly (its last newline is print's)."""
    record = load(decode(decode_file(read_limited(args.file))))
    yield format_mat(record, only=args.number).removesuffix("\n")  # print adds it


def cmd_import(args: argparse.Namespace) -> Iterator[str]:
    """The record of a `.mat` file (or of GNU Backgammon's `.sgf`), as JSON."""
    text = decode_file(read_limited(args.file))
    yield (read_sgf(text) if is_sgf(text) else read_mat(text)).dumps()


COMMANDS = {"mat-export": cmd_export, "mat-import": cmd_import}

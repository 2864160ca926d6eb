"""The tables a game's page needs beside the engine, and loading them from a file the worker wrote.

The 1699 game's exact analysis reads a preset's packed tables (solver/packed.py); backgammon's
evaluator reads the bear-off database (backgammon/bearoff.py). The worker fetches the file named
here, writes it into Pyodide's file system and asks for it to be loaded.
"""

from __future__ import annotations

from typing import Any

from .backgammon import bearoff
from .backgammon import record as bg_record
from .dames.record import Record, RecordError
from .dames.solver import packed

Json = dict[str, Any]


def tables_for(record: Record | bg_record.Record) -> Json:
    """Which tables the game's rules use (`table`: a preset's name, `bearoff` or null) and whether loaded."""
    if isinstance(record, bg_record.Record):  # backgammon's evaluator needs the bear-off database
        return {"table": "bearoff", "loaded": bearoff.installed()}
    name = packed.table_name(record.options)  # the rules alone: no replay needed
    return {"table": name, "loaded": name is not None and packed.loaded(name)}


def load_tables(request: object) -> Json:
    """Load the tables of a `{name, path}` request: a preset's packed tables or `bearoff`."""
    if not isinstance(request, dict) or not all(isinstance(request.get(k), str) for k in ("name", "path")):
        raise RecordError("tables request must be {name, path}")
    try:
        with open(request["path"], "rb") as file:
            data = file.read()
    except OSError as error:
        raise RecordError(f"cannot read the tables: {error.strerror}") from None
    if request["name"] == "bearoff":
        return _load_bearoff(data)
    try:
        tables = packed.load(request["name"], data)
    except (KeyError, TypeError, ValueError) as error:  # zlib.error is not a ValueError
        raise RecordError(f"bad tables file: {error}") from None
    except Exception as error:
        raise RecordError(f"bad tables file: {type(error).__name__}") from None
    return {"name": tables.preset, "classes": len(tables.keys)}


def _load_bearoff(data: bytes) -> Json:
    """Install backgammon's bear-off database from its bytes."""
    try:
        bearoff.install(data)
    except Exception as error:
        raise RecordError(f"bad bear-off database: {type(error).__name__}") from None
    return {"name": "bearoff", "classes": len(bearoff.database().all_off)}

"""What the page sends the api, checked: JSON text, settings objects, a record to step through.

Sizes are checked first (limits.py), nesting before parsing, every field by the engine's
own parsers; each refusal is a ValueError whose message says what was wrong.
"""

from __future__ import annotations

from typing import Any

from ..kernel.limits import MAX_EMBED_STEPS, check_size
from ..kernel.options import OptionError
from .notation import format_position, parse_position
from .options import Options, from_json
from .options import preset as preset_options
from .record import Record, new_record, parse

SETTINGS = frozenset({"preset", "rules", "seed", "dice", "players", "start"})
"""The keys of a new game's settings."""


def settings_record(config: dict[str, Any]) -> Record:
    """A game not yet played from the new-game settings, each checked (no seed: a new one)."""
    name = config.get("preset", "charpentier-1699")
    if not isinstance(name, str):
        raise OptionError("preset must be text")
    options = _options(preset_options(name), config.get("rules", {}))
    data = new_record(name, options=options, seed=config.get("seed")).to_json()
    for key in ("dice", "players"):
        if key in config:
            data[key] = config[key]
    if config.get("start") is not None:
        data["start"] = format_position(parse_position(config["start"]))
    return parse(data)


def _options(base: Options, rules: object) -> Options:
    """A preset's options with some rules changed (JSON values, as in a record)."""
    if not isinstance(rules, dict):
        raise OptionError("rules must be an object")
    return from_json({**base.to_json(), **rules})


def record_and_tokens(data: object) -> tuple[Record, list[Any]]:
    """A record's fields without its actions, and its action tokens (their number checked first)."""
    tokens = data.get("actions") if isinstance(data, dict) else None
    if not isinstance(data, dict) or not isinstance(tokens, list):
        return parse(data), []  # refused there, with parse's message
    check_size("replay", len(tokens), MAX_EMBED_STEPS, "actions")
    return parse({**data, "actions": []}), tokens

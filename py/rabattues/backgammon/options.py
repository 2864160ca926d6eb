"""Backgammon's rule options (RULES.md §12.8), named in every record like the 1699 game's.

>>> Options().with_rule("jacoby", "on").to_json()
{'cube': True, 'cube_max': 64, 'jacoby': True, 'stake': 1}
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from ..kernel.limits import clip
from ..kernel.options import (
    CUBE_MAX,
    STAKE,
    SWITCH,
    OptionError,
    Rule,
    options_from_json,
    parse_value,
    preset_named,
)

PRESET = "money"
"""The only preset so far: money play, as the rules of backgammon describe it (RULES.md §12)."""


@dataclass(frozen=True, slots=True)
class Options:
    """Every backgammon option; `money` is the defaults."""

    cube: bool = True
    """§12.8: the doubling cube is used."""
    cube_max: int = 64
    """No double past this value (the cube's faces go to 64)."""
    jacoby: bool = False
    """Gammons and backgammons count only after the cube has been turned."""
    stake: int = 1
    """What a single game is worth before the cube and the gammon multiplier."""

    def to_json(self) -> dict[str, Any]:
        """Every option by its RULES.md name."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def with_rule(self, name: str, value: str) -> Options:
        """These options with one rule changed, from its text form (`jacoby=on`)."""
        if name not in RULES:
            raise OptionError(f"unknown backgammon rule {clip(name)!r} (choose {', '.join(RULES)})")
        return replace(self, **{name: parse_value(RULES, name, value)})


RULES: dict[str, Rule] = {"cube": SWITCH, "cube_max": CUBE_MAX, "jacoby": SWITCH, "stake": STAKE}
"""The values each option takes."""
PRESETS = {PRESET: Options()}


def preset(name: str) -> Options:
    """The options of a named preset."""
    return preset_named(PRESETS, name, game="backgammon ")


def from_json(data: object) -> Options:
    """Options from a JSON object holding every option (as in a record)."""
    return options_from_json(Options, RULES, data, game="backgammon ")

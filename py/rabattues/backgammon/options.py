"""Backgammon's rule options (RULES.md §12.8), named in every record like the 1699 game's.

>>> Options().with_rule("jacoby", "on").to_json()
{'cube': True, 'cube_max': 64, 'jacoby': True, 'stake': 1}
"""

from __future__ import annotations

from dataclasses import dataclass

from ..kernel.options import CUBE_MAX, STAKE, SWITCH, Rule, RuleOptions, options_from_json, preset_named

PRESET = "money"
"""The one preset: money play, as the rules of backgammon describe it (RULES.md §12)."""


@dataclass(frozen=True, slots=True)
class Options(RuleOptions):
    """Every backgammon option; `money` is the defaults."""

    cube: bool = True
    """§12.8: the doubling cube is used."""
    cube_max: int = 64
    """No double past this value (the cube's faces go to 64)."""
    jacoby: bool = False
    """Gammons and backgammons count only after the cube has been turned."""
    stake: int = 1
    """What a single game is worth before the cube and the gammon multiplier."""


RULES: dict[str, Rule] = {"cube": SWITCH, "cube_max": CUBE_MAX, "jacoby": SWITCH, "stake": STAKE}
"""The values each option takes."""
Options.RULES, Options.GAME_WORD = RULES, "backgammon "
PRESETS = {PRESET: Options()}


def preset(name: str) -> Options:
    """The options of a named preset."""
    return preset_named(PRESETS, name, game="backgammon ")


def from_json(data: object) -> Options:
    """Options from a JSON object holding every option (as in a record)."""
    return options_from_json(Options, RULES, data, game="backgammon ")

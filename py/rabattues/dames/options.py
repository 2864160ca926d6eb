"""Rule options and the two presets of RULES.md §9."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..kernel.options import (
    CUBE_MAX,
    CUBE_MAX_VALUES,
    MAX_STAKE,
    STAKE,
    SWITCH,
    OptionError,
    Rule,
    RuleOptions,
    options_from_json,
    parse_rule,
    preset_named,
)

Passing = Literal["always", "bear-off", "never"]
Claim = Literal["automatic", "strict"]
Doubles = Literal["replay", "reroll"]
PASSING_VALUES: tuple[Passing, ...] = ("always", "bear-off", "never")
CLAIM_VALUES: tuple[Claim, ...] = ("automatic", "strict")
DOUBLES_VALUES: tuple[Doubles, ...] = ("replay", "reroll")


@dataclass(frozen=True, slots=True)
class Options(RuleOptions):
    """Every rule option of RULES.md; a preset is just a set of values."""

    passing: Passing = "always"
    """§4: when an unplayable die passes to the opponent."""
    claim: Claim = "automatic"
    """§4: whether passed dice are used for the receiver or must be claimed."""
    doubles: Doubles = "replay"
    """§5: a double is played then thrown again, or not played and thrown again."""
    cube: bool = False
    """§8: the doubling cube."""
    cube_max: int = 64
    """§8: no double past this value."""
    multipliers: bool = False
    """§7: wins worth ×1, ×2 or ×4."""
    stake: int = 1
    """§7: what a game is worth before cube and multiplier."""


RULES: dict[str, Rule] = {
    "passing": Rule("choice", PASSING_VALUES), "claim": Rule("choice", CLAIM_VALUES),
    "doubles": Rule("choice", DOUBLES_VALUES), "cube": SWITCH, "cube_max": CUBE_MAX,
    "multipliers": SWITCH, "stake": STAKE,
}
"""The values each option takes."""
Options.RULES = RULES

PRESETS: dict[str, Options] = {
    "charpentier-1699": Options(),
    "modern": Options(passing="bear-off", doubles="reroll", cube=True, multipliers=True),
}
DEFAULT_PRESET = "charpentier-1699"


def preset(name: str) -> Options:
    """The options of a named preset."""
    return preset_named(PRESETS, name)


def from_json(data: object) -> Options:
    """Options from a JSON object holding every option (as in a record)."""
    return options_from_json(Options, RULES, data)


__all__ = ["CUBE_MAX_VALUES", "DEFAULT_PRESET", "MAX_STAKE", "PRESETS", "OptionError", "Options", "from_json",
           "parse_rule", "preset"]

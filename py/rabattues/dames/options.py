"""Rule options and the two presets of RULES.md §9."""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from typing import Any, Literal

from ..kernel.limits import clip

Passing = Literal["always", "bear-off", "never"]
Claim = Literal["automatic", "strict"]
Doubles = Literal["replay", "reroll"]

PASSING_VALUES: tuple[Passing, ...] = ("always", "bear-off", "never")
CLAIM_VALUES: tuple[Claim, ...] = ("automatic", "strict")
DOUBLES_VALUES: tuple[Doubles, ...] = ("replay", "reroll")
CUBE_MAX_VALUES = (2, 4, 8, 16, 32, 64)
MAX_STAKE = 1_000_000
_WHOLE = re.compile(r"[0-9]{1,9}")


class OptionError(ValueError):
    """A rule option or preset name or value that does not exist."""


@dataclass(frozen=True, slots=True)
class Options:
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

    def to_json(self) -> dict[str, Any]:
        """Every option by its RULES.md name."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def with_rule(self, name: str, value: str) -> Options:
        """These options with one rule changed, from its text form (`passing=never`)."""
        return replace(self, **{name: _parse_value(name, value)})


PRESETS: dict[str, Options] = {
    "charpentier-1699": Options(),
    "modern": Options(passing="bear-off", doubles="reroll", cube=True, multipliers=True),
}
DEFAULT_PRESET = "charpentier-1699"


def preset(name: str) -> Options:
    """The options of a named preset."""
    try:
        return PRESETS[name]
    except KeyError:
        raise OptionError(f"unknown preset {clip(name)!r} (choose {', '.join(PRESETS)})") from None


def parse_rule(text: str) -> tuple[str, str]:
    """Split `NAME=VALUE`."""
    name, sep, value = text.partition("=")
    if not sep or not name.strip():
        raise OptionError(f"bad rule {clip(text)!r}: expected NAME=VALUE, e.g. passing=never")
    return name.strip(), value.strip()


def from_json(data: object) -> Options:
    """Options from a JSON object holding every option (as in a record)."""
    if not isinstance(data, dict):
        raise OptionError(f"rules must be an object, not {type(data).__name__}")
    names = {f.name for f in fields(Options)}
    unknown = sorted(set(data) - names)
    if unknown:
        raise OptionError(f"unknown rule {clip(unknown[0])!r}")
    missing = sorted(names - set(data))
    if missing:
        raise OptionError(f"missing rule {missing[0]!r}")
    values = {name: _check_value(name, data[name]) for name in names}
    return Options(**values)


def _parse_value(name: str, text: str) -> Any:
    """A rule's value from its text form."""
    if name in ("cube", "multipliers"):
        if text not in ("on", "off"):
            raise OptionError(f"bad value {clip(text)!r} for rule {clip(name)!r} (on or off)")
        return text == "on"
    if name in ("cube_max", "stake"):
        if not _WHOLE.fullmatch(text):
            raise OptionError(f"bad value {clip(text)!r} for rule {clip(name)!r} (a whole number)")
        return _check_value(name, int(text))
    return _check_value(name, text)


def _check_value(name: str, value: object) -> Any:
    """Check a JSON value of one rule, returning it."""
    choices: dict[str, tuple[object, ...]] = {
        "passing": PASSING_VALUES,
        "claim": CLAIM_VALUES,
        "doubles": DOUBLES_VALUES,
    }
    if name in choices:
        if value not in choices[name]:
            allowed = ", ".join(map(str, choices[name]))
            raise OptionError(f"bad value {clip(repr(value))} for rule {clip(name)!r} ({allowed})")
        return value
    if name in ("cube", "multipliers"):
        if not isinstance(value, bool):
            raise OptionError(f"bad value {clip(repr(value))} for rule {clip(name)!r} (true or false)")
        return value
    if name == "cube_max":
        if type(value) is not int or value not in CUBE_MAX_VALUES:
            raise OptionError(f"bad value {clip(repr(value))} for rule 'cube_max' (2, 4, ... 64)")
        return value
    if name == "stake":
        if type(value) is not int or not 1 <= value <= MAX_STAKE:
            raise OptionError(f"bad value {clip(repr(value))} for rule 'stake' (1 to {MAX_STAKE})")
        return value
    raise OptionError(f"unknown rule {clip(name)!r}")

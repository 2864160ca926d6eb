"""Backgammon's rule options (RULES.md §12.8), named in every record like the 1699 game's.

>>> Options().with_rule("jacoby", "on").to_json()
{'cube': True, 'cube_max': 64, 'jacoby': True, 'stake': 1}
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from ..dames.options import CUBE_MAX_VALUES, MAX_STAKE, OptionError
from ..kernel.limits import clip

PRESET = "money"
"""The only preset so far: money play, the seed's rules (match play may come later)."""


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
        if name not in _NAMES:
            raise OptionError(f"unknown backgammon rule {clip(name)!r} (choose {', '.join(_NAMES)})")
        if name in ("cube", "jacoby"):
            if value not in ("on", "off"):
                raise OptionError(f"bad value {clip(value)!r} for rule {name!r} (on or off)")
            return replace(self, **{name: value == "on"})
        if not (value.isascii() and value.isdigit()) or len(value) > 9:
            raise OptionError(f"bad value {clip(value)!r} for rule {name!r} (a whole number)")
        return replace(self, **{name: _check(name, int(value))})


_NAMES = tuple(f.name for f in fields(Options))


def preset(name: str) -> Options:
    """The options of a named preset."""
    if name != PRESET:
        raise OptionError(f"unknown backgammon preset {clip(str(name))!r} (choose {PRESET})")
    return Options()


def from_json(data: object) -> Options:
    """Options from a JSON object holding every option (as in a record)."""
    if not isinstance(data, dict):
        raise OptionError(f"rules must be an object, not {type(data).__name__}")
    unknown = sorted(set(data) - set(_NAMES))
    if unknown:
        raise OptionError(f"unknown backgammon rule {clip(str(unknown[0]))!r}")
    missing = [name for name in _NAMES if name not in data]
    if missing:
        raise OptionError(f"missing rule {missing[0]!r}")
    return Options(**{name: _check(name, data[name]) for name in _NAMES})


def _check(name: str, value: object) -> Any:
    """A rule's JSON value, checked."""
    if name in ("cube", "jacoby"):
        if not isinstance(value, bool):
            raise OptionError(f"bad value {clip(repr(value))} for rule {name!r} (true or false)")
        return value
    if name == "cube_max":
        if type(value) is not int or value not in CUBE_MAX_VALUES:
            raise OptionError(f"bad value {clip(repr(value))} for rule 'cube_max' (2, 4, ... 64)")
        return value
    if type(value) is not int or not 1 <= value <= MAX_STAKE:
        raise OptionError(f"bad value {clip(repr(value))} for rule 'stake' (1 to {MAX_STAKE})")
    return value

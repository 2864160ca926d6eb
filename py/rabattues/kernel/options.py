"""Rule options: how a game's options are named, checked and read, from a record's JSON or from text.

Each game lists its options as a frozen dataclass and says, for each, which values it takes
(a `Rule`); everything else (reading a record's `rules`, `--rule NAME=VALUE`, presets) is here.

>>> rules = {"cube": SWITCH, "stake": Rule("whole", low=1, high=9)}
>>> check_value(rules, "stake", 3), parse_value(rules, "cube", "on")
(3, True)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar, Literal, Protocol, Self, TypeVar

from .limits import clip

CUBE_MAX_VALUES = (2, 4, 8, 16, 32, 64)
"""The cube's faces: no double past the highest a game allows."""
MAX_STAKE = 1_000_000
_WHOLE = re.compile(r"[0-9]{1,9}")


class OptionError(ValueError):
    """A rule option or preset name or value that does not exist."""


@dataclass(frozen=True, slots=True)
class Rule:
    """The values one option takes: one of `values` (a choice), on/off (a switch) or a whole number."""

    kind: Literal["choice", "switch", "whole"]
    values: tuple[Any, ...] = ()
    """A choice's values, or the whole numbers allowed (empty: any from `low` to `high`)."""
    low: int = 0
    high: int = 0

    def describe(self) -> str:
        """The values allowed, for an error message."""
        if self.kind == "switch":
            return "true or false"
        if self.kind == "choice":
            return ", ".join(map(str, self.values))
        if self.values:
            return f"{self.values[0]}, {self.values[1]}, ... {self.values[-1]}"
        return f"{self.low} to {self.high}"


SWITCH = Rule("switch")
CUBE_MAX = Rule("whole", CUBE_MAX_VALUES)
STAKE = Rule("whole", low=1, high=MAX_STAKE)


class RuleOptions:
    """What a game's options dataclass shares: its JSON form and one rule changed from text.
    The game's class lists its `RULES` (the values each option takes) and names itself in errors."""

    __slots__ = ()
    RULES: ClassVar[dict[str, Rule]]
    GAME_WORD: ClassVar[str] = ""
    """The game named in an unknown rule's error ("backgammon "), or nothing."""

    def to_json(self) -> dict[str, Any]:
        """Every option by its RULES.md name."""
        return {f.name: getattr(self, f.name) for f in fields(self)}  # type: ignore[arg-type]

    def with_rule(self, name: str, value: str) -> Self:
        """These options with one rule changed, from its text form (`passing=never`, `cube=on`)."""
        if name not in self.RULES:
            raise OptionError(f"unknown {self.GAME_WORD}rule {clip(name)!r} (choose {', '.join(self.RULES)})")
        return replace(self, **{name: parse_value(self.RULES, name, value)})  # type: ignore[type-var]


class HasRules(Protocol):
    """A game's options: a dataclass of rules."""

    def to_json(self) -> dict[str, Any]: ...


OptionsT = TypeVar("OptionsT", bound=HasRules)


def check_value(rules: dict[str, Rule], name: str, value: object) -> Any:
    """A rule's JSON value, checked and returned; OptionError naming the rule if it is not one."""
    rule = rules[name]
    if rule.kind == "switch":
        good = isinstance(value, bool)
    elif rule.kind == "choice":
        good = value in rule.values
    else:
        good = type(value) is int and (
            value in rule.values if rule.values else rule.low <= value <= rule.high)
    if not good:
        raise OptionError(f"bad value {clip(repr(value))} for rule {clip(name)!r} ({rule.describe()})")
    return value


def parse_value(rules: dict[str, Rule], name: str, text: str) -> Any:
    """A rule's value from its text form (`on`, `off`, a whole number, a choice's name)."""
    rule = rules[name]
    if rule.kind == "switch":
        if text not in ("on", "off"):
            raise OptionError(f"bad value {clip(text)!r} for rule {clip(name)!r} (on or off)")
        return text == "on"
    if rule.kind == "whole":
        if not _WHOLE.fullmatch(text):
            raise OptionError(f"bad value {clip(text)!r} for rule {clip(name)!r} (a whole number)")
        return check_value(rules, name, int(text))
    return check_value(rules, name, text)


def options_from_json(cls: type[OptionsT], rules: dict[str, Rule], data: object, *, game: str = "",
                      ) -> OptionsT:
    """Options from a JSON object holding every option (as in a record); `game` names it in errors."""
    if not isinstance(data, dict):
        raise OptionError(f"rules must be an object, not {type(data).__name__}")
    names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
    unknown = sorted(str(k) for k in set(data) - set(names))
    if unknown:
        raise OptionError(f"unknown {game}rule {clip(unknown[0])!r}")
    missing = [name for name in names if name not in data]
    if missing:
        raise OptionError(f"missing rule {missing[0]!r}")
    return cls(**{name: check_value(rules, name, data[name]) for name in names})


def parse_rule(text: str) -> tuple[str, str]:
    """Split `NAME=VALUE`."""
    name, sep, value = text.partition("=")
    if not sep or not name.strip():
        raise OptionError(f"bad rule {clip(text)!r}: expected NAME=VALUE, e.g. passing=never")
    return name.strip(), value.strip()


def preset_named(presets: dict[str, OptionsT], name: object, *, game: str = "") -> OptionsT:
    """The options of a named preset; OptionError listing them if there is none of that name."""
    if isinstance(name, str) and name in presets:
        return presets[name]
    raise OptionError(f"unknown {game}preset {clip(str(name))!r} (choose {', '.join(presets)})")

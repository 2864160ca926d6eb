"""RULES.md §9 and the options' text: the two presets, every `--rule NAME=VALUE`, and options in
JSON form, each bad value refused by name."""

from __future__ import annotations

import pytest

from rabattues.dames import PRESETS, OptionError, Options, preset
from rabattues.dames.options import from_json
from rabattues.kernel.options import parse_rule

# §9 Presets


def test_s9_presets_exactly_two():
    """§9: two presets, named as in RULES.md."""
    assert set(PRESETS) == {"charpentier-1699", "modern"}


def test_s9_charpentier_1699():
    """§9: passing always, claim automatic, doubles replay, no cube, no multipliers."""
    assert preset("charpentier-1699").to_json() == {
        "passing": "always", "claim": "automatic", "doubles": "replay", "cube": False,
        "cube_max": 64, "multipliers": False, "stake": 1,
    }


def test_s9_modern():
    """§9: passing bear-off, claim automatic, doubles reroll, cube on (max 64), multipliers on."""
    assert preset("modern").to_json() == {
        "passing": "bear-off", "claim": "automatic", "doubles": "reroll", "cube": True,
        "cube_max": 64, "multipliers": True, "stake": 1,
    }


def test_s9_strict_selectable_in_1699():
    """§9: claim=strict is one option away from the 1699 preset; other options unchanged."""
    options = preset("charpentier-1699").with_rule("claim", "strict")
    assert options.claim == "strict" and options.passing == "always" and options.doubles == "replay"


def test_s9_unknown_preset():
    """§9: an unknown preset name is refused, naming it."""
    with pytest.raises(OptionError, match="'tric-trac'"):
        preset("tric-trac")


# Every `--rule NAME=VALUE`


@pytest.mark.parametrize(
    ("name", "text", "value"),
    [
        ("passing", "always", "always"),
        ("passing", "bear-off", "bear-off"),
        ("passing", "never", "never"),
        ("claim", "automatic", "automatic"),
        ("claim", "strict", "strict"),
        ("doubles", "replay", "replay"),
        ("doubles", "reroll", "reroll"),
        ("cube", "on", True),
        ("cube", "off", False),
        ("multipliers", "on", True),
        ("multipliers", "off", False),
        *[("cube_max", str(v), v) for v in (2, 4, 8, 16, 32, 64)],
        ("stake", "1", 1),
        ("stake", "2", 2),
        ("stake", "1000000", 1_000_000),
    ],
)
def test_with_rule_every_value(name, text, value):
    """§4–§9: each option value in its text form changes that option and no other."""
    base = preset("modern")
    changed = base.with_rule(name, text)
    assert getattr(changed, name) == value
    others = {k: v for k, v in changed.to_json().items() if k != name}
    assert others == {k: v for k, v in base.to_json().items() if k != name}


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("passing", "sometimes"),
        ("passing", "Always"),
        ("passing", ""),
        ("claim", "lazy"),
        ("doubles", "four"),
        ("cube", "yes"),
        ("cube", "true"),
        ("multipliers", "1"),
        ("cube_max", "3"),
        ("cube_max", "128"),
        ("cube_max", "1"),
        ("cube_max", "sixty"),
        ("stake", "0"),
        ("stake", "-1"),
        ("stake", "1.5"),
        ("stake", "1000001"),
        ("stake", "99999999999999999999"),
        ("stake", "²"),  # a Unicode digit that int() refuses
        ("stake", ""),
    ],
)
def test_with_rule_bad_value(name, text):
    """Bad values are refused with an OptionError (a ValueError) naming the rule and the value."""
    with pytest.raises(OptionError) as error:
        Options().with_rule(name, text)
    assert isinstance(error.value, ValueError)
    assert repr(name) in str(error.value) and text in str(error.value)


@pytest.mark.parametrize("name", ["colour", "Passing", "pass", "__class__", ""])
def test_with_rule_unknown_name(name):
    """An unknown rule name is refused, naming it."""
    with pytest.raises(OptionError, match="unknown rule"):
        Options().with_rule(name, "on")


@pytest.mark.parametrize(("text", "parsed"), [("passing=never", ("passing", "never")),
                                              (" stake = 2 ", ("stake", "2")),
                                              ("cube_max=16", ("cube_max", "16"))])
def test_parse_rule(text, parsed):
    """`--rule NAME=VALUE` splits at the first `=`."""
    assert parse_rule(text) == parsed


@pytest.mark.parametrize("text", ["passing", "=never", "", " = x"])
def test_parse_rule_bad(text):
    """A rule without NAME=VALUE is refused with an example."""
    with pytest.raises(OptionError, match="NAME=VALUE"):
        parse_rule(text)


def test_options_json_round_trip():
    """Options in a record (JSON values) come back equal."""
    for options in [*PRESETS.values(), Options(passing="never", claim="strict", cube_max=8, stake=7)]:
        assert from_json(options.to_json()) == options


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"cube": "on"}, "'cube'"),
        ({"multipliers": 1}, "'multipliers'"),
        ({"stake": True}, "'stake'"),
        ({"stake": 2.0}, "'stake'"),
        ({"cube_max": 3}, "'cube_max'"),
        ({"cube_max": 64.0}, "'cube_max'"),
        ({"passing": ["always"]}, "'passing'"),
        ({"colour": "white"}, "unknown rule 'colour'"),
    ],
)
def test_options_from_json_bad(change, message):
    """Options from JSON: wrong types and unknown rules are refused, naming the rule."""
    with pytest.raises(OptionError, match=message):
        from_json({**Options().to_json(), **change})


def test_options_from_json_missing_and_not_object():
    """Options from JSON: every option must be present, in an object."""
    data = Options().to_json()
    del data["claim"]
    with pytest.raises(OptionError, match="missing rule 'claim'"):
        from_json(data)
    with pytest.raises(OptionError, match="object"):
        from_json(["passing"])

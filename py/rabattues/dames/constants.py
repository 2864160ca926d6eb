"""What the page must know of the 1699 game before the engine has started (rabattues/constants.py).

The presets and every option's choices (RULES.md §9), the throws a player may type in, the
start as the board draws it, the kinds of actions, the board's points and checkers.
"""

from __future__ import annotations

from typing import Any

from ..kernel.options import CUBE_MAX_VALUES, MAX_STAKE
from .actions import format_action
from .game import ALL_OPENINGS, ALL_THROWS
from .options import CLAIM_VALUES, DEFAULT_PRESET, DOUBLES_VALUES, PASSING_VALUES, PRESETS
from .record import new_record
from .replays import replay
from .side import CHECKERS, POINTS
from .views import view

KINDS = ("opening", "throw", "claim", "double", "take", "drop")
"""The kinds of actions of a record (api entries and decisions carry one)."""


def options() -> dict[str, Any]:
    """Each option's choices: a list of values, or a whole-number range."""
    return {
        "passing": {"values": list(PASSING_VALUES)}, "claim": {"values": list(CLAIM_VALUES)},
        "doubles": {"values": list(DOUBLES_VALUES)}, "cube": {"values": [True, False]},
        "cube_max": {"values": list(CUBE_MAX_VALUES)}, "multipliers": {"values": [True, False]},
        "stake": {"min": 1, "max": MAX_STAKE},
    }


def typed_throws() -> dict[str, list[dict[str, Any]]]:
    """The throws a player types in with real dice, each `{action, dice}` (its token and faces):
    each opening (White's die, then Black's), and each distinct throw once, higher die first (21).
    A throw and its reverse play alike: `throw.play_dice` uses every die it can whatever their
    order (tests/test_typed_throws.py).
    """
    distinct = [t for t in ALL_THROWS if t.dice[0] >= t.dice[1]]
    return {"opening": [{"action": format_action(o), "dice": [o.white, o.black]} for o in ALL_OPENINGS],
            "throw": [{"action": format_action(t), "dice": list(t.dice)} for t in distinct]}


def start_view() -> dict[str, Any]:
    """The view of a new game of the default preset before its opening throws (no seed of its own)."""
    record = new_record(DEFAULT_PRESET, seed=0)
    game = replay(record)
    return view(record, game.state, game.notes[-1])


def constants() -> dict[str, Any]:
    """What the page knows of the 1699 game before the engine starts."""
    return {"default_preset": DEFAULT_PRESET,
            "presets": {name: preset.to_json() for name, preset in PRESETS.items()},
            "options": options(), "throws": typed_throws(), "start": start_view(),
            "kinds": list(KINDS), "board": {"points": len(POINTS), "checkers": CHECKERS}}

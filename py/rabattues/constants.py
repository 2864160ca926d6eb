"""What the page must know before the engine has started, published by the engine itself.

The presets and every option's choices (RULES.md §9), the throws a player may type in, the
start as the board draws it, the size policy, the kinds of actions, a die's faces, each board's
points and checkers, backgammon's preset.
`tools/write_constants.py` writes them into the page as `web/js/engine/constants.js`
(tests/test_constants_js.py fails if the file is stale), so the board is drawn at once and no
rule or number is copied into JavaScript by hand.
"""

from __future__ import annotations

from typing import Any

from .backgammon import board as backgammon_board
from .backgammon.options import PRESET as BACKGAMMON_PRESET
from .dames.actions import format_action
from .dames.game import ALL_OPENINGS, ALL_THROWS
from .dames.options import CLAIM_VALUES, DEFAULT_PRESET, DOUBLES_VALUES, PASSING_VALUES, PRESETS
from .dames.record import new_record
from .dames.replays import replay
from .dames.side import CHECKERS, POINTS
from .dames.views import view
from .kernel.dice import FACES
from .kernel.limits import as_json
from .kernel.options import CUBE_MAX_VALUES, MAX_STAKE

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
    """Everything the page knows before the engine starts."""
    return {"default_preset": DEFAULT_PRESET,
            "presets": {name: preset.to_json() for name, preset in PRESETS.items()},
            "options": options(), "throws": typed_throws(), "start": start_view(), "limits": as_json(),
            "kinds": list(KINDS), "faces": FACES, "board": {"points": len(POINTS), "checkers": CHECKERS},
            "backgammon": {"preset": BACKGAMMON_PRESET, "points": backgammon_board.POINTS,
                           "checkers": backgammon_board.CHECKERS}}

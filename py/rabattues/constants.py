"""What the page must know before the engine has started, published by the engine itself.

What every game shares (the size policy, a die's faces) and what each game publishes of its
own (its `constants`: presets, option choices, the start as the board draws it, its board).
`tools/write_constants.py` writes them into the page as `web/js/engine/constants.js`
(tests/test_constants_js.py fails if the file is stale), so the board is drawn at once and no
rule or number is copied into JavaScript by hand.
"""

from __future__ import annotations

from typing import Any

from . import games
from .kernel.dice import FACES
from .kernel.limits import as_json


def constants() -> dict[str, Any]:
    """Everything the page knows before the engine starts: the shared figures, then each game's."""
    published: dict[str, Any] = {"limits": as_json(), "faces": FACES}
    for name in games.names():
        published |= games.game_named(name).constants()
    return published

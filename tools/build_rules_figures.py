"""Write the rules pages' board figures from the engine: web/rules-figures.json (Dames
Rabattues) and web/rules-figures-backgammon.json.

usage: PYTHONPATH=py python tools/build_rules_figures.py [--check]
With --check, write nothing and exit 1 if a file is not what the engine says now.

Each sequence is one replay by `api.steps` (the op the embeddable board uses): for the 1699 game a
start, a preset and typed throws; for backgammon a Position ID, the dice and the actions; its
`views` and `history` are the engine's answer, unchanged. A figure is one step of a sequence: the
board after that many actions, drawn by the game's own board. The files are committed (the page
fetches them, the service worker keeps them offline); tests/test_rules_figures.py fails when one
is not what the engine says, as tests/test_constants_js.py does for constants.js.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from rabattues import api
from rabattues.backgammon.board import from_points
from rabattues.backgammon.position_id import format_position_id

WEB = Path(__file__).resolve().parent.parent / "web"
TARGET = WEB / "rules-figures.json"
BG_TARGET = WEB / "rules-figures-backgammon.json"
START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
# Example 1 after the double ace, but with White's point 1 still stacked.
CONTRAST = "2s.2s.2.3s.3ss.3ss/2.2s.2s.3ss.3ss.3ss/b"

SEQUENCES: dict[str, dict[str, str]] = {
    # Lalanne's three worked examples of the 1699 rules (RULES.md §10).
    "ex1": {"preset": "charpentier-1699", "start": START, "dice": "43+11+51+54"},
    "ex2": {"preset": "charpentier-1699", "start": "2.2.2.3.3s.3/2.2s.2.3.3s.3s/w", "dice": "52"},
    "ex3": {"preset": "charpentier-1699", "start": "2.0.2.3.3.3/2.2s.2.3.3s.3/w", "dice": "42"},
    # Each phase: a pile of three and a pile of two unstacked; two checkers borne off.
    "unstack": {"preset": "charpentier-1699", "start": START, "dice": "62"},
    "bear-off": {"preset": "charpentier-1699", "start": "2.2.2.3.3.3/2.2s.2.3.3s.3s/w", "dice": "63"},
    # One throw under each preset: the ace Black cannot use passes (1699) or is lost (modern).
    "pass-1699": {"preset": "charpentier-1699", "start": CONTRAST, "dice": "51"},
    "lost-modern": {"preset": "modern", "start": CONTRAST, "dice": "51"},
}

FIGURES: dict[str, tuple[str, int]] = {
    "start": ("ex1", 0),
    "unstack": ("unstack", 1),
    "bear-off": ("bear-off", 1),
    "pass-1699": ("pass-1699", 1),
    "lost-modern": ("lost-modern", 1),
    **{f"ex1-{k}": ("ex1", k) for k in range(1, 5)},
    **{f"ex2-{k}": ("ex2", k) for k in range(2)},
    **{f"ex3-{k}": ("ex3", k) for k in range(2)},
}
"""A figure's id: (its sequence, how many throws of it have been played)."""


def _bg(white: dict[int, int], black: dict[int, int]) -> str:
    """A backgammon position, White on roll: each side's `{point: checkers}` in its own numbering."""
    return format_position_id(from_points(white, black))


BG = "backgammon"
BG_SEQUENCES: dict[str, dict[str, str]] = {
    # The start, and White's opening 53 played 8/3 6/3 (the GNU Backgammon manual's figure 3).
    "opening": {"game": BG, "dice": "53", "moves": "8/3 6/3"},
    # White leaves a blot on his 18-point, Black hits it, White enters with 64 on Black's 4-point,
    # his 6-point being closed (the manual's figure 4).
    "hit": {"game": BG, "dice": "62", "moves": "24/18 13/11, 61, 13/7* 8/7, 64, bar/21 13/7"},
    # All home: 64 bears off from the 6- and the 4-point (the manual's figure 5).
    "bear-off": {"game": BG, "position": _bg({6: 2, 5: 3, 4: 3, 3: 3, 2: 2, 1: 2}, {6: 5, 5: 5, 4: 5}),
                 "dice": "64", "moves": "6/off 4/off"},
    # Nothing on the 6-, 5- or 4-point: each die bears off from the highest point held, the 3.
    "bear-high": {"game": BG, "position": _bg({3: 3, 2: 2, 1: 2}, {6: 4, 5: 4, 4: 4, 3: 3}),
                  "dice": "65", "moves": "3/off 3/off"},
    # White doubles before his throw and Black takes: the cube at 2, on Black's side.
    "cube": {"game": BG, "moves": "double, take"},
}

BG_FIGURES: dict[str, tuple[str, int]] = {
    "bg-start": ("opening", 0),
    "bg-opening": ("opening", 2),
    "bg-hit": ("hit", 4),
    "bg-enter-throw": ("hit", 5),
    "bg-enter": ("hit", 6),
    "bg-bear-off": ("bear-off", 2),
    "bg-bear-high": ("bear-high", 2),
    "bg-doubled": ("cube", 1),
    "bg-taken": ("cube", 2),
}
"""A backgammon figure's id: (its sequence, how many actions of it have been played)."""

GAMES: dict[str, tuple[Path, dict[str, dict[str, str]], dict[str, tuple[str, int]]]] = {
    "dames-rabattues": (TARGET, SEQUENCES, FIGURES),
    BG: (BG_TARGET, BG_SEQUENCES, BG_FIGURES),
}
"""Each game's figures file, sequences and figures."""


def replay(request: dict[str, str]) -> dict[str, Any]:
    """One sequence as the engine replays it (ValueError if any action is refused)."""
    answer = json.loads(api.steps(json.dumps(request)))
    if not answer.get("ok") or answer.get("stopped"):
        raise ValueError(f"the engine refused {request}: {answer}")
    return {"request": request, "views": answer["views"], "history": answer["history"]}


def figures(game: str = "dames-rabattues") -> dict[str, Any]:
    """Every sequence and figure of a game's rules page, as the page reads them."""
    _, requests, wanted = GAMES[game]
    sequences = {name: replay(request) for name, request in requests.items()}
    for name, (sequence, step) in wanted.items():
        if step >= len(sequences[sequence]["views"]):
            raise ValueError(f"figure {name}: {sequence} has no step {step}")
    return {
        "about": "Written by tools/build_rules_figures.py from the engine: do not edit.",
        "game": game,
        "sequences": sequences,
        "figures": {name: {"sequence": seq, "step": step} for name, (seq, step) in wanted.items()},
    }


def text(game: str = "dames-rabattues") -> str:
    """The text of a game's figures file."""
    return json.dumps(figures(game), ensure_ascii=False, separators=(",", ":")) + "\n"


def main(argv: list[str]) -> int:
    stale = 0
    for game, (target, _, _) in GAMES.items():
        if "--check" in argv:
            fresh = target.exists() and target.read_text(encoding="utf-8") == text(game)
            print(f"{target.name} is up to date" if fresh
                  else f"{target} is stale: run tools/build_rules_figures.py")
            stale += not fresh
        else:
            target.write_text(text(game), encoding="utf-8")
            print(f"wrote {target}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

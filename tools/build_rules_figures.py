"""Write the rules page's board figures from the engine: web/rules-figures.json.

usage: PYTHONPATH=py python tools/build_rules_figures.py [--check]
With --check, write nothing and exit 1 if the file is not what the engine says now.

Each sequence is one replay by `api.steps` (the op the embeddable board uses): a start, a preset
and typed throws; its `views` and `history` are the engine's answer, unchanged. A figure is one
step of a sequence: the board after that many throws, drawn by the page's own Board. The file is
committed (the page fetches it, the service worker keeps it offline); tests/test_rules_figures.py
fails when it is not what the engine says, as tests/test_constants_js.py does for constants.js.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from rabattues import api

TARGET = Path(__file__).resolve().parent.parent / "web" / "rules-figures.json"
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


def replay(request: dict[str, str]) -> dict[str, Any]:
    """One sequence as the engine replays it (ValueError if any throw is refused)."""
    answer = json.loads(api.steps(json.dumps(request)))
    if not answer.get("ok") or answer.get("stopped"):
        raise ValueError(f"the engine refused {request}: {answer}")
    return {"request": request, "views": answer["views"], "history": answer["history"]}


def figures() -> dict[str, Any]:
    """Every sequence and figure, as the page reads them."""
    sequences = {name: replay(request) for name, request in SEQUENCES.items()}
    for name, (sequence, step) in FIGURES.items():
        if step >= len(sequences[sequence]["views"]):
            raise ValueError(f"figure {name}: {sequence} has no step {step}")
    return {
        "about": "Written by tools/build_rules_figures.py from the engine: do not edit.",
        "sequences": sequences,
        "figures": {name: {"sequence": seq, "step": step} for name, (seq, step) in FIGURES.items()},
    }


def text() -> str:
    """The file's text."""
    return json.dumps(figures(), ensure_ascii=False, separators=(",", ":")) + "\n"


def main(argv: list[str]) -> int:
    if "--check" in argv:
        fresh = TARGET.exists() and TARGET.read_text(encoding="utf-8") == text()
        print("rules-figures.json is up to date" if fresh
              else f"{TARGET} is stale: run tools/build_rules_figures.py")
        return 0 if fresh else 1
    TARGET.write_text(text(), encoding="utf-8")
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

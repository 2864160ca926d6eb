"""Write the engine's constants into the page: web/js/engine/constants.js (see constants.py).

usage: PYTHONPATH=py python tools/write_constants.py [--check]
With --check, write nothing and exit 1 if the file is not what the engine says now.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from rabattues.constants import constants

TARGET = Path(__file__).resolve().parent.parent / "web" / "js" / "engine" / "constants.js"
HEADER = """// Written by tools/write_constants.py from the engine (py/rabattues/constants.py): do not edit.
// The presets and option choices, the start as the board draws it, the size policy, the kinds
// of actions: what the page knows before its engine has started. tests/test_constants_js.py
// fails if this file is not what the engine says.

/** @type {import("./types.js").Constants} */
export const CONSTANTS = """


def text() -> str:
    """The module's text."""
    return HEADER + json.dumps(constants(), indent=2, ensure_ascii=False) + ";\n"


def main(argv: list[str]) -> int:
    if "--check" in argv:
        fresh = TARGET.exists() and TARGET.read_text(encoding="utf-8") == text()
        print("constants.js is up to date" if fresh else f"{TARGET} is stale: run tools/write_constants.py")
        return 0 if fresh else 1
    TARGET.write_text(text(), encoding="utf-8")
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

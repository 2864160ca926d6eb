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
// of actions, the dice's faces, each board's points and checkers: what the page knows before its
// engine has started. tests/test_constants_js.py
// fails if this file is not what the engine says.

/** @type {import("./types.js").Constants} */
export const CONSTANTS = """


WIDTH = 100


def compact(value: object, indent: int = 0, column: int = 0) -> str:
    """JSON indented by two, each value that fits on its line (from `column`) written on one line."""
    flat = json.dumps(value, ensure_ascii=False)
    if column + len(flat) <= WIDTH or not isinstance(value, (dict, list)) or not value:
        return flat
    inner = " " * (indent + 2)
    if isinstance(value, dict):
        keys = {k: json.dumps(k, ensure_ascii=False) + ": " for k in value}
        column = len(inner)
        items = [inner + key + compact(value[k], indent + 2, column + len(key)) for k, key in keys.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    if not any(isinstance(v, (dict, list)) for v in value):  # scalars: as many a line as fit
        lines, line = [], ""
        for word in (json.dumps(v, ensure_ascii=False) + "," for v in value):
            if line and len(inner) + len(line) + len(word) + 1 > WIDTH:
                lines.append(inner + line.rstrip())
                line = ""
            line += word + " "
        lines.append(inner + line.rstrip().rstrip(","))
        return "[\n" + "\n".join(lines) + "\n" + " " * indent + "]"
    items = [inner + compact(v, indent + 2, len(inner)) for v in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


def text() -> str:
    """The module's text."""
    return HEADER + compact(constants()) + ";\n"


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

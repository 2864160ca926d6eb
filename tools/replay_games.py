"""Play seeded games through the engine's JSON api and print every position as JSON.

Run by tests/test_pyodide_equivalence.py in CPython and, through tools/pyodide_check.mjs,
in Pyodide: the two outputs must be identical. For each preset and seed, a new game is
thrown to its end (`act(record, "throw")` until the view has an outcome); after every
action the view's position is kept, and a digest of every full answer text.

usage: python tools/replay_games.py [FIRST_SEED LAST_SEED [PRESET...]]
"""

from __future__ import annotations

import hashlib
import json
import platform
import sys

from rabattues import api

PRESETS = ["charpentier-1699", "modern"]
MAX_ACTIONS = 2000


def play(preset: str, seed: int) -> dict[str, object]:
    """One whole game: the position after each action, the outcome, a digest of the answers."""
    digest = hashlib.sha256()
    text = api.new_game(json.dumps({"preset": preset, "seed": seed}))
    positions: list[str] = []
    for _ in range(MAX_ACTIONS):
        digest.update(text.encode())
        answer = json.loads(text)
        if not answer["ok"]:
            return {"error": answer["error"], "positions": positions}
        positions.append(answer["view"]["position"])
        if answer["view"]["outcome"]:
            return {"positions": positions, "outcome": answer["view"]["outcome"],
                    "answers_sha256": digest.hexdigest()}
        text = api.act(json.dumps(answer["record"]), "throw")
    return {"error": f"no outcome after {MAX_ACTIONS} actions", "positions": positions}


def main(argv: list[str]) -> int:
    first, last = (int(argv[1]), int(argv[2])) if len(argv) > 2 else (1, 30)
    presets = argv[3:] or PRESETS
    games = {f"{preset}/{seed}": play(preset, seed) for preset in presets for seed in range(first, last + 1)}
    print(json.dumps({"python": platform.python_version(), "platform": sys.platform, "games": games}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

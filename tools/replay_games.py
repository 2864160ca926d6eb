"""Play seeded games through the engine's JSON api and print every position as JSON.

Run by tests/test_pyodide_equivalence.py in CPython and, through tools/pyodide_check.mjs,
in Pyodide: the two outputs must be identical. For each preset and seed, a new game is
thrown to its end (`act(record, "throw")` until the view has an outcome); after every
action the view's position is kept, and a digest of every full answer text, the finished
game's `steps` and its `open_file` (as UTF-8 with a byte-order mark) included. Then the
answers to hostile and limit cases (`extras`): each must be the same in both, and quick.

usage: python tools/replay_games.py [FIRST_SEED LAST_SEED [PRESET...]]
"""

from __future__ import annotations

import base64
import hashlib
import json
import platform
import sys
import time

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
            marked = b"\xef\xbb\xbf" + json.dumps(answer["record"], ensure_ascii=False).encode()
            digest.update(api.steps(json.dumps({"record": answer["record"]})).encode())
            digest.update(api.open_file(base64.b64encode(marked).decode()).encode())
            return {"positions": positions, "outcome": answer["view"]["outcome"],
                    "answers_sha256": digest.hexdigest()}
        text = api.act(json.dumps(answer["record"]), "throw")
    return {"error": f"no outcome after {MAX_ACTIONS} actions", "positions": positions}


ENDLESS = "0.1.0.0.0.0/0.0.0.0.0.1/w"
"""A typed 1-1 is never playable here and is thrown again: a game as long as the limit allows."""


def extras() -> dict[str, dict[str, object]]:
    """Answers to hostile input and to the size policy's limits: `ok`, a digest, seconds taken."""
    full = json.loads(api.new_game(json.dumps({"dice": "typed", "start": ENDLESS, "seed": 1})))["record"]
    full["actions"] = ["11"] * json.loads(api.limits())["limits"]["actions"]
    calls = {
        "limits": lambda: api.limits(),
        "unclosed escaped quotes": lambda: api.open_record('"' + '\\"' * 100_000 + "[" * 40),
        "deep nesting": lambda: api.open_record("[" * 500_000),
        "full record": lambda: api.act(json.dumps(full), "11"),
        "embed over the limit": lambda: api.steps(json.dumps({"start": ENDLESS, "dice": "11+" * 1001})),
        "embed at the limit": lambda: api.steps(json.dumps({"start": ENDLESS, "dice": "11+" * 1000})),
        "utf-16 file": lambda: api.open_file(base64.b64encode(json.dumps(full).encode("utf-16")).decode()),
    }
    results: dict[str, dict[str, object]] = {}
    for name, call in calls.items():
        started = time.perf_counter()
        text = call()
        results[name] = {"ok": json.loads(text)["ok"], "sha256": hashlib.sha256(text.encode()).hexdigest(),
                         "seconds": round(time.perf_counter() - started, 2)}
    return results


def main(argv: list[str]) -> int:
    first, last = (int(argv[1]), int(argv[2])) if len(argv) > 2 else (1, 30)
    presets = argv[3:] or PRESETS
    games = {f"{preset}/{seed}": play(preset, seed) for preset in presets for seed in range(first, last + 1)}
    print(json.dumps({"python": platform.python_version(), "platform": sys.platform, "games": games,
                      "extras": extras()}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

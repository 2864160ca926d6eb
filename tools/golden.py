"""Write the golden playthroughs: tests/data/golden/<name>.json, each a whole game as the command
line plays it, with what the CLI prints and what the page's move list says in each language.

A wording change, in Python or in a language of the page, then shows as one reviewed diff of
these files; tests/test_golden.py (CLI, engine entries) and tests/js/golden.test.mjs (the page's
words) fail until the files are written again with this tool and the change is read.

usage: PYTHONPATH=py python tools/golden.py
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from rabattues import api

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "data" / "golden"
GAMES = {
    "1699-seed-11": ["--seed", "11"],
    "1699-example-1": ["--dice", "43 11 51 54", "--seed", "1"],
    "1699-strict-seed-777": ["--seed", "777", "--rule", "claim=strict"],
    "1699-strict-one-lost-as-it-passes": ["--rule", "claim=strict", "--position",
                                          "2.2.2s.3.3.3/2.2.2.3.3s.3ss/w", "--dice", "62", "--seed", "1"],
    "1699-never-passing-seed-3": ["--seed", "3", "--rule", "passing=never"],
    "modern-seed-5": ["--preset", "modern", "--seed", "5"],
    "modern-replay-doubles-seed-21": ["--preset", "modern", "--seed", "21", "--rule", "doubles=replay"],
}


def run_cli(args: list[str]) -> str:
    """What `python -m rabattues play ARGS` prints."""
    done = subprocess.run([sys.executable, "-m", "rabattues", "play", *args], capture_output=True, text=True,
                          check=True, env={"PYTHONPATH": str(ROOT / "py")})
    return done.stdout


def game(args: list[str]) -> dict[str, object]:
    """One golden game: its arguments, record, CLI text, engine entries and the page's words."""
    record = json.loads(run_cli([*args, "--json"]))
    answer = json.loads(api.open_record(json.dumps(record)))
    history, outcome = answer["history"], answer["view"]["outcome"]
    words = subprocess.run(["node", str(ROOT / "tools" / "golden_words.mjs")], input=json.dumps(
        {"history": history, "outcome": outcome}), capture_output=True, text=True, check=True).stdout
    return {"args": args, "record": record, "cli": run_cli(args).splitlines(), "history": history,
            "outcome": outcome, "moves": json.loads(words)}


def main() -> int:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, args in GAMES.items():
        (GOLDEN / f"{name}.json").write_text(json.dumps(game(args), indent=1, ensure_ascii=False) + "\n",
                                             encoding="utf-8")
        print(f"wrote {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

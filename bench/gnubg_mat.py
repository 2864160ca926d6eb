"""GNU Backgammon's own reading of the match files the engine writes, and match files it writes itself.

GNU Backgammon (GPL, the Debian package `gnubg`) only runs beside the engine, never shipped or
imported by it. Inside gnubg's embedded Python, from the repository's root:

    MATCHES=50 OUT=tests/data/backgammon/gnubg_mat.json gnubg -q -t -p bench/gnubg_mat.py

For each seed from 0 to MATCHES−1, a match of random play (`simulate.random_match`, its length
one of LENGTHS by the seed) is written here as a `.mat` file, imported by gnubg (`import mat`),
and what gnubg read is kept: each game's score, winner, points and resignation, and each action
(its player, kind, dice and the steps of its move), with the SHA-256 of the file gnubg exports
from it (`export match mat`, its `;` comment lines left out) beside that of the file written
here. `tests/backgammon/test_bg_mat_gnubg.py` compares gnubg's reading with the record, and the
two files. Then gnubg plays GAMES_BY_GNUBG matches against itself (0-ply,
cube on, its Mersenne Twister seeded) and exports them as `gnubg_match_<n>.mat` beside OUT, and
saves them in its own format (read back from the .mat file, without the analysis of its play),
`gnubg_match_<n>.sgf`, for the tests to import and replay.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(os.getcwd()) / "py"))

import gnubg  # type: ignore[import-not-found]  # only inside GNU Backgammon

from rabattues.backgammon.matfile import format_mat
from rabattues.backgammon.simulate import random_match

LENGTHS = (1, 3, 5, 7, 9)
GAMES_BY_GNUBG = ((3, 1), (5, 1), (7, 1))
"""The matches gnubg plays against itself: (length, seed), each with a Crawford game."""


def reading() -> list[dict[str, object]]:
    """The match gnubg holds now: each game's facts and actions, White (the left column) as `w`.

    An action is one string: its player, then `53 24/22 8/5` (dice, higher first, and the steps
    of the move as gnubg keeps them), `double`, `take`, `drop` or `resign 2` (the points)."""
    match = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)
    side = {"X": "w", "O": "b"}
    games = []
    for game in match["games"]:
        info = game["info"]
        actions = []
        for action in game["game"]:
            words = [side[action["player"]]]
            if action["action"] == "move":
                high, low = sorted(action["dice"], reverse=True)
                words += [f"{high}{low}"] + [f"{s}/{t}" for s, t in action.get("move", ())]
            else:
                words += [action["action"]] + ([str(action["points"])] if "points" in action else [])
            actions.append(" ".join(words))
        winner = side.get(info.get("winner") or "")
        games.append({"score": [info["score-X"], info["score-O"]], "winner": winner,
                      "points": info.get("points-won"), "resigned": bool(info.get("resigned")),
                      "actions": actions})
    return games


def round_trip(seed: int, folder: Path) -> dict[str, object]:
    """One random match written here, read by gnubg and exported by it."""
    length = LENGTHS[seed % len(LENGTHS)]
    text = format_mat(random_match(length, seed))
    ours, theirs = folder / f"ours_{seed}.mat", folder / f"theirs_{seed}.mat"
    ours.write_text(text)
    gnubg.command(f"import mat {ours}")
    games = reading()
    gnubg.command(f"export match mat {theirs}")
    exported = "".join(line for line in theirs.read_text().splitlines(True) if not line.startswith(";"))
    return {"seed": seed, "length": length, "sha256": _sha(text), "exported_sha256": _sha(exported),
            "games": games}


def _sha(text: str) -> str:
    """The SHA-256 of a text, in hex."""
    return hashlib.sha256(text.encode()).hexdigest()


def own_match(length: int, seed: int, path: Path) -> None:
    """gnubg plays a match against itself, exports it (.mat) and saves it (.sgf)."""
    gnubg.command("set rng mersenne")
    gnubg.command(f"set seed {seed}")
    for player in (0, 1):
        gnubg.command(f"set player {player} gnubg")
        gnubg.command(f"set player {player} chequerplay evaluation plies 0")
        gnubg.command(f"set player {player} cubedecision evaluation plies 0")
    gnubg.command(f"new match {length}")
    gnubg.command(f"export match mat {path}")
    gnubg.command(f"import mat {path}")  # the same match without the analysis of its play (hundreds of kB)
    gnubg.command(f"save match {path.with_suffix('.sgf')}")


def main() -> None:
    """Write OUT and the files gnubg plays."""
    out = Path(os.environ.get("OUT", "build/bench/gnubg_mat.json"))
    out.parent.mkdir(parents=True, exist_ok=True)
    gnubg.command("set display off")
    gnubg.command("set automatic game on")
    with tempfile.TemporaryDirectory() as folder:
        rows = [round_trip(seed, Path(folder)) for seed in range(int(os.environ.get("MATCHES", "50")))]
    out.write_text(json.dumps({"gnubg": "1.07", "rows": rows}, separators=(",", ":")) + "\n")
    for number, (length, seed) in enumerate(GAMES_BY_GNUBG, start=1):
        own_match(length, seed, out.parent / f"gnubg_match_{number}.mat")
    print(f"{len(rows)} matches read by gnubg; {len(GAMES_BY_GNUBG)} played by gnubg")


main()

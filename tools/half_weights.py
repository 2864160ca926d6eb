"""Store weights files' numbers as float16, half the bytes: what the page downloads.

    .venv/bin/python tools/half_weights.py py/rabattues/backgammon/data/*.bin

The trainers write float32 (`tools/bg_net.py`); the engine reads either (`network.from_bytes`).
Rounding to half precision moves a network's outputs by 0.0004 at most: on the 6,744 positions
judged by GNU Backgammon the default level plays the same moves, the 0-ply choice changes 3 (for
no worse; docs/BENCHMARKS.md). Files already in float16 are left as they are; the header keeps its
training facts.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from rabattues.backgammon.network import from_bytes, to_bytes


def halve(path: Path) -> bool:
    """Rewrite one weights file in float16; False if it already was."""
    network = from_bytes(path.read_bytes())
    if network.info.get("numbers") == "float16":
        return False
    path.write_bytes(to_bytes(network, "float16"))
    return True


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    for name in argv[1:]:
        path = Path(name)
        before = path.stat().st_size
        done = halve(path)
        print(f"{path}: {before} → {path.stat().st_size} bytes" if done else f"{path}: already float16")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

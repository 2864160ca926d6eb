"""Build the one-sided bear-off database file (pure Python, about 10 s).

    build/bearoff/bearoff.bin    54,264 home boards × (throws to bear off all, to bear off one)

The engine computes the same tables in memory when it has no file, so the file only saves
time: the page's worker can fetch it (as it fetches the 1699 tables) and pass it to
`rabattues.backgammon.bearoff.install`; the command line reads it when $RABATTUES_BEAROFF
names it.

usage: python tools/build_bearoff.py --out build/bearoff/bearoff.bin
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from rabattues.backgammon.bearoff import pack
from rabattues.backgammon.bearoff_build import build


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("build/bearoff/bearoff.bin"))
    args = parser.parse_args(argv[1:])
    started = time.perf_counter()
    data = pack(*build())
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_bytes(data)
    print(f"bear-off database {args.out}: {len(data) / 1e6:.3f} MB in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

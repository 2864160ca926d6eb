"""Precompute the solver's packed tables and the game's exact facts for the site (build time).

    build/tables/
      charpentier-1699.bin, modern.bin   packed tables (solver/packing.py writes, packed.py reads), zlib
      facts.json                         the facts view's figures, from the exact solver

With --exact DIR, the exact tables the packed ones come from are also kept in DIR, as the command
line keeps them (tools/exact_cache.py: the test processes read them instead of solving again).

Everything is computed here from the engine's own rules; nothing is typed by hand.

usage: python tools/build_tables.py --out build/tables [--exact build/test-cache]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from exact_cache import keep_exact_tables
from rabattues.dames import parse_position
from rabattues.dames.options import PRESETS
from rabattues.dames.solver import solve
from rabattues.dames.solver.packing import pack

START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
"""The position after the opening throws, White to throw (RULES.md §11)."""


def facts() -> dict[str, object]:
    """Per preset: the first player's chances, expected throws, ×2/×4 results, cube equity."""
    out: dict[str, object] = {}
    for name, options in PRESETS.items():
        analysis = solve(parse_position(START), options)
        outcome = analysis.outcome_map()
        entry: dict[str, object] = {
            "win": analysis.win, "advantage": 2 * analysis.win - 1, "throws": analysis.throws,
            "equity": analysis.equity}
        if options.multipliers:
            entry |= {"double_result": outcome["win2"] + outcome["lose2"],
                      "quadruple_result": outcome["win4"] + outcome["lose4"]}
        if analysis.cube is not None:
            entry |= {"cube_equity": analysis.cube.equity, "double": analysis.cube.double,
                      "cube_max": options.cube_max}
        out[name] = entry
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("build/tables"))
    parser.add_argument("--exact", type=Path, default=None, help="also keep the exact tables here")
    args = parser.parse_args(argv[1:])
    args.out.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    for name in PRESETS:
        data = pack(name)
        (args.out / f"{name}.bin").write_bytes(data)
        print(f"tables {name}: {len(data) / 1e6:.3f} MB")
    if args.exact is not None:
        keep_exact_tables(args.exact)
    (args.out / "facts.json").write_text(json.dumps(facts(), indent=1) + "\n", encoding="utf-8")
    total = sum(p.stat().st_size for p in args.out.glob("*.bin"))
    print(f"tables {args.out}: {total / 1e6:.3f} MB in all, {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

"""The exact solver's tables shared by the site's build and the test processes: build/test-cache.

`make site` keeps them there as it packs the page's tables from them (build_tables.py --exact),
so the unit and e2e test processes read them (a fraction of a second) instead of solving them
again (8-12 s a process); a process that finds them missing builds them under a lock while the
others wait. The files are the command line's (solver/cache.py): named after the engine's
sources, read bit for bit, rebuilt if damaged; another engine's are removed.
"""

from __future__ import annotations

import fcntl
from pathlib import Path

from rabattues.dames.options import PRESETS
from rabattues.dames.solver.cache import engine_id, prepare

FOLDER = Path(__file__).resolve().parent.parent / "build" / "test-cache"


def keep_exact_tables(folder: Path = FOLDER) -> None:
    """Both presets' exact tables in this process: read from the folder, else built and kept there."""
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        for old in folder.glob("solve-*.bin"):
            if engine_id() not in old.name:
                old.unlink()
        for options in PRESETS.values():
            prepare(options, folder, lambda _: None)

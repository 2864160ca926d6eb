"""The solver's exact tables kept on disk, so that `python -m rabattues solve` answers at once.

For the command line only: the page's engine never imports this module (it loads the packed
tables, packed.py), and it refuses to run in Pyodide. One file per set of the rules that
matter (`passing`, `doubles`, `multipliers`, and `cube_max` with the cube) and per engine
(its version and a digest of its sources), in the user's cache folder:

    MAGIC, header length (u32, little-endian), header (JSON: engine, rules, byte order,
    classes, sections), the class keys (6 bytes a class), the cubeless table (7 columns of
    float64) and, with the cube, the cube table (float64), then a checksum of all of it (BLAKE2b).

The float64 values are written and read bit for bit, so a cached answer is the computed one.
A file that is damaged in any way (truncated, another magic, another length, a checksum that
does not match, another engine or rules) is ignored and rebuilt; it is written to a temporary
file first and moved into place (`os.replace`), so a reader never sees half a file.
"""

from __future__ import annotations

import hashlib
import json
import os
import struct
import sys
import tempfile
import time
from array import array
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path

from ..options import Options
from .analysis import cube_table, outcome_table, remember_tables
from .cube import state_count
from .cubeless import Outcomes
from .symmetry import class_table, classes, key_bytes, remember_classes

if sys.platform == "emscripten":
    raise ImportError("the solver's disk cache is for the command line, never the page (Pyodide)")

MAGIC = b"RABSOLVE1\n"
FOLDER_VARIABLE = "RABATTUES_CACHE_DIR"
"""An environment variable naming another folder for the cache (tests, or a shared cache)."""
_DIGEST = 32
Say = Callable[[str], None]


def default_folder(env: Mapping[str, str] = os.environ, platform: str = sys.platform,
                   home: Path | None = None) -> Path:
    """The user's cache folder for this app: XDG on Linux, the platform's own elsewhere."""
    if env.get(FOLDER_VARIABLE):
        return Path(env[FOLDER_VARIABLE])
    home = home or Path.home()
    if platform == "win32":
        return Path(env.get("LOCALAPPDATA") or home / "AppData" / "Local") / "rabattues" / "Cache"
    if platform == "darwin":
        return home / "Library" / "Caches" / "rabattues"
    xdg = env.get("XDG_CACHE_HOME", "")
    return (Path(xdg) if os.path.isabs(xdg) else home / ".cache") / "rabattues"


def rules_key(options: Options) -> dict[str, object]:
    """The options the tables depend on (the cube table only with the cube on)."""
    return {"passing": options.passing, "doubles": options.doubles, "multipliers": options.multipliers,
            "cube_max": options.cube_max if options.cube else None}


@cache
def engine_id() -> str:
    """The engine's version and a digest of its sources: another engine never reads these tables."""
    from ... import __version__

    digest = hashlib.sha256()
    for path in sorted(Path(__file__).resolve().parent.parent.rglob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return f"{__version__}+{digest.hexdigest()[:16]}"


def file_path(folder: Path, options: Options) -> Path:
    """Where the tables of these rules live in the folder."""
    cube = f"cube{options.cube_max}" if options.cube else "nocube"
    times = "x124" if options.multipliers else "x1"
    return folder / f"solve-{engine_id()}-{options.passing}-{options.doubles}-{times}-{cube}.bin"


Tables = tuple[bytes, Outcomes, list[float] | None]
"""The classes' keys (symmetry.key_bytes), the cubeless table and the cube table (None: cube off)."""


def encode(options: Options, keys: bytes, outcomes: Outcomes, cube: list[float] | None) -> bytes:
    """The file's bytes for these tables."""
    sections = [("keys", keys)]
    sections += [(f"outcome{i}", array("d", column).tobytes()) for i, column in enumerate(outcomes)]
    if cube is not None:
        sections.append(("cube", array("d", cube).tobytes()))
    header = {"engine": engine_id(), "rules": rules_key(options), "byteorder": sys.byteorder,
              "classes": len(keys) // 6, "sections": [[name, len(data)] for name, data in sections]}
    head = json.dumps(header).encode()
    body = MAGIC + struct.pack("<I", len(head)) + head + b"".join(data for _, data in sections)
    return body + hashlib.blake2b(body, digest_size=_DIGEST).digest()


def decode(data: bytes, options: Options) -> Tables | None:
    """The tables in a file's bytes, or None if it is damaged or for another engine or rules."""
    if not data.startswith(MAGIC) or len(data) < len(MAGIC) + 4 + _DIGEST:
        return None
    body, digest = data[:-_DIGEST], data[-_DIGEST:]
    if hashlib.blake2b(body, digest_size=_DIGEST).digest() != digest:
        return None
    (length,) = struct.unpack_from("<I", body, len(MAGIC))
    start = len(MAGIC) + 4
    try:
        header = json.loads(body[start:start + length])
        expected = {"engine": engine_id(), "rules": rules_key(options), "byteorder": sys.byteorder}
        if any(header.get(k) != v for k, v in expected.items()):
            return None
        sizes = {str(name): int(size) for name, size in header["sections"]}
        count = int(header["classes"])
    except (ValueError, TypeError, KeyError):
        return None
    if start + length + sum(sizes.values()) != len(body) or sizes.get("keys") != 6 * count:
        return None
    sections, offset = {}, start + length
    for name, size in sizes.items():
        sections[name], offset = body[offset:offset + size], offset + size
    keys = sections.pop("keys")
    columns = [array("d", sections.get(f"outcome{i}", b"")).tolist() for i in range(7)]
    if any(len(column) != count for column in columns):
        return None
    cube = array("d", sections["cube"]).tolist() if "cube" in sections else None
    if options.cube and (cube is None or len(cube) != count * state_count(options.cube_max)):
        return None
    return keys, tuple(columns), None if not options.cube else cube


def write_atomically(path: Path, data: bytes) -> None:
    """Write a file whole or not at all: a temporary file in the same folder, then `os.replace`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def build(options: Options, say: Say) -> Tables:
    """Solve the tables of these rules from scratch, saying each stage and its time."""
    from ..tables import receive_table, throw_table

    stages: list[tuple[str, Callable[[], object]]] = [
        ("side and throw tables", lambda: (throw_table(), receive_table())),
        ("83,096 classes of positions", lambda: (classes(), class_table())),
        ("cubeless values of every class", lambda: outcome_table(options.passing, options.doubles,
                                                                 options.multipliers)),
    ]
    if options.cube:
        stages.append(("cube values at every level and owner", lambda: cube_table(
            options.passing, options.doubles, options.multipliers, options.cube_max)))
    for number, (what, run) in enumerate(stages, start=1):
        started = time.perf_counter()
        say(f"[{number}/{len(stages)}] {what}…")
        run()
        say(f"[{number}/{len(stages)}] {what}: {time.perf_counter() - started:.1f} s")
    keys = key_bytes(classes()[2])
    cube = cube_table(options.passing, options.doubles, options.multipliers, options.cube_max) \
        if options.cube else None
    return keys, outcome_table(options.passing, options.doubles, options.multipliers), cube


def prepare(options: Options, folder: Path, say: Say) -> bool:
    """Make the tables of these rules ready for `solve`: from the folder, else built and saved there.

    Returns whether they came from the cache. A cache that cannot be written is said, not fatal.
    """
    path = file_path(folder, options)
    try:
        found = decode(path.read_bytes(), options)
    except OSError:
        say(f"building the exact tables for these rules (once: they are kept in {folder})")
    else:
        if found is not None:
            keys, outcomes, cube = found
            remember_classes(keys)
            remember_tables(options, outcomes, cube)
            return True
        say(f"the tables kept in {path} are damaged: building them again")
    keys, outcomes, cube = build(options, say)
    try:
        write_atomically(path, encode(options, keys, outcomes, cube))
    except OSError as error:
        say(f"could not keep the tables in {folder}: {error.strerror or error}")
    else:
        say(f"tables kept in {path} ({path.stat().st_size / 1e6:.1f} MB)")
    return False

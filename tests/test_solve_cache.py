"""The solver's disk cache (solver/cache.py): the same figures as a fresh build, bit for bit; a
damaged file is ignored and rebuilt; files are written whole or not at all; never the page's.

Every test keeps its cache in `tmp_path` (and conftest.py points the variable at a temporary
folder for the whole session), never in the user's real cache.
"""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
from array import array
from collections.abc import Callable
from pathlib import Path

import pytest

from rabattues.dames import PRESETS, Cube, Options, parse_position
from rabattues.dames.solver import cube_table, outcome_table, solve
from rabattues.dames.solver.cache import MAGIC, decode, default_folder, encode, file_path, prepare
from rabattues.dames.solver.report import analysis_json
from rabattues.dames.solver.symmetry import classes, key_bytes

# The fresh build to compare with (conftest.py), seconds to make: left to `make test`.
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("solver_tables")]

ROOT = Path(__file__).resolve().parent.parent
MODERN = PRESETS["modern"]
POSITIONS = ["2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w", "0.0.0.0.0.1/0.0.0.1.1.1/w",
             "2.2.2.3s.3ss.3/2s.2.2s.3.3s.3ss/b", "1.0.2.2.3.1/2.2.2.3.3.2/w"]


def fresh(options: Options) -> tuple[bytes, tuple[list[float], ...], list[float] | None]:
    """The tables as this process holds them (the session fixture's: read from build/test-cache,
    or solved here when it was missing)."""
    cube = cube_table(options.passing, options.doubles, options.multipliers, options.cube_max) \
        if options.cube else None
    return key_bytes(classes()[2]), outcome_table(options.passing, options.doubles, options.multipliers), cube


def same_bits(a: list[float] | None, b: list[float] | None) -> bool:
    """Two columns of float64, bit for bit."""
    if a is None or b is None:
        return a is b
    return array("d", a).tobytes() == array("d", b).tobytes()


@pytest.mark.parametrize("name", list(PRESETS))
def test_the_file_holds_every_figure_bit_for_bit(name: str) -> None:
    options = PRESETS[name]
    keys, outcomes, cube = fresh(options)
    read = decode(encode(options, keys, outcomes, cube), options)
    assert read is not None
    assert read[0] == keys
    assert all(same_bits(a, b) for a, b in zip(read[1], outcomes, strict=True))
    assert same_bits(read[2], cube)


def run_solve(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`python -m rabattues solve ARGS --json --cache-dir FOLDER` in a new process."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    command = [sys.executable, "-m", "rabattues", "solve", *args, "--json", "--cache-dir", str(folder)]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=300, check=False)


CUBES = (("1", Cube()), ("4w", Cube(4, "w")), ("2b", Cube(2, "b")))
FRESH = """
import json, sys
from rabattues.dames import PRESETS, Cube, parse_position
from rabattues.dames.solver import solve
from rabattues.dames.solver.report import analysis_json
cases = json.loads(sys.argv[1])
print(json.dumps([analysis_json(solve(parse_position(notation), PRESETS["modern"], Cube(value, owner)))
                  for notation, value, owner in cases]))
"""
"""A process that solves from scratch and never reads a cache: what every cached answer must equal."""


def solved_from_scratch(cases: list[tuple[str, Cube]]) -> list[object]:
    """Each case's analysis as JSON, by a new process that solves its tables itself."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    argument = json.dumps([[notation, cube.value, cube.owner] for notation, cube in cases])
    done = subprocess.run([sys.executable, "-c", FRESH, argument], capture_output=True, text=True,
                          env=env, timeout=300, check=True)
    answers: list[object] = json.loads(done.stdout)
    return answers


def test_later_calls_give_exactly_the_figures_of_a_fresh_build(tmp_path: Path) -> None:
    """The first call builds (and says so, stage by stage); later ones read the file and say
    nothing; each answer's every figure equals a solution from scratch in a process that never
    reads a cache (this one's tables may come from build/test-cache)."""
    first = run_solve(tmp_path, POSITIONS[0], "--preset", "modern")
    assert first.returncode == 0
    assert "building the exact tables" in first.stderr and "[4/4]" in first.stderr
    cases = [(notation, text, cube) for notation in POSITIONS for text, cube in CUBES]
    expected = solved_from_scratch([(notation, cube) for notation, _, cube in cases])
    for (notation, text, cube), answer in zip(cases, expected, strict=True):
        later = run_solve(tmp_path, notation, "--preset", "modern", "--cube", text)
        assert later.returncode == 0 and later.stderr == ""
        assert json.loads(later.stdout) == answer  # floats through JSON: exactly the same
        mine = analysis_json(solve(parse_position(notation), MODERN, cube))
        assert json.loads(json.dumps(mine)) == answer  # this process's tables too


def write_damaged(path: Path, damage: Callable[[bytes], bytes]) -> None:
    """The cache file with some damage done to it."""
    path.write_bytes(damage(path.read_bytes()))


def with_checksum(body: bytes) -> bytes:
    """Bytes with a checksum that matches them (damage the checksum cannot see)."""
    import hashlib

    return body + hashlib.blake2b(body, digest_size=32).digest()


def other_header(data: bytes, change: Callable[[dict[str, object]], None]) -> bytes:
    """The file with its header changed and its checksum made to match."""
    (length,) = struct.unpack_from("<I", data, len(MAGIC))
    start = len(MAGIC) + 4
    header = json.loads(data[start:start + length])
    change(header)
    head = json.dumps(header).encode()
    return with_checksum(MAGIC + struct.pack("<I", len(head)) + head + data[start + length:-32])


DAMAGES: dict[str, Callable[[bytes], bytes]] = {
    "truncated": lambda data: data[: len(data) // 2],
    "empty": lambda data: b"",
    "wrong magic": lambda data: b"X" + data[1:],
    "checksum mismatch": lambda data: data[:5000] + bytes([data[5000] ^ 1]) + data[5001:],
    "wrong length": lambda data: with_checksum(data[:-32 - 8]),
    "extra bytes": lambda data: data + b"\0",
    "another engine": lambda data: other_header(data, lambda h: h.update(engine="0.0.0+0")),
    "other rules": lambda data: other_header(data, lambda h: h.update(rules={**h["rules"], "doubles": "x"})),
    "another byte order": lambda data: other_header(data, lambda h: h.update(byteorder="middle")),
    "fewer classes": lambda data: other_header(data, lambda h: h.update(classes=1)),
}


@pytest.mark.parametrize("damage", list(DAMAGES))
def test_a_damaged_file_is_ignored_and_rebuilt(tmp_path: Path, damage: str) -> None:
    said: list[str] = []
    options = PRESETS["charpentier-1699"]
    assert prepare(options, tmp_path, said.append) is False  # built (from this process's tables)
    path = file_path(tmp_path, options)
    good = path.read_bytes()
    write_damaged(path, DAMAGES[damage])
    assert decode(path.read_bytes(), options) is None
    said.clear()
    assert prepare(options, tmp_path, said.append) is False
    assert "damaged" in said[0] and path.read_bytes() == good
    assert prepare(options, tmp_path, said.append) is True


def test_files_are_written_whole_and_nothing_else_is_left(tmp_path: Path) -> None:
    for options in PRESETS.values():
        prepare(options, tmp_path, lambda _: None)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(file_path(tmp_path, o).name
                                                                for o in PRESETS.values())


def test_a_folder_that_cannot_be_written_is_said_and_solve_still_answers(tmp_path: Path) -> None:
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("")
    said: list[str] = []
    assert prepare(MODERN, blocked / "cache", said.append) is False
    assert "could not keep the tables" in said[-1]


@pytest.mark.parametrize(("env", "platform", "expected"), [
    ({}, "linux", "HOME/.cache/rabattues"),
    ({"XDG_CACHE_HOME": "/xdg"}, "linux", "/xdg/rabattues"),
    ({"XDG_CACHE_HOME": "relative"}, "linux", "HOME/.cache/rabattues"),  # the XDG spec: ignore it
    ({}, "darwin", "HOME/Library/Caches/rabattues"),
    ({"LOCALAPPDATA": "C:/Users/a/AppData/Local"}, "win32", "C:/Users/a/AppData/Local/rabattues/Cache"),
    ({"RABATTUES_CACHE_DIR": "/elsewhere", "XDG_CACHE_HOME": "/xdg"}, "linux", "/elsewhere"),
])
def test_the_cache_folder_is_the_platforms(env: dict[str, str], platform: str, expected: str) -> None:
    folder = default_folder(env, platform, home=Path("HOME"))
    assert folder.as_posix() == expected


def test_the_pages_engine_never_imports_the_cache() -> None:
    script = "import sys, rabattues.api; print('rabattues.dames.solver.cache' in sys.modules)"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env,
                            timeout=60, check=True)
    assert result.stdout.strip() == "False"

"""Move notation as GNU Backgammon writes it: `24/18 13/11`, `bar/22*`, `6/off`, `8/5(2)`, `24/18*/16`.

A move is checker paths joined by spaces, each `from/to`, with `bar` and `off`, a `*` after a
point where a blot is hit, intermediate points shown only where they hit, and `(n)` for n
checkers making the same path (`3/1*(2)`: two checkers, one of them hitting). Paths come in
gnubg's order: by their first step, from the highest point down.

>>> from .board import START
>>> from .movegen import generate_plays
>>> sorted(format_play(START, p) for p in generate_plays(START, (3, 1)))[:3]
['13/10 6/5', '13/10 8/7', '13/9']
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from itertools import pairwise

from .board import BAR, OFF, Board, Point
from .movegen import Play, is_hit

# A path's `(n)`: one ASCII digit, 1 to 4 (a double moves four checkers at most; `\d` would take "٢").
_PATH = re.compile(r"(bar|25|[1-9]|1[0-9]|2[0-4])((?:/(?:off|0|[1-9]|1[0-9]|2[0-4])\*?)+)(?:\(([1-4])\))?")


class MoveError(ValueError):
    """Text that is not a move, or not a legal move in this position."""


@dataclass(frozen=True, slots=True)
class Path:
    """One checker's way in a written move: its points, which of them it hit on."""

    points: tuple[Point, ...]
    hits: tuple[bool, ...]
    """One per point after the first."""


def format_point(point: Point) -> str:
    """`bar`, `off` or the point's number."""
    return "bar" if point == BAR else "off" if point == OFF else str(point)


def format_play(board: Board, play: Play) -> str:
    """The notation of a legal play from this board (empty text for no move)."""
    groups: dict[tuple[Point, ...], list[Path]] = {}
    for path in _paths(play, is_hit(board, play)):
        groups.setdefault(path.points, []).append(path)
    out = []
    for points, same in groups.items():
        hits = tuple(any(h) for h in zip(*(p.hits for p in same), strict=True))
        text = _path_text(_shown(Path(points, hits)))
        out.append(f"{text}({len(same)})" if len(same) > 1 else text)
    return " ".join(out)


def _paths(play: Play, hits: tuple[bool, ...]) -> list[Path]:
    """The steps joined into checker paths, as gnubg joins them.

    Steps are taken from the highest source (then the highest target) down; a step from the
    point where an earlier path ends extends the first such path.
    """
    order = sorted(range(len(play)), key=lambda i: (-play[i][0], -play[i][1]))
    paths: list[tuple[list[Point], list[bool]]] = []
    for i in order:
        source, target = play[i]
        path = next((p for p in paths if p[0][-1] == source and source != OFF), None)
        if path is None:
            paths.append(([source, target], [hits[i]]))
        else:
            path[0].append(target)
            path[1].append(hits[i])
    return [Path(tuple(points), tuple(hit)) for points, hit in paths]


def _shown(path: Path) -> Path:
    """The path as written: its start, its end and the points between where it hit."""
    keep = [i for i in range(1, len(path.points)) if path.hits[i - 1] or i == len(path.points) - 1]
    return Path((path.points[0], *(path.points[i] for i in keep)), tuple(path.hits[i - 1] for i in keep))


def _path_text(path: Path) -> str:
    """`24/18*/16`."""
    tail = "".join(f"/{format_point(p)}{'*' * h}" for p, h in zip(path.points[1:], path.hits, strict=True))
    return format_point(path.points[0]) + tail


def parse_move(text: object) -> list[Path]:
    """The paths of a written move, each repeated `(n)` times; MoveError quoting the bad part."""
    if not isinstance(text, str):
        raise MoveError(f"a move must be text, not {type(text).__name__}")
    if len(text) > 100:
        raise MoveError(f"move too long ({len(text)} characters)")
    paths: list[Path] = []
    for token in text.lower().split():
        match = _PATH.fullmatch(token)
        if not match:
            raise MoveError(f"bad move {token!r} in {text!r} (e.g. 24/18, bar/22*, 6/off, 8/5(2))")
        hops = match[2].split("/")[1:]
        points = (_point(match[1]), *(_point(h.rstrip("*")) for h in hops))
        if any(a <= b for a, b in pairwise(points)):
            raise MoveError(f"bad move {token!r} in {text!r}: checkers move from higher to lower points")
        paths += [Path(points, tuple(h.endswith("*") for h in hops))] * int(match[3] or 1)
    return paths


def _point(text: str) -> Point:
    """A point from its text: `bar`, `off` or 1–24."""
    return BAR if text in ("bar", "25") else OFF if text in ("off", "0") else int(text)


def written_change(paths: list[Path]) -> tuple[Counter[Point], frozenset[Point]]:
    """What written paths do: checkers gained (+) and lost (−) per point, and the points hit."""
    change: Counter[Point] = Counter()
    hits: set[Point] = set()
    for path in paths:
        change[path.points[0]] -= 1
        change[path.points[-1]] += 1
        hits |= {p for p, h in zip(path.points[1:], path.hits, strict=True) if h}
    return Counter({p: n for p, n in change.items() if n}), frozenset(hits)

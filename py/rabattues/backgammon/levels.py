"""The computer's levels of play: how far it looks, and how much it errs on purpose.

Every level judges all legal moves by the evaluator ("0-ply"). The strongest then looks one
throw further at the best few (`lookahead.reply_average`, as GNU Backgammon filters its moves):
at most `keep` of them, none more than `margin` worse than the best, the best first, and stops
when `seconds` have passed since the move's judging began (a move not looked at to the end is
dropped, as are those not looked at again; the best by 0-ply comes first, so it is always among
those compared, unless the time is gone before any, when the 0-ply order stands). It then looks
two throws ahead at the best of those, within the same time: in a race at the best `race_keep`
(`race_lookahead`), in contact at the best `contact_keep`, sampled after as many of his throws as
the time allows, up to `contact_throws` (`sampled_lookahead`). The weaker
levels play by 0-ply with a random error added to each move's equity (the same position and
throw always draw the same errors, so a level's play can be checked), so that a beginner is not
crushed.

>>> from .board import START
>>> choose(START, (3, 1), LEVELS["expert"]).text
'8/5 6/5'
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from .board import Board, is_race
from .chances import Chances
from .evaluate import Judged, judge
from .lookahead import reply_average_until
from .moves import LegalMove
from .race_lookahead import race_reply_average
from .sampled_lookahead import sampled_two_throws


@dataclass(frozen=True, slots=True)
class Level:
    """How the computer chooses its moves."""

    name: str
    plies: int
    """0: the evaluator's judgement of each move; 1: the best few looked at one throw further."""
    keep: int = 0
    """At most this many moves looked at one throw further."""
    margin: float = 0.0
    """None looked at further if its 0-ply equity is this much below the best's."""
    seconds: float | None = None
    """Stop looking further after this long (None: never)."""
    prune: int = 0
    """Looking further, judge this many replies to a throw, the best by the pruning network (0: all)."""
    noise: float = 0.0
    """The spread of the error added to each move's equity (0: none)."""
    cube_plies: int = 1
    """How the cube is decided (`computer.cube_decision`): 1, or 2 (a close decision one throw deeper)."""
    cube_seconds: float | None = None
    """With cube_plies 2: the time a close decision may take (else it is taken at 1-ply)."""
    race_keep: int = 0
    """In a race, at most this many of the moves looked at one throw further, the best, are then
    looked at two throws ahead (`race_lookahead`), none more than `race_margin` worse than the best."""
    race_margin: float = 0.0
    contact_keep: int = 0
    """Out of a race, at most this many of the moves looked at one throw further, the best, are then
    compared two throws ahead, sampled after up to `contact_throws` of his throws
    (`sampled_lookahead`), none more than `contact_margin` worse than the best."""
    contact_margin: float = 0.0
    contact_throws: int = 0


LEVELS = {level.name: level for level in (
    Level("beginner", 0, noise=0.25),
    Level("intermediate", 0, noise=0.08),
    Level("expert", 0),
    Level("master", 1, keep=4, margin=0.12, seconds=0.25, prune=4, cube_plies=2, cube_seconds=0.6,
          race_keep=3, race_margin=0.12, contact_keep=2, contact_margin=0.04, contact_throws=7),
)}
DEFAULT = "master"
RACE_COST = 4.0
"""About how many times a look one throw ahead a race's look two throws ahead costs (`race_lookahead`)."""


def level_named(name: str) -> Level:
    """The level of this name; ValueError naming the levels if there is none."""
    if name not in LEVELS:
        raise ValueError(f"unknown level {name!r}: one of {', '.join(LEVELS)}")
    return LEVELS[name]


Value = Callable[[Chances], float]
"""What the mover's chances after a move are worth to him (money play: cubeless equity; in a
match, his match winning chance as normalised equity, `match_moves.value_of`)."""


def money(chances: Chances) -> float:
    """Cubeless money equity."""
    return chances.equity


def ranked(board: Board, dice: tuple[int, int], level: Level, value: Value = money) -> list[Judged]:
    """The legal moves as this level judges them by `value`, its choice first."""
    started = time.perf_counter()
    judged = judge(board, dice)
    if value is not money:
        judged.sort(key=lambda j: -value(j.chances))
    if len(judged) < 2:
        return judged
    if level.noise:
        # Seeded from text, not hash(): a tuple's hash differs between CPython and Pyodide's 32-bit build.
        rng = random.Random(f"{board.mover}{board.opponent}{dice}")
        errors = {j.move.text: rng.gauss(0.0, level.noise) for j in judged}
        return sorted(judged, key=lambda j: -(value(j.chances) + errors[j.move.text]))
    if level.plies == 0:
        return judged
    deadline = None if level.seconds is None else started + level.seconds
    began = time.perf_counter()
    one_throw = Lookahead(reply_average_until, level.prune, deadline)
    looked = _again(judged, level.keep, level.margin, one_throw, value)
    if looked:
        one = (time.perf_counter() - began) / len(looked)  # what a look one throw ahead cost
        if is_race(board):
            ahead = Lookahead(race_reply_average, level.prune, deadline, RACE_COST * one)
            looked = _rest(looked, _again(looked, level.race_keep, level.race_margin, ahead, value))
        else:
            looked = _rest(looked, _sampled(looked, level, deadline, one, value))
    return _rest(judged, looked)


class Lookahead(NamedTuple):
    """How the chances after a move are looked at again: `until(after, prune, deadline)`, None once
    the deadline passed; a first look taken to cost `first` seconds (then what those before cost)."""

    until: Callable[[Board, int, float | None], Chances | None]
    prune: int
    deadline: float | None
    first: float = 0.0


def _again(judged: list[Judged], keep: int, margin: float, lookahead: Lookahead, value: Value,
           ) -> list[Judged]:
    """The best `keep` (none more than `margin` worse than the best) looked at again until the
    deadline, best first.

    None is looked at unless two can be compared. A move is not begun if it would likely end after
    the deadline (the first, if the second would), and is given up if the deadline passes during
    it: only moves looked at to the end are compared."""
    candidates = _candidates(judged, keep, margin, value)
    if not candidates:
        return []
    deeper: list[Judged] = []
    began, cost = time.perf_counter(), lookahead.first
    for candidate in candidates:
        now = time.perf_counter()
        if deeper:
            cost = (now - began) / len(deeper)
        if lookahead.deadline is not None and now + cost * (1 if deeper else 2) > lookahead.deadline:
            break  # it would likely end after the time allowed
        chances = lookahead.until(candidate.move.after, lookahead.prune, lookahead.deadline)
        if chances is None:
            break
        deeper.append(Judged(candidate.move, chances))
    return sorted(deeper, key=lambda j: -value(j.chances))


def _candidates(judged: list[Judged], keep: int, margin: float, value: Value) -> list[Judged]:
    """The best `keep` of `judged` (best first), none more than `margin` worse than the best; [] if
    fewer than two: a move looked at alone changes no choice."""
    best = value(judged[0].chances)
    candidates = [j for j in judged[:keep] if value(j.chances) >= best - margin]
    return candidates if len(candidates) >= 2 else []


def _sampled(looked: list[Judged], level: Level, deadline: float | None, one: float, value: Value,
             ) -> list[Judged]:
    """The best `contact_keep` of the moves looked at one throw ahead (none more than `contact_margin`
    worse than the best) compared two throws ahead, sampled, best first; [] if fewer than two."""
    candidates = _candidates(looked, level.contact_keep, level.contact_margin, value)
    if not candidates:
        return []
    # one of his throws for each move costs about what a look one throw ahead cost
    found = sampled_two_throws(candidates, level.contact_throws, level.prune, deadline, len(candidates) * one)
    return sorted(found, key=lambda j: -value(j.chances))


def _rest(judged: list[Judged], first: list[Judged]) -> list[Judged]:
    """`first`, then the others of `judged` in their order."""
    return first + [j for j in judged if all(j.move is not d.move for d in first)]


def choose(board: Board, dice: tuple[int, int], level: Level, value: Value = money) -> LegalMove | None:
    """The level's move by `value`, or None if no move is possible."""
    judged = ranked(board, dice, level, value)
    return judged[0].move if judged else None

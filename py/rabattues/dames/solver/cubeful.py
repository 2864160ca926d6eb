"""Exact money equity with the doubling cube (RULES.md §8), for every class and cube state.

Equities are per unit of the current cube value, from the view of the player to throw.
What matters of the cube is who owns it and how many doubles remain before `cube_max`:
`r` doubles left. With none left the cube is dead and the equity is the cubeless one. For
r ≥ 1 there are three owners: the mover (M), his opponent (T) and, only while the cube is
at 1, nobody (centre). Two values per state: `S`, at the start of the mover's turn (he may
double), and `ND`, in the middle of his turn (after a replayed or rerolled double) or when he
chooses not to double.

Levels are solved from the dead cube up (from the highest cube value down): a double and
take leads to the level below, already known. Within a level, each loop of classes
(x, y), (y, x) is a 2×2 system with max/min decisions; it is solved exactly by trying each
combination of decisions and keeping the consistent one (the solution is unique: every loop
shrinks, since some throw always changes the mover's side).
"""

from __future__ import annotations

from collections.abc import Callable

from ..options import Options
from .chain import Throws, solve_in_order
from .cube import levels, owned, state_count
from .cubeless import Outcomes

Gathered = tuple[list[float], int, int]
"""A class's known terms per live cube state (36ths), then the weights of the throws that change
nothing (`Throws`: repeat, hand); a plain tuple, unpacked by name."""


def flip(j: int, count: int) -> int:
    """The same cube seen by the other player: owner M ↔ T, the centre stays."""
    return j if j == count - 1 else j ^ 1


def dead_equity(outcomes: Outcomes) -> list[float]:
    """Cubeless equity of every class: Σ m × (P(win ×m) − P(lose ×m))."""
    w1, w2, w4, l1, l2, l4 = outcomes[:6]
    return [a + 2 * b + 4 * c - d - 2 * e - 4 * f
            for a, b, c, d, e, f in zip(w1, w2, w4, l1, l2, l4, strict=True)]


def solve_cubeful(options: Options, outcomes: Outcomes) -> list[float]:
    """`ND` of every class and live cube state, flat: [count * class + state].

    `S` follows: max(ND, min(1, 2 × ND of the level below with the opponent owning)) where
    the mover may double, else ND.
    """
    count, top = state_count(options.cube_max), levels(options.cube_max)
    dead = dead_equity(outcomes)
    no_double, handed = [0.0] * (count * len(dead)), [0.0] * (count * len(dead))

    def store(a: int, b: int, ga: Gathered, gb: Gathered) -> None:
        """Solve the loop of the classes a and b; keep ND, and S as the opponent sees it."""
        nd_a, s_a, nd_b, s_b = _solve_loop(ga, gb, dead[a], dead[b], top, same=b == a)
        for cls, nd, s in ((a, nd_a, s_a), (b, nd_b, s_b)):
            base = count * cls
            no_double[base:base + count] = nd
            handed[base:base + count] = [-s[flip(j, count)] for j in range(count)]

    solve_in_order(options.passing, options.doubles, options.multipliers,
                   _gatherer(no_double, handed, count), store)
    return no_double


def _solve_loop(ga: Gathered, gb: Gathered, dead_a: float, dead_b: float, top: int,
                *, same: bool) -> tuple[list[float], list[float], list[float], list[float]]:
    """ND and S of both classes of a loop at every cube state, level by level."""
    count = 2 * top - 1
    nd_a, s_a, nd_b, s_b = [0.0] * count, [0.0] * count, [0.0] * count, [0.0] * count
    (ca, repeat_a, hand_a), (cb, repeat_b, hand_b) = ga, gb
    alpha, beta = 36 - repeat_a, 36 - repeat_b

    def solve(ja: int, jb: int, da: float | None, db: float | None) -> None:
        """One coupled pair of states: A's state ja hands over to B's state jb and back."""
        ua, sa, ub, sb = _decide(alpha, hand_a, ca[ja], da, beta, hand_b, cb[jb], db)
        nd_a[ja], s_a[ja], nd_b[jb], s_b[jb] = ua, sa, ub, sb

    below_a, below_b = dead_a, dead_b
    for r in range(1, top + 1):
        offer_a, offer_b = min(1.0, 2 * below_a), min(1.0, 2 * below_b)
        if r == top:
            solve(count - 1, count - 1, offer_a, offer_b)
            break
        m, t = owned(r, True), owned(r, False)
        solve(m, t, offer_a, None)
        if same:
            nd_a[t], s_a[t], nd_b[m], s_b[m] = nd_b[t], s_b[t], nd_a[m], s_a[m]
        else:
            solve(t, m, None, offer_b)
        below_a, below_b = nd_a[t], nd_b[t]
    return nd_a, s_a, nd_b, s_b


def _decide(alpha: int, ta: int, ca: float, da: float | None,
            beta: int, tb: int, cb: float, db: float | None) -> tuple[float, float, float, float]:
    """Solve α·u = ca − ta·SB, β·v = cb − tb·SA with S = max(ND, d) where a double is open.

    d is the doubler's result of doubling (min of take and drop), None where he may not.
    Returns (u, SA, v, SB): u, v are the no-double values. Each combination of decisions is
    a linear system; the one whose decisions agree with its own values is the solution.
    """
    best: tuple[float, tuple[float, float, float, float]] | None = None
    for double_a in (False, True) if da is not None else (False,):
        for double_b in (False, True) if db is not None else (False,):
            if double_a and double_b:
                assert da is not None and db is not None
                u, v = (ca - ta * db) / alpha, (cb - tb * da) / beta
            elif double_a:
                assert da is not None
                v = (cb - tb * da) / beta
                u = (ca - ta * v) / alpha
            elif double_b:
                assert db is not None
                u = (ca - ta * db) / alpha
                v = (cb - tb * u) / beta
            else:
                det = alpha * beta - ta * tb
                u, v = (beta * ca - ta * cb) / det, (alpha * cb - tb * ca) / det
            sa = da if double_a and da is not None else u
            sb = db if double_b and db is not None else v
            miss = _miss(u, da, double_a) + _miss(v, db, double_b)
            if best is None or miss < best[0]:
                best = (miss, (u, sa, v, sb))
            if miss == 0.0:
                return u, sa, v, sb
    assert best is not None
    return best[1]


def _miss(u: float, d: float | None, doubled: bool) -> float:
    """How far a decision is from optimal for the values it produced (0 when consistent)."""
    if d is None:
        return 0.0
    return max(0.0, u - d) if doubled else max(0.0, d - u)


def _gatherer(no_double: list[float], handed: list[float], count: int) -> Callable[[Throws], Gathered]:
    """The function that sums a class's known terms from the classes already solved."""

    def gather(throws_of_class: Throws) -> Gathered:
        """Known terms of a class for every cube state: its ends (exact), then the classes it leads to."""
        won, lost, later, repeat, hand = throws_of_class
        sums = [float(won[0] - lost[0] + 2 * (won[1] - lost[1]) + 4 * (won[2] - lost[2]))] * count
        for w, k, kept in later:
            values, base = no_double if kept else handed, count * k
            sums = [total + w * v for total, v in zip(sums, values[base:base + count], strict=True)]
        return sums, repeat, hand

    return gather

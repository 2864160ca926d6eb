"""Hand-made contact features beside the raw board, for each side: what an expert counts.

As in TD-Gammon and GNU Backgammon's contact network, the raw counts are joined by a few
numbers a net would find hard to work out for itself from them: the shots at a side's blots,
the pips those shots cost, how its back checker escapes, how well it is contained, its
anchors, its prime, its home board, how far it still has to go to break contact.

Each is computed for one side S (its checkers `own`, in its numbering) against the other
side O (`other`, in O's numbering), as if O were to throw next. Points are bits of an int in
S's numbering: O's checker on his point q is on S's point 25 − q, and O's bar is S's point 0,
so O moves up the bits (r → r + d) while S moves down them.

The numbers are ratios of small integers, so they take few values (the network keeps one
scaled row of weights for each value it meets). `tools/train_bg.py` computes the same numbers
in numpy for many boards at once; a test holds the two equal.

>>> from .board import START
>>> side_features(START.mover, START.opponent)[:3]  # no blots: no shots; the back checkers' escapes
(0.0, 0.0, 0.6666666666666666)
"""

from __future__ import annotations

from ..kernel.dice import DISTINCT_THROWS
from .board import Counts

FEATURES = 13
"""Numbers per side."""
NAMES = ("shots", "pip loss", "back escapes", "containment", "back checker", "back anchor",
         "forward anchor", "anchors", "checkers back", "break contact", "prime", "home points", "blots")
_FULL = (1 << 25) - 1
"""S's points 0–24 as bits (0: O's bar)."""


def _escapes_by_distance(mask: int) -> int:
    """Throws (of 36) taking a checker past the points ahead of it (bit d − 1: blocked at distance d).

    GNU Backgammon's count: both dice summed land on an open point, reached through an open
    point by one of the dice (doubles are counted as two dice only)."""
    count = 0
    for n0 in range(6):
        for n1 in range(n0 + 1):
            if not mask & (1 << (n0 + n1 + 1)) and not (mask & (1 << n0) and mask & (1 << n1)):
                count += 1 if n0 == n1 else 2
    return count


def _reversed12(x: int) -> int:
    """The 12 low bits of x in reverse order."""
    return int(f"{x:012b}"[::-1], 2)


ESCAPES = tuple(_escapes_by_distance(_reversed12(x)) for x in range(4096))
"""Escapes of a checker on point p, indexed by the blocks on points p − 12 … p − 1 (bit j: p − 12 + j)."""


def escapes(blocks: int, point: int) -> int:
    """Throws (of 36) letting S's checker on `point` (25: the bar) escape O's blocks (bits, S's numbering)."""
    window = blocks >> (point - 12) if point >= 12 else blocks << (12 - point)
    return ESCAPES[window & 0xFFF]


def hits(blots: int, blocks: int, others: int, bar: int) -> tuple[int, int]:
    """Throws (of 36) with which O can hit one of S's blots, and the sum over them of the pips lost.

    `blots`, `blocks` (S's points with 2 or more) and `others` (O's checkers on the board) are
    bits in S's numbering; `bar` is how many O has on his bar (they must enter first, on S's
    points 1–6). A throw's loss is the most a hit costs S: a blot on point p costs 25 − p."""
    if not blots or not (bar or others & ((1 << blots.bit_length()) - 1)):
        return 0, 0  # no blot, or none ahead of any of O's checkers
    free = _FULL & ~blocks
    count = loss = 0
    if bar:
        for (a, b), weight in DISTINCT_THROWS:
            hit = _hit(a, b, blots, free, others, bar)
            if hit:
                count += weight
                loss += weight * (26 - (hit & -hit).bit_length())
        return count, loss
    # The usual case, none on the bar: each die's steps once, then every throw from them.
    step = [others << d for d in range(7)]
    through = [x & free for x in step]
    for a in range(1, 7):
        found, reach = 0, through[a]
        for _ in range(3):
            found |= reach & blots
            reach = reach << a & free
        found |= reach & blots
        if found:
            count += 1
            loss += 26 - (found & -found).bit_length()
        step_a, through_a = step[a], through[a]
        for b in range(a + 1, 7):
            hit = (step_a | step[b] | through_a << b | through[b] << a) & blots
            if hit:
                count += 2
                loss += 2 * (26 - (hit & -hit).bit_length())
    return count, loss


def _hit(a: int, b: int, blots: int, free: int, others: int, bar: int) -> int:
    """S's blots O can hit with the throw (a, b) (bits)."""
    if a == b:
        if bar:
            if not free >> a & 1:
                return 0
            start, steps, found = others | 1 << a, 4 - min(bar, 4), blots & 1 << a
        else:
            start, steps, found = others, 4, 0
        for _ in range(steps):
            start = start << a & free
            found |= start & blots
        return found
    if bar > 1:
        return (1 << a | 1 << b) & free & blots
    if bar == 1:
        found = 0
        for first, second in ((a, b), (b, a)):
            if free >> first & 1:
                found |= (1 << first | (others | 1 << first) << second) & blots
        return found
    step_a, step_b = others << a, others << b
    return (step_a | step_b | (step_a & free) << b | (step_b & free) << a) & blots


def side_features(own: Counts, other: Counts) -> tuple[float, ...]:
    """The FEATURES numbers of side `own` against `other` (each in its own numbering)."""
    return tuple(n / scale for n, scale in zip(side_counts(own, other), SCALES, strict=True))


SCALES = (36, 900, 36, 36, 24, 24, 6, 3, 5, 100, 6, 6, 4)
"""What each of `side_counts` is divided by."""
_CONTAINED: dict[int, int] = {}
"""The fewest escapes from S's points 15–24, for O's blocks (remembered: O's points change slowly)."""


def side_counts(own: Counts, other: Counts) -> tuple[int, ...]:
    """The features of side `own` against `other` as whole numbers, before their `SCALES`."""
    made = blots = others = other_made = back = 0
    contact_line = 0 if other[25] else 25
    for p in range(1, 25):
        n = own[p]
        if n:
            back = p
            if n >= 2:
                made |= 1 << p
            else:
                blots |= 1 << p
        else:
            m = other[25 - p]
            if m:
                others |= 1 << p
                if m >= 2:
                    other_made |= 1 << p
                if p < contact_line:
                    contact_line = p  # S's checkers above O's last one must still pass it
    if own[25]:
        back = 25
    shots, loss = hits(blots, made, others, other[25])
    contained = _CONTAINED.get(other_made)
    if contained is None:
        if len(_CONTAINED) > 50_000:
            _CONTAINED.clear()
        contained = _CONTAINED[other_made] = min([escapes(other_made, p) for p in range(15, 25)])
    anchors = made >> 19
    return (
        shots,
        loss,
        escapes(other_made, back) if back else 0,
        36 - contained,
        back,
        made.bit_length() - 1 if made else 0,
        7 - (anchors & -anchors).bit_length() if anchors else 0,  # 25 − the lowest anchor's point
        anchors.bit_count(),
        sum(own[19:26]),
        sum([(p - contact_line) * own[p] for p in range(contact_line + 1, 26)]),
        _longest_run(made),
        (made >> 1 & 63).bit_count(),
        blots.bit_count(),
    )


def _longest_run(bits: int) -> int:
    """The longest run of consecutive set bits."""
    run = 0
    while bits:
        bits &= bits << 1
        run += 1
    return run

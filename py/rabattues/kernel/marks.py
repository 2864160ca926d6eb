"""GNU Backgammon's marks for a reviewed game (both games' reviews): errors by equity lost, throws by
luck, a rating of play.

The thresholds are GNU Backgammon 1.07's defaults, as `show analysis` prints them: a checker
play or cube decision losing at least 0.03 equity is doubtful, 0.06 bad, 0.12 very bad; a
throw worth at least +0.3 is lucky, +0.6 very lucky (−0.3, −0.6 the same for bad luck). (Older
versions used 0.04, 0.08, 0.16.) The rating of play is GNU's table
of the error rate per decision, from its manual ("All about GNU", Analysis results and grade).
"""

from __future__ import annotations

DOUBTFUL, BAD, VERY_BAD = 0.03, 0.06, 0.12
"""Equity lost per unit of the cube (GNU 1.07: `show analysis`)."""
LUCKY, VERY_LUCKY = 0.3, 0.6
"""Equity gained (or, negated, lost) by a throw."""
RATINGS = ((0.002, "supernatural"), (0.005, "world_class"), (0.008, "expert"), (0.012, "advanced"),
           (0.018, "intermediate"), (0.026, "casual"), (0.035, "beginner"))
"""GNU's grades: the error rate per decision below which each is given (else `awful`)."""
ERROR_MARKS = ("doubtful", "bad", "very_bad")
LUCK_MARKS = ("very_lucky", "lucky", "unlucky", "very_unlucky")


def error_mark(loss: float) -> str | None:
    """`very_bad`, `bad`, `doubtful`, or None for a loss below GNU's first threshold."""
    marks = ((VERY_BAD, "very_bad"), (BAD, "bad"), (DOUBTFUL, "doubtful"))
    return next((mark for threshold, mark in marks if loss >= threshold), None)


def luck_mark(luck: float) -> str | None:
    """`very_lucky`, `lucky`, `unlucky`, `very_unlucky`, or None in between."""
    if luck >= VERY_LUCKY:
        return "very_lucky"
    if luck >= LUCKY:
        return "lucky"
    if luck <= -VERY_LUCKY:
        return "very_unlucky"
    if luck <= -LUCKY:
        return "unlucky"
    return None


def rating(rate: float | None) -> str | None:
    """GNU's grade for an error rate per decision (None with no decision to grade)."""
    if rate is None:
        return None
    return next((name for limit, name in RATINGS if rate < limit), "awful")

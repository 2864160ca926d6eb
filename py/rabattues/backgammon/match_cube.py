"""Cube decisions and the value of a position in match play, in match winning chances (RULES.md §12.11).

Janowski's cube-life model (cube.py) carried over to a match, as GNU Backgammon evaluates match
play: each result of the game (a single game, a gammon or a backgammon won or lost, at the cube's
value) is worth the match winning chance (MWC) of the score it leads to, read in the match equity
table (met.py). With a dead cube the position is worth the chances of those results times their
MWC. With a perfectly live cube its worth is piecewise linear in the chance p of winning the game,
joining: p = 0, losing (gammons as often as they come); the opponent's cash point, losing the
cube's value; the player's own cash point, winning it; p = 1, winning (gammons included). The
cash points come from the table, from the highest cube level down: when the doubled cube would be
dead for a player, the taker's point is where taking and dropping are worth the same (counting
the free redouble of an opponent whose cube is still alive); else the taker, owning a live cube,
is assumed to redouble at his own cash point one level up. The worth is x·live + (1 − x)·dead, x
the cube's efficiency (cube.py); in the Crawford game, and with a cube dead for both players, the
dead worth alone.

The player on roll doubles when both answers are worth more to him than not doubling, and also
when his opponent should drop and he can win no gammon (playing on could win no more than the
cube's value, which the double wins now: GNU Backgammon's "double, pass" rather than "too
good"); his opponent takes when taking leaves him a better chance than dropping. When the cube taken is dead
for the doubler and alive for the taker (the leader 2-away doubling a trailer who needs more),
the taker's redouble at once costs him nothing the doubler could win: double-take is then worth
no more than that redouble taken or dropped.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..kernel.colors import COLORS, Color, other
from ..kernel.match import Match
from . import evaluate
from .board import is_race, pip_count
from .chances import Chances
from .cube import CubeDecision, Owner, efficiency
from .game import GameState
from .met import after

RESULTS = (1, 2, 3)
"""A game's multipliers: single, gammon, backgammon."""


@dataclass(frozen=True, slots=True)
class Rates:
    """Of the games a player wins, the shares that are gammons only and backgammons (for each player)."""

    gammon: dict[Color, float]
    backgammon: dict[Color, float]

    def mix(self, match: Match, player: Color, winner: Color, cube: int) -> float:
        """`player`'s MWC when `winner` wins at this cube, singles, gammons and backgammons mixed."""
        g, bg = self.gammon[winner], self.backgammon[winner]
        single, gammon, backgammon = (after(match, player, winner, k * cube) for k in RESULTS)
        return (1 - g - bg) * single + g * gammon + bg * backgammon


def rates(chances: Chances, mover: Color) -> Rates:
    """The gammon and backgammon shares of each player's wins, from the chances of the player on roll."""
    c, p, q = chances, chances.win, 1 - chances.win
    mine = ((c.win_gammon - c.win_backgammon) / p, c.win_backgammon / p) if p > 0 else (0.0, 0.0)
    theirs = ((c.lose_gammon - c.lose_backgammon) / q, c.lose_backgammon / q) if q > 0 else (0.0, 0.0)
    opponent = other(mover)
    return Rates({mover: mine[0], opponent: theirs[0]}, {mover: mine[1], opponent: theirs[1]})


def dead(chances: Chances, match: Match, player: Color, mover: Color, cube: int) -> float:
    """`player`'s MWC with a dead cube: each result's chance times the MWC it leads to."""
    c, opponent = chances, other(mover)
    shares = {(mover, 1): c.win - c.win_gammon, (mover, 2): c.win_gammon - c.win_backgammon,
              (mover, 3): c.win_backgammon, (opponent, 1): 1 - c.win - c.lose_gammon,
              (opponent, 2): c.lose_gammon - c.lose_backgammon, (opponent, 3): c.lose_backgammon}
    return sum(share * after(match, player, winner, k * cube) for (winner, k), share in shares.items())


def is_live(match: Match, cube: int) -> bool:
    """Whether the cube can still be used in this game: not the Crawford game, not dead for both,
    and not both players 2-away (the first double kills it)."""
    both_dead = all(match.points(c) + cube >= match.length for c in COLORS)
    both_two_away = all(match.away(c) == 2 for c in COLORS)
    return not (match.crawford or both_dead or both_two_away)


def cash_points(match: Match, mover: Color, cube: int, share: Rates) -> dict[Color, float]:
    """Each player's cash point at this cube (his chance of winning the game above which his
    opponent should drop), live where the cube stays alive."""
    need = {c: match.away(c) - 1 for c in COLORS}
    top = cube
    while all(need[c] >= 2 * top for c in COLORS):
        top *= 2
    live: dict[Color, float] = {}
    level = top
    while level >= cube:
        above = dict(live)
        for k in COLORS:
            live[k] = _cash_point(match, k, level, share, need, above)
        level //= 2
    return live


def _cash_point(match: Match, k: Color, level: int, share: Rates, need: dict[Color, int],
                above: dict[Color, float]) -> float:
    """Player k's cash point when he doubles a cube of this level."""
    opponent = other(k)
    drop = after(match, k, k, level)
    if need[k] < 2 * level or need[opponent] < 2 * level:  # the doubled cube is dead for someone
        taken = 2 * level * (2 if need[k] < 2 * level <= need[opponent] else 1)  # the free redouble
        win, lose = share.mix(match, k, k, taken), share.mix(match, k, opponent, taken)
        return (lose - drop) / (lose - win) if lose != win else 1.0
    redouble_drop = after(match, k, opponent, 2 * level)
    win = share.mix(match, k, k, 2 * level)
    return 1 - above[opponent] * (drop - win) / (redouble_drop - win)


def cubeful(chances: Chances, match: Match, mover: Color, cube: int, owner: Owner, x: float) -> float:
    """The MWC of the player on roll, before his throw, with the cube where it is (`owner` as he sees it)."""
    if not is_live(match, cube):
        return dead(chances, match, mover, mover, cube)
    opponent, p = other(mover), chances.win
    share = rates(chances, mover)
    points = cash_points(match, mover, cube, share)
    lose, win = share.mix(match, mover, opponent, cube), share.mix(match, mover, mover, cube)
    lose_cash, win_cash = after(match, mover, opponent, cube), after(match, mover, mover, cube)
    their_point, my_point = 1 - points[opponent], points[mover]
    if owner != "mover" and p <= their_point:
        live = lose + (lose_cash - lose) * p / their_point if their_point > 0 else lose
    elif owner == "opponent":
        live = lose_cash + (win - lose_cash) * (p - their_point) / (1 - their_point)
    elif p >= my_point:
        live = win_cash + (win - win_cash) * (p - my_point) / (1 - my_point) if my_point < 1 else win
    elif owner == "mover":
        live = lose + (win_cash - lose) * p / my_point if my_point > 0 else win_cash
    else:
        live = lose_cash + (win_cash - lose_cash) * (p - their_point) / (my_point - their_point)
    return x * live + (1 - x) * dead(chances, match, mover, mover, cube)


def decide(chances: Chances, match: Match, mover: Color, *, value: int, owner: Owner, x: float,
           below_max: bool = True) -> CubeDecision:
    """The match cube decision of the player on roll, in his MWC, from his chances before the throw."""
    no_double = cubeful(chances, match, mover, value, owner, x)
    double_take = min(cubeful(chances, match, mover, 2 * value, "opponent", x),
                      redoubled(chances, match, mover, 2 * value))
    double_drop = after(match, mover, mover, value)
    available = owner != "opponent" and below_max and match.may_double(mover, value)
    double = available and doubles(no_double, double_take, double_drop, chances.win_gammon > 0)
    return CubeDecision(no_double, double_take, double_drop, double, double_take <= double_drop, available)


def doubles(no_double: float, double_take: float, double_drop: float, can_win_gammon: bool) -> bool:
    """Whether the player on roll should double, his three choices' MWC given: when both answers
    are worth more than not doubling, or his opponent should drop and no gammon can be won."""
    return min(double_take, double_drop) > no_double or (double_take > double_drop and not can_win_gammon)


def redoubled(chances: Chances, match: Match, mover: Color, cube: int) -> float:
    """The doubler's MWC when the taker redoubles at once: worth it to the taker when the cube taken
    is dead for the doubler (winning at it already wins him the match) and alive for the taker,
    since a redouble then risks nothing of his; the doubler takes (the game played for the cube
    redoubled, dead for both) or drops (losing the cube taken), whichever is better for him.
    1.0 (no bound) when the taker has no such redouble."""
    taker = other(mover)
    if match.away(mover) > cube or match.away(taker) <= cube:
        return 1.0
    return max(dead(chances, match, mover, mover, 2 * cube), after(match, mover, taker, cube))


def position_value(decision: CubeDecision) -> float:
    """The worth of the position to the player on roll, his cube action taken as it should be."""
    if decision.double:
        return min(decision.double_take, decision.double_drop)
    return decision.no_double


def state_decision(state: GameState, chances: Chances | None = None) -> CubeDecision:
    """The match cube decision of the player on roll in this state (his chances before the throw:
    averaged over his 21 throws unless given)."""
    assert state.match is not None
    board, cube, owner = state.board, state.cube, owner_seen(state)
    chances = evaluate.before_roll(board) if chances is None else chances
    x = efficiency(is_race(board), pip_count(board.mover))
    return decide(chances, state.match, state.turn, value=cube.value, owner=owner, x=x,
                  below_max=cube.value * 2 <= state.options.cube_max and state.options.cube)


def owner_seen(state: GameState) -> Owner:
    """Where the cube is, seen by the player on roll."""
    owner = state.cube.owner
    return "centre" if owner is None else "mover" if owner == state.turn else "opponent"

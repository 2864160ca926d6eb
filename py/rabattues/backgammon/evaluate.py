"""Evaluation: the exact bear-off database when both players are home, the network otherwise.

Chances are always those of the player on roll, before he throws ("0-ply"). A move is judged
by the chances of the position after it, seen by the opponent then flipped; the best move is
the one with the highest cubeless equity. `before_roll` averages the 21 throws ("1-ply"),
each played by that choice, for cube decisions.

>>> from .board import START
>>> best_move(START, (3, 1)).text
'8/5 6/5'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..kernel.dice import THROW_CHANCES
from .bearoff import database, is_bearoff
from .board import OFF, Board, Counts
from .chances import Chances
from .game import legal_moves
from .movegen import apply_play, generate_plays
from .moves import LegalMove
from .network import Start, default_networks
from .race_backgammon import backgammon
from .race_gammon import gammon


@dataclass(frozen=True, slots=True)
class Judged:
    """A legal move with the mover's chances after it."""

    move: LegalMove
    chances: Chances

    @property
    def equity(self) -> float:
        """The mover's cubeless equity after the move."""
        return self.chances.equity


def chances(board: Board) -> Chances:
    """The chances of the player on roll, before his throw."""
    if board.opponent[OFF] == 15:
        return Chances(0.0, 0.0, 0.0, *_loss(board.mover))
    if is_bearoff(board):
        return database().chances(board)
    networks = default_networks()
    network = networks.for_board(board)
    return possible(board, network.chances(board), network is networks.race)


def possible(board: Board, found: Chances, race: bool) -> Chances:
    """The network's chances, but what the rules and counting decide set by them.

    A player who has borne off a checker cannot lose a gammon. In a race (`race`), a player with
    no checker in the other's home board (his points 19–24) cannot lose a backgammon, as no checker
    moves back; one with checkers there, against a player with all his home, loses one with the
    chance `race_backgammon` counts, and a player with no checker off and a few outside his home
    board, against one with all his home, loses a gammon with the chance `race_gammon` counts
    (his gammon at least as likely as his backgammon)."""
    win, win_gammon, win_backgammon, lose_gammon, lose_backgammon = found
    if race:
        lose_backgammon = _race_backgammon(board.mover, board.opponent, True, lose_backgammon)
        win_backgammon = _race_backgammon(board.opponent, board.mover, False, win_backgammon)
        lose_gammon = _counted(gammon(board.mover, board.opponent, True), lose_gammon)
        win_gammon = _counted(gammon(board.opponent, board.mover, False), win_gammon)
        lose_gammon, win_gammon = max(lose_gammon, lose_backgammon), max(win_gammon, win_backgammon)
    if board.opponent[OFF]:
        win_gammon = win_backgammon = 0.0
    if board.mover[OFF]:
        lose_gammon = lose_backgammon = 0.0
    return Chances(win, win_gammon, win_backgammon, lose_gammon, lose_backgammon).consistent()


def _counted(counted: float | None, network: float) -> float:
    """The counted chance, or the network's where it is not counted."""
    return network if counted is None else counted


def _race_backgammon(trailer: Counts, leader: Counts, trailer_throws_first: bool, network: float) -> float:
    """The chance that `trailer` loses a backgammon in a race: 0 with no checker back, counted
    when the leader is home (`race_backgammon`), else the network's."""
    if not any(trailer[19:25]):
        return 0.0
    return _counted(backgammon(trailer, leader, trailer_throws_first), network)


def _loss(loser: tuple[int, ...]) -> tuple[float, float]:
    """Lose-gammon and lose-backgammon of a finished game (0 or 1)."""
    gammon = loser[OFF] == 0
    return float(gammon), float(gammon and (loser[25] > 0 or any(loser[19:25])))


def after(board_after: Board) -> Chances:
    """The mover's chances after his move (the board still seen by him)."""
    return chances(board_after.flipped()).flipped()


def judge(board: Board, dice: tuple[int, int]) -> list[Judged]:
    """Every legal move with its chances, best first (ties: a move that ends the game first, as a
    player would not drag on a game already won, then the generator's order)."""
    moves = legal_moves(board, dice).moves
    judged = [Judged(m, c) for m, c in zip(moves, after_all(board, [m.after for m in moves]), strict=True)]
    return sorted(judged, key=lambda j: (-j.equity, j.move.after.mover[OFF] != 15))


def best_move(board: Board, dice: tuple[int, int]) -> LegalMove | None:
    """The move with the best cubeless equity, or None if no move is possible."""
    judged = judge(board, dice)
    return judged[0].move if judged else None


Starts = dict[int, Start]
"""Each network's `Start` from one board, by the network's id: kept while many moves from it are judged."""


def after_all(board: Board, afters: list[Board], starts: Starts | None = None) -> list[Chances]:
    """The mover's chances after each of several moves from `board` (seen by him after them).

    Each network's hidden sums of `board` are computed once (or taken from `starts`, which
    keeps them for the next call from the same board), and each move's from the few inputs
    it changes.
    """
    networks, base = default_networks(), board.flipped()
    starts = {} if starts is None else starts
    found = []
    for board_after in afters:
        seen = board_after.flipped()
        if seen.opponent[OFF] == 15 or is_bearoff(seen):
            found.append(chances(seen).flipped())
            continue
        network = networks.for_board(seen)
        start = starts.get(id(network))
        if start is None:
            start = starts[id(network)] = network.start(base)
        found.append(possible(seen, network.chances_from(network.sums_after(start, seen)),
                              network is networks.race).flipped())
    return found


def best_after(board: Board, dice: tuple[int, int], prune: int = 0, starts: Starts | None = None,
               ) -> Chances | None:
    """The mover's chances after his best move (None if he cannot move); no notation is made.

    With `prune` and a pruning network, only that many moves, the best by it, are judged.
    `starts`: as for `after_all`, kept from one throw to the next from the same board."""
    found = best_board_after(board, dice, prune, starts)
    return found[1] if found else None


def best_board_after(board: Board, dice: tuple[int, int], prune: int = 0, starts: Starts | None = None,
                     ) -> tuple[Board, Chances] | None:
    """The board after the mover's best move (seen by him) and his chances there; None if he cannot move."""
    afters = [apply_play(board, play) for play in generate_plays(board, dice)]
    starts = {} if starts is None else starts
    if prune and len(afters) > prune:
        afters = pruned(board, afters, prune, starts)
    outcomes = after_all(board, afters, starts)
    if not outcomes:
        return None
    best = max(range(len(outcomes)), key=lambda i: outcomes[i].equity)
    return afters[best], outcomes[best]


def pruned(board: Board, afters: list[Board], keep: int, starts: Starts) -> list[Board]:
    """The `keep` best of the boards after moves from `board`, by the pruning network (all if none)."""
    network, base = default_networks().prune, board.flipped()
    if network is None:
        return afters
    start = starts.get(id(network))
    if start is None:
        start = starts[id(network)] = network.start(base)
    scored: list[tuple[float, int, Board]] = []
    for board_after in afters:
        seen = board_after.flipped()
        if seen.opponent[OFF] == 15 or is_bearoff(seen):
            equity = chances(seen).equity
        else:
            equity = network.equity_from(network.sums_after(start, seen))
        scored.append((equity, len(scored), board_after))  # the opponent's equity: least is best
    return [b for _, _, b in sorted(scored)[:keep]]


def throw_outcomes(board: Board, prune: int = 0) -> list[tuple[tuple[int, int], float, Chances]]:
    """Each of the 21 throws, its chance, and the mover's chances after his best play of it.

    With `prune`, only that many plays of a throw, the best by the pruning network, are judged."""
    starts: Starts = {}  # the same board before every throw: its sums are computed once
    return [(dice, weight, best_after(board, dice, prune, starts) or chances(board.flipped()).flipped())
            for dice, weight in THROW_CHANCES]


def average(outcomes: list[tuple[tuple[int, int], float, Chances]]) -> Chances:
    """The chances averaged over the throws, each by its weight."""
    total = [0.0] * 5
    for _dice, weight, outcome in outcomes:
        for i, value in enumerate(outcome):
            total[i] += weight * value
    return Chances(*total).consistent()


def before_roll(board: Board, prune: int = 0) -> Chances:
    """The chances of the player on roll averaged over his 21 throws, each played best (1-ply)."""
    return average(throw_outcomes(board, prune))

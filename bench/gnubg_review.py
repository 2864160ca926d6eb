"""Benchmark: the review's marks of checker play against GNU Backgammon's, on a few games.

GNU Backgammon (GPL, the Debian package `gnubg`) is only run beside the engine. This script
runs inside gnubg's embedded Python:

    GAMES=4 PLIES=2 SEED=1 RABATTUES_BEAROFF=build/bearoff/bearoff.bin \\
        gnubg -q -t -p bench/gnubg_review.py

Games are played by our computer for both players, one move in four chosen at random (so that
there are errors to mark), the cube left alone. Each game is reviewed by `review.game_review`;
for every move with a choice, gnubg evaluates every legal move (cubeless, PLIES plies) and its
loss is gnubg's best equity minus the played move's. Both losses are marked by GNU's thresholds
(`marks.py`); the script prints how often the marks agree, how often both call it an error or
not, and the mean difference of the losses. The luck of the first LUCK_THROWS throws of each
game (not the opening's) is compared the same way: gnubg's 0-ply luck, its best play of the
dice thrown minus the average of its best plays of the 21 throws (cubeless), marked by GNU's
luck thresholds.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(os.getcwd()) / "py"))

import gnubg  # type: ignore[import-not-found]  # only inside GNU Backgammon

from rabattues.backgammon import evaluate
from rabattues.backgammon.actions import Move
from rabattues.backgammon.board import OFF, Board
from rabattues.backgammon.game import legal_moves, multiplier
from rabattues.backgammon.moves import LegalMove
from rabattues.backgammon.options import preset
from rabattues.backgammon.record import Record
from rabattues.backgammon.review import game_review
from rabattues.kernel.actions import Opening, Throw
from rabattues.kernel.dice import THROW_CHANCES
from rabattues.kernel.marks import error_mark, luck_mark


def play(seed: int, rng: random.Random) -> Record:
    """A game from the start, typed dice, our best move three times in four, else a random one."""
    record = Record(options=preset("money"), seed=seed, dice="typed")
    state = record.initial_state()
    while not state.is_terminal():
        if state.opening:
            action: object = Opening(rng.randint(1, 6), rng.randint(1, 6))
        elif state.dice is None:
            action = Throw((rng.randint(1, 6), rng.randint(1, 6)))
        else:
            moves = legal_moves(state.board, state.dice).moves
            best = evaluate.best_move(state.board, state.dice)
            assert best is not None
            action = Move((rng.choice(moves) if rng.random() < 0.25 else best).text)
        record = record.with_action(action)  # type: ignore[arg-type]
        state = state.child(action)  # type: ignore[arg-type]
    return record


def gnubg_equity(move: LegalMove, context: object, cube: object) -> float:
    """gnubg's cubeless equity of the position after a move, for the player who moved."""
    after = move.after
    if after.mover[OFF] == 15:
        return float(multiplier(after.opponent))
    probs = gnubg.evaluate((tuple(after.mover[1:26]), tuple(after.opponent[1:26])), cube, context)
    win, win_g, win_bg, lose_g, lose_bg = probs[:5]
    return -(2 * win - 1 + win_g - lose_g + win_bg - lose_bg)


def gnubg_best(board: Board, dice: tuple[int, int], context: object, cube: object) -> float:
    """gnubg's equity after its best play of a throw (our legal moves, its evaluation)."""
    moves = legal_moves(board, dice).moves
    if not moves:  # no move: the position as it stands, the opponent on roll
        probs = gnubg.evaluate((tuple(board.mover[1:26]), tuple(board.opponent[1:26])), cube, context)
        win, win_g, win_bg, lose_g, lose_bg = probs[:5]
        return -(2 * win - 1 + win_g - lose_g + win_bg - lose_bg)
    return max(gnubg_equity(m, context, cube) for m in moves)


def gnubg_luck(board: Board, dice: tuple[int, int], context: object, cube: object) -> float:
    """gnubg's luck of a throw: its best play of the dice minus the weighted average over the 21."""
    faces = (min(dice), max(dice))
    found = {d: gnubg_best(board, d, context, cube) for d, _w in THROW_CHANCES}
    return found[faces] - sum(w * found[d] for d, w in THROW_CHANCES)


def main() -> None:
    games, plies = int(os.environ.get("GAMES", "4")), int(os.environ.get("PLIES", "2"))
    seed = int(os.environ.get("SEED", "1"))
    luck_throws = int(os.environ.get("LUCK_THROWS", "12"))
    for command in ("set display off", "set player 0 human", "set player 1 human", "new game"):
        gnubg.command(command)
    context, cube = gnubg.evalcontext(0, plies, 1, 1, 0.0), gnubg.cubeinfo()
    rng = random.Random(seed)
    same = both_error = both_clean = total = throws = luck_same = 0
    luck_context = gnubg.evalcontext(0, 0, 1, 1, 0.0)
    luck_differences: list[float] = []
    differences: list[float] = []
    for number in range(games):
        record = play(seed + number, rng)
        states = record.initial_state(), *(step.state for step in record.steps())
        for row in (d for d in game_review(record)["decisions"] if d["kind"] == "move"):
            if row["forced"]:
                continue
            state = states[row["n"] - 1]
            assert state.dice is not None
            moves = legal_moves(state.board, state.dice)
            equities = {m.text: gnubg_equity(m, context, cube) for m in moves}
            theirs = max(equities.values()) - equities[row["played"]]
            total += 1
            same += error_mark(theirs) == row["mark"]
            both_error += error_mark(theirs) is not None and row["mark"] is not None
            both_clean += error_mark(theirs) is None and row["mark"] is None
            differences.append(abs(theirs - row["loss"]))
        reviewed = game_review(record)["luck"]["throws"]
        for throw in reviewed[:luck_throws]:  # gnubg's Python calls are slow: a sample
            if throw["opening"]:
                continue
            board, dice = states[throw["n"] - 1].board, (throw["dice"][0], throw["dice"][1])
            luck = gnubg_luck(board, dice, luck_context, cube)
            throws += 1
            luck_same += luck_mark(luck) == throw["mark"]
            luck_differences.append(abs(luck - throw["luck"]))
    print(f"{games} games, {total} moves with a choice, gnubg at {plies} plies")
    print(f"same mark: {same}/{total} ({same / total:.0%}); both an error: {both_error}; "
          f"both clean: {both_clean}; error or not agreed: {(both_error + both_clean) / total:.0%}")
    print(f"mean |loss difference|: {sum(differences) / total:.4f} equity")
    print(f"luck, {throws} throws, gnubg at 0 plies: same mark {luck_same}/{throws} "
          f"({luck_same / throws:.0%}); "
          f"mean |luck difference| {sum(luck_differences) / throws:.4f} equity")


main()

"""Play seeded backgammon games and evaluate positions, printing everything as one JSON line.

Run by tests/backgammon/test_bg_pyodide.py in CPython and, through tools/pyodide_check.mjs, in
Pyodide: the two outputs must be identical. For each seed, a game is played to its end with
the seed's dice, each move chosen at random among the legal ones (by a generator seeded the
same), recording every Position ID and the record's text; then, for positions of those games,
the legal moves with their IDs, the evaluator's chances of each move (0-ply) and the cube
decision (1-ply); and the page's api (`rabattues.api`) through the first actions of a game the
computer plays against itself: the digest of every answer (views, legal moves with their orders
of steps, entries) and the hint.

usage: python tools/bg_games.py [FIRST_SEED LAST_SEED]
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from typing import Any

from rabattues.backgammon import evaluate
from rabattues.backgammon.actions import Move
from rabattues.backgammon.bearoff import is_bearoff
from rabattues.backgammon.board import Board
from rabattues.backgammon.computer import cube_decision
from rabattues.backgammon.options import Options
from rabattues.backgammon.position_id import format_position_id
from rabattues.backgammon.record import loads, new_record
from rabattues.kernel.actions import Opening, Throw


def play(seed: int) -> tuple[dict[str, object], list[Board]]:
    """One game: its Position IDs, the digest of its record, its outcome; and its boards."""
    rng = random.Random(seed)
    record = new_record(options=Options(cube=False), seed=seed)
    state, ids, boards = record.initial_state(), [], []
    while not state.is_terminal():
        if state.dice is not None:
            action: object = Move(rng.choice(state.legal_actions()).text)  # type: ignore[union-attr]
        else:
            faces = record.next_dice()
            action = Opening(*faces) if state.opening else Throw(faces)
        record, state = record.with_action(action), state.child(action)  # type: ignore[arg-type]
        ids.append(f"{format_position_id(state.board)} {state.turn}")
        boards.append(state.board)
    text = record.dumps()
    assert loads(text).final_state() == state
    outcome = state.outcome.to_json() if state.outcome else None
    return {"ids": ids, "record": hashlib.sha256(text.encode()).hexdigest(), "outcome": outcome}, boards


def judged(board: Board, dice: tuple[int, int]) -> list[object]:
    """The legal moves of a throw with the Position ID after each and the mover's chances."""
    moves = evaluate.judge(board, dice)
    return [[j.move.text, j.move.after_id, [round(c, 9) for c in j.chances]] for j in moves]


def page_answers(seed: int, actions: int = 30) -> dict[str, object]:
    """The api's answers to a game played through it by a fixed rule (a throw, else the first move
    listed, else a take), as digests, then the hint once a throw is to be played. Not the
    computer's choices: its default level stops looking ahead at a time limit, so that its moves
    hang on the machine's speed, and Pyodide's is not CPython's."""
    from rabattues import api

    answer = json.loads(api.new_game(json.dumps({"game": "backgammon", "seed": seed})))
    digests = []
    for _ in range(actions):
        action = _fixed_choice(answer["view"])
        if action is None:
            break
        answer = json.loads(api.act(json.dumps(answer["record"]), action))
        digests.append(hashlib.sha256(json.dumps(answer, sort_keys=True).encode()).hexdigest()[:16])
    if answer["view"]["can_throw"]:
        answer = json.loads(api.act(json.dumps(answer["record"]), "throw"))
    hint = json.loads(api.hint(json.dumps(answer["record"])))
    return {"answers": digests, "hint": hint}


def _fixed_choice(view: dict[str, Any]) -> str | None:
    """A throw when one is due, else the first legal move, else a take, else nothing (the end)."""
    if view["outcome"] is not None:
        return None
    if view["can_throw"]:
        return "throw"
    if view["moves"]:
        return str(view["moves"][0]["move"])
    offered = [a["action"] for a in view["actions"]]
    return "take" if "take" in offered else None


def main(argv: list[str]) -> int:
    first, last = (int(argv[1]), int(argv[2])) if len(argv) > 2 else (1, 3)
    games, boards = {}, []
    for seed in range(first, last + 1):
        games[seed], seen = play(seed)
        boards += [b for b in seen[::25] if not is_bearoff(b)]
    rng = random.Random(0)
    moves = [judged(b, (rng.randint(1, 6), rng.randint(1, 6))) for b in boards]
    cubes = []
    for board in boards[:4]:
        decision, chances = cube_decision(board, Options(), 1, "centre")
        cubes.append([decision.action, round(decision.no_double, 9), [round(c, 9) for c in chances]])
    page = page_answers(first)
    print(json.dumps({"games": games, "moves": moves, "cubes": cubes, "page": page}, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

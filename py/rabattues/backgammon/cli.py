"""The backgammon commands of `python -m rabattues ... --game backgammon` (dispatched by `rabattues.cli`).

Each command takes the parsed arguments and yields its output lines; bad input raises a
ValueError subclass, which the command line reports in one line with exit status 2.
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Iterator
from typing import Any

from ..kernel.actions import parse_dice
from ..kernel.autoplay import play_lines
from ..kernel.dice import parse_seed
from . import evaluate
from .board import CHECKERS, OFF, START, Board
from .computer import cube_decision
from .cube import Owner
from .diagram import diagram
from .game import legal_moves
from .levels import DEFAULT, Level, level_named, ranked
from .lookahead import judge_deeper
from .options import PRESET, Options
from .options import preset as preset_options
from .playlog import autoplay_rules, describe_outcome
from .position_id import format_position_id, parse_position_id
from .record import Start, load, new_record
from .simulate import simulate
from .xgid import XgidPosition, parse_xgid

MAX_GAMES = 10_000_000
OWNERS: dict[str, Owner] = {"centre": "centre", "roller": "mover", "opponent": "opponent"}


class UsageError(ValueError):
    """A command-line value that is not valid for backgammon."""


def add_commands(commands: Any, parents: list[argparse.ArgumentParser]) -> None:
    """The backgammon-only commands, in the command line's grammar (`rabattues.cli`)."""
    moves = commands.add_parser("moves", parents=parents, help="backgammon: the legal moves of a throw")
    moves.add_argument("--dice", help="the throw, e.g. 31 (or an XGID's dice)")
    moves.add_argument("--json", action="store_true", help="a JSON list of {move, position_id}")
    hint = commands.add_parser("hint", parents=parents, help="backgammon: moves ranked, or the cube decision")
    hint.add_argument("--dice", help="the throw, e.g. 31 (without it: the cube decision)")
    hint.add_argument("--cube", default="1", help="the cube's value (default 1, centred)")
    hint.add_argument("--owner", choices=("centre", "roller", "opponent"), default="roller",
                      help="who owns a cube above 1 (default the player on roll)")
    hint.add_argument("--plies", type=int, choices=(0, 1), default=0,
                      help="1: judge the best moves one throw ahead (slower, stronger)")
    hint.add_argument("--level", help="rank the moves as this level of the computer does (e.g. master)")
    hint.add_argument("--json", action="store_true")


def options_from(args: argparse.Namespace) -> Options:
    """The preset's options with each `--rule` applied."""
    options = preset_options(args.preset or PRESET)
    for text in args.rule:
        name, _, value = text.partition("=")
        options = options.with_rule(name.strip(), value.strip())
    return options


def level_of(name: str | None) -> Level:
    """The level named on the command line (the default level if none)."""
    try:
        return level_named(DEFAULT if name is None else name)
    except ValueError as error:
        raise UsageError(str(error)[:200]) from None


def board_of(args: argparse.Namespace) -> Board:
    """The `--position-id` board (a Position ID or an XGID; the start without one)."""
    if args.position_id is None:
        return START
    text = args.position_id.strip()
    board = parse_xgid(text).board if _is_xgid(text) else parse_position_id(text)
    if board.mover[OFF] == CHECKERS or board.opponent[OFF] == CHECKERS:
        raise UsageError(f"the game is over in position {text!r}")
    return board


def xgid_of(args: argparse.Namespace) -> XgidPosition | None:
    """The XGID given as `--position-id`, if one was."""
    text = args.position_id
    return parse_xgid(text) if text is not None and _is_xgid(text) else None


def _is_xgid(text: str) -> bool:
    """An XGID rather than a Position ID."""
    return text.strip().startswith("XGID=") or ":" in text


def dice_of(args: argparse.Namespace) -> tuple[int, int] | None:
    """`--dice`, else the dice an XGID says were thrown."""
    if args.dice is not None:
        return parse_throw(args.dice)
    xgid = xgid_of(args)
    return xgid.dice if xgid else None


def parse_throw(text: str) -> tuple[int, int]:
    """One throw: two digits 1–6 (`31`)."""
    if not re.fullmatch(r"[1-6][1-6]", text.strip()):
        raise UsageError(f"bad dice {text[:20]!r}: two digits 1-6, e.g. 31")
    return int(text.strip()[0]), int(text.strip()[1])


def cmd_show(args: argparse.Namespace) -> Iterator[str]:
    """The diagram of a position."""
    options_from(args)  # a bad --rule is an error here too
    board = parse_position_id(args.position) if args.position else board_of(args)
    yield diagram(board, args.turn)


def cmd_moves(args: argparse.Namespace) -> Iterator[str]:
    """Every legal move of a throw, and the Position ID after it (as the opponent sees it)."""
    options_from(args)
    dice = dice_of(args)
    if dice is None:
        raise UsageError("moves needs --dice (e.g. 31)")
    moves = legal_moves(board_of(args), dice)
    if args.json:
        yield json.dumps([{"move": m.text, "position_id": m.after_id} for m in moves])
    else:
        yield from (m.text for m in moves)


def cmd_hint(args: argparse.Namespace) -> Iterator[str]:
    """The moves ranked by the evaluator, or without dice the cube decision."""
    board, _, dice = board_of(args), options_from(args), dice_of(args)
    if dice is None:
        yield from _cube_hint(board, args)
        return
    if args.level is not None:
        judged = ranked(board, dice, level_of(args.level))
    else:
        judged = judge_deeper(board, dice) if args.plies == 1 else evaluate.judge(board, dice)
    if args.json:
        moves = [{"move": j.move.text, "position_id": j.move.after_id, "equity": round(j.equity, 4),
                  "chances": j.chances.rounded()} for j in judged]
        best = {"move": judged[0].move.text, "position_id": judged[0].move.after_id} if judged else None
        yield json.dumps({"best": best, "moves": moves})
        return
    if not judged:
        yield "no legal move"
    for rank, j in enumerate(judged, start=1):
        c = j.chances
        yield (f"{rank:3}. {j.move.text:28} equity {j.equity:+.3f}  win {c.win:.3f} "
               f"gammon {c.win_gammon:.3f}/{c.lose_gammon:.3f}")


def _cube_hint(board: Board, args: argparse.Namespace) -> Iterator[str]:
    """The cube decision's lines or JSON."""
    if args.cube not in ("1", "2", "4", "8", "16", "32", "64"):
        raise UsageError(f"bad --cube {args.cube[:20]!r}: 1, 2, 4, ... 64")
    value = int(args.cube)
    owner: Owner = "centre" if value == 1 else OWNERS[args.owner]
    xgid = xgid_of(args)
    if xgid is not None and value == 1:  # the XGID's cube, unless --cube says otherwise
        value, owner = xgid.cube, xgid.owner
    options = options_from(args)
    if value > options.cube_max:  # no equity means anything past the rules' largest cube
        raise UsageError(f"the cube is at {value}, past these rules' largest cube, {options.cube_max}")
    cube, chances = cube_decision(board, options, value, owner)
    figures = {"no_double": cube.no_double, "double_take": cube.double_take, "double_drop": cube.double_drop}
    if args.json:
        yield json.dumps({"cube": {"action": cube.action, "take": cube.take,
                                   **{k: round(v, 4) for k, v in figures.items()},
                                   "chances": chances.rounded()}})
        return
    answer = f" (the opponent should {'take' if cube.take else 'drop'})" if cube.available else ""
    yield f"cube action: {cube.action}{answer}"
    for name, figure in figures.items():
        yield f"  {name.replace('_', ' '):12} {figure:+.3f}"


def cmd_play(args: argparse.Namespace) -> Iterator[str]:
    """The computer plays both sides to the end, one line an action (or the record with --json)."""
    start = Start(board_of(args), args.turn) if args.position_id else None
    typed = parse_dice(args.dice) if args.dice is not None else None
    seed = parse_seed(args.seed) if args.seed is not None else None
    record = new_record(options=options_from(args), seed=seed, start=start,
                        dice="typed" if typed is not None else "seeded")
    rules = autoplay_rules(level_of(getattr(args, "level", None)))
    yield from play_lines(record, typed, rules, as_json=args.json)


def replay_lines(data: object) -> Iterator[str]:
    """A record replayed: the Position ID and the player on roll after each action, then the result."""
    record = load(data)
    state = record.initial_state()
    yield f"{format_position_id(state.board)} {state.turn}"
    for step in record.steps():
        state = step.state
        yield f"{format_position_id(state.board)} {state.turn}"
    if state.outcome:
        yield describe_outcome(state)


def cmd_simulate(args: argparse.Namespace) -> Iterator[str]:
    """Statistics of random games (each move chosen uniformly among the legal ones)."""
    games = int(args.games) if re.fullmatch(r"[0-9]{1,9}", args.games) else 0
    if not 1 <= games <= MAX_GAMES:
        raise UsageError(f"--games must be a whole number from 1 to {MAX_GAMES}, not {args.games[:30]!r}")
    board, _ = board_of(args), options_from(args)
    stats = simulate(games, parse_seed(args.seed), board, opening=args.position_id is None)
    yield f"games: {stats.games}"
    yield f"first player wins: {stats.first_win_share:.4f} ± {stats.first_win_error:.4f}"
    yield f"turns per game: {stats.mean_turns:.2f} ± {stats.mean_turns_error:.2f}"
    for times, name in ((1, "single"), (2, "gammon"), (3, "backgammon")):
        share, error = stats.share(times)
        yield f"{name}: {share:.4f} ± {error:.4f}"


COMMANDS = {"show": cmd_show, "moves": cmd_moves, "hint": cmd_hint, "play": cmd_play,
            "simulate": cmd_simulate}

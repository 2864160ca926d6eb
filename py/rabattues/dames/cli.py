"""The 1699 game's commands of `python -m rabattues` (its default game): show, play, replay,
simulate, solve. Each takes the parsed arguments and yields its output lines; bad input raises
a ValueError subclass, which the command line reports in one line with exit status 2.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..kernel.actions import parse_dice
from ..kernel.autoplay import play_lines
from ..kernel.cube import Cube
from ..kernel.dice import parse_seed
from ..kernel.game import Command
from .diagram import diagram
from .game import new_game
from .notation import format_position, parse_position
from .options import DEFAULT_PRESET, Options, parse_rule
from .options import preset as preset_options
from .playlog import AUTOPLAY, describe_outcome
from .position import START_POSITION
from .record import Record, new_record
from .simulate import simulate

MAX_GAMES = 100_000_000
_GAMES = re.compile(r"[0-9]{1,9}")
_CUBE = re.compile(r"([0-9]{1,2})([wb]?)")


class UsageError(ValueError):
    """A command-line value that is not valid for the 1699 game."""


def add_commands(commands: Any, parents: list[argparse.ArgumentParser]) -> None:
    """The 1699 game's own command: `solve`."""
    solve = commands.add_parser("solve", parents=parents, help="exact chances, equity and cube decision")
    solve.add_argument("position")
    solve.add_argument("--cube", help="cube value and owner, e.g. 4w (default: centred at 1)")
    solve.add_argument("--in-turn", action="store_true", help="he already threw a double this turn")
    solve.add_argument("--json", action="store_true", help="print one JSON object (keys: solver/report.py)")
    solve.add_argument("--cache-dir", help="where the exact tables are kept (default: the user's cache "
                                           "folder, or $RABATTUES_CACHE_DIR)")


def check_args(args: argparse.Namespace) -> None:
    """Refuse the options of other games."""
    if args.position_id is not None:
        raise UsageError("--position-id is for --game backgammon")


def options_from(args: argparse.Namespace) -> Options:
    """The preset's options with each `--rule` applied."""
    check_args(args)
    options = preset_options(args.preset or DEFAULT_PRESET)
    for text in args.rule:
        options = options.with_rule(*parse_rule(text))
    return options


def cmd_show(args: argparse.Namespace) -> Iterator[str]:
    """Print the diagram of a position."""
    check_args(args)
    if args.position is None:
        raise UsageError("show needs a position, e.g. 2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w")
    yield diagram(parse_position(args.position))


def cmd_play(args: argparse.Namespace) -> Iterator[str]:
    """Play automatically: claim every passed die, leave the cube alone."""
    options = options_from(args)
    start = parse_position(args.position) if args.position is not None else None
    typed = parse_dice(args.dice) if args.dice is not None else None  # at most MAX_ACTIONS throws
    seed = parse_seed(args.seed) if args.seed is not None else None
    record = new_record(args.preset or DEFAULT_PRESET, options=options, seed=seed, start=start,
                        dice="typed" if typed is not None else "seeded")
    yield from play_lines(record, typed, AUTOPLAY, as_json=args.json)


def replay_lines(data: object) -> Iterator[str]:
    """A record replayed: one position after each action, then the result."""
    record = Record.load(data)
    state = record.initial_state()
    yield format_position(record.start or state.position)
    for step in record.steps():
        state = step.state
        yield format_position(state.position)
    if state.outcome:
        yield describe_outcome(state)


def cmd_simulate(args: argparse.Namespace) -> Iterator[str]:
    """Statistics of random games, with standard errors."""
    games = int(args.games) if _GAMES.fullmatch(args.games) else 0
    if not 1 <= games <= MAX_GAMES:
        raise UsageError(f"--games must be a whole number from 1 to {MAX_GAMES}, not {args.games[:30]!r}")
    seed, options = parse_seed(args.seed), options_from(args)
    start = parse_position(args.position) if args.position is not None else START_POSITION
    new_game(options, start)  # refuses a finished position, as `play` does
    stats = simulate(options, games, seed, start)
    yield f"games: {stats.games}"
    yield f"first player wins: {stats.first_win_share:.4f} ± {stats.first_win_error:.4f}"
    yield f"throws per game: {stats.mean_turns:.3f} ± {stats.mean_turns_error:.3f}"
    if options.multipliers:
        for times in (1, 2, 4):
            share, error = stats.share(times)
            yield f"×{times}: {share:.5f} ± {error:.5f}"


def cmd_solve(args: argparse.Namespace) -> Iterator[str]:
    """Exact values of a position for the player about to throw (tables from the disk cache)."""
    from .solver import solve
    from .solver.analysis import check_cube
    from .solver.cache import default_folder, prepare
    from .solver.report import analysis_json, analysis_lines

    options, position = options_from(args), parse_position(args.position)
    cube = parse_cube(args.cube) if args.cube is not None else Cube()
    if args.cube is not None and not options.cube:
        raise UsageError("--cube needs the cube rule: --preset modern or --rule cube=on")
    check_cube(cube, options)  # every check before any table is built
    if position.winner is not None:
        raise UsageError(f"the game is over in {args.position!r}: nothing to solve")
    folder = default_folder() if args.cache_dir is None else Path(args.cache_dir)
    prepare(options, folder, say=lambda text: print(f"rabattues: {text}", file=sys.stderr, flush=True))
    analysis = solve(position, options, cube, in_turn=args.in_turn)
    if args.json:
        yield json.dumps(analysis_json(analysis))
    else:
        yield from analysis_lines(analysis, multipliers=options.multipliers)


def parse_cube(text: str) -> Cube:
    """`--cube`: a value and its owner (`4w`), or 1 alone for the centre."""
    match = _CUBE.fullmatch(text)
    if not match or (match[2] == "") != (match[1] == "1"):
        raise UsageError(f"bad --cube {text[:30]!r}: a value and an owner, e.g. 4w (or 1: centred)")
    return Cube(int(match[1]), "w" if match[2] == "w" else "b" if match[2] else None)


COMMANDS: dict[str, Command] = {"show": cmd_show, "play": cmd_play, "simulate": cmd_simulate,
                               "solve": cmd_solve}

"""Command line: `python -m rabattues show|play|replay|simulate|solve|moves|hint ...`.

With `--game backgammon` the commands are backgammon's (`rabattues.backgammon.cli`).

Bad input gets exit status 2 and one line on stderr, never a traceback. Every value is
checked by the engine's own parsers (ASCII digits only, sizes within limits.py) before any
work: a file is read at most one byte past its limit, a cube is checked before any table.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import NoReturn

from .actions import parse_dice
from .backgammon import cli as backgammon_cli
from .backgammon.record import is_backgammon
from .diagram import diagram
from .dice import parse_seed
from .files import decode_file, read_limited
from .game import Cube, new_game
from .limits import MAX_MESSAGE, clip
from .notation import format_position, parse_position
from .options import DEFAULT_PRESET, PRESETS, Options, parse_rule
from .options import preset as preset_options
from .playlog import autoplay, describe_outcome
from .position import START_POSITION
from .record import decode, load, new_record
from .simulate import simulate

MAX_GAMES = 100_000_000
_GAMES = re.compile(r"[0-9]{1,9}")
_CUBE = re.compile(r"([0-9]{1,2})([wb]?)")
GAMES = ("dames-rabattues", "backgammon")


class UsageError(Exception):
    """Bad command-line input: reported in one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    """argparse, reporting errors in one line."""

    def error(self, message: str) -> NoReturn:
        """One line, exit status 2."""
        raise UsageError(message)


def _parser() -> argparse.ArgumentParser:
    """The command line's grammar."""
    rules = _Parser(add_help=False)
    rules.add_argument("--game", choices=GAMES, default=GAMES[0], help="the game (default dames-rabattues)")
    rules.add_argument("--preset", help=f"one of {', '.join(PRESETS)} (backgammon: money)")
    rules.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE",
                       help="change one option, e.g. passing=never, claim=strict, cube_max=16")
    rules.add_argument("--position-id", help="backgammon: a GNU Backgammon Position ID or an XGID")
    rules.add_argument("--turn", choices=("w", "b"), default="w", help="backgammon: the player on roll")
    parser = _Parser(prog="python -m rabattues", description="Dames Rabattues (1699) and backgammon")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    show = commands.add_parser("show", parents=[rules], help="print a position as a 1699 diagram")
    show.add_argument("position", nargs="?")
    play = commands.add_parser("play", parents=[rules], help="play automatically, one line a throw")
    play.add_argument("--seed", help="0 to 2**53 - 1 (default: a random one)")
    play.add_argument("--position")
    play.add_argument("--dice", help='throws to play, two digits each: "43 11 51"')
    play.add_argument("--json", action="store_true", help="print the game record instead")
    play.add_argument("--level", help="backgammon: the computer's level (beginner ... master, the default)")
    replay = commands.add_parser("replay", parents=[rules], help="replay a record, one position a line")
    replay.add_argument("file")
    sim = commands.add_parser("simulate", parents=[rules], help="statistics of random games")
    sim.add_argument("--games", default="100000")
    sim.add_argument("--seed", default="1", help="0 to 2**53 - 1 (default 1)")
    sim.add_argument("--position")
    solve = commands.add_parser("solve", parents=[rules], help="exact chances, equity and cube decision")
    solve.add_argument("position")
    solve.add_argument("--cube", help="cube value and owner, e.g. 4w (default: centred at 1)")
    solve.add_argument("--in-turn", action="store_true", help="he already threw a double this turn")
    solve.add_argument("--json", action="store_true", help="print one JSON object (keys: solver/report.py)")
    solve.add_argument("--cache-dir", help="where the exact tables are kept (default: the user's cache "
                                           "folder, or $RABATTUES_CACHE_DIR)")
    backgammon_cli.add_commands(commands, rules)
    return parser


def options_from(args: argparse.Namespace) -> Options:
    """The preset's options with each `--rule` applied."""
    options = preset_options(args.preset or DEFAULT_PRESET)
    for text in args.rule:
        options = options.with_rule(*parse_rule(text))
    return options


def cmd_show(args: argparse.Namespace) -> Iterator[str]:
    """Print the diagram of a position."""
    if args.position is None:
        raise UsageError("show needs a position, e.g. 2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w")
    yield diagram(parse_position(args.position))


def cmd_play(args: argparse.Namespace) -> Iterator[str]:
    """Play automatically: claim every passed die, leave the cube alone."""
    start = parse_position(args.position) if args.position is not None else None
    typed = parse_dice(args.dice) if args.dice is not None else None  # at most MAX_ACTIONS throws
    seed = parse_seed(args.seed) if args.seed is not None else None
    record = new_record(args.preset or DEFAULT_PRESET, options=options_from(args), seed=seed, start=start,
                        dice="typed" if typed is not None else "seeded")
    record, state, lines = autoplay(record, typed)
    if args.json:
        yield record.dumps()
        return
    yield from lines
    if state.outcome:
        yield describe_outcome(state)
    yield format_position(state.position)


def cmd_replay(args: argparse.Namespace) -> Iterator[str]:
    """Replay a record file: one position after each action."""
    data = decode(decode_file(read_limited(args.file)))
    if is_backgammon(data):
        yield from backgammon_cli.cmd_replay(args, data)
        return
    record = load(data)
    yield format_position(record.start or record.initial_state().position)
    state = record.initial_state()
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
    yield f"throws per game: {stats.mean_throws:.3f} ± {stats.mean_throws_error:.3f}"
    if options.multipliers:
        for times in (1, 2, 4):
            share, error = stats.share(times)
            yield f"×{times}: {share:.5f} ± {error:.5f}"


def cmd_solve(args: argparse.Namespace) -> Iterator[str]:
    """Exact values of a position for the player about to throw (tables from the disk cache)."""
    import json

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


COMMANDS = {"show": cmd_show, "play": cmd_play, "replay": cmd_replay, "simulate": cmd_simulate,
            "solve": cmd_solve}


def _command(args: argparse.Namespace) -> Callable[[argparse.Namespace], Iterator[str]]:
    """The command's function, for the game asked."""
    if args.game == "backgammon":
        if args.command not in backgammon_cli.COMMANDS:
            raise UsageError(f"{args.command} is not a backgammon command")
        return backgammon_cli.COMMANDS[args.command]
    if args.command in ("moves", "hint"):
        raise UsageError(f"{args.command} is a backgammon command: add --game backgammon")
    if args.position_id is not None:
        raise UsageError("--position-id is for --game backgammon")
    return COMMANDS[args.command]


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; 2 and a one-line message on bad input."""
    try:
        args = _parser().parse_args(argv)
        for line in _command(args)(args):
            print(line)
    except (UsageError, ValueError) as error:
        message = clip(" ".join(str(error).split()), MAX_MESSAGE)  # argparse quotes a 100 kB argument whole
        print(f"rabattues: error: {message}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `| head`
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())

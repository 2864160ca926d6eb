"""Command line: `python -m rabattues show|play|replay|simulate|solve|moves|hint ... [--game NAME]`.

The commands every game has (show, play, replay, simulate) and each game's own (its
`add_commands`) are reached through the registry of games (`games.py`); `replay` reads the
game from the record. Bad input gets exit status 2 and one line on stderr, never a traceback.
Every value is checked by the engine's own parsers (ASCII digits only, sizes within
kernel/limits.py) before any work: a file is read at most one byte past its limit.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Sequence
from typing import NoReturn

from . import games
from .kernel.files import decode_file, read_limited
from .kernel.game import Command
from .kernel.json_input import decode
from .kernel.limits import MAX_MESSAGE, clip


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
    rules.add_argument("--game", choices=games.names(), default=games.DEFAULT,
                       help=f"the game (default {games.DEFAULT})")
    rules.add_argument("--preset", help="a preset of the game (charpentier-1699, modern; backgammon: money)")
    rules.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE",
                       help="change one option, e.g. passing=never, claim=strict, cube_max=16")
    rules.add_argument("--position-id", help="backgammon: a GNU Backgammon Position ID or an XGID")
    rules.add_argument("--turn", choices=("w", "b"), default="w", help="backgammon: the player on roll")
    parser = _Parser(prog="python -m rabattues", description="Dames Rabattues (1699) and backgammon")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    show = commands.add_parser("show", parents=[rules], help="print a position as a diagram")
    show.add_argument("position", nargs="?")
    play = commands.add_parser("play", parents=[rules], help="play automatically, one line an action")
    play.add_argument("--seed", help="0 to 2**53 - 1 (default: a random one)")
    play.add_argument("--position")
    play.add_argument("--dice", help='throws to play, two digits each: "43 11 51"')
    play.add_argument("--json", action="store_true", help="print the game record instead")
    play.add_argument("--level", help="backgammon: the computer's level (beginner ... master, the default)")
    play.add_argument("--match", help="backgammon: a match to this many points (1 to 25), game after game")
    play.add_argument("--mat", action="store_true", help="backgammon: print the GNU Backgammon match file")
    replay = commands.add_parser("replay", parents=[rules], help="replay a record, one position a line")
    replay.add_argument("file")
    sim = commands.add_parser("simulate", parents=[rules], help="statistics of random games")
    sim.add_argument("--games", default="100000")
    sim.add_argument("--seed", default="1", help="0 to 2**53 - 1 (default 1)")
    sim.add_argument("--position")
    for name in games.names():
        games.game_named(name).add_commands(commands, [rules])
    return parser


def cmd_replay(args: argparse.Namespace) -> Iterator[str]:
    """Replay a record file, of whichever game it names: one position after each action."""
    data = decode(decode_file(read_limited(args.file)))
    return games.game_of(data).replay_lines(data)


def _command(args: argparse.Namespace) -> Command:
    """The command's function, for the game asked."""
    if args.command == "replay":
        return cmd_replay
    asks_match = args.command == "play" and (args.match is not None or args.mat)
    if asks_match and not games.game_named(args.game).matches:
        playing = " or ".join(name for name in games.names() if games.game_named(name).matches)
        raise UsageError(f"--match and --mat are for {playing}: add --game {playing}")
    commands = games.game_named(args.game).commands()
    if args.command in commands:
        return commands[args.command]
    others = [name for name in games.names() if args.command in games.game_named(name).commands()]
    raise UsageError(f"{args.command} is not a command of {args.game}: add --game {' or '.join(others)}")


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

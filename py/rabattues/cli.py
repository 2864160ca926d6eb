"""Command line: `python -m rabattues show|play|replay|simulate|solve|moves|hint ...`.

With `--game backgammon` the commands are backgammon's (`rabattues.backgammon.cli`).

Bad input gets exit status 2 and one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import NoReturn

from .actions import Action, Claim, Opening, Throw, parse_dice
from .backgammon import cli as backgammon_cli
from .backgammon.record import is_backgammon
from .describe import describe_dice
from .diagram import diagram
from .game import GameState, Step
from .notation import format_position, parse_position
from .options import DEFAULT_PRESET, PRESETS, Options, parse_rule
from .options import preset as preset_options
from .position import NAMES, START_POSITION
from .record import MAX_RECORD_CHARS, Record, decode, load, new_record
from .simulate import simulate

MAX_GAMES = 100_000_000
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
    play.add_argument("--seed", type=int)
    play.add_argument("--position")
    play.add_argument("--dice", help='throws to play, two digits each: "43 11 51"')
    play.add_argument("--json", action="store_true", help="print the game record instead")
    replay = commands.add_parser("replay", parents=[rules], help="replay a record, one position a line")
    replay.add_argument("file")
    sim = commands.add_parser("simulate", parents=[rules], help="statistics of random games")
    sim.add_argument("--games", type=int, default=100_000)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--position")
    solve = commands.add_parser("solve", parents=[rules], help="exact chances, equity and cube decision")
    solve.add_argument("position")
    solve.add_argument("--cube", help="cube value and owner, e.g. 4w (default: centred at 1)")
    solve.add_argument("--in-turn", action="store_true", help="he already threw a double this turn")
    solve.add_argument("--json", action="store_true", help="print one JSON object (keys: solver/report.py)")
    moves = commands.add_parser("moves", parents=[rules], help="backgammon: the legal moves of a throw")
    moves.add_argument("--dice", help="the throw, e.g. 31 (or an XGID's dice)")
    moves.add_argument("--json", action="store_true", help="a JSON list of {move, position_id}")
    hint = commands.add_parser("hint", parents=[rules], help="backgammon: moves ranked, or the cube decision")
    hint.add_argument("--dice", help="the throw, e.g. 31 (without it: the cube decision)")
    hint.add_argument("--cube", type=int, default=1, help="the cube's value (default 1, centred)")
    hint.add_argument("--owner", choices=("centre", "roller", "opponent"), default="roller",
                      help="who owns a cube above 1 (default the player on roll)")
    hint.add_argument("--plies", type=int, choices=(0, 1), default=0,
                      help="1: judge the best moves one throw ahead (slower, stronger)")
    hint.add_argument("--json", action="store_true")
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
    start = parse_position(args.position) if args.position else None
    typed = parse_dice(args.dice) if args.dice is not None else None
    record = new_record(args.preset or DEFAULT_PRESET, options=options_from(args), seed=args.seed,
                        start=start, dice="typed" if typed is not None else "seeded")
    state = record.initial_state()
    lines: list[str] = []
    while (action := _next_action(record, state, typed)) is not None:
        step = state.step(action)
        lines.append(describe_action(state, action, step))
        record, state = record.with_action(action), step.state
    if args.json:
        yield record.dumps()
        return
    yield from lines
    if state.outcome:
        yield describe_outcome(state)
    yield format_position(state.position)


def _next_action(record: Record, state: GameState, typed: list[Throw] | None) -> Action | None:
    """Automatic play's next action: claim, then the seed's dice or the next typed throw; None to stop."""
    if state.is_terminal():
        return None
    if state.claimable():
        return Claim(state.claimable()[0])
    if state.opening:
        return Opening(*record.next_dice())
    if typed is None:
        return Throw(record.next_dice())
    return typed.pop(0) if typed else None


def describe_action(before: GameState, action: Action, step: Step) -> str:
    """One line of the play log."""
    if isinstance(action, Opening):
        who = NAMES[step.state.position.turn]
        result = "equal, throw again" if step.state.opening else f"{who} starts"
        return f"Opening: White {action.white}, Black {action.black}: {result}"
    player = NAMES[before.current_player()]
    if isinstance(action, Throw):
        a, b = action.dice
        if action.is_double and before.options.doubles == "reroll":
            return f"{player} {a}-{b}: a double, not played; {player} throws again"
        text = f"{player} {a}-{b}: {describe_dice(step.events)}"
        if step.state.in_turn and not step.state.is_terminal():
            text += f"; {player} throws again"
        return text
    if isinstance(action, Claim):
        receiver = NAMES[before.receiver or "w"]
        event = step.events[0]
        verb = "unstacks" if event.use == "unstack" else "bears off"
        return f"{receiver} claims the passed {action.die}: {verb} on {action.die}"
    return f"{player} {action.kind}s"


def describe_outcome(state: GameState) -> str:
    """The result of a finished game."""
    outcome = state.outcome
    assert outcome is not None
    how = "bears off all 15" if outcome.how == "race" else "wins: the double was dropped"
    times = f" ×{outcome.multiplier}" if state.options.multipliers else ""
    return f"{NAMES[outcome.winner]} {how}{times}: {outcome.points} point{'s' * (outcome.points != 1)}"


def cmd_replay(args: argparse.Namespace) -> Iterator[str]:
    """Replay a record file: one position after each action."""
    path = Path(args.file)
    try:
        text = path.read_text(encoding="utf-8")[: MAX_RECORD_CHARS + 1]
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError(f"cannot read {args.file!r}: {getattr(error, 'strerror', None) or error}") from None
    data = decode(text)
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
    if not 1 <= args.games <= MAX_GAMES:
        raise UsageError(f"--games must be between 1 and {MAX_GAMES}")
    options = options_from(args)
    start = parse_position(args.position) if args.position else None
    stats = simulate(options, args.games, args.seed, start or START_POSITION)
    yield f"games: {stats.games}"
    yield f"first player wins: {stats.first_win_share:.4f} ± {stats.first_win_error:.4f}"
    yield f"throws per game: {stats.mean_throws:.3f} ± {stats.mean_throws_error:.3f}"
    if options.multipliers:
        for times in (1, 2, 4):
            share, error = stats.share(times)
            yield f"×{times}: {share:.5f} ± {error:.5f}"


def cmd_solve(args: argparse.Namespace) -> Iterator[str]:
    """Exact values of a position for the player about to throw."""
    import json

    from .game import Cube
    from .solver import solve
    from .solver.report import analysis_json, analysis_lines

    options, cube = options_from(args), Cube()
    if args.cube:
        value, owner = args.cube[:-1], args.cube[-1]
        if not value.isdigit() or len(value) > 3 or owner not in ("w", "b"):
            raise UsageError(f"bad --cube {args.cube!r}: a value and an owner, e.g. 4w")
        cube = Cube(int(value), "w" if owner == "w" else "b")
    analysis = solve(parse_position(args.position), options, cube, in_turn=args.in_turn)
    if args.json:
        yield json.dumps(analysis_json(analysis))
    else:
        yield from analysis_lines(analysis, multipliers=options.multipliers)


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
        print(f"rabattues: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `| head`
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())

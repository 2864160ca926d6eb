"""The embedded backgammon board (`embed.html?game=backgammon`): a position, its dice, moves to replay.

`steps({game: "backgammon", position?, dice?, moves?})` replays once and returns every step:

- `position`: a Position ID or an XGID (`pasted.py`; default: the start, White to roll);
- `dice`: the throw shown in that position (`31`); without it, the dice an XGID gives;
- `moves`: the game's actions from there as its record writes them, between `,` or `;`
  (`31, 8/5 6/5, 64, 24/18 13/9, double, take`); at most `MAX_EMBED_STEPS` of them, refused
  before any replay.

The answer is the 1699 embed's (`views`, `history`, `stopped`, `record`), `pasted` (what was
kept of the position) and `given`: the step that shows the position given, its dice thrown (1
when there are dice, else 0). A token that is no action, or not legal when it comes, stops the replay
there with the engine's reason; the steps before it are all kept.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..kernel.actions import Throw, parse_throw
from ..kernel.limits import MAX_EMBED_STEPS, check_size, clip
from ..kernel.record_errors import RecordError
from .actions import parse_action
from .board import START
from .options import PRESET, preset
from .page import Replay, play_on, replay, view
from .pasted import read_pasted
from .record import Record, Start

Json = dict[str, Any]
KEYS = frozenset({"game", "position", "dice", "moves"})
MOVE_CHARS = 60
"""The longest action text counted for the size check (a move of four checkers is under 30)."""
_SEPARATORS = re.compile(r"[,;]")


def steps(request: dict[str, Any]) -> Json:
    """Every step's view of the position's replay, the entries, where it stopped and what was kept."""
    unknown = sorted(set(request) - KEYS)
    if unknown:
        raise RecordError(f"unknown setting {clip(unknown[0])!r}")
    tokens = _tokens(request.get("moves", ""))
    start, throw, report = Start(START, "w"), None, None
    if request.get("position") is not None:  # its dice are shown as a step of their own, the throw
        pasted = read_pasted(request["position"])
        start, throw, report = replace(pasted.start, dice=None), pasted.start.dice, pasted.report
    if request.get("dice") is not None:
        throw = _throw(request["dice"])
    record = Record(options=preset(PRESET), preset=PRESET, seed=0, dice="typed", start=start)
    first = [Throw(throw)] if throw is not None else []
    game, stopped = _played(replay(record), first, tokens)
    # A replay draws each move as it was played: each view holds only the move played next (its
    # path's boards), not every move of its dice (megabytes for a double in a crowded position).
    after = [line.get("move", "") if line["kind"] == "move" else "" for line in game.history] + [""]
    views = [view(game.record, state, n, after[n]) for n, state in enumerate(game.states)]
    return {"record": game.record.to_json(), "views": views, "history": list(game.history),
            "stopped": stopped, "pasted": report, "given": min(len(first), len(views) - 1)}


def _tokens(text: object) -> list[str]:
    """The actions' texts, their number and length checked before any other work."""
    if not isinstance(text, str):
        raise RecordError("moves must be text, e.g. '31, 8/5 6/5, 64'")
    check_size("moves", len(text), MOVE_CHARS * MAX_EMBED_STEPS, "characters")
    tokens = [token.strip() for token in _SEPARATORS.split(text) if token.strip()]
    check_size("moves", len(tokens), MAX_EMBED_STEPS, "actions")
    return tokens


def _throw(text: object) -> tuple[int, int]:
    """The dice shown in the position: `31` or `3-1`."""
    if not isinstance(text, str):
        raise RecordError("dice must be text, e.g. '31'")
    return parse_throw(text.strip()).dice


def _played(game: Replay, first: list[Throw], tokens: list[str]) -> tuple[Replay, Json | None]:
    """The game after the dice shown and each token in turn, up to the first that cannot be played."""
    game, error = play_on(game, first)
    if error is not None:
        raise error
    given = len(game.record.actions)
    game, error = play_on(game, (parse_action(token) for token in tokens))
    if error is None:
        return game, None
    played = len(game.record.actions) - given
    return game, {"n": len(first) + played + 1, "action": clip(tokens[played]), "error": str(error)}

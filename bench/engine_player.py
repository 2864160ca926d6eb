"""The engine as a player for the benchmarks: a named level, with a training checkpoint's weights if asked."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from rabattues.backgammon import network
from rabattues.backgammon.board import Board
from rabattues.backgammon.evaluate import best_move
from rabattues.backgammon.levels import DEFAULT, choose, level_named
from rabattues.backgammon.lookahead import best_move_deeper
from rabattues.backgammon.moves import LegalMove

Player = Callable[[Board, tuple[int, int]], LegalMove | None]


def install_weights(contact: str | None, prune: str | None = None) -> None:
    """Use a contact network's file and the race network beside it (`contact` → `race` in its name),
    and a pruning network's file if given."""
    if contact:
        path = Path(contact)
        race = path.with_name(path.name.replace("contact", "race"))
        network.install(path.read_bytes(), race.read_bytes() if race != path and race.exists() else None,
                        Path(prune).read_bytes() if prune else None)


def engine_player(name: str, weights: str | None = None, prune: str | None = None) -> Player:
    """`0ply`, `1ply` (the old fixed lookahead) or a level's name (`default`: the default level);
    `master/untimed`: that level without its time limit (the same moves on any machine);
    `master/untimed/keep=6/margin=0.16`: with other settings (`levels.Level`'s fields)."""
    install_weights(weights, prune)
    if name == "0ply":
        return best_move
    if name == "1ply":
        return best_move_deeper
    level_name, *changes = name.split("/")
    level = level_named(DEFAULT if level_name == "default" else level_name)
    for change in changes:
        if change == "untimed":
            level = replace(level, seconds=None)
        else:
            field, _, value = change.partition("=")
            level = replace(level, **{field: type(getattr(level, field))(value)})
    return lambda board, dice: choose(board, dice, level)

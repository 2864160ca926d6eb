"""Dames Rabattues, the French tables game of 1699 (and its modern preset): the rules engine.

>>> from rabattues.dames import Options, new_game, Opening, Throw, format_position
>>> state = new_game(Options()).child(Opening(5, 2)).child(Throw((4, 3)))
>>> format_position(state.position)
'2s.2s.2.3s.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/b'
"""

from ..kernel.actions import DOUBLE, DROP, TAKE, ActionError, CubeAction, Opening, Throw
from ..kernel.colors import Color, other
from ..kernel.cube import Cube
from ..kernel.limits import LimitError
from ..kernel.options import OptionError
from ..kernel.outcome import Outcome
from .actions import Action, Claim, format_action, parse_action
from .game import GameState, Step, new_game
from .notation import NotationError, format_position, parse_position
from .options import PRESETS, Options, preset
from .position import START_POSITION, Position
from .record import Record, RecordError, RecordFullError, load, loads, new_record
from .side import START, Side
from .throw import DieEvent, resolve_throw

__all__ = [
    "DOUBLE", "DROP", "PRESETS", "START", "START_POSITION", "TAKE", "Action", "ActionError", "Claim",
    "Color", "Cube", "CubeAction", "DieEvent", "GameState", "LimitError", "NotationError", "Opening",
    "OptionError", "Options", "Outcome", "Position", "Record", "RecordError", "RecordFullError", "Side",
    "Step", "Throw", "format_action", "format_position", "load", "loads", "new_game", "new_record", "other",
    "parse_action", "parse_position", "preset", "resolve_throw",
]

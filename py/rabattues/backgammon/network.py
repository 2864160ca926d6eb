"""The position evaluator's networks, run in pure Python (so they run in Pyodide).

One hidden layer of sigmoid units over the inputs of `encoding.py`, five sigmoid outputs: the
chances of `Chances`. Two networks: one for contact positions, whose inputs are the raw board
and the hand-made features of `features.py` (`encode_contact`), one for races (`encode`); the
bear-off database takes over once both sides are home. They were trained by self-play by
`tools/train_bg.py` (numpy, at training time only) and ship as `data/contact.bin` and
`data/race.bin`, with a small pruning network (`data/prune.bin`, `tools/train_prune.py`) that
ranks many moves fast for the lookahead. A weights file is

    b"RBGNET1\\n", one line of JSON (sizes and training facts), then little-endian numbers:
    w1 (inputs × hidden, by input), b1 (hidden), w2 (outputs × hidden, by output), b2 (outputs)

where the number of inputs says which encoding the network reads. The numbers are float32 (what
the trainers write), or float16 if the JSON says `"numbers": "float16"`: the files shipped, half
the download, play as their float32 originals do (`tools/half_weights.py`).

Inputs are sparse (about 30 of 198 nonzero), so the hidden sums add only the active rows; and
positions that differ by one move differ in a few inputs, so the sums of many moves from one
position are the sums of that position plus a few rows each (`sums(change, start)`).
"""

from __future__ import annotations

import json
import math
import struct
from dataclasses import dataclass, field
from importlib import resources
from math import exp
from operator import mul
from typing import Any, NamedTuple

from .board import Board, Counts, is_race
from .chances import Chances
from .encoding import (
    BOTH_SCALES,
    CONTACT_INPUTS,
    INPUTS,
    board_features,
    encode,
    encode_change,
    encode_contact,
    encode_side,
)

MAGIC = b"RBGNET1\n"
OUTPUTS = 5
NUMBERS = {"float32": "f", "float16": "e"}
"""How a file's numbers may be stored: their `struct` codes."""


class WeightsError(ValueError):
    """A weights file that is not one this module reads."""


@dataclass(frozen=True, slots=True)
class Network:
    """Weights of the network, as tuples for fast pure-Python sums."""

    w1: tuple[tuple[float, ...], ...]
    """One row of hidden weights per input."""
    b1: tuple[float, ...]
    w2: tuple[tuple[float, ...], ...]
    """One row of hidden weights per output."""
    b2: tuple[float, ...]
    info: dict[str, Any] = field(default_factory=dict, compare=False)
    scaled: dict[tuple[int, float], tuple[float, ...]] = field(
        default_factory=dict, compare=False, repr=False)
    """Rows of `w1` times an input's value, kept as they are first needed (inputs take few values)."""

    @property
    def featured(self) -> bool:
        """Whether the network reads the hand-made features beside the raw board."""
        return len(self.w1) == CONTACT_INPUTS

    def encode(self, board: Board) -> list[tuple[int, float]]:
        """The board's nonzero inputs for this network."""
        return encode_contact(board) if self.featured else encode(board)

    def chances(self, board: Board) -> Chances:
        """The chances of the player on roll."""
        return self.chances_of(self.encode(board))

    def start(self, board: Board) -> Start:
        """What `sums_after` needs of a board from which many others are judged."""
        features = board_features(board) if self.featured else ()
        return Start(board, self.sums(self.encode(board)), features)

    def sums_after(self, start: Start, board: Board) -> tuple[float, ...]:
        """The hidden sums of `board` from those of `start.board`: only the inputs that differ."""
        change = encode_change(start.board, board)
        if not self.featured:
            return self.sums(change, start.sums)
        w1, scaled = self.w1, self.scaled
        rows = [w1[i] if v == 1.0 else scaled.get((i, v)) or self._scale(i, v) for i, v in change]
        for i, (new, old) in enumerate(zip(board_features(board), start.features, strict=True)):
            if new != old:  # whole numbers: few distinct changes, each row scaled once
                rows.append(scaled.get((-1 - i, new - old)) or self._scale_feature(i, new - old))
        return tuple(map(sum, zip(start.sums, *rows, strict=True)))

    def side_sums(self, counts: Counts, on_roll: bool) -> tuple[float, ...]:
        """One player's part of the hidden sums of a network without features (`encode_side`): a
        board's sums are the biases plus both players' parts."""
        return self.sums(encode_side(counts, on_roll), (0.0,) * len(self.b1))

    def chances_of(self, active: list[tuple[int, float]]) -> Chances:
        """The chances for encoded inputs (nonzero (index, value) pairs)."""
        return self.chances_from(self.sums(active))

    def sums(self, active: list[tuple[int, float]], start: tuple[float, ...] | None = None,
             ) -> tuple[float, ...]:
        """The hidden units' input sums: `start` (default the biases) plus each active input's row."""
        w1, scaled = self.w1, self.scaled
        rows = [w1[i] if v == 1.0 else scaled.get((i, v)) or self._scale(i, v) for i, v in active]
        return tuple(map(sum, zip(start or self.b1, *rows, strict=True)))

    def _scale(self, index: int, value: float) -> tuple[float, ...]:
        """An input's row times its value, remembered (a few thousand rows at most)."""
        if len(self.scaled) > 4000:
            self.scaled.clear()
        row = self.scaled[index, value] = tuple(value * x for x in self.w1[index])
        return row

    def _scale_feature(self, index: int, change: int) -> tuple[float, ...]:
        """A feature's row times a change of its whole number (divided by its scale), remembered.

        Kept under the key (−1 − index, change), apart from the inputs' (input, value) keys."""
        if len(self.scaled) > 4000:
            self.scaled.clear()
        value = change / BOTH_SCALES[index]
        row = self.scaled[-1 - index, change] = tuple(value * x for x in self.w1[INPUTS + index])
        return row

    def equity_from(self, sums: tuple[float, ...]) -> float:
        """The cubeless equity from the hidden sums, roughly: outputs not made consistent (for ranking)."""
        hidden = [1.0 / (1.0 + exp(-s if s > -700.0 else 700.0)) for s in sums]
        outputs = zip(self.w2, self.b2, strict=True)
        win, wg, wbg, lg, lbg = [_sigmoid(b + sum(map(mul, w, hidden))) for w, b in outputs]
        return 2 * win - 1 + wg - lg + wbg - lbg

    def chances_from(self, sums: tuple[float, ...]) -> Chances:
        """The chances from the hidden units' input sums (`sums` of a board, or of a change to it)."""
        hidden = [1.0 / (1.0 + exp(-s if s > -700.0 else 700.0)) for s in sums]  # the logistic function
        out = [_sigmoid(b + sum(map(mul, w, hidden))) for w, b in zip(self.w2, self.b2, strict=True)]
        return Chances(*out).consistent()


class Start(NamedTuple):
    """A board, its hidden sums and its features: where the sums of the boards after it start."""

    board: Board
    sums: tuple[float, ...]
    features: tuple[int, ...]


def _sigmoid(x: float) -> float:
    """The logistic function, safe for large |x|."""
    if x < -40.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def from_bytes(data: bytes) -> Network:
    """A network from the bytes of a weights file."""
    if not data.startswith(MAGIC):
        raise WeightsError("not a weights file (bad magic)")
    end = data.index(b"\n", len(MAGIC))
    info = json.loads(data[len(MAGIC):end])
    inputs, hidden = info["inputs"], info["hidden"]
    if inputs not in (INPUTS, CONTACT_INPUTS) or info["outputs"] != OUTPUTS:
        raise WeightsError(f"weights for {inputs} inputs, {info['outputs']} outputs: "
                           f"not {INPUTS} or {CONTACT_INPUTS}, and {OUTPUTS}")
    code = NUMBERS.get(info.get("numbers", "float32"))
    if code is None:
        raise WeightsError(f"numbers stored as {info['numbers']!r}: not one of {', '.join(NUMBERS)}")
    sizes = [inputs * hidden, hidden, OUTPUTS * hidden, OUTPUTS]
    body, width = data[end + 1:], struct.calcsize(code)
    if len(body) != sum(sizes) * width:
        raise WeightsError(f"weights file holds {len(body) / width:g} numbers, not {sum(sizes)}")
    flat = list(struct.unpack(f"<{sum(sizes)}{code}", body))
    w1, rest = flat[: sizes[0]], flat[sizes[0]:]
    b1, rest = rest[:hidden], rest[hidden:]
    w2, b2 = rest[: sizes[2]], rest[sizes[2]:]
    return Network(_rows(w1, hidden), tuple(b1), _rows(w2, hidden), tuple(b2), info)


def to_bytes(network: Network, numbers: str = "float32") -> bytes:
    """The bytes of a weights file, its numbers stored as `numbers` (one of NUMBERS)."""
    values = ([x for row in network.w1 for x in row] + list(network.b1)
              + [x for row in network.w2 for x in row] + list(network.b2))
    info = {key: value for key, value in network.info.items() if key != "numbers"}
    if numbers != "float32":
        info["numbers"] = numbers
    body = struct.pack(f"<{len(values)}{NUMBERS[numbers]}", *values)
    return MAGIC + json.dumps(info, sort_keys=True).encode() + b"\n" + body


def _rows(flat: list[float], width: int) -> tuple[tuple[float, ...], ...]:
    """A flat list cut into rows."""
    return tuple(tuple(flat[i: i + width]) for i in range(0, len(flat), width))


class Networks(NamedTuple):
    """The evaluator's networks: one for contact positions, one for races, and a small one to prune with."""

    contact: Network
    race: Network
    prune: Network | None = None
    """The raw board only, few hidden units: ranks many moves fast, so that only the best few
    are judged by the others (`tools/train_prune.py`)."""

    def for_board(self, board: Board) -> Network:
        """The network that judges this board."""
        return self.race if is_race(board) else self.contact


_installed: list[Networks] = []


def default_networks() -> Networks:
    """The networks in use: those shipped with the engine (read on first use), unless replaced."""
    if not _installed:
        data = resources.files(__package__).joinpath("data")
        contact, race, prune = (from_bytes(data.joinpath(f"{name}.bin").read_bytes())
                                for name in ("contact", "race", "prune"))
        _installed.append(Networks(contact, race, prune))
    return _installed[0]


def default_network() -> Network:
    """The contact network in use."""
    return default_networks().contact


def install(contact: bytes, race: bytes | None = None, prune: bytes | None = None) -> None:
    """Use other weights from now on (benchmarks compare training checkpoints this way)."""
    first = from_bytes(contact)
    _installed[:] = [Networks(first, from_bytes(race) if race is not None else first,
                              from_bytes(prune) if prune is not None else None)]

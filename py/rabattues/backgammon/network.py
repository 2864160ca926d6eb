"""The position evaluator: a small neural network, run in pure Python (so it runs in Pyodide).

One hidden layer of sigmoid units over the inputs of `encoding.py`, five sigmoid outputs: the
chances of `Chances`. The weights were trained by self-play, TD(λ) as in TD-Gammon, by
`tools/train_td.py` (numpy, at training time only), and ship as `data/weights.bin`:

    b"RBGNET1\\n", one line of JSON (sizes and training facts), then float32 little-endian:
    w1 (inputs × hidden, by input), b1 (hidden), w2 (outputs × hidden, by output), b2 (outputs)

Inputs are sparse (about 30 of 198 nonzero), so the hidden sums add only the active rows; and
positions that differ by one move differ in a few inputs, so the sums of many moves from one
position are the sums of that position plus a few rows each (`sums(change, start)`).
"""

from __future__ import annotations

import json
import math
import sys
from array import array
from dataclasses import dataclass, field
from importlib import resources
from math import exp
from operator import mul
from typing import Any

from .board import Board
from .chances import Chances
from .encoding import INPUTS, encode

MAGIC = b"RBGNET1\n"
OUTPUTS = 5


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

    def chances(self, board: Board) -> Chances:
        """The chances of the player on roll."""
        return self.chances_of(encode(board))

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
        """An input's row times its value, remembered."""
        row = self.scaled[index, value] = tuple(value * x for x in self.w1[index])
        return row

    def chances_from(self, sums: tuple[float, ...]) -> Chances:
        """The chances from the hidden units' input sums (`sums` of a board, or of a change to it)."""
        hidden = [1.0 / (1.0 + exp(-s if s > -700.0 else 700.0)) for s in sums]  # the logistic function
        out = [_sigmoid(b + sum(map(mul, w, hidden))) for w, b in zip(self.w2, self.b2, strict=True)]
        return Chances(*out).consistent()


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
    if inputs != INPUTS or info["outputs"] != OUTPUTS:
        raise WeightsError(f"weights for {inputs} inputs, {info['outputs']} outputs: not {INPUTS}, {OUTPUTS}")
    values = array("f")
    values.frombytes(data[end + 1:])
    if sys.byteorder == "big":
        values.byteswap()
    sizes = [inputs * hidden, hidden, OUTPUTS * hidden, OUTPUTS]
    if len(values) != sum(sizes):
        raise WeightsError(f"weights file holds {len(values)} numbers, not {sum(sizes)}")
    flat = values.tolist()
    w1, rest = flat[: sizes[0]], flat[sizes[0]:]
    b1, rest = rest[:hidden], rest[hidden:]
    w2, b2 = rest[: sizes[2]], rest[sizes[2]:]
    return Network(_rows(w1, hidden), tuple(b1), _rows(w2, hidden), tuple(b2), info)


def to_bytes(network: Network) -> bytes:
    """The bytes of a weights file (used by the training tool)."""
    values = array("f", [x for row in network.w1 for x in row] + list(network.b1)
                   + [x for row in network.w2 for x in row] + list(network.b2))
    if values.itemsize != 4:
        raise WeightsError("this platform's float is not 32 bits")
    if sys.byteorder == "big":
        values.byteswap()
    return MAGIC + json.dumps(network.info, sort_keys=True).encode() + b"\n" + values.tobytes()


def _rows(flat: list[float], width: int) -> tuple[tuple[float, ...], ...]:
    """A flat list cut into rows."""
    return tuple(tuple(flat[i: i + width]) for i in range(0, len(flat), width))


_installed: list[Network] = []


def default_network() -> Network:
    """The network in use: the one shipped with the engine (read on first use), unless replaced."""
    if not _installed:
        data = resources.files(__package__).joinpath("data", "weights.bin").read_bytes()
        _installed.append(from_bytes(data))
    return _installed[0]


def install(data: bytes) -> None:
    """Use other weights from now on (benchmarks compare training checkpoints this way)."""
    _installed[:] = [from_bytes(data)]

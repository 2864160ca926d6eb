"""A network's weights in numpy for the trainers: forward pass, Adam steps, the engine's weights file.

Never used at run time: the engine reads the files `export` writes (`network.from_bytes`).
"""

from __future__ import annotations

import os
import pickle
import sys
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from rabattues.backgammon.network import OUTPUTS, Network, from_bytes, to_bytes


def sigmoid(x: np.ndarray) -> np.ndarray:
    """The logistic function."""
    return 1.0 / (1.0 + np.exp(-np.clip(x, -40, 40)))


class Net:
    """One network's weights as numpy arrays, with Adam's moments."""

    def __init__(self, inputs: int, hidden: int, rng: np.random.Generator, kind: str) -> None:
        self.kind = kind
        self.params = {
            "w1": rng.uniform(-0.1, 0.1, (inputs, hidden)).astype(np.float32),
            "b1": np.zeros(hidden, dtype=np.float32),
            "w2": rng.uniform(-0.1, 0.1, (OUTPUTS, hidden)).astype(np.float32),
            "b2": np.zeros(OUTPUTS, dtype=np.float32),
        }
        self.m = {k: np.zeros_like(v) for k, v in self.params.items()}
        self.v = {k: np.zeros_like(v) for k, v in self.params.items()}
        self.steps = 0

    @classmethod
    def from_network(cls, network: Network, kind: str) -> Net:
        """The engine's network's weights, Adam's moments at zero (to train it further)."""
        net = cls(len(network.w1), len(network.b1), np.random.default_rng(0), kind)
        net.params = {name: np.array(getattr(network, name), dtype=np.float32)
                      for name in ("w1", "b1", "w2", "b2")}
        return net

    def widened(self, hidden: int, rng: np.random.Generator) -> Net:
        """The same function with more hidden units: the new ones read the inputs by small random
        weights and are read by none (zero output weights) until training gives them a part."""
        extra = hidden - self.params["b1"].size
        if extra < 0:
            raise ValueError(f"{hidden} hidden units is fewer than {self.params['b1'].size}")
        inputs = self.params["w1"].shape[0]
        wider = Net(inputs, hidden, rng, self.kind)
        wider.params = {
            "w1": np.concatenate([self.params["w1"],
                                  rng.uniform(-0.1, 0.1, (inputs, extra)).astype(np.float32)], 1),
            "b1": np.concatenate([self.params["b1"], np.zeros(extra, dtype=np.float32)]),
            "w2": np.concatenate([self.params["w2"], np.zeros((OUTPUTS, extra), dtype=np.float32)], 1),
            "b2": self.params["b2"].copy(),
        }
        return wider

    def forward(self, x: np.ndarray) -> np.ndarray:
        """Outputs for a batch of inputs."""
        p = self.params
        return sigmoid(sigmoid(x @ p["w1"] + p["b1"]) @ p["w2"].T + p["b2"])

    def learn(self, x: np.ndarray, target: np.ndarray, lr: float) -> float:
        """One Adam step on the mean cross-entropy of a batch; the loss before the step."""
        p = self.params
        h = sigmoid(x @ p["w1"] + p["b1"])
        o = sigmoid(h @ p["w2"].T + p["b2"])
        eps = 1e-7
        loss = float(-np.mean(target * np.log(o + eps) + (1 - target) * np.log(1 - o + eps)))
        dz2 = (o - target) / len(x)
        dh = (dz2 @ p["w2"]) * h * (1 - h)
        grads = {"w2": dz2.T @ h, "b2": dz2.sum(axis=0), "w1": x.T @ dh, "b1": dh.sum(axis=0)}
        self.steps += 1
        b1, b2 = 0.9, 0.999
        for k, g in grads.items():
            self.m[k] = b1 * self.m[k] + (1 - b1) * g
            self.v[k] = b2 * self.v[k] + (1 - b2) * g * g
            m_hat = self.m[k] / (1 - b1 ** self.steps)
            v_hat = self.v[k] / (1 - b2 ** self.steps)
            p[k] -= (lr * m_hat / (np.sqrt(v_hat) + 1e-8)).astype(np.float32)
        return loss

    def to_network(self, info: dict[str, object]) -> Network:
        """The engine's pure-Python network."""
        p = self.params
        return Network(tuple(map(tuple, p["w1"].tolist())), tuple(p["b1"].tolist()),
                       tuple(map(tuple, p["w2"].tolist())), tuple(p["b2"].tolist()), info)


def save_state(path: Path, state: dict[str, object]) -> None:
    """Write the trainer's state atomically."""
    tmp = path.with_suffix(".tmp")
    with tmp.open("wb") as f:
        pickle.dump(state, f)
    os.replace(tmp, path)


def export(net: Net, path: Path, info: dict[str, object]) -> None:
    """The engine's weights file, atomically."""
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(to_bytes(net.to_network(info)))
    os.replace(tmp, path)


def export_networks(directory: Path, nets: dict[str, Net], info: dict[str, object],
                    kept: str | None = None) -> None:
    """Write each network (by its kind) as `<kind>.bin`, and as `<kind>-<kept>.bin` when a
    checkpoint is kept; `info` is what each file says of its training."""
    for kind, net in nets.items():
        net_info = {**info, "kind": kind, "hidden": int(net.params["b1"].size),
                    "inputs": int(net.params["w1"].shape[0]), "outputs": OUTPUTS}
        export(net, directory / f"{kind}.bin", net_info)
        if kept is not None:
            export(net, directory / f"{kind}-{kept}.bin", net_info)


def state_from_weights(folder: Path) -> dict[str, Any]:
    """A trainer's state from the engine's weights files: their weights, Adam's moments at zero,
    and the training their headers record (carried on in the new files' headers)."""
    nets, info = {}, {}
    for kind in ("contact", "race"):
        network = from_bytes((folder / f"{kind}.bin").read_bytes())
        nets[kind], info = Net.from_network(network, kind), network.info
    return {**nets, "games": info["games"], "command": info["command"], "positions": info.get("positions", 0),
            "ply_command": info.get("ply_command", [])}
